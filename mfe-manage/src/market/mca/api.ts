import { create, list, request } from 'shared-session';
import type { McaConfirmResult, McaDecisionSet, McaDemandInterval, McaInputParameterSet } from './types';

/** The market-clearing calls (mca/), all through shared-session's client. */
export const MCA_ENDPOINTS = {
  gsps: 'mca/gsps/',
  parameterSets: 'mca/inputparametersets/',
  decisionSets: 'mca/decisionsets/',
  confirm: 'mca/decisionsets/confirm/',
} as const;

/** The GSP names the competition's bids come from: the list excluded GSPs must be drawn from. */
export async function competitionGsps(competition: number): Promise<string[]> {
  const { data } = await request<{ competition: number; gsps: string[] }>('GET', MCA_ENDPOINTS.gsps, { searchParams: { competition } });
  return data?.gsps ?? [];
}

/** The intervals of the competition's last confirmed clearing, or null when it has none. */
export async function lastParameterSet(competition: number): Promise<McaInputParameterSet | null> {
  const [latest] = await list<McaInputParameterSet>(MCA_ENDPOINTS.parameterSets, { competition, ordering: '-created', limit: 1 });
  return latest ?? null;
}

/** Runs market clearing over the intervals: a preview of the decisions (nothing is saved). */
export function runClearing(competition: number, demandIntervals: readonly McaDemandInterval[]): Promise<McaDecisionSet> {
  return create<McaDecisionSet>(MCA_ENDPOINTS.decisionSets, { competition, demand_intervals: demandIntervals });
}

export interface McaConfirmation {
  decisions: McaDecisionSet['decisions'];
  demand_intervals: McaDemandInterval[];
}

/**
 * Saves the clearing's decisions with its intervals. The confirm contract (api market README):
 * the intervals of the run and the run's whole decision list as `{bid_id, approved}` — every bid,
 * those in no demand interval included. The server runs clearing again and answers 409 when its
 * decisions differ from these (the bids changed since: the operator runs it again).
 */
export function confirmClearing(competition: number, { decisions, demand_intervals }: McaConfirmation): Promise<McaConfirmResult> {
  return create<McaConfirmResult>(MCA_ENDPOINTS.confirm, {
    competition,
    demand_intervals,
    decisions: decisions.map(({ bid_id, approved }) => ({ bid_id, approved })),
  });
}
