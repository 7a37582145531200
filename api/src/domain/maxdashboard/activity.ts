/**
 * An organisation's exchange activity (README.md beside this file): its listings and its bids
 * counted per status, its trades as seller and as buyer, and the latest of each.
 */
import type { Db } from '../../db/types.js';
import { BID_STATUSES, LISTING_STATUSES } from '../exchange/schemas.js';
import type { Activity } from './schemas.js';

/** How many of the latest listings, bids and trades the answer carries. */
export const LATEST = 5;

type Listing = Activity['listings']['latest'][number];
type Bid = Activity['bids']['latest'][number];
type Trade = Activity['trades']['latest'][number];

/** Every status with its count (zero when none), in the statuses' order. */
function byStatus<S extends string>(statuses: readonly S[], rows: ReadonlyArray<{ status: string; n: number }>): Array<{ status: S; count: number }> {
  const counts = new Map(rows.map((r) => [r.status, Number(r.n)]));
  return statuses.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

const iso = (d: Date | string) => new Date(d).toISOString();

export async function activityOf(db: Db, orgId: number): Promise<Activity> {
  const listingCounts = await db.query<{ status: string; n: number }>(
    'SELECT status, count(*)::int AS n FROM exchange_listings WHERE flex_provider_id = $1 GROUP BY status',
    [orgId],
  );
  const listings = await db.query<Omit<Listing, 'bidding_closes' | 'created'> & { bidding_closes: Date; created: Date }>(
    `SELECT id, exchange_type, status, mw::text AS mw, currency, bidding_closes, created
       FROM exchange_listings WHERE flex_provider_id = $1 ORDER BY created DESC, id DESC LIMIT ${LATEST}`,
    [orgId],
  );
  const bidCounts = await db.query<{ status: string; n: number }>(
    'SELECT status, count(*)::int AS n FROM exchange_bids WHERE bidder_fp_id = $1 GROUP BY status',
    [orgId],
  );
  const bids = await db.query<Omit<Bid, 'created'> & { created: Date }>(
    `SELECT b.id, b.listing_id AS listing, l.exchange_type, b.status, b.mw::text AS mw, b.price::text AS price, l.currency, b.created
       FROM exchange_bids b JOIN exchange_listings l ON l.id = b.listing_id
      WHERE b.bidder_fp_id = $1 ORDER BY b.created DESC, b.id DESC LIMIT ${LATEST}`,
    [orgId],
  );
  const tradeCounts = await db.query<{ sold: number; bought: number }>(
    `SELECT count(*) FILTER (WHERE seller_id = $1)::int AS sold, count(*) FILTER (WHERE buyer_id = $1)::int AS bought
       FROM exchange_trades WHERE seller_id = $1 OR buyer_id = $1`,
    [orgId],
  );
  const trades = await db.query<Omit<Trade, 'created'> & { created: Date }>(
    `SELECT t.id, t.reference, t.listing_id AS listing, l.exchange_type, CASE WHEN t.seller_id = $1 THEN 'sold' ELSE 'bought' END AS side,
            t.mw::text AS mw, t.amount::text AS amount, t.currency, t.created
       FROM exchange_trades t JOIN exchange_listings l ON l.id = t.listing_id
      WHERE t.seller_id = $1 OR t.buyer_id = $1 ORDER BY t.created DESC, t.id DESC LIMIT ${LATEST}`,
    [orgId],
  );
  const listingsByStatus = byStatus(LISTING_STATUSES, listingCounts.rows);
  const bidsByStatus = byStatus(BID_STATUSES, bidCounts.rows);
  const sold = Number(tradeCounts.rows[0]?.sold ?? 0);
  const bought = Number(tradeCounts.rows[0]?.bought ?? 0);
  return {
    listings: {
      total: listingsByStatus.reduce((n, s) => n + s.count, 0),
      by_status: listingsByStatus,
      latest: listings.rows.map((l) => ({ ...l, bidding_closes: iso(l.bidding_closes), created: iso(l.created) })),
    },
    bids: {
      total: bidsByStatus.reduce((n, s) => n + s.count, 0),
      by_status: bidsByStatus,
      latest: bids.rows.map((b) => ({ ...b, created: iso(b.created) })),
    },
    trades: { total: sold + bought, sold, bought, latest: trades.rows.map((t) => ({ ...t, created: iso(t.created) })) },
  };
}
