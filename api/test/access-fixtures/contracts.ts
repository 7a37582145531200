import type { Db } from '../../src/db/types.js';
import type { Row } from '../../src/resources/index.js';
import type { AccessFixtures, MatrixActor, MatrixActors } from './types.js';

/**
 * Contracts and framework agreements: a provider sees those it holds, an operator those of its
 * competitions and DPS; plain users and anonymous callers none.
 */
const party = (actor: MatrixActor, row: Row) =>
  actor.orgId !== null &&
  ((actor.orgType === 'flexprovider' && row.flex_provider === actor.orgId) || (actor.orgType === 'systemoperator' && row.system_operator === actor.orgId));

/** A contract of provider A and one of provider B in a competition of operator X, and one of provider A with operator Y. */
async function seedMatrixContracts(db: Db, actors: MatrixActors): Promise<void> {
  const pairs: Array<[MatrixActor, MatrixActor]> = [
    [actors.providerA, actors.operatorX],
    [actors.providerB, actors.operatorX],
    [actors.providerA, actors.operatorY],
  ];
  for (const [provider, operator] of pairs) {
    await db.query(
      `INSERT INTO contracts (reference, competition_id, provider_id, operator_id, currency, starts_on, ends_on)
       SELECT 'CO-M-' || c.id || '-' || $1::int, c.id, $1, $2, c.currency, current_date, current_date + 30
         FROM competitions c WHERE c.operator_id = $2 ORDER BY c.id LIMIT 1
       ON CONFLICT DO NOTHING`,
      [provider.orgId, operator.orgId],
    );
  }
}

export const contractsFixtures: Record<string, AccessFixtures> = {
  'contracts/contracts': {
    setup: seedMatrixContracts,
    canSee: party,
    // Accept (the provider) and terminate (the operator) are actions checked by their own access rules; the row is writable by both parties.
    canWrite: party,
  },
  'contracts/framework-agreements': {
    canSee: party,
  },
};
