import { api } from 'shared-session';
import type { McaConfirmBody, McaConfirmResult, McaDecisionSet, McaDemandInterval, McaInputParameterSet } from './types';

/** The market-clearing calls (mca/), through shared-session's typed client. */

/** The GSP names the competition's bids come from: the list excluded GSPs must be drawn from. */
export async function competitionGsps(competition: number): Promise<string[]> {
  const answer = await api.get('/mca/gsps/', { query: { competition } });
  return answer?.gsps ?? [];
}

/** The intervals of the competition's last confirmed clearing, or null when it has none. */
export async function lastParameterSet(competition: number): Promise<McaInputParameterSet | null> {
  const [latest] = await api.get('/mca/inputparametersets/', { query: { competition: String(competition), ordering: '-created', limit: 1 } });
  return latest ?? null;
}

/** Runs market clearing over the intervals: a preview of the decisions (nothing is saved). */
export function runClearing(competition: number, demandIntervals: readonly McaDemandInterval[]): Promise<McaDecisionSet> {
  return api.post('/mca/decisionsets/', { body: { competition, demand_intervals: [...demandIntervals] } });
}

/** What confirming a run saves: the run's decisions (as the run answered them) and its intervals. */
export type McaConfirmation = Pick<McaDecisionSet, 'decisions'> & Pick<McaConfirmBody, 'demand_intervals'>;

/**
 * Saves the clearing's decisions with its intervals. The confirm contract (api market README):
 * the intervals of the run and the run's whole decision list as `{bid_id, approved}` — every bid,
 * those in no demand interval included. The server runs clearing again and answers 409 when its
 * decisions differ from these (the bids changed since: the operator runs it again).
 */
export function confirmClearing(competition: number, { decisions, demand_intervals }: McaConfirmation): Promise<McaConfirmResult> {
  return api.post('/mca/decisionsets/confirm/', {
    body: { competition, demand_intervals, decisions: decisions.map(({ bid_id, approved }) => ({ bid_id, approved })) },
  });
}
