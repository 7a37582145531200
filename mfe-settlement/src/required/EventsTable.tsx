import type { ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { Region } from 'shared-session';
import { DataTable, formatCapacity, formatDateTime, formatMoney, type DataTableColumn } from 'shared-ui';
import type { SettlementEvent } from './api';

/** "Complete" or what is missing: the metered periods without a reading, and the baseline. */
export function missingLabel(i18n: I18n, e: SettlementEvent, region: Region): string {
  const parts: string[] = [];
  if (!e.has_actual_data) {
    parts.push(
      i18n._({
        id: 'settlement.data.missingMetered',
        message: '{count, plural, one {# metered period} other {# metered periods}} (from {first})',
        values: { count: e.missing_metered.length, first: formatDateTime(e.missing_metered[0] ?? e.start, region) ?? '' },
      }),
    );
  }
  if (!e.has_baseline_data) {
    if (e.baseline_method === 'nominated') parts.push(i18n._({ id: 'settlement.data.missingNominated', message: '{count, plural, one {# nominated baseline period} other {# nominated baseline periods}}', values: { count: e.baseline_missing_periods.length } }));
    else if (e.baseline_missing_days.length > 0) parts.push(i18n._({ id: 'settlement.data.missingHistory', message: 'baseline history on {days}', values: { days: e.baseline_missing_days.join(', ') } }));
    else parts.push(i18n._({ id: 'settlement.data.missingBaseline', message: 'baseline history' }));
  }
  return parts.length ? parts.join('; ') : i18n._({ id: 'settlement.data.complete', message: 'Complete' });
}

function columns(i18n: I18n, region: Region): DataTableColumn<SettlementEvent>[] {
  return [
    { key: 'start', header: i18n._({ id: 'settlement.data.col.start', message: 'Start' }), sortable: true, isRowHeader: true, render: (e) => formatDateTime(e.start, region) ?? '' },
    { key: 'end', header: i18n._({ id: 'settlement.data.col.end', message: 'End' }), sortable: true, render: (e) => formatDateTime(e.end, region) ?? '' },
    { key: 'competition_name', header: i18n._({ id: 'settlement.data.col.competition', message: 'Competition' }), sortable: true },
    { key: 'asset_ref', header: i18n._({ id: 'settlement.data.col.asset', message: 'Asset' }), sortable: true, value: (e) => (e.asset_name && e.asset_name !== e.asset_ref ? `${e.asset_ref} (${e.asset_name})` : e.asset_ref) },
    { key: 'meters', header: i18n._({ id: 'settlement.data.col.meters', message: 'Meters' }), sortable: true, value: (e) => e.meters.join(', ') || i18n._({ id: 'settlement.data.noMeter', message: 'No meter on the asset' }) },
    { key: 'instructed_mw', header: i18n._({ id: 'settlement.data.col.instructed', message: 'Instructed' }), sortable: true, align: 'end', value: (e) => Number(e.instructed_mw), render: (e) => formatCapacity(e.instructed_mw, 'MW', region) ?? '' },
    {
      key: 'has_baseline_data',
      header: i18n._({ id: 'settlement.data.col.baseline', message: 'Baseline data' }),
      sortable: true,
      value: (e) => (e.has_baseline_data ? i18n._({ id: 'settlement.data.yes', message: 'Yes' }) : i18n._({ id: 'settlement.data.no', message: 'No' })),
    },
    {
      key: 'has_actual_data',
      header: i18n._({ id: 'settlement.data.col.metered', message: 'Metered data' }),
      sortable: true,
      value: (e) => (e.has_actual_data ? i18n._({ id: 'settlement.data.yes', message: 'Yes' }) : i18n._({ id: 'settlement.data.no', message: 'No' })),
    },
    { key: 'completeness', header: i18n._({ id: 'settlement.data.col.completeness', message: 'Completeness' }), sortable: true, align: 'end', render: (e) => `${e.completeness} %` },
    { key: 'missing', header: i18n._({ id: 'settlement.data.col.missing', message: 'Missing' }), value: (e) => missingLabel(i18n, e, region) },
    { key: 'money_at_stake', header: i18n._({ id: 'settlement.data.col.atStake', message: 'At stake' }), sortable: true, align: 'end', value: (e) => Number(e.money_at_stake), render: (e) => formatMoney(e.money_at_stake, e.currency, region) ?? '' },
  ];
}

export interface EventsTableProps {
  rows: readonly SettlementEvent[];
  region: Region;
  loading: boolean;
  caption: ReactNode;
  empty: ReactNode;
  exportFilename: string;
}

/** Settlement events with their data state: sortable, searchable, exportable (the shared table). */
export function EventsTable({ rows, region, loading, caption, empty, exportFilename }: EventsTableProps) {
  const { i18n } = useLingui();
  return (
    <DataTable
      caption={caption}
      columns={columns(i18n, region)}
      rows={rows}
      getRowKey={(e) => e.id}
      loading={loading}
      empty={empty}
      searchable
      pageSize={50}
      exportFilename={exportFilename}
    />
  );
}
