import type { AccessFixtures } from './types.js';

/** The organisations domain's resources. */
export const organisationsFixtures: Record<string, AccessFixtures> = {
  'flex/systemoperators': {
    canSee: () => true,
    canWrite: (actor, row) => actor.orgType === 'systemoperator' && row.id === actor.orgId,
    sampleUpdate: (row) => ({ brand_colour: row.brand_colour ?? '#123456' }),
  },
  'flex/flexproviders': {
    canSee: (actor, row) => actor.orgType === 'systemoperator' || (actor.orgType === 'flexprovider' && row.id === actor.orgId),
    canWrite: (actor, row) => actor.orgType === 'flexprovider' && row.id === actor.orgId,
    sampleUpdate: (row) => ({ name: row.name }),
  },
};
