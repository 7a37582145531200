/**
 * The analytics family's shapes (analytics/*). Every report answers the same shape, so one screen
 * and one CSV writer serve all of them: headline figures, one or more tables of typed columns, and
 * a chart drawn from its own points. Column and figure keys are stable: the screens label them
 * (`analytics.column.<key>`) and the CSV header uses them as they are.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateOnly, Nullable, literalUnion } from '../../platform/http/schemas.js';

export const REPORT_TYPES = [
  'procurement-summary',
  'price-benchmarks',
  'delivery-performance',
  'dispatch-operations',
  'spend-invoicing',
  'exchange-liquidity',
  'baseline-accuracy',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const ReportTypeSchema = literalUnion(REPORT_TYPES);

/**
 * How a value reads: `text` a label; `count` a whole number; `number` a decimal (an average); `mw` megawatts and `mwh` megawatt
 * hours (numbers); `money` and `price` decimals as text in the answer's currency (`price` per its
 * unit, named in the column's `unit`); `ratio` a fraction (0.25 reads 25 %); `seconds` a duration;
 * `date` YYYY-MM-DD; `month` YYYY-MM; `flag` true or false.
 */
export const CELL_KINDS = ['text', 'count', 'number', 'mw', 'mwh', 'money', 'price', 'ratio', 'seconds', 'date', 'month', 'flag'] as const;
export type CellKind = (typeof CELL_KINDS)[number];

export const Cell = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);
export type Cell = Static<typeof Cell>;

export const Column = Type.Object({
  key: Type.String({ description: 'Stable key: the CSV header and the screen label `analytics.column.<key>`' }),
  kind: literalUnion(CELL_KINDS),
  /** For `price`: what it is per (`MW/h`, `MWh`, `kW/year`, …). */
  unit: Type.Optional(Type.String()),
});
export type Column = Static<typeof Column>;

export const Table = Type.Object({
  /** `main` first; further tables (invoice ageing, disputes) have their own keys. */
  key: Type.String(),
  columns: Type.Array(Column),
  rows: Type.Array(Type.Record(Type.String(), Cell)),
});
export type Table = Static<typeof Table>;

export const Figure = Type.Object({
  key: Type.String({ description: 'Stable key: the screen label `analytics.figure.<key>`' }),
  kind: literalUnion(CELL_KINDS),
  value: Cell,
  unit: Type.Optional(Type.String()),
});
export type Figure = Static<typeof Figure>;

/**
 * The chart: `x` is a column key of `points` (categories, months or dates, in order); each
 * series is another numeric column of `points`. `bars` for categories, `lines` over time.
 */
export const Chart = Type.Object({
  kind: Type.Union([Type.Literal('bars'), Type.Literal('lines')]),
  x: Column,
  series: Type.Array(Column),
  points: Type.Array(Type.Record(Type.String(), Cell)),
});
export type Chart = Static<typeof Chart>;

/** The filters as applied: the defaults filled in (the last twelve months up to today). */
export const AppliedFilters = Type.Object({
  from: DateOnly,
  to: DateOnly,
  competition: Nullable(Type.Integer()),
  area: Nullable(Type.String()),
  product: Nullable(Type.String()),
  provider: Nullable(Type.Integer()),
});
export type AppliedFilters = Static<typeof AppliedFilters>;

/**
 * Why a report has nothing to show, so the screen says so (and what to do) instead of zeros:
 * `no_data` nothing in the filters' reach; otherwise the records it needs do not exist yet for this
 * operator (`no_competitions`, `no_dispatches`, `no_settlement`, `no_exchange`, `no_meter_data`).
 */
export const EMPTY_REASONS = ['no_data', 'no_competitions', 'no_dispatches', 'no_settlement', 'no_exchange', 'no_meter_data'] as const;

export const Report = Type.Object({
  report: ReportTypeSchema,
  filters: AppliedFilters,
  currency: Type.String({ description: 'The currency of `money` and `price` values' }),
  generated: Type.String({ format: 'date-time' }),
  empty: Nullable(literalUnion(EMPTY_REASONS)),
  figures: Type.Array(Figure),
  chart: Chart,
  tables: Type.Array(Table, { minItems: 1 }),
});
export type Report = Static<typeof Report>;
/** What a report builder returns; the route adds the report type, filters and time. */
export type ReportBody = Omit<Report, 'report' | 'filters' | 'generated'>;

/** Unknown fields are refused (400 naming them), not dropped: a misspelt filter must not widen a report. */
const NO_OTHERS = { additionalProperties: Type.Never() };

const IdFilter = Type.String({ pattern: '^[1-9][0-9]{0,9}$', description: 'An id' });
export const ReportQuery = Type.Object(
  {
    from: Type.Optional(DateOnly),
    to: Type.Optional(DateOnly),
    competition: Type.Optional(IdFilter),
    area: Type.Optional(Type.String({ pattern: '^_[A-P]$', description: 'A GSP group (`_A` … `_P`)' })),
    product: Type.Optional(Type.String({ pattern: '^[a-z_]{1,40}$', description: 'A competition (product) type' })),
    provider: Type.Optional(IdFilter),
    format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv')], { description: '`csv`: the main table as CSV' })),
  },
  NO_OTHERS,
);
export type ReportQuery = Static<typeof ReportQuery>;

const Option = Type.Object({ id: Type.String(), name: Type.String() });
/** What the filters can choose from: the operator's own competitions, areas, products and counterparties. */
export const FilterOptions = Type.Object({
  competitions: Type.Array(Option),
  areas: Type.Array(Option),
  products: Type.Array(Option),
  providers: Type.Array(Option),
});
export type FilterOptions = Static<typeof FilterOptions>;

export const ReportList = Type.Array(Type.Object({ report: ReportTypeSchema, empty: Nullable(literalUnion(EMPTY_REASONS)) }));

/** The filters a scheduled report keeps: no dates, since each send covers the week or month just ended. */
export const ScheduleFilters = Type.Object(
  {
    competition: Type.Optional(IdFilter),
    area: Type.Optional(Type.String({ pattern: '^_[A-P]$', description: 'A GSP group (`_A` … `_P`)' })),
    product: Type.Optional(Type.String({ pattern: '^[a-z_]{1,40}$', description: 'A competition (product) type' })),
    provider: Type.Optional(IdFilter),
  },
  NO_OTHERS,
);
export type ScheduleFilters = Static<typeof ScheduleFilters>;

export const FREQUENCIES = ['weekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const ScheduleBody = Type.Object(
  { report: ReportTypeSchema, frequency: literalUnion(FREQUENCIES), filters: Type.Optional(ScheduleFilters) },
  NO_OTHERS,
);
export type ScheduleBody = Static<typeof ScheduleBody>;

export const ScheduleRow = Type.Object({
  id: Type.Integer(),
  report: ReportTypeSchema,
  frequency: literalUnion(FREQUENCIES),
  filters: ScheduleFilters,
  next_send: DateOnly,
  last_sent: Nullable(Type.String({ format: 'date-time' })),
  created: Type.String({ format: 'date-time' }),
});
export type ScheduleRow = Static<typeof ScheduleRow>;

export const ScheduleIdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });

export const UnsubscribeBody = Type.Object({ token: Type.String({ minLength: 3, maxLength: 200 }) }, NO_OTHERS);
export const UnsubscribeAnswer = Type.Object({ report: ReportTypeSchema, frequency: literalUnion(FREQUENCIES) });
