/** Who may read and write competitions and their children. */
import { sql, type SqlFragment } from '../../db/sql.js';
import type { ResourceContext } from '../../resources/index.js';
import { competitionVisible, includeArchived } from './visibility.js';

/** Competitions and their service structures: readable within scope, written by operators who manage competitions. */
const manageCompetitions = { orgTypes: ['systemoperator' as const], permissions: ['manage-competitions'] };
export const operatorWritesAccess = { list: {}, read: {}, create: manageCompetitions, update: manageCompetitions, delete: manageCompetitions };

/**
 * The competitions (alias `c`) this caller may see, for SQL that names competitions inside other
 * resources' rows (an asset's qualifying competitions, a planned asset's reason): the same rule as
 * flex/competitions/ (include_archived read from the request). Unscoped reads (no caller) see what
 * anonymous callers see.
 */
export const seenCompetition = (ctx: ResourceContext | null, alias = 'c'): SqlFragment =>
  competitionVisible(ctx?.user ?? null, alias, { includeArchived: includeArchived(ctx?.request) });

/**
 * Declared by resources derived from a competition (qualifications, …): their rows are visible
 * only with their competition, for the same caller (ResourceDef.visibleWith; the access matrix
 * checks it against the competitions' oracle).
 */
export const followsCompetition = { resource: 'flex/competitions', column: 't.competition_id', field: 'competition' } as const;

/** Rows of a competition's children are visible with their competition. */
export const childScope = (ctx: ResourceContext): SqlFragment =>
  sql`EXISTS (SELECT 1 FROM competitions c WHERE c.id = t.competition_id AND ${competitionVisible(ctx.user, 'c', { includeArchived: includeArchived(ctx.request) })})`;
