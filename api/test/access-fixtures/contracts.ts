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

/** The matrix contracts, each with a planned asset of its provider and one milestone. */
async function seedMatrixMilestones(db: Db, actors: MatrixActors): Promise<void> {
  await seedMatrixContracts(db, actors);
  await db.query(
    `INSERT INTO planned_assets (ref, name, flex_provider_id, asset_type, asset_category, capacity_type, capacity_value, expected_connection)
     SELECT 'MS-M-' || k.id, 'Matrix planned asset ' || k.id, k.provider_id, 'storage', 'storage', 'active_export_capacity', 1, current_date + 90
       FROM contracts k WHERE k.reference LIKE 'CO-M-%'
     ON CONFLICT DO NOTHING`,
  );
  await db.query(
    `INSERT INTO milestones (contract_id, planned_asset_id, kind, due_on)
     SELECT k.id, p.id, 'connection', current_date + 90 FROM contracts k JOIN planned_assets p ON p.ref = 'MS-M-' || k.id AND p.flex_provider_id = k.provider_id
      WHERE k.reference LIKE 'CO-M-%'
     ON CONFLICT DO NOTHING`,
  );
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
  'contracts/milestones': {
    setup: seedMatrixMilestones,
    canSee: party,
    // Submit (the provider) and accept/reject (the operator) are actions checked by their own access rules.
    canWrite: party,
    references: { contract: 'contracts/contracts' },
  },
  // The obligations of those contracts (the seed's): the provider holding them and the competition's operator.
  'obligations/v1': {
    canSee: party,
  },
};
