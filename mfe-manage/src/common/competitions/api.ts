import { api, isApiError, type Id, type Page, type QueryOf } from 'shared-session';
import type {
  Competition,
  CompetitionAsset,
  CompetitionEntry,
  CompetitionStatus,
  CompetitionTemplate,
  FlexProvider,
  OperatorCompetition,
  ProviderAssetSummary,
  ProviderCompetition,
  ServicePeriod,
} from './types';

/* The competition screens' calls (workflows §7, platform §7.1, §9), all through shared-session's typed client. */

/** Competitions page size (platform §9). */
export const COMPETITIONS_PAGE_SIZE = 200;
/** Entries, qualifying assets and the default all-pages size (platform §9). */
export const LIST_PAGE_SIZE = 1000;

/** Server `ordering` fields of flex/competitions/ the list may sort by. */
export const COMPETITION_ORDERING_FIELDS = ['reference', 'name', 'status', 'qualification_open', 'qualification_closed', 'open', 'closed'] as const;

export interface OperatorListQuery {
  /** The operator's organisation id. */
  operator: number;
  /** A server ordering, e.g. "-open" (name by default on the server). */
  ordering?: string | null;
  /** Text searched in the name. */
  search?: string;
  statuses?: readonly CompetitionStatus[];
  /** From 1. */
  page?: number;
  pageSize?: number;
}

/** The query of flex/competitions/ the list sends (paging and expansion set by each call). */
type CompetitionsQuery = Omit<QueryOf<'/flex/competitions/'>, 'expand' | 'limit' | 'offset'>;

/** Query of the operator's competition list (without expansion and paging). */
export function operatorListParams(query: OperatorListQuery): CompetitionsQuery {
  const search = query.search?.trim();
  return {
    operator: String(query.operator),
    include_archived: true,
    ordering: query.ordering || undefined,
    search: search ? search : undefined,
    status__in: query.statuses && query.statuses.length > 0 ? query.statuses.join(',') : undefined,
  };
}

// `expand=counts` is new in the API; until a server has it, ask for the qualifying assets count only.
let countsSupported = true;
type CountsExpansion = 'counts' | 'qualifyingAssets';
const COUNTS_EXPAND: CountsExpansion = 'counts';
const FALLBACK_EXPAND: CountsExpansion = 'qualifyingAssets';

function unknownExpansion(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && Boolean(error.fieldErrors.expand?.length);
}

async function withCounts<T>(call: (expand: CountsExpansion) => Promise<T>): Promise<T> {
  if (countsSupported) {
    try {
      return await call(COUNTS_EXPAND);
    } catch (error) {
      if (!unknownExpansion(error)) throw error;
      countsSupported = false;
    }
  }
  return call(FALLBACK_EXPAND);
}

/** Test seam: forget what was learnt about the server's expansions. */
export function resetCountsSupport(): void {
  countsSupported = true;
}

/** One page of the operator's competitions (archived included) with their counts; total from Content-Range. */
export function operatorCompetitionsPage(query: OperatorListQuery): Promise<Page<Competition>> {
  const pageSize = query.pageSize ?? COMPETITIONS_PAGE_SIZE;
  const page = Math.max(1, query.page ?? 1);
  return withCounts((expand) =>
    api.page('/flex/competitions/', { query: { ...operatorListParams(query), limit: pageSize, offset: (page - 1) * pageSize }, expand: [expand] }),
  );
}

/** Every competition matching the list's query (for export), 200 a page. */
export function allOperatorCompetitions(query: OperatorListQuery): Promise<Competition[]> {
  return withCounts((expand) => api.all('/flex/competitions/', { query: operatorListParams(query), expand: [expand], pageSize: query.pageSize ?? COMPETITIONS_PAGE_SIZE }));
}

/** Qualifying assets, entries and bids of a listed competition; null for a count the server did not give. */
export function countsOf(c: Competition): { qualifyingAssets: number | null; entries: number | null; bids: number | null } {
  return {
    qualifyingAssets: c.counts?.qualifying_assets ?? c.qualifyingAssets?.total_count ?? null,
    entries: c.counts?.entries ?? null,
    bids: c.counts?.bids ?? null,
  };
}

/** The operator's view of one competition, with its periods and windows. */
export function operatorCompetition(id: Id): Promise<OperatorCompetition> {
  return api.get('/flex/competitions/{id}/', { path: { id: Number(id) }, query: { include_archived: true }, expand: ['service_periods.windows'] });
}

/** A provider's view of one competition (workflows §7): operator and periods with windows, archived included. */
export function providerCompetition(id: Id): Promise<ProviderCompetition> {
  return api.get('/flex/competitions/{id}/', { path: { id: Number(id) }, query: { include_archived: true }, expand: ['operator', 'service_periods.windows'] });
}

/** Every asset located in the operator's competition, with eligibility and reasons. */
export function competitionAssets(id: Id): Promise<CompetitionAsset[]> {
  return api.get('/flex/competitions/{id}/assets/', { path: { id: Number(id) } });
}

/** Entries of a competition (a provider sees its own, an operator those of its competition). */
export function competitionEntries(id: Id): Promise<CompetitionEntry[]> {
  return api.all('/flex/competitionentries/', { query: { competition: String(id) }, pageSize: LIST_PAGE_SIZE });
}

/** Provider names by id (operators may read every provider). */
export function providerNames(ids: readonly number[]): Promise<FlexProvider[]> {
  return ids.length === 0 ? Promise.resolve([]) : api.byIds('/flex/flexproviders/', ids, { fields: ['id', 'name'] });
}

/** The provider's own assets located in the competition, with eligibility and reasons (an operator would get counts instead). */
export async function providerAssetSummary(id: Id): Promise<ProviderAssetSummary[]> {
  const items = await api.all('/flex/assetsummary/', { query: { competition: Number(id) }, pageSize: LIST_PAGE_SIZE });
  return items.filter((item): item is ProviderAssetSummary => 'eligibility_status' in item);
}

/** Withdraws a competition from view (`POST flex/competitions/{id}/set_inactive/`). */
export function deactivateCompetition(id: Id): Promise<Competition> {
  return api.post('/flex/competitions/{id}/set_inactive/', { path: { id: Number(id) } });
}

/** Saves a competition as a named template (`POST flex/competitions/{id}/save_as_template/`, 201). */
export function saveAsTemplate(id: Id, name: string): Promise<CompetitionTemplate> {
  return api.post('/flex/competitions/{id}/save_as_template/', { path: { id: Number(id) }, body: { name } });
}

/** The competition's service periods (when expanded), each with its windows, in date order. */
export function periodsOf(c: Competition): ServicePeriod[] {
  return c.service_periods
    .filter((p) => typeof p === 'object' && p !== null)
    .map((p) => ({ ...p, windows: p.windows ?? p.service_windows ?? [] }));
}

/** The operator's id of a competition, whether expanded or not. */
export function operatorIdOf(c: Competition): number {
  return typeof c.operator === 'number' ? c.operator : c.operator.id;
}
