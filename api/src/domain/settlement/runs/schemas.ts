/**
 * Settlement runs, reports, disputes and delivery performance: the shapes of their requests and
 * answers. Quantities and money are decimal strings (as in the calculation core), never numbers.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, NullableDateTime, literalUnion } from '../../../platform/http/schemas.js';
import { BaselineResult, DecimalString, DIRECTIONS, InvoiceLine, LINE_KINDS, PeriodFigures, Statement } from '../schemas.js';

export const Month = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'A calendar month, YYYY-MM (its days in the competition’s zone)' });
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const RUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const RUN_TRIGGERS = ['operator', 'schedule', 'dispute'] as const;
export const REPORT_STATUSES = ['draft', 'published', 'final', 'superseded'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const DISPUTE_REASONS = ['meter_data', 'baseline', 'instruction', 'price'] as const;
export const DISPUTE_STATUSES = ['open', 'upheld', 'rejected'] as const;
export const DISPUTE_DECISIONS = ['upheld', 'rejected'] as const;

export const RunCreate = Type.Object(
  { competition: Id, month: Month },
  { additionalProperties: false },
);

export const RunRow = Type.Object({
  id: Type.Integer(),
  competition: Type.Integer(),
  competition_name: Type.String(),
  month: Type.String(),
  status: literalUnion(RUN_STATUSES),
  trigger: literalUnion(RUN_TRIGGERS),
  events_total: Nullable(Type.Integer({ description: 'Events found for the month (null until loaded)' })),
  events_done: Type.Integer({ description: 'Events settled so far' }),
  settings_version: Nullable(Type.Integer()),
  error: Nullable(Type.String()),
  created: DateTime,
  started: NullableDateTime,
  finished: NullableDateTime,
  report: Nullable(Type.Integer({ description: 'The report version the run wrote (done runs)' })),
  version: Nullable(Type.Integer()),
});
export type RunRow = Static<typeof RunRow>;

export const RunListQuery = Type.Object(
  {
    competition: Type.Optional(Id),
    month: Type.Optional(Month),
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 200 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);

export const ReportRow = Type.Object({
  id: Type.Integer(),
  competition: Type.Integer(),
  competition_name: Type.String(),
  competition_reference: Type.String(),
  operator: Type.Integer(),
  operator_name: Type.String(),
  month: Type.String(),
  version: Type.Integer(),
  latest: Type.Boolean({ description: 'Whether no later version of this competition and month exists' }),
  status: literalUnion(REPORT_STATUSES),
  settings_version: Type.Integer(),
  currency: Type.String(),
  interval_minutes: Type.Integer(),
  events_count: Type.Integer({ description: 'Events in the report (a provider: its own)' }),
  net: DecimalString,
  vat: DecimalString,
  gross: DecimalString,
  created: DateTime,
  published_at: NullableDateTime,
  dispute_window_ends: NullableDateTime,
  finalised_at: NullableDateTime,
  open_disputes: Type.Integer(),
  run: Type.Integer(),
});
export type ReportRow = Static<typeof ReportRow>;

export const ReportListQuery = Type.Object(
  {
    competition: Type.Optional(Id),
    month: Type.Optional(Month),
    status: Type.Optional(literalUnion(REPORT_STATUSES)),
    latest: Type.Optional(Type.Boolean({ description: 'Only the latest version of each competition and month' })),
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);

export const StatementRow = Type.Object({
  provider: Type.Integer(),
  provider_name: Type.String(),
  statement: Statement,
  net: DecimalString,
  vat: DecimalString,
  gross: DecimalString,
});

export const DisputeRow = Type.Object({
  id: Type.Integer(),
  report: Type.Integer(),
  version: Type.Integer(),
  competition: Type.Integer(),
  competition_name: Type.String(),
  month: Type.String(),
  provider: Type.Integer(),
  provider_name: Type.String(),
  event: Nullable(Type.String({ description: 'The disputed event, or null for the whole report' })),
  reason: literalUnion(DISPUTE_REASONS),
  note: Type.String(),
  status: literalUnion(DISPUTE_STATUSES),
  created: DateTime,
  decided_at: NullableDateTime,
  decision_note: Nullable(Type.String()),
  rerun: Nullable(Type.Integer({ description: 'The rerun an upheld dispute started' })),
});
export type DisputeRow = Static<typeof DisputeRow>;

export const ReportDetail = Type.Composite([
  ReportRow,
  Type.Object({ statements: Type.Array(StatementRow), disputes: Type.Array(DisputeRow) }),
]);

export const ReportEventInputs = Type.Object({
  meter_ids: Type.Array(Type.String()),
  readings: Type.Array(Type.Object({ start: DateTime, mw: DecimalString }), { description: 'The metered MW of each covered period' }),
  missing_metered: Type.Array(DateTime),
  baseline: BaselineResult,
});
export type ReportEventInputs = Static<typeof ReportEventInputs>;

export const ReportEvent = Type.Object({
  id: Type.String({ description: '"<instruction>-<asset>"' }),
  instruction: Type.Integer(),
  asset: Type.Integer(),
  asset_ref: Nullable(Type.String()),
  provider: Type.Integer(),
  provider_name: Type.String(),
  start: DateTime,
  end: DateTime,
  direction: literalUnion(DIRECTIONS),
  instructed_mw: DecimalString,
  has_baseline_data: Type.Boolean(),
  has_actual_data: Type.Boolean(),
  performance_ratio: Nullable(DecimalString),
  delivered_mwh: Nullable(DecimalString),
  instructed_mwh: Nullable(DecimalString),
  shortfall_mwh: Nullable(DecimalString),
  utilisation_paid: Type.Boolean(),
  utilisation: DecimalString,
  penalty: DecimalString,
  inputs: ReportEventInputs,
  periods: Type.Array(PeriodFigures),
});
export type ReportEvent = Static<typeof ReportEvent>;

export const ReportEventsQuery = Type.Object(
  {
    provider: Type.Optional(Id),
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
  },
  { additionalProperties: false },
);

export const IdParams = Type.Object({ id: Id });

export const DiffQuery = Type.Object(
  { against: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: 'Another version of the same competition and month (default: the version before)' })) },
  { additionalProperties: false },
);

const Change = literalUnion(['added', 'removed', 'changed', 'unchanged'] as const);

export const ReportDiff = Type.Object({
  report: Type.Integer(),
  version: Type.Integer(),
  against: Nullable(Type.Object({ report: Type.Integer(), version: Type.Integer() })),
  lines: Type.Array(
    Type.Object({
      provider: Type.Integer(),
      provider_name: Type.String(),
      kind: literalUnion([...LINE_KINDS, 'net', 'vat', 'gross'] as const),
      before: Nullable(DecimalString),
      after: Nullable(DecimalString),
      difference: DecimalString,
      change: Change,
    }),
  ),
  events: Type.Array(
    Type.Object({
      id: Type.String(),
      provider: Type.Integer(),
      change: Change,
      before: Nullable(Type.Object({ performance_ratio: Nullable(DecimalString), delivered_mwh: Nullable(DecimalString), utilisation: DecimalString, penalty: DecimalString })),
      after: Nullable(Type.Object({ performance_ratio: Nullable(DecimalString), delivered_mwh: Nullable(DecimalString), utilisation: DecimalString, penalty: DecimalString })),
    }),
  ),
});
export type ReportDiff = Static<typeof ReportDiff>;

export const DisputeCreate = Type.Object(
  {
    event: Type.Optional(Nullable(Type.String({ minLength: 3, maxLength: 40, pattern: '^[0-9]+-[0-9]+$', description: 'One event of the report ("<instruction>-<asset>"); omitted or null: the whole report' }))),
    reason: literalUnion(DISPUTE_REASONS),
    note: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);

export const DisputeDecision = Type.Object(
  {
    decision: literalUnion(DISPUTE_DECISIONS, 'upheld: the report is run again (version n+1); rejected: the report stands'),
    note: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);

export const DisputeListQuery = Type.Object(
  {
    report: Type.Optional(Id),
    competition: Type.Optional(Id),
    status: Type.Optional(literalUnion(DISPUTE_STATUSES)),
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);

// ── Delivery performance (dispatch-performance/v1) ─────────────────────────────────────────

export const PerformanceQuery = Type.Object(
  { month: Month, competition: Type.Optional(Id) },
  { additionalProperties: false },
);

export const DispatchPerformance = Type.Object({
  event: Type.String(),
  report: Type.Integer(),
  version: Type.Integer(),
  report_status: literalUnion(REPORT_STATUSES),
  competition: Type.Integer(),
  competition_name: Type.String(),
  instruction: Type.Integer(),
  asset: Type.Integer(),
  asset_ref: Nullable(Type.String()),
  start: DateTime,
  end: DateTime,
  direction: literalUnion(DIRECTIONS),
  currency: Type.String(),
  interval_minutes: Type.Integer(),
  has_baseline_data: Type.Boolean(),
  has_actual_data: Type.Boolean(),
  performance_ratio: Nullable(DecimalString),
  delivered_mwh: Nullable(DecimalString),
  instructed_mwh: Nullable(DecimalString),
  utilisation_paid: Type.Boolean(),
  utilisation: DecimalString,
  penalty: DecimalString,
  periods: Type.Array(PeriodFigures),
});
export type DispatchPerformance = Static<typeof DispatchPerformance>;

export const PerformanceSummary = Type.Object({
  month: Type.String(),
  competitions: Type.Array(
    Type.Object({
      competition: Type.Integer(),
      competition_name: Type.String(),
      report: Type.Integer(),
      version: Type.Integer(),
      report_status: literalUnion(REPORT_STATUSES),
      currency: Type.String(),
      dispatches: Type.Integer(),
      delivered_mwh: DecimalString,
      instructed_mwh: DecimalString,
      performance_ratio: Nullable(DecimalString),
      lines: Type.Array(InvoiceLine),
      net: DecimalString,
      vat: DecimalString,
      gross: DecimalString,
    }),
  ),
});
export type PerformanceSummary = Static<typeof PerformanceSummary>;

export const Detail = Type.Object({ detail: Type.String() });
