/** The competition area: a drawn boundary and/or GSP region ids, inside the operator's operating area. */
import type { Db } from '../../db/types.js';
import { badRequest } from '../../errors.js';
import type { MultiPolygon } from '../../platform/geo/geometry.js';
import { pointInMultiPolygon } from '../../platform/geo/geometry.js';
import { loadRegions, parseGeoJsonArea, regionsInside } from './boundary.js';
import type { CompetitionCreate } from './schemas.js';

/** What gives a competition its area: a drawn boundary, GSP region ids and/or postcode districts (each may be missing). */
export type AreaBody = Pick<CompetitionCreate, 'boundary' | 'area_refs' | 'postcodes'>;

export interface AreaResult {
  area_refs: number[];
  gsp_groups: string[];
  boundary: MultiPolygon | null;
}

/** A postcode district key from a district or full postcode ("nr1", "NR1 3QU" → "NR1"), or null. */
export function postcodeDistrict(value: string): string | null {
  const key = value.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const full = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/.exec(key);
  if (full) return full[1]!;
  return /^[A-Z]{1,2}\d[A-Z\d]?$/.test(key) ? key : null;
}

/**
 * GSP regions of postcode districts: the region holding each district's centroid (the nearest
 * region centre when the centroid falls in no region, e.g. on the coast). 400 names unknown ones.
 */
export async function regionsOfPostcodes(db: Db, postcodes: readonly string[]): Promise<number[]> {
  const wrong: string[] = [];
  const keys = new Map<string, string>();
  for (const p of postcodes) {
    const key = postcodeDistrict(p);
    if (key) keys.set(key, p);
    else wrong.push(p);
  }
  const found = await db.query<{ search_key: string; lat: number; lng: number }>(
    `SELECT search_key, lat, lng FROM geo_places WHERE kind = 'postcode_district' AND search_key = ANY($1::text[])`,
    [[...keys.keys()]],
  );
  for (const [key, original] of keys) if (!found.rows.some((r) => r.search_key === key)) wrong.push(original);
  if (wrong.length) throw badRequest({ postcodes: [`Unknown postcode districts: ${wrong.join(', ')}.`] });
  const ids = new Set<number>();
  for (const place of found.rows) {
    const r = await db.query<{ id: number; boundary: MultiPolygon; d: number }>(
      `SELECT id, boundary, (centre_lon - $1) ^ 2 + (centre_lat - $2) ^ 2 AS d FROM gsp_regions ORDER BY d LIMIT 12`,
      [place.lng, place.lat],
    );
    const hit = r.rows.find((row) => pointInMultiPolygon(place.lng, place.lat, row.boundary)) ?? r.rows[0];
    if (hit) ids.add(hit.id);
  }
  return [...ids].sort((a, b) => a - b);
}

/** Resolves the competition area from a drawn boundary, GSP region ids and/or postcode districts, checking the operating area. */
export async function resolveArea(db: Db, operatorId: number, body: AreaBody): Promise<AreaResult | null> {
  const hasBoundary = body.boundary !== undefined && body.boundary !== null;
  const postcodes = body.postcodes ?? [];
  const given = body.area_refs ?? [];
  const areaRefs = postcodes.length ? [...new Set([...given, ...(await regionsOfPostcodes(db, postcodes))])] : given;
  const hasRefs = areaRefs.length > 0;
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
    refs = [...new Set(areaRefs)].sort((a, b) => a - b);
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
  return { area_refs: refs, gsp_groups: groups, boundary };
}
