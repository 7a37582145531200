/**
 * What confirming a competition's results does to contracts: makes the missing call-off
 * contracts and obligations (create.ts) and announces each new one with `contract.updated`.
 */
import type { Db } from '../../db/types.js';
import { createContractsFromResults } from './create.js';
import { publishContract } from './lifecycle.js';

/** Makes the competition's contracts in the caller's transaction; answers every contract id. */
export async function contractsFromResults(db: Db, competitionId: number, confirmationId: number | null): Promise<number[]> {
  const before = await db.query<{ id: number }>('SELECT id FROM contracts WHERE competition_id = $1', [competitionId]);
  const known = new Set(before.rows.map((r) => r.id));
  const made = await createContractsFromResults(db, competitionId, confirmationId);
  for (const id of made.contracts) if (!known.has(id)) await publishContract(db, id, 'created');
  return made.contracts;
}
