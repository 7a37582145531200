import type { CompetitionPolygon, DashboardCompetition, GeoGeometry, MultiPolygonCoords, OpacityLevel, OperatorIdentity } from '../data/views';
import { operatorIdOf } from './filters';

/** Fill opacities by level (spec §9). */
export const OPACITY: Record<OpacityLevel, number> = { high: 0.7, mid: 0.4, low: 0.15 };
export const DEFAULT_POLYGON_COLOUR = '#2f6f9f';

export function toMultiPolygon(geometry: GeoGeometry | null | undefined): MultiPolygonCoords {
  if (!geometry || !Array.isArray(geometry.coordinates)) return [];
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
}

/** Approximate area in square degrees scaled by cos(latitude): enough to order polygons by size. */
export function approxArea(polygons: MultiPolygonCoords): number {
  let total = 0;
  for (const poly of polygons) {
    poly.forEach((ring, i) => {
      let a = 0;
      for (let k = 0, j = ring.length - 1; k < ring.length; j = k++) {
        const p = ring[k] as [number, number];
        const q = ring[j] as [number, number];
        a += (q[0] - p[0]) * (q[1] + p[1]);
      }
      const lat = ((ring[0]?.[1] ?? 0) * Math.PI) / 180;
      const area = Math.abs(a / 2) * Math.cos(lat);
      total += i === 0 ? area : -area;
    });
  }
  return total;
}

export function opacityLevelFor(c: DashboardCompetition, activeId: number | null): OpacityLevel {
  if (activeId !== null) return c.id === activeId ? 'high' : 'low';
  return c.status === 'open' || c.status === 'qualifying' ? 'mid' : 'low';
}

/**
 * Competition polygons, ordered so bigger areas come first (drawn below smaller ones).
 * Competitions with empty coordinates are logged and left off the map (spec §8: kept in the list).
 */
export function buildPolygons(
  competitions: readonly DashboardCompetition[],
  activeId: number | null,
  operators: ReadonlyMap<number, OperatorIdentity> = new Map(),
): CompetitionPolygon[] {
  const out: { p: CompetitionPolygon; area: number }[] = [];
  for (const c of competitions) {
    const polygons = toMultiPolygon(c.boundary?.boundary);
    if (polygons.length === 0) {
      console.warn(`[dashboard] competition ${c.id} has a boundary with empty coordinates`);
      continue;
    }
    const opId = operatorIdOf(c);
    const op = typeof c.operator === 'object' && c.operator ? c.operator : opId !== null ? operators.get(opId) : undefined;
    out.push({
      p: {
        id: c.id,
        color: op?.brand_colour || c.colour || DEFAULT_POLYGON_COLOUR,
        opacityLevel: opacityLevelFor(c, activeId),
        polygons,
        buffer: c.boundary?.buffer ?? null,
      },
      area: approxArea(polygons),
    });
  }
  out.sort((a, b) => b.area - a.area);
  return out.map((x) => x.p);
}

/** [lat, lng] bounds of a multipolygon, or null when empty. */
export function boundsOf(polygons: MultiPolygonCoords): [[number, number], [number, number]] | null {
  let minLat = Infinity;
  let minLng = Infinity;
  let maxLat = -Infinity;
  let maxLng = -Infinity;
  for (const poly of polygons)
    for (const ring of poly)
      // A position without two numbers changes nothing (NaN compares false).
      for (const [lng = NaN, lat = NaN] of ring) {
        if (lat < minLat) minLat = lat;
        if (lat > maxLat) maxLat = lat;
        if (lng < minLng) minLng = lng;
        if (lng > maxLng) maxLng = lng;
      }
  return Number.isFinite(minLat) ? [[minLat, minLng], [maxLat, maxLng]] : null;
}
