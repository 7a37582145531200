/**
 * bulk_confirm on flex/competitionconfirmations/: a provider confirms its entry (all its
 * qualifying assets) in several competitions, an operator the results of its closed ones. All or
 * nothing: every problem is found first, then every confirmation is written.
 */
import type { Static } from '@sinclair/typebox';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/types.js';
import { badRequest, forbidden } from '../../errors.js';
import type { ResourceContext } from '../../resources/index.js';
import { bumpVersion } from '../qualification/service.js';
import { confirmResults } from '../market/results.js';
import { assertApprovedProvider } from '../dps/gate.js';
import { ENTRY_OPEN, qualifyingAssetIds, upsertEntry, visibleCompetition, type CompetitionInfo } from './entry.js';
import type { BulkConfirmBody, BulkConfirmResult } from './schemas.js';

/** One competition to confirm: its id and the assets entered (none for an operator's results). */
interface PlannedConfirmation {
  competition: number;
  assets: number[];
}

/** What is planned for one competition: a confirmation, or the sentence saying why not. */
type PlanStep = { plan: PlannedConfirmation } | { problem: string };

/** A provider's entry: the competition qualifying or open, the operator's approval, at least one qualifying asset. */
async function planEntry(db: Db, orgId: number, c: CompetitionInfo): Promise<PlanStep> {
  await assertApprovedProvider(db, orgId, c.operator_id, 'confirm entry in its competitions');
  if (!ENTRY_OPEN.includes(c.status)) return { problem: `Competition ${c.id} is not qualifying or open.` };
  const assets = await qualifyingAssetIds(db, orgId, c.id);
  if (!assets.length) return { problem: `You have no qualifying assets in competition ${c.id}.` };
  return { plan: { competition: c.id, assets } };
}

/** An operator's results: the competition closed and every active bid decided. */
async function planResults(db: Db, c: CompetitionInfo): Promise<PlanStep> {
  if (c.status !== 'closed') return { problem: `Competition ${c.id} is not closed; results can be confirmed once bidding has closed.` };
  const undecided = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM bids b LEFT JOIN bid_approvals ap ON ap.bid_id = b.id WHERE b.competition_id = $1 AND b.is_active AND ap.bid_id IS NULL',
    [c.id],
  );
  const n = undecided.rows[0]!.n;
  if (n === 1) return { problem: `Competition ${c.id} has 1 bid without a decision; decide every bid before confirming the results.` };
  if (n) return { problem: `Competition ${c.id} has ${n} bids without a decision; decide every bid before confirming the results.` };
  return { plan: { competition: c.id, assets: [] } };
}

/** What to confirm in each competition, or 400 listing every problem. */
async function planConfirmations(db: Db, user: Principal, orgId: number, provider: boolean, ids: readonly number[]): Promise<PlannedConfirmation[]> {
  const problems: string[] = [];
  const plan: PlannedConfirmation[] = [];
  for (const id of ids) {
    const c = await visibleCompetition(db, user, id);
    const step: PlanStep =
      !c || (!provider && c.operator_id !== orgId) ? { problem: `Competition ${id} was not found.` } : provider ? await planEntry(db, orgId, c) : await planResults(db, c);
    if ('problem' in step) problems.push(step.problem);
    else plan.push(step.plan);
  }
  if (problems.length) throw badRequest({ competition_ids: problems });
  return plan;
}

/** Writes one planned confirmation and answers it with the confirmation row's id. */
async function confirmOne(ctx: ResourceContext, user: Principal, orgId: number, provider: boolean, p: PlannedConfirmation): Promise<Static<typeof BulkConfirmResult>> {
  if (provider) await upsertEntry(ctx.db, user, p.competition, p.assets);
  else {
    // The one way results are confirmed (market/results.ts): final, and the providers are e-mailed.
    const done = await ctx.db.query('SELECT 1 FROM competition_confirmations WHERE competition_id = $1 AND organisation_id = $2', [p.competition, orgId]);
    if (!done.rows.length) await confirmResults(ctx.db, ctx.request.server, user, p.competition);
  }
  const r = await ctx.db.query<{ id: number }>('SELECT id FROM competition_confirmations WHERE competition_id = $1 AND organisation_id = $2', [p.competition, orgId]);
  return { competition: p.competition, confirmation: r.rows[0]?.id ?? null, flex_assets: p.assets.length };
}

/** Confirms entry (provider) or results (operator) in every listed competition, or none of them. */
export async function bulkConfirm(ctx: ResourceContext, body: Static<typeof BulkConfirmBody>): Promise<Static<typeof BulkConfirmResult>[]> {
  const user = ctx.user;
  if (!user || user.orgId === null) throw forbidden();
  const orgId = user.orgId;
  const provider = user.orgType === 'flexprovider';
  if (!user.permissions.includes(provider ? 'manage-bids' : 'manage-competitions')) throw forbidden();
  const plan = await planConfirmations(ctx.db, user, orgId, provider, body.competition_ids);
  const out: Static<typeof BulkConfirmResult>[] = [];
  for (const p of plan) out.push(await confirmOne(ctx, user, orgId, provider, p));
  await bumpVersion(ctx.db, 'qualifications');
  return out;
}
