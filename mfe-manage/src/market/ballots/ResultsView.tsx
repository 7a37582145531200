import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { bus, type Bid, type BiddingRules } from 'shared-session';
import { DataTable, EmptyState, formatCapacity, formatMoney, useBusValue, type DataTableColumn } from 'shared-ui';
import { formatTimeRange, type ProviderCompetition } from '../../common/competitions';
import { BidHistoryModal } from '../shared/BidHistoryModal';
import { outcomeLabel, priced, rateLabel, rateUnit, reasonLabel } from '../shared/labels';
import type { BallotWindow } from './model';

export interface ResultsViewProps {
  competition: ProviderCompetition;
  windows: readonly BallotWindow[];
  rules: BiddingRules;
  bids: readonly Bid[];
}

/**
 * The ballot once bidding has closed: read-only, each bid with its outcome and the reason in
 * words ("results from the approvals"), and the history of its versions.
 */
export function ResultsView({ competition, windows, rules, bids }: ResultsViewProps) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const [history, setHistory] = useState<Bid | null>(null);
  const order = useMemo(() => new Map(windows.map((w, i) => [w.id, i])), [windows]);
  const rows = useMemo(() => [...bids].sort((a, b) => (order.get(a.service_window) ?? 0) - (order.get(b.service_window) ?? 0)), [bids, order]);

  const columns = useMemo<DataTableColumn<Bid>[]>(() => {
    const money = (v: number | null | undefined) => formatMoney(v, rules.currency, region);
    return [
      {
        key: 'window_name',
        header: i18n._({ id: 'manage.ballots.results.window', message: 'Window' }),
        isRowHeader: true,
        value: (b) => `${b.window_name} (${formatTimeRange(b.window_start_time, b.window_end_time, region)})`,
      },
      { key: 'capacity', header: i18n._({ id: 'manage.ballots.field.capacity', message: 'Capacity' }), sortable: true, render: (b) => formatCapacity(b.capacity, rules.unit, region) ?? '—' },
      { key: 'max_runtime', header: i18n._({ id: 'manage.ballots.field.maxRuntime', message: 'Max runtime' }) },
      ...rules.rate_fields.map<DataTableColumn<Bid>>((field) => ({ key: field, header: rateLabel(i18n, field), sortable: true, render: (b) => priced(money(b[field]), rateUnit(field, rules.unit)) })),
      { key: 'outcome', header: i18n._({ id: 'manage.ballots.results.outcome', message: 'Outcome' }), sortable: true, value: (b) => outcomeLabel(i18n, b.outcome) },
      {
        key: 'reason',
        header: i18n._({ id: 'manage.ballots.results.reason', message: 'Reason' }),
        value: (b) => {
          if (!b.approval) return null;
          const paid = b.approval.approved && b.approval.paid_price !== null ? money(b.approval.paid_price) : null;
          const reason = reasonLabel(i18n, b.approval.reason, 'provider');
          return paid ? `${reason} ${i18n._({ id: 'manage.ballots.results.paid', message: 'Paid {price} per {unit}h.', values: { price: paid, unit: rules.unit } })}` : reason;
        },
      },
      {
        key: 'history',
        header: i18n._({ id: 'manage.ballots.results.history', message: 'History' }),
        exportable: false,
        render: (b) => (
          <button type="button" className="fx-button ballot-row__small" onClick={() => setHistory(b)}>
            <Trans id="manage.ballots.results.versions" message="{count, plural, one {# version} other {# versions}}" values={{ count: b.version }} />
            <span className="fx-visually-hidden"> {b.window_name}</span>
          </button>
        ),
      },
    ];
  }, [i18n, rules, region]);

  return (
    <section className="competition-section" aria-labelledby="ballot-results-title">
      <h2 id="ballot-results-title">
        <Trans id="manage.ballots.results.title" message="Your bids and their results" />
      </h2>
      <p className="competitions-page__notice" role="note">
        {rules.results_confirmed ? (
          <Trans id="manage.ballots.results.final" message="The grid operator has confirmed the results: they are final." />
        ) : (
          <Trans
            id="manage.ballots.results.pending"
            message="The grid operator has not confirmed the results yet. Each bid's outcome shows here once they have, and you are told by e-mail."
          />
        )}
      </p>
      {rows.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={<Trans id="manage.ballots.results.none" message="This ballot has no bids" />}
          description={<Trans id="manage.ballots.results.noneText" message="No bid was submitted with these assets before bidding closed." />}
        />
      ) : (
        <DataTable
          caption={<Trans id="manage.ballots.results.caption" message="Bids per service window" />}
          columns={columns}
          rows={rows}
          getRowKey={(b) => b.id}
          exportFilename={`${competition.reference || `competition-${competition.id}`}-my-bids`}
        />
      )}
      <BidHistoryModal bid={history} currency={rules.currency} unit={rules.unit} onClose={() => setHistory(null)} />
    </section>
  );
}
