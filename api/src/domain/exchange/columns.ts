/**
 * The exchange's answers as SQL over their rows (alias `t`): agreements, listings, bids and
 * trades. Quantities and prices are read as text, never through a JavaScript number. A listing's
 * bid count, best price, the caller's own bid and whether the caller may bid depend on the caller
 * (functions of the resource context).
 */
import type { Principal } from '../../auth/principal.js';
import { raw, sql, type SqlFragment } from '../../db/sql.js';
import type { ResourceContext } from '../../resources/index.js';
import { requestLocale, SOURCE_LOCALE } from '../../platform/i18n/locales.js';
import { translate } from '../../platform/i18n/translate.js';
import * as M from './messages.js';

const orgName = (column: string) => `(SELECT o.name FROM organisations o WHERE o.id = ${column})`;

/** 1 October of the delivery year, and 1 October of the next (the first day after it). */
export const DELIVERY_STARTS = (a = 'a') => `make_date(${a}.delivery_year, 10, 1)`;
export const DELIVERY_ENDS = (a = 'a') => `make_date(${a}.delivery_year + 1, 10, 1)`;

/** Listings that still hold part of what they list (not yet traded, withdrawn or expired). */
export const LIVE_LISTING = (l = 'l') => `NOT (${l}.status IN ('awarded', 'withdrawn', 'expired'))`;

/** MW of an agreement listed in live listings, and MW traded from it. */
export const AGREEMENT_LISTED = (a = 't') =>
  `(SELECT COALESCE(sum(l.mw), 0) FROM exchange_listings l WHERE l.agreement_id = ${a}.id AND ${LIVE_LISTING('l')})`;
export const AGREEMENT_TRADED = (a = 't') =>
  `(SELECT COALESCE(sum(tr.mw), 0) FROM exchange_trades tr JOIN exchange_listings l ON l.id = tr.listing_id WHERE l.agreement_id = ${a}.id)`;

/** Whether a unit still being built has had its commissioning milestone accepted (true for a built unit). */
export const COMMISSIONED = (a = 't') =>
  `(${a}.planned_asset_id IS NULL OR EXISTS (SELECT 1 FROM milestones m WHERE m.planned_asset_id = ${a}.planned_asset_id AND m.kind = 'commissioning' AND m.status = 'accepted'))`;

export const AGREEMENT_COLUMNS: Record<string, string> = {
  flex_provider: 't.provider_id',
  flex_provider_name: orgName('t.provider_id'),
  delivery_starts_on: `to_char(${DELIVERY_STARTS('t')}, 'YYYY-MM-DD')`,
  delivery_ends_on: `to_char(${DELIVERY_ENDS('t')}, 'YYYY-MM-DD')`,
  de_rated_mw: 't.de_rated_mw::text',
  clear_price: 't.clear_price::text',
  planned_asset: 't.planned_asset_id',
  commissioned: COMMISSIONED('t'),
  listed_mw: `${AGREEMENT_LISTED('t')}::text`,
  traded_mw: `${AGREEMENT_TRADED('t')}::text`,
  available_mw: `(t.de_rated_mw - ${AGREEMENT_LISTED('t')} - ${AGREEMENT_TRADED('t')})::text`,
};

/** Bidding is open now: published, its opening come and its close not (the stored status may lag the clock by up to a minute). */
export const BIDDING_OPEN_NOW = (l = 't') => `(${l}.status IN ('scheduled', 'open') AND now() >= ${l}.bidding_opens AND now() < ${l}.bidding_closes)`;

/** The unit prices on a listing are per. */
const PRICE_UNIT = `CASE t.exchange_type WHEN 'capacity_market' THEN t.currency || '/kW/year'
  WHEN 'flexibility_obligation' THEN t.currency || '/' || COALESCE((SELECT ob.unit FROM obligations ob WHERE ob.id = t.obligation_id), 'MW') || '/h'
  ELSE t.currency || '/kW/month' END`;

const CAPACITY_MARKET_PART = `(SELECT json_build_object('agreement', a.id, 'agreement_number', a.agreement_number, 'unit_id', a.unit_id,
    'agreement_type', a.agreement_type, 'delivery_year', a.delivery_year, 'clear_price', a.clear_price::text, 'guide_price', t.guide_price::text)
  FROM exchange_agreements a WHERE a.id = t.agreement_id)`;

const OBLIGATION_PART = `(SELECT json_build_object('obligation', ob.id, 'contract_reference', k.reference, 'competition', c.id, 'competition_name', c.name,
    'system_operator', k.operator_id, 'system_operator_name', op.name, 'window_name', ob.window_name,
    'start_time', to_char(ob.start_time, 'HH24:MI'), 'end_time', to_char(ob.end_time, 'HH24:MI'), 'service_days', ob.service_days,
    'availability_rate', ob.availability_rate::text, 'utilisation_rate', ob.utilisation_rate::text, 'service_fee', ob.service_fee::text,
    'obligation_starts_on', to_char(ob.starts_on, 'YYYY-MM-DD'), 'obligation_ends_on', to_char(ob.ends_on, 'YYYY-MM-DD'))
  FROM obligations ob JOIN contracts k ON k.id = ob.contract_id JOIN competitions c ON c.id = ob.competition_id JOIN organisations op ON op.id = k.operator_id
  WHERE ob.id = t.obligation_id)`;

const LOAD_MODIFICATION_PART = `(SELECT json_build_object('gsp_region', g.id, 'gsp_name', g.name, 'substation', t.substation, 'lat', t.lat, 'lon', t.lon,
    'start_time', to_char(t.start_time, 'HH24:MI'), 'end_time', to_char(t.end_time, 'HH24:MI'), 'measurement_method', t.measurement_method)
  FROM gsp_regions g WHERE g.id = t.gsp_region_id)`;

/** The bids that count on a listing (not withdrawn). */
const COUNTED_BIDS = `FROM exchange_bids b WHERE b.listing_id = t.id AND b.status <> 'withdrawn'`;

/**
 * The best price for the seller: the lowest net price the buyer keeps (capacity market and
 * obligations: the seller's premium is largest), the highest price offered (load modifications).
 */
const BEST_PRICE = `(CASE WHEN t.exchange_type = 'load_modification' THEN (SELECT max(b.price) ${COUNTED_BIDS}) ELSE (SELECT min(b.price) ${COUNTED_BIDS}) END)::text`;

const orgOf = (ctx: ResourceContext | null): number | null => ctx?.user?.orgId ?? null;

/** The caller's own listing, or an open one: the lister sees its bid count and best price always; others only on an open (not sealed) listing. */
const seesBids = (ctx: ResourceContext | null): SqlFragment => {
  const org = orgOf(ctx);
  return org === null ? sql`NOT t.sealed` : sql`(NOT t.sealed OR t.flex_provider_id = ${org}::int)`;
};

/** The provider's assets that qualify (eligible or qualified) for the obligation's competition, as entries check them (entries/entry.ts). */
export const QUALIFIES_SQL = (org: SqlFragment | string, competition: string) =>
  sql`EXISTS (SELECT 1 FROM qualifications q JOIN flex_assets fa ON fa.id = q.flex_asset_id
     WHERE q.competition_id = ${raw(competition)} AND fa.flex_provider_id = ${typeof org === 'string' ? raw(org) : org} AND fa.is_active
       AND q.eligibility_status IN ('eligible', 'qualified'))`;

/** Whether the principal may buy or bid on a listing of this kind at all, by its permissions (the SQL `exchange_type`/`buy_now_price` decide the rest). */
export function bidRoleSql(user: Principal): SqlFragment {
  const provider = user.orgType === 'flexprovider' && user.permissions.includes('manage-bids');
  const loadMod = user.permissions.includes('buy-load-mod');
  const openMarket = user.permissions.includes('buy-from-open-market');
  return sql`CASE WHEN t.exchange_type = 'load_modification' THEN ${loadMod}::boolean
    ELSE ${provider}::boolean OR (${openMarket}::boolean AND t.buy_now_price IS NOT NULL) END`;
}

/** Whether the principal's organisation is approved for the listing's market (or, buying from the open market, for the open market). */
export function approvedSql(user: Principal): SqlFragment {
  const org = user.orgId ?? 0;
  const provider = user.orgType === 'flexprovider' && user.permissions.includes('manage-bids');
  return sql`(EXISTS (SELECT 1 FROM market_access ma WHERE ma.organisation_id = ${org}::int AND ma.market_id = t.market_id AND ma.state = 'approved')
    OR (t.exchange_type <> 'load_modification' AND t.buy_now_price IS NOT NULL AND NOT ${provider}::boolean AND EXISTS (SELECT 1 FROM market_access ma JOIN markets mk ON mk.id = ma.market_id
          WHERE ma.organisation_id = ${org}::int AND mk.kind = 'open_market' AND mk.operator_id IS NULL AND ma.state = 'approved')))`;
}

/**
 * Why the caller may not bid on the listing now, or null: the first of its own listing, no role
 * to bid on this kind, bidding not open, its organisation not approved for the market, no asset
 * qualified for the obligation's competition (messages.ts), in the caller's language.
 */
export function cannotBidSql(ctx: ResourceContext | null): SqlFragment {
  const locale = ctx ? requestLocale(ctx.request) : SOURCE_LOCALE;
  const [OWN_LISTING, NO_ROLE, NOT_OPEN, NOT_APPROVED, NOT_QUALIFIED] = [M.OWN_LISTING, M.NO_ROLE, M.NOT_OPEN, M.NOT_APPROVED, M.NOT_QUALIFIED].map((m) => translate(m, locale));
  const user = ctx?.user;
  if (!user || user.orgId === null) return sql`${NO_ROLE}::text`;
  return sql`CASE WHEN t.flex_provider_id = ${user.orgId}::int THEN ${OWN_LISTING}::text
    WHEN NOT (${bidRoleSql(user)}) THEN ${NO_ROLE}::text
    WHEN NOT ${raw(BIDDING_OPEN_NOW('t'))} THEN ${NOT_OPEN}::text
    WHEN NOT ${approvedSql(user)} THEN ${NOT_APPROVED}::text
    WHEN t.exchange_type = 'flexibility_obligation' AND NOT ${QUALIFIES_SQL(sql`${user.orgId}::int`, '(SELECT ob.competition_id FROM obligations ob WHERE ob.id = t.obligation_id)')}
      THEN ${NOT_QUALIFIED}::text
    END`;
}

export function listingColumns(): Record<string, string | SqlFragment | ((ctx: ResourceContext | null) => string | SqlFragment)> {
  return {
    reference: raw(`'EX-' || t.id`),
    market: 't.market_id',
    flex_provider: 't.flex_provider_id',
    mw: 't.mw::text',
    min_fill_mw: 't.min_fill_mw::text',
    buy_now_price: 't.buy_now_price::text',
    price_unit: PRICE_UNIT,
    transfer_starts_on: `to_char(t.transfer_starts_on, 'YYYY-MM-DD')`,
    transfer_ends_on: `to_char(t.transfer_ends_on, 'YYYY-MM-DD')`,
    capacity_market: CAPACITY_MARKET_PART,
    flexibility_obligation: OBLIGATION_PART,
    load_modification: LOAD_MODIFICATION_PART,
    bid_count: (ctx) => sql`CASE WHEN ${seesBids(ctx)} THEN (SELECT count(*)::int ${raw(COUNTED_BIDS)}) END`,
    best_price: (ctx) => sql`CASE WHEN ${seesBids(ctx)} THEN ${raw(BEST_PRICE)} END`,
    my_bid: (ctx) =>
      sql`(SELECT b.id FROM exchange_bids b WHERE b.listing_id = t.id AND b.bidder_fp_id = ${orgOf(ctx) ?? 0}::int
           ORDER BY (b.status = 'submitted') DESC, b.id DESC LIMIT 1)`,
    is_mine: (ctx) => sql`(t.flex_provider_id = ${orgOf(ctx) ?? 0}::int)`,
    can_bid: (ctx) => sql`(${cannotBidSql(ctx)}) IS NULL`,
    cannot_bid_reason: (ctx) => cannotBidSql(ctx),
  };
}

export const BID_COLUMNS: Record<string, string | SqlFragment> = {
  listing: 't.listing_id',
  listing_reference: raw(`'EX-' || t.listing_id`),
  exchange_type: '(SELECT l.exchange_type FROM exchange_listings l WHERE l.id = t.listing_id)',
  price: 't.price::text',
  mw: 't.mw::text',
  awarded_mw: 't.awarded_mw::text',
};
