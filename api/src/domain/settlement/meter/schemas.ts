/** Schemas of the meter-data routes: settlement events, what is required, readings and nominations for machines. */
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, literalUnion } from '../../../platform/http/schemas.js';
import { DecimalString, DIRECTIONS } from '../schemas.js';

export const EVENTS_PAGE_SIZE = 200;
export const MACHINE_MAX_READINGS = 50_000;
export const MACHINE_MAX_NOMINATIONS = 20_000;

const Month = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM: events starting in that month (competition clock)' });

export const SettlementEventsQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: EVENTS_PAGE_SIZE, description: `Page size (default and most ${EVENTS_PAGE_SIZE})` })),
    offset: Type.Optional(Type.Integer({ minimum: 0 })),
    ordering: Type.Optional(literalUnion(['start', '-start'] as const, 'By start (default -start: latest first)')),
    competition: Type.Optional(Type.Integer({ minimum: 1 })),
    month: Type.Optional(Month),
  },
  { additionalProperties: false },
);

export const SettlementEventAnswer = Type.Object({
  id: Type.String({ description: '"<instruction id>-<asset id>"' }),
  instruction: Type.Integer(),
  asset: Type.Integer(),
  asset_ref: Type.String(),
  asset_name: Type.String(),
  competition: Type.Integer(),
  competition_name: Type.String(),
  start: DateTime,
  end: DateTime,
  direction: literalUnion(DIRECTIONS),
  instructed_mw: DecimalString,
  meters: Type.Array(Type.String(), { description: "The asset's import and export meter ids" }),
  has_baseline_data: Type.Boolean(),
  has_actual_data: Type.Boolean(),
  completeness: Type.Integer({ minimum: 0, maximum: 100, description: 'Periods with a metered reading and with a baseline value over twice the periods, in whole % (100 only when both are complete)' }),
  missing_metered: Type.Array(DateTime, { description: 'Start of each event period without a metered reading' }),
  baseline_method: literalUnion(['historical', 'nominated', 'fixed'] as const),
  baseline_missing_days: Type.Array(Type.String({ format: 'date' }), { description: 'History days a historical baseline passed over for missing readings' }),
  baseline_missing_periods: Type.Array(DateTime, { description: 'Event periods without a baseline value' }),
  money_at_stake: DecimalString,
  currency: Type.String(),
});
export type SettlementEventAnswer = Static<typeof SettlementEventAnswer>;

export const RequiredQuery = Type.Object({ competition: Type.Optional(Type.Integer({ minimum: 1 })) }, { additionalProperties: false });

export const RequiredAnswer = Type.Object({
  count: Type.Integer({ description: 'Events that have ended and lack baseline or metered data' }),
  money_at_stake: Type.Array(Type.Object({ currency: Type.String(), amount: DecimalString }), {
    description: "Per currency: the accepted bids' utilisation price × the instructed MWh of those events",
  }),
  events: Type.Array(SettlementEventAnswer),
});
export type RequiredAnswer = Static<typeof RequiredAnswer>;

export const TemplateQuery = Type.Object(
  {
    events: Type.Optional(Type.String({ maxLength: 4000, description: 'Comma-separated event ids, or "required" (the default): every required event' })),
    competition: Type.Optional(Type.String({ pattern: '^\\d{1,9}$', description: "Only this competition's required events" })),
  },
  { additionalProperties: false },
);

export const MachineReading = Type.Object(
  {
    meter_id: Type.String({ minLength: 1, maxLength: 64 }),
    period_start: Type.String({ maxLength: 40, description: 'Start of the period with its UTC offset: 2026-10-14T17:00:00Z' }),
    interval_minutes: Type.Integer({ description: '30 or 15' }),
    value: Type.String({ maxLength: 40, description: 'Decimal text, e.g. "152.25"' }),
    unit: Type.String({ maxLength: 10, description: 'kW (average over the period) or kWh (energy in it)' }),
  },
  { additionalProperties: false },
);

export const MachineReadingsBody = Type.Object(
  { readings: Type.Array(MachineReading, { minItems: 1, maxItems: MACHINE_MAX_READINGS }) },
  { additionalProperties: false },
);

export const ReadingsWritten = Type.Object({
  written: Type.Integer(),
  meters: Type.Integer(),
  from: DateTime,
  to: DateTime,
});
export type ReadingsWritten = Static<typeof ReadingsWritten>;

export const MachineNomination = Type.Object(
  {
    competition: Type.Integer({ minimum: 1 }),
    asset_ref: Type.String({ minLength: 1, maxLength: 200 }),
    period_start: Type.String({ maxLength: 40, description: 'Start of the period with its UTC offset' }),
    mw: Type.String({ maxLength: 40, description: 'MW of net import, decimal text (negative for export)' }),
  },
  { additionalProperties: false },
);

export const MachineNominationsBody = Type.Object(
  { nominations: Type.Array(MachineNomination, { minItems: 1, maxItems: MACHINE_MAX_NOMINATIONS }) },
  { additionalProperties: false },
);

export const NominationsWritten = Type.Object({ written: Type.Integer() });
