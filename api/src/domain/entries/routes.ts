/**
 * flex/competitionentries/ (a provider's entry into a competition: confirm with qualifying
 * assets, withdraw) and flex/competitionconfirmations/ (the organisation's confirmations, and
 * bulk_confirm of entries or results).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sql, type SqlFragment } from '../../db/sql.js';
import { registerResource, type RegisteredResource, type ResourceContext } from '../../resources/index.js';
import { ConfirmationRow } from '../competitions/expanded.js';
import { statusExpr } from '../competitions/visibility.js';
import { typedRequests } from '../../platform/http/typed-app.js';
import { bulkConfirm } from './confirmations.js';
import { confirmEntry, withdrawEntry } from './entry.js';
import { BulkConfirmBody, BulkConfirmResult, EntryBody, EntryRow, MAX_BULK_CONFIRM } from './schemas.js';

const entryScope = (ctx: ResourceContext): SqlFragment | boolean => {
  const user = ctx.user;
  if (!user || user.orgId === null) return false;
  if (user.orgType === 'flexprovider') return sql`t.flex_provider_id = ${user.orgId}`;
  if (user.orgType === 'systemoperator') return sql`EXISTS (SELECT 1 FROM competitions c WHERE c.id = t.competition_id AND c.operator_id = ${user.orgId})`;
  return false;
};

/** flex/competitionentries/: providers read their own entries, operators those in their competitions; a provider withdraws its own. */
function registerEntryResource(app: FastifyInstance): RegisteredResource {
  const entries: RegisteredResource = registerResource(app, {
    path: 'flex/competitionentries',
    table: 'competition_entries',
    row: EntryRow,
    columns: {
      competition: 't.competition_id',
      flex_provider: 't.flex_provider_id',
      withdrawn: `(t.status = 'withdrawn')`,
      flex_assets: `(SELECT COALESCE(array_agg(ea.flex_asset_id ORDER BY ea.flex_asset_id), '{}') FROM competition_entry_assets ea WHERE ea.entry_id = t.id)`,
      competition_status: `(SELECT ${statusExpr('c').text} FROM competitions c WHERE c.id = t.competition_id)`,
    },
    filters: {
      competition: { type: 'integer', column: 't.competition_id' },
      status: { type: 'string' },
      competition_status: {
        schema: Type.String(),
        apply: (v) => sql`EXISTS (SELECT 1 FROM competitions c WHERE c.id = t.competition_id AND ${statusExpr('c')} = ANY(${String(v).split(',')}::text[]))`,
      },
    },
    ordering: ['created', 'updated', 'competition'],
    defaultOrdering: ['-updated'],
    access: { list: { orgTypes: ['flexprovider', 'systemoperator'] }, read: { orgTypes: ['flexprovider', 'systemoperator'] } },
    scope: entryScope,
    canWrite: ({ user }, row) => user?.orgType === 'flexprovider' && row.flex_provider === user.orgId,
    actions: (action) => [
      action({
        method: 'POST',
        name: 'withdraw',
        detail: true,
        access: { orgTypes: ['flexprovider'], permissions: ['manage-bids'] },
        summary: 'Withdraw the entry (competition qualifying or open)',
        response: EntryRow,
        handler: async (ctx, { row }) => {
          await withdrawEntry(ctx.db, ctx.user!, row);
          return (await entries.fetchByIds(ctx, [row.id]))[0];
        },
      }),
    ],
  });
  return entries;
}

/** POST flex/competitionentries/ {competition, flex_assets}: confirm these assets (or withdraw with []). */
function registerEntryConfirmation(app: FastifyInstance, entries: RegisteredResource): void {
  typedRequests(app).route({
    method: 'POST',
    url: '/flex/competitionentries/',
    config: { access: { orgTypes: ['flexprovider'], permissions: ['manage-bids'] } },
    schema: {
      tags: ['flex'],
      summary: 'Confirm entry with assets (empty list withdraws); one entry per provider and competition',
      body: EntryBody,
      response: { 201: EntryRow },
    },
    handler: async (request, reply) => {
      const user = request.user!;
      const id = await app.db.transaction((tx) => confirmEntry(tx, user, request.body));
      const row = (await entries.fetchByIds({ user, db: app.db, request }, [id]))[0];
      return reply.code(201).send(row);
    },
  });
}

/** flex/competitionconfirmations/: the organisation's own confirmations, and bulk_confirm. */
function registerConfirmations(app: FastifyInstance): void {
  registerResource(app, {
    path: 'flex/competitionconfirmations',
    table: 'competition_confirmations',
    row: ConfirmationRow,
    columns: { competition: 't.competition_id', organisation: 't.organisation_id' },
    filters: { competition: { type: 'integer', column: 't.competition_id' }, kind: { type: 'string' } },
    ordering: ['created'],
    defaultOrdering: ['-created'],
    access: { list: { orgTypes: ['flexprovider', 'systemoperator'] }, read: { orgTypes: ['flexprovider', 'systemoperator'] } },
    scope: ({ user }) => (user && user.orgId !== null && user.orgType !== 'user' ? sql`t.organisation_id = ${user.orgId}` : false),
    actions: (action) => [
      action({
        method: 'POST',
        name: 'bulk_confirm',
        access: { orgTypes: ['flexprovider', 'systemoperator'] },
        status: 201,
        summary: `Provider: confirm entry (all qualifying assets) in up to ${MAX_BULK_CONFIRM} qualifying/open competitions. Operator: confirm the results of its closed competitions.`,
        body: BulkConfirmBody,
        response: Type.Array(BulkConfirmResult),
        handler: (ctx, { body }) => bulkConfirm(ctx, body),
      }),
    ],
  });
}

export function registerEntries(app: FastifyInstance): void {
  const entries = registerEntryResource(app);
  registerEntryConfirmation(app, entries);
  registerConfirmations(app);
}
