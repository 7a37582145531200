/**
 * The lister's decisions on bids, the automatic ranking the screens apply through them, buying a
 * listing at once, and withdrawing a listing. Each locks the listing row FOR UPDATE before
 * anything else, so decisions, buys, bids and the status job on one listing act one after another.
 */
import type { Static } from '@sinclair/typebox';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/types.js';
import { ApiError, badRequest, forbidden } from '../../errors.js';
import type { Locale } from '../../platform/i18n/locales.js';
import { translate } from '../../platform/i18n/translate.js';
import { Dec } from '../settlement/decimal.js';
import { assertMayBid, lockListing } from './bids.js';
import { AGREEMENT_TRADED, LIVE_LISTING } from './columns.js';
import { publishBid, publishListing, recordEvent } from './events.js';
import { plain } from './listings.js';
import * as M from './messages.js';
import { settleListing } from './outcomes.js';
import type { DecisionsBody, Ranking } from './schemas.js';

type D = InstanceType<typeof Dec>;
const conflict = (detail: string) => new ApiError(409, { detail });
const fill = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);

interface ListingState {
  id: number;
  exchange_type: 'capacity_market' | 'flexibility_obligation' | 'load_modification';
  flex_provider_id: number;
  status: string;
  open_now: boolean;
  mw: string;
  min_fill_mw: string;
  /** Capacity market: what the seller holds of the agreement apart from this listing (de-rated − traded − other live listings). */
  held_apart: string | null;
}

async function listingState(db: Db, listingId: number, lock: boolean): Promise<ListingState> {
  const r = await db.query<ListingState>(
    `SELECT t.id, t.exchange_type, t.flex_provider_id, t.status, t.mw::text, t.min_fill_mw::text,
            (t.status IN ('scheduled', 'open') AND now() < t.bidding_closes) AS open_now,
            (SELECT (a.de_rated_mw - ${AGREEMENT_TRADED('a')}
               - (SELECT COALESCE(sum(o.mw), 0) FROM exchange_listings o WHERE o.agreement_id = a.id AND o.id <> t.id AND ${LIVE_LISTING('o')}))::text
               FROM exchange_agreements a WHERE a.id = t.agreement_id) AS held_apart
       FROM exchange_listings t WHERE t.id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [listingId],
  );
  return r.rows[0]!;
}

interface BidState {
  id: number;
  bidder_fp_id: number;
  bidder_fp_name: string;
  price: string;
  mw: string;
  status: string;
  awarded_mw: string | null;
  version: number;
  created: Date;
}

async function bidsOf(db: Db, listingId: number, lock: boolean): Promise<BidState[]> {
  const r = await db.query<BidState>(
    `SELECT id, bidder_fp_id, bidder_fp_name, price::text, mw::text, status, awarded_mw::text, version, created FROM exchange_bids
      WHERE listing_id = $1 ORDER BY id ${lock ? 'FOR UPDATE' : ''}`,
    [listingId],
  );
  return r.rows;
}

/** Best first: lowest net price (highest premium) for capacity market and obligations, highest price for load modifications; then earliest. */
export function rankOrder(kind: ListingState['exchange_type'], a: Pick<BidState, 'price' | 'created' | 'id'>, b: Pick<BidState, 'price' | 'created' | 'id'>): number {
  const byPrice = new Dec(a.price).comparedTo(b.price) * (kind === 'load_modification' ? -1 : 1);
  if (byPrice !== 0) return byPrice;
  const byTime = new Date(a.created).getTime() - new Date(b.created).getTime();
  return byTime !== 0 ? byTime : a.id - b.id;
}

/** A capacity-market seller must keep nothing of the agreement or at least 1 MW. */
const keepsValid = (keep: D) => keep.isZero() || keep.gte(1);

/**
 * The automatic ranking of the live bids: best first, each filled with as much as is left (at
 * least the minimum fill); for the capacity market each fill also leaves the seller 0 or ≥ 1 MW
 * (a fill that would leave less than 1 MW is cut to leave exactly 1 MW, when that still meets the
 * minimum fill). Bids already accepted count as filled. The premium per kW-year is clear − price.
 */
export async function ranking(db: Db, listingId: number, locale: Locale): Promise<Static<typeof Ranking>> {
  const l = await listingState(db, listingId, false);
  const bids = await bidsOf(db, listingId, false);
  const clear =
    l.exchange_type === 'capacity_market'
      ? (await db.query<{ clear: string }>('SELECT a.clear_price::text AS clear FROM exchange_listings t JOIN exchange_agreements a ON a.id = t.agreement_id WHERE t.id = $1', [listingId])).rows[0]!.clear
      : null;
  const t = (m: string, values: Record<string, string> = {}) => fill(translate(m, locale), values);
  const min = new Dec(l.min_fill_mw);
  let filled = bids.filter((b) => b.status === 'accepted').reduce((s, b) => s.plus(b.awarded_mw ?? 0), new Dec(0));
  const rows: Static<typeof Ranking>['rows'] = [];
  for (const b of bids.filter((x) => x.status === 'submitted').sort((x, y) => rankOrder(l.exchange_type, x, y))) {
    const left = new Dec(l.mw).minus(filled);
    let proposed: D | null = null;
    let why: string;
    if (left.lte(0)) why = t(M.RANK_FULL);
    else if (left.lt(min)) why = t(M.RANK_BELOW_MIN, { left: plain(left) });
    else {
      let take = Dec.min(left, b.mw);
      if (l.held_apart !== null) {
        const keep = new Dec(l.held_apart).minus(filled).minus(take);
        if (!keepsValid(keep)) take = new Dec(l.held_apart).minus(filled).minus(1);
      }
      if (take.lt(min) || take.lte(0)) why = t(M.RANK_CM_KEEP);
      else {
        proposed = take;
        filled = filled.plus(take);
        why = take.lt(b.mw) ? t(M.RANK_PARTIAL, { mw: plain(take), bid: plain(b.mw) }) : t(M.RANK_FILL, { mw: plain(take) });
      }
    }
    rows.push({
      bid: b.id,
      bidder_fp_name: b.bidder_fp_name,
      price: b.price,
      mw: b.mw,
      premium_per_kw_year: clear === null ? null : new Dec(clear).minus(b.price).toFixed(),
      proposed_mw: proposed === null ? null : proposed.toFixed(),
      decision: proposed === null ? 'reject' : 'accept',
      why,
    });
  }
  return { rows, filled_mw: filled.toFixed(), listing_mw: l.mw };
}

/**
 * Applies the lister's decisions: each live bid accepted (with all its MW or a part ≥ the minimum
 * fill) or rejected; close_early first closes an open listing. Checked as a whole before anything
 * is stored: the accepted MW fit the listing and, for the capacity market, leave the seller 0 or
 * ≥ 1 MW. When no bid is left undecided the listing is settled (trades, or expired).
 */
export async function decide(db: Db, user: Principal, listingId: number, body: Static<typeof DecisionsBody>): Promise<void> {
  const l = await listingState(db, listingId, true);
  if (l.flex_provider_id !== user.orgId) throw forbidden(M.ONLY_LISTER);
  if (body.close_early) {
    if (!l.open_now) throw conflict(M.CLOSE_EARLY_NOT_OPEN);
    await db.query(`UPDATE exchange_listings SET status = 'closed', closed_at = now(), updated = now() WHERE id = $1`, [listingId]);
    await recordEvent(db, listingId, user, 'closed', { early: true });
    l.status = 'closed';
  } else if (l.open_now) {
    throw conflict(M.DECISION_OPEN);
  } else if (l.status === 'scheduled' || l.status === 'open') {
    // Bidding has closed and the status job has not yet caught up: close it as the job would.
    await db.query(`UPDATE exchange_listings SET status = 'closed', closed_at = bidding_closes, updated = now() WHERE id = $1`, [listingId]);
    await recordEvent(db, listingId, null, 'closed');
    l.status = 'closed';
  }
  if (l.status !== 'closed') throw conflict(M.DECISION_NOT_TAKING);
  const bids = new Map((await bidsOf(db, listingId, true)).map((b) => [b.id, b]));
  const errors: Array<Record<string, string[]>> = [];
  const seen = new Set<number>();
  const min = new Dec(l.min_fill_mw);
  let accepted = [...bids.values()].filter((b) => b.status === 'accepted').reduce((s, b) => s.plus(b.awarded_mw ?? 0), new Dec(0));
  for (const d of body.decisions) {
    const e: Record<string, string[]> = {};
    const b = bids.get(d.bid);
    if (!b) e.bid = [M.DECISION_UNKNOWN_BID];
    else if (seen.has(d.bid)) e.bid = [M.DECISION_TWICE];
    else if (b.status !== 'submitted') e.bid = [b.status === 'withdrawn' ? M.DECISION_UNKNOWN_BID : M.DECISION_DECIDED];
    else if (d.decision === 'reject' && d.mw !== undefined) e.mw = [M.DECISION_MW_ON_REJECT];
    else if (d.decision === 'accept') {
      const mw = new Dec(d.mw ?? b.mw);
      if (mw.lt(min) || mw.gt(b.mw) || mw.lte(0)) e.mw = [fill(M.DECISION_MW, { min: plain(min), mw: plain(b.mw) })];
      else accepted = accepted.plus(mw);
    }
    seen.add(d.bid);
    errors.push(e);
  }
  if (errors.some((e) => Object.keys(e).length)) throw badRequest({ decisions: errors });
  if (accepted.gt(l.mw)) throw badRequest({ decisions: [fill(M.DECISION_OVER, { filled: plain(accepted), mw: plain(l.mw) })] });
  if (l.held_apart !== null && !keepsValid(new Dec(l.held_apart).minus(accepted))) {
    throw badRequest({ decisions: [fill(M.DECISION_CM_KEEP, { keep: plain(new Dec(l.held_apart).minus(accepted)) })] });
  }
  for (const d of body.decisions) {
    const b = bids.get(d.bid)!;
    const awarded = d.decision === 'accept' ? (d.mw ?? b.mw) : null;
    await db.query(
      `UPDATE exchange_bids SET status = $2, awarded_mw = $3, decision_reason = $4, decided_at = now(), decided_by = $5, version = version + 1, updated = now() WHERE id = $1`,
      [b.id, d.decision === 'accept' ? 'accepted' : 'rejected', awarded, d.reason ?? null, user.userId],
    );
    const kind = d.decision === 'accept' ? 'bid_accepted' : 'bid_rejected';
    await recordEvent(db, listingId, user, kind, { bid: b.id, bidder: b.bidder_fp_id, ...(awarded ? { mw: awarded } : {}) });
    await publishBid(db, { id: b.id, listing: listingId, bidder: b.bidder_fp_id, status: d.decision === 'accept' ? 'accepted' : 'rejected', version: b.version + 1 }, kind);
  }
  if (!(await settleListing(db, listingId, user))) await publishListing(db, listingId, body.close_early ? 'closed' : 'bid_accepted');
}

/**
 * Buys the whole listing at its buy-now price: an accepted bid for the caller, every other live
 * bid rejected, the listing closed and settled at once (one trade, awarded). The price sent must
 * be the listing's (409 when it changed); a listing already bought is 409.
 */
export async function buyNow(db: Db, user: Principal, listingId: number, price: string): Promise<number> {
  const l = (await lockListing(db, user, listingId, 'UPDATE'))!;
  if (l.buy_now_price === null) throw conflict(M.BUY_NO_PRICE);
  if (l.status !== 'open' && l.status !== 'scheduled') throw conflict(M.BUY_NOT_OPEN);
  await assertMayBid(db, user, l);
  if (!new Dec(price).eq(l.buy_now_price)) throw conflict(fill(M.BUY_PRICE_CHANGED, { price: l.buy_now_price }));
  const others = await db.query<{ id: number; bidder_fp_id: number; version: number }>(
    `UPDATE exchange_bids SET status = 'rejected', decided_at = now(), decided_by = $2, version = version + 1, updated = now()
      WHERE listing_id = $1 AND status = 'submitted' RETURNING id, bidder_fp_id, version`,
    [listingId, user.userId],
  );
  const org = await db.query<{ name: string }>('SELECT name FROM organisations WHERE id = $1', [user.orgId]);
  const bid = await db.query<{ id: number }>(
    `INSERT INTO exchange_bids (listing_id, bidder_fp_id, bidder_fp_name, created_by, price, mw, status, awarded_mw, decided_at, decided_by)
     VALUES ($1, $2, $3, $4, $5, $6, 'accepted', $6, now(), $4) RETURNING id`,
    [listingId, user.orgId, org.rows[0]!.name, user.userId, l.buy_now_price, l.mw],
  );
  await db.query(`UPDATE exchange_listings SET status = 'closed', closed_at = now(), updated = now() WHERE id = $1`, [listingId]);
  await recordEvent(db, listingId, user, 'bought', { bid: bid.rows[0]!.id, buyer: user.orgId, price: l.buy_now_price, mw: l.mw });
  for (const o of others.rows) {
    await recordEvent(db, listingId, null, 'bid_rejected', { bid: o.id, bidder: o.bidder_fp_id });
    await publishBid(db, { id: o.id, listing: listingId, bidder: o.bidder_fp_id, status: 'rejected', version: o.version }, 'bid_rejected');
  }
  await settleListing(db, listingId, user);
  const trade = await db.query<{ id: number }>('SELECT id FROM exchange_trades WHERE bid_id = $1', [bid.rows[0]!.id]);
  return trade.rows[0]!.id;
}

/** The lister withdraws a listing nobody has been accepted on yet (its live bids are rejected with the reason). */
export async function withdrawListing(db: Db, user: Principal, listingId: number, reason: string): Promise<void> {
  const l = await listingState(db, listingId, true);
  if (l.flex_provider_id !== user.orgId) throw forbidden(M.ONLY_LISTER);
  const accepted = await db.query(`SELECT 1 FROM exchange_bids WHERE listing_id = $1 AND status = 'accepted'`, [listingId]);
  if (!['draft', 'scheduled', 'open', 'closed'].includes(l.status) || accepted.rows.length) throw conflict(M.NOT_WITHDRAWABLE);
  const text = reason.trim();
  if (!text) throw badRequest({ reason: [M.WITHDRAW_REASON] });
  await db.query(`UPDATE exchange_listings SET status = 'withdrawn', withdrawn_reason = $2, updated = now() WHERE id = $1`, [listingId, text]);
  const rejected = await db.query<{ id: number; bidder_fp_id: number; version: number }>(
    `UPDATE exchange_bids SET status = 'rejected', decision_reason = $2, decided_at = now(), decided_by = $3, version = version + 1, updated = now()
      WHERE listing_id = $1 AND status = 'submitted' RETURNING id, bidder_fp_id, version`,
    [listingId, text, user.userId],
  );
  await recordEvent(db, listingId, user, 'withdrawn', { reason: text });
  for (const b of rejected.rows) await publishBid(db, { id: b.id, listing: listingId, bidder: b.bidder_fp_id, status: 'rejected', version: b.version }, 'bid_rejected');
  await publishListing(db, listingId, 'withdrawn');
}
