import { Trans, useLingui } from '@lingui/react';
import { bus } from 'shared-session';
import { DataTable, formatCapacity, formatMoney, useBusValue, useFormat, type DataTableColumn } from 'shared-ui';
import type { Contract, Obligation } from './api';
import { daysLabel, holidayLabel, lastDayOf } from './labels';

/** A contract's obligations, one per accepted bid: window, days, assets, capacity, rates, dates. */
export function ObligationsTable({ contract }: { contract: Contract }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const f = useFormat();
  const rate = (value: string | null) => (value === null ? '—' : (formatMoney(value, contract.currency, region) ?? value));
  const columns: DataTableColumn<Obligation>[] = [
    { key: 'window_name', header: i18n._({ id: 'manage.contracts.ob.window', message: 'Service window' }), sortable: true, isRowHeader: true },
    {
      key: 'times',
      header: i18n._({ id: 'manage.contracts.ob.times', message: 'Times' }),
      sortable: true,
      value: (o) => `${o.start_time}–${o.end_time}`,
    },
    {
      key: 'days',
      header: i18n._({ id: 'manage.contracts.ob.days', message: 'Days' }),
      value: (o) => `${daysLabel(o.service_days, region.locale)}; ${holidayLabel(i18n, o.holiday_handling)}`,
    },
    {
      key: 'capacity',
      header: i18n._({ id: 'manage.contracts.ob.capacity', message: 'Capacity' }),
      sortable: true,
      align: 'end',
      value: (o) => Number(o.capacity),
      render: (o) => formatCapacity(o.capacity, o.unit, region) ?? o.capacity,
    },
    { key: 'availability_rate', header: i18n._({ id: 'manage.contracts.ob.availability', message: 'Availability per MWh' }), align: 'end', value: (o) => rate(o.availability_rate) },
    { key: 'utilisation_rate', header: i18n._({ id: 'manage.contracts.ob.utilisation', message: 'Utilisation per MWh' }), align: 'end', value: (o) => rate(o.utilisation_rate) },
    { key: 'service_fee', header: i18n._({ id: 'manage.contracts.ob.fee', message: 'Service fee' }), align: 'end', value: (o) => rate(o.service_fee) },
    {
      key: 'flex_assets',
      header: i18n._({ id: 'manage.contracts.ob.assets', message: 'Assets' }),
      value: (o) => o.flex_assets.join(', ') || '—',
    },
    {
      key: 'dates',
      header: i18n._({ id: 'manage.contracts.ob.dates', message: 'Dates' }),
      sortable: true,
      value: (o) => `${o.starts_on} – ${lastDayOf(o.ends_on)}`,
      render: (o) => `${f.formatCalendarDate(o.starts_on) ?? o.starts_on} – ${f.formatContractEndDate(o.ends_on) ?? ''}`,
    },
  ];
  return (
    <DataTable
      caption={<Trans id="manage.contracts.ob.caption" message="Obligations of {reference}" values={{ reference: contract.reference }} />}
      columns={columns}
      rows={contract.obligations}
      getRowKey={(o) => o.id}
      searchable
      exportFilename={`obligations-${contract.reference}`}
    />
  );
}
