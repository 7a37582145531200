/** Service periods and windows as resources of their own (flex/serviceperiods, flex/windows). */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../errors.js';
import { registerResource, type ResourceContext } from '../../resources/index.js';
import { competitionFixtures } from '../shared/fixtures.js';
import { DateOnly } from '../shared/schemas.js';
import { childScope, operatorWritesAccess } from './access.js';
import { ServicePeriodRow, ServiceWindowRow } from './expanded.js';
import { WindowBody } from './schemas.js';

/** Service periods and windows: readable with their competition, written by its operator. */
export function registerServiceStructures(app: FastifyInstance): void {
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
