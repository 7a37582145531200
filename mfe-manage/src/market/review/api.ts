import { api, chunk, type AutoDecisionResult, type Bid, type BidDecision, type BidSummary, type Competition, type ConfirmResultsResult } from 'shared-session';
import { LIST_PAGE_SIZE, operatorCompetition, type OperatorCompetition } from '../../common/competitions';

/** The operator's bid review calls (market API, workflows §7), all through shared-session's typed client. */

/** The most decisions the server takes in one `decide` call. */
export const DECIDE_BATCH = 5000;

/** Bid summaries of the operator's competitions in these statuses (open and closed by default). */
export function bidSummaries(statuses: readonly string[] = ['open', 'closed']): Promise<BidSummary[]> {
  return api.get('/bids/summaries/', { query: { status: statuses.join(',') } });
}

/** The summary of one competition (whatever its status), or null when it is not the operator's. */
export async function bidSummary(competition: number): Promise<BidSummary | null> {
  const rows = await api.get('/bids/summaries/', { query: { competition } });
  return rows.find((r) => r.competition === competition) ?? null;
}

/** Power type and currency of the summarised competitions (units and prices in the summaries). */
export type CompetitionUnits = Pick<Competition, 'id' | 'power_type' | 'currency'>;
export function competitionUnits(ids: readonly number[]): Promise<CompetitionUnits[]> {
  return ids.length === 0
    ? Promise.resolve([])
    : api.byIds('/flex/competitions/', ids, { fields: ['id', 'power_type', 'currency'], query: { include_archived: true } });
}

/** The competition with its periods and windows (the MCA modal needs this form). */
export function reviewCompetition(id: number): Promise<OperatorCompetition> {
  return operatorCompetition(id);
}

/** The competition's active bids. */
export function competitionBids(competition: number): Promise<Bid[]> {
  return api.all('/bids/bids/', { query: { competition: String(competition), is_active: 'true' }, pageSize: LIST_PAGE_SIZE });
}

/** The operator's working decisions on the competition's bids. */
export function competitionDecisions(competition: number): Promise<BidDecision[]> {
  return api.all('/bids/approvals/', { query: { competition: String(competition) }, pageSize: LIST_PAGE_SIZE });
}

/** Approves or rejects bids by hand (replacing earlier decisions on them), in batches the server accepts. */
export async function decideBids(competition: number, bidIds: readonly number[], approved: boolean): Promise<number> {
  let decided = 0;
  for (const part of chunk([...bidIds], DECIDE_BATCH)) {
    const answer = await api.post('/bids/approvals/decide/', { body: { competition, decisions: part.map((bid_id) => ({ bid_id, approved })) } });
    decided += answer.decided;
  }
  return decided;
}

/** Auto-decisioning: decides every bid of the competition by the rule, overwriting earlier decisions. */
export function autoDecide(competition: number): Promise<AutoDecisionResult> {
  return api.post('/bids/approvals/auto_decide/', { body: { competition } });
}

/** Confirms the competition's results as final; the providers are e-mailed. */
export function confirmResults(competition: number): Promise<ConfirmResultsResult> {
  return api.post('/bids/approvals/confirm/', { body: { competition, results_final: true } });
}

/** Closes bidding now on an open competition; answers the competition, now closed. */
export async function closeBidding(competition: number): Promise<Competition> {
  return api.post('/flex/competitions/{id}/close_bidding/', { path: { id: competition } });
}
