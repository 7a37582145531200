import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { askForUpgrade, bus, paths, type UpgradeChannel } from 'shared-session';
import { LoadFailure, NotFoundPage, PageLoader, formatDate, useBusValue, useLoad } from 'shared-ui';
import { marketName, stateLabel } from '../market-access/labels';
import { subscription } from './api';
import { featuresLabel, seatsLabel, tierLabel } from './labels';
import { PlansTable } from './PlansTable';
import './subscriptions.css';

/** One subscription (/subscriptions/{market}): the plan, what it unlocks, its usage and the request-upgrade action. */
export function SubscriptionPage({ base }: { base: string }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const load = useLoad(() => subscription(id), i18n._({ id: 'plans.one.loadFailed', message: 'This subscription could not be loaded.' }), [id], { enabled: valid });
  const [sent, setSent] = useState<UpgradeChannel | null | undefined>(undefined);
  const result = load.result;
  if (!valid || (result.state === 'failed' && result.notFound)) return <NotFoundPage />;
  if (result.state === 'loading') return <PageLoader />;
  if (result.state === 'failed') return <LoadFailure message={result.message} retry={{ label: <Trans id="plans.retry" message="Try again" />, onRetry: load.reload }} />;
  const { subscription: s, seats, members, plans } = result.value;
  const name = marketName(i18n, { kind: s.market_kind, operator_name: s.operator_name });
  const upgrade = async () => setSent(await askForUpgrade(window.location.pathname));
  return (
    <section className="subscriptions" aria-labelledby="subscription-title">
      <p>
        <Link to={base}>
          <Trans id="plans.back" message="All subscriptions" />
        </Link>
      </p>
      <h1 id="subscription-title">{name}</h1>
      <dl className="subscriptions__facts">
        <dt><Trans id="plans.col.plan" message="Plan" /></dt>
        <dd>{tierLabel(i18n, s.tier)}</dd>
        <dt><Trans id="plans.col.unlocks" message="Unlocks" /></dt>
        <dd>{featuresLabel(i18n, s.features)}</dd>
        <dt><Trans id="plans.col.renews" message="Renews on" /></dt>
        <dd>{formatDate(s.renews_on, 'medium', region) ?? '—'}</dd>
        <dt><Trans id="plans.one.access" message="Market access" /></dt>
        <dd>{stateLabel(i18n, s.access)}</dd>
        <dt><Trans id="plans.col.seats" message="Seats" /></dt>
        <dd>
          {seatsLabel(i18n, seats)}{' '}
          <Trans id="plans.one.members" message="({active} active, {invited} invited)" values={{ active: members.active, invited: members.invited }} />
        </dd>
      </dl>
      <PlansTable plans={plans} current={s.tier} />
      <p>
        <button type="button" className="fx-button fx-button--primary" onClick={() => void upgrade()}>
          <Trans id="plans.upgrade" message="Request an upgrade" />
        </button>
      </p>
      <p role="status">
        {sent === 'widget' ? <Trans id="plans.upgrade.widget" message="Your upgrade request is ready in the help window. Send it and our team will be in touch." /> : null}
        {sent === 'email' ? <Trans id="plans.upgrade.email" message="Your e-mail program should open with an upgrade request. Send it and our team will be in touch." /> : null}
        {sent === null ? (
          <Trans id="plans.upgrade.page" message="Upgrades are requested from the <0>access page</0>." components={{ 0: <Link to={paths.unauthorised} /> }} />
        ) : null}
      </p>
    </section>
  );
}
