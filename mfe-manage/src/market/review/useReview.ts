import { useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react';
import type { Bid, BidDecision, BidSummary } from 'shared-session';
import { powerUnitOf, useLoad } from 'shared-ui';
import type { OperatorCompetition } from '../../common/competitions';
import { bidSummary, competitionBids, competitionDecisions, reviewCompetition } from './api';
import { countStates, joinDecisions, windowResults, windowsOf } from './model';

export interface ReviewData {
  competition: OperatorCompetition;
  /** The competition's bid summary: its status and whether its results are confirmed. */
  summary: BidSummary | null;
  bids: Bid[];
  decisions: BidDecision[];
}

async function loadReview(id: number): Promise<ReviewData> {
  const [competition, summary, bids, decisions] = await Promise.all([reviewCompetition(id), bidSummary(id), competitionBids(id), competitionDecisions(id)]);
  return { competition, summary, bids, decisions };
}

/**
 * One competition's review data (competition, summary, bids, working decisions), with a reload of
 * everything (after a state change or a conflict; what is shown stays until the answer comes) and
 * of the bids and decisions (after deciding).
 */
export function useReview(id: number) {
  const { i18n } = useLingui();
  const { result, reload, update: change } = useLoad(
    () => loadReview(id),
    i18n._({ id: 'manage.review.loadFailed', message: 'The bids of this competition could not be loaded.' }),
    [id],
  );

  /** Fetches the bids (an amended bid loses its decision) and the working decisions again. */
  const reloadDecisions = useCallback(async () => {
    const [bids, decisions] = await Promise.all([competitionBids(id), competitionDecisions(id)]);
    change((data) => ({ ...data, bids, decisions }));
  }, [id, change]);

  /** Replaces parts of the loaded data (e.g. the competition after closing bidding). */
  const update = useCallback((part: Partial<ReviewData>) => change((data) => ({ ...data, ...part })), [change]);

  return { load: result, reload, reloadDecisions, update };
}

/**
 * What the review pages show of the data: the competition's status (the summary's), whether its
 * results are confirmed, its capacity unit, the bids with their decisions, its windows, the results
 * per window and the decisions counted.
 */
export function useReviewResults({ competition, summary, bids, decisions }: ReviewData) {
  const rows = useMemo(() => joinDecisions(bids, decisions), [bids, decisions]);
  const windows = useMemo(() => windowsOf(competition, bids), [competition, bids]);
  const results = useMemo(() => windowResults(windows, rows), [windows, rows]);
  const counts = useMemo(() => countStates(rows), [rows]);
  return {
    status: summary?.status ?? competition.status,
    confirmed: summary?.results_confirmed ?? false,
    unit: powerUnitOf(competition.power_type),
    rows,
    windows,
    results,
    counts,
  };
}
