/** Service periods and windows as resources of their own (flex/serviceperiods, flex/windows). */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types.js';
import { badRequest } from '../../errors.js';
import { registerResource, type LockedWith, type ResourceContext } from '../../resources/index.js';
import { DateOnly } from '../../platform/http/schemas.js';
import { childScope, operatorWritesAccess } from './access.js';
import { ServicePeriodRow, ServiceWindowRow } from './expanded.js';
import { WindowBody } from './schemas.js';
import { periodErrors, windowContextOf, windowErrors, type CheckedCompetition, type CheckedWindow } from './validation.js';

/** What the checks of a competition's periods and windows read of it (its window context). */
type WindowContextFields = Pick<CheckedCompetition, 'competition_type' | 'fixed_price' | 'holiday_calendar' | 'qualification_open' | 'qualification_closed' | 'open' | 'closed'>;

/** The competition columns the checks of its periods and windows read. */
async function competitionOf(db: Db, id: unknown): Promise<WindowContextFields | null> {
  const r = await db.query<WindowContextFields>(
    'SELECT competition_type, fixed_price, holiday_calendar, qualification_open, qualification_closed, open, closed FROM competitions WHERE id = $1',
    [id],
  );
  return r.rows[0] ?? null;
}

/** A stored window as the period checks read it (its times as HH:MM:SS text). */
type StoredWindow = CheckedWindow & { name: string };

/** The competition of a service period (null for an unknown period). */
async function competitionOfPeriod(db: Db, periodId: unknown): Promise<number | null> {
  const r = await db.query<{ competition_id: number }>('SELECT competition_id FROM service_periods WHERE id = $1', [periodId]);
  return r.rows[0]?.competition_id ?? null;
}

/**
 * Service periods and windows: readable with their competition, written by its operator, and part
 * of its terms: not created, changed or deleted once bidding has opened (the competition's edit
 * lock, enforced by the resource layer). Both are checked like the periods and windows of a
 * competition body (validation.ts), on create, update and bulk alike.
 */
export function registerServiceStructures(app: FastifyInstance): void {
  const periodLock: LockedWith = { resource: 'flex/competitions', field: 'service_periods', parentId: (_db, values) => values.competition ?? null };
  const windowLock: LockedWith = {
    resource: 'flex/competitions',
    field: 'service_windows',
    parentId: (db, values) => competitionOfPeriod(db, values.service_period),
  };

  const ownCompetition = async (ctx: ResourceContext, competitionId: unknown): Promise<boolean> => {
    const user = ctx.user;
    if (!user || user.orgType !== 'systemoperator') return false;
    const r = await ctx.db.query('SELECT 1 FROM competitions WHERE id = $1 AND operator_id = $2', [competitionId, user.orgId]);
    return r.rows.length > 0;
  };

  registerResource(app, {
    path: 'flex/serviceperiods',
    table: 'service_periods',
    row: ServicePeriodRow,
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
    lockedWith: periodLock,
    // Its dates, and for a stored period whether each of its windows still has a service day in them.
    validate: async (ctx, candidate, existing) => {
      const competition = await competitionOf(ctx.db, candidate.competition);
      if (!competition) return null;
      const windows = existing ? (await ctx.db.query<StoredWindow>('SELECT * FROM service_windows WHERE service_period_id = $1 ORDER BY start_time, id', [existing.id])).rows : [];
      const errors = periodErrors({ ...candidate, service_windows: windows.map((w) => ({ ...w, start_time: String(w.start_time), end_time: String(w.end_time) })) }, windowContextOf(competition));
      const nested = errors.service_windows;
      if (Array.isArray(nested)) {
        // New dates that leave a window without a service day: named on the date that changed.
        delete errors.service_windows;
        const names = windows.filter((_, i) => Object.keys((nested[i] as object | undefined) ?? {}).length > 0).map((w) => String(w.name));
        const message = `These windows would have no service day inside the period: ${names.join(', ')}.`;
        const changed = (['start', 'end'] as const).filter((f) => existing && candidate[f] !== existing[f]);
        for (const f of changed.length > 0 ? changed : (['end'] as const)) errors[f] = [...((errors[f] as string[] | undefined) ?? []), message];
      }
      return errors;
    },
    hooks: {
      beforeCreate: (_ctx, body) => ({ competition_id: body.competition, name: body.name, start: body.start, end: body.end }),
    },
  });

  registerResource(app, {
    path: 'flex/windows',
    table: 'service_windows',
    row: ServiceWindowRow,
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
      const c = await competitionOfPeriod(ctx.db, body.service_period);
      if (c === null) throw badRequest({ service_period: ['Unknown service period.'] });
      return ownCompetition(ctx, c);
    },
    lockedWith: windowLock,
    // The checks of a window in a competition body, against its period's dates and its competition.
    validate: async (ctx, candidate) => {
      const period = await ctx.db.query<{ start: string; end: string; competition_id: number }>('SELECT start, "end", competition_id FROM service_periods WHERE id = $1', [candidate.service_period]);
      const p = period.rows[0];
      const competition = p ? await competitionOf(ctx.db, p.competition_id) : null;
      if (!p || !competition) return null;
      return windowErrors(candidate, p.start, p.end, windowContextOf(competition));
    },
    hooks: {
      beforeCreate: async (ctx, body) => {
        const r = await ctx.db.query<{ competition_id: number }>('SELECT competition_id FROM service_periods WHERE id = $1', [body.service_period]);
        const { service_period, ...rest } = body;
        return { ...rest, service_period_id: service_period, competition_id: r.rows[0]!.competition_id };
      },
    },
  });
}
