/**
 * A listing's outcome once bidding has closed and no bid is left undecided: the accepted bids
 * become trades and the listing is awarded; with none accepted it expires.
 */
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/types.js';
import { publishListing, recordEvent } from './events.js';

/** Settles a closed listing with no undecided bid (under its row lock); false when it is not (yet) to be settled. */
export async function settleListing(db: Db, listingId: number, actor: Pick<Principal, 'userId' | 'orgId'> | null): Promise<boolean> {
  const r = await db.query<{ status: string; undecided: boolean; accepted: number }>(
    `SELECT l.status, EXISTS (SELECT 1 FROM exchange_bids b WHERE b.listing_id = l.id AND b.status = 'submitted') AS undecided,
            (SELECT count(*)::int FROM exchange_bids b WHERE b.listing_id = l.id AND b.status = 'accepted') AS accepted
       FROM exchange_listings l WHERE l.id = $1 FOR UPDATE`,
    [listingId],
  );
  const l = r.rows[0];
  if (!l || l.status !== 'closed' || l.undecided) return false;
  if (l.accepted > 0) return false;
  await db.query(`UPDATE exchange_listings SET status = 'expired', updated = now() WHERE id = $1`, [listingId]);
  await recordEvent(db, listingId, actor, 'expired');
  await publishListing(db, listingId, 'expired');
  return true;
}
