import type { Db } from '../../src/db/types.js';
import type { AccessFixtures, MatrixActor } from './types.js';

/** Each application's provider, operator and whether it was submitted. */
const owners = new Map<number, { provider: number; operator: number; submitted: boolean }>();
async function loadOwners(db: Db): Promise<void> {
  const r = await db.query<{ id: number; provider: number; operator: number; submitted: boolean }>(
    'SELECT a.id, a.flex_provider_id AS provider, r.system_operator_id AS operator, a.is_submitted AS submitted FROM dps_applications a JOIN dps_records r ON r.id = a.dps_record_id',
  );
  owners.clear();
  for (const row of r.rows) owners.set(row.id, row);
}
/** A provider sees its own applications; an operator the submitted ones to its DPS. */
function seesApplication(actor: MatrixActor, id: number): boolean {
  const o = owners.get(id);
  if (!o || actor.orgId === null) return false;
  if (actor.orgType === 'flexprovider') return o.provider === actor.orgId;
  if (actor.orgType === 'systemoperator') return o.submitted && o.operator === actor.orgId;
  return false;
}

/** The DPS domain's resources. */
export const dpsFixtures: Record<string, AccessFixtures> = {
  'dps/records': {
    canSee: (actor, row) => actor.orgType === 'flexprovider' || (actor.orgType === 'systemoperator' && row.system_operator === actor.orgId),
  },
  'dps/outcomes': {
    setup: loadOwners,
    canSee: (actor, row) => seesApplication(actor, row.application as number),
  },
  'dps/attachments': {
    setup: loadOwners,
    canSee: (actor, row) => seesApplication(actor, row.application as number),
  },
  'dps/applications': {
    setup: loadOwners,
    canSee: (actor, row) => seesApplication(actor, row.id as number),
    canWrite: (actor, row) => actor.orgType === 'flexprovider' && row.flex_provider === actor.orgId,
  },
};
