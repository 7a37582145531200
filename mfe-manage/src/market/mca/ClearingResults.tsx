import { useId, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { DataTable, Notification, useFormat, type PowerUnit } from 'shared-ui';
import { meritOrder } from './chartData';
import { MeritOrderChart } from './MeritOrderChart';
import { bidColumns, intervalColumns, removeIntervalColumn, resultFormats, type BidRow, type IntervalRow } from './resultColumns';
import type { McaDecisionSet, McaDemandInterval } from './types';

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

/** The results of a clearing run: per interval, the merit-order chart, and the decision on every bid. */
export function ClearingResults(props: ClearingResultsProps) {
  const { i18n } = useLingui();
  const { set, intervals, powerUnit, dayAhead, running, confirming } = props;
  const format = useFormat();
  const selectId = useId();
  const [chosen, setChosen] = useState(0);
  const shownIndex = Math.min(chosen, Math.max(0, intervals.length - 1));

  const formats = useMemo(() => resultFormats(i18n, format, set, intervals, powerUnit), [i18n, format, set, intervals, powerUnit]);
  const { price, capacity, intervalName } = formats;

  const decisions = useMemo(() => new Map(set.decisions.map((d) => [d.bid_id, d])), [set]);
  const bidRows: BidRow[] = useMemo(() => set.bids.map((bid) => ({ bid, decision: decisions.get(bid.bid_id) })), [set, decisions]);
  const intervalRows: IntervalRow[] = intervals.map((interval, index) => ({ index, interval, result: set.intervals.find((r) => r.index === index) }));
  const chart = useMemo(() => meritOrder(set, shownIndex), [set, shownIndex]);
  const accepted = set.decisions.filter((d) => d.approved).length;

  const intervalTable = intervalColumns(i18n, formats, format);
  if (dayAhead && props.onRemoveInterval) intervalTable.push(removeIntervalColumn(i18n, intervalName, props.onRemoveInterval, running || confirming));

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
        columns={intervalTable}
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
        columns={bidColumns(i18n, formats)}
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
