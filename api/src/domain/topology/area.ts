/**
 * An operator's operating area for its map (GET flex/operatingarea/): the GSP groups of its licence
 * area, the NESO GSP regions inside them, and the GB outline as the basemap (the map works without
 * tiles). Boundaries are simplified once per process: the regions never change at run time.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir, GSP_GROUP_NAMES, loadGspRegions } from '../../platform/geo/geodata.js';
import { bboxOf, toMultiPolygon, type GeoJsonArea, type MultiPolygon } from '../../platform/geo/geometry.js';
import { roundMultiPolygon, simplifyMultiPolygon } from '../../platform/geo/simplify.js';

export interface AreaRegion {
  id: number;
  name: string;
  gsp_group: string;
  area_km2: number;
  /** A point inside the region [lon, lat] (label and keyboard focus). */
  centre: [number, number];
  boundary: MultiPolygon;
}

export interface OperatingArea {
  groups: Array<{ code: string; name: string }>;
  regions: AreaRegion[];
  /** [minLon, minLat, maxLon, maxLat] of the regions; null when the operator has no area. */
  bbox: [number, number, number, number] | null;
  outline: MultiPolygon;
}

const REGION_TOLERANCE_KM = 0.4;
const OUTLINE_TOLERANCE_KM = 1.5;
let regionCache: AreaRegion[] | null = null;
let outlineCache: MultiPolygon | null = null;

function simplified(mp: MultiPolygon, km: number): MultiPolygon {
  return roundMultiPolygon(simplifyMultiPolygon(mp, km), 4);
}

function allRegions(): AreaRegion[] {
  regionCache ??= loadGspRegions().map((r) => ({
    id: r.regionId,
    name: r.name,
    gsp_group: r.group,
    area_km2: Math.round(r.areaKm2 * 10) / 10,
    centre: [Math.round(r.centre[0] * 1e4) / 1e4, Math.round(r.centre[1] * 1e4) / 1e4],
    boundary: simplified(r.boundary, REGION_TOLERANCE_KM),
  }));
  return regionCache;
}

function gbOutline(): MultiPolygon {
  if (!outlineCache) {
    const doc = JSON.parse(readFileSync(path.join(dataDir(), 'gb-outline.geojson'), 'utf8')) as
      | GeoJsonArea
      | { type: 'Feature'; geometry: GeoJsonArea }
      | { type: 'FeatureCollection'; features: Array<{ geometry: GeoJsonArea }> };
    const geometries = doc.type === 'FeatureCollection' ? doc.features.map((f) => f.geometry) : doc.type === 'Feature' ? [doc.geometry] : [doc];
    outlineCache = simplified(geometries.flatMap((g) => toMultiPolygon(g)), OUTLINE_TOLERANCE_KM);
  }
  return outlineCache;
}

/** The area of an operator whose licence area is these GSP groups (every region when it has none). */
export function operatingArea(groups: readonly string[]): OperatingArea {
  const regions = allRegions().filter((r) => groups.length === 0 || groups.includes(r.gsp_group));
  const box = regions.length ? bboxOf(regions.flatMap((r) => r.boundary)) : null;
  return {
    groups: [...groups].sort().map((code) => ({ code, name: GSP_GROUP_NAMES[code] ?? code })),
    regions,
    bbox: box ? [box.minLon, box.minLat, box.maxLon, box.maxLat] : null,
    outline: gbOutline(),
  };
}
