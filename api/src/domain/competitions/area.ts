/** The competition area: a drawn boundary and/or GSP region ids, inside the operator's operating area. */
import type { Db } from '../../db/types.js';
import { badRequest } from '../../errors.js';
import type { Row } from '../../resources/index.js';
import type { MultiPolygon } from '../geo/geometry.js';
import { loadRegions, parseGeoJsonArea, regionsInside } from './boundary.js';

export interface AreaResult {
  area_refs: number[];
  gsp_groups: string[];
  boundary: MultiPolygon | null;
}

/** Resolves the competition area from a drawn boundary and/or GSP region ids, checking the operating area. */
export async function resolveArea(db: Db, operatorId: number, body: Row, existing: Row | null): Promise<AreaResult | null> {
  const hasBoundary = body.boundary !== undefined && body.boundary !== null;
  const hasRefs = Array.isArray(body.area_refs);
  if (!hasBoundary && !hasRefs) return null;
  let boundary: MultiPolygon | null = null;
  let refs: number[] = [];
  let groups: string[] = [];
  if (hasBoundary) {
    const parsed = parseGeoJsonArea(body.boundary);
    if (!parsed.ok) throw badRequest({ boundary: [parsed.message] });
    boundary = parsed.mp;
  }
  if (hasRefs) {
    refs = [...new Set(body.area_refs as number[])].sort((a, b) => a - b);
    const regions = await loadRegions(db, refs);
    const missing = refs.filter((id) => !regions.some((r) => r.id === id));
    if (missing.length) throw badRequest({ area_refs: [`Unknown GSP region ids: ${missing.join(', ')}.`] });
    groups = [...new Set(regions.map((r) => r.gsp_group))].sort();
    if (!boundary) boundary = regions.length ? regions.flatMap((r) => r.boundary) : null;
  } else if (boundary) {
    const inside = await regionsInside(db, boundary);
    refs = inside.ids;
    groups = inside.groups;
  }
  const op = await db.query<{ operating_area: string[] }>('SELECT operating_area FROM organisations WHERE id = $1', [operatorId]);
  const area = op.rows[0]?.operating_area ?? [];
  const outside = groups.filter((g) => !area.includes(g));
  if (area.length > 0 && outside.length > 0) {
    throw badRequest({ [hasRefs ? 'area_refs' : 'boundary']: [`The area lies outside your operating area (GSP groups ${outside.join(', ')}).`] });
  }
  void existing;
  return { area_refs: refs, gsp_groups: groups, boundary };
}
