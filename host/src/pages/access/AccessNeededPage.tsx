import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { orgTypeOf } from 'shared-session';
import { DataTable, useFlags, useSession, type DataTableColumn } from 'shared-ui';
import { useHostConfig } from '../../config/hostConfig';
import type { UpgradeChannel } from './requestUpgrade';
import { useUpgradeRequest } from './useUpgradeRequest';

export interface AccessNeededPageProps {
  /** Opens a mailto: address (tests pass a fake). */
  openMail?: (href: string) => void;
}

const defaultOpenMail = (href: string) => window.location.assign(href);

/**
 * /unauthorised (spec §2.2). Under `full_tier`: "Access to this content is restricted", whom to
 * contact, the plans and a request-upgrade button. Otherwise the generic empty state.
 */
export function AccessNeededPage({ openMail = defaultOpenMail }: AccessNeededPageProps) {
  const flags = useFlags();
  if (!flags.has('full_tier')) return <NoDataFound />;
  return <AccessRestricted openMail={openMail} />;
}

function NoDataFound() {
  const { customerSuccessEmail } = useHostConfig();
  return (
    <section className="empty-state" aria-labelledby="empty-state-title">
      <h1 id="empty-state-title">
        <Trans id="access.empty.title" message="No data found" />
      </h1>
      <p>
        <Trans
          id="access.empty.description"
          message="There is nothing to show here for your account. If you expected to see data, contact customer success at <0>{email}</0>."
          values={{ email: customerSuccessEmail }}
          components={{ 0: <a href={`mailto:${customerSuccessEmail}`} /> }}
        />
      </p>
    </section>
  );
}

interface Plan {
  id: string;
  name: MessageDescriptor;
  price: MessageDescriptor;
  includes: MessageDescriptor;
}

/** The plans (spec platform §1: Free/Basic, Full, Enterprise on contact). */
const PLANS: readonly Plan[] = [
  {
    id: 'basic',
    name: /*i18n*/ { id: 'access.plans.basic', message: 'Free / Basic' },
    price: /*i18n*/ { id: 'access.plans.basic.price', message: 'Free' },
    includes: /*i18n*/ { id: 'access.plans.basic.includes', message: 'Competition map, company qualification, bidding in open competitions' },
  },
  {
    id: 'full',
    name: /*i18n*/ { id: 'access.plans.full', message: 'Full' },
    price: /*i18n*/ { id: 'access.plans.full.price', message: 'Subscription' },
    includes: /*i18n*/ { id: 'access.plans.full.includes', message: 'Everything in Basic, plus dispatch operations, settlement, exchange and analytics' },
  },
  {
    id: 'enterprise',
    name: /*i18n*/ { id: 'access.plans.enterprise', message: 'Enterprise' },
    price: /*i18n*/ { id: 'access.plans.enterprise.price', message: 'Contact us' },
    includes: /*i18n*/ { id: 'access.plans.enterprise.includes', message: 'Everything in Full, plus integrations, additional interfaces and dedicated support' },
  },
];

function AccessRestricted({ openMail }: { openMail: (href: string) => void }) {
  const { i18n } = useLingui();
  const planColumns = useMemo<DataTableColumn<Plan>[]>(
    () => [
      { key: 'name', header: i18n._({ id: 'access.plans.col.plan', message: 'Plan' }), isRowHeader: true, sortable: true, value: (p) => i18n._(p.name) },
      { key: 'price', header: i18n._({ id: 'access.plans.col.price', message: 'Price' }), sortable: true, value: (p) => i18n._(p.price) },
      { key: 'includes', header: i18n._({ id: 'access.plans.col.includes', message: 'Includes' }), value: (p) => i18n._(p.includes) },
    ],
    [i18n],
  );
  const session = useSession();
  const config = useHostConfig();
  const [sent, setSent] = useState<UpgradeChannel | null>(null);

  const sendUpgrade = useUpgradeRequest(openMail);
  const onRequest = () => setSent(sendUpgrade(window.location.pathname));

  return (
    <section className="access-needed" aria-labelledby="access-title">
      <h1 id="access-title">
        <Trans id="access.title" message="Access to this content is restricted" />
      </h1>
      <p className="lead">
        <Trans id="access.intro" message="Your organisation's plan or your team role does not include this part of Flex." />
      </p>

      <div className="access-needed__options">
        <section aria-labelledby="access-contact">
          <h2 id="access-contact">
            <Trans id="access.contact.heading" message="Ask for access" />
          </h2>
          {orgTypeOf(session?.claims) === 'user' ? (
            <p>
              <Trans
                id="access.contact.noOrganisation"
                message="Your account does not belong to an organisation yet: most of Flex is used through one. <0>Register your organisation</0>, or ask its team admin to invite you."
                components={{ 0: <Link to="/register/confirm" /> }}
              />
            </p>
          ) : null}
          <p>
            <Trans
              id="access.contact.text"
              message="Your team admin can give you a role with access. If you are the admin, contact support at <0>{email}</0>."
              values={{ email: config.supportEmail }}
              components={{ 0: <a href={`mailto:${config.supportEmail}`} /> }}
            />
          </p>
        </section>

        <section aria-labelledby="access-plans">
          <h2 id="access-plans">
            <Trans id="access.plans.heading" message="Choose a plan" />
          </h2>
          <DataTable
            caption={<Trans id="access.plans.caption" message="Plans and prices" />}
            hideCaption
            columns={planColumns}
            rows={PLANS}
            getRowKey={(plan) => plan.id}
            searchable
            searchLabel={i18n._({ id: 'access.plans.search', message: 'Search the plans' })}
            exportFilename="plans"
          />
          <p>
            <a href={config.plansUrl} target="_blank" rel="noreferrer">
              <Trans id="access.plans.link" message="Compare plans on our website" />
              <span className="fx-visually-hidden">
                {' '}
                <Trans id="nav.opensInNewTab" message="(opens in a new tab)" />
              </span>
            </a>
          </p>
        </section>
      </div>

      <p>
        <button type="button" className="fx-button fx-button--primary" onClick={onRequest}>
          <Trans id="access.upgrade.button" message="Request an upgrade" />
        </button>
      </p>
      <p role="status" className="access-needed__status">
        {sent === 'widget' ? (
          <Trans id="access.upgrade.sentWidget" message="Your upgrade request is ready in the help window. Send it and our team will be in touch." />
        ) : sent === 'email' ? (
          <Trans
            id="access.upgrade.sentEmail"
            message="Your e-mail program should open with a message to {email}. Send it and our team will be in touch."
            values={{ email: config.growthEmail }}
          />
        ) : null}
      </p>
    </section>
  );
}
