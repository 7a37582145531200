import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/types.js';
import { sql, type SqlFragment } from '../../db/sql.js';
import { badRequest, forbidden } from '../../errors.js';
import { registerResource, type RegisteredResource, type ResourceContext, type Row } from '../../resources/index.js';
import { ConfirmationRow } from '../competitions/expanded.js';
import { competitionVisible, statusExpr } from '../competitions/visibility.js';
import type { CompetitionStatus } from '../competitions/status.js';
import { bumpVersion } from '../qualification/service.js';
import { confirmResults } from '../market/results.js';
import { assertApprovedProvider } from '../dps/gate.js';
import { EntryRow, EntryBody } from './schemas.js';
import { typedRequests } from '../../platform/http/typed-app.js';

/** Statuses in which a provider may confirm entry or withdraw. */
export const ENTRY_OPEN: readonly CompetitionStatus[] = ['qualifying', 'open'];
export const MAX_BULK_CONFIRM = 50;

interface CompetitionInfo {
  id: number;
  status: CompetitionStatus;
  operator_id: number;
}

async function visibleCompetition(db: Db, user: Principal, id: number): Promise<CompetitionInfo | null> {
  const r = await db.query<CompetitionInfo>(
    sql`SELECT c.id, ${statusExpr('c')} AS status, c.operator_id FROM competitions c WHERE c.id = ${id} AND ${competitionVisible(user, 'c', { includeArchived: true })}`,
  );
  return r.rows[0] ?? null;
}

/** The provider's asset ids that qualify (eligible or qualified) for the competition. */
async function qualifyingAssetIds(db: Db, providerId: number, competitionId: number): Promise<number[]> {
  const r = await db.query<{ id: number }>(
    `SELECT a.id FROM qualifications q JOIN flex_assets a ON a.id = q.flex_asset_id
      WHERE q.competition_id = $1 AND a.flex_provider_id = $2 AND a.is_active AND q.eligibility_status IN ('eligible', 'qualified') ORDER BY a.id`,
    [competitionId, providerId],
  );
  return r.rows.map((x) => x.id);
}

/** Creates or replaces the provider's entry; an empty asset list withdraws. Returns the entry id. */
export async function upsertEntry(db: Db, user: Principal, competitionId: number, assetIds: number[]): Promise<number> {
  const status = assetIds.length ? 'confirmed' : 'withdrawn';
  const r = await db.query<{ id: number }>(
    `INSERT INTO competition_entries (competition_id, flex_provider_id, status, confirmed_by)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (competition_id, flex_provider_id) DO UPDATE SET status = EXCLUDED.status, confirmed_by = EXCLUDED.confirmed_by, updated = now()
     RETURNING id`,
    [competitionId, user.orgId, status, user.userId],
  );
  const entryId = r.rows[0]!.id;
  await db.query('DELETE FROM competition_entry_assets WHERE entry_id = $1', [entryId]);
  if (assetIds.length) {
    await db.query('INSERT INTO competition_entry_assets (entry_id, flex_asset_id) SELECT $1, unnest($2::int[])', [entryId, assetIds]);
    await db.query(
      `INSERT INTO competition_confirmations (competition_id, organisation_id, kind, confirmed_by) VALUES ($1, $2, 'entry', $3)
       ON CONFLICT (competition_id, organisation_id) DO UPDATE SET confirmed_by = EXCLUDED.confirmed_by, created = now()`,
      [competitionId, user.orgId, user.userId],
    );
  } else {
    await db.query(`DELETE FROM competition_confirmations WHERE competition_id = $1 AND organisation_id = $2 AND kind = 'entry'`, [competitionId, user.orgId]);
  }
  await bumpVersion(db, 'qualifications');
  return entryId;
}

const entryScope = (ctx: ResourceContext): SqlFragment | boolean => {
  const user = ctx.user;
  if (!user || user.orgId === null) return false;
  if (user.orgType === 'flexprovider') return sql`t.flex_provider_id = ${user.orgId}`;
  if (user.orgType === 'systemoperator') return sql`EXISTS (SELECT 1 FROM competitions c WHERE c.id = t.competition_id AND c.operator_id = ${user.orgId})`;
  return false;
};

export function registerEntries(app: FastifyInstance): void {
  const api = typedRequests(app);
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
    actions: [
      {
        method: 'POST',
        name: 'withdraw',
        detail: true,
        access: { orgTypes: ['flexprovider'], permissions: ['manage-bids'] },
        summary: 'Withdraw the entry (competition qualifying or open)',
        response: EntryRow,
        handler: async (ctx, { row }) => {
          const user = ctx.user!;
          if (row!.flex_provider !== user.orgId) throw forbidden();
          const c = await visibleCompetition(ctx.db, user, row!.competition as number);
          if (!c || !ENTRY_OPEN.includes(c.status)) throw badRequest({ competition: ['Entries can only change while the competition is qualifying or open.'] });
          await upsertEntry(ctx.db, user, c.id, []);
          return (await entries.fetchByIds(ctx, [row!.id]))[0];
        },
      },
    ],
  });

  // POST flex/competitionentries/ {competition, flex_assets}: confirm these assets (or withdraw with []).
  api.route({
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
      const body = request.body;
      const user = request.user!;
      const id = await app.db.transaction(async (tx) => {
        const c = await visibleCompetition(tx, user, body.competition);
        if (!c) throw badRequest({ competition: ['Unknown competition.'] });
        if (!ENTRY_OPEN.includes(c.status)) throw badRequest({ competition: ['Entries can only change while the competition is qualifying or open.'] });
        // Confirming entry needs the operator's approval (dps); withdrawing ([]) never does.
        if (body.flex_assets.length) await assertApprovedProvider(tx, user.orgId!, c.operator_id, 'confirm entry in its competitions');
        const qualifying = new Set(await qualifyingAssetIds(tx, user.orgId!, c.id));
        const owned = await tx.query<{ id: number; ref: string }>('SELECT id, ref FROM flex_assets WHERE id = ANY($1::int[]) AND flex_provider_id = $2', [body.flex_assets, user.orgId]);
        // Assets are named by their reference, never by internal id; another provider's asset is not named at all.
        const refOf = new Map(owned.rows.map((r) => [r.id, r.ref]));
        if (body.flex_assets.some((a) => !refOf.has(a))) throw badRequest({ flex_assets: ['Some of the selected assets are not yours or no longer exist.'] });
        const notQualifying = body.flex_assets.filter((a) => !qualifying.has(a)).map((a) => refOf.get(a)!);
        if (notQualifying.length) throw badRequest({ flex_assets: [`These assets do not qualify for the competition: ${notQualifying.join(', ')}.`] });
        return upsertEntry(tx, user, c.id, [...body.flex_assets].sort((a, b) => a - b));
      });
      const row = (await entries.fetchByIds({ user, db: app.db, request }, [id]))[0];
      return reply.code(201).send(row);
    },
  });

  const confirmations = registerResource(app, {
    path: 'flex/competitionconfirmations',
    table: 'competition_confirmations',
    row: ConfirmationRow,
    columns: { competition: 't.competition_id', organisation: 't.organisation_id' },
    filters: { competition: { type: 'integer', column: 't.competition_id' }, kind: { type: 'string' } },
    ordering: ['created'],
    defaultOrdering: ['-created'],
    access: { list: { orgTypes: ['flexprovider', 'systemoperator'] }, read: { orgTypes: ['flexprovider', 'systemoperator'] } },
    scope: ({ user }) => (user && user.orgId !== null && user.orgType !== 'user' ? sql`t.organisation_id = ${user.orgId}` : false),
    actions: [
      {
        method: 'POST',
        name: 'bulk_confirm',
        access: { orgTypes: ['flexprovider', 'systemoperator'] },
        status: 201,
        summary: `Provider: confirm entry (all qualifying assets) in up to ${MAX_BULK_CONFIRM} qualifying/open competitions. Operator: confirm the results of its closed competitions.`,
        body: Type.Object(
          { competition_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_BULK_CONFIRM, uniqueItems: true }) },
          { additionalProperties: false },
        ),
        response: Type.Array(
          Type.Object({
            competition: Type.Integer(),
            confirmation: Type.Union([Type.Integer(), Type.Null()], { description: 'The confirmation row id' }),
            flex_assets: Type.Integer({ description: 'Assets entered (providers); 0 for an operator’s results confirmation' }),
          }),
        ),
        handler: async (ctx, { body }) => {
          const user = ctx.user!;
          const ids = (body as { competition_ids: number[] }).competition_ids;
          const provider = user.orgType === 'flexprovider';
          if (!user.permissions.includes(provider ? 'manage-bids' : 'manage-competitions')) throw forbidden();
          const problems: string[] = [];
          const plan: { competition: number; assets: number[] }[] = [];
          for (const id of ids) {
            const c = await visibleCompetition(ctx.db, user, id);
            if (!c || (!provider && c.operator_id !== user.orgId)) {
              problems.push(`Competition ${id} was not found.`);
              continue;
            }
            if (provider) {
              await assertApprovedProvider(ctx.db, user.orgId!, c.operator_id, 'confirm entry in its competitions');
              if (!ENTRY_OPEN.includes(c.status)) {
                problems.push(`Competition ${id} is not qualifying or open.`);
                continue;
              }
              const assets = await qualifyingAssetIds(ctx.db, user.orgId!, id);
              if (!assets.length) problems.push(`You have no qualifying assets in competition ${id}.`);
              else plan.push({ competition: id, assets });
            } else if (c.status !== 'closed') {
              problems.push(`Competition ${id} is not closed; results can be confirmed once bidding has closed.`);
            } else {
              const undecided = await ctx.db.query<{ n: number }>(
                'SELECT count(*)::int AS n FROM bids b LEFT JOIN bid_approvals ap ON ap.bid_id = b.id WHERE b.competition_id = $1 AND b.is_active AND ap.bid_id IS NULL',
                [id],
              );
              const n = undecided.rows[0]!.n;
              if (n === 1) problems.push(`Competition ${id} has 1 bid without a decision; decide every bid before confirming the results.`);
              else if (n) problems.push(`Competition ${id} has ${n} bids without a decision; decide every bid before confirming the results.`);
              else plan.push({ competition: id, assets: [] });
            }
          }
          if (problems.length) throw badRequest({ competition_ids: problems });
          const out: Row[] = [];
          for (const p of plan) {
            if (provider) await upsertEntry(ctx.db, user, p.competition, p.assets);
            else {
              // The one way results are confirmed (market/results.ts): final, and the providers are e-mailed.
              const done = await ctx.db.query('SELECT 1 FROM competition_confirmations WHERE competition_id = $1 AND organisation_id = $2', [p.competition, user.orgId]);
              if (!done.rows.length) await confirmResults(ctx.db, ctx.request.server, user, p.competition);
            }
            const r = await ctx.db.query<{ id: number }>('SELECT id FROM competition_confirmations WHERE competition_id = $1 AND organisation_id = $2', [
              p.competition,
              user.orgId,
            ]);
            out.push({ competition: p.competition, confirmation: r.rows[0]?.id ?? null, flex_assets: p.assets.length });
          }
          await bumpVersion(ctx.db, 'qualifications');
          return out;
        },
      },
    ],
  });
  void confirmations;

}
