import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { bus, errorMessage } from 'shared-session';
import { DataTable, formatDateTime, Modal, Notification, powerUnitOf, useBusValue, useFlags, useFormat, useLoad, type DataTableColumn, type PowerUnit } from 'shared-ui';
import { describeDays, formatTimeRange } from '../../common/competitions';
import { competitionGsps, confirmClearing, lastParameterSet, runClearing, type McaConfirmation } from './api';
import { ClearingResults } from './ClearingResults';
import { DemandIntervalForm, type GspList } from './DemandIntervalForm';
import {
  addInterval,
  dayAheadIntervalsFrom,
  DEFAULT_FORM_VALUES,
  IntervalOverlapError,
  isDayAhead,
  TRIM_FLAG,
  windowsOf,
  windowValuesFrom,
  type IntervalFormValues,
  type WindowFormValues,
} from './intervals';
import { WindowIntervalsForm } from './WindowIntervalsForm';
import type { McaCompetition, McaConfirmResult, McaDecisionSet, McaDemandInterval } from './types';
import './mca.css';

/** The modal's steps (workflows §4): day-ahead competitions enter intervals, others one per window. */
export type McaStep = 'add-demand-interval' | 'results' | 'service-window-intervals' | 'results-simple';

export interface McaConfirmed extends McaConfirmation {
  result: McaConfirmResult;
}

export interface McaModalProps {
  /** The competition with `expand=service_periods.windows`. */
  competition: McaCompetition;
  open: boolean;
  onClose: () => void;
  /** After the decisions were saved: the decisions, the intervals and the server's answer. */
  onConfirmed: (confirmed: McaConfirmed) => void;
  /** Saves the decisions; `POST mca/decisionsets/confirm/` unless the parent does it its own way. */
  confirm?: (competition: number, confirmation: McaConfirmation) => Promise<McaConfirmResult>;
}

/**
 * The market-clearing modal (MCA, workflows §4–§5, §8; platform §2.4): the operator enters the
 * demand intervals (or a max price per service window), runs clearing on the server, reviews the
 * decisions with the merit order of each interval, goes back or confirms.
 */
export function McaModal({ competition, open, onClose, onConfirmed, confirm = confirmClearing }: McaModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="large"
      id="mca-modal"
      title={<Trans id="manage.mca.title" message="Market clearing: {name}" values={{ name: competition.name }} />}
    >
      <McaContent competition={competition} onClose={onClose} onConfirmed={onConfirmed} confirm={confirm} />
    </Modal>
  );
}

/** The modal's body; mounted while the modal is open, so each opening starts afresh. */
function McaContent({ competition, onClose, onConfirmed, confirm }: Omit<McaModalProps, 'open' | 'confirm'> & Required<Pick<McaModalProps, 'confirm'>>) {
  const flags = useFlags();
  const trim = flags.has(TRIM_FLAG);
  const dayAhead = isDayAhead(competition);
  const firstStep: McaStep = dayAhead ? 'add-demand-interval' : 'service-window-intervals';
  const resultsStep: McaStep = dayAhead ? 'results' : 'results-simple';
  const rows = useMemo(() => windowsOf(competition), [competition]);
  const powerUnit = powerUnitOf(competition.power_type);
  const volumeUnit = competition.power_type === 'reactive_power' ? 'MVArh' : 'MWh';

  const clearing = useClearingSession({ competitionId: competition.id, trim, firstStep, resultsStep, confirm, onConfirmed });
  const { step, setStep, intervals, decisionSet, running, overlapError, confirming, confirmError, run, addAndRun, removeInterval, back, confirmDecisions, showResults } = clearing;
  const [draft, setDraft] = useState<IntervalFormValues>(DEFAULT_FORM_VALUES);
  const [windowDraft, setWindowDraft] = useState<WindowFormValues>({ rates: {} });
  const gsps = useCompetitionGsps(competition.id, dayAhead);
  const start = useStartingPoint(competition, rows, dayAhead, (last) => {
    if (last && dayAhead) {
      clearing.startFrom(dayAheadIntervalsFrom(last.demand_intervals));
    } else if (last) {
      setWindowDraft(windowValuesFrom(last.demand_intervals, rows, competition.fixed_price));
    }
  });

  if (start.state === 'loading') {
    return (
      <Spinner>
        <Trans id="manage.mca.last.loading" message="Loading the last market clearing…" />
      </Spinner>
    );
  }

  return (
    <div className="mca" aria-busy={running || undefined}>
      <StartNotice start={start} showDate={!decisionSet} />
      {running ? (
        <Spinner>
          <Trans id="manage.mca.running" message="Running market clearing…" />
        </Spinner>
      ) : null}
      {step === 'add-demand-interval' ? (
        <>
          {intervals.length > 0 ? <IntervalList intervals={intervals} currency={competition.currency} volumeUnit={volumeUnit} powerUnit={powerUnit} /> : null}
          <DemandIntervalForm
            initialValues={draft}
            onValuesChange={setDraft}
            intervals={intervals}
            gsps={gsps}
            currency={competition.currency}
            volumeUnit={volumeUnit}
            powerUnit={powerUnit}
            trim={trim}
            running={running}
            error={overlapError}
            onRun={addAndRun}
            onCancel={onClose}
            onShowResults={showResults}
            onRunExisting={intervals.length > 0 && !decisionSet ? () => run(intervals) : undefined}
          />
        </>
      ) : null}
      {step === 'service-window-intervals' ? (
        <WindowIntervalsForm
          rows={rows}
          fixedPrice={competition.fixed_price}
          initialValues={windowDraft}
          onValuesChange={setWindowDraft}
          currency={competition.currency}
          volumeUnit={volumeUnit}
          powerUnit={powerUnit}
          running={running}
          onRun={run}
          onCancel={onClose}
          onShowResults={showResults}
        />
      ) : null}
      {(step === 'results' || step === 'results-simple') && decisionSet ? (
        <ClearingResults
          set={decisionSet}
          intervals={intervals}
          competitionRef={competition.reference}
          powerUnit={powerUnit}
          dayAhead={step === 'results'}
          running={running}
          confirming={confirming}
          confirmError={confirmError}
          onBack={back}
          onAddInterval={() => setStep(firstStep)}
          onRemoveInterval={removeInterval}
          onConfirm={() => void confirmDecisions()}
        />
      ) : null}
    </div>
  );
}

interface ClearingSessionOptions {
  competitionId: McaCompetition['id'];
  /** Whether an added interval may trim the ones it overlaps. */
  trim: boolean;
  firstStep: McaStep;
  resultsStep: McaStep;
  confirm: NonNullable<McaModalProps['confirm']>;
  onConfirmed: McaModalProps['onConfirmed'];
}

/**
 * The clearing the operator works on: the step shown, the demand intervals (and the previous set,
 * which Back restores), the decision set of the last run, and the runs and confirmation with their
 * progress and errors. Answers that arrive after the modal closed, or for a superseded run, are ignored.
 */
function useClearingSession({ competitionId, trim, firstStep, resultsStep, confirm, onConfirmed }: ClearingSessionOptions) {
  const { i18n } = useLingui();
  const [step, setStep] = useState<McaStep>(firstStep);
  const [intervals, setIntervals] = useState<McaDemandInterval[]>([]);
  const [previous, setPrevious] = useState<McaDemandInterval[]>([]);
  const [decisionSet, setDecisionSet] = useState<McaDecisionSet | null>(null);
  const [running, setRunning] = useState(false);
  const [overlapError, setOverlapError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const live = useRef(true);
  const runId = useRef(0);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  /**
   * Adding or replacing intervals (§4): the previous set is saved, the spinner shows and a
   * decision set is requested. On failure the previous intervals come back and the spinner stops,
   * with no message (§8). Responses to a superseded run are ignored.
   */
  const run = (next: McaDemandInterval[]) => {
    const id = ++runId.current;
    setPrevious(intervals);
    setIntervals(next);
    setRunning(true);
    setConfirmError(null);
    runClearing(competitionId, next).then(
      (set) => {
        if (!live.current || id !== runId.current) return;
        setDecisionSet(set);
        setRunning(false);
        setStep(resultsStep);
      },
      () => {
        if (!live.current || id !== runId.current) return;
        setIntervals(intervals);
        setRunning(false);
      },
    );
  };

  const addAndRun = (interval: McaDemandInterval) => {
    setOverlapError(null);
    try {
      run(addInterval(intervals, interval, { trim }));
    } catch (error) {
      if (!(error instanceof IntervalOverlapError)) throw error;
      setOverlapError(i18n._({ id: 'manage.mca.overlap.unsupported', message: "Intervals overlap in a way we didn't consider!" }));
    }
  };

  const removeInterval = (index: number) => {
    const next = intervals.filter((_, i) => i !== index);
    if (next.length > 0) {
      run(next);
      return;
    }
    setPrevious(intervals);
    setIntervals([]);
    setDecisionSet(null);
    setStep(firstStep);
  };

  /** Back (§4): the previous intervals come back and the first step shows. */
  const back = () => {
    runId.current++;
    setIntervals(previous);
    setDecisionSet(null);
    setConfirmError(null);
    setOverlapError(null);
    setStep(firstStep);
  };

  const confirmDecisions = async () => {
    if (!decisionSet) return;
    const confirmation: McaConfirmation = { decisions: decisionSet.decisions, demand_intervals: intervals };
    setConfirming(true);
    setConfirmError(null);
    try {
      const result = await confirm(competitionId, confirmation);
      if (!live.current) return;
      setConfirming(false);
      onConfirmed({ ...confirmation, result });
    } catch (error) {
      if (!live.current) return;
      setConfirming(false);
      setConfirmError(errorMessage(error, i18n._({ id: 'manage.mca.confirmFailed', message: 'The decisions could not be saved. Please try again.' })));
    }
  };

  const showResults = decisionSet ? () => setStep(resultsStep) : undefined;

  /** Starts from earlier intervals (those of the last confirmed clearing). */
  const startFrom = (earlier: McaDemandInterval[]) => {
    setIntervals(earlier);
    setPrevious(earlier);
  };

  return { step, setStep, intervals, decisionSet, running, overlapError, confirming, confirmError, startFrom, run, addAndRun, removeInterval, back, confirmDecisions, showResults };
}

/** The starting point: loading, then the date of the last confirmed clearing (null: none), or why it could not be read. */
type StartingPoint = { state: 'loading' } | { state: 'ready'; confirmed: string | null } | { state: 'failed'; message: string };

/** The competition's grid supply points, which a day-ahead interval may name (none are read for other competitions). */
function useCompetitionGsps(competitionId: McaCompetition['id'], dayAhead: boolean): GspList {
  const { i18n } = useLingui();
  return useLoad(() => competitionGsps(competitionId), i18n._({ id: 'manage.mca.gsps.failedFallback', message: 'Please try again later.' }), [competitionId], { enabled: dayAhead }).result;
}

/**
 * The last confirmed clearing, read once when the modal opens (a new competition object from the
 * parent, a refresh, must not replace what the operator is working on); `apply` takes its intervals.
 */
function useStartingPoint(
  competition: McaCompetition,
  rows: ReturnType<typeof windowsOf>,
  dayAhead: boolean,
  apply: (last: Awaited<ReturnType<typeof lastParameterSet>>) => void,
): StartingPoint {
  const { i18n } = useLingui();
  const [start, setStart] = useState<StartingPoint>({ state: 'loading' });
  const [opening] = useState(() => ({ competition, rows, dayAhead, i18n, apply }));
  useEffect(() => {
    let stale = false;
    const now = opening;
    lastParameterSet(now.competition.id).then(
      (last) => {
        if (stale) return;
        now.apply(last);
        setStart({ state: 'ready', confirmed: last?.created ?? null });
      },
      (error: unknown) =>
        !stale &&
        setStart({
          state: 'failed',
          message: errorMessage(error, now.i18n._({ id: 'manage.mca.last.failedFallback', message: 'Please try again later.' })),
        }),
    );
    return () => {
      stale = true;
    };
  }, [opening]);
  return start;
}

/** A spinner with its text, announced as a status. */
function Spinner({ children }: { children: ReactNode }) {
  return (
    <p className="mca-running" role="status">
      <span className="mca-spinner" aria-hidden="true" /> {children}
    </p>
  );
}

/** Why the last clearing could not be read, or (while no decisions are shown) the date of the one this starts from. */
function StartNotice({ start, showDate }: { start: StartingPoint; showDate: boolean }) {
  const region = useBusValue(bus.region$);
  if (start.state === 'failed') {
    return (
      <Notification
        kind="warning"
        title={<Trans id="manage.mca.last.failed" message="The last market clearing could not be loaded: {message}" values={{ message: start.message }} />}
        text={<Trans id="manage.mca.last.failedText" message="You can still start afresh." />}
      />
    );
  }
  if (start.state === 'ready' && start.confirmed && showDate) {
    return (
      <p className="mca-intro">
        <Trans id="manage.mca.last.note" message="Starting from the market clearing confirmed on {date}." values={{ date: formatDateTime(start.confirmed, region) ?? start.confirmed }} />
      </p>
    );
  }
  return null;
}

/** The demand intervals entered so far (day-ahead step one). */
function IntervalList({
  intervals,
  currency,
  volumeUnit,
  powerUnit,
}: {
  intervals: readonly McaDemandInterval[];
  currency: string;
  volumeUnit: string;
  powerUnit: PowerUnit;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const columns: DataTableColumn<{ index: number; iv: McaDemandInterval }>[] = [
    {
      key: 'time',
      header: i18n._({ id: 'manage.mca.list.time', message: 'Time' }),
      value: (r) => formatTimeRange(r.iv.start_time, r.iv.end_time, format.region),
      isRowHeader: true,
    },
    {
      key: 'dates',
      header: i18n._({ id: 'manage.mca.list.dates', message: 'Dates' }),
      value: (r) => `${format.formatCalendarDate(r.iv.period_dates[0]) ?? ''} – ${format.formatCalendarDate(r.iv.period_dates[1]) ?? ''}`,
    },
    { key: 'days', header: i18n._({ id: 'manage.mca.list.days', message: 'Days' }), value: (r) => describeDays(i18n, r.iv.service_days) },
    {
      key: 'rate',
      header: i18n._({ id: 'manage.mca.list.rate', message: 'Max utilisation rate' }),
      value: (r) => `${format.formatMoney(r.iv.max_utilisation_rate, currency)}/${volumeUnit}`,
      align: 'end',
    },
    {
      key: 'capacity',
      header: i18n._({ id: 'manage.mca.list.capacity', message: 'Required capacity' }),
      value: (r) => format.formatCapacity(r.iv.required_capacity, powerUnit),
      align: 'end',
    },
    { key: 'gsps', header: i18n._({ id: 'manage.mca.list.gsps', message: 'Excluded GSPs' }), value: (r) => (r.iv.exclude_gsps ?? []).join(', ') },
  ];
  return (
    <DataTable
      caption={<Trans id="manage.mca.list.caption" message="Demand intervals so far" />}
      columns={columns}
      rows={intervals.map((iv, index) => ({ index, iv }))}
      getRowKey={(r) => r.index}
    />
  );
}
