/**
 * The competition screens (workflows §2): the operator's list (its own, or an organisation's),
 * the creation form (`?edit=ID` edits a stored competition, `?template=ID` starts from a
 * template), the templates and bulk upload, and each competition's page for the operator and
 * for a provider. The pages of one competition are shared-session's `paths`, which other areas
 * link to as well.
 */
import { paths } from 'shared-session';

const SO = '/manage/systemoperator/competitions';

export const COMPETITIONS_PATHS = {
  list: SO,
  /** An organisation's list (`:orgId` in the route). */
  organisationList: paths.operatorCompetitions(':orgId'),
  /** The old address of the list, sent on to `list`. */
  legacyList: '/systemoperator/competitions',
  operatorCompetition: paths.operatorCompetition(':competitionId'),
  providerCompetition: paths.providerCompetition(':competitionId'),
  create: `${SO}/create`,
  templates: `${SO}/templates`,
} as const;

/** The creation form editing a stored competition. */
export const editPath = (id: number): string => `${COMPETITIONS_PATHS.create}?edit=${encodeURIComponent(String(id))}`;

/** The creation form started from a template. */
export const fromTemplatePath = (id: number): string => `${COMPETITIONS_PATHS.create}?template=${encodeURIComponent(String(id))}`;
