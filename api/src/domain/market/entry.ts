/**
 * Bidding follows entry: under the platform flag `entry_confirmation` a provider bids only with
 * assets that are in its confirmed entry into the competition (flex/competitionentries/). With
 * the flag off, bidding needs no entry. Checked when a ballot is created and whenever its bids
 * are written (offers.ts), so withdrawing the entry also stops later bids.
 */
import type { Db } from '../../db/types.js';
import { ApiError } from '../../errors.js';

export const ENTRY_CONFIRMATION_FLAG = 'entry_confirmation';

/** The `code` of the 409 answer, so that screens can offer the way to confirm entry. */
export const ENTRY_REQUIRED = 'entry_required';

export async function entryRequired(db: Db): Promise<boolean> {
  const r = await db.query<{ enabled: boolean }>('SELECT enabled FROM feature_flags WHERE name = $1', [ENTRY_CONFIRMATION_FLAG]);
  return r.rows[0]?.enabled === true;
}

/**
 * 409 `{detail, code: 'entry_required'}` naming (by reference) the assets that are not in the
 * provider's confirmed entry, when entry is required.
 */
export async function assertEntered(db: Db, providerId: number, competition: { id: number; name: string }, assets: ReadonlyArray<{ id: number; ref: string }>): Promise<void> {
  if (!assets.length || !(await entryRequired(db))) return;
  const r = await db.query<{ id: number }>(
    `SELECT ea.flex_asset_id AS id FROM competition_entries e JOIN competition_entry_assets ea ON ea.entry_id = e.id
      WHERE e.competition_id = $1 AND e.flex_provider_id = $2 AND e.status = 'confirmed'`,
    [competition.id, providerId],
  );
  const entered = new Set(r.rows.map((x) => x.id));
  const missing = assets.filter((a) => !entered.has(a.id));
  if (!missing.length) return;
  throw new ApiError(409, {
    detail: `Confirm your entry into ${competition.name} with ${missing.map((a) => a.ref).join(', ')} before bidding with them.`,
    code: ENTRY_REQUIRED,
  });
}
