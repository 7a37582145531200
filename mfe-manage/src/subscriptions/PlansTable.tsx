import { Trans, useLingui } from '@lingui/react';
import { DataTable, type DataTableColumn } from 'shared-ui';
import type { Plan } from './api';
import { featuresLabel, tierLabel } from './labels';

/** The four plans with their seats and what each unlocks (Enterprise on contact). */
export function PlansTable({ plans, current }: { plans: readonly Plan[]; current?: Plan['tier'] }) {
  const { i18n } = useLingui();
  const columns: DataTableColumn<Plan>[] = [
    {
      key: 'tier',
      header: i18n._({ id: 'plans.col.plan', message: 'Plan' }),
      isRowHeader: true,
      value: (p) => tierLabel(i18n, p.tier),
      render: (p) => (
        <>
          {tierLabel(i18n, p.tier)}
          {p.tier === current ? (
            <span className="subscriptions__current">
              {' '}
              <Trans id="plans.current" message="(your plan)" />
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'seats',
      header: i18n._({ id: 'plans.col.seats', message: 'Seats' }),
      value: (p) => (p.seats === null ? i18n._({ id: 'plans.seats.contract', message: 'By contract' }) : String(p.seats)),
    },
    { key: 'features', header: i18n._({ id: 'plans.col.unlocks', message: 'Unlocks' }), value: (p) => featuresLabel(i18n, p.features) },
    {
      key: 'price',
      header: i18n._({ id: 'plans.col.price', message: 'Price' }),
      value: (p) => (p.on_contact ? i18n._({ id: 'plans.price.contact', message: 'On contact' }) : p.tier === 'free' ? i18n._({ id: 'plans.price.free', message: 'Free' }) : i18n._({ id: 'plans.price.subscription', message: 'Yearly subscription' })),
    },
  ];
  return <DataTable caption={<Trans id="plans.plansCaption" message="Plans and what they unlock" />} columns={columns} rows={plans} getRowKey={(p) => p.tier} exportFilename="plans" />;
}
