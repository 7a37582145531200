/**
 * An alert's area and the test "does a competition's area meet it": GSP regions chosen (ids, which
 * match a competition sharing any of them) and/or a drawn boundary; the geometry test covers a
 * drawn side (one area inside the other, or their edges crossing). No area: the whole market.
 */
import type { Db } from '../../db/types.js';
import { badRequest } from '../../errors.js';
import { bboxOf, pointInMultiPolygon, type BBox, type MultiPolygon, type Position } from '../../platform/geo/geometry.js';
import { roundMultiPolygon, simplifyMultiPolygon } from '../../platform/geo/simplify.js';
import { loadRegions, parseGeoJsonArea } from '../competitions/boundary.js';

/** Drawn boundaries are kept simplified to this tolerance: matching needs no finer line. */
const STORED_TOLERANCE_KM = 0.2;

export interface AlertArea {
  area_refs: number[];
  boundary: MultiPolygon | null;
}

/** Checks the GSP region ids exist and parses a drawn boundary; 400 names the field at fault. */
export async function resolveAlertArea(db: Db, areaRefs: readonly number[], boundary: unknown): Promise<AlertArea> {
  const refs = [...new Set(areaRefs)].sort((a, b) => a - b);
  if (refs.length) {
    const found = await loadRegions(db, refs);
    const missing = refs.filter((id) => !found.some((r) => r.id === id));
    if (missing.length) throw badRequest({ area_refs: [`Unknown GSP region ids: ${missing.join(', ')}.`] });
  }
  if (boundary === null || boundary === undefined) return { area_refs: refs, boundary: null };
  const parsed = parseGeoJsonArea(boundary);
  if (!parsed.ok) throw badRequest({ boundary: [parsed.message] });
  const simplified = roundMultiPolygon(simplifyMultiPolygon(parsed.mp, STORED_TOLERANCE_KM), 5);
  return { area_refs: refs, boundary: simplified.length ? simplified : parsed.mp };
}

function bboxesOverlap(a: BBox, b: BBox): boolean {
  return a.minLon <= b.maxLon && b.minLon <= a.maxLon && a.minLat <= b.maxLat && b.minLat <= a.maxLat;
}

function orientation(p: Position, q: Position, r: Position): number {
  return Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
}

/** Whether segments pq and rs cross at a point inside both (touching or collinear segments do not count). */
export function segmentsCross(p: Position, q: Position, r: Position, s: Position): boolean {
  const o1 = orientation(p, q, r);
  const o2 = orientation(p, q, s);
  const o3 = orientation(r, s, p);
  const o4 = orientation(r, s, q);
  return o1 * o2 < 0 && o3 * o4 < 0;
}

interface Segment {
  a: Position;
  b: Position;
  box: BBox;
}

function outerSegments(mp: MultiPolygon): Segment[] {
  const out: Segment[] = [];
  for (const polygon of mp) {
    const ring = polygon[0] ?? [];
    for (let i = 0; i + 1 < ring.length; i++) {
      const a = ring[i]!;
      const b = ring[i + 1]!;
      out.push({ a, b, box: { minLon: Math.min(a[0], b[0]), maxLon: Math.max(a[0], b[0]), minLat: Math.min(a[1], b[1]), maxLat: Math.max(a[1], b[1]) } });
    }
  }
  return out;
}

/** Whether two areas share any ground: one holds a point of the other, or their outlines cross. */
export function areasIntersect(a: MultiPolygon, b: MultiPolygon): boolean {
  const boxA = bboxOf(a);
  const boxB = bboxOf(b);
  if (!bboxesOverlap(boxA, boxB)) return false;
  for (const polygon of a) {
    const p = polygon[0]?.[0];
    if (p && pointInMultiPolygon(p[0], p[1], b)) return true;
  }
  for (const polygon of b) {
    const p = polygon[0]?.[0];
    if (p && pointInMultiPolygon(p[0], p[1], a)) return true;
  }
  const segsB = outerSegments(b).filter((s) => bboxesOverlap(s.box, boxA));
  for (const sa of outerSegments(a)) {
    if (!bboxesOverlap(sa.box, boxB)) continue;
    for (const sb of segsB) if (bboxesOverlap(sa.box, sb.box) && segmentsCross(sa.a, sa.b, sb.a, sb.b)) return true;
  }
  return false;
}

export interface CompetitionArea {
  area_refs: number[];
  boundary: MultiPolygon | null;
}

/**
 * Whether a competition's area meets the alert's: always when the alert has no area; when they
 * share a GSP region; else by geometry, where the alert's side is its drawn boundary or its
 * regions' outlines (`regionOutline` loads those) and the competition's its stored boundary.
 */
export async function areaMatches(alert: AlertArea, competition: CompetitionArea, regionOutline: (ids: number[]) => Promise<MultiPolygon>): Promise<boolean> {
  if (alert.area_refs.length === 0 && alert.boundary === null) return true;
  if (alert.area_refs.some((id) => competition.area_refs.includes(id))) return true;
  if (!competition.boundary) return false;
  if (alert.boundary && areasIntersect(alert.boundary, competition.boundary)) return true;
  // Regions that share no id may still overlap a drawn competition boundary.
  if (alert.area_refs.length && competition.area_refs.length === 0) return areasIntersect(await regionOutline(alert.area_refs), competition.boundary);
  return false;
}

/** A loader of the GSP regions' outlines as one multipolygon, cached for one matching run. */
export function regionOutlines(db: Db): (ids: number[]) => Promise<MultiPolygon> {
  const cache = new Map<number, MultiPolygon>();
  return async (ids) => {
    const missing = ids.filter((id) => !cache.has(id));
    for (const r of await loadRegions(db, missing)) cache.set(r.id, r.boundary);
    return ids.flatMap((id) => cache.get(id) ?? []);
  };
}
