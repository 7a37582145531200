/**
 * The grid supply point (GSP) an asset sits behind, by its location: market clearing can exclude
 * bids from named GSPs, and a bid stores the GSP names of its assets when it is submitted.
 *
 * Regions are the NESO GSP regions (api/data); a point outside all of them (offshore, or no
 * location) has no GSP. An operator that uploaded its grid topology (domain/topology, file kind
 * `grid-topology`) names its own GSPs: in that operator's competitions an asset's GSP is the nearest
 * uploaded GSP site within the asset's region, and the region's name where it uploaded none there.
 */
import type { Db } from '../../db/types.js';
import { loadGspRegions, type GspRegion } from '../../platform/geo/geodata.js';
import { bboxOf, haversineKm, pointInMultiPolygon } from '../../platform/geo/geometry.js';
import { GridIndex } from '../../platform/geo/grid-index.js';

/** An operator's uploaded GSP site (grid_topology_sites), with the NESO region it lies in. */
export interface GspSite {
  name: string;
  lon: number;
  lat: number;
  region: string | null;
}

let index: { regions: GspRegion[]; grid: GridIndex } | null = null;

function regionIndex(): { regions: GspRegion[]; grid: GridIndex } {
  if (!index) {
    const regions = loadGspRegions();
    index = { regions, grid: new GridIndex(regions.map((r) => bboxOf(r.boundary)), 0.1) };
  }
  return index;
}

/** The GSP region at a point, or null. */
export function gspRegionAt(lon: number | null, lat: number | null): GspRegion | null {
  if (lon === null || lat === null) return null;
  const { regions, grid } = regionIndex();
  for (const i of grid.query(lon, lat)) {
    const region = regions[i]!;
    if (pointInMultiPolygon(lon, lat, region.boundary)) return region;
  }
  return null;
}

/** The GSP region name at a point, or null. */
export function gspNameAt(lon: number | null, lat: number | null): string | null {
  return gspRegionAt(lon, lat)?.name ?? null;
}

/** The operator's uploaded GSP sites (none when it uploaded no grid topology). */
export async function gspSitesOf(db: Db, operatorId: number): Promise<GspSite[]> {
  const r = await db.query<GspSite>(
    `SELECT name, lon, lat, gsp_region AS region FROM grid_topology_sites WHERE operator_id = $1 AND site_type = 'gsp' ORDER BY lower(name), id`,
    [operatorId],
  );
  return r.rows;
}

function sitesByRegion(sites: readonly GspSite[]): Map<string, GspSite[]> {
  const out = new Map<string, GspSite[]>();
  for (const s of sites) if (s.region) out.set(s.region, [...(out.get(s.region) ?? []), s]);
  return out;
}

function nearest(lon: number, lat: number, sites: readonly GspSite[]): GspSite | null {
  let best: GspSite | null = null;
  let bestKm = Infinity;
  for (const s of sites) {
    const km = haversineKm(lon, lat, s.lon, s.lat);
    if (km < bestKm) [best, bestKm] = [s, km];
  }
  return best;
}

/**
 * The distinct GSP names of a set of asset locations, sorted: for each point the nearest of
 * `sites` in its region, else the region's name.
 */
export function gspNamesOf(points: ReadonlyArray<{ lon: number | null; lat: number | null }>, sites: readonly GspSite[] = []): string[] {
  const byRegion = sitesByRegion(sites);
  const names = new Set<string>();
  for (const p of points) {
    const region = gspNameAt(p.lon, p.lat);
    if (!region) continue;
    const site = nearest(p.lon!, p.lat!, byRegion.get(region) ?? []);
    names.add(site ? site.name : region);
  }
  return [...names].sort();
}
