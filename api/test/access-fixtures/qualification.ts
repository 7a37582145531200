import type { AccessFixtures } from './types.js';
import { competitionOperator, loadFixtureState } from './competitions.js';

/** Qualification rows: a provider sees those of its assets, an operator those of its competitions (and overrides them). */
const opsFixtures: AccessFixtures = {
  setup: loadFixtureState,
  canSee: (actor, row) =>
    (actor.orgType === 'flexprovider' && row.flex_provider === actor.orgId) ||
    (actor.orgType === 'systemoperator' && competitionOperator(row.competition) === actor.orgId),
};

/** The qualification domain's resources. */
export const qualificationFixtures: Record<string, AccessFixtures> = {
  'flex/qualifications': {
    ...opsFixtures,
    canWrite: (actor, row) => actor.orgType === 'systemoperator' && competitionOperator(row.competition) === actor.orgId,
    sampleUpdate: (row) => ({ override_status: row.override_status ?? null, override_reason: row.override_reason ?? null }),
  },
  'flex/qualifyingassets': opsFixtures,
};
