/** The maxdashboard family's answer shapes (maxdashboard/valuation/, maxdashboard/activity/). */
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable } from '../../platform/http/schemas.js';
import { BID_STATUSES, EXCHANGE_TYPES, LISTING_STATUSES } from '../exchange/schemas.js';

const Money = Type.String({ description: 'An amount in `currency`, rounded to its minor unit (`12.50`)' });

/** One service window of an open competition the organisation's assets qualify for. */
export const ValuationRow = Type.Object({
  competition: Type.Integer(),
  competition_name: Type.String(),
  competition_status: Type.Union([Type.Literal('qualifying'), Type.Literal('qualified'), Type.Literal('open')]),
  window: Type.Integer(),
  window_name: Type.String(),
  period_name: Type.String(),
  unit: Type.Union([Type.Literal('MW'), Type.Literal('MVAr')]),
  /** What the organisation's qualifying assets offer in the competition's direction. */
  eligible_mw: Type.Number(),
  required_mw: Type.Number(),
  /** min(eligible_mw, required_mw). */
  counted_mw: Type.Number(),
  /** Per MW (or MVAr) per hour; null when the competition has no guide price for the window. */
  guide_price: Nullable(Type.Number()),
  /** Delivery hours of the window over its service period (service days and public holidays counted). */
  hours: Type.Number(),
  /** counted_mw × guide_price × hours, or null without a guide price (not counted in the totals). */
  value: Nullable(Money),
  currency: Type.String(),
});
export type ValuationRow = Static<typeof ValuationRow>;

export const Valuation = Type.Object({
  /** The sum of the rows' values, per currency (rows without a value are left out). */
  totals: Type.Array(Type.Object({ currency: Type.String(), amount: Money })),
  rows: Type.Array(ValuationRow),
});
export type Valuation = Static<typeof Valuation>;

const ExchangeType = Type.Union(EXCHANGE_TYPES.map((t) => Type.Literal(t)));
const ListingStatus = Type.Union(LISTING_STATUSES.map((t) => Type.Literal(t)));
const BidStatus = Type.Union(BID_STATUSES.map((t) => Type.Literal(t)));
const Decimal = Type.String({ description: 'A decimal as text' });

export const ActivityListing = Type.Object({
  id: Type.Integer(),
  exchange_type: ExchangeType,
  status: ListingStatus,
  mw: Decimal,
  currency: Type.String(),
  bidding_closes: DateTime,
  created: DateTime,
});

export const ActivityBid = Type.Object({
  id: Type.Integer(),
  listing: Type.Integer(),
  exchange_type: ExchangeType,
  status: BidStatus,
  mw: Decimal,
  price: Decimal,
  currency: Type.String(),
  created: DateTime,
});

export const ActivityTrade = Type.Object({
  id: Type.Integer(),
  reference: Type.String(),
  listing: Type.Integer(),
  exchange_type: ExchangeType,
  side: Type.Union([Type.Literal('sold'), Type.Literal('bought')]),
  mw: Decimal,
  amount: Money,
  currency: Type.String(),
  created: DateTime,
});

const StatusCount = <T extends ReturnType<typeof Type.Union>>(status: T) => Type.Object({ status, count: Type.Integer() });

/** The organisation's exchange activity: counts per status (every status, zeros included) and the latest items. */
export const Activity = Type.Object({
  listings: Type.Object({ total: Type.Integer(), by_status: Type.Array(StatusCount(ListingStatus)), latest: Type.Array(ActivityListing) }),
  bids: Type.Object({ total: Type.Integer(), by_status: Type.Array(StatusCount(BidStatus)), latest: Type.Array(ActivityBid) }),
  trades: Type.Object({ total: Type.Integer(), sold: Type.Integer(), bought: Type.Integer(), latest: Type.Array(ActivityTrade) }),
});
export type Activity = Static<typeof Activity>;
