import { api, chunk, type CompetitionEntry } from 'shared-session';
import type { CallContext } from './calls';
import type { ResultsSummary } from './views';

export const BULK_CONFIRM_BATCH = 50;

/** A provider's active ballots in the competition (a count: limit=0, the total from Content-Range). */
export async function ballotCount(ctx: CallContext, competitionId: number): Promise<number> {
  const page = await api.page('/bids/ballots/', { query: { is_active: 'true', competition: String(competitionId), limit: 0 }, request: ctx.request });
  return page.total ?? page.items.length;
}

/** The provider's entry into the competition, if any. */
export async function entryOf(ctx: CallContext, competitionId: number): Promise<CompetitionEntry | null> {
  const rows = await api.get('/flex/competitionentries/', { query: { competition: String(competitionId) }, request: ctx.request });
  return rows[0] ?? null;
}

/** Enters the chosen assets (none: withdraws the entry). */
export function saveEntry(ctx: CallContext, competitionId: number, assetIds: number[]): Promise<CompetitionEntry> {
  return api.post('/flex/competitionentries/', { body: { competition: competitionId, flex_assets: assetIds }, request: ctx.request });
}

/** Operators confirm the results of closed competitions, 50 to a request. */
export async function bulkConfirm(ctx: CallContext, competitionIds: number[]): Promise<void> {
  for (const batch of chunk(competitionIds, BULK_CONFIRM_BATCH)) {
    await api.post('/flex/competitionconfirmations/bulk_confirm/', { body: { competition_ids: batch }, request: ctx.request });
  }
}

/** Operators: the results each of these (closed) competitions would confirm, in the order given. */
export async function resultsSummaries(ctx: CallContext, competitionIds: readonly number[]): Promise<ResultsSummary[]> {
  if (competitionIds.length === 0) return [];
  const rows = await api.get('/bids/summaries/', { query: { status: 'closed' }, request: ctx.request });
  const byId = new Map(rows.map((r) => [r.competition, r]));
  return competitionIds.flatMap((id) => {
    const r = byId.get(id);
    return r ? [r] : [];
  });
}
