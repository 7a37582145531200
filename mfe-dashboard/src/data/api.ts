import {
  count as sessionCount,
  create as sessionCreate,
  fetchAllPages as sessionFetchAllPages,
  isApiError,
  listPage as sessionListPage,
  one as sessionOne,
  chunk,
  type AssetSummary,
  type BidSummary,
  type BulkConfirmResult,
  type CompetitionAsset,
  type CompetitionBoundary,
  type CompetitionEntry,
  type CompetitionEntryCreate,
  type MapDataFile,
  type Params,
  type PlannedAsset,
  type QualifyingAsset,
  type RequestOptions,
} from 'shared-session';
import { mark, MARK_DATA_ARRIVED } from './marks';
import { createMapDataCache, type MapDataCache } from './mapDataCache';
import { competitionsOfDocument, rowsOfDocument, toAssetSummary, toPins, toPostcodeResults } from './normalise';
import type {
  AssetCounts,
  CompetitionDetail,
  DashboardCompetition,
  ListedCompetition,
  MapPin,
  OperatorIdentity,
  PostcodeResult,
  QualifyingAssetView,
  ResultsSummary,
  Role,
  ShownCompetition,
} from './views';

/** The one place the dashboard reads and writes the API (spec platform §7.3, §7.6, §9). */
export const PAGE_SIZE_COMPETITIONS = 200;
export const PAGE_SIZE_DEFAULT = 1000;
export const OPERATORS_LIMIT = 10;
export const BULK_CONFIRM_BATCH = 50;

export const ENDPOINTS = {
  competitions: 'flex/competitions/',
  boundaries: 'flex/competitionboundaries/',
  assetSummary: 'flex/assetsummary/',
  assetOverviews: 'flex/assetoverviews/',
  qualifyingAssets: 'flex/qualifyingassets/',
  plannedAssets: 'flex/plannedassets/',
  ballots: 'bids/ballots/',
  entries: 'flex/competitionentries/',
  bulkConfirm: 'flex/competitionconfirmations/bulk_confirm/',
  bidSummaries: 'bids/summaries/',
  competitionAssets: (id: number) => `flex/competitions/${id}/assets/`,
  operators: 'flex/systemoperators/',
  mapDataFiles: 'flex/map-data-files/',
  postcodes: 'flex/geo/postcodes/',
} as const;

/** The shared-session resource operations the dashboard uses (a seam for tests and the embed). */
export interface Transport {
  listPage<T>(path: string, params?: Params, options?: RequestOptions): Promise<{ items: T[]; total: number | null }>;
  one<T>(path: string, id: number | string, params?: Params, options?: RequestOptions): Promise<T>;
  count(path: string, params?: Params, options?: RequestOptions): Promise<number>;
  create<T, B = unknown>(path: string, body: B, options?: RequestOptions): Promise<T>;
  fetchAllPages<T>(path: string, params?: Params, options?: RequestOptions & { pageSize?: number }): Promise<T[]>;
  /** Plain fetch for the map-data document (a signed URL: no API headers). */
  fetchDocument(url: string, init: RequestInit): Promise<Response>;
}

export const sessionTransport: Transport = {
  listPage: sessionListPage,
  one: sessionOne,
  count: sessionCount,
  create: sessionCreate,
  fetchAllPages: sessionFetchAllPages,
  fetchDocument: (url, init) => fetch(url, init),
};

export interface MapDataResult {
  pins: MapPin[];
  source: 'document' | 'cache' | 'paginated';
}

export interface DashboardApi {
  competitions(role: Role, roleId: number | null, flags: ReadonlySet<string>): Promise<DashboardCompetition[]>;
  competition(id: number, role: Role): Promise<ShownCompetition>;
  boundary(competitionId: number, role?: Role): Promise<CompetitionBoundary | null>;
  assetSummary(competitionId: number): Promise<AssetCounts>;
  mapData(onError: (error: unknown) => void): Promise<MapDataResult>;
  qualifyingAssets(role: Role): Promise<QualifyingAssetView[]>;
  ballotCount(competitionId: number): Promise<number>;
  entry(competitionId: number): Promise<CompetitionEntry | null>;
  confirmEntry(competitionId: number, assetIds: number[]): Promise<CompetitionEntry>;
  withdrawEntry(competitionId: number): Promise<CompetitionEntry>;
  bulkConfirm(competitionIds: number[]): Promise<void>;
  /** Operators: the results each of these (closed) competitions would confirm, in the order given. */
  resultsSummaries(competitionIds: readonly number[]): Promise<ResultsSummary[]>;
  /** The owning operator: every asset located in its competition, with the owner's name. */
  competitionAssets(competitionId: number): Promise<CompetitionAsset[]>;
  operators(): Promise<OperatorIdentity[]>;
  searchPlaces(query: string, signal?: AbortSignal): Promise<PostcodeResult[]>;
}

export interface DashboardApiOptions {
  transport?: Transport;
  /** Extra per-request options (the embed passes its token and skips the shell's 401 handling). */
  requestOptions?: RequestOptions;
  cache?: MapDataCache;
  /** Separates cached map data per audience (role and organisation). */
  cacheScope?: string;
}

function dedupeById<T extends { id: number }>(items: T[]): T[] {
  const seen = new Set<number>();
  return items.filter((c) => (seen.has(c.id) ? false : (seen.add(c.id), true)));
}

export function createDashboardApi(options: DashboardApiOptions = {}): DashboardApi {
  const t = options.transport ?? sessionTransport;
  const ro = options.requestOptions ?? {};
  const cache = options.cache ?? createMapDataCache(options.cacheScope ?? '');

  async function allCompetitionPages(path: string, params: Params): Promise<ListedCompetition[]> {
    const out: ListedCompetition[] = [];
    for (let offset = 0; ; offset += PAGE_SIZE_COMPETITIONS) {
      const page = await t.listPage<ListedCompetition>(path, { ...params, limit: PAGE_SIZE_COMPETITIONS, offset }, ro);
      out.push(...page.items);
      const done = page.total !== null ? offset + PAGE_SIZE_COMPETITIONS >= page.total : page.items.length < PAGE_SIZE_COMPETITIONS;
      if (done || page.items.length === 0) break;
    }
    return dedupeById(out);
  }

  async function paginatedPins(): Promise<MapPin[]> {
    const rows = await t.fetchAllPages<unknown>(ENDPOINTS.assetOverviews, {}, { ...ro, pageSize: PAGE_SIZE_DEFAULT });
    mark(MARK_DATA_ARRIVED);
    return toPins(rows);
  }

  /** The map-data document (ETag-cached); null when the API lists no file. One download per api. */
  let documentPromise: Promise<{ body: unknown; source: 'document' | 'cache' } | null> | null = null;
  function loadDocument() {
    documentPromise ??= (async () => {
      const page = await t.listPage<MapDataFile>(ENDPOINTS.mapDataFiles, {}, ro);
      const meta = page.items[0];
      if (!meta?.document_url) return null;
      const cached = await cache.get();
      if (cached && meta.etag && cached.etag === meta.etag) {
        mark(MARK_DATA_ARRIVED);
        return { body: cached.body, source: 'cache' as const };
      }
      // Revalidate only when the listing gives no ETag to compare (a changed ETag means a new document).
      const headers: Record<string, string> = {};
      if (cached && !meta.etag) headers['If-None-Match'] = cached.etag;
      const res = await t.fetchDocument(meta.document_url, { headers, cache: 'no-cache' });
      if (res.status === 304 && cached) {
        mark(MARK_DATA_ARRIVED);
        return { body: cached.body, source: 'cache' as const };
      }
      if (!res.ok) throw new Error(`Map data document answered ${res.status}`);
      const copy = typeof res.clone === 'function' ? res.clone() : undefined;
      const body: unknown = await res.json();
      mark(MARK_DATA_ARRIVED);
      const etag = res.headers.get('ETag') ?? meta.etag;
      if (etag) void cache.put({ etag, body }, copy);
      return { body, source: 'document' as const };
    })();
    documentPromise.catch(() => {
      documentPromise = null;
    });
    return documentPromise;
  }

  /** Logged out, the competitions come from the public map-data document (open ones only). */
  async function publicCompetitions(): Promise<DashboardCompetition[]> {
    const doc = await loadDocument();
    return doc ? competitionsOfDocument(doc.body) : [];
  }

  return {
    async competitions(role, roleId, flags) {
      // One qualifying-asset count for the list and the detail: the API's expand=qualifyingAssets
      // (eligible or qualified, flex and planned assets alike; a provider's own).
      const base: Params = {
        expand: 'operator,boundary,qualifyingAssets',
        boundary_fidelity: 'low',
        require_boundary: 'true',
        ordering: flags.has('e329') ? 'name,id' : 'name',
      };
      if (role === 'public') return publicCompetitions();
      if (role === 'systemoperator') {
        const own = await allCompetitionPages(ENDPOINTS.competitions, { ...base, expand: 'operator,boundary,confirmation,qualifyingAssets' });
        if (!flags.has('e163') || roleId === null) return own;
        const area = await allCompetitionPages(ENDPOINTS.competitions, { ...base, expand: 'operator,boundary,confirmation,qualifyingAssets', within_operators_area: roleId });
        return dedupeById([...own, ...area]);
      }
      return allCompetitionPages(ENDPOINTS.competitions, { ...base, from_status: 'qualifying', to_status: 'closed' });
    },

    async competition(id, role) {
      if (role === 'public') {
        const found = (await publicCompetitions()).find((c) => c.id === id);
        if (!found) throw Object.assign(new Error('Not found'), { status: 404 });
        return found;
      }
      const params: Params = { expand: 'operator,service_periods.windows,qualifyingAssets' };
      if (role === 'flexprovider') params.include_archived = 'true';
      if (role === 'systemoperator') params.expand = 'operator,service_periods.windows,confirmation,qualifyingAssets';
      const detail = await t.one<CompetitionDetail>(ENDPOINTS.competitions, id, params, ro);
      // The detailed boundary is fetched on its own (boundary()): here `boundary` is only its id.
      return { ...detail, boundary: null };
    },

    async boundary(competitionId, role) {
      if (role === 'public') return null;
      const page = await t.listPage<CompetitionBoundary>(ENDPOINTS.boundaries, { competition: competitionId, fidelity: 'high' }, ro);
      return page.items[0] ?? null;
    },

    async assetSummary(competitionId) {
      const page = await t.listPage<AssetSummary>(ENDPOINTS.assetSummary, { competition: competitionId }, ro);
      const first = page.items.length === 1 && page.items[0] && typeof page.items[0] === 'object' && !('eligibility_status' in page.items[0]);
      return toAssetSummary(first ? page.items[0] : page.items);
    },

    async mapData(onError) {
      try {
        const doc = await loadDocument();
        if (doc) return { pins: toPins(rowsOfDocument(doc.body)), source: doc.source };
        return { pins: await paginatedPins(), source: 'paginated' };
      } catch (error) {
        // No map-data file yet is normal (404): fall back silently; anything else is reported.
        if (!(isApiError(error) && error.status === 404)) onError(error);
        return { pins: await paginatedPins(), source: 'paginated' };
      }
    },

    async qualifyingAssets(role) {
      const provider = role === 'flexprovider';
      const q: Params = provider ? { open_competitions: 'True' } : {};
      const [qualifying, planned] = await Promise.all([
        t.fetchAllPages<QualifyingAsset>(ENDPOINTS.qualifyingAssets, q, { ...ro, pageSize: PAGE_SIZE_DEFAULT }),
        t.fetchAllPages<PlannedAsset>(ENDPOINTS.plannedAssets, { ...q, qualified: 'True' }, { ...ro, pageSize: PAGE_SIZE_DEFAULT }),
      ]);
      // flex/qualifyingassets/ lists flex assets only (its flex_asset is never null there).
      const flex: QualifyingAssetView[] = qualifying.flatMap((a) =>
        a.flex_asset === null
          ? []
          : [{ competition: a.competition, flex_asset: a.flex_asset, planned: false, eligibility_status: a.eligibility_status, reasons: a.reasons, name: a.name, ref: a.ref }],
      );
      // A planned asset lists the live competitions it qualifies for: one entry for each.
      const future: QualifyingAssetView[] = planned.flatMap((p) =>
        p.competitions.map((competition) => ({ competition, flex_asset: p.id, planned: true, name: p.name, ref: p.ref })),
      );
      return [...flex, ...future];
    },

    ballotCount(competitionId) {
      return t.count(ENDPOINTS.ballots, { is_active: 'true', competition: competitionId }, ro);
    },

    async entry(competitionId) {
      const page = await t.listPage<CompetitionEntry>(ENDPOINTS.entries, { competition: competitionId }, ro);
      return page.items[0] ?? null;
    },

    confirmEntry(competitionId, assetIds) {
      return t.create<CompetitionEntry, CompetitionEntryCreate>(ENDPOINTS.entries, { competition: competitionId, flex_assets: assetIds }, ro);
    },

    withdrawEntry(competitionId) {
      return t.create<CompetitionEntry, CompetitionEntryCreate>(ENDPOINTS.entries, { competition: competitionId, flex_assets: [] }, ro);
    },

    async bulkConfirm(competitionIds) {
      for (const batch of chunk(competitionIds, BULK_CONFIRM_BATCH)) {
        await t.create<BulkConfirmResult[]>(ENDPOINTS.bulkConfirm, { competition_ids: batch }, ro);
      }
    },

    async resultsSummaries(competitionIds) {
      if (competitionIds.length === 0) return [];
      const page = await t.listPage<BidSummary>(ENDPOINTS.bidSummaries, { status: 'closed' }, ro);
      const byId = new Map(page.items.map((r) => [r.competition, r]));
      return competitionIds.flatMap((id) => {
        const r = byId.get(id);
        return r ? [r] : [];
      });
    },

    async competitionAssets(competitionId) {
      return (await t.listPage<CompetitionAsset>(ENDPOINTS.competitionAssets(competitionId), {}, ro)).items;
    },

    async operators() {
      const page = await t.listPage<OperatorIdentity>(ENDPOINTS.operators, { limit: OPERATORS_LIMIT, fields: 'brand_colour,slug,name,id' }, ro);
      return page.items;
    },

    async searchPlaces(query, signal) {
      const page = await t.listPage<unknown>(ENDPOINTS.postcodes, { search: query }, { ...ro, signal });
      return toPostcodeResults(page.items);
    },
  };
}
