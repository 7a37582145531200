/** The columns the bids screens pick from. Keys of sortable columns are the server's ordering fields. */
import { Link } from 'react-router-dom';
import type { I18n } from '@lingui/core';
import { paths, type Region } from 'shared-session';
import { formatCapacity, formatDateTime, formatMoney, type DataTableColumn } from 'shared-ui';
import { statusLabel } from '../../common/competitions';
import { bidName, priceLines, windowWhen } from '../shared/format';
import { activityLabel, activityStatusText, isActiveCompetition, methodLabel, outcomeLabel, reasonLabel } from '../shared/labels';
import type { BidRow } from './api';

type Column = DataTableColumn<BidRow>;

/** The reason in words, once the results are confirmed (providers see no decision before). */
export function reasonOf(i18n: I18n, bid: BidRow): string {
  return bid.results_confirmed && bid.approval ? reasonLabel(i18n, bid.approval.reason, 'provider') : '';
}

/** The columns that describe a bid: its competition, window, assets, offer, submission and version. */
function offerColumns(i18n: I18n, region: Region) {
  const competition: Column = {
    key: 'competition',
    header: i18n._({ id: 'manage.bids.col.competition', message: 'Competition' }),
    isRowHeader: true,
    value: (b) => `${b.competition_name} (${b.competition_reference})`,
    render: (b) => (
      <>
        <Link to={paths.providerCompetition(b.competition)}>{b.competition_name}</Link>
        <span className="provider-bids__sub">{b.competition_reference}</span>
      </>
    ),
  };
  const window: Column = {
    key: 'window',
    header: i18n._({ id: 'manage.bids.col.window', message: 'Window' }),
    value: (b) => `${b.window_name}, ${windowWhen(i18n, b, region)}`,
    render: (b) => (
      <>
        {b.window_name}
        <span className="provider-bids__sub">{windowWhen(i18n, b, region)}</span>
      </>
    ),
  };
  const assets: Column = {
    key: 'assets',
    header: i18n._({ id: 'manage.bids.col.assets', message: 'Assets' }),
    value: (b) => b.asset_refs.join(', '),
  };
  const capacity: Column = {
    key: 'capacity',
    header: i18n._({ id: 'manage.bids.col.capacity', message: 'Capacity' }),
    sortable: true,
    align: 'end',
    value: (b) => formatCapacity(b.capacity, b.unit, region) ?? '',
  };
  const maxRuntime: Column = {
    key: 'max_runtime',
    header: i18n._({ id: 'manage.bids.col.maxRuntime', message: 'Max runtime' }),
  };
  const prices: Column = {
    key: 'prices',
    header: i18n._({ id: 'manage.bids.col.prices', message: 'Prices' }),
    value: (b) => priceLines(i18n, b, region).join('; '),
    render: (b) => {
      const lines = priceLines(i18n, b, region);
      if (lines.length === 0) return '—';
      return (
        <ul className="provider-bids__lines">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      );
    },
  };
  const submitted: Column = {
    key: 'submitted',
    header: i18n._({ id: 'manage.bids.col.submitted', message: 'Submitted' }),
    sortable: true,
    value: (b) => formatDateTime(b.submitted, region) ?? '',
  };
  const version: Column = {
    key: 'version',
    header: i18n._({ id: 'manage.bids.col.version', message: 'Version' }),
    align: 'end',
  };
  return { competition, window, assets, capacity, maxRuntime, prices, submitted, version };
}

/** The columns of a bid's result: outcome, reason, the competition's status, price paid, decision and its ballot. */
function resultColumns(i18n: I18n, region: Region) {
  const outcome: Column = {
    key: 'outcome',
    header: i18n._({ id: 'manage.bids.col.outcome', message: 'Outcome' }),
    value: (b) => outcomeLabel(i18n, b.outcome),
    render: (b) => <span className={`bid-outcome bid-outcome--${b.outcome}`}>{outcomeLabel(i18n, b.outcome)}</span>,
  };
  const reason: Column = {
    key: 'reason',
    header: i18n._({ id: 'manage.bids.col.reason', message: 'Reason' }),
    value: (b) => reasonOf(i18n, b),
    render: (b) =>
      reasonOf(i18n, b) || (
        <span className="provider-bids__muted">{i18n._({ id: 'manage.bids.reason.notYet', message: 'Results not confirmed yet' })}</span>
      ),
  };
  const status: Column = {
    key: 'competition_status',
    header: i18n._({ id: 'manage.bids.col.status', message: 'Status' }),
    value: (b) => activityStatusText(i18n, b.competition_status),
    render: (b) => (
      <>
        <span className={isActiveCompetition(b.competition_status) ? 'bid-activity bid-activity--active' : 'bid-activity'}>{activityLabel(i18n, b.competition_status)}</span>
        <span className="provider-bids__sub">{statusLabel(i18n, b.competition_status)}</span>
      </>
    ),
  };
  const paidPrice: Column = {
    key: 'paid_price',
    header: i18n._({ id: 'manage.bids.col.paidPrice', message: 'Price paid' }),
    align: 'end',
    // The clearing price, per unit of energy delivered (MWh, MVArh).
    value: (b) => {
      const paid = b.results_confirmed && b.approval ? formatMoney(b.approval.paid_price, b.currency, region) : null;
      return paid === null ? '' : `${paid}/${b.unit}h`;
    },
  };
  const decided: Column = {
    key: 'decided',
    header: i18n._({ id: 'manage.bids.col.decided', message: 'Decided' }),
    value: (b) =>
      b.results_confirmed && b.approval
        ? `${formatDateTime(b.approval.decided, region) ?? ''} (${methodLabel(i18n, b.approval.method)})`
        : '',
  };
  const ballot: Column = {
    key: 'ballot',
    header: i18n._({ id: 'manage.bids.col.ballot', message: 'Ballot' }),
    exportable: false,
    render: (b) => (
      <Link
        to={paths.providerBallot(b.competition, b.ballot)}
        aria-label={i18n._({ id: 'manage.bids.viewBallot.label', message: 'View ballot: {bid}', values: { bid: bidName(i18n, b) } })}
      >
        {i18n._({ id: 'manage.bids.viewBallot', message: 'View ballot' })}
      </Link>
    ),
  };
  return { outcome, reason, status, paidPrice, decided, ballot };
}

/** Every column the bids screens pick from, by name. */
export function bidColumns(i18n: I18n, region: Region) {
  return { ...offerColumns(i18n, region), ...resultColumns(i18n, region) };
}
