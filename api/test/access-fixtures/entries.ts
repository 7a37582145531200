import type { AccessFixtures } from './types.js';
import { competitionOperator, loadFixtureState } from './competitions.js';

/** Rows of a provider (`field` holds its id) in a competition: seen by that provider and the competition's operator. */
export const ownerFixtures = (field: string): AccessFixtures => ({
  setup: loadFixtureState,
  canSee: (actor, row) =>
    (actor.orgType === 'flexprovider' && row[field] === actor.orgId) || (actor.orgType === 'systemoperator' && competitionOperator(row.competition) === actor.orgId),
});

/** The entries domain's resources. */
export const entriesFixtures: Record<string, AccessFixtures> = {
  'flex/competitionentries': {
    ...ownerFixtures('flex_provider'),
    canWrite: (actor, row) => actor.orgType === 'flexprovider' && row.flex_provider === actor.orgId,
  },
  'flex/competitionconfirmations': {
    canSee: (actor, row) => actor.orgType !== null && actor.orgType !== 'user' && row.organisation === actor.orgId,
  },
};
