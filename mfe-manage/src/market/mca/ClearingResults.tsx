import { useId, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { DataTable, Notification, useFormat, type DataTableColumn, type PowerUnit } from 'shared-ui';
import { describeDays, formatTimeRange } from '../../common/competitions';
import { outcomeLabel, reasonLabel } from '../shared/labels';
import { meritOrder } from './chartData';
import { MeritOrderChart } from './MeritOrderChart';
import type { McaBidDecision, McaDecisionSet, McaDemandInterval, McaStackBid } from './types';

export interface ClearingResultsProps {
  set: McaDecisionSet;
  intervals: readonly McaDemandInterval[];
  competitionRef: string;
  powerUnit: PowerUnit;
  /** Day-ahead results ("results") let the operator remove an interval and add another; "results-simple" do not. */
  dayAhead: boolean;
  running: boolean;
  confirming: boolean;
  confirmError: string | null;
  onBack: () => void;
  onAddInterval?: () => void;
  onRemoveInterval?: (index: number) => void;
  onConfirm: () => void;
}

interface BidRow {
  bid: McaStackBid;
  decision: McaBidDecision | undefined;
}

interface IntervalRow {
  index: number;
  interval: McaDemandInterval;
  result: McaDecisionSet['intervals'][number] | undefined;
}

/** The results of a clearing run: per interval, the merit-order chart, and the decision on every bid. */
export function ClearingResults(props: ClearingResultsProps) {
  const { i18n } = useLingui();
  const { set, intervals, powerUnit, dayAhead, running, confirming } = props;
  const format = useFormat();
  const selectId = useId();
  const [chosen, setChosen] = useState(0);
  const shownIndex = Math.min(chosen, Math.max(0, intervals.length - 1));

  const price = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : `${format.formatMoney(value, set.currency)}/${set.unit}`;
  const capacity = (value: number | null | undefined) => format.formatCapacity(value, powerUnit) ?? '—';
  const intervalName = (index: number) => {
    const iv = intervals[index];
    const name = i18n._({ id: 'manage.mca.interval.name', message: 'Interval {n}', values: { n: index + 1 } });
    return iv ? `${name}, ${formatTimeRange(iv.start_time, iv.end_time, format.region)}` : name;
  };

  const decisions = useMemo(() => new Map(set.decisions.map((d) => [d.bid_id, d])), [set]);
  const bidRows: BidRow[] = useMemo(() => set.bids.map((bid) => ({ bid, decision: decisions.get(bid.bid_id) })), [set, decisions]);
  const intervalRows: IntervalRow[] = intervals.map((interval, index) => ({ index, interval, result: set.intervals.find((r) => r.index === index) }));
  const chart = useMemo(() => meritOrder(set, shownIndex), [set, shownIndex]);
  const accepted = set.decisions.filter((d) => d.approved).length;

  const intervalColumns: DataTableColumn<IntervalRow>[] = [
    { key: 'name', header: i18n._({ id: 'manage.mca.results.interval', message: 'Interval' }), value: (r) => intervalName(r.index), isRowHeader: true },
    {
      key: 'dates',
      header: i18n._({ id: 'manage.mca.results.dates', message: 'Dates' }),
      value: (r) => {
        const [start = '', end = ''] = r.interval.period_dates;
        return `${format.formatCalendarDate(start) ?? start} – ${format.formatCalendarDate(end) ?? end}`;
      },
    },
    { key: 'days', header: i18n._({ id: 'manage.mca.results.days', message: 'Days' }), value: (r) => describeDays(i18n, r.interval.service_days) },
    { key: 'instances', header: i18n._({ id: 'manage.mca.results.instances', message: 'Days served' }), value: (r) => r.result?.instances ?? null, align: 'end' },
    { key: 'cap', header: i18n._({ id: 'manage.mca.results.cap', message: 'Max utilisation rate' }), value: (r) => price(r.interval.max_utilisation_rate), align: 'end' },
    { key: 'required', header: i18n._({ id: 'manage.mca.results.required', message: 'Required' }), value: (r) => capacity(r.result?.required_capacity ?? r.interval.required_capacity), align: 'end' },
    {
      key: 'accepted',
      header: i18n._({ id: 'manage.mca.results.acceptedLeast', message: 'Accepted (least on any day)' }),
      value: (r) => capacity(r.result?.accepted_capacity),
      align: 'end',
    },
    { key: 'clearing', header: i18n._({ id: 'manage.mca.results.clearingPrice', message: 'Clearing price' }), value: (r) => price(r.result?.clearing_price), align: 'end' },
    {
      key: 'met',
      header: i18n._({ id: 'manage.mca.results.met', message: 'Capacity met' }),
      value: (r) =>
        r.result?.met ? i18n._({ id: 'manage.mca.results.metYes', message: 'Yes' }) : i18n._({ id: 'manage.mca.results.metNo', message: 'No' }),
    },
  ];
  if (dayAhead && props.onRemoveInterval) {
    const remove = props.onRemoveInterval;
    intervalColumns.push({
      key: 'actions',
      header: <span className="fx-visually-hidden">{i18n._({ id: 'manage.mca.results.actions', message: 'Actions' })}</span>,
      csvHeader: 'actions',
      exportable: false,
      render: (r) => (
        <button type="button" className="fx-button" disabled={running || confirming} onClick={() => remove(r.index)}>
          {i18n._({ id: 'manage.mca.results.remove', message: 'Remove {interval}', values: { interval: intervalName(r.index) } })}
        </button>
      ),
    });
  }

  const bidColumns: DataTableColumn<BidRow>[] = [
    { key: 'provider', header: i18n._({ id: 'manage.mca.bids.provider', message: 'Provider' }), value: (r) => r.bid.flex_provider_name, sortable: true, isRowHeader: true },
    { key: 'window', header: i18n._({ id: 'manage.mca.bids.window', message: 'Window' }), value: (r) => r.bid.window_name, sortable: true },
    { key: 'capacity', header: i18n._({ id: 'manage.mca.bids.capacity', message: 'Capacity' }), value: (r) => r.bid.capacity, render: (r) => capacity(r.bid.capacity), sortable: true, align: 'end' },
    { key: 'price', header: i18n._({ id: 'manage.mca.bids.price', message: 'Price' }), value: (r) => r.bid.price, render: (r) => price(r.bid.price), sortable: true, align: 'end' },
    { key: 'gsps', header: i18n._({ id: 'manage.mca.bids.gsps', message: 'GSPs' }), value: (r) => r.bid.gsps.join(', ') },
    {
      key: 'decision',
      header: i18n._({ id: 'manage.mca.bids.decision', message: 'Decision' }),
      value: (r) => (r.decision ? outcomeLabel(i18n, r.decision.approved ? 'accepted' : 'rejected') : '—'),
      sortable: true,
    },
    { key: 'reason', header: i18n._({ id: 'manage.mca.bids.reason', message: 'Reason' }), value: (r) => (r.decision ? reasonLabel(i18n, r.decision.reason, 'operator') : '—'), sortable: true },
    { key: 'paid', header: i18n._({ id: 'manage.mca.bids.paid', message: 'Paid price' }), value: (r) => r.decision?.paid_price ?? null, render: (r) => price(r.decision?.paid_price), align: 'end' },
  ];

  return (
    <div className="mca-results">
      <p className="mca-intro" role="status">
        {i18n._({
          id: 'manage.mca.results.summary',
          message: '{accepted} of {total, plural, one {# bid} other {# bids}} accepted over {intervals, plural, one {# interval} other {# intervals}}. Nothing is saved until you confirm.',
          values: { accepted, total: set.decisions.length, intervals: intervals.length },
        })}
      </p>

      <DataTable<IntervalRow>
        caption={<Trans id="manage.mca.results.intervalsCaption" message="Demand intervals: required and accepted capacity" />}
        columns={intervalColumns}
        rows={intervalRows}
        getRowKey={(r) => r.index}
      />

      <section className="mca-section" aria-labelledby={`${selectId}-heading`}>
        <h3 id={`${selectId}-heading`} className="mca-heading">
          <Trans id="manage.mca.chart.heading" message="Merit order" />
        </h3>
        {intervals.length > 1 ? (
          <div className="fx-field">
            <label htmlFor={selectId} className="fx-field__label">
              <Trans id="manage.mca.chart.select" message="Demand interval" />
            </label>
            <select id={selectId} className="fx-input" value={shownIndex} onChange={(e) => setChosen(Number(e.target.value))}>
              {intervals.map((_, index) => (
                <option key={index} value={index}>
                  {intervalName(index)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <MeritOrderChart
          chart={chart}
          title={intervalName(shownIndex)}
          price={price}
          capacity={capacity}
          currency={set.currency}
          volumeUnit={set.unit}
          powerUnit={powerUnit}
        />
      </section>

      <DataTable<BidRow>
        caption={<Trans id="manage.mca.bids.caption" message="Decisions on bids" />}
        columns={bidColumns}
        rows={bidRows}
        getRowKey={(r) => r.bid.bid_id}
        searchable
        exportFilename={`market-clearing-${props.competitionRef}`}
        empty={<Trans id="manage.mca.bids.empty" message="No bids to decide: this competition has no active bids. Bids appear here once providers submit them." />}
      />

      <p className="mca-intro">
        <Trans
          id="manage.mca.results.confirmNote"
          message="Confirming saves these decisions. It replaces the earlier decisions of bids in these intervals' time ranges; other bids keep theirs."
        />
      </p>
      {props.confirmError ? <Notification kind="error" title={props.confirmError} /> : null}
      <div className="fx-button-row mca-actions">
        <button type="button" className="fx-button" onClick={props.onBack} disabled={running || confirming}>
          <Trans id="manage.mca.back" message="Back" />
        </button>
        {dayAhead && props.onAddInterval ? (
          <button type="button" className="fx-button" onClick={props.onAddInterval} disabled={running || confirming}>
            <Trans id="manage.mca.results.addInterval" message="Add another interval" />
          </button>
        ) : null}
        <button type="button" className="fx-button fx-button--primary" onClick={props.onConfirm} disabled={running || confirming || set.decisions.length === 0}>
          {confirming ? <Trans id="manage.mca.confirming" message="Confirming…" /> : <Trans id="manage.mca.confirm" message="Confirm decisions" />}
        </button>
      </div>
    </div>
  );
}
