import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sql, type SqlFragment } from '../../db/sql.js';
import { ApiError, badRequest, forbidden } from '../../errors.js';
import { queryOf, registerResource, type ResourceActionDef, type ResourceContext, type ResourceHooks } from '../../resources/index.js';
import { bumpVersion, type QualificationService } from '../qualification/service.js';
import { queryValue } from '../../platform/http/http.js';
import { childScope, operatorWritesAccess } from './access.js';
import { CompetitionAssetRow, MultiPolygonGeometry } from './expanded.js';
import { expandBoundary, expandConfirmation, expandCounts, expandQualifyingAssets, expandServicePeriods } from './expansions.js';
import { registerCompetitionLookups } from './lookups.js';
import { registerCompetitionUploads } from './bulk.js';
import { registerTemplates, saveAsTemplateAction } from './templates.js';
import { commonFilters, EDITABLE, STATUS } from './filters.js';
import { competitionListVersion } from './list-version.js';
import { applyCompetitionWrite, columnValues, competitionEditLock, operatorIdOf, validateCompetition } from './service.js';
import { CompetitionCreate, CompetitionRow, CompetitionUpdate, PublicCompetitionRow } from './schemas.js';
import { registerServiceStructures } from './service-structures.js';
import { competitionVisible, includeArchived, statusExpr } from './visibility.js';

export interface CompetitionDeps {
  qualification: QualificationService;
}

/** The competition fields that are not plain columns of `competitions`. */
const COMPETITION_COLUMNS = {
  status: STATUS,
  editable: EDITABLE,
  operator: 't.operator_id',
  boundary: '(SELECT b.id FROM competition_boundaries b WHERE b.competition_id = t.id)',
  service_periods: `(SELECT COALESCE(array_agg(p.id ORDER BY p.start, p.id), '{}') FROM service_periods p WHERE p.competition_id = t.id)`,
  confirmation: 'NULL::jsonb',
  qualifyingAssets: 'NULL::jsonb',
  counts: 'NULL::jsonb',
};

/** What a competition write does besides its INSERT or UPDATE: the columns it sets, the work after it, the checks before a delete. */
function competitionHooks(qualification: QualificationService): ResourceHooks<CompetitionRow, CompetitionCreate, Partial<CompetitionUpdate>> {
  const afterWrite = (ctx: ResourceContext, row: CompetitionRow, body: CompetitionCreate | Partial<CompetitionUpdate>, previous: CompetitionRow | null) =>
    applyCompetitionWrite(ctx.db, qualification, row, body, previous);
  return {
  // An operator asking for another operator's competition is told so (403), not that it does
  // not exist: other operators' published competitions are no secret (providers and the public
  // map see them). Drafts and deactivated ones stay 404.
  explainHidden: async (ctx, id) => {
    const user = ctx.user;
    if (user?.orgType !== 'systemoperator' || typeof id !== 'number') return;
    const r = await ctx.db.query(sql`SELECT 1 FROM competitions t WHERE t.id = ${id} AND t.operator_id <> ${user.orgId} AND t.is_active AND ${statusExpr('t')} <> 'incomplete'`);
    if (r.rows.length) throw new ApiError(403, { detail: 'This competition belongs to another operator.', code: 'other_operator' });
  },
  beforeCreate: (ctx, body) => ({ ...columnValues(body), operator_id: ctx.user!.orgId, currency: 'GBP' }),
  afterCreate: (ctx, row, body) => afterWrite(ctx, row, body, null),
  beforeUpdate: (_ctx, _existing, body) => ({ ...columnValues(body), updated: new Date().toISOString() }),
  afterUpdate: (ctx, row, body, previous) => afterWrite(ctx, row, body, previous),
  beforeDelete: async (ctx) => {
    await bumpVersion(ctx.db, 'competitions', 'qualifications');
  },
  };
}

/** The operator's own routes on one competition: save as template, withdraw, close bidding, its assets. */
function competitionActions(app: FastifyInstance): Array<ResourceActionDef<CompetitionRow>> {
  return [
  saveAsTemplateAction(app),
  {
    // Our own set_inactive so the map-data files and qualification caches see the change.
    method: 'POST',
    name: 'set_inactive',
    detail: true,
    access: { orgTypes: ['systemoperator'], permissions: ['manage-competitions'] },
    summary: 'Withdraw a competition from view (it stays for its operator)',
    response: CompetitionRow,
    handler: async (ctx, { row }) => {
      const { id } = row;
      await ctx.db.query('UPDATE competitions SET is_active = false, updated = now() WHERE id = $1', [id]);
      await bumpVersion(ctx.db, 'competitions', 'qualifications');
      return (await app.resources.get('flex/competitions')!.fetchByIds(ctx, [id]))[0];
    },
  },
  {
    // Day-ahead operators close bidding when they are ready to clear.
    method: 'POST',
    name: 'close_bidding',
    detail: true,
    access: { orgTypes: ['systemoperator'], permissions: ['manage-competitions'] },
    summary: 'Close bidding now (the competition must be open): sets `closed` to the current time',
    response: CompetitionRow,
    handler: async (ctx, { row }) => {
      const { id } = row;
      if (row.operator !== ctx.user!.orgId) throw forbidden();
      if (row.status !== 'open') throw new ApiError(409, { detail: `Bidding is not open (status ${row.status}); only an open competition can be closed early.` });
      await ctx.db.query(`UPDATE competitions SET closed = now(), status = 'closed', updated = now() WHERE id = $1`, [id]);
      await bumpVersion(ctx.db, 'competitions', 'statuses');
      return (await app.resources.get('flex/competitions')!.fetchByIds(ctx, [id]))[0];
    },
  },
  {
    // The operator's view of the assets in its competition (feature e329 on the dashboard).
    method: 'GET',
    name: 'assets',
    detail: true,
    access: { orgTypes: ['systemoperator'] },
    summary: 'Operator: every asset located in its competition with eligibility, reasons and the owning provider’s name (operators only: providers never see each other’s names)',
    response: Type.Array(CompetitionAssetRow),
    handler: async (ctx, { row }) => {
      if (row.operator !== ctx.user!.orgId) throw forbidden();
      const r = await ctx.db.query<CompetitionAssetRow>(
        `SELECT q.id, q.competition_id AS competition, COALESCE(q.flex_asset_id, q.planned_asset_id) AS flex_asset,
                q.planned_asset_id IS NOT NULL AS planned, COALESCE(a.flex_provider_id, p.flex_provider_id) AS flex_provider,
                o.name AS flex_provider_name,
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
           LEFT JOIN organisations o ON o.id = COALESCE(a.flex_provider_id, p.flex_provider_id)
          WHERE q.competition_id = $1
          ORDER BY q.eligibility_status, COALESCE(a.ref, p.ref)`,
        [row.id],
      );
      return r.rows;
    },
  },
  ];
}

/** flex/competitions/: every caller's competitions, written by the operator who owns them. */
function registerCompetitionResource(app: FastifyInstance, qualification: QualificationService): void {
  const scope = (ctx: ResourceContext): SqlFragment => competitionVisible(ctx.user, 't', { includeArchived: includeArchived(ctx.request) });
  registerResource(app, {
    path: 'flex/competitions',
    table: 'competitions',
    row: CompetitionRow,
    columns: COMPETITION_COLUMNS,
    create: CompetitionCreate,
    update: CompetitionUpdate,
    // Read by the scope (visibility.ts includeArchived) on GET flex/competitions/{id}/ as on the list.
    readQuery: { include_archived: Type.Optional(Type.Boolean({ description: 'True: an archived competition too (providers and plain users)' })) },
    filters: {
      ...commonFilters,
      within_operators_area: {
        schema: Type.Integer({ minimum: 1, description: 'An operator id (the caller’s own): competitions in its operating area (feature e163)' }),
        apply: (id, ctx) => {
          const user = ctx.user;
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
      counts: expandCounts,
    },
    access: operatorWritesAccess,
    scope,
    // ETag and 304 on the list (the dashboard re-reads it on every visit).
    listVersion: competitionListVersion,
    canWrite: ({ user }, row) => user?.orgType === 'systemoperator' && row.operator === user.orgId,
    editLock: competitionEditLock,
    // The same checks for create, update and bulk: an update is checked as the stored row with the body over it.
    validate: (ctx, candidate, existing) =>
      existing ? validateCompetition(ctx.db, operatorIdOf(existing), candidate, existing.id) : validateCompetition(ctx.db, ctx.user!.orgId!, candidate, null),
    hooks: competitionHooks(qualification),
    actions: competitionActions(app),
  });

}

/** flex/public/competitions/: the logged-out map and embed (open competitions, public fields only). */
function registerPublicCompetitions(app: FastifyInstance): void {
  registerResource(app, {
    name: 'flex/public/competitions',
    path: 'flex/public/competitions',
    table: 'competitions',
    row: PublicCompetitionRow,
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
  });

}

/** flex/competitionboundaries/: a competition's boundary, low fidelity unless fidelity=high. */
function registerBoundaries(app: FastifyInstance): void {
  registerResource(app, {
    path: 'flex/competitionboundaries',
    table: 'competition_boundaries',
    row: Type.Object({
      id: Type.Integer(),
      competition: Type.Integer(),
      fidelity: Type.String(),
      boundary: MultiPolygonGeometry,
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
  });
  // fidelity=high swaps the high-fidelity coordinates in; the internal column never leaves.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!request.routeOptions.url?.startsWith('/flex/competitionboundaries')) return payload;
    const high = queryValue(queryOf(request), 'fidelity') === 'high';
    const swap = (row: unknown): void => {
      if (!row || typeof row !== 'object' || !('boundary_high' in row)) return;
      if (high && row.boundary_high !== undefined) Object.assign(row, { boundary: row.boundary_high, fidelity: 'high' });
      Reflect.deleteProperty(row, 'boundary_high');
    };
    if (Array.isArray(payload)) payload.forEach(swap);
    else swap(payload);
    return payload;
  });

}

export function registerCompetitions(app: FastifyInstance, deps: CompetitionDeps): void {
  const { qualification } = deps;
  registerCompetitionResource(app, qualification);
  registerPublicCompetitions(app);
  registerBoundaries(app);
  registerServiceStructures(app);
  registerTemplates(app);
  registerCompetitionLookups(app);
  registerCompetitionUploads(app, qualification);
}
