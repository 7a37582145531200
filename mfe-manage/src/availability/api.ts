/**
 * The availability screens' calls through shared-session: the provider's unavailability records
 * (flex/assetunavailability/: list, one, create, change, delete) and its assets found by ref or name.
 */
import {
  create,
  fetchAllPages,
  list,
  one,
  patch,
  remove,
  type AssetUnavailability,
  type AssetUnavailabilityCreate,
  type FlexAsset,
  type Id,
} from 'shared-session';
import type { AssetChoice } from './model';

export const ENDPOINTS = {
  records: 'flex/assetunavailability/',
  assets: 'flex/assets/',
} as const;

/** Every record of the provider's assets, soonest first. */
export const allRecords = () => fetchAllPages<AssetUnavailability>(ENDPOINTS.records, { ordering: 'unavailable_from' });
export const getRecord = (id: Id) => one<AssetUnavailability>(ENDPOINTS.records, id);
export const createRecord = (body: AssetUnavailabilityCreate) => create<AssetUnavailability, AssetUnavailabilityCreate>(ENDPOINTS.records, body);
export const changeRecord = (id: Id, body: AssetUnavailabilityCreate) => patch<AssetUnavailability, AssetUnavailabilityCreate>(ENDPOINTS.records, id, body);
export const deleteRecord = (id: Id) => remove(ENDPOINTS.records, id);

/** Assets found by their ref or name (at most `limit`), for the asset picker. */
export async function findAssets(text: string, limit = 10): Promise<AssetChoice[]> {
  const rows = await list<Pick<FlexAsset, 'id' | 'ref' | 'name'>>(ENDPOINTS.assets, { search: text.trim() || undefined, limit, fields: 'id,ref,name', ordering: 'ref' });
  return rows.map((r) => ({ id: r.id, ref: r.ref, name: r.name }));
}

export async function getAssetChoice(id: Id): Promise<AssetChoice> {
  const a = await one<Pick<FlexAsset, 'id' | 'ref' | 'name'>>(ENDPOINTS.assets, id, { fields: 'id,ref,name' });
  return { id: a.id, ref: a.ref, name: a.name };
}
