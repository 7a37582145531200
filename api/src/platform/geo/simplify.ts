import type { MultiPolygon, Polygon, Position, Ring } from './geometry.js';
import { KM_PER_DEG_LAT, kmPerDegLon } from './geometry.js';

/**
 * Douglas–Peucker line simplification, iterative (no recursion depth issues on long coastlines).
 * Tolerance is in km, measured in a local equirectangular projection at the line's mean latitude.
 */
export function simplifyLine(points: Position[], toleranceKm: number): Position[] {
  const n = points.length;
  if (n <= 2 || toleranceKm <= 0) return points.slice();
  let latSum = 0;
  for (const p of points) latSum += p[1];
  const kx = kmPerDegLon(latSum / n);
  const ky = KM_PER_DEG_LAT;
  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[n - 1] = 1;
  const tol2 = toleranceKm * toleranceKm;
  const stack: number[] = [0, n - 1];
  while (stack.length > 0) {
    const last = stack.pop()!;
    const first = stack.pop()!;
    const a = points[first]!;
    const b = points[last]!;
    const ax = a[0] * kx;
    const ay = a[1] * ky;
    const dx = b[0] * kx - ax;
    const dy = b[1] * ky - ay;
    const len2 = dx * dx + dy * dy;
    let maxD2 = -1;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const p = points[i]!;
      const px = p[0] * kx - ax;
      const py = p[1] * ky - ay;
      let d2: number;
      if (len2 === 0) {
        d2 = px * px + py * py;
      } else {
        let t = (px * dx + py * dy) / len2;
        if (t < 0) t = 0;
        else if (t > 1) t = 1;
        const ex = px - t * dx;
        const ey = py - t * dy;
        d2 = ex * ex + ey * ey;
      }
      if (d2 > maxD2) {
        maxD2 = d2;
        index = i;
      }
    }
    if (index >= 0 && maxD2 > tol2) {
      keep[index] = 1;
      stack.push(first, index, index, last);
    }
  }
  const out: Position[] = [];
  for (let i = 0; i < n; i++) if (keep[i]) out.push(points[i]!);
  return out;
}

/**
 * Simplifies a closed ring. The ring is split at its first point and the point farthest from it, so
 * both halves keep their shape; returns null when the ring collapses below a triangle.
 */
export function simplifyRing(ring: Ring, toleranceKm: number): Ring | null {
  const closed = ring.length > 1 && ring[0]![0] === ring[ring.length - 1]![0] && ring[0]![1] === ring[ring.length - 1]![1];
  const open = closed ? ring.slice(0, -1) : ring.slice();
  if (open.length < 3) return null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let latSum = 0;
  for (const p of open) {
    minX = Math.min(minX, p[0]);
    maxX = Math.max(maxX, p[0]);
    minY = Math.min(minY, p[1]);
    maxY = Math.max(maxY, p[1]);
    latSum += p[1];
  }
  const extentKm = Math.max((maxX - minX) * kmPerDegLon(latSum / open.length), (maxY - minY) * KM_PER_DEG_LAT);
  if (extentKm < toleranceKm) return null;
  if (open.length <= 4) return [...open, open[0]!];
  const start = open[0]!;
  let far = 1;
  let farD = -1;
  for (let i = 1; i < open.length; i++) {
    const p = open[i]!;
    const d = (p[0] - start[0]) ** 2 + (p[1] - start[1]) ** 2;
    if (d > farD) {
      farD = d;
      far = i;
    }
  }
  const firstHalf = simplifyLine(open.slice(0, far + 1), toleranceKm);
  const secondHalf = simplifyLine([...open.slice(far), start], toleranceKm);
  const result = [...firstHalf, ...secondHalf.slice(1)];
  // result is closed (ends with start); needs at least 3 distinct points + closing point
  if (result.length < 4) return null;
  return result;
}

/** Simplifies every ring; drops holes and parts that collapse. */
export function simplifyMultiPolygon(mp: MultiPolygon, toleranceKm: number): MultiPolygon {
  const out: MultiPolygon = [];
  for (const polygon of mp) {
    const outer = polygon[0] ? simplifyRing(polygon[0], toleranceKm) : null;
    if (!outer) continue;
    const simplified: Polygon = [outer];
    for (let h = 1; h < polygon.length; h++) {
      const hole = simplifyRing(polygon[h]!, toleranceKm);
      if (hole) simplified.push(hole);
    }
    out.push(simplified);
  }
  return out;
}

/** Rounds coordinates to a number of decimals (5 ≈ 1 m) to keep serialised files small. */
export function roundMultiPolygon(mp: MultiPolygon, decimals: number): MultiPolygon {
  const f = 10 ** decimals;
  return mp.map((polygon) => polygon.map((ring) => ring.map(([x, y]) => [Math.round(x * f) / f, Math.round(y * f) / f] as Position)));
}

export function countVertices(mp: MultiPolygon): number {
  let n = 0;
  for (const polygon of mp) for (const ring of polygon) n += ring.length;
  return n;
}
