/**
 * flex/assetunavailability/: the periods in which a provider's asset cannot deliver (spec workflows
 * §3 "Unavailability record", §5). A record is whole or absent: an asset of the provider's own,
 * a start and an end (ISO date-times, the end after the start) and a reason. Records of one
 * asset may not overlap (the database holds that too: an exclusion constraint). Only the owning
 * provider sees and writes them.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from '../../db/sql.js';
import type { Db } from '../../db/types.js';
import { badRequest } from '../../errors.js';
import { registerConstraintError } from '../../plugins/errors.js';
import { booleanFilter, registerResource, type ResourceContext, type Row } from '../../resources/index.js';
import { DateTime } from '../../platform/http/schemas.js';
import { reportUnavailability } from '../contracts/unavailability.js';

const UnavailabilityRow = Type.Object({
  id: Type.Integer(),
  flex_asset: Type.Integer(),
  flex_provider: Type.Integer(),
  asset_ref: Type.String(),
  asset_name: Type.String(),
  unavailable_from: Type.String({ format: 'date-time' }),
  unavailable_to: Type.String({ format: 'date-time' }),
  reason: Type.String(),
  created: Type.String({ format: 'date-time' }),
  updated: Type.String({ format: 'date-time' }),
});

const UnavailabilityBody = Type.Object(
  {
    flex_asset: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'One of your assets' }),
    unavailable_from: { ...DateTime, description: 'ISO date-time the asset stops being available' },
    unavailable_to: { ...DateTime, description: 'ISO date-time it is available again (after unavailable_from)' },
    reason: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);

const asset = (column: string) => `(SELECT a.${column} FROM flex_assets a WHERE a.id = t.flex_asset_id)`;

const instant = (v: unknown): number => (v instanceof Date ? v.getTime() : Date.parse(String(v)));
const fmt = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** Checks a whole record (merged with the stored one on PATCH) and answers its column values. */
async function checked(
  db: Db,
  providerId: number,
  body: Partial<Static<typeof UnavailabilityBody>>,
  existing: Static<typeof UnavailabilityRow> | null,
): Promise<Row> {
  const merged = { ...(existing ?? {}), ...body };
  const errors: Record<string, string[]> = {};
  const owned = await db.query('SELECT 1 FROM flex_assets WHERE id = $1 AND flex_provider_id = $2', [merged.flex_asset, providerId]);
  if (!owned.rows.length) errors.flex_asset = ['Choose one of your assets.'];
  const from = instant(merged.unavailable_from);
  const to = instant(merged.unavailable_to);
  if (Number.isNaN(from)) errors.unavailable_from = ['Enter a valid date and time.'];
  if (Number.isNaN(to)) errors.unavailable_to = ['Enter a valid date and time.'];
  else if (!Number.isNaN(from) && to <= from) errors.unavailable_to = ['The end must be after the start.'];
  const reason = typeof merged.reason === 'string' ? merged.reason.trim() : '';
  if (!reason) errors.reason = ['This field may not be blank.'];
  if (Object.keys(errors).length) throw badRequest(errors);
  const clash = await db.query<{ f: Date; t: Date }>(
    `SELECT unavailable_from AS f, unavailable_to AS t FROM asset_unavailability
      WHERE flex_asset_id = $1 AND id <> $2 AND unavailable_from < $4 AND unavailable_to > $3 ORDER BY unavailable_from LIMIT 1`,
    [merged.flex_asset, existing?.id ?? 0, new Date(from).toISOString(), new Date(to).toISOString()],
  );
  const other = clash.rows[0];
  if (other) {
    throw badRequest({
      unavailable_from: [`This asset already has an unavailability from ${fmt(new Date(other.f).toISOString())} to ${fmt(new Date(other.t).toISOString())} (UTC) that overlaps this one; change that record instead.`],
    });
  }
  return {
    flex_asset_id: merged.flex_asset,
    unavailable_from: new Date(from).toISOString(),
    unavailable_to: new Date(to).toISOString(),
    reason,
  };
}

// The database holds the no-overlap rule (migration 159) when requests race past the check in
// `checked`: the one that loses hears it on the same field.
registerConstraintError(
  'asset_unavailability_no_overlap',
  'unavailable_from',
  'This asset already has an unavailability that overlaps this one; change that record instead.',
);

export function registerUnavailability(app: FastifyInstance): void {
  const own = { orgTypes: ['flexprovider' as const], permissions: ['view-manage-ui'] };
  registerResource(app, {
    path: 'flex/assetunavailability',
    table: 'asset_unavailability',
    row: UnavailabilityRow,
    columns: {
      flex_asset: 't.flex_asset_id',
      flex_provider: asset('flex_provider_id'),
      asset_ref: asset('ref'),
      asset_name: asset('name'),
    },
    create: UnavailabilityBody,
    update: UnavailabilityBody,
    filters: {
      flex_asset: { type: 'integer', column: 't.flex_asset_id' },
      unavailable_from: { type: 'datetime', lookups: ['gte', 'lte'] },
      unavailable_to: { type: 'datetime', lookups: ['gte', 'lte'] },
      current: booleanFilter({ description: 'True: records not yet over (ending after now); false: past ones' }, (yes) => (yes ? sql`t.unavailable_to > now()` : sql`t.unavailable_to <= now()`)),
      search: {
        schema: Type.String({ maxLength: 100, description: 'Text in the asset ref or name, or in the reason' }),
        apply: (v) => {
          const like = `%${String(v).trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
          return sql`(t.reason ILIKE ${like} OR EXISTS (SELECT 1 FROM flex_assets a WHERE a.id = t.flex_asset_id AND (a.ref ILIKE ${like} OR a.name ILIKE ${like})))`;
        },
      },
    },
    ordering: ['unavailable_from', 'unavailable_to', 'asset_ref', 'created', 'updated'],
    defaultOrdering: ['unavailable_from'],
    access: { list: own, read: own, create: own, update: own, delete: own },
    scope: (ctx: ResourceContext) => {
      const user = ctx.user;
      if (!user || user.orgType !== 'flexprovider' || user.orgId === null) return false;
      return sql`EXISTS (SELECT 1 FROM flex_assets a WHERE a.id = t.flex_asset_id AND a.flex_provider_id = ${user.orgId})`;
    },
    canWrite: (ctx, row) => ctx.user?.orgType === 'flexprovider' && row.flex_provider === ctx.user.orgId,
    hooks: {
      beforeCreate: (ctx, body) => checked(ctx.db, ctx.user!.orgId!, body, null),
      beforeUpdate: async (ctx, existing, body) => ({ ...(await checked(ctx.db, existing.flex_provider, body, existing)), updated: new Date().toISOString() }),
      afterCreate: async (ctx, row) => void (await reportUnavailability(ctx.db, row)),
      afterUpdate: async (ctx, row) => void (await reportUnavailability(ctx.db, row)),
    },
  });
}
