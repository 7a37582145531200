/**
 * The availability screens' calls through shared-session: the provider's unavailability records
 * (flex/assetunavailability/: list, one, create, change, delete) and its assets found by ref or name.
 */
import { api, type AssetUnavailabilityCreate, type Id } from 'shared-session';
import type { AssetChoice } from './model';

/** Every record of the provider's assets, soonest first. */
export const allRecords = () => api.all('/flex/assetunavailability/', { query: { ordering: 'unavailable_from' } });
export const getRecord = (id: Id) => api.get('/flex/assetunavailability/{id}/', { path: { id: Number(id) } });
export const createRecord = (body: AssetUnavailabilityCreate) => api.post('/flex/assetunavailability/', { body });
export const changeRecord = (id: Id, body: AssetUnavailabilityCreate) => api.patch('/flex/assetunavailability/{id}/', { path: { id: Number(id) }, body });
export const deleteRecord = (id: Id) => api.delete('/flex/assetunavailability/{id}/', { path: { id: Number(id) } });

/** Assets found by their ref or name (at most `limit`), for the asset picker. */
export async function findAssets(text: string, limit = 10): Promise<AssetChoice[]> {
  const rows = await api.get('/flex/assets/', { query: { search: text.trim() || undefined, limit, fields: 'id,ref,name', ordering: 'ref' } });
  return rows.map((r) => ({ id: r.id, ref: r.ref, name: r.name }));
}

export async function getAssetChoice(id: Id): Promise<AssetChoice> {
  const a = await api.get('/flex/assets/{id}/', { path: { id: Number(id) }, query: { fields: 'id,ref,name' } });
  return { id: a.id, ref: a.ref, name: a.name };
}
