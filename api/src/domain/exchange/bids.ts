/**
 * Bids: made, amended (with the version the bidder loaded: 409 when it has moved on) and withdrawn
 * while bidding is open. Every write locks the listing row first (FOR UPDATE for a new bid, so one
 * bidder's two concurrent bids meet one after the other; FOR SHARE for amending and withdrawing)
 * and then reads the database clock: a bid that reaches the lock after the close, or after the
 * lister closed early, is refused with 409 and nothing is stored, and the status job's close,
 * which updates the row, waits for bids holding the lock.
 */
import type { Static } from '@sinclair/typebox';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/types.js';
import { ApiError, badRequest, forbidden } from '../../errors.js';
import { Dec } from '../settlement/decimal.js';
import { bidderQualifies } from './transfer.js';
import { approvedSql, bidRoleSql } from './columns.js';
import { publishBid, recordEvent } from './events.js';
import { plain } from './listings.js';
import * as M from './messages.js';
import type { AmendBidBody, BidBody } from './schemas.js';
import { sql, type SqlFragment } from '../../db/sql.js';

const conflict = (detail: string) => new ApiError(409, { detail });
const fill = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);

export interface LockedListing {
  id: number;
  exchange_type: 'capacity_market' | 'flexibility_obligation' | 'load_modification';
  flex_provider_id: number;
  status: string;
  mw: string;
  min_fill_mw: string;
  buy_now_price: string | null;
  /** The price a bid may not exceed: the agreement's clear price, the obligation's availability rate; null for load modifications. */
  reference_price: string | null;
  competition_id: number | null;
  /** Before bidding opens, while it is open, after it closed (database clock, read once the lock is held). */
  phase: 'before' | 'open' | 'after';
  may_bid: boolean;
  approved: boolean;
}

/** Locks a listing and reads it with the caller's standing on it. */
export async function lockListing(db: Db, user: Principal, listingId: number, mode: 'UPDATE' | 'SHARE'): Promise<LockedListing | null> {
  const locked = await db.query(`SELECT id FROM exchange_listings WHERE id = $1 FOR ${mode}`, [listingId]);
  if (!locked.rows[0]) return null;
  const q = sql`SELECT t.id, t.exchange_type, t.flex_provider_id, t.status, t.mw::text, t.min_fill_mw::text, t.buy_now_price::text,
       CASE t.exchange_type WHEN 'capacity_market' THEN (SELECT a.clear_price::text FROM exchange_agreements a WHERE a.id = t.agreement_id)
            WHEN 'flexibility_obligation' THEN (SELECT ob.availability_rate::text FROM obligations ob WHERE ob.id = t.obligation_id) END AS reference_price,
       (SELECT ob.competition_id FROM obligations ob WHERE ob.id = t.obligation_id) AS competition_id,
       CASE WHEN t.status = 'draft' OR (t.status IN ('scheduled', 'open') AND clock_timestamp() < t.bidding_opens) THEN 'before'
            WHEN t.status IN ('scheduled', 'open') AND clock_timestamp() < t.bidding_closes THEN 'open' ELSE 'after' END AS phase,
       ${bidRoleSql(user)} AS may_bid, ${approvedSql(user)} AS approved
     FROM exchange_listings t WHERE t.id = ${listingId}::int`;
  const r = await db.query<LockedListing>(q);
  return r.rows[0] ?? null;
}

/** Refuses a bid (or buy) the caller may not make on the listing: 403 with why, 409 when bidding is not open. */
export async function assertMayBid(db: Db, user: Principal, l: LockedListing): Promise<void> {
  if (l.flex_provider_id === user.orgId) throw forbidden(M.OWN_LISTING);
  if (!l.may_bid) throw forbidden(M.NO_ROLE);
  if (l.phase === 'before') throw conflict(M.BID_NOT_YET);
  if (l.phase === 'after') throw conflict(M.BID_CLOSED);
  if (!l.approved) throw forbidden(M.NOT_APPROVED);
  if (l.exchange_type === 'flexibility_obligation' && !(await bidderQualifies(db, user.orgId!, l.competition_id!))) throw forbidden(M.NOT_QUALIFIED);
}

/** The price and MW rules of a bid on the listing (400 on their fields). */
function checkTerms(l: LockedListing, price: string, mw: string): void {
  const errors: Record<string, string[]> = {};
  const q = new Dec(mw);
  if (q.lte(0)) errors.mw = [M.MW_POSITIVE];
  else if (q.gt(l.mw)) errors.mw = [fill(M.BID_MW_ABOVE, { mw: plain(l.mw) })];
  else if (q.lt(l.min_fill_mw)) errors.mw = [fill(M.BID_MW_BELOW, { min: plain(l.min_fill_mw) })];
  if (l.reference_price !== null && new Dec(price).gt(l.reference_price)) errors.price = [fill(M.PRICE_ABOVE_REFERENCE, { reference: l.reference_price })];
  if (Object.keys(errors).length) throw badRequest(errors);
}

export interface BidRef {
  id: number;
  listing: number;
  bidder: number;
  status: string;
  version: number;
}

/**
 * Places the caller's organisation's bid. `visible` is the listing resource's scope for the caller:
 * a listing it may not see is a 400 on `listing`, as one that does not exist.
 */
export async function createBid(db: Db, user: Principal, body: Static<typeof BidBody>, visible: SqlFragment | boolean): Promise<BidRef> {
  if (body.bidder_fp_id !== undefined && body.bidder_fp_id !== user.orgId) throw badRequest({ bidder_fp_id: [M.NOT_YOUR_ORG] });
  const seen = visible === false ? [] : (await db.query(sql`SELECT 1 FROM exchange_listings t WHERE t.id = ${body.listing}::int AND ${visible === true ? sql`true` : visible}`)).rows;
  if (!seen.length) throw badRequest({ listing: [M.LISTING_UNKNOWN] });
  const l = (await lockListing(db, user, body.listing, 'UPDATE'))!;
  await assertMayBid(db, user, l);
  checkTerms(l, body.price, body.mw);
  const org = await db.query<{ name: string }>('SELECT name FROM organisations WHERE id = $1', [user.orgId]);
  const r = await db.query<{ id: number; version: number }>(
    `INSERT INTO exchange_bids (listing_id, bidder_fp_id, bidder_fp_name, created_by, price, mw) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (listing_id, bidder_fp_id) WHERE status = 'submitted' DO NOTHING RETURNING id, version`,
    [l.id, user.orgId, org.rows[0]!.name, user.userId, body.price, body.mw],
  );
  if (!r.rows[0]) throw conflict(M.BID_EXISTS);
  const bid = { id: r.rows[0].id, listing: l.id, bidder: user.orgId!, status: 'submitted', version: r.rows[0].version };
  await recordEvent(db, l.id, user, 'bid_submitted', { bid: bid.id, bidder: user.orgId, price: body.price, mw: body.mw });
  await publishBid(db, bid, 'bid_submitted');
  return bid;
}

interface StoredBid {
  id: number;
  listing_id: number;
  bidder_fp_id: number;
  status: string;
  version: number;
}

/** The bid, its listing locked first (the lock order every exchange write keeps: listing, then bids). */
async function lockBid(db: Db, user: Principal, bidId: number): Promise<{ bid: StoredBid; listing: LockedListing }> {
  const found = await db.query<{ listing_id: number }>('SELECT listing_id FROM exchange_bids WHERE id = $1', [bidId]);
  const listing = (await lockListing(db, user, found.rows[0]!.listing_id, 'SHARE'))!;
  const r = await db.query<StoredBid>('SELECT id, listing_id, bidder_fp_id, status, version FROM exchange_bids WHERE id = $1 FOR UPDATE', [bidId]);
  const bid = r.rows[0]!;
  if (bid.bidder_fp_id !== user.orgId) throw forbidden(M.ONLY_BIDDER);
  return { bid, listing };
}

/** Amends a live bid while bidding is open; the version must be the stored one (409 otherwise). */
export async function amendBid(db: Db, user: Principal, bidId: number, body: Static<typeof AmendBidBody>): Promise<BidRef> {
  const { bid, listing } = await lockBid(db, user, bidId);
  if (listing.phase === 'after') throw conflict(M.BID_CLOSED);
  if (bid.status !== 'submitted') throw conflict(M.BID_NOT_LIVE);
  if (bid.version !== body.version) throw conflict(M.BID_STALE);
  checkTerms(listing, body.price, body.mw);
  await db.query(`UPDATE exchange_bids SET price = $2, mw = $3, version = version + 1, updated = now() WHERE id = $1`, [bidId, body.price, body.mw]);
  const ref = { id: bidId, listing: bid.listing_id, bidder: bid.bidder_fp_id, status: 'submitted', version: bid.version + 1 };
  await recordEvent(db, bid.listing_id, user, 'bid_amended', { bid: bidId, bidder: user.orgId, price: body.price, mw: body.mw, version: ref.version });
  await publishBid(db, ref, 'bid_amended');
  return ref;
}

/** Withdraws a live bid while bidding is open. */
export async function withdrawBid(db: Db, user: Principal, bidId: number): Promise<BidRef> {
  const { bid, listing } = await lockBid(db, user, bidId);
  if (listing.phase === 'after') throw conflict(M.BID_CLOSED);
  if (bid.status !== 'submitted') throw conflict(M.BID_NOT_LIVE);
  await db.query(`UPDATE exchange_bids SET status = 'withdrawn', version = version + 1, updated = now() WHERE id = $1`, [bidId]);
  const ref = { id: bidId, listing: bid.listing_id, bidder: bid.bidder_fp_id, status: 'withdrawn', version: bid.version + 1 };
  await recordEvent(db, bid.listing_id, user, 'bid_withdrawn', { bid: bidId, bidder: user.orgId });
  await publishBid(db, ref, 'bid_withdrawn');
  return ref;
}
