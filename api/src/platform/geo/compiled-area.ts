import type { BBox, MultiPolygon } from './geometry.js';
import { KM_PER_DEG_LAT, bboxContains, emptyBBox, expandBBoxKm, kmPerDegLon } from './geometry.js';

interface CompiledRing {
  /** x0,y0,x1,y1,… (open: the closing edge from the last point to the first is implied) */
  xy: Float64Array;
  bbox: BBox;
  /**
   * Horizontal bands for ray casting: edges overlapping band b are
   * bandEdges[bandStart[b] .. bandStart[b+1]); edge i runs from point i-1 (wrapping) to point i.
   */
  bandStart: Int32Array;
  bandEdges: Int32Array;
  bandHeight: number;
  /** Bboxes of runs of CHUNK consecutive edges (minX,minY,maxX,maxY per chunk), for distance pruning. */
  chunkBoxes: Float64Array;
}

interface CompiledPolygon {
  outer: CompiledRing;
  holes: CompiledRing[];
}

const CHUNK = 16;
const EDGES_PER_BAND = 4;

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
  // bands
  const bands = Math.max(1, Math.ceil(n / EDGES_PER_BAND));
  const bandHeight = (bbox.maxLat - bbox.minLat) / bands || 1;
  const counts = new Int32Array(bands + 1);
  const bandOf = (y: number) => Math.min(bands - 1, Math.max(0, Math.floor((y - bbox.minLat) / bandHeight)));
  for (let i = 0; i < n; i++) {
    const j = i === 0 ? n - 1 : i - 1;
    const b0 = bandOf(Math.min(xy[i * 2 + 1]!, xy[j * 2 + 1]!));
    const b1 = bandOf(Math.max(xy[i * 2 + 1]!, xy[j * 2 + 1]!));
    for (let b = b0; b <= b1; b++) counts[b + 1]! += 1;
  }
  const bandStart = new Int32Array(bands + 1);
  for (let b = 0; b < bands; b++) bandStart[b + 1] = bandStart[b]! + counts[b + 1]!;
  const fill = bandStart.slice(0, bands);
  const bandEdges = new Int32Array(bandStart[bands]!);
  for (let i = 0; i < n; i++) {
    const j = i === 0 ? n - 1 : i - 1;
    const b0 = bandOf(Math.min(xy[i * 2 + 1]!, xy[j * 2 + 1]!));
    const b1 = bandOf(Math.max(xy[i * 2 + 1]!, xy[j * 2 + 1]!));
    for (let b = b0; b <= b1; b++) bandEdges[fill[b]!++] = i;
  }
  // chunks of consecutive edges
  const chunks = Math.ceil(n / CHUNK);
  const chunkBoxes = new Float64Array(chunks * 4);
  for (let c = 0; c < chunks; c++) {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    const first = c * CHUNK;
    const last = Math.min(n - 1, first + CHUNK - 1);
    for (let i = first - 1; i <= last; i++) {
      const k = i < 0 ? n - 1 : i;
      const x = xy[k * 2]!;
      const y = xy[k * 2 + 1]!;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
    chunkBoxes[c * 4] = minX;
    chunkBoxes[c * 4 + 1] = minY;
    chunkBoxes[c * 4 + 2] = maxX;
    chunkBoxes[c * 4 + 3] = maxY;
  }
  return { xy, bbox, bandStart, bandEdges, bandHeight, chunkBoxes };
}

function ringContains(r: CompiledRing, lon: number, lat: number): boolean {
  if (!bboxContains(r.bbox, lon, lat)) return false;
  const xy = r.xy;
  const n = xy.length >> 1;
  const bands = r.bandStart.length - 1;
  const band = Math.min(bands - 1, Math.max(0, Math.floor((lat - r.bbox.minLat) / r.bandHeight)));
  let inside = false;
  for (let e = r.bandStart[band]!, end = r.bandStart[band + 1]!; e < end; e++) {
    const i = r.bandEdges[e]!;
    const j = i === 0 ? n - 1 : i - 1;
    const xi = xy[i * 2]!;
    const yi = xy[i * 2 + 1]!;
    const xj = xy[j * 2]!;
    const yj = xy[j * 2 + 1]!;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * Minimum distance (km) from the point to the ring's edges. Chunks whose bbox lies farther than the
 * best so far are skipped; the search stops at the first edge closer than `stopBelow`.
 */
function ringDistanceKm(r: CompiledRing, lon: number, lat: number, kx: number, stopBelow: number, bestSoFar: number): number {
  const xy = r.xy;
  const n = xy.length >> 1;
  const boxes = r.chunkBoxes;
  const chunks = boxes.length >> 2;
  let best2 = bestSoFar * bestSoFar;
  const stop2 = stopBelow * stopBelow;
  for (let c = 0; c < chunks; c++) {
    const bx0 = boxes[c * 4]!;
    const by0 = boxes[c * 4 + 1]!;
    const bx1 = boxes[c * 4 + 2]!;
    const by1 = boxes[c * 4 + 3]!;
    const ddx = lon < bx0 ? (bx0 - lon) * kx : lon > bx1 ? (lon - bx1) * kx : 0;
    const ddy = lat < by0 ? (by0 - lat) * KM_PER_DEG_LAT : lat > by1 ? (lat - by1) * KM_PER_DEG_LAT : 0;
    if (ddx * ddx + ddy * ddy >= best2) continue;
    const first = c * CHUNK;
    const last = Math.min(n - 1, first + CHUNK - 1);
    const k0 = first === 0 ? n - 1 : first - 1;
    let ax = (xy[k0 * 2]! - lon) * kx;
    let ay = (xy[k0 * 2 + 1]! - lat) * KM_PER_DEG_LAT;
    for (let i = first; i <= last; i++) {
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
      if (d2 < best2) {
        best2 = d2;
        if (d2 <= stop2) return Math.sqrt(d2);
      }
      ax = bx;
      ay = by;
    }
  }
  return Math.sqrt(best2);
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
    // Edges farther than the limit do not matter: start "best" just above it.
    let best = limitKm === Infinity ? Infinity : limitKm * 1.000001 + 1e-9;
    for (const p of this.polygons) {
      for (let h = -1; h < p.holes.length; h++) {
        const r = h < 0 ? p.outer : p.holes[h]!;
        const d = ringDistanceKm(r, lon, lat, kx, limitKm, best);
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
