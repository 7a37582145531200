import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { errorMessage } from 'shared-session';
import { useLoad } from 'shared-ui';
import { ownCompetitions, runStatus, startRun, type Run } from './api';
import { lastMonth } from './labels';

/** How often a running settlement is asked for its progress. */
export const POLL_MS = 1000;

/**
 * The operator runs settlement for one of its competitions and a month: the run is queued, its
 * progress (events settled of those found) shown until it is done, then the new version opens.
 */
export function RunPanel({ onDone }: { onDone: (run: Run) => void }) {
  const { i18n } = useLingui();
  const competitions = useLoad(ownCompetitions, i18n._({ id: 'settlement.reports.run.competitionsFailed', message: 'Your competitions could not be loaded.' }), []);
  const [competition, setCompetition] = useState('');
  const [month, setMonth] = useState(lastMonth());
  const [run, setRun] = useState<Run | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!run || run.status === 'done' || run.status === 'failed') return undefined;
    const timer = setTimeout(() => {
      runStatus(run.id).then(
        (next) => {
          setRun(next);
          if (next.status === 'done') onDone(next);
        },
        (failure: unknown) => setError(errorMessage(failure, i18n._({ id: 'settlement.reports.run.pollFailed', message: 'The run’s progress could not be read.' }))),
      );
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [run, onDone, i18n]);

  const submit = async () => {
    setError(null);
    setBusy(true);
    try {
      setRun(await startRun(Number(competition), month));
    } catch (failure) {
      setError(errorMessage(failure, i18n._({ id: 'settlement.reports.run.failed', message: 'The run could not be started.' })));
    } finally {
      setBusy(false);
    }
  };
  const list = competitions.result.state === 'ready' ? competitions.result.value : [];
  const running = run !== null && (run.status === 'queued' || run.status === 'running');
  return (
    <form
      className="reports-run"
      aria-labelledby="reports-run-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id="reports-run-title">
        <Trans id="settlement.reports.run.title" message="Run settlement" />
      </h2>
      <div className="reports-run__fields">
        <label>
          <Trans id="settlement.reports.run.competition" message="Competition" />
          <select value={competition} onChange={(e) => setCompetition(e.target.value)} required>
            <option value="">{i18n._({ id: 'settlement.reports.run.choose', message: 'Choose a competition' })}</option>
            {list.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.reference})
              </option>
            ))}
          </select>
        </label>
        <label>
          <Trans id="settlement.reports.run.month" message="Month" />
          <input type="month" value={month} onChange={(e) => setMonth(e.target.value)} required pattern="[0-9]{4}-[0-9]{2}" />
        </label>
        <button type="submit" className="fx-button fx-button--primary" disabled={busy || running || competition === ''} aria-busy={busy}>
          <Trans id="settlement.reports.run.start" message="Run" />
        </button>
      </div>
      {run ? <RunProgress run={run} /> : null}
      {error ? (
        <p role="alert" className="reports-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function RunProgress({ run }: { run: Run }) {
  const { i18n } = useLingui();
  const total = run.events_total;
  const text =
    run.status === 'queued'
      ? i18n._({ id: 'settlement.reports.run.queued', message: 'Queued…' })
      : run.status === 'running'
        ? total === null
          ? i18n._({ id: 'settlement.reports.run.loading', message: 'Finding the month’s dispatch events…' })
          : i18n._({ id: 'settlement.reports.run.progress', message: '{done} of {total} events settled', values: { done: run.events_done, total } })
        : run.status === 'done'
          ? i18n._({ id: 'settlement.reports.run.done', message: 'Done: version {version} with {total} events.', values: { version: run.version ?? '', total: total ?? 0 } })
          : i18n._({ id: 'settlement.reports.run.failedWith', message: 'The run failed: {error}', values: { error: run.error ?? '' } });
  return (
    <div className="reports-run__progress">
      <progress max={Math.max(total ?? 1, 1)} value={run.status === 'done' ? Math.max(total ?? 1, 1) : run.events_done} aria-label={i18n._({ id: 'settlement.reports.run.progressLabel', message: 'Settlement run progress' })} />
      <p role="status">{text}</p>
    </div>
  );
}
