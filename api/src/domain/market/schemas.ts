/** The market's rows and bodies (TypeBox): the OpenAPI document and the front ends' types come from these. */
import { Type } from '@sinclair/typebox';
import { HOLIDAY_HANDLING } from '../competitions/holidays.js';
import { DateOnly, DateTime, Nullable, TimeOfDay, literalUnion } from '../../platform/http/schemas.js';
import { RATE_FIELDS } from './rules.js';

export const DECISION_REASONS = ['accepted', 'rejected_by_operator', 'over_price_cap', 'excluded_gsp', 'capacity_met', 'not_in_interval'] as const;
export const DecisionReason = literalUnion(
  DECISION_REASONS,
  'accepted; rejected_by_operator (a manual rejection); over_price_cap (price above the max utilisation rate or guide price); excluded_gsp; capacity_met (the required capacity was already met by cheaper bids); not_in_interval (the bid’s window does not overlap any demand interval)',
);
export const DECISION_METHODS = ['manual', 'auto', 'clearing'] as const;

const Price = Nullable(Type.Number({ minimum: 0, description: 'Per MWh (or MVArh) in the competition currency, at most 2 decimals' }));
const MaxRuntime = Type.String({ minLength: 1, maxLength: 20, description: "Duration 'D HH:MM:SS' or 'HH:MM:SS': hours < 24, minutes and seconds < 60, not zero" });

export const BiddingRules = Type.Object({
  competition: Type.Integer(),
  competition_type: Type.String(),
  rate_fields: Type.Array(literalUnion(RATE_FIELDS), { description: 'The rates a bid in this competition must carry (and the only ones it may)' }),
  capacity_decimals: Type.Integer(),
  price_decimals: Type.Integer(),
  currency: Type.String(),
  unit: literalUnion(['MW', 'MVAr'] as const),
  open: Type.Boolean({ description: 'Bidding is open now' }),
  results_confirmed: Type.Boolean(),
});

export const BallotRow = Type.Object({
  id: Type.Integer(),
  competition: Type.Integer(),
  flex_provider: Type.Integer(),
  is_active: Type.Boolean(),
  created: DateTime,
  updated: DateTime,
  ballot_asset_group: Nullable(
    Type.Object({
      id: Type.Integer(),
      is_active: Type.Boolean(),
      ballot_assets: Type.Array(Type.Object({ flex_asset: Type.Integer(), planned: Type.Boolean({ description: 'Always false: planned assets cannot bid' }) })),
    }),
  ),
  assets: Type.Array(Type.Integer()),
  asset_refs: Type.Array(Type.String()),
  max_capacity: Type.Number({ description: 'What the assets can deliver together in the competition’s power type and direction (MW or MVAr)' }),
  bids: Type.Array(Type.Object({ id: Type.Integer(), service_window: Type.Integer() })),
  bid_count: Type.Integer(),
  results_confirmed: Type.Boolean(),
});

export const BallotCreate = Type.Object(
  {
    competition: Type.Integer({ minimum: 1 }),
    flex_assets: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500, uniqueItems: true, description: 'Your qualifying assets to bid with' }),
  },
  { additionalProperties: false },
);

export const BidOffer = Type.Object(
  {
    service_window: Type.Integer({ minimum: 1 }),
    capacity: Type.Number({ description: 'MW or MVAr, > 0, at most 1 decimal, no more than the ballot’s max_capacity' }),
    max_runtime: MaxRuntime,
    availability_price: Type.Optional(Price),
    utilisation_price: Type.Optional(Price),
    service_fee: Type.Optional(Price),
  },
  { additionalProperties: false },
);

export const BallotSubmit = Type.Object({ bids: Type.Array(BidOffer, { minItems: 1, maxItems: 500 }) }, { additionalProperties: false });

export const BidApproval = Type.Object({
  approved: Type.Boolean(),
  reason: DecisionReason,
  method: literalUnion(DECISION_METHODS),
  paid_price: Nullable(Type.Number()),
  decided: DateTime,
});

export const BidRow = Type.Object({
  id: Type.Integer(),
  ballot: Type.Integer(),
  competition: Type.Integer(),
  competition_name: Type.String(),
  competition_reference: Type.String(),
  competition_status: Type.String(),
  flex_provider: Type.Integer(),
  flex_provider_name: Type.String(),
  service_window: Type.Integer(),
  window_name: Type.String(),
  window_start_time: Type.String(),
  window_end_time: Type.String(),
  window_service_days: Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), { description: 'The days the window serves (Monday = 0)' }),
  period_start: Type.String(),
  period_end: Type.String(),
  capacity: Type.Number(),
  max_runtime: Type.String(),
  availability_price: Nullable(Type.Number()),
  utilisation_price: Nullable(Type.Number()),
  service_fee: Nullable(Type.Number()),
  assets: Type.Array(Type.Integer()),
  asset_refs: Type.Array(Type.String()),
  gsps: Type.Array(Type.String()),
  version: Type.Integer(),
  is_active: Type.Boolean(),
  submitted: DateTime,
  created: DateTime,
  updated: DateTime,
  approval: Type.Union([Type.Null(), BidApproval], { description: 'The decision; a provider sees it once results are confirmed' }),
  outcome: literalUnion(['accepted', 'rejected', 'pending'] as const),
  results_confirmed: Type.Boolean(),
});

export const BidCreate = Type.Composite([Type.Object({ ballot: Type.Integer({ minimum: 1 }) }), BidOffer], { additionalProperties: false });
export const BidUpdate = Type.Object(
  {
    capacity: Type.Number(),
    max_runtime: MaxRuntime,
    availability_price: Type.Optional(Price),
    utilisation_price: Type.Optional(Price),
    service_fee: Type.Optional(Price),
  },
  { additionalProperties: false },
);

export const BidVersion = Type.Object({
  version: Type.Integer(),
  capacity: Type.Number(),
  max_runtime: Type.String(),
  availability_price: Nullable(Type.Number()),
  utilisation_price: Nullable(Type.Number()),
  service_fee: Nullable(Type.Number()),
  created: DateTime,
  created_by_name: Nullable(Type.String()),
});

export const StackingWarning = Type.Object({
  flex_asset: Type.Integer(),
  asset_ref: Type.String(),
  service_window: Type.Integer(),
  window_name: Type.String(),
  other_competition: Type.Integer(),
  other_competition_name: Type.String(),
  other_service_window: Type.Integer(),
  other_window_name: Type.String(),
  other_bid: Type.Integer(),
});

export const BidSummaryRow = Type.Object({
  competition: Type.Integer(),
  competition_name: Type.String(),
  reference: Type.String(),
  competition_type: Type.String(),
  qualification_type: Type.String(),
  power_type: Type.String({ description: 'active_power (capacities in MW) or reactive_power (MVAr)' }),
  status: Type.String(),
  results_confirmed: Type.Boolean(),
  providers: Type.Integer(),
  bids: Type.Integer(),
  capacity_offered: Type.Number(),
  accepted: Type.Integer(),
  rejected: Type.Integer(),
  pending: Type.Integer(),
  accepted_capacity: Type.Number(),
  windows: Type.Array(
    Type.Object({
      service_window: Type.Integer(),
      name: Type.String(),
      start_time: Type.String(),
      end_time: Type.String(),
      capacity_required: Type.Number(),
      bids: Type.Integer(),
      capacity_offered: Type.Number(),
      accepted_capacity: Type.Number(),
    }),
  ),
});

export const DecideBody = Type.Object(
  {
    competition: Type.Integer({ minimum: 1 }),
    decisions: Type.Array(Type.Object({ bid_id: Type.Integer({ minimum: 1 }), approved: Type.Boolean() }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: 5000,
    }),
  },
  { additionalProperties: false },
);

export const McaDemandInterval = Type.Object(
  {
    start_time: TimeOfDay,
    end_time: TimeOfDay,
    max_utilisation_rate: Type.Number({ minimum: 0, maximum: 1_000_000 }),
    required_capacity: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
    exclude_gsps: Nullable(Type.Array(Type.String({ minLength: 1, maxLength: 120 }), { maxItems: 400 })),
    period_dates: Type.Array(DateOnly, { minItems: 2, maxItems: 2, description: '[first, last] date, inclusive' }),
    service_days: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), { minItems: 1, maxItems: 7, uniqueItems: true, description: '0 = Monday … 6 = Sunday; default all' })),
    holiday_handling: Type.Optional(literalUnion(HOLIDAY_HANDLING, 'Default Ignore')),
    window_id: Type.Optional(Nullable(Type.Integer({ minimum: 1, description: 'Service-window mode: only this window’s bids compete' }))),
  },
  { additionalProperties: false },
);

export const McaRunBody = Type.Object(
  { competition: Type.Integer({ minimum: 1 }), demand_intervals: Type.Array(McaDemandInterval, { minItems: 1, maxItems: 400 }) },
  { additionalProperties: false },
);

export const McaConfirmBody = Type.Object(
  {
    competition: Type.Integer({ minimum: 1 }),
    demand_intervals: Type.Array(McaDemandInterval, { minItems: 1, maxItems: 400 }),
    decisions: Type.Array(Type.Object({ bid_id: Type.Integer({ minimum: 1 }), approved: Type.Boolean() }, { additionalProperties: false }), {
      maxItems: 100_000,
      description: 'Every decision of the run being confirmed (mca/decisionsets/), each bid once',
    }),
  },
  { additionalProperties: false },
);

export const McaBidDecision = Type.Object({
  bid_id: Type.Integer(),
  approved: Type.Boolean(),
  reason: DecisionReason,
  intervals: Type.Array(Type.Integer(), { description: 'Indexes of the demand intervals the bid was accepted in' }),
  paid_price: Nullable(Type.Number({ description: 'What an accepted bid is paid per MWh (the lowest over its accepted intervals)' })),
});

export const McaIntervalResult = Type.Object({
  index: Type.Integer(),
  required_capacity: Type.Number(),
  max_utilisation_rate: Type.Number(),
  accepted_capacity: Type.Number({ description: 'The least accepted capacity over the interval’s day-instances' }),
  clearing_price: Nullable(Type.Number({ description: 'The highest accepted price over its instances' })),
  met: Type.Boolean({ description: 'The required capacity was met in every instance' }),
  instances: Type.Integer({ description: 'Concrete days the interval applies to' }),
  bids: Type.Array(Type.Integer(), { description: 'The bids whose windows overlap the interval (and may compete in it), in merit order: the chart’s stack' }),
});

export const McaStackBid = Type.Object({
  bid_id: Type.Integer(),
  flex_provider_name: Type.String(),
  service_window: Type.Integer(),
  window_name: Type.String(),
  capacity: Type.Number(),
  price: Type.Number(),
  gsps: Type.Array(Type.String()),
  submitted: DateTime,
});

export const McaDecisionSet = Type.Object({
  competition: Type.Integer(),
  pricing: literalUnion(['pay_as_bid', 'pay_as_clear', 'fixed_price'] as const),
  currency: Type.String(),
  unit: literalUnion(['MWh', 'MVArh'] as const),
  decisions: Type.Array(McaBidDecision),
  intervals: Type.Array(McaIntervalResult),
  bids: Type.Array(McaStackBid, { description: 'Every active bid of the competition, in merit order' }),
});

export const McaInputParameterSet = Type.Object({
  id: Type.Integer(),
  competition: Type.Integer(),
  demand_intervals: Type.Array(McaDemandInterval),
  created: DateTime,
});
