import { create, fetchAllPages, itemPath, one, remove, request, type Ballot, type BallotSubmitResult, type Bid, type BiddingRules, type BidOffer, type StackingWarning } from 'shared-session';
import { BIDS_ENDPOINT } from '../shared/api';

/** The provider's bidding calls (bids/…), all through shared-session's client. */
export const BALLOT_ENDPOINTS = {
  ballots: 'bids/ballots/',
  rules: 'bids/ballots/bidding_rules/',
} as const;

const PAGE_SIZE = 1000;

/** What a bid in the competition must carry (rate fields, decimals, currency, unit) and whether bidding is open. */
export async function biddingRules(competition: number): Promise<BiddingRules> {
  return (await request<BiddingRules>('GET', BALLOT_ENDPOINTS.rules, { searchParams: { competition } })).data;
}

/** The provider's active ballots in the competition, newest first. */
export function competitionBallots(competition: number): Promise<Ballot[]> {
  return fetchAllPages<Ballot>(BALLOT_ENDPOINTS.ballots, { competition, is_active: true, ordering: '-created' }, { pageSize: PAGE_SIZE });
}

export function ballot(id: number): Promise<Ballot> {
  return one<Ballot>(BALLOT_ENDPOINTS.ballots, id);
}

/** A new ballot from the provider's qualifying assets (201). */
export function createBallot(competition: number, flexAssets: readonly number[]): Promise<Ballot> {
  return create<Ballot>(BALLOT_ENDPOINTS.ballots, { competition, flex_assets: [...flexAssets] });
}

/** Deletes the ballot and its bids (409 once bidding has closed). */
export function deleteBallot(id: number): Promise<void> {
  return remove(BALLOT_ENDPOINTS.ballots, id);
}

/** Creates or amends the ballot's bid for each window given, all or nothing (400 `{bids: [{}, {field: […]}]}`; 409 `{detail}`). */
export async function submitBallot(id: number, bids: readonly BidOffer[]): Promise<BallotSubmitResult> {
  return (await request<BallotSubmitResult>('POST', itemPath(BALLOT_ENDPOINTS.ballots, id, 'submit'), { json: { bids } })).data;
}

/** The ballot's assets offered in overlapping windows of other competitions (a warning only). */
export async function stacking(id: number): Promise<StackingWarning[]> {
  return (await request<StackingWarning[]>('GET', itemPath(BALLOT_ENDPOINTS.ballots, id, 'stacking'))).data ?? [];
}

/** The ballot's active bids (one per window). */
export function ballotBids(ballotId: number): Promise<Bid[]> {
  return fetchAllPages<Bid>(BIDS_ENDPOINT, { ballot: ballotId, is_active: true }, { pageSize: PAGE_SIZE });
}

