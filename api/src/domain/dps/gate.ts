/**
 * The qualification gate: a provider confirms entry and bids in an operator's
 * competitions only once its latest application to that operator's DPS is approved. Called by
 * entries (confirming entry) and market (ballots and bids); this module imports neither.
 */
import type { Db } from '../../db/types.js';
import { forbidden } from '../../errors.js';

/** Does the provider's latest application to the operator's DPS carry an approval? */
export async function isApprovedProvider(db: Db, providerId: number, operatorId: number): Promise<boolean> {
  const r = await db.query(
    `SELECT 1 FROM dps_applications a JOIN dps_records r ON r.id = a.dps_record_id JOIN dps_outcomes o ON o.application_id = a.id
      WHERE a.flex_provider_id = $1 AND r.system_operator_id = $2 AND a.is_latest AND o.is_approved`,
    [providerId, operatorId],
  );
  return r.rows.length > 0;
}

/**
 * 403 with a sentence naming the operator unless the provider is approved, e.g. `doing` = 'confirm
 * entry in its competitions' → "Your organisation needs an approved qualification application with
 * Northern Lines Networks before it can confirm entry in its competitions."
 */
export async function assertApprovedProvider(db: Db, providerId: number, operatorId: number, doing: string): Promise<void> {
  if (await isApprovedProvider(db, providerId, operatorId)) return;
  const r = await db.query<{ name: string }>('SELECT name FROM organisations WHERE id = $1', [operatorId]);
  const operator = r.rows[0]?.name ?? 'this operator';
  throw forbidden(
    `Your organisation needs an approved qualification application with ${operator} before it can ${doing}. Apply under Manage → Company qualification.`,
  );
}
