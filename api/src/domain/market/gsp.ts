/**
 * The grid supply point (GSP) region an asset sits in, by its location: market clearing can
 * exclude bids from named GSPs. Regions are the NESO GSP regions (api/data); a point outside all
 * of them (offshore, or no location) has no GSP.
 */
import { loadGspRegions, type GspRegion } from '../geo/geodata.js';
import { bboxOf, pointInMultiPolygon } from '../geo/geometry.js';
import { GridIndex } from '../geo/grid-index.js';

let index: { regions: GspRegion[]; grid: GridIndex } | null = null;

function regionIndex(): { regions: GspRegion[]; grid: GridIndex } {
  if (!index) {
    const regions = loadGspRegions();
    index = { regions, grid: new GridIndex(regions.map((r) => bboxOf(r.boundary)), 0.1) };
  }
  return index;
}

/** The GSP region name at a point, or null. */
export function gspNameAt(lon: number | null, lat: number | null): string | null {
  if (lon === null || lat === null) return null;
  const { regions, grid } = regionIndex();
  for (const i of grid.query(lon, lat)) {
    const region = regions[i]!;
    if (pointInMultiPolygon(lon, lat, region.boundary)) return region.name;
  }
  return null;
}

/** The distinct GSP names of a set of asset locations, sorted. */
export function gspNamesOf(points: ReadonlyArray<{ lon: number | null; lat: number | null }>): string[] {
  const names = new Set<string>();
  for (const p of points) {
    const name = gspNameAt(p.lon, p.lat);
    if (name) names.add(name);
  }
  return [...names].sort();
}
