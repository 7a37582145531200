import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import type { Region } from 'shared-session';
import { DataTable, Dropdown, formatCapacity, formatDateTime, formatMoney, powerUnitOf, searchRows, type DataTableColumn, type DropdownValue, type FormatRegion } from 'shared-ui';
import { formatTimeRange, type OperatorCompetition } from '../../common/competitions';
import { methodLabel, outcomeLabel, priced, rateLabel, rateUnit, reasonLabel } from '../shared/labels';
import { rateFieldsOf, selectionState, stateOf, toggled, toggledAll, type DecisionState, type ReviewRow, type ReviewWindow } from './model';

/** Bids a page of the table shows. */
export const BIDS_PAGE_SIZE = 100;

const ALL = 'all';

export function windowText(w: Pick<ReviewWindow, 'name' | 'start_time' | 'end_time'>, i18n: I18n, region?: FormatRegion): string {
  return i18n._({ id: 'manage.review.windowName', message: '{name} ({time})', values: { name: w.name, time: formatTimeRange(w.start_time, w.end_time, region) } });
}

/** The bid columns: provider, window, assets, capacity, the competition's rates, GSPs, submitted, and the decision. */
export function bidColumns(i18n: I18n, competition: OperatorCompetition, region: Region): DataTableColumn<ReviewRow>[] {
  const unit = powerUnitOf(competition.power_type);
  const rates: DataTableColumn<ReviewRow>[] = rateFieldsOf(competition.competition_type).map((field) => ({
    key: field,
    header: rateLabel(i18n, field),
    sortable: true,
    align: 'end',
    value: (r) => r.bid[field],
    render: (r) => priced(formatMoney(r.bid[field], competition.currency, region), rateUnit(field, unit)),
  }));
  return [
    { key: 'provider', header: i18n._({ id: 'manage.review.col.provider', message: 'Flex provider' }), sortable: true, isRowHeader: true, value: (r) => r.bid.flex_provider_name },
    { key: 'id', header: i18n._({ id: 'manage.review.col.bid', message: 'Bid' }), sortable: true, align: 'end', value: (r) => r.bid.id },
    {
      key: 'window',
      header: i18n._({ id: 'manage.review.col.window', message: 'Window' }),
      sortable: true,
      value: (r) => windowText({ name: r.bid.window_name, start_time: r.bid.window_start_time, end_time: r.bid.window_end_time }, i18n, region),
    },
    { key: 'assets', header: i18n._({ id: 'manage.review.col.assets', message: 'Assets' }), value: (r) => r.bid.asset_refs.join(', ') },
    {
      key: 'capacity',
      header: i18n._({ id: 'manage.review.col.capacity', message: 'Capacity' }),
      sortable: true,
      align: 'end',
      value: (r) => r.bid.capacity,
      render: (r) => formatCapacity(r.bid.capacity, unit, region),
    },
    ...rates,
    { key: 'gsps', header: i18n._({ id: 'manage.review.col.gsps', message: 'GSPs' }), value: (r) => r.bid.gsps.join(', ') },
    {
      key: 'submitted',
      header: i18n._({ id: 'manage.review.col.submitted', message: 'Submitted' }),
      sortable: true,
      value: (r) => r.bid.submitted,
      render: (r) => formatDateTime(r.bid.submitted, region) ?? '—',
    },
    {
      key: 'decision',
      header: i18n._({ id: 'manage.review.col.decision', message: 'Decision' }),
      sortable: true,
      value: (r) => outcomeLabel(i18n, stateOf(r)),
      render: (r) => <span className={`review-decision review-decision--${stateOf(r)}`}>{outcomeLabel(i18n, stateOf(r))}</span>,
    },
    { key: 'reason', header: i18n._({ id: 'manage.review.col.reason', message: 'Reason' }), value: (r) => (r.decision ? reasonLabel(i18n, r.decision.reason, 'operator') : '') },
    { key: 'method', header: i18n._({ id: 'manage.review.col.method', message: 'Decided by' }), value: (r) => (r.decision ? methodLabel(i18n, r.decision.method) : '') },
  ];
}

export interface BidsTableProps {
  competition: OperatorCompetition;
  rows: readonly ReviewRow[];
  windows: readonly ReviewWindow[];
  region: Region;
  /** Given: rows carry a checkbox and the selection is the caller's. */
  selection?: ReadonlySet<number>;
  onSelectionChange?: (selection: Set<number>) => void;
}

/**
 * The competition's bids with their decisions, filtered by window and decision and searched; with
 * a selection, each row has a checkbox and the header one selects every bid shown by the filters.
 */
export function BidsTable({ competition, rows, windows, region, selection, onSelectionChange }: BidsTableProps) {
  const { i18n } = useLingui();
  const [windowFilter, setWindowFilter] = useState<DropdownValue>(ALL);
  const [stateFilter, setStateFilter] = useState<DropdownValue>(ALL);
  const [search, setSearch] = useState('');
  const base = useMemo(() => bidColumns(i18n, competition, region), [i18n, competition, region]);

  const shown = useMemo(() => {
    const filtered = rows.filter(
      (r) => (windowFilter === ALL || r.bid.service_window === windowFilter) && (stateFilter === ALL || stateOf(r) === stateFilter),
    );
    return searchRows(filtered, base, search);
  }, [rows, windowFilter, stateFilter, search, base]);

  const selectable = selection !== undefined && onSelectionChange !== undefined;
  const shownIds = useMemo(() => shown.map((r) => r.bid.id), [shown]);
  const all = selectable ? selectionState(selection, shownIds) : 'none';

  const columns = useMemo<DataTableColumn<ReviewRow>[]>(() => {
    if (!selectable) return base;
    const select: DataTableColumn<ReviewRow> = {
      key: 'select',
      exportable: false,
      width: '3rem',
      header: (
        <input
          type="checkbox"
          className="review-check"
          aria-label={i18n._({ id: 'manage.review.selectAll', message: 'Select all {count, plural, one {# bid} other {# bids}} shown', values: { count: shownIds.length } })}
          checked={all === 'all'}
          disabled={shownIds.length === 0}
          ref={(el) => {
            if (el) el.indeterminate = all === 'some';
          }}
          onChange={(e) => onSelectionChange(toggledAll(selection, shownIds, e.target.checked))}
        />
      ),
      render: (r) => (
        <input
          type="checkbox"
          className="review-check"
          aria-label={i18n._({ id: 'manage.review.selectBid', message: 'Select bid {id} from {provider}', values: { id: r.bid.id, provider: r.bid.flex_provider_name } })}
          checked={selection.has(r.bid.id)}
          onChange={(e) => onSelectionChange(toggled(selection, r.bid.id, e.target.checked))}
        />
      ),
    };
    return [select, ...base];
  }, [selectable, base, i18n, shownIds, all, selection, onSelectionChange]);

  const windowItems = useMemo(
    () => [{ value: ALL, label: i18n._({ id: 'manage.review.filter.allWindows', message: 'All windows' }) }, ...windows.map((w) => ({ value: w.id, label: windowText(w, i18n, region) }))],
    [windows, i18n, region],
  );
  const stateItems = useMemo(
    () => [
      { value: ALL, label: i18n._({ id: 'manage.review.filter.allDecisions', message: 'All decisions' }) },
      ...(['pending', 'accepted', 'rejected'] as DecisionState[]).map((s) => ({ value: s, label: outcomeLabel(i18n, s) })),
    ],
    [i18n],
  );

  return (
    <DataTable
      caption={<Trans id="manage.review.bids.caption" message="Bids of {name}" values={{ name: competition.name }} />}
      columns={columns}
      rows={shown}
      getRowKey={(r) => r.bid.id}
      defaultSort={{ key: 'window', direction: 'ascending' }}
      searchable
      searchLabel={i18n._({ id: 'manage.review.bids.search', message: 'Search bids' })}
      search={search}
      onSearchChange={setSearch}
      pageSize={BIDS_PAGE_SIZE}
      exportFilename="bids"
      empty={
        rows.length === 0 ? (
          <Trans id="manage.review.bids.none" message="No bids yet. Bids appear here as flex providers submit them while bidding is open." />
        ) : (
          <Trans id="manage.review.bids.noMatch" message="No bids match your filters and search." />
        )
      }
      toolbar={
        <>
          <Dropdown label={<Trans id="manage.review.filter.window" message="Filter by window" />} items={windowItems} value={windowFilter} onChange={setWindowFilter} />
          <Dropdown label={<Trans id="manage.review.filter.decision" message="Filter by decision" />} items={stateItems} value={stateFilter} onChange={setStateFilter} />
        </>
      }
    />
  );
}
