import type { DashboardCompetition, Role } from '../data/views';
import { operatorIdOf } from './filters';

/** Who looks: operators are told counts of their own competitions only. */
export interface Viewer {
  role: Role;
  roleId: number | null;
}

/**
 * The one qualifying-asset count of a competition, in the list and the detail alike: the API's
 * expand=qualifyingAssets (eligible or qualified assets, flex and planned counted the same; a
 * provider's own). Null when there is none to tell: logged out, or another operator's competition
 * (the API counts an operator's own competitions only).
 */
export function qualifyingCount(c: Pick<DashboardCompetition, 'qualifyingAssets' | 'operator'>, viewer: Viewer): number | null {
  if (viewer.role === 'systemoperator' && operatorIdOf(c) !== viewer.roleId) return null;
  const n = c.qualifyingAssets?.total_count;
  return typeof n === 'number' ? n : null;
}

/** Counts by competition id for the list's order and labels; null when no competition has one. */
export function qualifyingCounts(competitions: readonly DashboardCompetition[], viewer: Viewer): Map<number, number> | null {
  const counts = new Map<number, number>();
  for (const c of competitions) {
    const n = qualifyingCount(c, viewer);
    if (n !== null) counts.set(c.id, n);
  }
  return counts.size ? counts : null;
}
