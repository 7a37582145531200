/** The markets family's request and answer shapes (flex/markets, markets/*). */
import { Type, type Static } from '@sinclair/typebox';

export const MARKET_KINDS = ['flexibility', 'capacity_exchange', 'load_modifications', 'open_market'] as const;
export const ACCESS_STATES = ['none', 'interest_registered', 'under_review', 'approved', 'refused'] as const;
export const TIERS = ['free', 'basic', 'full', 'enterprise'] as const;
/** What a plan can unlock; the navigation areas among them become upgrade prompts when not included. */
export const PLAN_FEATURES = ['map', 'manage', 'market_access', 'operations', 'exchange', 'settlement', 'analytics', 'api', 'dedicated_support'] as const;

export const MarketKind = Type.Union(MARKET_KINDS.map((k) => Type.Literal(k)));
export const AccessState = Type.Union(ACCESS_STATES.map((k) => Type.Literal(k)));
export const Tier = Type.Union(TIERS.map((k) => Type.Literal(k)));
export const PlanFeature = Type.Union(PLAN_FEATURES.map((k) => Type.Literal(k)));
export type MarketKind = Static<typeof MarketKind>;
export type AccessState = Static<typeof AccessState>;
export type Tier = Static<typeof Tier>;
export type PlanFeature = Static<typeof PlanFeature>;

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const MarketIdParams = Type.Object({ id: Id }, { additionalProperties: false });
export const RegistrationIdParams = Type.Object({ id: Id }, { additionalProperties: false });

/** A market with the caller's organisation's access to it. */
export const Market = Type.Object({
  id: Type.Integer(),
  kind: MarketKind,
  /** The system operator running a flexibility market; null for the platform's own markets. */
  operator: Type.Union([Type.Integer(), Type.Null()]),
  operator_name: Type.Union([Type.String(), Type.Null()]),
  state: AccessState,
  /** Why access was refused (state refused), else null. */
  reason: Type.Union([Type.String(), Type.Null()]),
  registered_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  updated: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type Market = Static<typeof Market>;
export const MarketList = Type.Array(Market);

/** A registration as its reviewer sees it. */
export const Registration = Type.Object({
  id: Type.Integer(),
  market: Type.Integer(),
  market_kind: MarketKind,
  operator_name: Type.Union([Type.String(), Type.Null()]),
  organisation: Type.Integer(),
  organisation_name: Type.String(),
  state: Type.Union([Type.Literal('interest_registered'), Type.Literal('under_review'), Type.Literal('approved'), Type.Literal('refused')]),
  reason: Type.Union([Type.String(), Type.Null()]),
  registered_at: Type.String({ format: 'date-time' }),
  updated: Type.String({ format: 'date-time' }),
});
export type Registration = Static<typeof Registration>;
export const RegistrationList = Type.Array(Registration);

export const Review = Type.Object(
  {
    decision: Type.Union([Type.Literal('under_review'), Type.Literal('approved'), Type.Literal('refused')]),
    /** Required when refusing (shown to the provider); not accepted otherwise. */
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type Review = Static<typeof Review>;

/** One tier: what it unlocks and its seats (null: as many as the contract says). */
export const Plan = Type.Object({
  tier: Tier,
  seats: Type.Union([Type.Integer(), Type.Null()]),
  features: Type.Array(PlanFeature),
  /** Enterprise is arranged with the sales team, never bought on the page. */
  on_contact: Type.Boolean(),
});
export type Plan = Static<typeof Plan>;

export const Seats = Type.Object({
  /** Active members, pending invitations included. */
  used: Type.Integer(),
  /** The organisation's limit: its best plan's (null: no limit). */
  limit: Type.Union([Type.Integer(), Type.Null()]),
});
export type Seats = Static<typeof Seats>;

export const Subscription = Type.Object({
  market: Type.Integer(),
  market_kind: MarketKind,
  operator_name: Type.Union([Type.String(), Type.Null()]),
  tier: Tier,
  features: Type.Array(PlanFeature),
  started: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  renews_on: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  access: AccessState,
});
export type Subscription = Static<typeof Subscription>;

export const SubscriptionsAnswer = Type.Object({
  subscriptions: Type.Array(Subscription),
  seats: Seats,
  /** What the organisation's best plan includes (the navigation reads this). */
  features: Type.Array(PlanFeature),
  plans: Type.Array(Plan),
});
export type SubscriptionsAnswer = Static<typeof SubscriptionsAnswer>;

export const SubscriptionAnswer = Type.Object({
  subscription: Subscription,
  seats: Seats,
  /** Members by state: active, invited (not yet activated). */
  members: Type.Object({ active: Type.Integer(), invited: Type.Integer() }),
  plans: Type.Array(Plan),
});
export type SubscriptionAnswer = Static<typeof SubscriptionAnswer>;
