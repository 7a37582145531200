/** Who may read and write competitions and their children. */
import { sql, type SqlFragment } from '../../db/sql.js';
import type { ResourceContext } from '../../resources/index.js';
import { competitionVisible, includeArchived } from './visibility.js';

/** Competitions and their service structures: readable within scope, written by operators who manage competitions. */
const manageCompetitions = { orgTypes: ['systemoperator' as const], permissions: ['manage-competitions'] };
export const operatorWritesAccess = { list: {}, read: {}, create: manageCompetitions, update: manageCompetitions, delete: manageCompetitions };

/** Rows of a competition's children are visible with their competition. */
export const childScope = (ctx: ResourceContext): SqlFragment =>
  sql`EXISTS (SELECT 1 FROM competitions c WHERE c.id = t.competition_id AND ${competitionVisible(ctx.user, 'c', { includeArchived: includeArchived(ctx.request.query) })})`;
