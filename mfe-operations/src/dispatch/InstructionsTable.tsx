import { useMemo, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import type { Region } from 'shared-session';
import { DataTable, Dropdown, formatCapacity, formatDateTime, type DataTableColumn, type DropdownValue } from 'shared-ui';
import { AssetRefs } from './AssetRefs';
import { responseLabel, STATUSES, statusLabel } from './labels';
import type { DispatchInstruction } from './types';

const ALL = 'all';

/** Who reads the list: the operator sees providers; the provider sees its own instructions. */
export type Audience = 'operator' | 'provider';

export function instructionColumns(i18n: I18n, region: Region, audience: Audience): DataTableColumn<DispatchInstruction>[] {
  const when = (key: 'start' | 'end' | 'response_deadline' | 'sent' | 'responded', header: string): DataTableColumn<DispatchInstruction> => ({
    key,
    header,
    sortable: true,
    value: (r) => r[key] ?? '',
    render: (r) => formatDateTime(r[key], region) ?? '—',
  });
  return [
    { key: 'id', header: i18n._({ id: 'operations.col.id', message: 'Instruction' }), sortable: true, isRowHeader: true, align: 'end' },
    { key: 'competition_name', header: i18n._({ id: 'operations.col.competition', message: 'Competition' }), sortable: true },
    { key: 'window_name', header: i18n._({ id: 'operations.col.window', message: 'Window' }), sortable: true },
    ...(audience === 'operator' ? [{ key: 'flex_provider_name', header: i18n._({ id: 'operations.col.provider', message: 'Flex provider' }), sortable: true }] : []),
    {
      key: 'assets',
      header: i18n._({ id: 'operations.col.assets', message: 'Assets' }),
      value: (r) => r.asset_refs.join(', '),
      render: (r) => <AssetRefs refs={r.asset_refs} instruction={r.id} />,
    },
    when('start', i18n._({ id: 'operations.col.start', message: 'Start' })),
    when('end', i18n._({ id: 'operations.col.end', message: 'End' })),
    {
      key: 'quantity',
      header: i18n._({ id: 'operations.col.quantity', message: 'Quantity' }),
      sortable: true,
      align: 'end',
      value: (r) => r.quantity,
      render: (r) => formatCapacity(r.quantity, r.unit, region) ?? '—',
    },
    when('response_deadline', i18n._({ id: 'operations.col.deadline', message: 'Response deadline' })),
    {
      key: 'status',
      header: i18n._({ id: 'operations.col.status', message: 'Status' }),
      sortable: true,
      value: (r) => statusLabel(i18n, r.status),
      render: (r) => <span className={`dispatch-status dispatch-status--${r.status.replace(/\s+/g, '-')}`}>{statusLabel(i18n, r.status)}</span>,
    },
    { key: 'response', header: i18n._({ id: 'operations.col.response', message: 'Response' }), sortable: true, value: (r) => responseLabel(i18n, r.response) },
    when('responded', i18n._({ id: 'operations.col.responded', message: 'Answered' })),
  ];
}

export interface InstructionsTableProps {
  caption: ReactNode;
  rows: readonly DispatchInstruction[];
  region: Region;
  audience: Audience;
  loading?: boolean;
  /** Shown when there are no instructions at all. */
  empty: ReactNode;
  exportFilename: string;
  /** The row's buttons (stop, accept, reject), if any. */
  actions?: (row: DispatchInstruction) => ReactNode;
  defaultDirection?: 'ascending' | 'descending';
}

const optionsOf = (rows: readonly DispatchInstruction[], id: (r: DispatchInstruction) => number, name: (r: DispatchInstruction) => string) =>
  [...new Map(rows.map((r) => [id(r), name(r)])).entries()].sort((a, b) => a[1].localeCompare(b[1])).map(([value, label]) => ({ value, label }));

/** Instructions with filters by status, competition and (operator) provider; sortable, searchable, exportable. */
export function InstructionsTable({ caption, rows, region, audience, loading, empty, exportFilename, actions, defaultDirection = 'ascending' }: InstructionsTableProps) {
  const { i18n } = useLingui();
  const [status, setStatus] = useState<DropdownValue>(ALL);
  const [competition, setCompetition] = useState<DropdownValue>(ALL);
  const [provider, setProvider] = useState<DropdownValue>(ALL);

  const columns = useMemo(() => {
    const base = instructionColumns(i18n, region, audience);
    if (!actions) return base;
    const action: DataTableColumn<DispatchInstruction> = {
      key: 'actions',
      header: i18n._({ id: 'operations.col.actions', message: 'Actions' }),
      exportable: false,
      render: (r) => <span className="dispatch-actions">{actions(r)}</span>,
    };
    // Right after the instruction's number, so a row's buttons are in view however wide the table grows.
    const [id, ...rest] = base;
    return id ? [id, action, ...rest] : [action];
  }, [i18n, region, audience, actions]);

  const shown = useMemo(
    () =>
      rows.filter(
        (r) =>
          (status === ALL || r.status === status) &&
          (competition === ALL || r.competition === competition) &&
          (provider === ALL || r.flex_provider === provider),
      ),
    [rows, status, competition, provider],
  );

  const all = (label: string) => ({ value: ALL, label });
  const statusItems = [all(i18n._({ id: 'operations.filter.allStatuses', message: 'All statuses' })), ...STATUSES.map((s) => ({ value: s, label: statusLabel(i18n, s) }))];
  const competitionItems = [
    all(i18n._({ id: 'operations.filter.allCompetitions', message: 'All competitions' })),
    ...optionsOf(rows, (r) => r.competition, (r) => r.competition_name),
  ];
  const providerItems = [all(i18n._({ id: 'operations.filter.allProviders', message: 'All flex providers' })), ...optionsOf(rows, (r) => r.flex_provider, (r) => r.flex_provider_name)];

  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={shown}
      getRowKey={(r) => r.id}
      loading={loading}
      defaultSort={{ key: 'start', direction: defaultDirection }}
      searchable
      searchLabel={i18n._({ id: 'operations.table.search', message: 'Search instructions' })}
      pageSize={50}
      exportFilename={exportFilename}
      empty={rows.length === 0 ? empty : <Trans id="operations.table.noMatch" message="No instructions match your filters and search. Clear them to see every instruction." />}
      toolbar={
        <>
          <Dropdown label={<Trans id="operations.filter.status" message="Filter by status" />} items={statusItems} value={status} onChange={setStatus} />
          <Dropdown label={<Trans id="operations.filter.competition" message="Filter by competition" />} items={competitionItems} value={competition} onChange={setCompetition} />
          {audience === 'operator' ? (
            <Dropdown label={<Trans id="operations.filter.provider" message="Filter by flex provider" />} items={providerItems} value={provider} onChange={setProvider} />
          ) : null}
        </>
      }
    />
  );
}
