import type { AccessFixtures } from './types.js';

/** The topology domain's resources: an operator's own grid topology. */
export const topologyFixtures: Record<string, AccessFixtures> = {
  'flex/gridtopology': {
    canSee: (actor, row) => actor.orgType === 'systemoperator' && row.operator === actor.orgId,
  },
};
