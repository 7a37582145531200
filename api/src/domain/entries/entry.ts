/** A provider's entry into a competition: the competitions it may enter, its qualifying assets, and the one write of an entry. */
import type { Static } from '@sinclair/typebox';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/types.js';
import { sql } from '../../db/sql.js';
import { badRequest, forbidden } from '../../errors.js';
import { competitionVisible, statusExpr } from '../competitions/visibility.js';
import type { CompetitionStatus } from '../competitions/status.js';
import { bumpVersion } from '../qualification/service.js';
import { assertApprovedProvider } from '../dps/gate.js';
import type { EntryBody } from './schemas.js';

/** Statuses in which a provider may confirm entry or withdraw. */
export const ENTRY_OPEN: readonly CompetitionStatus[] = ['qualifying', 'open'];

export interface CompetitionInfo {
  id: number;
  status: CompetitionStatus;
  operator_id: number;
}

/** The competition with its status and operator, when the caller may see it (archived ones included). */
export async function visibleCompetition(db: Db, user: Principal, id: number): Promise<CompetitionInfo | null> {
  const r = await db.query<CompetitionInfo>(
    sql`SELECT c.id, ${statusExpr('c')} AS status, c.operator_id FROM competitions c WHERE c.id = ${id} AND ${competitionVisible(user, 'c', { includeArchived: true })}`,
  );
  return r.rows[0] ?? null;
}

/** The provider's asset ids that qualify (eligible or qualified) for the competition. */
export async function qualifyingAssetIds(db: Db, providerId: number, competitionId: number): Promise<number[]> {
  const r = await db.query<{ id: number }>(
    `SELECT a.id FROM qualifications q JOIN flex_assets a ON a.id = q.flex_asset_id
      WHERE q.competition_id = $1 AND a.flex_provider_id = $2 AND a.is_active AND q.eligibility_status IN ('eligible', 'qualified') ORDER BY a.id`,
    [competitionId, providerId],
  );
  return r.rows.map((x) => x.id);
}

/** The caller's organisation id: entries are written by members of a provider only. */
function providerId(user: Principal): number {
  if (user.orgId === null) throw forbidden();
  return user.orgId;
}

/** Creates or replaces the provider's entry; an empty asset list withdraws. Returns the entry id. */
export async function upsertEntry(db: Db, user: Principal, competitionId: number, assetIds: readonly number[]): Promise<number> {
  const orgId = providerId(user);
  const status = assetIds.length ? 'confirmed' : 'withdrawn';
  const r = await db.query<{ id: number }>(
    `INSERT INTO competition_entries (competition_id, flex_provider_id, status, confirmed_by)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (competition_id, flex_provider_id) DO UPDATE SET status = EXCLUDED.status, confirmed_by = EXCLUDED.confirmed_by, updated = now()
     RETURNING id`,
    [competitionId, orgId, status, user.userId],
  );
  const entryId = r.rows[0]!.id;
  await db.query('DELETE FROM competition_entry_assets WHERE entry_id = $1', [entryId]);
  if (assetIds.length) {
    await db.query('INSERT INTO competition_entry_assets (entry_id, flex_asset_id) SELECT $1, unnest($2::int[])', [entryId, assetIds]);
    await db.query(
      `INSERT INTO competition_confirmations (competition_id, organisation_id, kind, confirmed_by) VALUES ($1, $2, 'entry', $3)
       ON CONFLICT (competition_id, organisation_id) DO UPDATE SET confirmed_by = EXCLUDED.confirmed_by, created = now()`,
      [competitionId, orgId, user.userId],
    );
  } else {
    await db.query(`DELETE FROM competition_confirmations WHERE competition_id = $1 AND organisation_id = $2 AND kind = 'entry'`, [competitionId, orgId]);
  }
  await bumpVersion(db, 'qualifications');
  return entryId;
}

const NOT_OPEN = 'Entries can only change while the competition is qualifying or open.';

/**
 * Confirms the provider's entry with these assets (or withdraws with none), in the open
 * transaction: the competition must be visible and qualifying or open, confirming needs the
 * operator's approval (dps), and every asset must be the provider's own and qualify. Returns the entry id.
 */
export async function confirmEntry(tx: Db, user: Principal, body: Static<typeof EntryBody>): Promise<number> {
  const orgId = providerId(user);
  const c = await visibleCompetition(tx, user, body.competition);
  if (!c) throw badRequest({ competition: ['Unknown competition.'] });
  if (!ENTRY_OPEN.includes(c.status)) throw badRequest({ competition: [NOT_OPEN] });
  // Confirming entry needs the operator's approval (dps); withdrawing ([]) never does.
  if (body.flex_assets.length) await assertApprovedProvider(tx, orgId, c.operator_id, 'confirm entry in its competitions');
  const qualifying = new Set(await qualifyingAssetIds(tx, orgId, c.id));
  const owned = await tx.query<{ id: number; ref: string }>('SELECT id, ref FROM flex_assets WHERE id = ANY($1::int[]) AND flex_provider_id = $2', [body.flex_assets, orgId]);
  // Assets are named by their reference, never by internal id; another provider's asset is not named at all.
  const refOf = new Map(owned.rows.map((r) => [r.id, r.ref]));
  if (body.flex_assets.some((a) => !refOf.has(a))) throw badRequest({ flex_assets: ['Some of the selected assets are not yours or no longer exist.'] });
  const notQualifying = body.flex_assets.filter((a) => !qualifying.has(a)).map((a) => refOf.get(a));
  if (notQualifying.length) throw badRequest({ flex_assets: [`These assets do not qualify for the competition: ${notQualifying.join(', ')}.`] });
  return upsertEntry(tx, user, c.id, [...body.flex_assets].sort((a, b) => a - b));
}

/** Withdraws the provider's own entry (competition qualifying or open). */
export async function withdrawEntry(db: Db, user: Principal, entry: { flex_provider: number; competition: number }): Promise<void> {
  if (entry.flex_provider !== user.orgId) throw forbidden();
  const c = await visibleCompetition(db, user, entry.competition);
  if (!c || !ENTRY_OPEN.includes(c.status)) throw badRequest({ competition: [NOT_OPEN] });
  await upsertEntry(db, user, c.id, []);
}
