/**
 * A listing's history as each reader may see it (README.md, "History"). The lister sees every
 * event in full. Anyone else who can see the listing (bidders, the obligation's operator, buyers)
 * sees the listing's own events, and of the bid events: its own bids in full; on a sealed listing
 * nothing of other bids; on an open listing other bids' price and MW without who made them.
 * Registration events reach the trade's two parties only, and an award names only the reader's
 * own trades. A person's name is shown only to their own organisation.
 */
import type { Static } from '@sinclair/typebox';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/types.js';
import type { ListingEventRow } from './schemas.js';

type Event = Static<typeof ListingEventRow>;

interface Stored {
  id: number;
  at: Date;
  actor_name: string | null;
  actor_org_id: number | null;
  actor_org_name: string | null;
  kind: string;
  detail: Record<string, unknown>;
}

const BID_KINDS = new Set(['bid_submitted', 'bid_amended', 'bid_withdrawn', 'bid_accepted', 'bid_rejected', 'bid_lapsed', 'bought']);

export async function listingHistory(db: Db, user: Principal, listing: { id: number; flex_provider: number; sealed: boolean }): Promise<Event[]> {
  const r = await db.query<Stored>(
    `SELECT e.id::int AS id, e.at, NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS actor_name, e.actor_org_id, o.name AS actor_org_name, e.kind, e.detail
       FROM exchange_listing_events e LEFT JOIN users u ON u.id = e.actor_user_id LEFT JOIN organisations o ON o.id = e.actor_org_id
      WHERE e.listing_id = $1 ORDER BY e.id`,
    [listing.id],
  );
  const org = user.orgId;
  const lister = listing.flex_provider === org;
  const mine = await db.query<{ id: number }>('SELECT id FROM exchange_trades WHERE listing_id = $1 AND $2::int IN (seller_id, buyer_id)', [listing.id, org ?? 0]);
  const myTrades = new Set(mine.rows.map((t) => t.id));
  const out: Event[] = [];
  for (const e of r.rows) {
    const own = e.actor_org_id !== null && e.actor_org_id === org;
    const row: Event = { id: e.id, at: new Date(e.at).toISOString(), actor_name: own ? e.actor_name : null, actor_org_name: e.actor_org_name, kind: e.kind, detail: e.detail };
    if (lister) {
      out.push(row);
      continue;
    }
    if (BID_KINDS.has(e.kind)) {
      const bidder = (e.detail.bidder ?? e.detail.buyer) as number | undefined;
      if (bidder === org) out.push(row);
      else if (!listing.sealed) {
        const { bidder: _b, buyer: _y, bid: _i, ...rest } = e.detail;
        out.push({ ...row, actor_org_name: e.actor_org_id === listing.flex_provider ? e.actor_org_name : null, detail: rest });
      }
      continue;
    }
    if (e.kind === 'registration_updated') {
      if (myTrades.has(e.detail.trade as number)) out.push(row);
      continue;
    }
    if (e.kind === 'awarded') {
      out.push({ ...row, detail: { trades: ((e.detail.trades as number[] | undefined) ?? []).filter((t) => myTrades.has(t)) } });
      continue;
    }
    out.push(row);
  }
  return out;
}
