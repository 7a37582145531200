/** Alerts: a provider's subscriptions to news of an operator's flexibility market (TypeBox). */
import { Type, type Static } from '@sinclair/typebox';
import { ASSET_TYPES, GeoJsonArea, Kv, Nullable, literalUnion } from '../../platform/http/schemas.js';

export const ALERT_TRIGGERS = ['qualification_open', 'bidding_open', 'results_published', 'milestone_due'] as const;
export type AlertTrigger = (typeof ALERT_TRIGGERS)[number];
export const ALERT_CHANNELS = ['email', 'push', 'webhook'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];
export const ALERT_FREQUENCIES = ['immediate', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

const Name = Type.String({ minLength: 1, maxLength: 120, pattern: '\\S', description: 'What the alert is for (1–120 characters)' });
const Operator = Type.Integer({ minimum: 1, description: 'The market: this system operator’s flexibility market (its competitions)' });
const AreaRefs = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100, uniqueItems: true, description: 'GSP region ids chosen on the map' });
const Boundary = Nullable(GeoJsonArea);
const AssetTypes = Type.Array(literalUnion(ASSET_TYPES), { maxItems: ASSET_TYPES.length, uniqueItems: true, description: 'Asset types (none: any)' });
const Voltages = Type.Array(Kv, { maxItems: 20, uniqueItems: true, description: 'Connection voltages in kV (none: any)' });
const Triggers = Type.Array(literalUnion(ALERT_TRIGGERS), { minItems: 1, maxItems: ALERT_TRIGGERS.length, uniqueItems: true, description: 'What the alert tells' });
const Channels = Type.Array(literalUnion(ALERT_CHANNELS), { minItems: 1, maxItems: ALERT_CHANNELS.length, uniqueItems: true, description: 'How it is delivered' });
const Frequency = literalUnion(ALERT_FREQUENCIES, 'immediate: as each event happens; daily: one digest a day (07:00 UTC)');

export const AlertCreate = Type.Object(
  {
    name: Name,
    operator: Operator,
    area_refs: Type.Optional(AreaRefs),
    boundary: Type.Optional(Boundary),
    asset_types: Type.Optional(AssetTypes),
    voltages: Type.Optional(Voltages),
    triggers: Triggers,
    channels: Channels,
    frequency: Frequency,
  },
  { additionalProperties: false },
);
export type AlertCreate = Static<typeof AlertCreate>;

export const AlertUpdate = Type.Partial(
  Type.Object({
    name: Name,
    operator: Operator,
    area_refs: AreaRefs,
    boundary: Boundary,
    asset_types: AssetTypes,
    voltages: Voltages,
    triggers: Triggers,
    channels: Channels,
    frequency: Frequency,
    is_paused: Type.Boolean({ description: 'Paused alerts tell nothing until resumed' }),
  }),
  { additionalProperties: false, minProperties: 1 },
);
export type AlertUpdate = Static<typeof AlertUpdate>;

export const AlertRow = Type.Object({
  id: Type.Integer(),
  organisation: Type.Integer({ description: 'The provider organisation that owns the alert' }),
  name: Type.String(),
  operator: Type.Integer(),
  operator_name: Type.String(),
  area_refs: Type.Array(Type.Integer()),
  area_names: Type.Array(Type.String(), { description: 'The chosen GSP regions’ names, in area_refs order' }),
  boundary: Nullable(GeoJsonArea),
  asset_types: Type.Array(literalUnion(ASSET_TYPES)),
  voltages: Type.Array(Type.Number()),
  triggers: Type.Array(literalUnion(ALERT_TRIGGERS)),
  channels: Type.Array(literalUnion(ALERT_CHANNELS)),
  frequency: Frequency,
  is_paused: Type.Boolean(),
  unsubscribed: Nullable(Type.String({ format: 'date-time', description: 'When an e-mail’s unsubscribe link paused it' })),
  created_by_name: Type.String({ description: 'Who created it (and receives its e-mails)' }),
  created: Type.String({ format: 'date-time' }),
  updated: Type.String({ format: 'date-time' }),
  last_notified: Nullable(Type.String({ format: 'date-time', description: 'When it last told anything' })),
  pending: Type.Integer({ description: 'Items waiting for the next daily digest' }),
});
export type AlertRow = Static<typeof AlertRow>;

export const AlertList = Type.Array(AlertRow);

export const AlertIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

export const MarketOption = Type.Object({ operator: Type.Integer(), name: Type.String() });
export const MarketOptions = Type.Array(MarketOption, { description: 'Markets an alert may follow: each system operator’s flexibility market' });

export const UnsubscribeBody = Type.Object(
  {
    alert: Type.Integer({ minimum: 1 }),
    token: Type.String({ minLength: 1, maxLength: 200, description: 'The signature from the e-mail’s link' }),
  },
  { additionalProperties: false },
);
export const UnsubscribeAnswer = Type.Object({
  alert: Type.Integer(),
  name: Type.String({ description: 'The alert’s name, so the page can say which alert stopped' }),
  is_paused: Type.Literal(true),
});
