import type { AccessFixtures } from './types.js';
import { ownerFixtures } from './entries.js';

/** The market domain's resources: a provider's ballots and bids, seen by the competition's operator too; approvals and parameter sets by the operator only. */
export const marketFixtures: Record<string, AccessFixtures> = {
  'bids/ballots': {
    ...ownerFixtures('flex_provider'),
    canWrite: (actor, row) => actor.orgType === 'flexprovider' && row.flex_provider === actor.orgId,
  },
  'bids/bids': {
    ...ownerFixtures('flex_provider'),
    canWrite: (actor, row) => actor.orgType === 'flexprovider' && row.flex_provider === actor.orgId,
  },
  'bids/approvals': ownerFixtures('__no_provider__'),
  'mca/inputparametersets': ownerFixtures('__no_provider__'),
};
