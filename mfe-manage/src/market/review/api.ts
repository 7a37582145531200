import {
  chunk,
  create,
  fetchAllPages,
  fetchByIds,
  itemPath,
  list,
  request,
  type AutoDecisionResult,
  type Bid,
  type BidDecision,
  type BidSummary,
  type Competition,
  type ConfirmResultsResult,
  type DecideBody,
} from 'shared-session';
import { ENDPOINTS as COMPETITION_ENDPOINTS, LIST_PAGE_SIZE, operatorCompetition, type OperatorCompetition } from '../../common/competitions';
import { BIDS_ENDPOINT } from '../shared/api';

/** The operator's bid review calls (market API, workflows §7), all through shared-session's client. */
export const REVIEW_ENDPOINTS = {
  summaries: 'bids/summaries/',
  bids: BIDS_ENDPOINT,
  approvals: 'bids/approvals/',
  decide: 'bids/approvals/decide/',
  autoDecide: 'bids/approvals/auto_decide/',
  confirm: 'bids/approvals/confirm/',
} as const;

/** The most decisions the server takes in one `decide` call. */
export const DECIDE_BATCH = 5000;

/** Bid summaries of the operator's competitions in these statuses (open and closed by default). */
export function bidSummaries(statuses: readonly string[] = ['open', 'closed']): Promise<BidSummary[]> {
  return list<BidSummary>(REVIEW_ENDPOINTS.summaries, { status: statuses.join(',') });
}

/** The summary of one competition (whatever its status), or null when it is not the operator's. */
export async function bidSummary(competition: number): Promise<BidSummary | null> {
  const rows = await list<BidSummary>(REVIEW_ENDPOINTS.summaries, { competition });
  return rows.find((r) => r.competition === competition) ?? null;
}

/** Power type and currency of the summarised competitions (units and prices in the summaries). */
export type CompetitionUnits = Pick<Competition, 'id' | 'power_type' | 'currency'>;
export function competitionUnits(ids: readonly number[]): Promise<CompetitionUnits[]> {
  return ids.length === 0
    ? Promise.resolve([])
    : fetchByIds<CompetitionUnits>(COMPETITION_ENDPOINTS.competitions, ids, { fields: 'id,power_type,currency', include_archived: true });
}

/** The competition with its periods and windows (the MCA modal needs this form). */
export function reviewCompetition(id: number): Promise<OperatorCompetition> {
  return operatorCompetition(id);
}

/** The competition's active bids. */
export function competitionBids(competition: number): Promise<Bid[]> {
  return fetchAllPages<Bid>(REVIEW_ENDPOINTS.bids, { competition, is_active: true }, { pageSize: LIST_PAGE_SIZE });
}

/** The operator's working decisions on the competition's bids. */
export function competitionDecisions(competition: number): Promise<BidDecision[]> {
  return fetchAllPages<BidDecision>(REVIEW_ENDPOINTS.approvals, { competition }, { pageSize: LIST_PAGE_SIZE });
}

/** Approves or rejects bids by hand (replacing earlier decisions on them), in batches the server accepts. */
export async function decideBids(competition: number, bidIds: readonly number[], approved: boolean): Promise<number> {
  let decided = 0;
  for (const part of chunk([...bidIds], DECIDE_BATCH)) {
    const body: DecideBody = { competition, decisions: part.map((bid_id) => ({ bid_id, approved })) };
    decided += (await create<{ decided: number }, DecideBody>(REVIEW_ENDPOINTS.decide, body)).decided;
  }
  return decided;
}

/** Auto-decisioning: decides every bid of the competition by the rule, overwriting earlier decisions. */
export function autoDecide(competition: number): Promise<AutoDecisionResult> {
  return create<AutoDecisionResult>(REVIEW_ENDPOINTS.autoDecide, { competition });
}

/** Confirms the competition's results as final; the providers are e-mailed. */
export function confirmResults(competition: number): Promise<ConfirmResultsResult> {
  return create<ConfirmResultsResult>(REVIEW_ENDPOINTS.confirm, { competition, results_final: true });
}

/** Closes bidding now on an open competition; answers the competition, now closed. */
export async function closeBidding(competition: number): Promise<Competition> {
  return (await request<Competition>('POST', itemPath(COMPETITION_ENDPOINTS.competitions, competition, 'close_bidding'))).data;
}
