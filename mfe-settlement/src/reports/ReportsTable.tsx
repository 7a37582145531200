import type { ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { Region } from 'shared-session';
import { DataTable, formatDate, formatMoney, type DataTableColumn } from 'shared-ui';
import type { Report } from './api';
import { monthLabel, reportStatusLabel } from './labels';

export function reportColumns(i18n: I18n, region: Region, actions: (r: Report) => ReactNode): DataTableColumn<Report>[] {
  return [
    { key: 'competition_name', header: i18n._({ id: 'settlement.reports.col.competition', message: 'Competition' }), sortable: true, isRowHeader: true },
    { key: 'month', header: i18n._({ id: 'settlement.reports.col.month', message: 'Month' }), sortable: true, value: (r) => r.month, render: (r) => monthLabel(r.month, region.locale) },
    { key: 'version', header: i18n._({ id: 'settlement.reports.col.version', message: 'Version' }), sortable: true, align: 'end' },
    { key: 'status', header: i18n._({ id: 'settlement.reports.col.status', message: 'Status' }), sortable: true, value: (r) => reportStatusLabel(i18n, r.status) },
    { key: 'events_count', header: i18n._({ id: 'settlement.reports.col.events', message: 'Events' }), sortable: true, align: 'end' },
    { key: 'net', header: i18n._({ id: 'settlement.reports.col.net', message: 'Net' }), sortable: true, align: 'end', value: (r) => Number(r.net), render: (r) => formatMoney(r.net, r.currency, region) ?? '—' },
    { key: 'gross', header: i18n._({ id: 'settlement.reports.col.gross', message: 'Gross' }), sortable: true, align: 'end', value: (r) => Number(r.gross), render: (r) => formatMoney(r.gross, r.currency, region) ?? '—' },
    {
      key: 'dispute_window_ends',
      header: i18n._({ id: 'settlement.reports.col.window', message: 'Disputes until' }),
      sortable: true,
      value: (r) => r.dispute_window_ends ?? '',
      render: (r) => formatDate(r.dispute_window_ends, 'medium', region) ?? '—',
    },
    { key: 'open_disputes', header: i18n._({ id: 'settlement.reports.col.disputes', message: 'Open disputes' }), sortable: true, align: 'end' },
    { key: 'actions', header: i18n._({ id: 'settlement.reports.col.actions', message: 'Actions' }), exportable: false, value: () => '', render: actions },
  ];
}

export function ReportsTable({ rows, loading, region, actions, empty }: { rows: readonly Report[]; loading: boolean; region: Region; actions: (r: Report) => ReactNode; empty: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <DataTable
      caption={i18n._({ id: 'settlement.reports.caption', message: 'Settlement reports, latest versions' })}
      columns={reportColumns(i18n, region, actions)}
      rows={rows}
      getRowKey={(r) => r.id}
      loading={loading}
      empty={empty}
      searchable
      pageSize={25}
      exportFilename="settlement-reports"
      defaultSort={{ key: 'month', direction: 'descending' }}
    />
  );
}
