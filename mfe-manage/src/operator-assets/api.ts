/**
 * The operator's asset screens' calls, all through shared-session: qualification counts and rows in
 * its competitions, the providers' names, the override reasons and overrides (PATCH
 * flex/qualifications/{id}/), its operating area and its uploaded grid topology.
 */
import {
  fetchAllPages,
  fetchByIds,
  patch,
  request,
  type FlexProvider,
  type GridTopologySite,
  type OperatingArea,
  type OverrideReasonOption,
  type Qualification,
  type QualificationPatch,
  type QualificationSummary,
} from 'shared-session';
import { LIVE_STATUSES, PAGE_SIZE } from '../qualification/api';

export const ENDPOINTS = {
  summary: 'flex/qualificationsummary/',
  qualifications: 'flex/qualifications/',
  overrideReasons: 'flex/qualifications/override-reasons/',
  providers: 'flex/flexproviders/',
  operatingArea: 'flex/operatingarea/',
  topology: 'flex/gridtopology/',
} as const;

export const TOPOLOGY_FILE_KIND = 'grid-topology';

/** Qualification counts of the operator's competitions (every status but archived and incomplete). */
export function competitionSummaries(): Promise<QualificationSummary[]> {
  return fetchAllPages<QualificationSummary>(ENDPOINTS.summary, { status: LIVE_STATUSES.join(',') }, { pageSize: PAGE_SIZE });
}

/** Qualification rows in the operator's live competitions (or one), of the given statuses. */
export function competitionQualifications(competition: number | null, statuses: readonly Qualification['eligibility_status'][] | null): Promise<Qualification[]> {
  return fetchAllPages<Qualification>(
    ENDPOINTS.qualifications,
    {
      competition_status: LIVE_STATUSES.join(','),
      competition: competition ?? undefined,
      eligibility_status__in: statuses ? statuses.join(',') : undefined,
    },
    { pageSize: PAGE_SIZE },
  );
}

/** The names of providers by id. */
export async function providerNames(ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await fetchByIds<Pick<FlexProvider, 'id' | 'name'>>(ENDPOINTS.providers, [...ids], { fields: 'id,name' });
  return new Map(rows.map((p) => [p.id, p.name]));
}

export async function overrideReasons(): Promise<OverrideReasonOption[]> {
  return (await request<OverrideReasonOption[]>('GET', ENDPOINTS.overrideReasons)).data ?? [];
}

/** Sets or clears an override: disqualified needs a reason; null goes back to the computed status. */
export function setOverride(id: number, body: QualificationPatch): Promise<Qualification> {
  return patch<Qualification, QualificationPatch>(ENDPOINTS.qualifications, id, body);
}

export async function operatingArea(): Promise<OperatingArea> {
  return (await request<OperatingArea>('GET', ENDPOINTS.operatingArea)).data;
}

export function topologySites(): Promise<GridTopologySite[]> {
  return fetchAllPages<GridTopologySite>(ENDPOINTS.topology, {}, { pageSize: PAGE_SIZE });
}

