/**
 * Competition templates: an operator saves a competition (or a form) as a template and starts new
 * competitions from it. A template holds a create body WITHOUT the reference and the five dates —
 * those are what changes between rounds — but with the area, rules, prices, periods and windows.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from '../../db/sql.js';
import type { Db } from '../../db/types.js';
import { badRequest } from '../../errors.js';
import { registerConstraintError } from '../../plugins/errors.js';
import { registerResource, type DetailActionDef, type ResourceContext } from '../../resources/index.js';
import type { ExpandedServiceWindow } from './expanded.js';
import { HOLIDAY_HANDLING } from './holidays.js';
import { CompetitionCreate, type CompetitionRow, type WindowBody } from './schemas.js';
import { WINDOW_SELECT } from './periods.js';

/** Fields a template leaves out. */
const NOT_IN_TEMPLATE = ['reference', 'qualification_open', 'qualification_closed', 'open', 'closed', 'archive_on', 'duplicate_asset_overrides_from_competition'] as const;

export const TemplateBody = Type.Omit(CompetitionCreate, [...NOT_IN_TEMPLATE], {
  additionalProperties: false,
  description: 'A competition create body without reference, the five dates and duplicate_asset_overrides_from_competition',
});
const TemplateBodyPartial = Type.Partial(TemplateBody, { additionalProperties: false });

export const TemplateRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  operator: Type.Integer(),
  source_competition: Type.Union([Type.Integer(), Type.Null()]),
  body: TemplateBodyPartial,
  created_by: Type.Union([Type.Integer(), Type.Null()]),
  created: Type.String({ format: 'date-time' }),
  updated: Type.String({ format: 'date-time' }),
});

const TemplateName = Type.String({ minLength: 1, maxLength: 120 });
const manage = { orgTypes: ['systemoperator' as const], permissions: ['manage-competitions'] };

const NAME_TAKEN = 'You already have a template with this name.';
// Two requests with one name at once both pass nameTaken; the unique index refuses the second,
// which hears the same answer on `name`.
registerConstraintError('competition_templates_operator_name_idx', 'name', NAME_TAKEN);

/** A template's body: any part of a create body without the reference, dates and copied overrides. */
type TemplateBodyPartial = Static<typeof TemplateBodyPartial>;
/** The competition columns a template keeps, as stored. */
type TemplateColumns = Pick<
  CompetitionRow,
  | 'name'
  | 'competition_type'
  | 'power_type'
  | 'need_direction'
  | 'need_type'
  | 'qualification_type'
  | 'min_connection_voltage'
  | 'max_connection_voltage'
  | 'tag'
  | 'fixed_price'
  | 'boundary_buffer'
  | 'area_refs'
  | 'contact'
  | 'description'
  | 'minimum_budget'
  | 'maximum_budget'
  | 'availability_guide_price'
  | 'utilisation_guide_price'
  | 'service_fee'
  | 'holiday_calendar'
  | 'dps_record_reference'
  | 'postcodes'
>;
/** A stored window as WINDOW_SELECT reads it. */
type StoredWindow = Static<typeof ExpandedServiceWindow>;

/** The fields of a row that are not null (a template leaves unset fields out). */
function withoutNulls<T extends object>(row: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key in row) if (row[key] !== null && row[key] !== undefined) out[key] = row[key];
  return out;
}

/** A stored window as a window body of a template (its writable columns that are set). */
function windowBodyOf(w: StoredWindow): WindowBody {
  return {
    name: w.name,
    start_time: w.start_time,
    end_time: w.end_time,
    ...withoutNulls({
      service_days: w.service_days,
      holiday_handling: HOLIDAY_HANDLING.find((h) => h === w.holiday_handling),
      capacity_required: w.capacity_required,
      minimum_aggregate_asset_size: w.minimum_aggregate_asset_size,
      required_response_time: w.required_response_time,
      minimum_run_time: w.minimum_run_time,
      dispatch_estimate: w.dispatch_estimate,
      dispatch_duration: w.dispatch_duration,
      fixed_availability_price: w.fixed_availability_price,
      fixed_utilisation_price: w.fixed_utilisation_price,
      fixed_service_fee: w.fixed_service_fee,
      available_hours_override: w.available_hours_override,
    }),
  };
}

/** A competition as a template body (periods and windows included). */
export async function templateBodyOf(db: Db, competitionId: number): Promise<TemplateBodyPartial> {
  const c = await db.query<TemplateColumns>(
    `SELECT name, competition_type, power_type, need_direction, need_type, qualification_type, min_connection_voltage, max_connection_voltage,
            tag, fixed_price, boundary_buffer, area_refs, contact, description, minimum_budget::float8 AS minimum_budget,
            maximum_budget::float8 AS maximum_budget, availability_guide_price::float8 AS availability_guide_price,
            utilisation_guide_price::float8 AS utilisation_guide_price, service_fee::float8 AS service_fee, holiday_calendar,
            dps_record_reference, postcodes
       FROM competitions WHERE id = $1`,
    [competitionId],
  );
  const body: TemplateBodyPartial = c.rows[0] ? withoutNulls(c.rows[0]) : {};
  const periods = await db.query<{ id: number; name: string; start: string; end: string }>(
    `SELECT id, name, to_char(start, 'YYYY-MM-DD') AS start, to_char("end", 'YYYY-MM-DD') AS "end" FROM service_periods WHERE competition_id = $1 ORDER BY start, id`,
    [competitionId],
  );
  const windows = await db.query<StoredWindow>(`${WINDOW_SELECT} WHERE w.competition_id = $1 ORDER BY w.start_time, w.id`, [competitionId]);
  body.service_periods = periods.rows.map((p) => ({
    name: p.name,
    start: p.start,
    end: p.end,
    service_windows: windows.rows.filter((w) => w.service_period === p.id).map(windowBodyOf),
  }));
  return body;
}

async function nameTaken(db: Db, operatorId: number, name: string, exceptId: number | null): Promise<boolean> {
  const r = await db.query('SELECT 1 FROM competition_templates WHERE operator_id = $1 AND lower(name) = lower($2) AND id <> $3', [operatorId, name, exceptId ?? 0]);
  return r.rows.length > 0;
}

/** Saves a competition as a template for its operator; 400 when the name is taken. Returns the template id. */
export async function saveTemplate(db: Db, operatorId: number, userId: number | null, competitionId: number, name: string): Promise<number> {
  if (await nameTaken(db, operatorId, name, null)) throw badRequest({ name: [NAME_TAKEN] });
  const templateBody = await templateBodyOf(db, competitionId);
  const r = await db.query<{ id: number }>(
    `INSERT INTO competition_templates (operator_id, name, source_competition_id, body, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [operatorId, name, competitionId, JSON.stringify(templateBody), userId],
  );
  return r.rows[0]!.id;
}

const SaveAsTemplateBody = Type.Object({ name: TemplateName }, { additionalProperties: false });

/** POST flex/competitions/{id}/save_as_template/ {name} → 201 template. */
export function saveAsTemplateAction(app: FastifyInstance): DetailActionDef<CompetitionRow, typeof SaveAsTemplateBody> {
  return {
    method: 'POST',
    name: 'save_as_template',
    detail: true,
    access: manage,
    body: SaveAsTemplateBody,
    summary: 'Save one of your competitions as a template (without its reference and dates)',
    status: 201,
    response: TemplateRow,
    handler: async (ctx, { body, row }) => {
      const id = await saveTemplate(ctx.db, ctx.user!.orgId!, ctx.user!.userId, row.id, body.name);
      return (await app.resources.get('flex/competitiontemplates')!.fetchByIds(ctx, [id]))[0];
    },
  };
}

export function registerTemplates(app: FastifyInstance): void {
  const own = (ctx: ResourceContext) => (ctx.user?.orgType === 'systemoperator' && ctx.user.orgId !== null ? sql`t.operator_id = ${ctx.user.orgId}` : sql`false`);
  registerResource(app, {
    path: 'flex/competitiontemplates',
    table: 'competition_templates',
    row: TemplateRow,
    columns: { operator: 't.operator_id', source_competition: 't.source_competition_id' },
    create: Type.Object({ name: TemplateName, body: TemplateBodyPartial }, { additionalProperties: false }),
    update: Type.Object({ name: TemplateName, body: TemplateBodyPartial }, { additionalProperties: false }),
    filters: { name: { type: 'string', lookups: ['exact', 'icontains'] } },
    ordering: ['name', 'created', 'updated'],
    defaultOrdering: ['name'],
    access: { list: { orgTypes: ['systemoperator'] }, read: { orgTypes: ['systemoperator'] }, create: manage, update: manage, delete: manage },
    scope: own,
    canWrite: ({ user }, row) => user?.orgType === 'systemoperator' && row.operator === user.orgId,
    hooks: {
      beforeCreate: async (ctx, body) => {
        if (await nameTaken(ctx.db, ctx.user!.orgId!, body.name, null)) throw badRequest({ name: [NAME_TAKEN] });
        return { name: body.name, body: JSON.stringify(body.body), operator_id: ctx.user!.orgId, created_by: ctx.user!.userId };
      },
      beforeUpdate: async (ctx, existing, body) => {
        if (body.name !== undefined && (await nameTaken(ctx.db, existing.operator, body.name, existing.id))) {
          throw badRequest({ name: [NAME_TAKEN] });
        }
        return { ...(body.name === undefined ? {} : { name: body.name }), ...(body.body === undefined ? {} : { body: JSON.stringify(body.body) }), updated: new Date().toISOString() };
      },
    },
  });
}
