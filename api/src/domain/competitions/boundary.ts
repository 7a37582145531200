import type { Db } from '../../db/types.js';
import type { MultiPolygon } from '../../platform/geo/geometry.js';
import { bboxOf, multiPolygonAreaKm2, pointInMultiPolygon } from '../../platform/geo/geometry.js';
import { countVertices, roundMultiPolygon, simplifyMultiPolygon } from '../../platform/geo/simplify.js';

/** Douglas–Peucker tolerance of the low-fidelity boundary (lists, map). */
export const LOW_FIDELITY_TOLERANCE_KM = 0.4;

export interface BoundaryRecord {
  boundary: { type: 'MultiPolygon'; coordinates: MultiPolygon };
  boundary_low: { type: 'MultiPolygon'; coordinates: MultiPolygon };
  min_lon: number;
  min_lat: number;
  max_lon: number;
  max_lat: number;
  area_km2: number;
  vertex_count: number;
}

export function boundaryRecord(mp: MultiPolygon): BoundaryRecord {
  const high = roundMultiPolygon(mp, 5);
  let low = roundMultiPolygon(simplifyMultiPolygon(mp, LOW_FIDELITY_TOLERANCE_KM), 4);
  if (low.length === 0) low = high;
  const b = bboxOf(high);
  return {
    boundary: { type: 'MultiPolygon', coordinates: high },
    boundary_low: { type: 'MultiPolygon', coordinates: low },
    min_lon: b.minLon,
    min_lat: b.minLat,
    max_lon: b.maxLon,
    max_lat: b.maxLat,
    area_km2: Math.round(multiPolygonAreaKm2(high) * 100) / 100,
    vertex_count: countVertices(high),
  };
}

/** Writes (or replaces) a competition's boundary. */
export async function saveBoundary(db: Db, competitionId: number, mp: MultiPolygon): Promise<void> {
  const r = boundaryRecord(mp);
  await db.query(
    `INSERT INTO competition_boundaries (competition_id, boundary, boundary_low, min_lon, min_lat, max_lon, max_lat, area_km2, vertex_count)
     VALUES ($1, $2::jsonb, $3::jsonb, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (competition_id) DO UPDATE SET boundary = EXCLUDED.boundary, boundary_low = EXCLUDED.boundary_low,
       min_lon = EXCLUDED.min_lon, min_lat = EXCLUDED.min_lat, max_lon = EXCLUDED.max_lon, max_lat = EXCLUDED.max_lat,
       area_km2 = EXCLUDED.area_km2, vertex_count = EXCLUDED.vertex_count, created = now()`,
    [competitionId, JSON.stringify(r.boundary), JSON.stringify(r.boundary_low), r.min_lon, r.min_lat, r.max_lon, r.max_lat, r.area_km2, r.vertex_count],
  );
}

export interface RegionRow {
  id: number;
  name: string;
  gsp_group: string;
  boundary: MultiPolygon;
  centre_lon: number;
  centre_lat: number;
}

export async function loadRegions(db: Db, ids: readonly number[]): Promise<RegionRow[]> {
  if (ids.length === 0) return [];
  const r = await db.query<RegionRow>('SELECT id, name, gsp_group, boundary, centre_lon, centre_lat FROM gsp_regions WHERE id = ANY($1::int[]) ORDER BY id', [
    [...ids],
  ]);
  return r.rows;
}

/** GSP regions whose inside point lies in the boundary: the area_refs of a drawn boundary. */
export async function regionsInside(db: Db, mp: MultiPolygon): Promise<{ ids: number[]; groups: string[] }> {
  const b = bboxOf(mp);
  const r = await db.query<{ id: number; gsp_group: string; centre_lon: number; centre_lat: number }>(
    `SELECT id, gsp_group, centre_lon, centre_lat FROM gsp_regions
      WHERE centre_lon BETWEEN $1 AND $2 AND centre_lat BETWEEN $3 AND $4 ORDER BY id`,
    [b.minLon, b.maxLon, b.minLat, b.maxLat],
  );
  const inside = r.rows.filter((row) => pointInMultiPolygon(row.centre_lon, row.centre_lat, mp));
  return { ids: inside.map((x) => x.id), groups: [...new Set(inside.map((x) => x.gsp_group))].sort() };
}

/** Validates a GeoJSON Polygon/MultiPolygon body value; returns the multipolygon or an error message. */
export function parseGeoJsonArea(value: unknown): { ok: true; mp: MultiPolygon } | { ok: false; message: string } {
  if (!value || typeof value !== 'object') return { ok: false, message: 'Expected a GeoJSON Polygon or MultiPolygon.' };
  const v = value as { type?: unknown; coordinates?: unknown };
  const isPosition = (p: unknown): p is [number, number] =>
    Array.isArray(p) && p.length >= 2 && typeof p[0] === 'number' && typeof p[1] === 'number' && Math.abs(p[0]) <= 180 && Math.abs(p[1]) <= 90;
  const isRing = (r: unknown): boolean => Array.isArray(r) && r.length >= 4 && r.every(isPosition);
  const isPolygon = (p: unknown): boolean => Array.isArray(p) && p.length >= 1 && p.every(isRing);
  if (v.type === 'Polygon' && isPolygon(v.coordinates)) return { ok: true, mp: [v.coordinates as MultiPolygon[number]] };
  if (v.type === 'MultiPolygon' && Array.isArray(v.coordinates) && v.coordinates.length > 0 && v.coordinates.every(isPolygon)) {
    return { ok: true, mp: v.coordinates as MultiPolygon };
  }
  return { ok: false, message: 'Expected a GeoJSON Polygon or MultiPolygon with closed rings of [lon, lat] positions.' };
}
