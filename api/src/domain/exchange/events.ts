/**
 * A listing's history (exchange_listing_events) and the exchange's domain events. Every change is
 * recorded in the transaction that makes it; the events tell the organisations concerned over the
 * live stream and webhooks. A sealed listing's bid events go to the lister and to that bid's own
 * bidder only, so no bidder learns of another's bid.
 */
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/types.js';
import { publishEvent } from '../../platform/events/publish.js';

export type ListingEventKind =
  | 'created'
  | 'published'
  | 'opened'
  | 'closed'
  | 'bid_submitted'
  | 'bid_amended'
  | 'bid_withdrawn'
  | 'bid_accepted'
  | 'bid_rejected'
  | 'bid_lapsed'
  | 'bought'
  | 'awarded'
  | 'withdrawn'
  | 'expired'
  | 'registration_updated';

/** Records one change of a listing, by the user (and organisation) or by the platform (null). */
export async function recordEvent(
  db: Db,
  listingId: number,
  actor: Pick<Principal, 'userId' | 'orgId'> | null,
  kind: ListingEventKind,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db.query(
    `INSERT INTO exchange_listing_events (listing_id, actor_user_id, actor_org_id, kind, detail) VALUES ($1, $2, $3, $4, $5)`,
    [listingId, actor?.userId ?? null, actor?.orgId ?? null, kind, JSON.stringify(detail)],
  );
}

interface ListingParties {
  id: number;
  flex_provider_id: number;
  status: string;
  sealed: boolean;
  exchange_type: string;
  operator_id: number | null;
}

async function partiesOf(db: Db, listingId: number): Promise<{ listing: ListingParties; bidders: number[] }> {
  const r = await db.query<ListingParties>(
    `SELECT l.id, l.flex_provider_id, l.status, l.sealed, l.exchange_type,
            (SELECT k.operator_id FROM obligations ob JOIN contracts k ON k.id = ob.contract_id WHERE ob.id = l.obligation_id) AS operator_id
       FROM exchange_listings l WHERE l.id = $1`,
    [listingId],
  );
  const b = await db.query<{ org: number }>(`SELECT DISTINCT bidder_fp_id AS org FROM exchange_bids WHERE listing_id = $1`, [listingId]);
  return { listing: r.rows[0]!, bidders: b.rows.map((x) => x.org) };
}

const unique = (ids: Array<number | null | undefined>) => [...new Set(ids.filter((x): x is number => typeof x === 'number'))];

/**
 * `exchange.listing.updated` to the lister, everyone who bid on it, and the operator of an
 * obligation's competition (who follows it read-only); carries the listing's id, reference,
 * status and the change (each receiver reloads what it may see).
 */
export async function publishListing(db: Db, listingId: number, change: ListingEventKind): Promise<void> {
  const { listing, bidders } = await partiesOf(db, listingId);
  await publishEvent(db, {
    type: 'exchange.listing.updated',
    org_ids: unique([listing.flex_provider_id, listing.operator_id, ...bidders]),
    data: { change, listing: { id: listing.id, reference: `EX-${listing.id}`, status: listing.status, exchange_type: listing.exchange_type } },
  });
}

/**
 * `exchange.bid.updated` to the lister and the bidder only (sealed or not: other bidders learn of
 * an open listing's bids from its bid count and best price when they reload it).
 */
export async function publishBid(db: Db, bid: { id: number; listing: number; bidder: number; status: string; version: number }, change: ListingEventKind): Promise<void> {
  const r = await db.query<{ flex_provider_id: number }>('SELECT flex_provider_id FROM exchange_listings WHERE id = $1', [bid.listing]);
  await publishEvent(db, {
    type: 'exchange.bid.updated',
    org_ids: unique([r.rows[0]?.flex_provider_id, bid.bidder]),
    data: { change, bid: { id: bid.id, listing: bid.listing, listing_reference: `EX-${bid.listing}`, status: bid.status, version: bid.version } },
  });
}

/** `exchange.trade.updated` to the seller and the buyer. */
export async function publishTrade(db: Db, trade: { id: number; reference: string; listing: number; seller: number; buyer: number; registration_status: string }, change: string): Promise<void> {
  await publishEvent(db, {
    type: 'exchange.trade.updated',
    org_ids: unique([trade.seller, trade.buyer]),
    data: { change, trade: { id: trade.id, reference: trade.reference, listing: trade.listing, registration_status: trade.registration_status } },
  });
}
