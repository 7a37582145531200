/** flex/assets/ and flex/plannedassets/ (a provider's assets and the operators' view of them), with the assets CSV and unavailability records. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { raw, sql, type SqlFragment } from '../../db/sql.js';
import type { Static } from '@sinclair/typebox';
import { booleanFilter, defineAction, idListFilter, queryOf, registerResource, type FilterDef, type ResourceContext } from '../../resources/index.js';
import { statusExpr } from '../competitions/visibility.js';
import { seenCompetition } from '../competitions/access.js';
import { bumpVersion, type QualificationService } from '../qualification/service.js';
import { registerBulkAssets } from './bulk.js';
import { assetSearch, FLEX_ASSET_ORDERING } from './filters.js';
import { registerUnavailability } from './unavailability.js';
import { assetWrite, type AssetWriteBody, type StoredAsset } from './validation.js';
import { AssetRow, AssetBody, PlannedRow, PlannedBody } from './schemas.js';

const LOCATION = `CASE WHEN t.lon IS NULL OR t.lat IS NULL THEN NULL ELSE json_build_object('type', 'Point', 'coordinates', json_build_array(t.lon, t.lat)) END`;
/** Live competitions (alias c): not archived. */
const LIVE = raw(`${statusExpr('c').text} <> 'archived'`);
/**
 * Live competitions (alias c) this caller may see: what an asset's fields and filters may name or
 * count. A draft or inactive competition, or another operator's, leaves no trace in them.
 */
const liveSeen = (ctx: ResourceContext | null): SqlFragment => sql`(${LIVE} AND ${seenCompetition(ctx)})`;
const OPEN_STATUSES = `('qualifying', 'qualified', 'open')`;

/** Provider: own rows; operator: rows with a qualification in one of its competitions. */
function assetScope(ctx: ResourceContext, column: 'flex_asset_id' | 'planned_asset_id'): SqlFragment | boolean {
  const user = ctx.user;
  if (!user || user.orgId === null) return false;
  if (user.orgType === 'flexprovider') return sql`t.flex_provider_id = ${user.orgId}`;
  if (user.orgType === 'systemoperator') {
    return sql`EXISTS (SELECT 1 FROM qualifications q JOIN competitions c ON c.id = q.competition_id
      WHERE q.${raw(column)} = t.id AND c.operator_id = ${user.orgId})`;
  }
  return false;
}

/** A `param=1,2,3` filter on the row id (up to 1000 ids), as the dashboard's asset-detail chunks send it. */
function assetIdsFilter(param: string) {
  return idListFilter(param, { description: 'Comma-joined ids (max 1000)' }, (ids) => sql`t.id = ANY(${ids}::int[])`);
}

export interface AssetDeps {
  qualification: QualificationService;
}

/** Who writes assets: providers with the management permission. */
const PROVIDER_WRITE = { orgTypes: ['flexprovider' as const], permissions: ['view-manage-ui'] };

/** What the shared rules read of a stored asset of either kind. */
type OwnedAsset = StoredAsset & { flex_provider: number };

/**
 * Access, ownership and write hooks shared by flex assets and planned assets: providers write
 * their own (unique ref per provider, located from postcode or point), both roles read within
 * their scope, and every write recomputes the asset's qualifications in the same transaction.
 */
function ownedAssetRules(
  table: 'flex_assets' | 'planned_assets',
  qualificationColumn: 'flex_asset_id' | 'planned_asset_id',
  recompute: (db: ResourceContext['db'], ids: number[]) => Promise<unknown>,
) {
  return {
    access: {
      list: { orgTypes: ['flexprovider' as const, 'systemoperator' as const] },
      read: { orgTypes: ['flexprovider' as const, 'systemoperator' as const] },
      create: PROVIDER_WRITE,
      update: PROVIDER_WRITE,
      delete: PROVIDER_WRITE,
    },
    scope: (ctx: ResourceContext) => assetScope(ctx, qualificationColumn),
    canWrite: ({ user }: ResourceContext, row: OwnedAsset) => user?.orgType === 'flexprovider' && row.flex_provider === user.orgId,
    hooks: {
      beforeCreate: async (ctx: ResourceContext, body: AssetWriteBody) => {
        const providerId = ctx.user!.orgId!;
        return { ...(await assetWrite(ctx.db, table, providerId, body, null)), flex_provider_id: providerId };
      },
      afterCreate: async (ctx: ResourceContext, row: OwnedAsset) => {
        await recompute(ctx.db, [row.id]);
      },
      beforeUpdate: async (ctx: ResourceContext, existing: OwnedAsset, body: AssetWriteBody) => ({
        ...(await assetWrite(ctx.db, table, existing.flex_provider, body, existing)),
        updated: new Date().toISOString(),
      }),
      afterUpdate: async (ctx: ResourceContext, row: OwnedAsset) => {
        await recompute(ctx.db, [row.id]);
      },
      beforeDelete: async (ctx: ResourceContext) => {
        await bumpVersion(ctx.db, 'qualifications', 'assets');
      },
    },
  };
}

/** The filters of flex/assets/: columns, search, id lists, and the competitions it is located in or qualifies for (those the caller may see). */
const FLEX_ASSET_FILTERS = {
  flex_provider: { type: 'integer', column: 't.flex_provider_id' },
  asset_type: { type: 'string' },
  asset_category: { type: 'string' },
  status: { type: 'string' },
  is_active: { type: 'boolean', lookups: ['exact'] },
  voltage_level: { type: 'number', lookups: ['exact', 'in', 'gte', 'lte'] },
  postcode: { type: 'string', lookups: ['exact', 'icontains'] },
  ref: { type: 'string', lookups: ['exact', 'icontains'] },
  name: { type: 'string', lookups: ['exact', 'icontains'] },
  search: assetSearch,
  flex_asset_ids: assetIdsFilter('flex_asset_ids'),
  competition: {
    schema: Type.Integer({ minimum: 1, description: 'Assets located in this competition (a qualification row exists); none for a competition you may not see' }),
    apply: (v, ctx) => sql`EXISTS (SELECT 1 FROM qualifications q JOIN competitions c ON c.id = q.competition_id
      WHERE q.flex_asset_id = t.id AND q.competition_id = ${v} AND ${seenCompetition(ctx)})`,
  },
  qualified: booleanFilter({ description: 'True: qualifies for a live competition you may see' }, (yes, ctx) => {
    const cond = sql`EXISTS (SELECT 1 FROM qualifications q JOIN competitions c ON c.id = q.competition_id
      WHERE q.flex_asset_id = t.id AND q.eligibility_status IN ('eligible', 'qualified') AND ${liveSeen(ctx)})`;
    return yes ? cond : sql`NOT ${cond}`;
  }),
} satisfies Record<string, FilterDef>;

/** POST flex/assets/{id}/set_inactive/: the layer's own would not recompute qualification (an inactive asset never qualifies). */
function setInactiveAction(app: FastifyInstance, qualification: QualificationService) {
  return defineAction<Static<typeof AssetRow>>({
    method: 'POST',
    name: 'set_inactive',
    detail: true,
    access: PROVIDER_WRITE,
    summary: 'Deactivate an asset (it stops qualifying)',
    response: AssetRow,
    handler: async (ctx, { row }) => {
      await ctx.db.query('UPDATE flex_assets SET is_active = false, updated = now() WHERE id = $1', [row.id]);
      await qualification.recomputeAssets(ctx.db, [row.id]);
      const r = await app.resources.get('flex/assets')!.fetchByIds(ctx, [row.id]);
      return r[0];
    },
  });
}

/** flex/assets/: a provider's own assets (CRUD), the assets located in an operator's competitions. */
function registerFlexAssets(app: FastifyInstance, qualification: QualificationService): void {
  registerResource(app, {
    path: 'flex/assets',
    table: 'flex_assets',
    row: AssetRow,
    columns: {
      flex_provider: 't.flex_provider_id',
      location: LOCATION,
      planned: 'false',
      qualifying_competitions: (ctx) => sql`(SELECT COALESCE(array_agg(q.competition_id ORDER BY q.competition_id), '{}') FROM qualifications q
        JOIN competitions c ON c.id = q.competition_id WHERE q.flex_asset_id = t.id AND q.eligibility_status IN ('eligible', 'qualified') AND ${liveSeen(ctx)})`,
    },
    create: AssetBody,
    update: AssetBody,
    filters: FLEX_ASSET_FILTERS,
    ordering: FLEX_ASSET_ORDERING,
    defaultOrdering: ['ref'],
    ...ownedAssetRules('flex_assets', 'flex_asset_id', (db, ids) => qualification.recomputeAssets(db, ids)),
    actions: [setInactiveAction(app, qualification)],
  });
}

/** The live competitions (that the caller may see) a planned asset qualifies for, as an id array. */
const plannedQualifying = (ctx: ResourceContext | null) =>
  sql`(SELECT COALESCE(array_agg(q.competition_id ORDER BY q.competition_id), '{}') FROM qualifications q JOIN competitions c ON c.id = q.competition_id
    WHERE q.planned_asset_id = t.id AND q.eligibility_status IN ('eligible', 'qualified') AND ${liveSeen(ctx)})`;

/** The filters of flex/plannedassets/. */
const PLANNED_ASSET_FILTERS = {
  flex_provider: { type: 'integer', column: 't.flex_provider_id' },
  asset_type: { type: 'string' },
  capacity_type: { type: 'string' },
  is_active: { type: 'boolean', lookups: ['exact'] },
  planned_asset_ids: assetIdsFilter('planned_asset_ids'),
  qualified: booleanFilter({ description: 'True: qualifies for a live competition (with open_competitions: an open one)' }, (yes, ctx) => {
    // Validated and converted by its own filter below.
    const open = queryOf(ctx.request).open_competitions === true;
    const statusCond = open ? raw(`${statusExpr('c').text} IN ${OPEN_STATUSES}`) : LIVE;
    const cond = sql`EXISTS (SELECT 1 FROM qualifications q JOIN competitions c ON c.id = q.competition_id
      WHERE q.planned_asset_id = t.id AND q.eligibility_status IN ('eligible', 'qualified') AND ${statusCond} AND ${seenCompetition(ctx)})`;
    return yes ? cond : sql`NOT ${cond}`;
  }),
  open_competitions: booleanFilter({ description: 'With qualified: count open competitions only' }, () => null),
  competition: {
    schema: Type.Integer({ minimum: 1, description: 'Planned assets located in this competition; none for a competition you may not see' }),
    apply: (v, ctx) => sql`EXISTS (SELECT 1 FROM qualifications q JOIN competitions c ON c.id = q.competition_id
      WHERE q.planned_asset_id = t.id AND q.competition_id = ${v} AND ${seenCompetition(ctx)})`,
  },
} satisfies Record<string, FilterDef>;

/** flex/plannedassets/: assets not connected yet, with the same owner rules as flex/assets/. */
function registerPlannedAssets(app: FastifyInstance, qualification: QualificationService): void {
  registerResource(app, {
    path: 'flex/plannedassets',
    table: 'planned_assets',
    row: PlannedRow,
    columns: {
      flex_provider: 't.flex_provider_id',
      location: LOCATION,
      planned: 'true',
      expected_connection: `to_char(t.expected_connection, 'YYYY-MM-DD')`,
      competitions: (ctx) => plannedQualifying(ctx),
      competition: (ctx) => sql`(${plannedQualifying(ctx)})[1]`,
      qualified: (ctx) => sql`(cardinality(${plannedQualifying(ctx)}) > 0)`,
      reason: (ctx) => sql`(SELECT q.reasons->0->>'message' FROM qualifications q JOIN competitions c ON c.id = q.competition_id
        WHERE q.planned_asset_id = t.id AND q.eligibility_status IN ('ineligible', 'disqualified') AND ${liveSeen(ctx)} ORDER BY q.competition_id LIMIT 1)`,
    },
    create: PlannedBody,
    update: PlannedBody,
    filters: PLANNED_ASSET_FILTERS,
    ordering: ['ref', 'name', 'created', 'capacity_value'],
    defaultOrdering: ['ref'],
    ...ownedAssetRules('planned_assets', 'planned_asset_id', (db, ids) => qualification.recomputePlannedAssets(db, ids)),
  });
}

export function registerAssets(app: FastifyInstance, deps: AssetDeps): void {
  const { qualification } = deps;
  registerFlexAssets(app, qualification);
  registerPlannedAssets(app, qualification);
  // The flexassets CSV (bulk create/update) and the provider's unavailability records.
  registerBulkAssets(app, { qualification });
  registerUnavailability(app);
}
