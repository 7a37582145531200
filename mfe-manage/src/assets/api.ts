/**
 * The assets screens' calls, all through shared-session: flex/assets/ (paged, sorted, searched
 * and filtered by the server; one; create; patch; set_inactive), the voltage reference list and
 * the postcode search.
 */
import {
  create,
  fetchAllPages,
  list,
  listPage,
  one,
  patch,
  setInactive,
  type FlexAsset,
  type FlexAssetCreate,
  type FlexAssetPatch,
  type Id,
  type Page,
  type Params,
  type VoltageOption,
} from 'shared-session';
import type { ServerTableQuery } from '../common/useServerTable';

export const ENDPOINTS = {
  assets: 'flex/assets/',
  voltages: 'flex/voltages/',
} as const;

/** Rows per page of the assets table. */
export const ASSETS_PAGE_SIZE = 50;
/** Rows per request when every matching asset is exported (spec platform §9: all-pages fetch 1000). */
export const EXPORT_PAGE_SIZE = 1000;

/** The table's filters (empty: any). */
export interface AssetFilters {
  assetType: string | null;
  category: string | null;
  status: string | null;
  voltage: number | null;
  /** Active only (the default), inactive only, or both. */
  active: 'active' | 'inactive' | 'all';
}

export const NO_FILTERS: AssetFilters = { assetType: null, category: null, status: null, voltage: null, active: 'active' };

/**
 * The table's columns (and the id): asking for these only spares the server the location and
 * qualification columns on every row it sorts (a page of 10,000 assets about twice as fast).
 */
export const TABLE_FIELDS = [
  'id', 'ref', 'name', 'asset_type', 'asset_category', 'status', 'is_active', 'voltage_level', 'postcode', 'export_meter_id', 'import_meter_id',
  'active_export_capacity', 'active_import_capacity', 'reactive_export_capacity', 'reactive_import_capacity',
].join(',');

/** The query of flex/assets/ for a table state (without paging). */
export function assetParams(query: AssetFilters & Omit<ServerTableQuery, 'page' | 'pageSize'>): Params {
  const search = query.search.trim();
  return {
    search: search || undefined,
    asset_type: query.assetType ?? undefined,
    asset_category: query.category ?? undefined,
    status: query.status ?? undefined,
    voltage_level: query.voltage ?? undefined,
    is_active: query.active === 'all' ? undefined : query.active === 'active',
    ordering: query.ordering || undefined,
    fields: TABLE_FIELDS,
  };
}

/** One page of the organisation's assets; the total from Content-Range. */
/** A row of the assets table: the asset's table fields. */
export type AssetRow = Pick<FlexAsset, 'id' | 'ref' | 'name' | 'asset_type' | 'asset_category' | 'status' | 'is_active' | 'voltage_level' | 'postcode' | 'export_meter_id' | 'import_meter_id' | 'active_export_capacity' | 'active_import_capacity' | 'reactive_export_capacity' | 'reactive_import_capacity'>;

export function assetsPage(query: AssetFilters & ServerTableQuery): Promise<Page<AssetRow>> {
  const page = Math.max(1, query.page ?? 1);
  return listPage<AssetRow>(ENDPOINTS.assets, { ...assetParams(query), limit: query.pageSize, offset: (page - 1) * query.pageSize });
}

/** Every asset matching the query (CSV export), 1000 per request. */
export function allAssets(query: AssetFilters & ServerTableQuery): Promise<AssetRow[]> {
  return fetchAllPages<AssetRow>(ENDPOINTS.assets, assetParams(query), { pageSize: EXPORT_PAGE_SIZE });
}

export const getAsset = (id: Id) => one<FlexAsset>(ENDPOINTS.assets, id);
export const createAsset = (body: FlexAssetCreate) => create<FlexAsset, FlexAssetCreate>(ENDPOINTS.assets, body);
export const updateAsset = (id: Id, body: FlexAssetPatch) => patch<FlexAsset, FlexAssetPatch>(ENDPOINTS.assets, id, body);
/** Deactivates an asset: it stays listed (inactive) and stops qualifying. */
export const deactivateAsset = (id: Id) => setInactive<FlexAsset>(ENDPOINTS.assets, id);

/** The connection voltages an asset may have (kV), as the server lists them. */
export async function voltages(): Promise<number[]> {
  const options = await list<VoltageOption>(ENDPOINTS.voltages);
  return options.map((o) => Number(o.value)).filter((v) => Number.isFinite(v));
}
