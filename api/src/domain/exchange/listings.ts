/**
 * Making a listing: the rules of each kind, checked on the server with a message on the field
 * they concern (README.md lists them), then the row. The thing listed is locked for the rest of
 * the transaction (the agreement, the obligation), so concurrent listings of one agreement never
 * list beyond its capacity and one obligation is listed once.
 */
import type { Static } from '@sinclair/typebox';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/types.js';
import { ApiError, badRequest } from '../../errors.js';
import { Dec } from '../settlement/decimal.js';
import { BINDS_UNTIL } from '../contracts/active.js';
import { assertMayList, operatorMarketId, platformMarketId } from './access.js';
import { AGREEMENT_LISTED, AGREEMENT_TRADED, COMMISSIONED, DELIVERY_ENDS, DELIVERY_STARTS, LIVE_LISTING } from './columns.js';
import { recordEvent } from './events.js';
import * as M from './messages.js';
import type { CapacityMarketListingBody, ListingBody, LoadModificationListingBody, ObligationListingBody } from './schemas.js';

type Errors = Record<string, string[]>;
const fill = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);
const add = (errors: Errors, field: string, message: string) => {
  (errors[field] ??= []).push(message);
};
/** A figure without trailing zeros (5.00000 → 5). */
export const plain = (value: InstanceType<typeof Dec> | string) => new Dec(value).toFixed();
/** The day before an exclusive end date (YYYY-MM-DD). */
export const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The values a listing row is inserted with, whatever its kind. */
interface Values {
  exchange_type: Static<typeof ListingBody>['exchange_type'];
  market_id: number;
  mw: string;
  min_fill_mw: string;
  buy_now_price: string | null;
  currency: string;
  transfer_starts_on: string;
  transfer_ends_on: string;
  agreement_id?: number;
  guide_price?: string;
  obligation_id?: number;
  gsp_region_id?: number;
  substation?: string | null;
  lat?: number;
  lon?: number;
  start_time?: string;
  end_time?: string;
  measurement_method?: string;
}

interface Clock {
  now: Date;
  /** Today and tomorrow on the competition clock (Europe/London). */
  today: string;
  tomorrow: string;
  /** The day bidding closes on that clock. */
  closeDay: string;
}

async function clockOf(db: Db, closes: string): Promise<Clock> {
  const r = await db.query<{ now: Date; today: string; tomorrow: string; close_day: string }>(
    `SELECT now() AS now, to_char((now() AT TIME ZONE 'Europe/London')::date, 'YYYY-MM-DD') AS today,
            to_char((now() AT TIME ZONE 'Europe/London')::date + 1, 'YYYY-MM-DD') AS tomorrow,
            to_char(($1::timestamptz AT TIME ZONE 'Europe/London')::date, 'YYYY-MM-DD') AS close_day`,
    [closes],
  );
  const row = r.rows[0]!;
  return { now: new Date(row.now), today: row.today, tomorrow: row.tomorrow, closeDay: row.close_day };
}

/** Checks shared by every kind: the organisation fields, the bidding dates, the quantities. */
function commonChecks(user: Principal, body: Static<typeof ListingBody>, clock: Clock, errors: Errors): void {
  if (body.flex_provider_id !== undefined && body.flex_provider_id !== user.orgId) add(errors, 'flex_provider_id', M.NOT_YOUR_ORG);
  const opens = Date.parse(body.bidding_opens);
  const closes = Date.parse(body.bidding_closes);
  if (!(closes > opens)) add(errors, 'bidding_closes', M.BIDDING_ORDER);
  else if (!(closes > clock.now.getTime())) add(errors, 'bidding_closes', M.CLOSES_PAST);
  const mw = new Dec(body.mw);
  if (mw.lte(0)) add(errors, 'mw', M.MW_POSITIVE);
  if (body.min_fill_mw !== undefined) {
    const min = new Dec(body.min_fill_mw);
    if (min.lte(0)) add(errors, 'min_fill_mw', M.MW_POSITIVE);
    else if (min.gt(mw)) add(errors, 'min_fill_mw', M.MIN_FILL_ABOVE);
  }
}

interface AgreementLock {
  id: number;
  provider_id: number;
  de_rated_mw: string;
  clear_price: string;
  available: string;
  commissioned: boolean;
  delivery_starts: string;
  delivery_ends: string;
}

async function capacityMarket(db: Db, user: Principal, body: Static<typeof CapacityMarketListingBody>, clock: Clock, errors: Errors): Promise<Values | null> {
  // The agreement's row is locked first, so that listings of one agreement are checked one after another.
  const locked = await db.query('SELECT id FROM exchange_agreements WHERE id = $1 AND provider_id = $2 FOR UPDATE', [body.agreement, user.orgId]);
  if (!locked.rows[0]) {
    add(errors, 'agreement', M.AGREEMENT_NOT_YOURS);
    return null;
  }
  const r = await db.query<AgreementLock>(
    `SELECT t.id, t.provider_id, t.de_rated_mw::text, t.clear_price::text, (t.de_rated_mw - ${AGREEMENT_LISTED('t')} - ${AGREEMENT_TRADED('t')})::text AS available,
            ${COMMISSIONED('t')} AS commissioned, to_char(${DELIVERY_STARTS('t')}, 'YYYY-MM-DD') AS delivery_starts, to_char(${DELIVERY_ENDS('t')}, 'YYYY-MM-DD') AS delivery_ends
       FROM exchange_agreements t WHERE t.id = $1`,
    [body.agreement],
  );
  const a = r.rows[0]!;
  if (!a.commissioned) {
    add(errors, 'agreement', M.NOT_COMMISSIONED);
    return null;
  }
  await assertMayList(db, user, await platformMarketId(db, 'capacity_exchange'));
  const mw = new Dec(body.mw);
  const available = new Dec(a.available);
  if (!mw.gt(1)) add(errors, 'mw', M.CM_MW_MIN);
  else if (mw.gt(available)) add(errors, 'mw', fill(M.CM_OVER, { available: plain(Dec.max(available, 0)) }));
  else {
    const keep = available.minus(mw);
    if (keep.gt(0) && keep.lt(1)) add(errors, 'mw', fill(M.CM_KEEP, { available: plain(available), most: plain(available.minus(1)) }));
  }
  const minFill = new Dec(body.min_fill_mw ?? body.mw);
  if (!minFill.gt(1) && !errors.min_fill_mw) add(errors, 'min_fill_mw', M.CM_MIN_FILL);
  const outside = fill(M.CM_TRANSFER_OUTSIDE, { first: a.delivery_starts, last: dayBefore(a.delivery_ends) });
  if (body.transfer_starts_on < a.delivery_starts || body.transfer_starts_on >= a.delivery_ends) add(errors, 'transfer_starts_on', outside);
  else if (body.transfer_starts_on < clock.closeDay) add(errors, 'transfer_starts_on', fill(M.TRANSFER_BEFORE_CLOSE, { day: clock.closeDay }));
  if (body.transfer_ends_on <= body.transfer_starts_on) add(errors, 'transfer_ends_on', M.TRANSFER_ORDER);
  else if (body.transfer_ends_on > a.delivery_ends) add(errors, 'transfer_ends_on', outside);
  const clear = new Dec(a.clear_price);
  if (new Dec(body.guide_price).gt(clear)) add(errors, 'guide_price', fill(M.GUIDE_ABOVE_CLEAR, { clear: a.clear_price }));
  if (body.buy_now_price && new Dec(body.buy_now_price).gt(clear)) add(errors, 'buy_now_price', fill(M.PRICE_ABOVE_REFERENCE, { reference: a.clear_price }));
  return {
    exchange_type: 'capacity_market',
    market_id: await platformMarketId(db, 'capacity_exchange'),
    mw: body.mw,
    min_fill_mw: body.min_fill_mw ?? body.mw,
    buy_now_price: body.buy_now_price ?? null,
    currency: 'GBP',
    transfer_starts_on: body.transfer_starts_on,
    transfer_ends_on: body.transfer_ends_on,
    agreement_id: a.id,
    guide_price: body.guide_price,
  };
}

interface ObligationLock {
  id: number;
  provider_id: number;
  capacity: string;
  availability_rate: string | null;
  currency: string;
  starts_on: string;
  binds_until: string | null;
  operator_id: number;
  listed: boolean;
}

async function obligation(db: Db, user: Principal, body: Static<typeof ObligationListingBody>, clock: Clock, errors: Errors): Promise<Values | null> {
  const locked = await db.query('SELECT id FROM obligations WHERE id = $1 AND provider_id = $2 FOR UPDATE', [body.obligation, user.orgId]);
  if (!locked.rows[0]) {
    add(errors, 'obligation', M.OBLIGATION_NOT_YOURS);
    return null;
  }
  const r = await db.query<ObligationLock>(
    `SELECT ob.id, ob.provider_id, ob.capacity::text, ob.availability_rate::text, ob.currency, to_char(ob.starts_on, 'YYYY-MM-DD') AS starts_on,
            to_char(${BINDS_UNTIL('ob', 'k')}, 'YYYY-MM-DD') AS binds_until, k.operator_id,
            EXISTS (SELECT 1 FROM exchange_listings l WHERE l.obligation_id = ob.id AND ${LIVE_LISTING('l')}) AS listed
       FROM obligations ob JOIN contracts k ON k.id = ob.contract_id WHERE ob.id = $1`,
    [body.obligation],
  );
  const ob = r.rows[0]!;
  if (ob.binds_until === null || ob.binds_until <= clock.tomorrow || (await contractPending(db, ob.id))) {
    add(errors, 'obligation', M.OBLIGATION_NOT_BINDING);
    return null;
  }
  if (ob.availability_rate === null) {
    add(errors, 'obligation', M.OBLIGATION_NO_RATE);
    return null;
  }
  if (ob.listed) {
    add(errors, 'obligation', M.OBLIGATION_LISTED);
    return null;
  }
  const marketId = await operatorMarketId(db, ob.operator_id);
  await assertMayList(db, user, marketId);
  const capacity = new Dec(ob.capacity);
  if (!new Dec(body.mw).eq(capacity)) add(errors, 'mw', fill(M.OBLIGATION_WHOLE, { mw: plain(capacity) }));
  if (body.min_fill_mw !== undefined && !new Dec(body.min_fill_mw).eq(capacity)) add(errors, 'min_fill_mw', fill(M.OBLIGATION_MIN_FILL, { mw: plain(capacity) }));
  const first = ob.starts_on > clock.tomorrow ? ob.starts_on : clock.tomorrow;
  const last = dayBefore(ob.binds_until);
  if (body.transfer_starts_on < first || body.transfer_starts_on > last) add(errors, 'transfer_starts_on', fill(M.OBLIGATION_START, { first, last }));
  else if (body.transfer_starts_on < clock.closeDay) add(errors, 'transfer_starts_on', fill(M.TRANSFER_BEFORE_CLOSE, { day: clock.closeDay }));
  if (body.buy_now_price && new Dec(body.buy_now_price).gt(ob.availability_rate)) {
    add(errors, 'buy_now_price', fill(M.PRICE_ABOVE_REFERENCE, { reference: ob.availability_rate }));
  }
  return {
    exchange_type: 'flexibility_obligation',
    market_id: marketId,
    mw: ob.capacity,
    min_fill_mw: ob.capacity,
    buy_now_price: body.buy_now_price ?? null,
    currency: ob.currency,
    transfer_starts_on: body.transfer_starts_on,
    transfer_ends_on: ob.binds_until,
    obligation_id: ob.id,
  };
}

/** A contract still awaiting acceptance binds nobody (BINDS_UNTIL is null then; this also covers a contract terminated before acceptance). */
async function contractPending(db: Db, obligationId: number): Promise<boolean> {
  const r = await db.query(`SELECT 1 FROM obligations ob JOIN contracts k ON k.id = ob.contract_id WHERE ob.id = $1 AND k.accepted_at IS NULL`, [obligationId]);
  return r.rows.length > 0;
}

const monthStart = (month: string) => `${month}-01`;
const nextMonthStart = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

async function loadModification(db: Db, user: Principal, body: Static<typeof LoadModificationListingBody>, clock: Clock, errors: Errors): Promise<Values | null> {
  const g = await db.query<{ id: number; lat: number; lon: number }>('SELECT id, centre_lat AS lat, centre_lon AS lon FROM gsp_regions WHERE id = $1', [body.gsp_region]);
  const region = g.rows[0];
  if (!region) add(errors, 'gsp_region', M.GSP_UNKNOWN);
  await assertMayList(db, user, await platformMarketId(db, 'load_modifications'));
  if ((body.lat === undefined) !== (body.lon === undefined)) add(errors, body.lat === undefined ? 'lat' : 'lon', M.LM_POINT);
  if (body.start_time.slice(0, 5) === body.end_time.slice(0, 5)) add(errors, 'end_time', M.LM_TIMES);
  if (body.last_month < body.first_month) add(errors, 'last_month', M.LM_MONTHS);
  const starts = monthStart(body.first_month);
  if (starts < clock.closeDay) add(errors, 'first_month', fill(M.TRANSFER_BEFORE_CLOSE, { day: clock.closeDay }));
  if (!region) return null;
  return {
    exchange_type: 'load_modification',
    market_id: await platformMarketId(db, 'load_modifications'),
    mw: body.mw,
    min_fill_mw: body.min_fill_mw ?? body.mw,
    buy_now_price: body.buy_now_price,
    currency: 'GBP',
    transfer_starts_on: starts,
    transfer_ends_on: nextMonthStart(body.last_month),
    gsp_region_id: region.id,
    substation: body.substation ?? null,
    lat: body.lat ?? region.lat,
    lon: body.lon ?? region.lon,
    start_time: body.start_time,
    end_time: body.end_time,
    measurement_method: body.measurement_method,
  };
}

/**
 * Makes a listing for the caller's organisation (a draft, or published: scheduled until bidding
 * opens, open from then). Answers its id and status. 400 with field errors for any broken rule,
 * 403 when the organisation is not approved for the listing's market.
 */
export async function createListing(db: Db, user: Principal, body: Static<typeof ListingBody>): Promise<{ id: number; status: string; bidding_opens: string; bidding_closes: string }> {
  const clock = await clockOf(db, body.bidding_closes);
  const errors: Errors = {};
  commonChecks(user, body, clock, errors);
  const values =
    body.exchange_type === 'capacity_market'
      ? await capacityMarket(db, user, body, clock, errors)
      : body.exchange_type === 'flexibility_obligation'
        ? await obligation(db, user, body, clock, errors)
        : await loadModification(db, user, body, clock, errors);
  if (Object.keys(errors).length || !values) throw badRequest(errors);
  const publish = body.publish === true;
  const status = !publish ? 'draft' : Date.parse(body.bidding_opens) <= clock.now.getTime() ? 'open' : 'scheduled';
  const org = await db.query<{ name: string }>('SELECT name FROM organisations WHERE id = $1', [user.orgId]);
  const r = await db.query<{ id: number }>(
    `INSERT INTO exchange_listings (exchange_type, market_id, flex_provider_id, flex_provider_name, created_by, status, mw, min_fill_mw, sealed, buy_now_price,
        currency, bidding_opens, bidding_closes, transfer_starts_on, transfer_ends_on, notes, agreement_id, guide_price, obligation_id, gsp_region_id,
        substation, lat, lon, start_time, end_time, measurement_method)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26)
     RETURNING id`,
    [
      values.exchange_type, values.market_id, user.orgId, org.rows[0]!.name, user.userId, status, values.mw, values.min_fill_mw, body.sealed ?? true,
      values.buy_now_price, values.currency, body.bidding_opens, body.bidding_closes, values.transfer_starts_on, values.transfer_ends_on,
      body.notes ?? null, values.agreement_id ?? null, values.guide_price ?? null, values.obligation_id ?? null, values.gsp_region_id ?? null,
      values.substation ?? null, values.lat ?? null, values.lon ?? null, values.start_time ?? null, values.end_time ?? null, values.measurement_method ?? null,
    ],
  );
  const id = r.rows[0]!.id;
  await recordEvent(db, id, user, 'created', { status, mw: values.mw });
  if (publish) await recordEvent(db, id, user, 'published', { status });
  return { id, status, bidding_opens: body.bidding_opens, bidding_closes: body.bidding_closes };
}

/** The lister publishes a draft: scheduled, or open when bidding has opened; its closing time must still be ahead. */
export async function publishListing(db: Db, user: Principal, listingId: number): Promise<string> {
  const r = await db.query<{ status: string; flex_provider_id: number; opens_now: boolean; closes_ahead: boolean }>(
    `SELECT status, flex_provider_id, bidding_opens <= now() AS opens_now, bidding_closes > now() AS closes_ahead FROM exchange_listings WHERE id = $1 FOR UPDATE`,
    [listingId],
  );
  const l = r.rows[0]!;
  if (l.status !== 'draft') throw new ApiError(409, { detail: M.NOT_DRAFT });
  if (!l.closes_ahead) throw badRequest({ bidding_closes: [M.CLOSES_PAST] });
  const status = l.opens_now ? 'open' : 'scheduled';
  await db.query(`UPDATE exchange_listings SET status = $2, updated = now() WHERE id = $1`, [listingId, status]);
  await recordEvent(db, listingId, user, 'published', { status });
  return status;
}
