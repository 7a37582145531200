/**
 * The operator's asset screens' calls, on the typed client: qualification counts and rows in
 * its competitions, the providers' names, the override reasons and overrides (PATCH
 * flex/qualifications/{id}/), its operating area and its uploaded grid topology.
 */
import { api, type Qualification, type QualificationPatch } from 'shared-session';
import { LIVE_STATUSES, PAGE_SIZE } from '../qualification/api';

export const TOPOLOGY_FILE_KIND = 'grid-topology';

/** Qualification counts of the operator's competitions (every status but archived and incomplete). */
export function competitionSummaries() {
  return api.all('/flex/qualificationsummary/', { query: { status: LIVE_STATUSES.join(',') }, pageSize: PAGE_SIZE });
}

/** Qualification rows in the operator's live competitions (or one), of the given statuses. */
export function competitionQualifications(competition: number | null, statuses: readonly Qualification['eligibility_status'][] | null) {
  return api.all('/flex/qualifications/', {
    query: {
      competition_status: LIVE_STATUSES.join(','),
      competition: competition === null ? undefined : String(competition),
      eligibility_status__in: statuses ? statuses.join(',') : undefined,
    },
    pageSize: PAGE_SIZE,
  });
}

/** The names of providers by id. */
export async function providerNames(ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await api.byIds('/flex/flexproviders/', ids, { fields: ['id', 'name'] });
  return new Map(rows.map((p) => [p.id, p.name]));
}

export async function overrideReasons() {
  return (await api.get('/flex/qualifications/override-reasons/')) ?? [];
}

/** Sets or clears an override: disqualified needs a reason; null goes back to the computed status. */
export function setOverride(id: number, body: QualificationPatch) {
  return api.patch('/flex/qualifications/{id}/', { path: { id }, body });
}

export const operatingArea = () => api.get('/flex/operatingarea/');

export function topologySites() {
  return api.all('/flex/gridtopology/', { pageSize: PAGE_SIZE });
}
