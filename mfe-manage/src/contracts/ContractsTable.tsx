import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { DataTable, formatCapacity, useFormat, type DataTableColumn } from 'shared-ui';
import type { Contract } from './api';
import { lastDayOf, statusLabel } from './labels';

/** Who reads the register: the operator sees the providers, the provider the operators. */
export type Audience = 'operator' | 'provider';

export interface ContractsTableProps {
  rows: readonly Contract[];
  audience: Audience;
  loading: boolean;
  empty: ReactNode;
  /** The row's button that opens the contract. */
  open: (row: Contract) => ReactNode;
}

/** The register of contracts: sortable, searchable, exportable as CSV (end dates as last days, as shown). */
export function ContractsTable({ rows, audience, loading, empty, open }: ContractsTableProps) {
  const { i18n } = useLingui();
  const f = useFormat();
  const columns: DataTableColumn<Contract>[] = [
    { key: 'reference', header: i18n._({ id: 'manage.contracts.col.reference', message: 'Contract' }), sortable: true, isRowHeader: true },
    {
      key: 'competition_name',
      header: i18n._({ id: 'manage.contracts.col.competition', message: 'Competition' }),
      sortable: true,
      value: (r) => (r.competition_reference ? `${r.competition_name} (${r.competition_reference})` : r.competition_name),
    },
    audience === 'operator'
      ? { key: 'flex_provider_name', header: i18n._({ id: 'manage.contracts.col.provider', message: 'Flex provider' }), sortable: true }
      : { key: 'system_operator_name', header: i18n._({ id: 'manage.contracts.col.operator', message: 'System operator' }), sortable: true },
    {
      key: 'status',
      header: i18n._({ id: 'manage.contracts.col.status', message: 'Status' }),
      sortable: true,
      value: (r) => statusLabel(i18n, r.status),
      render: (r) => <span className={`contracts-status contracts-status--${r.status}`}>{statusLabel(i18n, r.status)}</span>,
    },
    {
      key: 'starts_on',
      header: i18n._({ id: 'manage.contracts.col.start', message: 'First day' }),
      sortable: true,
      value: (r) => r.starts_on,
      render: (r) => f.formatCalendarDate(r.starts_on) ?? '—',
    },
    {
      key: 'ends_on',
      header: i18n._({ id: 'manage.contracts.col.end', message: 'Last day' }),
      sortable: true,
      // Sorted and exported as the last day (YYYY-MM-DD), shown in the region's format: one day before the stored end.
      value: (r) => lastDayOf(r.ends_on),
      render: (r) => f.formatContractEndDate(r.ends_on) ?? '—',
    },
    {
      key: 'total_capacity',
      header: i18n._({ id: 'manage.contracts.col.capacity', message: 'Capacity' }),
      sortable: true,
      align: 'end',
      value: (r) => Number(r.total_capacity),
      render: (r) => formatCapacity(r.total_capacity, r.obligations[0]?.unit ?? 'MW') ?? r.total_capacity,
    },
    { key: 'obligation_count', header: i18n._({ id: 'manage.contracts.col.obligations', message: 'Obligations' }), sortable: true, align: 'end' },
    { key: 'currency', header: i18n._({ id: 'manage.contracts.col.currency', message: 'Currency' }), sortable: true },
    {
      key: 'actions',
      header: i18n._({ id: 'manage.contracts.col.actions', message: 'Actions' }),
      exportable: false,
      render: (r) => open(r),
    },
  ];
  return (
    <DataTable
      caption={<Trans id="manage.contracts.caption" message="Call-off contracts" />}
      columns={columns}
      rows={rows}
      getRowKey={(r) => r.id}
      loading={loading}
      empty={empty}
      searchable
      exportFilename="contracts"
    />
  );
}
