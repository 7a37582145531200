/** The bid calls the provider's ballot pages and bids screens share (market API). */
import { api, type BidVersion, type Id } from 'shared-session';

/** Every version of a bid, newest first. */
export async function bidHistory(id: Id): Promise<BidVersion[]> {
  return (await api.get('/bids/bids/{id}/history/', { path: { id: Number(id) } })) ?? [];
}

/** Withdraws (deletes) a bid while bidding is open (409 with the server's sentence otherwise). */
export function deleteBid(id: Id): Promise<void> {
  return api.delete('/bids/bids/{id}/', { path: { id: Number(id) } });
}
