import type { BBox, MultiPolygon } from './geometry.js';
import { KM_PER_DEG_LAT, bboxContains, emptyBBox, expandBBoxKm, kmPerDegLon } from './geometry.js';

interface CompiledRing {
  /** x0,y0,x1,y1,… (open: the closing edge is implied) */
  xy: Float64Array;
  bbox: BBox;
}

interface CompiledPolygon {
  outer: CompiledRing;
  holes: CompiledRing[];
}

function compileRing(ring: readonly (readonly [number, number] | number[])[]): CompiledRing {
  let n = ring.length;
  if (n > 1) {
    const a = ring[0]!;
    const b = ring[n - 1]!;
    if (a[0] === b[0] && a[1] === b[1]) n -= 1;
  }
  const xy = new Float64Array(n * 2);
  const bbox = emptyBBox();
  for (let i = 0; i < n; i++) {
    const p = ring[i]!;
    const x = p[0]!;
    const y = p[1]!;
    xy[i * 2] = x;
    xy[i * 2 + 1] = y;
    if (x < bbox.minLon) bbox.minLon = x;
    if (x > bbox.maxLon) bbox.maxLon = x;
    if (y < bbox.minLat) bbox.minLat = y;
    if (y > bbox.maxLat) bbox.maxLat = y;
  }
  return { xy, bbox };
}

function ringContains(r: CompiledRing, lon: number, lat: number): boolean {
  if (!bboxContains(r.bbox, lon, lat)) return false;
  const xy = r.xy;
  const n = xy.length >> 1;
  let inside = false;
  let xj = xy[(n - 1) * 2]!;
  let yj = xy[(n - 1) * 2 + 1]!;
  for (let i = 0; i < n; i++) {
    const xi = xy[i * 2]!;
    const yi = xy[i * 2 + 1]!;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    xj = xi;
    yj = yi;
  }
  return inside;
}

/** Minimum distance (km) from the point to the ring's edges, stopping early once below `stopBelow`. */
function ringDistanceKm(r: CompiledRing, lon: number, lat: number, kx: number, stopBelow: number): number {
  const xy = r.xy;
  const n = xy.length >> 1;
  let best = Infinity;
  let ax = (xy[(n - 1) * 2]! - lon) * kx;
  let ay = (xy[(n - 1) * 2 + 1]! - lat) * KM_PER_DEG_LAT;
  for (let i = 0; i < n; i++) {
    const bx = (xy[i * 2]! - lon) * kx;
    const by = (xy[i * 2 + 1]! - lat) * KM_PER_DEG_LAT;
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    let t = len2 > 0 ? -(ax * dx + ay * dy) / len2 : 0;
    if (t < 0) t = 0;
    else if (t > 1) t = 1;
    const px = ax + t * dx;
    const py = ay + t * dy;
    const d2 = px * px + py * py;
    if (d2 < best) {
      best = d2;
      if (d2 <= stopBelow * stopBelow) return Math.sqrt(d2);
    }
    ax = bx;
    ay = by;
  }
  return Math.sqrt(best);
}

export type LocationTest =
  | { inside: true; distanceKm: 0 }
  | { inside: false; distanceKm: number; withinBuffer: boolean };

/**
 * A multipolygon prepared for many point tests: flat coordinate arrays, per-ring bboxes, and the
 * bbox grown by the buffer so most far-away points are rejected with four comparisons.
 */
export class CompiledArea {
  readonly bbox: BBox;
  readonly bufferedBBox: BBox;
  readonly bufferKm: number;
  private readonly polygons: CompiledPolygon[];

  constructor(mp: MultiPolygon, bufferKm = 0) {
    this.bufferKm = Math.max(0, bufferKm || 0);
    this.polygons = [];
    const bbox = emptyBBox();
    for (const polygon of mp) {
      const outerRing = polygon[0];
      if (!outerRing || outerRing.length < 3) continue;
      const outer = compileRing(outerRing);
      const holes = polygon.slice(1).filter((h) => h.length >= 3).map(compileRing);
      this.polygons.push({ outer, holes });
      bbox.minLon = Math.min(bbox.minLon, outer.bbox.minLon);
      bbox.minLat = Math.min(bbox.minLat, outer.bbox.minLat);
      bbox.maxLon = Math.max(bbox.maxLon, outer.bbox.maxLon);
      bbox.maxLat = Math.max(bbox.maxLat, outer.bbox.maxLat);
    }
    this.bbox = bbox;
    this.bufferedBBox = expandBBoxKm(bbox, this.bufferKm);
  }

  get isEmpty(): boolean {
    return this.polygons.length === 0;
  }

  contains(lon: number, lat: number): boolean {
    if (!bboxContains(this.bbox, lon, lat)) return false;
    for (const p of this.polygons) {
      if (!ringContains(p.outer, lon, lat)) continue;
      let inHole = false;
      for (const h of p.holes) {
        if (ringContains(h, lon, lat)) {
          inHole = true;
          break;
        }
      }
      if (!inHole) return true;
    }
    return false;
  }

  /**
   * Distance in km to the nearest edge. With `limitKm`, rings whose bbox lies farther than the limit
   * are skipped and the search stops at the first edge within the limit, so the result is exact
   * only when it is above the limit (below it, it is some distance ≤ limit).
   */
  distanceToEdgeKm(lon: number, lat: number, limitKm = Infinity): number {
    const kx = kmPerDegLon(lat);
    let best = Infinity;
    for (const p of this.polygons) {
      for (const r of [p.outer, ...p.holes]) {
        if (limitKm !== Infinity && !bboxContains(expandBBoxKm(r.bbox, Math.min(limitKm, best)), lon, lat)) continue;
        const d = ringDistanceKm(r, lon, lat, kx, limitKm);
        if (d < best) {
          best = d;
          if (best <= limitKm) return best;
        }
      }
    }
    return best;
  }

  /** Inside, or outside with the distance to the boundary and whether it is within the buffer. */
  test(lon: number, lat: number, exactDistance = false): LocationTest {
    if (this.contains(lon, lat)) return { inside: true, distanceKm: 0 };
    if (this.bufferKm > 0 && bboxContains(this.bufferedBBox, lon, lat)) {
      const d = this.distanceToEdgeKm(lon, lat, exactDistance ? Infinity : this.bufferKm);
      if (d <= this.bufferKm) return { inside: false, distanceKm: d, withinBuffer: true };
      return { inside: false, distanceKm: d, withinBuffer: false };
    }
    if (!exactDistance) return { inside: false, distanceKm: Infinity, withinBuffer: false };
    return { inside: false, distanceKm: this.distanceToEdgeKm(lon, lat), withinBuffer: false };
  }
}
