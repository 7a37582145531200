/**
 * Plain geometry on WGS84 lon/lat coordinates, sized for Great Britain.
 *
 * Distances use the equirectangular approximation around the query point's latitude: at GB
 * latitudes and for distances of a few tens of km the error stays well under 1 %, which is far
 * below the precision of the boundary data (NESO calls its polygons approximate).
 */

export type Position = [number, number];
export type Ring = Position[];
export type Polygon = Ring[];
export type MultiPolygon = Polygon[];

export interface BBox {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

export interface GeoJsonPolygon {
  type: 'Polygon';
  coordinates: Polygon;
}
export interface GeoJsonMultiPolygon {
  type: 'MultiPolygon';
  coordinates: MultiPolygon;
}
export type GeoJsonArea = GeoJsonPolygon | GeoJsonMultiPolygon;

/** Kilometres per degree along a meridian on the mean-radius sphere (6371.0088 km), as haversine uses. */
export const KM_PER_DEG_LAT = 111.195;
/** Kilometres per degree of longitude at the equator (same sphere). */
export const KM_PER_DEG_LON_EQUATOR = 111.195;

export function kmPerDegLon(lat: number): number {
  return KM_PER_DEG_LON_EQUATOR * Math.cos((lat * Math.PI) / 180);
}

export function toMultiPolygon(geometry: GeoJsonArea): MultiPolygon {
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}

export function emptyBBox(): BBox {
  return { minLon: Infinity, minLat: Infinity, maxLon: -Infinity, maxLat: -Infinity };
}

export function bboxOf(mp: MultiPolygon): BBox {
  const b = emptyBBox();
  for (const polygon of mp) {
    const outer = polygon[0];
    if (!outer) continue;
    for (const [lon, lat] of outer) {
      if (lon < b.minLon) b.minLon = lon;
      if (lon > b.maxLon) b.maxLon = lon;
      if (lat < b.minLat) b.minLat = lat;
      if (lat > b.maxLat) b.maxLat = lat;
    }
  }
  return b;
}

/** Grows a bbox by a distance in km (longitude widened at the bbox's most northern latitude). */
export function expandBBoxKm(b: BBox, km: number): BBox {
  if (km <= 0) return { ...b };
  const dLat = km / KM_PER_DEG_LAT;
  const widestLat = Math.max(Math.abs(b.minLat), Math.abs(b.maxLat));
  const dLon = km / Math.max(kmPerDegLon(Math.min(widestLat + dLat, 89)), 1e-6);
  return { minLon: b.minLon - dLon, minLat: b.minLat - dLat, maxLon: b.maxLon + dLon, maxLat: b.maxLat + dLat };
}

export function bboxContains(b: BBox, lon: number, lat: number): boolean {
  return lon >= b.minLon && lon <= b.maxLon && lat >= b.minLat && lat <= b.maxLat;
}

/** Ray casting (even-odd) on one ring; the closing edge is implied, so closed and open rings both work. */
export function pointInRing(lon: number, lat: number, ring: Ring): boolean {
  let inside = false;
  const n = ring.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const pi = ring[i]!;
    const pj = ring[j]!;
    const yi = pi[1];
    const yj = pj[1];
    if (yi > lat !== yj > lat) {
      const xCross = ((pj[0] - pi[0]) * (lat - yi)) / (yj - yi) + pi[0];
      if (lon < xCross) inside = !inside;
    }
  }
  return inside;
}

/** Inside the outer ring and outside every hole. */
export function pointInPolygon(lon: number, lat: number, polygon: Polygon): boolean {
  const outer = polygon[0];
  if (!outer || !pointInRing(lon, lat, outer)) return false;
  for (let h = 1; h < polygon.length; h++) {
    if (pointInRing(lon, lat, polygon[h]!)) return false;
  }
  return true;
}

export function pointInMultiPolygon(lon: number, lat: number, mp: MultiPolygon): boolean {
  for (const polygon of mp) if (pointInPolygon(lon, lat, polygon)) return true;
  return false;
}

/**
 * Distance in km from a point to a segment, in a local equirectangular projection centred on the point.
 * `kx` is km per degree of longitude at the point's latitude.
 */
export function pointSegmentDistanceKm(
  lon: number,
  lat: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  kx: number = kmPerDegLon(lat),
): number {
  const x1 = (ax - lon) * kx;
  const y1 = (ay - lat) * KM_PER_DEG_LAT;
  const x2 = (bx - lon) * kx;
  const y2 = (by - lat) * KM_PER_DEG_LAT;
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len2 = dx * dx + dy * dy;
  let t = len2 > 0 ? -(x1 * dx + y1 * dy) / len2 : 0;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  const px = x1 + t * dx;
  const py = y1 + t * dy;
  return Math.sqrt(px * px + py * py);
}

/** Shortest distance in km from a point to any edge of the multipolygon (outer rings and holes). */
export function distanceToBoundaryKm(lon: number, lat: number, mp: MultiPolygon): number {
  const kx = kmPerDegLon(lat);
  let best = Infinity;
  for (const polygon of mp) {
    for (const ring of polygon) {
      const n = ring.length;
      for (let i = 0, j = n - 1; i < n; j = i++) {
        const a = ring[j]!;
        const b = ring[i]!;
        const d = pointSegmentDistanceKm(lon, lat, a[0], a[1], b[0], b[1], kx);
        if (d < best) best = d;
      }
    }
  }
  return best;
}

/** Great-circle distance in km (haversine), for tests and labels. */
export function haversineKm(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const r = 6371.0088;
  const toRad = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRad;
  const dLon = (lon2 - lon1) * toRad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * r * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Planar shoelace area of a ring in km² (equirectangular at the ring's mean latitude). */
export function ringAreaKm2(ring: Ring): number {
  if (ring.length < 3) return 0;
  let latSum = 0;
  for (const p of ring) latSum += p[1];
  const kx = kmPerDegLon(latSum / ring.length);
  let s = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[j]!;
    const b = ring[i]!;
    s += a[0] * kx * (b[1] * KM_PER_DEG_LAT) - b[0] * kx * (a[1] * KM_PER_DEG_LAT);
  }
  return Math.abs(s) / 2;
}

export function multiPolygonAreaKm2(mp: MultiPolygon): number {
  let total = 0;
  for (const polygon of mp) {
    polygon.forEach((ring, idx) => {
      total += idx === 0 ? ringAreaKm2(ring) : -ringAreaKm2(ring);
    });
  }
  return Math.max(total, 0);
}

/** A point guaranteed to be in the multipolygon's largest polygon, found by scanning its bbox. */
export function interiorPoint(mp: MultiPolygon): Position | null {
  let largest: Polygon | null = null;
  let largestArea = -1;
  for (const polygon of mp) {
    const a = polygon[0] ? ringAreaKm2(polygon[0]) : 0;
    if (a > largestArea) {
      largestArea = a;
      largest = polygon;
    }
  }
  if (!largest) return null;
  const b = bboxOf([largest]);
  const cx = (b.minLon + b.maxLon) / 2;
  const cy = (b.minLat + b.maxLat) / 2;
  if (pointInPolygon(cx, cy, largest)) return [cx, cy];
  for (let steps = 4; steps <= 64; steps *= 2) {
    for (let i = 1; i < steps; i++) {
      for (let j = 1; j < steps; j++) {
        const lon = b.minLon + ((b.maxLon - b.minLon) * i) / steps;
        const lat = b.minLat + ((b.maxLat - b.minLat) * j) / steps;
        if (pointInPolygon(lon, lat, largest)) return [lon, lat];
      }
    }
  }
  return null;
}
