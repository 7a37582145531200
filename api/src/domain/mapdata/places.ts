/**
 * The offline address search's places (table geo_places): postcode districts and areas, the post
 * towns the areas are named after, GSP regions and GSP sites. `search_key` is what a search prefix
 * is matched against (upper case, letters and digits only); `rank` orders kinds among equal matches.
 */
import type { Db } from '../../db/types.js';
import { GSP_GROUP_NAMES, loadGspLocations, loadGspRegions, loadPostcodeAreas, loadPostcodeDistricts, loadPostTowns } from '../../platform/geo/geodata.js';

export type PlaceKind = 'postcode_district' | 'postcode_area' | 'post_town' | 'gsp_region' | 'gsp';

export interface PlaceRow {
  kind: PlaceKind;
  label: string;
  search_key: string;
  code: string | null;
  name: string | null;
  lat: number;
  lng: number;
  rank: number;
}

export const searchKey = (s: string): string => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

export function placeRows(): PlaceRow[] {
  const rows: PlaceRow[] = [];
  const areas = new Map(loadPostcodeAreas().map((a) => [a.area, a]));
  const towns = loadPostTowns();
  const firstTown = new Map<string, string>();
  for (const t of towns) if (!firstTown.has(t.area)) firstTown.set(t.area, t.name);
  for (const a of areas.values()) {
    const town = firstTown.get(a.area) ?? null;
    const label = town ? `${a.area} postcode area (${town})` : `${a.area} postcode area`;
    rows.push({ kind: 'postcode_area', label, search_key: searchKey(a.area), code: a.area, name: town, lat: a.lat, lng: a.lon, rank: 1 });
  }
  for (const t of towns) {
    const a = areas.get(t.area);
    if (!a) continue;
    rows.push({ kind: 'post_town', label: `${t.name} (${t.area} postcode area)`, search_key: searchKey(t.name), code: t.area, name: t.name, lat: a.lat, lng: a.lon, rank: 1 });
  }
  for (const d of loadPostcodeDistricts()) {
    const region = GSP_GROUP_NAMES[d.group] ?? null;
    rows.push({ kind: 'postcode_district', label: region ? `${d.district}, ${region}` : d.district, search_key: searchKey(d.district), code: d.district, name: region, lat: d.lat, lng: d.lon, rank: 0 });
  }
  for (const r of loadGspRegions()) {
    rows.push({ kind: 'gsp_region', label: `${r.name} GSP region`, search_key: searchKey(r.name), code: null, name: r.name, lat: r.centre[1], lng: r.centre[0], rank: 2 });
  }
  for (const g of loadGspLocations()) {
    if (!g.regionName) continue;
    rows.push({ kind: 'gsp', label: `${g.regionName} grid supply point (${g.gspName})`, search_key: searchKey(g.regionName), code: g.gspName, name: g.regionName, lat: g.lat, lng: g.lon, rank: 3 });
  }
  return rows;
}

/**
 * Fills geo_places when it has no post towns yet (a new database, or one seeded before post towns
 * and codes existed): the table is replaced whole, in the caller's transaction.
 */
export async function ensurePlaces(db: Db): Promise<boolean> {
  const has = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM geo_places WHERE kind = 'post_town'`);
  if ((has.rows[0]?.n ?? 0) > 0) return false;
  await db.query('DELETE FROM geo_places');
  const rows = placeRows();
  const CHUNK = 2000;
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.query(
      `INSERT INTO geo_places (kind, label, search_key, code, name, lat, lng, rank)
       SELECT kind, label, search_key, code, name, lat, lng, rank
         FROM json_to_recordset($1::json) AS x(kind text, label text, search_key text, code text, name text, lat float8, lng float8, rank int)`,
      [JSON.stringify(rows.slice(i, i + CHUNK))],
    );
  }
  return true;
}
