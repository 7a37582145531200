/**
 * The exchange's TypeBox schemas: capacity-market agreements, listings of three kinds, bids,
 * decisions, trades with their premium invoice and registration with the delivery body, and the
 * listing history. Quantities are MW for every kind (a load modification's turn-down is shown in
 * kW by the screens); prices and amounts travel as decimal strings in the listing's currency.
 * Dates are calendar dates; every `*_ends_on` is the first day the period no longer runs (shown
 * one day earlier, as contracts). Rules in README.md.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateOnly, DateTime, Nullable, NullableDateTime, TimeOfDay, literalUnion } from '../../platform/http/schemas.js';
import { DecimalString } from '../settlement/schemas.js';

export const EXCHANGE_TYPES = ['capacity_market', 'flexibility_obligation', 'load_modification'] as const;
export type ExchangeType = (typeof EXCHANGE_TYPES)[number];
export const LISTING_STATUSES = ['draft', 'scheduled', 'open', 'closed', 'awarded', 'withdrawn', 'expired'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const BID_STATUSES = ['submitted', 'withdrawn', 'accepted', 'rejected', 'lapsed'] as const;
export type ExchangeBidStatus = (typeof BID_STATUSES)[number];
export const AGREEMENT_TYPES = ['T-4', 'T-1'] as const;
export const MEASUREMENT_METHODS = ['half_hourly_baseline', 'meter_before_after', 'sub_metered'] as const;
export const REGISTRATION_STATUSES = ['pending', 'submitted', 'confirmed', 'rejected', 'not_required'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const DECISIONS = ['accept', 'reject'] as const;

/** A positive quantity in MW, at most 5 decimals (1 W). */
export const MwString = Type.String({ pattern: '^\\d{1,9}(\\.\\d{1,5})?$', description: 'MW as a decimal string, at most 5 decimals' });
/** A price: non-negative, at most 2 decimals. */
export const PriceString = Type.String({ pattern: '^\\d{1,10}(\\.\\d{1,2})?$', description: 'A price as a decimal string, at most 2 decimals' });
const Month = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' });

// ---------------------------------------------------------------------------------------------
// Capacity-market agreements

export const AgreementRow = Type.Object({
  id: Type.Integer(),
  flex_provider: Type.Integer(),
  flex_provider_name: Type.String(),
  agreement_number: Type.String(),
  unit_id: Type.String(),
  agreement_type: literalUnion(AGREEMENT_TYPES),
  delivery_year: Type.Integer({ description: 'The delivery year starting on 1 October of this year' }),
  delivery_starts_on: DateOnly,
  delivery_ends_on: Type.String({ format: 'date', description: '1 October of the next year (the first day after the delivery year)' }),
  de_rated_mw: DecimalString,
  clear_price: DecimalString,
  planned_asset: Nullable(Type.Integer({ description: 'The planned asset of a unit still being built' })),
  commissioned: Type.Boolean({ description: 'False while the planned asset’s commissioning milestone is not accepted (the agreement cannot be listed)' }),
  listed_mw: DecimalString,
  traded_mw: DecimalString,
  available_mw: DecimalString,
  created: DateTime,
});
export type AgreementRow = Static<typeof AgreementRow>;

export const AgreementBody = Type.Object(
  {
    agreement_number: Type.String({ minLength: 1, maxLength: 60 }),
    unit_id: Type.String({ minLength: 1, maxLength: 60 }),
    agreement_type: literalUnion(AGREEMENT_TYPES),
    delivery_year: Type.Integer({ minimum: 2000, maximum: 2100 }),
    de_rated_mw: MwString,
    clear_price: PriceString,
    planned_asset: Type.Optional(Nullable(Type.Integer())),
  },
  { additionalProperties: false },
);
export type AgreementBody = Static<typeof AgreementBody>;

// ---------------------------------------------------------------------------------------------
// Listings

const CapacityMarketPart = Type.Object({
  agreement: Type.Integer(),
  agreement_number: Type.String(),
  unit_id: Type.String(),
  agreement_type: literalUnion(AGREEMENT_TYPES),
  delivery_year: Type.Integer(),
  clear_price: DecimalString,
  guide_price: DecimalString,
});

const ObligationPart = Type.Object({
  obligation: Type.Integer(),
  contract_reference: Type.String(),
  competition: Type.Integer(),
  competition_name: Type.String(),
  system_operator: Type.Integer(),
  system_operator_name: Type.String(),
  window_name: Type.String(),
  start_time: Type.String({ description: 'HH:MM, competition clock' }),
  end_time: Type.String({ description: 'HH:MM, competition clock' }),
  service_days: Type.Array(Type.Integer({ minimum: 0, maximum: 6 })),
  availability_rate: Nullable(DecimalString),
  utilisation_rate: Nullable(DecimalString),
  service_fee: Nullable(DecimalString),
  obligation_starts_on: DateOnly,
  obligation_ends_on: DateOnly,
});

const LoadModificationPart = Type.Object({
  gsp_region: Type.Integer(),
  gsp_name: Type.String(),
  substation: Nullable(Type.String()),
  lat: Type.Number(),
  lon: Type.Number(),
  start_time: Type.String({ description: 'HH:MM, local clock' }),
  end_time: Type.String({ description: 'HH:MM, local clock' }),
  measurement_method: literalUnion(MEASUREMENT_METHODS),
});

export const ListingRow = Type.Object({
  id: Type.Integer(),
  reference: Type.String({ description: 'EX-<id>' }),
  exchange_type: literalUnion(EXCHANGE_TYPES),
  market: Type.Integer(),
  flex_provider: Type.Integer({ description: 'The listing organisation' }),
  flex_provider_name: Type.String(),
  status: literalUnion(LISTING_STATUSES),
  mw: DecimalString,
  min_fill_mw: DecimalString,
  sealed: Type.Boolean({ description: 'Sealed: bidders see only their own bids; otherwise the number of bids and the best price show' }),
  buy_now_price: Nullable(DecimalString),
  currency: Type.String(),
  price_unit: Type.String({ description: 'What prices on this listing are per: GBP/kW/year, the obligation’s availability unit, GBP/kW/month' }),
  bidding_opens: DateTime,
  bidding_closes: DateTime,
  transfer_starts_on: DateOnly,
  transfer_ends_on: Type.String({ format: 'date', description: 'The first day after the transfer' }),
  notes: Nullable(Type.String()),
  withdrawn_reason: Nullable(Type.String()),
  capacity_market: Nullable(CapacityMarketPart),
  flexibility_obligation: Nullable(ObligationPart),
  load_modification: Nullable(LoadModificationPart),
  bid_count: Nullable(Type.Integer({ description: 'Null on a sealed listing unless the caller is its lister' })),
  best_price: Nullable(DecimalString),
  my_bid: Nullable(Type.Integer({ description: 'The caller’s live or decided bid on this listing' })),
  is_mine: Type.Boolean(),
  can_bid: Type.Boolean({ description: 'The caller may bid now (approved for the market, qualified where it must be, bidding open, not the lister)' }),
  cannot_bid_reason: Nullable(Type.String()),
  closed_at: NullableDateTime,
  awarded_at: NullableDateTime,
  created: DateTime,
  updated: DateTime,
});
export type ListingRow = Static<typeof ListingRow>;

const ListingCommon = {
  mw: MwString,
  min_fill_mw: Type.Optional(MwString),
  sealed: Type.Optional(Type.Boolean()),
  buy_now_price: Type.Optional(Nullable(PriceString)),
  bidding_opens: DateTime,
  bidding_closes: DateTime,
  notes: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  publish: Type.Optional(Type.Boolean({ description: 'Publish at once (scheduled or open by its dates); otherwise saved as a draft' })),
  flex_provider_id: Type.Optional(Type.Integer({ description: 'Added by the screen after GET of the flex provider by role id; must be the caller’s organisation' })),
  flex_provider_name: Type.Optional(Type.String({ maxLength: 200 })),
};

export const CapacityMarketListingBody = Type.Object(
  {
    exchange_type: Type.Literal('capacity_market'),
    agreement: Type.Integer(),
    guide_price: PriceString,
    transfer_starts_on: DateOnly,
    transfer_ends_on: DateOnly,
    ...ListingCommon,
  },
  { additionalProperties: false },
);

export const ObligationListingBody = Type.Object(
  {
    exchange_type: Type.Literal('flexibility_obligation'),
    obligation: Type.Integer(),
    transfer_starts_on: DateOnly,
    ...ListingCommon,
  },
  { additionalProperties: false },
);

export const LoadModificationListingBody = Type.Object(
  {
    exchange_type: Type.Literal('load_modification'),
    gsp_region: Type.Integer(),
    substation: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 120 }))),
    lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
    lon: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
    start_time: TimeOfDay,
    end_time: TimeOfDay,
    first_month: Month,
    last_month: Month,
    measurement_method: literalUnion(MEASUREMENT_METHODS),
    ...ListingCommon,
    buy_now_price: PriceString,
  },
  { additionalProperties: false },
);

export const ListingBody = Type.Union([CapacityMarketListingBody, ObligationListingBody, LoadModificationListingBody]);
export type ListingBody = Static<typeof ListingBody>;

export const WithdrawBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 1000 }) }, { additionalProperties: false });

// ---------------------------------------------------------------------------------------------
// Bids and decisions

export const ExchangeBidRow = Type.Object({
  id: Type.Integer(),
  listing: Type.Integer(),
  listing_reference: Type.String(),
  exchange_type: literalUnion(EXCHANGE_TYPES),
  bidder_fp_id: Type.Integer(),
  bidder_fp_name: Type.String(),
  price: DecimalString,
  mw: DecimalString,
  status: literalUnion(BID_STATUSES),
  awarded_mw: Nullable(DecimalString),
  decision_reason: Nullable(Type.String()),
  decided_at: NullableDateTime,
  version: Type.Integer(),
  created: DateTime,
  updated: DateTime,
});
export type ExchangeBidRow = Static<typeof ExchangeBidRow>;

export const BidBody = Type.Object(
  {
    listing: Type.Integer(),
    price: PriceString,
    mw: MwString,
    bidder_fp_id: Type.Optional(Type.Integer({ description: 'Added by the screen after GET of the flex provider by role id; must be the caller’s organisation' })),
    bidder_fp_name: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type BidBody = Static<typeof BidBody>;

export const BuyBody = Type.Object(
  { price: PriceString },
  { additionalProperties: false, description: 'The buy-now price the buyer saw: 409 when the listing’s price is no longer this' },
);

export const AmendBidBody = Type.Object({ price: PriceString, mw: MwString, version: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

export const DecisionsBody = Type.Object(
  {
    decisions: Type.Array(
      Type.Object(
        {
          bid: Type.Integer(),
          decision: literalUnion(DECISIONS),
          mw: Type.Optional(MwString),
          reason: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
        },
        { additionalProperties: false },
      ),
      { maxItems: 500 },
    ),
    close_early: Type.Optional(Type.Boolean({ description: 'Close bidding now (before its closing time)' })),
  },
  { additionalProperties: false },
);
export type DecisionsBody = Static<typeof DecisionsBody>;

export const RankingRow = Type.Object({
  bid: Type.Integer(),
  bidder_fp_name: Type.String(),
  price: DecimalString,
  mw: DecimalString,
  premium_per_kw_year: Nullable(DecimalString),
  proposed_mw: Nullable(DecimalString),
  decision: literalUnion(DECISIONS),
  why: Type.String(),
});
export const Ranking = Type.Object({ rows: Type.Array(RankingRow), filled_mw: DecimalString, listing_mw: DecimalString });

// ---------------------------------------------------------------------------------------------
// Trades

export const PositionSide = Type.Object({
  mw_before: DecimalString,
  mw_after: DecimalString,
  monthly_payment_before: DecimalString,
  monthly_payment_after: DecimalString,
});

export const TradeRow = Type.Object({
  id: Type.Integer(),
  reference: Type.String({ description: 'TR-<id>' }),
  listing: Type.Integer(),
  listing_reference: Type.String(),
  exchange_type: literalUnion(EXCHANGE_TYPES),
  seller: Type.Integer(),
  seller_name: Type.String(),
  buyer: Type.Integer(),
  buyer_name: Type.String(),
  mw: DecimalString,
  price: DecimalString,
  reference_price: Nullable(DecimalString),
  amount: DecimalString,
  amount_kind: literalUnion(['premium', 'price'] as const, 'premium: the seller’s premium (clear − bid) × kW × days ÷ days in the year; price: the block’s price'),
  currency: Type.String(),
  transfer_starts_on: DateOnly,
  transfer_ends_on: Type.String({ format: 'date' }),
  invoice_number: Nullable(Type.String()),
  invoice_issued_on: Nullable(DateOnly),
  invoice_due_on: Nullable(DateOnly),
  registration_status: literalUnion(REGISTRATION_STATUSES),
  registration_reference: Nullable(Type.String()),
  registration_note: Nullable(Type.String()),
  registration_updated: NullableDateTime,
  buyer_obligation: Nullable(Type.Integer()),
  before_after: Type.Object({ seller: PositionSide, buyer: PositionSide }),
  created: DateTime,
});
export type TradeRow = Static<typeof TradeRow>;

export const RegistrationBody = Type.Object(
  {
    status: literalUnion(['submitted', 'confirmed', 'rejected'] as const),
    reference: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    note: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type RegistrationBody = Static<typeof RegistrationBody>;

export const TradeDownloads = Type.Object({ invoice_pdf: Nullable(Type.String({ description: 'Signed link, valid 10 minutes, for the caller only' })) });

// ---------------------------------------------------------------------------------------------
// History

export const ListingEventRow = Type.Object({
  id: Type.Integer(),
  at: DateTime,
  actor_name: Nullable(Type.String()),
  actor_org_name: Nullable(Type.String()),
  kind: Type.String({ description: 'created, updated, published, opened, closed, bid_submitted, bid_amended, bid_withdrawn, bid_accepted, bid_rejected, bid_lapsed, awarded, withdrawn, expired, registration_updated' }),
  detail: Type.Record(Type.String(), Type.Unknown()),
});
export type ListingEventRow = Static<typeof ListingEventRow>;

export const ListingHistory = Type.Array(ListingEventRow);

/** A load-modification block as the map shows it. */
export const LoadModificationPin = Type.Object({
  id: Type.Integer(),
  reference: Type.String(),
  lat: Type.Number(),
  lon: Type.Number(),
  mw: DecimalString,
  gsp_name: Type.String(),
  price: Nullable(DecimalString),
  status: literalUnion(LISTING_STATUSES),
});
export const LoadModificationMap = Type.Array(LoadModificationPin);

/** Why the caller may not trade in a listing's market, and how to ask (the screens show it). */
export const AccessState = Type.Object({
  exchange_type: literalUnion(EXCHANGE_TYPES),
  market: Type.Integer(),
  operator_name: Type.Optional(Nullable(Type.String({ description: 'The system operator running a flexibility market (obligations); null for the platform’s markets (always sent)' }))),
  state: literalUnion(['none', 'interest_registered', 'under_review', 'approved', 'refused'] as const),
  reason: Nullable(Type.String()),
});
export const ExchangeAccess = Type.Object({ markets: Type.Array(AccessState), can_buy_load_modifications: Type.Boolean(), can_buy_open_market: Type.Boolean() });

