import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { DataTable, Dropdown, useFormat, type DataTableColumn, type DropdownValue } from 'shared-ui';
import type { ExchangeType, Listing, ListingStatus } from '../common/api';
import { lastDayOf } from '../common/dates';
import { EXCHANGE_TYPES, LISTING_STATUSES, statusLabel, typeLabel } from '../common/labels';
import { EXCHANGE_PATHS } from '../common/paths';

export interface ListingFilterValues {
  type: ExchangeType | null;
  status: ListingStatus | null;
}

export interface ListingsTableProps {
  caption: ReactNode;
  rows: readonly Listing[];
  loading: boolean;
  empty: ReactNode;
  filters: ListingFilterValues;
  onFilters: (filters: ListingFilterValues) => void;
  exportFilename: string;
}

const ALL = 'all';

/**
 * Listings as the shared table (sort, search, CSV): reference (to the listing), kind, lister, MW,
 * transfer period, bidding close, status, and the best price with the number of bids where the
 * listing is not sealed. Filters by kind and status sit beside the search.
 */
export function ListingsTable({ caption, rows, loading, empty, filters, onFilters, exportFilename }: ListingsTableProps) {
  const { i18n } = useLingui();
  const f = useFormat();
  const columns: DataTableColumn<Listing>[] = [
    {
      key: 'reference',
      header: i18n._({ id: 'exchange.col.reference', message: 'Listing' }),
      sortable: true,
      isRowHeader: true,
      render: (r) => <Link to={EXCHANGE_PATHS.view(r.id)}>{r.reference}</Link>,
    },
    { key: 'exchange_type', header: i18n._({ id: 'exchange.col.type', message: 'Type' }), sortable: true, value: (r) => typeLabel(i18n, r.exchange_type) },
    { key: 'flex_provider_name', header: i18n._({ id: 'exchange.col.lister', message: 'Lister' }), sortable: true },
    {
      key: 'mw',
      header: i18n._({ id: 'exchange.col.mw', message: 'MW' }),
      sortable: true,
      align: 'end',
      value: (r) => Number(r.mw),
      render: (r) => f.formatCapacity(r.mw, 'MW') ?? r.mw,
    },
    {
      key: 'transfer',
      header: i18n._({ id: 'exchange.col.transfer', message: 'Transfer period' }),
      sortable: true,
      value: (r) => `${r.transfer_starts_on} – ${lastDayOf(r.transfer_ends_on)}`,
      render: (r) => `${f.formatCalendarDate(r.transfer_starts_on) ?? r.transfer_starts_on} – ${f.formatContractEndDate(r.transfer_ends_on) ?? ''}`,
    },
    {
      key: 'bidding_closes',
      header: i18n._({ id: 'exchange.col.closes', message: 'Bidding closes' }),
      sortable: true,
      value: (r) => r.bidding_closes,
      render: (r) => f.formatDateTime(r.bidding_closes) ?? '—',
    },
    {
      key: 'status',
      header: i18n._({ id: 'exchange.col.status', message: 'Status' }),
      sortable: true,
      value: (r) => statusLabel(i18n, r.status),
      render: (r) => <span className={`ex-status ex-status--${r.status}`}>{statusLabel(i18n, r.status)}</span>,
    },
    {
      key: 'best_price',
      header: i18n._({ id: 'exchange.col.best', message: 'Best price (bids)' }),
      sortable: true,
      align: 'end',
      value: (r) => (r.bid_count === null ? i18n._({ id: 'exchange.sealed', message: 'Sealed' }) : `${r.best_price ?? ''} (${r.bid_count})`),
      render: (r) =>
        r.bid_count === null ? (
          <Trans id="exchange.sealed" message="Sealed" />
        ) : (
          `${r.best_price === null ? '—' : (f.formatMoney(r.best_price, r.currency) ?? r.best_price)} (${f.formatInteger(r.bid_count) ?? r.bid_count})`
        ),
    },
  ];
  const typeItems = [{ value: ALL, label: i18n._({ id: 'exchange.filter.allTypes', message: 'All types' }) }, ...EXCHANGE_TYPES.map((t) => ({ value: t, label: typeLabel(i18n, t) }))];
  const statusItems = [{ value: ALL, label: i18n._({ id: 'exchange.filter.allStatuses', message: 'All statuses' }) }, ...LISTING_STATUSES.map((s) => ({ value: s, label: statusLabel(i18n, s) }))];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      getRowKey={(r) => r.id}
      loading={loading}
      empty={empty}
      searchable
      searchLabel={i18n._({ id: 'exchange.search', message: 'Search listings' })}
      exportFilename={exportFilename}
      defaultSort={{ key: 'bidding_closes', direction: 'ascending' }}
      toolbar={
        <div className="ex-filters">
          <Dropdown
            label={<Trans id="exchange.filter.type" message="Filter by type" />}
            items={typeItems}
            value={filters.type ?? ALL}
            onChange={(v: DropdownValue) => onFilters({ ...filters, type: EXCHANGE_TYPES.find((t) => t === v) ?? null })}
          />
          <Dropdown
            label={<Trans id="exchange.filter.status" message="Filter by status" />}
            items={statusItems}
            value={filters.status ?? ALL}
            onChange={(v: DropdownValue) => onFilters({ ...filters, status: LISTING_STATUSES.find((st) => st === v) ?? null })}
          />
        </div>
      }
    />
  );
}
