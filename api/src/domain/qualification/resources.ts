/**
 * Qualification rows as resources: flex/qualifications/ (flex and planned assets; operators
 * override them for their own competitions) and flex/qualifyingassets/ (eligible or qualified
 * flex-asset rows, for dashboard counts and entry lists). Both follow their competition's visibility.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types.js';
import { raw, sql, type SqlFragment } from '../../db/sql.js';
import { badRequest } from '../../errors.js';
import { booleanFilter, registerResource, type ResourceContext } from '../../resources/index.js';
import { statusExpr } from '../competitions/visibility.js';
import { followsCompetition } from '../competitions/access.js';
import { bumpVersion } from './service.js';
import { Nullable, OVERRIDE_REASONS, literalUnion } from '../../platform/http/schemas.js';
import { QualificationRow } from './schemas.js';

const OPEN_STATUSES = `('qualifying', 'qualified', 'open')`;

const qualificationColumns = {
  competition: 't.competition_id',
  flex_asset: 't.flex_asset_id',
  planned_asset: 't.planned_asset_id',
  planned: '(t.planned_asset_id IS NOT NULL)',
  flex_provider: '(SELECT COALESCE(a.flex_provider_id, p.flex_provider_id) FROM (SELECT 1) x LEFT JOIN flex_assets a ON a.id = t.flex_asset_id LEFT JOIN planned_assets p ON p.id = t.planned_asset_id)',
  ref: '(SELECT COALESCE(a.ref, p.ref) FROM (SELECT 1) x LEFT JOIN flex_assets a ON a.id = t.flex_asset_id LEFT JOIN planned_assets p ON p.id = t.planned_asset_id)',
  name: '(SELECT COALESCE(a.name, p.name) FROM (SELECT 1) x LEFT JOIN flex_assets a ON a.id = t.flex_asset_id LEFT JOIN planned_assets p ON p.id = t.planned_asset_id)',
  asset_type: '(SELECT COALESCE(a.asset_type, p.asset_type) FROM (SELECT 1) x LEFT JOIN flex_assets a ON a.id = t.flex_asset_id LEFT JOIN planned_assets p ON p.id = t.planned_asset_id)',
  asset_category:
    '(SELECT COALESCE(a.asset_category, p.asset_category) FROM (SELECT 1) x LEFT JOIN flex_assets a ON a.id = t.flex_asset_id LEFT JOIN planned_assets p ON p.id = t.planned_asset_id)',
  competition_status: `(SELECT ${statusExpr('c').text} FROM competitions c WHERE c.id = t.competition_id)`,
};
const qualificationScope = (ctx: ResourceContext): SqlFragment | boolean => {
  const user = ctx.user;
  if (!user || user.orgId === null) return false;
  if (user.orgType === 'flexprovider') {
    return sql`(EXISTS (SELECT 1 FROM flex_assets a WHERE a.id = t.flex_asset_id AND a.flex_provider_id = ${user.orgId})
      OR EXISTS (SELECT 1 FROM planned_assets p WHERE p.id = t.planned_asset_id AND p.flex_provider_id = ${user.orgId}))`;
  }
  if (user.orgType === 'systemoperator') return sql`EXISTS (SELECT 1 FROM competitions c WHERE c.id = t.competition_id AND c.operator_id = ${user.orgId})`;
  return false;
};
const qualificationFilters = {
  competition: { type: 'integer' as const, column: 't.competition_id' },
  flex_asset: { type: 'integer' as const, column: 't.flex_asset_id' },
  planned_asset: { type: 'integer' as const, column: 't.planned_asset_id' },
  eligibility_status: { type: 'string' as const },
  planned: { type: 'boolean' as const, column: '(t.planned_asset_id IS NOT NULL)', lookups: ['exact' as const] },
  competition_status: {
    schema: Type.String(),
    apply: (v: unknown) => sql`EXISTS (SELECT 1 FROM competitions c WHERE c.id = t.competition_id AND ${statusExpr('c')} = ANY(${String(v).split(',')}::text[]))`,
  },
  include_archived: booleanFilter({ description: 'True: rows of archived competitions too (as flex/competitions/)' }, () => null),
  open_competitions: booleanFilter({ description: 'True: only competitions in qualifying, qualified or open' }, (yes) =>
    yes ? raw(`EXISTS (SELECT 1 FROM competitions c WHERE c.id = t.competition_id AND ${statusExpr('c').text} IN ${OPEN_STATUSES})`) : null,
  ),
};


export function registerQualificationResources(app: FastifyInstance): void {
  registerResource(app, {
    path: 'flex/qualifications',
    table: 'qualifications',
    row: QualificationRow,
    columns: qualificationColumns,
    update: Type.Object(
      {
        override_status: Nullable(literalUnion(['qualified', 'disqualified'] as const)),
        override_reason: Type.Optional(Nullable(literalUnion(OVERRIDE_REASONS))),
      },
      { additionalProperties: false },
    ),
    filters: qualificationFilters,
    ordering: ['competition', 'eligibility_status', 'updated'],
    defaultOrdering: ['competition', 'id'],
    access: {
      list: { orgTypes: ['flexprovider', 'systemoperator'] },
      read: { orgTypes: ['flexprovider', 'systemoperator'] },
      update: { orgTypes: ['systemoperator'], permissions: ['manage-competitions'] },
    },
    scope: qualificationScope,
    visibleWith: followsCompetition,
    canWrite: async (ctx, row) => ctx.user?.orgType === 'systemoperator' && (await ownsCompetition(ctx.db, ctx.user.orgId, row.competition)),
    hooks: {
      beforeUpdate: (_ctx, existing, body) => {
        const status = body.override_status !== undefined ? body.override_status : existing.override_status;
        const reason = body.override_reason !== undefined ? body.override_reason : existing.override_reason;
        if (status === 'disqualified' && !reason) throw badRequest({ override_reason: ['A reason is required to disqualify an asset.'] });
        return { override_status: status ?? null, override_reason: status ? (reason ?? null) : null, updated: new Date().toISOString() };
      },
      afterUpdate: async (ctx) => bumpVersion(ctx.db, 'qualifications'),
    },
    bulk: true,
  });

  // Qualifying assets: eligible or qualified flex-asset rows (dashboard counts and entry lists).
  registerResource(app, {
    path: 'flex/qualifyingassets',
    table: 'qualifications',
    where: raw(`t.flex_asset_id IS NOT NULL AND t.eligibility_status IN ('eligible', 'qualified')`),
    row: Type.Omit(QualificationRow, ['computed_status', 'override_status', 'override_reason']),
    columns: qualificationColumns,
    filters: qualificationFilters,
    ordering: ['competition', 'updated'],
    defaultOrdering: ['competition', 'id'],
    access: { list: { orgTypes: ['flexprovider', 'systemoperator'] }, read: { orgTypes: ['flexprovider', 'systemoperator'] } },
    scope: qualificationScope,
    visibleWith: followsCompetition,
  });
}

async function ownsCompetition(db: Db, orgId: number | null, competitionId: unknown): Promise<boolean> {
  if (orgId === null) return false;
  const r = await db.query('SELECT 1 FROM competitions WHERE id = $1 AND operator_id = $2', [competitionId, orgId]);
  return r.rows.length > 0;
}
