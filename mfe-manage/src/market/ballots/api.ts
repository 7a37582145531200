import { api, type Ballot, type BallotSubmitResult, type Bid, type BiddingRules, type BidOffer, type StackingWarning } from 'shared-session';

/** The provider's bidding calls (bids/…), all through shared-session's typed client. */

const PAGE_SIZE = 1000;

/** What a bid in the competition must carry (rate fields, decimals, currency, unit) and whether bidding is open. */
export async function biddingRules(competition: number): Promise<BiddingRules> {
  return api.get('/bids/ballots/bidding_rules/', { query: { competition } });
}

/** The provider's active ballots in the competition, newest first. */
export function competitionBallots(competition: number): Promise<Ballot[]> {
  return api.all('/bids/ballots/', { query: { competition: String(competition), is_active: 'true', ordering: '-created' }, pageSize: PAGE_SIZE });
}

export function ballot(id: number): Promise<Ballot> {
  return api.get('/bids/ballots/{id}/', { path: { id } });
}

/** A new ballot from the provider's qualifying assets (201). */
export function createBallot(competition: number, flexAssets: readonly number[]): Promise<Ballot> {
  return api.post('/bids/ballots/', { body: { competition, flex_assets: [...flexAssets] } });
}

/** Deletes the ballot and its bids (409 once bidding has closed). */
export function deleteBallot(id: number): Promise<void> {
  return api.delete('/bids/ballots/{id}/', { path: { id } });
}

/** Creates or amends the ballot's bid for each window given, all or nothing (400 `{bids: [{}, {field: […]}]}`; 409 `{detail}`). */
export async function submitBallot(id: number, bids: readonly BidOffer[]): Promise<BallotSubmitResult> {
  return api.post('/bids/ballots/{id}/submit/', { path: { id }, body: { bids: [...bids] } });
}

/** The ballot's assets offered in overlapping windows of other competitions (a warning only). */
export async function stacking(id: number): Promise<StackingWarning[]> {
  return (await api.get('/bids/ballots/{id}/stacking/', { path: { id } })) ?? [];
}

/** The ballot's active bids (one per window). */
export function ballotBids(ballotId: number): Promise<Bid[]> {
  return api.all('/bids/bids/', { query: { ballot: String(ballotId), is_active: 'true' }, pageSize: PAGE_SIZE });
}

