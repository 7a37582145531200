/**
 * Settlement's TypeBox schemas: a competition's settlement configuration, and what the
 * calculation takes and gives (per-period figures, event results, invoice lines). Quantities
 * and money travel as decimal strings so that no figure passes through binary floating point.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, TimeOfDay, literalUnion } from '../../platform/http/schemas.js';

/** A decimal number written out in full: `-12.5`, `0.333…`; never an exponent. */
export const DecimalString = Type.String({ pattern: '^-?\\d+(\\.\\d+)?$', maxLength: 60, description: 'A decimal number as a string (no exponent)' });
/** A rate or price: a non-negative decimal with at most 6 decimals. */
export const RateString = Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,6})?$', description: 'A non-negative decimal as a string, at most 6 decimals' });

export const SETTLEMENT_COUNTRIES = ['GB', 'IT', 'PT', 'AU', 'US'] as const;
export type SettlementCountry = (typeof SETTLEMENT_COUNTRIES)[number];
export const SETTLEMENT_INTERVALS = [30, 15] as const;
export const DIRECTIONS = ['turn_up', 'turn_down'] as const;
export type Direction = (typeof DIRECTIONS)[number];
export const INVOICE_MODES = ['self_billed', 'provider_issued'] as const;
export const PERFORMANCE_METHODS = ['energy_ratio', 'period_average'] as const;
export const DAY_SELECTIONS = ['highest', 'most_recent'] as const;
export const FIXED_PROFILES = ['zero', 'capacity', 'reference_profile'] as const;

export const Interval = Type.Union([Type.Literal(30), Type.Literal(15)], { description: 'Settlement period length in minutes' });

export const SameDayAdjustment = Type.Object(
  {
    measure_minutes: Type.Integer({ minimum: 15, maximum: 480, description: 'Length of the measurement before the event (minutes)' }),
    gap_minutes: Type.Integer({ minimum: 0, maximum: 480, description: 'How long before the event start the measurement ends (minutes)' }),
    positive_only: Type.Boolean({ description: 'Only ever raise the baseline (the adjustment is at least 0)' }),
    storage_exempt: Type.Boolean({ description: 'No adjustment for storage assets' }),
  },
  { additionalProperties: false },
);
export type SameDayAdjustment = Static<typeof SameDayAdjustment>;

export const HistoricalBaseline = Type.Object(
  {
    method: Type.Literal('historical'),
    days_used: Type.Integer({ minimum: 1, maximum: 30, description: 'X: how many of the candidate days make the mean' }),
    days_considered: Type.Integer({ minimum: 1, maximum: 30, description: 'Y: how many previous days of the same type are candidates' }),
    day_selection: literalUnion(DAY_SELECTIONS, 'Which X of the Y days: the highest mean over the event periods, or the most recent'),
    same_day_adjustment: Nullable(SameDayAdjustment),
  },
  { additionalProperties: false },
);
export type HistoricalBaseline = Static<typeof HistoricalBaseline>;

export const NominatedBaseline = Type.Object(
  {
    method: Type.Literal('nominated'),
    lock_time: TimeOfDay,
    lock_days_before: Type.Integer({ minimum: 0, maximum: 7, description: 'Nominations lock at lock_time this many days before the delivery day, in the competition zone' }),
  },
  { additionalProperties: false },
);
export type NominatedBaseline = Static<typeof NominatedBaseline>;

export const ReferenceProfilePoint = Type.Object({ time: TimeOfDay, mw: DecimalString }, { additionalProperties: false });

export const FixedBaseline = Type.Object(
  {
    method: Type.Literal('fixed'),
    profile: literalUnion(FIXED_PROFILES),
    reference_profile: Type.Optional(Type.Array(ReferenceProfilePoint, { maxItems: 96, description: 'MW per device by period start time (reference_profile only)' })),
    devices: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Number of devices the reference profile is multiplied by' })),
  },
  { additionalProperties: false },
);
export type FixedBaseline = Static<typeof FixedBaseline>;

export const BaselineMethod = Type.Union([HistoricalBaseline, NominatedBaseline, FixedBaseline]);
export type BaselineMethod = Static<typeof BaselineMethod>;

export const SettlementConfig = Type.Object(
  {
    interval_minutes: Interval,
    baseline: BaselineMethod,
    performance_method: literalUnion(PERFORMANCE_METHODS, 'energy_ratio: ΣD/ΣI; period_average: mean of D/I over the instructed periods'),
    min_performance_ratio: Type.Number({ minimum: 0, maximum: 1, description: 'Below it an event earns no utilisation' }),
    penalty_rate: Nullable(RateString),
    invoice_mode: literalUnion(INVOICE_MODES),
    vat_rate_percent: Type.Number({ minimum: 0, maximum: 100 }),
  },
  { additionalProperties: false },
);
export type SettlementConfig = Static<typeof SettlementConfig>;

export const SettlementDefaultsQuery = Type.Object({ country: literalUnion(SETTLEMENT_COUNTRIES, "The operator's country") }, { additionalProperties: false });

// ── What the calculation gives ──────────────────────────────────────────────────────────────

export const BaselineDay = Type.Object({
  date: Type.String({ format: 'date' }),
  ranking_mw: DecimalString,
  readings: Type.Array(Type.Object({ start: DateTime, mw: DecimalString })),
});

export const EXCLUSION_REASONS = ['other_day_type', 'public_holiday', 'event_day', 'missing_data', 'not_selected'] as const;

export const BaselineResult = Type.Object({
  method: literalUnion(['historical', 'nominated', 'fixed'] as const),
  complete: Type.Boolean({ description: 'Whether every period has a baseline (has_baseline_data)' }),
  days_used: Type.Array(BaselineDay),
  days_excluded: Type.Array(Type.Object({ date: Type.String({ format: 'date' }), reason: literalUnion(EXCLUSION_REASONS) })),
  adjustment: Nullable(
    Type.Object({
      mw: DecimalString,
      measured: Type.Array(Type.Object({ start: DateTime, metered: DecimalString, baseline: DecimalString })),
      exempt: Type.Boolean(),
      floored: Type.Boolean({ description: 'A negative adjustment set to 0 (positive only)' }),
    }),
  ),
  periods: Type.Array(Type.Object({ start: DateTime, unadjusted: Nullable(DecimalString), mw: Nullable(DecimalString) })),
});
export type BaselineResult = Static<typeof BaselineResult>;

export const PeriodFigures = Type.Object({
  start: DateTime,
  metered: DecimalString,
  baseline: DecimalString,
  instructed: DecimalString,
  delivered: DecimalString,
  shortfall: DecimalString,
});
export type PeriodFigures = Static<typeof PeriodFigures>;

export const EventDelivery = Type.Object({
  direction: literalUnion(DIRECTIONS),
  interval_minutes: Interval,
  periods: Type.Array(PeriodFigures),
  delivered_mwh: DecimalString,
  instructed_mwh: DecimalString,
  shortfall_mwh: DecimalString,
  performance_ratio: Nullable(DecimalString),
});
export type EventDelivery = Static<typeof EventDelivery>;

export const EventSettlement = Type.Object({
  id: Type.String(),
  has_baseline_data: Type.Boolean(),
  has_actual_data: Type.Boolean(),
  missing_metered: Type.Array(DateTime, { description: 'Start of each event period without a meter reading' }),
  baseline: BaselineResult,
  delivery: Nullable(EventDelivery),
});
export type EventSettlement = Static<typeof EventSettlement>;

export const LINE_KINDS = ['availability', 'utilisation', 'service_fee', 'penalty'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export const InvoiceLine = Type.Object({
  kind: literalUnion(LINE_KINDS),
  quantity: DecimalString,
  unit: literalUnion(['MW·h', 'MWh', 'MW·window'] as const),
  rate: DecimalString,
  factor: DecimalString,
  unrounded: DecimalString,
  amount: DecimalString,
});
export type InvoiceLine = Static<typeof InvoiceLine>;

export const Statement = Type.Object({
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  availability_factor: DecimalString,
  events: Type.Array(
    Type.Object({
      id: Type.String(),
      performance_ratio: Nullable(DecimalString),
      utilisation_paid: Type.Boolean({ description: 'Whether the ratio reached the minimum' }),
      utilisation: DecimalString,
      penalty: DecimalString,
    }),
  ),
  lines: Type.Array(InvoiceLine),
  net: DecimalString,
  vat_rate_percent: DecimalString,
  vat: DecimalString,
  gross: DecimalString,
});
export type Statement = Static<typeof Statement>;

// ── A competition's settlement settings ────────────────────────────────────────────────────

export const CompetitionIdParams = Type.Object({ competition_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }, { additionalProperties: false });

export const SettlementSettingsAnswer = Type.Object({
  competition: Type.Integer(),
  version: Type.Integer({ description: '0 while the competition uses its defaults (nothing stored yet)' }),
  config: SettlementConfig,
  defaults: SettlementConfig,
  country: literalUnion(SETTLEMENT_COUNTRIES, "The operator's country (VAT and interval defaults)"),
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  time_zone: Type.String(),
  holiday_calendar: Type.String(),
  published: Type.Boolean({ description: 'Whether a report has been published: a change now makes a new version' }),
});
export type SettlementSettingsAnswer = Static<typeof SettlementSettingsAnswer>;
