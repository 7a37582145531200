import type { CompetitionAsset, CompetitionBoundary, CompetitionEntry, RequestOptions } from 'shared-session';
import { createMapDataCache, type MapDataCache } from './mapDataCache';
import { createDocumentLoader, type FetchDocument } from './mapDocument';
import { loadMapData, type MapDataResult } from './pins';
import { competitionBoundary, listCompetitions, showCompetition } from './competitions';
import { assetSummary, competitionAssets, qualifyingAssets } from './assets';
import { ballotCount, bulkConfirm, entryOf, resultsSummaries, saveEntry } from './entries';
import { operators, searchPlaces } from './lookups';
import type { CallContext } from './calls';
import type { AssetSummaryView, DashboardCompetition, OperatorIdentity, PostcodeResult, QualifyingAssetView, ResultsSummary, Role, ShownCompetition } from './views';

export type { MapDataResult } from './pins';

/**
 * The one place the dashboard reads and writes the API (spec platform §7.3, §7.6, §9): each call is
 * a typed client call of shared-session, grouped by what it serves (competitions, map data, assets,
 * entries, lookups).
 */
export interface DashboardApi {
  competitions(role: Role, roleId: number | null, flags: ReadonlySet<string>): Promise<DashboardCompetition[]>;
  competition(id: number, role: Role): Promise<ShownCompetition>;
  boundary(competitionId: number, role?: Role): Promise<CompetitionBoundary | null>;
  assetSummary(competitionId: number): Promise<AssetSummaryView>;
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
  /** Extra per-request options (the embed passes its token and skips the shell's 401 handling). */
  requestOptions?: RequestOptions;
  cache?: MapDataCache;
  /** Separates cached map data per audience (role and organisation). */
  cacheScope?: string;
  /** Fetches the signed map-data document (default: the browser's fetch). */
  fetchDocument?: FetchDocument;
}

export function createDashboardApi(options: DashboardApiOptions = {}): DashboardApi {
  const ctx: CallContext = { request: options.requestOptions ?? {} };
  const cache = options.cache ?? createMapDataCache(options.cacheScope ?? '');
  const loadDocument = createDocumentLoader(ctx, cache, options.fetchDocument ?? ((url, init) => fetch(url, init)));
  return {
    competitions: (role, roleId, flags) => listCompetitions(ctx, loadDocument, role, roleId, flags),
    competition: (id, role) => showCompetition(ctx, loadDocument, id, role),
    boundary: (competitionId, role) => competitionBoundary(ctx, competitionId, role),
    assetSummary: (competitionId) => assetSummary(ctx, competitionId),
    mapData: (onError) => loadMapData(ctx, loadDocument, onError),
    qualifyingAssets: (role) => qualifyingAssets(ctx, role),
    ballotCount: (competitionId) => ballotCount(ctx, competitionId),
    entry: (competitionId) => entryOf(ctx, competitionId),
    confirmEntry: (competitionId, assetIds) => saveEntry(ctx, competitionId, assetIds),
    withdrawEntry: (competitionId) => saveEntry(ctx, competitionId, []),
    bulkConfirm: (competitionIds) => bulkConfirm(ctx, competitionIds),
    resultsSummaries: (competitionIds) => resultsSummaries(ctx, competitionIds),
    competitionAssets: (competitionId) => competitionAssets(ctx, competitionId),
    operators: () => operators(ctx),
    searchPlaces: (query, signal) => searchPlaces(ctx, query, signal),
  };
}
