import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { errorMessage, type BidSummary } from 'shared-session';
import { unitOf, type PowerUnit } from '../../competitions/data';
import { bidSummaries, competitionUnits } from './api';

export type SummariesLoad =
  | { state: 'loading' }
  | { state: 'ready'; summaries: BidSummary[]; units: ReadonlyMap<number, PowerUnit> }
  | { state: 'failed'; message: string };

/** The bid summaries of the operator's competitions in `statuses`, with each competition's power unit. */
export function useSummaries(statuses: readonly string[]) {
  const { i18n } = useLingui();
  const [load, setLoad] = useState<SummariesLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = statuses.join(',');

  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    (async () => {
      const summaries = await bidSummaries(key.split(','));
      const units = await competitionUnits(summaries.map((s) => s.competition));
      return { summaries, units: new Map(units.map((u) => [u.id, unitOf(u.power_type)])) };
    })().then(
      ({ summaries, units }) => current && setLoad({ state: 'ready', summaries, units }),
      (error: unknown) =>
        current && setLoad({ state: 'failed', message: errorMessage(error, i18n._({ id: 'manage.review.summaries.loadFailed', message: 'The bid summaries could not be loaded.' })) }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt, i18n]);

  return { load, retry: () => setAttempt((n) => n + 1) };
}
