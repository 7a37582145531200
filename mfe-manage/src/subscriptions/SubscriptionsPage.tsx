import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { bus } from 'shared-session';
import { DataTable, LoadFailure, PageLoader, formatDate, useBusValue, useLoad, type DataTableColumn } from 'shared-ui';
import { AlertsSection } from '../alerts';
import { marketName } from '../market-access/labels';
import { subscriptions, type Subscription } from './api';
import { featuresLabel, seatsLabel, tierLabel } from './labels';
import { PlansTable } from './PlansTable';
import './subscriptions.css';

/**
 * The organisation's plans (/manage/{flexprovider,systemoperator}/subscriptions): its plan on each
 * market with what it unlocks and its renewal date, the seats used against the limit, and the
 * plans to choose from, and a provider's alerts. Each row opens the subscription (/subscriptions/{market}).
 */
export function SubscriptionsPage({ base }: { base: string }) {
  const provider = base.startsWith('/manage/flexprovider/');
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const load = useLoad(subscriptions, i18n._({ id: 'plans.loadFailed', message: 'Your plans could not be loaded.' }), []);
  const result = load.result;
  const columns: DataTableColumn<Subscription>[] = [
    {
      key: 'market',
      header: i18n._({ id: 'plans.col.market', message: 'Market' }),
      isRowHeader: true,
      sortable: true,
      value: (s) => marketName(i18n, { kind: s.market_kind, operator_name: s.operator_name }),
      render: (s) => <Link to={`${base}/${s.market}`}>{marketName(i18n, { kind: s.market_kind, operator_name: s.operator_name })}</Link>,
    },
    { key: 'tier', header: i18n._({ id: 'plans.col.plan', message: 'Plan' }), sortable: true, value: (s) => tierLabel(i18n, s.tier) },
    { key: 'features', header: i18n._({ id: 'plans.col.unlocks', message: 'Unlocks' }), value: (s) => featuresLabel(i18n, s.features) },
    {
      key: 'renews_on',
      header: i18n._({ id: 'plans.col.renews', message: 'Renews on' }),
      sortable: true,
      value: (s) => s.renews_on ?? '',
      render: (s) => formatDate(s.renews_on, 'medium', region) ?? '—',
    },
  ];
  return (
    <section className="subscriptions" aria-labelledby="subscriptions-title">
      <h1 id="subscriptions-title">
        <Trans id="plans.title" message="Subscriptions" />
      </h1>
      {result.state === 'loading' ? <PageLoader /> : null}
      {result.state === 'failed' ? (
        <LoadFailure message={result.message} retry={{ label: <Trans id="plans.retry" message="Try again" />, onRetry: load.reload }} />
      ) : null}
      {result.state === 'ready' ? (
        <>
          <p className="subscriptions__seats">{seatsLabel(i18n, result.value.seats)}</p>
          <DataTable
            caption={<Trans id="plans.caption" message="Your plan on each market" />}
            columns={columns}
            rows={result.value.subscriptions}
            getRowKey={(s) => s.market}
            searchable
            exportFilename="subscriptions"
          />
          <h2>
            <Trans id="plans.choose" message="Plans" />
          </h2>
          <PlansTable plans={result.value.plans} />
        </>
      ) : null}
      {/* A provider's alerts live next to its plans. */}
      {provider ? <AlertsSection /> : null}
    </section>
  );
}
