import { Type, type TObject } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types.js';
import { raw, sql, type SqlFragment } from '../../db/sql.js';
import { badRequest, forbidden } from '../../errors.js';
import { registerResource, type ExpandHandler, type ResourceContext, type Row } from '../../resources/index.js';
import { loadRegions, parseGeoJsonArea, regionsInside, saveBoundary } from '../competitions/boundary.js';
import { COMPETITION_STATUSES, competitionStatusAt, isCompetitionStatus, statusRank } from '../competitions/status.js';
import { competitionVisible, includeArchived, statusExpr } from '../competitions/visibility.js';
import type { MultiPolygon } from '../geo/geometry.js';
import { queryValue } from '../http.js';
import { bumpVersion, type QualificationService } from '../qualification/service.js';
import {
  COMPETITION_TYPES,
  Capacity,
  DateOnly,
  GeoJsonArea,
  Kv,
  NEED_DIRECTIONS,
  Nullable,
  NullableDateTime,
  POWER_TYPES,
  QUALIFICATION_TYPES,
  TAGS,
  TimeOfDay,
  literalUnion,
} from './schemas.js';
import { competitionFixtures } from './fixtures.js';

const STATUS = statusExpr('t');
const DATE_FIELDS = ['qualification_open', 'qualification_closed', 'open', 'closed', 'archive_on'] as const;
/** Fields whose change alters qualification. */
const QUALIFYING_FIELDS = ['min_connection_voltage', 'max_connection_voltage', 'power_type', 'need_direction', 'boundary_buffer'];

export const CompetitionRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  reference: Type.String(),
  status: literalUnion(COMPETITION_STATUSES, 'Computed from the dates against the current time'),
  operator: Type.Union([Type.Integer(), Type.Object({}, { additionalProperties: true })], { description: 'Operator id; object with expand=operator' }),
  currency: Type.String(),
  competition_type: literalUnion(COMPETITION_TYPES),
  power_type: literalUnion(POWER_TYPES),
  need_direction: literalUnion(NEED_DIRECTIONS),
  need_type: Nullable(Type.String()),
  qualification_type: literalUnion(QUALIFICATION_TYPES, "'piclo_stac' marks a day-ahead competition"),
  min_connection_voltage: Nullable(Type.Number()),
  max_connection_voltage: Nullable(Type.Number()),
  tag: Nullable(literalUnion(TAGS)),
  fixed_price: Type.Boolean(),
  boundary_buffer: Type.Number({ description: 'km' }),
  qualification_open: NullableDateTime,
  qualification_closed: NullableDateTime,
  open: NullableDateTime,
  closed: NullableDateTime,
  archive_on: NullableDateTime,
  area_refs: Type.Array(Type.Integer(), { description: 'GSP region ids' }),
  gsp_groups: Type.Array(Type.String()),
  contact: Type.String(),
  description: Type.String(),
  minimum_budget: Nullable(Type.Number()),
  maximum_budget: Nullable(Type.Number()),
  availability_guide_price: Nullable(Type.Number()),
  utilisation_guide_price: Nullable(Type.Number()),
  service_fee: Nullable(Type.Number()),
  boundary: Type.Union([Type.Integer(), Type.Null(), Type.Object({}, { additionalProperties: true })], {
    description: 'Boundary id; object with expand=boundary (boundary_fidelity=low|high)',
  }),
  service_periods: Type.Array(Type.Union([Type.Integer(), Type.Object({}, { additionalProperties: true })]), {
    description: 'Ids; objects with expand=service_periods (and .windows)',
  }),
  confirmation: Type.Union([Type.Null(), Type.Object({}, { additionalProperties: true })], { description: 'with expand=confirmation' }),
  is_active: Type.Boolean(),
  created: Type.String({ format: 'date-time' }),
  updated: Type.String({ format: 'date-time' }),
});

const PUBLIC_FIELDS = [
  'id',
  'name',
  'reference',
  'status',
  'operator',
  'currency',
  'competition_type',
  'power_type',
  'need_direction',
  'need_type',
  'qualification_type',
  'min_connection_voltage',
  'max_connection_voltage',
  'tag',
  'fixed_price',
  'boundary_buffer',
  'qualification_open',
  'qualification_closed',
  'open',
  'closed',
  'archive_on',
  'area_refs',
  'boundary',
  'service_periods',
] as const;

const WindowBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120 }),
    start_time: TimeOfDay,
    end_time: TimeOfDay,
    service_days: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), { minItems: 1, maxItems: 7, uniqueItems: true })),
    holiday_handling: Type.Optional(Type.String({ maxLength: 40 })),
    capacity_required: Type.Optional(Capacity),
    minimum_aggregate_asset_size: Type.Optional(Nullable(Capacity)),
    required_response_time: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    minimum_run_time: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    dispatch_estimate: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
    dispatch_duration: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    fixed_availability_price: Type.Optional(Nullable(Type.Number({ minimum: 0 }))),
    fixed_utilisation_price: Type.Optional(Nullable(Type.Number({ minimum: 0 }))),
    fixed_service_fee: Type.Optional(Nullable(Type.Number({ minimum: 0 }))),
    available_hours_override: Type.Optional(Nullable(Type.Number({ minimum: 0 }))),
  },
  { additionalProperties: false },
);

const PeriodBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120 }),
    start: DateOnly,
    end: DateOnly,
    service_windows: Type.Optional(Type.Array(WindowBody, { maxItems: 50 })),
  },
  { additionalProperties: false },
);

const competitionFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  reference: Type.String({ minLength: 1, maxLength: 60 }),
  competition_type: literalUnion(COMPETITION_TYPES),
  power_type: literalUnion(POWER_TYPES),
  need_direction: literalUnion(NEED_DIRECTIONS),
  need_type: Nullable(Type.String({ maxLength: 60 })),
  qualification_type: literalUnion(QUALIFICATION_TYPES),
  min_connection_voltage: Nullable(Kv),
  max_connection_voltage: Nullable(Kv),
  tag: Nullable(literalUnion(TAGS)),
  fixed_price: Type.Boolean(),
  boundary_buffer: Type.Number({ minimum: 0, maximum: 100 }),
  qualification_open: NullableDateTime,
  qualification_closed: NullableDateTime,
  open: NullableDateTime,
  closed: NullableDateTime,
  archive_on: NullableDateTime,
  area_refs: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100, uniqueItems: true }),
  boundary: Nullable(GeoJsonArea),
  contact: Type.String({ maxLength: 200 }),
  description: Type.String({ maxLength: 4000 }),
  minimum_budget: Nullable(Type.Number({ minimum: 0 })),
  maximum_budget: Nullable(Type.Number({ minimum: 0 })),
  availability_guide_price: Nullable(Type.Number({ minimum: 0 })),
  utilisation_guide_price: Nullable(Type.Number({ minimum: 0 })),
  service_fee: Nullable(Type.Number({ minimum: 0 })),
};

const CompetitionCreate = Type.Object(
  {
    name: competitionFields.name,
    reference: competitionFields.reference,
    competition_type: Type.Optional(competitionFields.competition_type),
    power_type: Type.Optional(competitionFields.power_type),
    need_direction: Type.Optional(competitionFields.need_direction),
    need_type: Type.Optional(competitionFields.need_type),
    qualification_type: Type.Optional(competitionFields.qualification_type),
    min_connection_voltage: Type.Optional(competitionFields.min_connection_voltage),
    max_connection_voltage: Type.Optional(competitionFields.max_connection_voltage),
    tag: Type.Optional(competitionFields.tag),
    fixed_price: Type.Optional(competitionFields.fixed_price),
    boundary_buffer: Type.Optional(competitionFields.boundary_buffer),
    qualification_open: Type.Optional(competitionFields.qualification_open),
    qualification_closed: Type.Optional(competitionFields.qualification_closed),
    open: Type.Optional(competitionFields.open),
    closed: Type.Optional(competitionFields.closed),
    archive_on: Type.Optional(competitionFields.archive_on),
    area_refs: Type.Optional(competitionFields.area_refs),
    boundary: Type.Optional(competitionFields.boundary),
    contact: Type.Optional(competitionFields.contact),
    description: Type.Optional(competitionFields.description),
    minimum_budget: Type.Optional(competitionFields.minimum_budget),
    maximum_budget: Type.Optional(competitionFields.maximum_budget),
    availability_guide_price: Type.Optional(competitionFields.availability_guide_price),
    utilisation_guide_price: Type.Optional(competitionFields.utilisation_guide_price),
    service_fee: Type.Optional(competitionFields.service_fee),
    service_periods: Type.Optional(Type.Array(PeriodBody, { maxItems: 20 })),
  },
  { additionalProperties: false },
);

const CompetitionUpdate = Type.Object(
  {
    name: competitionFields.name,
    reference: competitionFields.reference,
    competition_type: competitionFields.competition_type,
    power_type: competitionFields.power_type,
    need_direction: competitionFields.need_direction,
    need_type: Type.Optional(competitionFields.need_type),
    qualification_type: competitionFields.qualification_type,
    min_connection_voltage: competitionFields.min_connection_voltage,
    max_connection_voltage: competitionFields.max_connection_voltage,
    tag: competitionFields.tag,
    fixed_price: competitionFields.fixed_price,
    boundary_buffer: competitionFields.boundary_buffer,
    qualification_open: competitionFields.qualification_open,
    qualification_closed: competitionFields.qualification_closed,
    open: competitionFields.open,
    closed: competitionFields.closed,
    archive_on: competitionFields.archive_on,
    area_refs: Type.Optional(competitionFields.area_refs),
    boundary: Type.Optional(competitionFields.boundary),
    contact: Type.Optional(competitionFields.contact),
    description: Type.Optional(competitionFields.description),
    minimum_budget: Type.Optional(competitionFields.minimum_budget),
    maximum_budget: Type.Optional(competitionFields.maximum_budget),
    availability_guide_price: Type.Optional(competitionFields.availability_guide_price),
    utilisation_guide_price: Type.Optional(competitionFields.utilisation_guide_price),
    service_fee: Type.Optional(competitionFields.service_fee),
  },
  { additionalProperties: false },
);

// ---- validation ---------------------------------------------------------------------------

function ms(v: unknown): number | null {
  if (v === null || v === undefined) return null;
  const t = v instanceof Date ? v.getTime() : Date.parse(String(v));
  return Number.isNaN(t) ? null : t;
}

/** Field errors of a merged competition (dates in order, voltage range, budgets). */
export function competitionErrors(c: Row): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  let previous: { field: string; t: number } | null = null;
  for (const field of DATE_FIELDS) {
    const t = ms(c[field]);
    if (t === null) continue;
    if (previous && t < previous.t) add(field, `Must not be before ${previous.field.replace(/_/g, ' ')}.`);
    previous = { field, t };
  }
  const min = c.min_connection_voltage;
  const max = c.max_connection_voltage;
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    add('max_connection_voltage', 'Must be at least the minimum connection voltage.');
  }
  const bmin = c.minimum_budget;
  const bmax = c.maximum_budget;
  if (typeof bmin === 'number' && typeof bmax === 'number' && bmin > bmax) add('maximum_budget', 'Must be at least the minimum budget.');
  return errors;
}

async function referenceTaken(db: Db, operatorId: number, reference: unknown, exceptId: number | null, errors: Record<string, string[]>): Promise<void> {
  if (typeof reference !== 'string') return;
  const r = await db.query('SELECT 1 FROM competitions WHERE operator_id = $1 AND lower(reference) = lower($2) AND id <> $3', [operatorId, reference, exceptId ?? 0]);
  if (r.rows.length) (errors.reference ??= []).push('You already have a competition with this reference.');
}

interface AreaResult {
  area_refs: number[];
  gsp_groups: string[];
  boundary: MultiPolygon | null;
}

/** Resolves the competition area from a drawn boundary and/or GSP region ids, checking the operating area. */
async function resolveArea(db: Db, operatorId: number, body: Row, existing: Row | null): Promise<AreaResult | null> {
  const hasBoundary = body.boundary !== undefined && body.boundary !== null;
  const hasRefs = Array.isArray(body.area_refs);
  if (!hasBoundary && !hasRefs) return null;
  let boundary: MultiPolygon | null = null;
  let refs: number[] = [];
  let groups: string[] = [];
  if (hasBoundary) {
    const parsed = parseGeoJsonArea(body.boundary);
    if (!parsed.ok) throw badRequest({ boundary: [parsed.message] });
    boundary = parsed.mp;
  }
  if (hasRefs) {
    refs = [...new Set(body.area_refs as number[])].sort((a, b) => a - b);
    const regions = await loadRegions(db, refs);
    const missing = refs.filter((id) => !regions.some((r) => r.id === id));
    if (missing.length) throw badRequest({ area_refs: [`Unknown GSP region ids: ${missing.join(', ')}.`] });
    groups = [...new Set(regions.map((r) => r.gsp_group))].sort();
    if (!boundary) boundary = regions.length ? regions.flatMap((r) => r.boundary) : null;
  } else if (boundary) {
    const inside = await regionsInside(db, boundary);
    refs = inside.ids;
    groups = inside.groups;
  }
  const op = await db.query<{ operating_area: string[] }>('SELECT operating_area FROM organisations WHERE id = $1', [operatorId]);
  const area = op.rows[0]?.operating_area ?? [];
  const outside = groups.filter((g) => !area.includes(g));
  if (area.length > 0 && outside.length > 0) {
    throw badRequest({ [hasRefs ? 'area_refs' : 'boundary']: [`The area lies outside your operating area (GSP groups ${outside.join(', ')}).`] });
  }
  void existing;
  return { area_refs: refs, gsp_groups: groups, boundary };
}

function columnValues(body: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(body)) {
    if (k === 'boundary' || k === 'service_periods' || k === 'area_refs' || k === 'operator') continue;
    out[k] = v;
  }
  return out;
}

export async function insertServicePeriods(db: Db, competitionId: number, periods: unknown[]): Promise<void> {
  for (const p of periods as Row[]) {
    const r = await db.query<{ id: number }>('INSERT INTO service_periods (competition_id, name, start, "end") VALUES ($1, $2, $3, $4) RETURNING id', [
      competitionId,
      p.name,
      p.start,
      p.end,
    ]);
    const periodId = r.rows[0]!.id;
    for (const w of (p.service_windows as Row[] | undefined) ?? []) await insertWindow(db, competitionId, periodId, w);
  }
}

const WINDOW_COLUMNS = [
  'name',
  'start_time',
  'end_time',
  'service_days',
  'holiday_handling',
  'capacity_required',
  'minimum_aggregate_asset_size',
  'required_response_time',
  'minimum_run_time',
  'dispatch_estimate',
  'dispatch_duration',
  'fixed_availability_price',
  'fixed_utilisation_price',
  'fixed_service_fee',
  'available_hours_override',
] as const;

async function insertWindow(db: Db, competitionId: number, periodId: number, w: Row): Promise<void> {
  const cols = WINDOW_COLUMNS.filter((c) => w[c] !== undefined);
  const names = ['service_period_id', 'competition_id', ...cols];
  const values = [periodId, competitionId, ...cols.map((c) => w[c])];
  await db.query(`INSERT INTO service_windows (${names.map((n) => `"${n}"`).join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})`, values);
}

// ---- expansions ---------------------------------------------------------------------------

function fidelityOf(ctx: ResourceContext): 'low' | 'high' {
  const q = (ctx.request.query ?? {}) as Record<string, unknown>;
  return queryValue(q, 'boundary_fidelity') === 'high' ? 'high' : 'low';
}

const expandBoundary: ExpandHandler = async (rows, ctx) => {
  const ids = rows.map((r) => r.id as number);
  const column = fidelityOf(ctx) === 'high' ? 'b.boundary' : 'b.boundary_low';
  const r = await ctx.db.query<{ id: number; competition: number; boundary: unknown; buffer: number }>(
    `SELECT b.id, b.competition_id AS competition, ${column} AS boundary, c.boundary_buffer AS buffer
       FROM competition_boundaries b JOIN competitions c ON c.id = b.competition_id WHERE b.competition_id = ANY($1::int[])`,
    [ids],
  );
  const by = new Map(r.rows.map((b) => [b.competition, b]));
  const fidelity = fidelityOf(ctx);
  for (const row of rows) {
    const b = by.get(row.id as number);
    row.boundary = b ? { id: b.id, competition: b.competition, fidelity, boundary: b.boundary, buffer: b.buffer } : null;
  }
};

const expandServicePeriods: ExpandHandler = async (rows, ctx) => {
  const ids = rows.map((r) => r.id as number);
  const periods = await ctx.db.query<Row>(
    `SELECT id, competition_id AS competition, name, start, "end",
        json_build_array(start, "end") AS period_dates
       FROM service_periods WHERE competition_id = ANY($1::int[]) ORDER BY start, id`,
    [ids],
  );
  const withWindows = ctx.nested.includes('windows') || ctx.nested.includes('service_windows');
  const windowsBy = new Map<number, Row[]>();
  if (withWindows && periods.rows.length) {
    const w = await ctx.db.query<Row>(`${WINDOW_SELECT} WHERE w.service_period_id = ANY($1::int[]) ORDER BY w.start_time, w.id`, [
      periods.rows.map((p) => p.id),
    ]);
    for (const win of w.rows) {
      const list = windowsBy.get(win.service_period as number) ?? [];
      list.push(win);
      windowsBy.set(win.service_period as number, list);
    }
  }
  const by = new Map<number, Row[]>();
  for (const p of periods.rows) {
    if (withWindows) {
      p.windows = windowsBy.get(p.id as number) ?? [];
      p.service_windows = p.windows;
    }
    const list = by.get(p.competition as number) ?? [];
    list.push(p);
    by.set(p.competition as number, list);
  }
  for (const row of rows) row.service_periods = by.get(row.id as number) ?? [];
};
expandServicePeriods.nested = ['windows', 'service_windows'];

const WINDOW_SELECT = `SELECT w.id, w.service_period_id AS service_period, w.competition_id AS competition, w.name,
  to_char(w.start_time, 'HH24:MI') AS start_time, to_char(w.end_time, 'HH24:MI') AS end_time,
  to_char(w.start_time, 'HH24:MI') AS start, to_char(w.end_time, 'HH24:MI') AS "end",
  w.service_days, w.holiday_handling, w.capacity_required, w.capacity_required AS required_capacity,
  w.minimum_aggregate_asset_size, w.required_response_time, w.minimum_run_time, w.dispatch_estimate, w.dispatch_duration,
  w.fixed_availability_price, w.fixed_utilisation_price, w.fixed_service_fee, w.available_hours_override,
  json_build_object('availability', w.fixed_availability_price, 'utilisation', w.fixed_utilisation_price, 'service_fee', w.fixed_service_fee) AS fixed_prices
  FROM service_windows w`;

/** Operator: its results confirmation; provider: its entry confirmation; others: null. */
const expandConfirmation: ExpandHandler = async (rows, ctx) => {
  const user = ctx.user;
  for (const row of rows) row.confirmation = null;
  if (!user || user.orgId === null) return;
  const r = await ctx.db.query<Row>(
    `SELECT id, competition_id AS competition, organisation_id AS organisation, kind, confirmed_by, created
       FROM competition_confirmations WHERE competition_id = ANY($1::int[]) AND organisation_id = $2`,
    [rows.map((x) => x.id), user.orgId],
  );
  const by = new Map(r.rows.map((c) => [c.competition as number, c]));
  for (const row of rows) row.confirmation = by.get(row.id as number) ?? null;
};

/** qualifyingAssets {total_count}: qualifying assets the caller may see (own for providers). */
const expandQualifyingAssets: ExpandHandler = async (rows, ctx) => {
  const user = ctx.user;
  const ids = rows.map((r) => r.id as number);
  let counts = new Map<number, number>();
  if (user && user.orgId !== null) {
    const own =
      user.orgType === 'flexprovider'
        ? `AND (a.flex_provider_id = $2 OR p.flex_provider_id = $2)`
        : `AND EXISTS (SELECT 1 FROM competitions c WHERE c.id = q.competition_id AND c.operator_id = $2)`;
    const r = await ctx.db.query<{ competition: number; n: number }>(
      `SELECT q.competition_id AS competition, count(*)::int AS n FROM qualifications q
         LEFT JOIN flex_assets a ON a.id = q.flex_asset_id LEFT JOIN planned_assets p ON p.id = q.planned_asset_id
        WHERE q.competition_id = ANY($1::int[]) AND q.eligibility_status IN ('eligible', 'qualified') ${own}
        GROUP BY q.competition_id`,
      [ids, user.orgId],
    );
    counts = new Map(r.rows.map((x) => [x.competition, x.n]));
  }
  for (const row of rows) row.qualifyingAssets = { total_count: counts.get(row.id as number) ?? 0 };
};

// ---- filters ------------------------------------------------------------------------------

function statusFilter(op: '>=' | '<='): { schema: TObject | ReturnType<typeof Type.String>; apply: (v: unknown) => SqlFragment } {
  return {
    schema: Type.String(),
    apply: (value: unknown) => {
      const s = String(value);
      if (!isCompetitionStatus(s)) throw badRequest({ [op === '>=' ? 'from_status' : 'to_status']: [`Unknown status "${s}".`] });
      return sql`competition_status_rank(${STATUS}) ${raw(op)} ${statusRank(s)}`;
    },
  };
}

const statusIn = {
  schema: Type.String({ description: 'Status, or a comma list' }),
  apply: (value: unknown) => {
    const list = String(value)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = list.filter((s) => !isCompetitionStatus(s));
    if (bad.length) throw badRequest({ status: [`Unknown status "${bad[0]}".`] });
    return sql`${STATUS} = ANY(${list}::text[])`;
  },
};

const commonFilters = {
  status: statusIn,
  status__in: statusIn,
  with_status: statusIn,
  from_status: statusFilter('>='),
  to_status: statusFilter('<='),
  require_boundary: {
    schema: Type.String(),
    apply: (v: unknown) => (['true', 'True', '1'].includes(String(v)) ? raw('EXISTS (SELECT 1 FROM competition_boundaries b WHERE b.competition_id = t.id)') : null),
  },
  include_archived: { schema: Type.String(), apply: () => null },
  boundary_fidelity: {
    schema: Type.String(),
    apply: (v: unknown) => {
      if (!['low', 'high'].includes(String(v))) throw badRequest({ boundary_fidelity: ['Choose low or high.'] });
      return null;
    },
  },
  operator: { type: 'integer' as const, column: 't.operator_id' },
  competition_ids: {
    schema: Type.String({ description: 'Comma-joined ids' }),
    apply: (v: unknown) => {
      const ids = String(v)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (!ids.every((s) => /^\d{1,10}$/.test(s))) throw badRequest({ competition_ids: ['Enter a comma list of ids.'] });
      return sql`t.id = ANY(${ids.map(Number)}::int[])`;
    },
  },
  voltage: {
    schema: Type.String({ description: 'kV: competitions whose connection voltage range contains it' }),
    apply: (v: unknown) => {
      const kv = Number(v);
      if (!Number.isFinite(kv)) throw badRequest({ voltage: ['Enter a number.'] });
      return sql`(t.min_connection_voltage IS NULL OR t.min_connection_voltage <= ${kv}) AND (t.max_connection_voltage IS NULL OR t.max_connection_voltage >= ${kv})`;
    },
  },
  tag: { type: 'string' as const },
  power_type: { type: 'string' as const },
  need_direction: { type: 'string' as const },
  competition_type: { type: 'string' as const },
  qualification_type: { type: 'string' as const },
  name: { type: 'string' as const, lookups: ['exact' as const, 'icontains' as const] },
  reference: { type: 'string' as const, lookups: ['exact' as const, 'icontains' as const] },
  is_active: { type: 'boolean' as const, lookups: ['exact' as const] },
};

/** The row before an update, handed from beforeUpdate to afterUpdate (same context object). */
const previousRows = new WeakMap<ResourceContext, Row>();

export interface CompetitionDeps {
  qualification: QualificationService;
}

/** Competitions and their service structures: readable within scope, written by operators who manage competitions. */
const manageCompetitions = { orgTypes: ['systemoperator' as const], permissions: ['manage-competitions'] };
const operatorWritesAccess = { list: {}, read: {}, create: manageCompetitions, update: manageCompetitions, delete: manageCompetitions };

export function registerCompetitions(app: FastifyInstance, deps: CompetitionDeps): void {
  const { qualification } = deps;

  async function afterWrite(ctx: ResourceContext, row: Row, body: Row, previous: Row | null): Promise<void> {
    const db = ctx.db;
    const id = row.id as number;
    const area = await resolveArea(db, row.operator as number, body, previous);
    let recompute = previous === null;
    if (area) {
      await db.query('UPDATE competitions SET area_refs = $2, gsp_groups = $3 WHERE id = $1', [id, area.area_refs, area.gsp_groups]);
      if (area.boundary) await saveBoundary(db, id, area.boundary);
      recompute = true;
    }
    if (previous && QUALIFYING_FIELDS.some((f) => body[f] !== undefined && body[f] !== previous[f])) recompute = true;
    if (Array.isArray(body.service_periods)) await insertServicePeriods(db, id, body.service_periods);
    await db.query(`UPDATE competitions c SET status = ${statusExpr('c').text}, updated = now() WHERE c.id = $1`, [id]);
    await bumpVersion(db, 'competitions');
    if (recompute) await qualification.recomputeCompetition(db, id);
  }

  const scope = (ctx: ResourceContext): SqlFragment => competitionVisible(ctx.user, 't', { includeArchived: includeArchived(ctx.request.query) });

  registerResource(app, {
    path: 'flex/competitions',
    table: 'competitions',
    row: CompetitionRow,
    columns: {
      status: STATUS,
      operator: 't.operator_id',
      boundary: '(SELECT b.id FROM competition_boundaries b WHERE b.competition_id = t.id)',
      service_periods: `(SELECT COALESCE(array_agg(p.id ORDER BY p.start, p.id), '{}') FROM service_periods p WHERE p.competition_id = t.id)`,
      confirmation: 'NULL::jsonb',
    },
    create: CompetitionCreate,
    update: CompetitionUpdate,
    filters: {
      ...commonFilters,
      within_operators_area: {
        schema: Type.String({ description: 'An operator id (the caller’s own): competitions in its operating area (feature e163)' }),
        apply: (value, ctx) => {
          const id = Number(value);
          const user = ctx.user;
          if (!Number.isInteger(id)) throw badRequest({ within_operators_area: ['Enter a whole number.'] });
          if (!user || user.orgType !== 'systemoperator' || user.orgId !== id) throw forbidden('You can only ask for your own operating area.');
          return sql`(t.operator_id = ${id} OR t.gsp_groups && (SELECT o.operating_area FROM organisations o WHERE o.id = ${id}))`;
        },
      },
    },
    ordering: ['name', 'reference', 'status', 'created', 'updated', 'qualification_open', 'qualification_closed', 'open', 'closed'],
    defaultOrdering: ['name'],
    expand: {
      operator: async (rows, ctx) => {
        const ids = rows.map((r) => r.operator).filter((v) => typeof v === 'number');
        const related = await ctx.fetchByIds('flex/systemoperators', ids);
        const by = new Map(related.map((r) => [r.id, r]));
        for (const r of rows) r.operator = by.get(r.operator) ?? r.operator;
      },
      boundary: expandBoundary,
      service_periods: expandServicePeriods,
      confirmation: expandConfirmation,
      qualifyingAssets: expandQualifyingAssets,
    },
    access: operatorWritesAccess,
    scope,
    canWrite: ({ user }, row) => user?.orgType === 'systemoperator' && row.operator === user.orgId,
    hooks: {
      beforeCreate: async (ctx, body) => {
        const errors = competitionErrors(body);
        await referenceTaken(ctx.db, ctx.user!.orgId!, body.reference, null, errors);
        if (Object.keys(errors).length) throw badRequest(errors);
        return { ...columnValues(body), operator_id: ctx.user!.orgId, currency: 'GBP' };
      },
      afterCreate: (ctx, row, body) => afterWrite(ctx, row, body, null),
      beforeUpdate: async (ctx, existing, body) => {
        previousRows.set(ctx, existing);
        const merged = { ...existing, ...body };
        const errors = competitionErrors(merged);
        await referenceTaken(ctx.db, existing.operator as number, body.reference, existing.id as number, errors);
        if (Object.keys(errors).length) throw badRequest(errors);
        return { ...columnValues(body), updated: new Date().toISOString() };
      },
      afterUpdate: async (ctx, row, body) => {
        await afterWrite(ctx, row, body, previousRows.get(ctx) ?? {});
      },
      beforeDelete: async (ctx) => {
        await bumpVersion(ctx.db, 'competitions', 'qualifications');
      },
    },
    actions: [
      {
        // Our own set_inactive so the map-data files and qualification caches see the change.
        method: 'POST',
        name: 'set_inactive',
        detail: true,
        access: { orgTypes: ['systemoperator'], permissions: ['manage-competitions'] },
        summary: 'Withdraw a competition from view (it stays for its operator)',
        handler: async (ctx, { row }) => {
          const id = row!.id as number;
          await ctx.db.query('UPDATE competitions SET is_active = false, updated = now() WHERE id = $1', [id]);
          await bumpVersion(ctx.db, 'competitions', 'qualifications');
          return (await app.resources.get('flex/competitions')!.fetchByIds(ctx, [id]))[0];
        },
      },
      {
        // The operator's view of the assets in its competition (feature e329 on the dashboard).
        method: 'GET',
        name: 'assets',
        detail: true,
        access: { orgTypes: ['systemoperator'] },
        summary: 'Operator: every asset located in its competition with eligibility and reasons',
        handler: async (ctx, { row }) => {
          if (row!.operator !== ctx.user!.orgId) throw forbidden();
          const r = await ctx.db.query<Row>(
            `SELECT q.id, q.competition_id AS competition, COALESCE(q.flex_asset_id, q.planned_asset_id) AS flex_asset,
                    q.planned_asset_id IS NOT NULL AS planned, COALESCE(a.flex_provider_id, p.flex_provider_id) AS flex_provider,
                    COALESCE(a.ref, p.ref) AS ref, COALESCE(a.name, p.name) AS name,
                    COALESCE(a.asset_type, p.asset_type) AS asset_type, COALESCE(a.asset_category, p.asset_category) AS asset_category,
                    COALESCE(a.voltage_level, p.voltage_level) AS voltage_level,
                    a.active_export_capacity, a.active_import_capacity, a.reactive_export_capacity, a.reactive_import_capacity,
                    p.capacity_type, p.capacity_value,
                    json_build_array(COALESCE(a.lon, p.lon), COALESCE(a.lat, p.lat)) AS location,
                    q.eligibility_status, q.computed_status, q.override_status, q.override_reason, q.reasons
               FROM qualifications q
               LEFT JOIN flex_assets a ON a.id = q.flex_asset_id
               LEFT JOIN planned_assets p ON p.id = q.planned_asset_id
              WHERE q.competition_id = $1
              ORDER BY q.eligibility_status, COALESCE(a.ref, p.ref)`,
            [row!.id],
          );
          return r.rows;
        },
      },
    ],
    accessFixtures: competitionFixtures,
  });

  // Logged-out map and embed: open competitions only, public fields only.
  registerResource(app, {
    name: 'flex/public/competitions',
    path: 'flex/public/competitions',
    table: 'competitions',
    row: Type.Pick(CompetitionRow, [...PUBLIC_FIELDS]),
    columns: {
      status: STATUS,
      operator: 't.operator_id',
      boundary: '(SELECT b.id FROM competition_boundaries b WHERE b.competition_id = t.id)',
      service_periods: `(SELECT COALESCE(array_agg(p.id ORDER BY p.start, p.id), '{}') FROM service_periods p WHERE p.competition_id = t.id)`,
    },
    filters: { ...commonFilters },
    ordering: ['name', 'reference', 'open', 'closed'],
    defaultOrdering: ['name'],
    expand: {
      operator: async (rows, ctx) => {
        const related = await ctx.fetchByIds(
          'flex/systemoperators',
          rows.map((r) => r.operator),
        );
        const by = new Map(related.map((r) => [r.id, { id: r.id, name: r.name, slug: r.slug, brand_colour: r.brand_colour }]));
        for (const r of rows) r.operator = by.get(r.operator) ?? r.operator;
      },
      boundary: expandBoundary,
      service_periods: expandServicePeriods,
    },
    access: { list: { public: true }, read: { public: true } },
    scope: () => competitionVisible(null, 't'),
    accessFixtures: {
      canSee: (_actor, row) => row.status === 'open',
    },
  });

  // Boundaries by competition: ?competition=ID&fidelity=low|high
  registerResource(app, {
    path: 'flex/competitionboundaries',
    table: 'competition_boundaries',
    row: Type.Object({
      id: Type.Integer(),
      competition: Type.Integer(),
      fidelity: Type.String(),
      boundary: Type.Object({ type: Type.Literal('MultiPolygon'), coordinates: Type.Array(Type.Any()) }),
      boundary_high: Type.Optional(Type.Any({ description: 'internal: swapped into boundary when fidelity=high' })),
      buffer: Type.Number(),
      area_km2: Type.Number(),
      vertex_count: Type.Integer(),
      bbox: Type.Array(Type.Number(), { description: '[minLon, minLat, maxLon, maxLat]' }),
    }),
    columns: {
      competition: 't.competition_id',
      fidelity: `'low'`,
      boundary: 't.boundary_low',
      boundary_high: 't.boundary',
      buffer: '(SELECT c.boundary_buffer FROM competitions c WHERE c.id = t.competition_id)',
      bbox: 'json_build_array(t.min_lon, t.min_lat, t.max_lon, t.max_lat)',
    },
    filters: {
      competition: { type: 'integer', column: 't.competition_id' },
      fidelity: {
        schema: Type.String(),
        apply: (v) => {
          if (!['low', 'high'].includes(String(v))) throw badRequest({ fidelity: ['Choose low or high.'] });
          return null;
        },
      },
    },
    access: { list: { public: true }, read: { public: true } },
    scope: childScope,
    expand: {},
    accessFixtures: competitionFixtures.childOf('competition'),
  });
  // fidelity=high swaps the high-fidelity coordinates in; the internal column never leaves.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!request.routeOptions.url?.startsWith('/flex/competitionboundaries')) return payload;
    const high = queryValue((request.query ?? {}) as Record<string, unknown>, 'fidelity') === 'high';
    const swap = (row: unknown): void => {
      if (!row || typeof row !== 'object') return;
      const r = row as Row;
      if (high && r.boundary_high !== undefined) {
        r.boundary = r.boundary_high;
        r.fidelity = 'high';
      }
      delete r.boundary_high;
    };
    if (Array.isArray(payload)) payload.forEach(swap);
    else swap(payload);
    return payload;
  });

  registerServiceStructures(app);
}

/** Rows of a competition's children are visible with their competition. */
const childScope = (ctx: ResourceContext): SqlFragment =>
  sql`EXISTS (SELECT 1 FROM competitions c WHERE c.id = t.competition_id AND ${competitionVisible(ctx.user, 'c', { includeArchived: includeArchived(ctx.request.query) })})`;

/** Service periods and windows: readable with their competition, written by its operator. */
function registerServiceStructures(app: FastifyInstance): void {
  const ownCompetition = async (ctx: ResourceContext, competitionId: unknown): Promise<boolean> => {
    const user = ctx.user;
    if (!user || user.orgType !== 'systemoperator') return false;
    const r = await ctx.db.query('SELECT 1 FROM competitions WHERE id = $1 AND operator_id = $2', [competitionId, user.orgId]);
    return r.rows.length > 0;
  };

  registerResource(app, {
    path: 'flex/serviceperiods',
    table: 'service_periods',
    row: Type.Object({
      id: Type.Integer(),
      competition: Type.Integer(),
      name: Type.String(),
      start: DateOnly,
      end: DateOnly,
      period_dates: Type.Array(DateOnly),
      service_windows: Type.Array(Type.Integer()),
    }),
    columns: {
      competition: 't.competition_id',
      period_dates: 'json_build_array(t.start, t."end")',
      service_windows: `(SELECT COALESCE(array_agg(w.id ORDER BY w.start_time, w.id), '{}') FROM service_windows w WHERE w.service_period_id = t.id)`,
    },
    create: Type.Object({ competition: Type.Integer({ minimum: 1 }), name: Type.String({ minLength: 1, maxLength: 120 }), start: DateOnly, end: DateOnly }, { additionalProperties: false }),
    update: Type.Object({ name: Type.String({ minLength: 1, maxLength: 120 }), start: DateOnly, end: DateOnly }, { additionalProperties: false }),
    filters: { competition: { type: 'integer', column: 't.competition_id' } },
    ordering: ['start', 'name'],
    defaultOrdering: ['start'],
    access: operatorWritesAccess,
    scope: childScope,
    canWrite: (ctx, row) => ownCompetition(ctx, row.competition),
    canCreate: (ctx, body) => ownCompetition(ctx, body.competition),
    hooks: {
      beforeCreate: (_ctx, body) => {
        if (String(body.start) > String(body.end)) throw badRequest({ end: ['Must not be before the start.'] });
        return { competition_id: body.competition, name: body.name, start: body.start, end: body.end };
      },
      beforeUpdate: (_ctx, existing, body) => {
        const start = String(body.start ?? existing.start);
        const end = String(body.end ?? existing.end);
        if (start > end) throw badRequest({ end: ['Must not be before the start.'] });
        return body;
      },
    },
    accessFixtures: competitionFixtures.childOf('competition'),
  });

  const windowRow = Type.Object({
    id: Type.Integer(),
    service_period: Type.Integer(),
    competition: Type.Integer(),
    name: Type.String(),
    start_time: Type.String(),
    end_time: Type.String(),
    service_days: Type.Array(Type.Integer()),
    holiday_handling: Type.String(),
    capacity_required: Type.Number(),
    required_capacity: Type.Number(),
    minimum_aggregate_asset_size: Nullable(Type.Number()),
    required_response_time: Nullable(Type.String()),
    minimum_run_time: Nullable(Type.String()),
    dispatch_estimate: Nullable(Type.Integer()),
    dispatch_duration: Nullable(Type.String()),
    fixed_availability_price: Nullable(Type.Number()),
    fixed_utilisation_price: Nullable(Type.Number()),
    fixed_service_fee: Nullable(Type.Number()),
    available_hours_override: Nullable(Type.Number()),
  });
  registerResource(app, {
    path: 'flex/windows',
    table: 'service_windows',
    row: windowRow,
    columns: {
      service_period: 't.service_period_id',
      competition: 't.competition_id',
      start_time: `to_char(t.start_time, 'HH24:MI')`,
      end_time: `to_char(t.end_time, 'HH24:MI')`,
      required_capacity: 't.capacity_required',
    },
    create: Type.Composite([Type.Object({ service_period: Type.Integer({ minimum: 1 }) }), WindowBody], { additionalProperties: false }),
    update: WindowBody,
    filters: {
      service_period: { type: 'integer', column: 't.service_period_id' },
      competition: { type: 'integer', column: 't.competition_id' },
    },
    ordering: ['start_time', 'name'],
    defaultOrdering: ['start_time'],
    access: operatorWritesAccess,
    scope: childScope,
    canWrite: (ctx, row) => ownCompetition(ctx, row.competition),
    canCreate: async (ctx, body) => {
      const r = await ctx.db.query<{ competition_id: number }>('SELECT competition_id FROM service_periods WHERE id = $1', [body.service_period]);
      const c = r.rows[0]?.competition_id;
      if (c === undefined) throw badRequest({ service_period: ['Unknown service period.'] });
      return ownCompetition(ctx, c);
    },
    hooks: {
      beforeCreate: async (ctx, body) => {
        const r = await ctx.db.query<{ competition_id: number }>('SELECT competition_id FROM service_periods WHERE id = $1', [body.service_period]);
        const { service_period, ...rest } = body;
        return { ...rest, service_period_id: service_period, competition_id: r.rows[0]!.competition_id };
      },
    },
    accessFixtures: competitionFixtures.childOf('competition'),
  });
}

export { competitionStatusAt };
