import type { AccessFixtures } from './types.js';

/** The accounts domain's resources: an organisation's team. */
export const accountsFixtures: Record<string, AccessFixtures> = {
  'auth/team': {
    canSee: (actor, row) => actor.orgId !== null && actor.orgType !== 'user' && row.organisation === actor.orgId,
    // The matrix actors are their organisation's admins.
    canWrite: (actor, row) => actor.orgId !== null && row.organisation === actor.orgId,
    sampleUpdate: (row) => ({ first_name: row.first_name }),
    sampleCreate: (actor) => ({
      email: `matrix-${actor.name.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@team.test`,
      first_name: 'Matrix',
      last_name: 'Member',
      roles: ['account'],
    }),
    canCreate: (actor) => actor.orgType === 'flexprovider' || actor.orgType === 'systemoperator',
  },
};
