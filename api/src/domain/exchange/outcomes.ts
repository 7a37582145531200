/**
 * A listing's outcome once bidding has closed and no bid is left undecided: each accepted bid
 * becomes a trade (its amount, the premium invoice the seller issues to the buyer, the
 * registration with the delivery body, each side's position before and after; an obligation
 * moves to its buyer) and the listing is awarded; with none accepted it expires.
 */
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/types.js';
import type { HolidayCalendar, HolidayHandling } from '../competitions/holidays.js';
import { Dec } from '../settlement/decimal.js';
import { formatInvoiceNumber, takeSequenceNumber } from '../settlement/invoices/numbering.js';
import { publishListing, publishTrade, recordEvent } from './events.js';
import { dayBefore } from './listings.js';
import {
  capacityPositions,
  capacityPremium,
  daysBetween,
  deliveryYearDays,
  loadModificationPrice,
  monthsBetween,
  obligationPremium,
  wholePositions,
  windowHours,
  type Side,
} from './premium.js';
import { transferObligation } from './transfer.js';

/** Days from the invoice's issue to its due date. */
export const INVOICE_TERMS_DAYS = 30;

type Actor = Pick<Principal, 'userId' | 'orgId'> | null;

interface ListingForTrade {
  id: number;
  exchange_type: 'capacity_market' | 'flexibility_obligation' | 'load_modification';
  flex_provider_id: number;
  currency: string;
  transfer_starts_on: string;
  transfer_ends_on: string;
  agreement_id: number | null;
  obligation_id: number | null;
}

interface AcceptedBid {
  id: number;
  bidder_fp_id: number;
  bidder_fp_name: string;
  created_by: number | null;
  price: string;
  awarded_mw: string;
}

export interface TradeFigures {
  reference_price: string | null;
  amount: string;
  basis: { quantity: string; unit: string; rate: string; factor: string };
  before_after: { seller: Side; buyer: Side };
}

/** The amount of a capacity-market trade and the two sides' positions on the agreement (earlier trades counted). */
async function capacityFigures(db: Db, l: ListingForTrade, bid: AcceptedBid): Promise<TradeFigures> {
  const a = (
    await db.query<{ clear_price: string; delivery_year: number; de_rated_mw: string; sold: string; bought: string }>(
      `SELECT a.clear_price::text, a.delivery_year, a.de_rated_mw::text,
              (SELECT COALESCE(sum(tr.mw), 0)::text FROM exchange_trades tr JOIN exchange_listings x ON x.id = tr.listing_id WHERE x.agreement_id = a.id AND tr.seller_id = $2) AS sold,
              (SELECT COALESCE(sum(tr.mw), 0)::text FROM exchange_trades tr JOIN exchange_listings x ON x.id = tr.listing_id WHERE x.agreement_id = a.id AND tr.buyer_id = $3) AS bought
         FROM exchange_agreements a WHERE a.id = $1`,
      [l.agreement_id, l.flex_provider_id, bid.bidder_fp_id],
    )
  ).rows[0]!;
  const days = daysBetween(l.transfer_starts_on, l.transfer_ends_on);
  const yearDays = deliveryYearDays(a.delivery_year);
  return {
    reference_price: a.clear_price,
    amount: capacityPremium({ clear: a.clear_price, price: bid.price, mw: bid.awarded_mw, startsOn: l.transfer_starts_on, endsOn: l.transfer_ends_on, deliveryYear: a.delivery_year, currency: l.currency }),
    basis: {
      quantity: new Dec(bid.awarded_mw).times(1000).toFixed(),
      unit: 'kW',
      rate: new Dec(a.clear_price).minus(bid.price).toFixed(),
      factor: `${days}/${yearDays}`,
    },
    before_after: capacityPositions(a.clear_price, bid.awarded_mw, new Dec(a.de_rated_mw).minus(a.sold).toFixed(), a.bought, l.currency),
  };
}

/** The amount of an obligation's trade: its window's availability hours in the transfer period. */
async function obligationFigures(db: Db, l: ListingForTrade, bid: AcceptedBid): Promise<TradeFigures> {
  const ob = (
    await db.query<{ availability_rate: string; start_time: string; end_time: string; service_days: number[]; holiday_handling: HolidayHandling; calendar: HolidayCalendar; unit: string }>(
      `SELECT ob.availability_rate::text, to_char(ob.start_time, 'HH24:MI') AS start_time, to_char(ob.end_time, 'HH24:MI') AS end_time, ob.service_days,
              ob.holiday_handling, c.holiday_calendar AS calendar, ob.unit
         FROM obligations ob JOIN competitions c ON c.id = ob.competition_id WHERE ob.id = $1`,
      [l.obligation_id],
    )
  ).rows[0]!;
  const hours = windowHours({
    start_date: l.transfer_starts_on,
    end_date: dayBefore(l.transfer_ends_on),
    start_time: ob.start_time,
    end_time: ob.end_time,
    service_days: ob.service_days,
    holiday_handling: ob.holiday_handling,
    calendar: ob.calendar,
  });
  const payment = new Dec(ob.availability_rate).times(bid.awarded_mw).times(hours);
  return {
    reference_price: ob.availability_rate,
    amount: obligationPremium({ rate: ob.availability_rate, price: bid.price, mw: bid.awarded_mw, hours, currency: l.currency }),
    basis: { quantity: new Dec(bid.awarded_mw).times(hours).toFixed(), unit: `${ob.unit}h`, rate: new Dec(ob.availability_rate).minus(bid.price).toFixed(), factor: '1' },
    before_after: wholePositions(bid.awarded_mw, payment, daysBetween(l.transfer_starts_on, l.transfer_ends_on), l.currency, true),
  };
}

function loadModificationFigures(l: ListingForTrade, bid: AcceptedBid): TradeFigures {
  const months = monthsBetween(l.transfer_starts_on, l.transfer_ends_on);
  const amount = loadModificationPrice({ price: bid.price, mw: bid.awarded_mw, startsOn: l.transfer_starts_on, endsOn: l.transfer_ends_on, currency: l.currency });
  return {
    reference_price: null,
    amount,
    basis: { quantity: new Dec(bid.awarded_mw).times(1000).toFixed(), unit: 'kW', rate: bid.price, factor: String(months) },
    before_after: wholePositions(bid.awarded_mw, new Dec(amount), daysBetween(l.transfer_starts_on, l.transfer_ends_on), l.currency, false),
  };
}

/** Makes the trade of one accepted bid (in the settling transaction); answers its id. */
async function makeTrade(db: Db, l: ListingForTrade, bid: AcceptedBid, actor: Actor): Promise<number> {
  const figures =
    l.exchange_type === 'capacity_market'
      ? await capacityFigures(db, l, bid)
      : l.exchange_type === 'flexibility_obligation'
        ? await obligationFigures(db, l, bid)
        : loadModificationFigures(l, bid);
  const id = (await db.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('exchange_trades', 'id'))::int AS id`)).rows[0]!.id;
  const invoiceNumber = formatInvoiceNumber('invoice', l.flex_provider_id, await takeSequenceNumber(db, l.flex_provider_id));
  await db.query(
    `INSERT INTO exchange_trades (id, reference, listing_id, bid_id, seller_id, buyer_id, mw, price, reference_price, amount, currency, transfer_starts_on, transfer_ends_on,
        invoice_number, invoice_issued_on, invoice_due_on, registration_status, basis, before_after)
     VALUES ($1, 'TR-' || $1::int, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, (now() AT TIME ZONE 'Europe/London')::date,
             (now() AT TIME ZONE 'Europe/London')::date + $14::int, $15, $16, $17)`,
    [
      id, l.id, bid.id, l.flex_provider_id, bid.bidder_fp_id, bid.awarded_mw, bid.price, figures.reference_price, figures.amount, l.currency,
      l.transfer_starts_on, l.transfer_ends_on, invoiceNumber, INVOICE_TERMS_DAYS, l.exchange_type === 'capacity_market' ? 'pending' : 'not_required',
      JSON.stringify(figures.basis), JSON.stringify(figures.before_after),
    ],
  );
  if (l.exchange_type === 'flexibility_obligation') {
    const buyerObligation = await transferObligation(db, {
      obligationId: l.obligation_id!,
      buyerId: bid.bidder_fp_id,
      buyerName: bid.bidder_fp_name,
      transferStartsOn: l.transfer_starts_on,
      acceptedBy: bid.created_by ?? actor?.userId ?? 0,
      tradeId: id,
    });
    await db.query('UPDATE exchange_trades SET buyer_obligation_id = $2 WHERE id = $1', [id, buyerObligation]);
  }
  return id;
}

/**
 * Settles a closed listing with no undecided bid (under its row lock): trades for the accepted
 * bids and 'awarded', or 'expired' with none. False when it is not (yet) to be settled.
 */
export async function settleListing(db: Db, listingId: number, actor: Actor): Promise<boolean> {
  const r = await db.query<ListingForTrade & { status: string; undecided: boolean }>(
    `SELECT l.id, l.exchange_type, l.flex_provider_id, l.currency, to_char(l.transfer_starts_on, 'YYYY-MM-DD') AS transfer_starts_on,
            to_char(l.transfer_ends_on, 'YYYY-MM-DD') AS transfer_ends_on, l.agreement_id, l.obligation_id, l.status,
            EXISTS (SELECT 1 FROM exchange_bids b WHERE b.listing_id = l.id AND b.status = 'submitted') AS undecided
       FROM exchange_listings l WHERE l.id = $1 FOR UPDATE`,
    [listingId],
  );
  const l = r.rows[0];
  if (!l || l.status !== 'closed' || l.undecided) return false;
  const accepted = (
    await db.query<AcceptedBid>(
      `SELECT b.id, b.bidder_fp_id, b.bidder_fp_name, b.created_by, b.price::text, b.awarded_mw::text FROM exchange_bids b
        WHERE b.listing_id = $1 AND b.status = 'accepted' AND NOT EXISTS (SELECT 1 FROM exchange_trades tr WHERE tr.bid_id = b.id)
        ORDER BY b.price, b.created, b.id`,
      [listingId],
    )
  ).rows;
  if (accepted.length === 0) {
    await db.query(`UPDATE exchange_listings SET status = 'expired', updated = now() WHERE id = $1`, [listingId]);
    await recordEvent(db, listingId, actor, 'expired');
    await publishListing(db, listingId, 'expired');
    return true;
  }
  const trades: number[] = [];
  for (const bid of accepted) trades.push(await makeTrade(db, l, bid, actor));
  await db.query(`UPDATE exchange_listings SET status = 'awarded', awarded_at = now(), updated = now() WHERE id = $1`, [listingId]);
  await recordEvent(db, listingId, actor, 'awarded', { trades });
  await publishListing(db, listingId, 'awarded');
  const made = await db.query<{ id: number; reference: string; listing: number; seller: number; buyer: number; registration_status: string }>(
    `SELECT id, reference, listing_id AS listing, seller_id AS seller, buyer_id AS buyer, registration_status FROM exchange_trades WHERE id = ANY ($1::int[]) ORDER BY id`,
    [trades],
  );
  for (const t of made.rows) await publishTrade(db, t, 'created');
  return true;
}
