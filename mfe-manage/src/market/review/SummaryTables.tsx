import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import type { BidSummary, BidSummaryWindow } from 'shared-session';
import { DataTable, formatCapacity, formatInteger, type DataTableColumn, type FormatRegion, type PowerUnit } from 'shared-ui';
import { formatTimeRange } from '../../common/competitions';
import { activityStatusText, isActiveCompetition } from '../shared/labels';
import { canConfirm } from './model';
import { reviewPaths } from './routes';

/** Unit of each summarised competition by id (MW unless the competition is reactive). */
export type UnitsById = ReadonlyMap<number, PowerUnit>;

const unitFor = (units: UnitsById, id: number): PowerUnit => units.get(id) ?? 'MW';

/** A sortable count of a summary (providers, bids, decisions), in the region's digits. */
export function countColumn(key: 'providers' | 'bids' | 'accepted' | 'rejected' | 'pending', header: string, region: FormatRegion): DataTableColumn<BidSummary> {
  return { key, header, sortable: true, align: 'end', value: (s) => s[key], render: (s) => formatInteger(s[key], region) };
}

function summaryColumns(i18n: I18n, region: FormatRegion, units: UnitsById, canConfirmResults: boolean): DataTableColumn<BidSummary>[] {
  const int = (key: Parameters<typeof countColumn>[0], header: string) => countColumn(key, header, region);
  const capacity = (key: 'capacity_offered' | 'accepted_capacity', header: string): DataTableColumn<BidSummary> => ({
    key,
    header,
    sortable: true,
    align: 'end',
    value: (s) => s[key],
    render: (s) => formatCapacity(s[key], unitFor(units, s.competition), region),
  });
  const yes = i18n._({ id: 'manage.review.yes', message: 'Yes' });
  const no = i18n._({ id: 'manage.review.no', message: 'No' });
  return [
    {
      key: 'competition_name',
      header: i18n._({ id: 'manage.review.col.competition', message: 'Competition' }),
      sortable: true,
      isRowHeader: true,
      value: (s) => s.competition_name,
      render: (s) => <Link to={reviewPaths.view(s.competition)}>{s.competition_name}</Link>,
    },
    { key: 'reference', header: i18n._({ id: 'manage.review.col.reference', message: 'Reference' }), sortable: true },
    {
      key: 'status',
      header: i18n._({ id: 'manage.review.col.status', message: 'Status' }),
      sortable: true,
      value: (s) => activityStatusText(i18n, s.status),
      render: (s) => (
        <span className={`review-status review-status--${isActiveCompetition(s.status) ? 'active' : 'inactive'}`}>{activityStatusText(i18n, s.status)}</span>
      ),
    },
    int('providers', i18n._({ id: 'manage.review.col.providers', message: 'Providers' })),
    int('bids', i18n._({ id: 'manage.review.col.bids', message: 'Bids' })),
    capacity('capacity_offered', i18n._({ id: 'manage.review.col.capacityOffered', message: 'Capacity offered' })),
    int('accepted', i18n._({ id: 'manage.review.col.accepted', message: 'Accepted' })),
    int('rejected', i18n._({ id: 'manage.review.col.rejected', message: 'Rejected' })),
    int('pending', i18n._({ id: 'manage.review.col.pending', message: 'Pending' })),
    capacity('accepted_capacity', i18n._({ id: 'manage.review.col.acceptedCapacity', message: 'Accepted capacity' })),
    {
      key: 'results_confirmed',
      header: i18n._({ id: 'manage.review.col.confirmed', message: 'Results confirmed' }),
      sortable: true,
      value: (s) => (s.results_confirmed ? yes : no),
    },
    {
      key: 'actions',
      header: i18n._({ id: 'manage.review.col.actions', message: 'Actions' }),
      exportable: false,
      render: (s) => (
        <span className="review-actions">
          <Link
            className="fx-button"
            to={reviewPaths.view(s.competition)}
            aria-label={i18n._({ id: 'manage.review.viewBidsOf', message: 'View bids of {name}', values: { name: s.competition_name } })}
          >
            <Trans id="manage.review.viewBids" message="View bids" />
          </Link>
          {canConfirmResults && canConfirm(s.status, s.results_confirmed) ? (
            <Link
              className="fx-button fx-button--primary"
              to={reviewPaths.confirm(s.competition)}
              aria-label={i18n._({ id: 'manage.review.confirmResultsOf', message: 'Confirm results of {name}', values: { name: s.competition_name } })}
            >
              <Trans id="manage.review.confirmResults" message="Confirm results" />
            </Link>
          ) : null}
        </span>
      ),
    },
  ];
}

/** The competitions' bid summaries: one row per competition, with links to its bids and confirmation. */
export function SummariesTable({
  summaries,
  units,
  region,
  canConfirmResults,
  caption,
}: {
  summaries: readonly BidSummary[];
  units: UnitsById;
  region: FormatRegion;
  canConfirmResults: boolean;
  caption: ReactNode;
}) {
  const { i18n } = useLingui();
  const columns = useMemo(() => summaryColumns(i18n, region, units, canConfirmResults), [i18n, region, units, canConfirmResults]);
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={summaries}
      getRowKey={(s) => s.competition}
      searchable
      searchLabel={i18n._({ id: 'manage.review.summaries.search', message: 'Search competitions' })}
      exportFilename="bid-summaries"
      empty={<Trans id="manage.review.summaries.noMatch" message="No competitions match your search." />}
    />
  );
}

interface WindowRow {
  summary: BidSummary;
  window: BidSummaryWindow;
}

function windowColumns(i18n: I18n, region: FormatRegion, units: UnitsById): DataTableColumn<WindowRow>[] {
  const capacity = (key: 'capacity_required' | 'capacity_offered' | 'accepted_capacity', header: string): DataTableColumn<WindowRow> => ({
    key,
    header,
    sortable: true,
    align: 'end',
    value: (r) => r.window[key],
    render: (r) => formatCapacity(r.window[key], unitFor(units, r.summary.competition), region),
  });
  const cover = (r: WindowRow): string => {
    const { capacity_required: required, capacity_offered: offered, accepted_capacity: accepted } = r.window;
    const unit = unitFor(units, r.summary.competition);
    if (required <= 0) return '—';
    if (accepted >= required) return i18n._({ id: 'manage.review.cover.met', message: 'Met' });
    if (offered < required)
      return i18n._({
        id: 'manage.review.cover.underOffered',
        message: 'Offers fall short by {shortfall}',
        values: { shortfall: formatCapacity(Math.round((required - offered) * 1e5) / 1e5, unit, region) },
      });
    return i18n._({
      id: 'manage.review.cover.short',
      message: '{remaining} still to accept',
      values: { remaining: formatCapacity(Math.round((required - accepted) * 1e5) / 1e5, unit, region) },
    });
  };
  return [
    { key: 'competition', header: i18n._({ id: 'manage.review.col.competition', message: 'Competition' }), sortable: true, value: (r) => r.summary.competition_name },
    {
      key: 'window',
      header: i18n._({ id: 'manage.review.col.window', message: 'Window' }),
      sortable: true,
      isRowHeader: true,
      value: (r) => i18n._({ id: 'manage.review.windowName', message: '{name} ({time})', values: { name: r.window.name, time: formatTimeRange(r.window.start_time, r.window.end_time, region) } }),
    },
    capacity('capacity_required', i18n._({ id: 'manage.review.col.capacityRequired', message: 'Capacity required' })),
    { key: 'bids', header: i18n._({ id: 'manage.review.col.bids', message: 'Bids' }), sortable: true, align: 'end', value: (r) => r.window.bids },
    capacity('capacity_offered', i18n._({ id: 'manage.review.col.capacityOffered', message: 'Capacity offered' })),
    capacity('accepted_capacity', i18n._({ id: 'manage.review.col.acceptedCapacity', message: 'Accepted capacity' })),
    { key: 'cover', header: i18n._({ id: 'manage.review.col.cover', message: 'Cover' }), value: cover },
  ];
}

/** Every competition's service windows: capacity required against offered and accepted. */
export function SummaryWindowsTable({ summaries, units, region }: { summaries: readonly BidSummary[]; units: UnitsById; region: FormatRegion }) {
  const { i18n } = useLingui();
  const rows = useMemo(() => summaries.flatMap((summary) => summary.windows.map((window) => ({ summary, window }))), [summaries]);
  const columns = useMemo(() => windowColumns(i18n, region, units), [i18n, region, units]);
  return (
    <DataTable
      caption={<Trans id="manage.review.windows.caption" message="Capacity per service window" />}
      columns={columns}
      rows={rows}
      getRowKey={(r) => `${r.summary.competition}-${r.window.service_window}`}
      searchable
      searchLabel={i18n._({ id: 'manage.review.windows.search', message: 'Search windows' })}
      exportFilename="bid-windows"
      empty={<Trans id="manage.review.windows.empty" message="These competitions have no service windows." />}
    />
  );
}
