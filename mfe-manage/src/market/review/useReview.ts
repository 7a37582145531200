import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { errorMessage, isApiError, type Bid, type BidDecision, type BidSummary } from 'shared-session';
import type { OperatorCompetition } from '../../competitions/data';
import { bidSummary, competitionBids, competitionDecisions, reviewCompetition } from './api';

export interface ReviewData {
  competition: OperatorCompetition;
  /** The competition's bid summary: its status and whether its results are confirmed. */
  summary: BidSummary | null;
  bids: Bid[];
  decisions: BidDecision[];
}

export type ReviewLoad = { state: 'loading' } | { state: 'ready'; data: ReviewData } | { state: 'failed'; message: string; notFound: boolean };

async function loadReview(id: number): Promise<ReviewData> {
  const [competition, summary, bids, decisions] = await Promise.all([reviewCompetition(id), bidSummary(id), competitionBids(id), competitionDecisions(id)]);
  return { competition, summary, bids, decisions };
}

/**
 * One competition's review data (competition, summary, bids, working decisions), with a reload of
 * everything (after a state change or a conflict) and of the bids and decisions (after deciding).
 */
export function useReview(id: number) {
  const { i18n } = useLingui();
  const [load, setLoad] = useState<ReviewLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    const fallback = i18n._({ id: 'manage.review.loadFailed', message: 'The bids of this competition could not be loaded.' });
    loadReview(id).then(
      (data) => current && setLoad({ state: 'ready', data }),
      (error: unknown) =>
        current && setLoad({ state: 'failed', message: errorMessage(error, fallback), notFound: isApiError(error) && (error.status === 404 || error.status === 403) }),
    );
    return () => {
      current = false;
    };
  }, [id, attempt, i18n]);

  /** Loads everything again (keeps what is shown until the answer comes). */
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  /** Fetches the bids (an amended bid loses its decision) and the working decisions again. */
  const reloadDecisions = useCallback(async () => {
    const [bids, decisions] = await Promise.all([competitionBids(id), competitionDecisions(id)]);
    setLoad((prev) => (prev.state === 'ready' ? { state: 'ready', data: { ...prev.data, bids, decisions } } : prev));
  }, [id]);

  /** Replaces parts of the loaded data (e.g. the competition after closing bidding). */
  const update = useCallback((change: Partial<ReviewData>) => {
    setLoad((prev) => (prev.state === 'ready' ? { state: 'ready', data: { ...prev.data, ...change } } : prev));
  }, []);

  return { load, reload, reloadDecisions, update };
}
