import type { Db } from '../../src/db/types.js';
import type { AccessFixtures, MatrixActor } from './types.js';

interface Owner {
  operator: number;
  provider: number;
  sent: boolean;
}
/** Each instruction's operator and provider, and whether it was sent. */
let owners = new Map<number, Owner>();
async function loadOwners(db: Db): Promise<void> {
  const r = await db.query<{ id: number; operator: number; provider: number; sent: boolean }>(
    'SELECT t.id, c.operator_id AS operator, t.flex_provider_id AS provider, t.sent IS NOT NULL AS sent FROM dispatch_instructions t JOIN competitions c ON c.id = t.competition_id',
  );
  owners = new Map(r.rows.map((x) => [x.id, x]));
}
/** Operators see the instructions of their competitions; providers those addressed to them once sent. */
const oracle = (actor: MatrixActor, o: Owner | undefined) =>
  !!o && ((actor.orgType === 'systemoperator' && o.operator === actor.orgId) || (actor.orgType === 'flexprovider' && o.provider === actor.orgId && o.sent));
const instructionFixtures: AccessFixtures = { setup: loadOwners, canSee: (actor, row) => oracle(actor, owners.get(row.id as number)) };

/** The dispatch domain's resources. */
export const dispatchFixtures: Record<string, AccessFixtures> = {
  'dispatch/v1/instructions': instructionFixtures,
  'dispatch/v1/instructions-2g': instructionFixtures,
  'dispatch/v1/events': { setup: loadOwners, canSee: (actor, row) => oracle(actor, owners.get(row.instruction as number)) },
};
