/**
 * The rules an asset write must meet beyond its body schema (shared by POST/PUT/PATCH of
 * flex/assets and flex/plannedassets and by the flexassets file): a unique ref per provider, a
 * voltage from the reference list (GET flex/voltages/), and a location — a point, or the centroid
 * of the postcode's district.
 */
import type { Db } from '../../db/types.js';
import { ApiError, badRequest } from '../../errors.js';
import { registerConstraintError } from '../../plugins/errors.js';
import type { Static } from '@sinclair/typebox';
import type { Row } from '../../resources/index.js';
import { postcodeDistrict } from '../competitions/area.js';
import { VOLTAGES_KV } from '../reference/voltages.js';
import type { AssetBody, AssetRow, PlannedBody } from './schemas.js';

export type FieldErrors = Record<string, string[]>;

const REF_TAKEN = 'You already have an asset with this reference.';
// Two requests with one reference at once both pass refTaken; the unique index refuses the second,
// which hears the same answer on `ref`.
registerConstraintError('flex_assets_provider_ref_idx', 'ref', REF_TAKEN);
registerConstraintError('planned_assets_provider_ref_idx', 'ref', REF_TAKEN);

export const VOLTAGE_LIST_TEXT = VOLTAGES_KV.map((v) => `${v}`).join(', ');

/** The voltage rule: one of the listed kV values (null only where allowed). */
export function voltageError(value: unknown, required: boolean): string | null {
  if (value === null || value === undefined) return required ? 'Choose the connection voltage from the list.' : null;
  if (typeof value === 'number' && (VOLTAGES_KV as readonly number[]).includes(value)) return null;
  return `Choose a connection voltage from the list: ${VOLTAGE_LIST_TEXT} kV.`;
}

/** A postcode as stored: trimmed, upper case, single spaces. */
export function cleanPostcode(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, ' ');
}

/** The centroid of a postcode's district ("NE1 4ST" or "NE1"), or null when the district is unknown. */
export async function postcodeCentroid(db: Db, postcode: string): Promise<{ lon: number; lat: number } | null> {
  const district = postcodeDistrict(postcode);
  if (!district) return null;
  const r = await db.query<{ lat: number; lng: number }>(`SELECT lat, lng FROM geo_places WHERE kind = 'postcode_district' AND search_key = $1 LIMIT 1`, [district]);
  const hit = r.rows[0];
  return hit ? { lon: hit.lng, lat: hit.lat } : null;
}

/**
 * A write's body of either asset kind; every field may be missing (a PATCH sends any part). A
 * planned asset has no meters (its schema admits no other field).
 */
export type AssetWriteBody =
  | Partial<Static<typeof AssetBody>>
  | (Partial<Static<typeof PlannedBody>> & { export_meter_id?: undefined; import_meter_id?: undefined });

/** What a write reads of the stored asset (flex and planned assets share these fields). */
export type StoredAsset = Pick<Static<typeof AssetRow>, 'id' | 'location' | 'located_by' | 'postcode'>;

/** The location columns a write sets: the postcode as stored, and the point with how it was found. */
interface Located {
  postcode?: string;
  lon?: number | null;
  lat?: number | null;
  located_by?: 'point' | 'postcode' | null;
}

export const UNKNOWN_POSTCODE = 'Unknown postcode district; check the postcode or pick the point on the map instead.';
export const NO_LOCATION = 'Give the postcode or pick the point on the map.';

/**
 * Location columns from a body: `location` (GeoJSON point) wins and is kept; `location: null`
 * with a postcode, a new asset with only a postcode, or a changed postcode of an asset located
 * by postcode puts the asset at the district's centroid. A point-located asset keeps its point
 * when only the postcode changes.
 */
export async function locate(db: Db, body: AssetWriteBody, existing: StoredAsset | null): Promise<Located> {
  const out: Located = {};
  const loc = body.location;
  const postcode = typeof body.postcode === 'string' ? cleanPostcode(body.postcode) : undefined;
  if (postcode !== undefined) out.postcode = postcode;
  if (loc) {
    // The schema holds coordinates to two numbers.
    const [lon = NaN, lat = NaN] = loc.coordinates;
    if (Math.abs(lon) > 180 || Math.abs(lat) > 90) throw badRequest({ location: ['Coordinates must be [longitude, latitude] in degrees.'] });
    return { ...out, lon, lat, located_by: 'point' };
  }
  const byPostcode = existing === null || existing.location === null || existing.located_by === 'postcode';
  const changed = postcode !== undefined && (existing === null || postcode !== existing.postcode);
  if (postcode && (loc === null || (loc === undefined && changed && byPostcode))) {
    const at = await postcodeCentroid(db, postcode);
    if (!at) throw badRequest({ postcode: [UNKNOWN_POSTCODE] });
    return { ...out, ...at, located_by: 'postcode' };
  }
  if (loc === null) return { ...out, lon: null, lat: null, located_by: null };
  return out;
}

/** After `locate`: does the asset still have a location? Every asset needs one to qualify. */
function locationMissing(existing: StoredAsset | null, located: Located): boolean {
  if (existing === null) return !('lon' in located) || located.lon === null;
  return 'lon' in located && located.lon === null;
}

async function refTaken(db: Db, table: string, providerId: number, ref: string | undefined, exceptId: number | null): Promise<boolean> {
  if (ref === undefined) return false;
  const r = await db.query(`SELECT 1 FROM ${table} WHERE flex_provider_id = $1 AND lower(ref) = lower($2) AND id <> $3`, [providerId, ref, exceptId ?? 0]);
  return r.rows.length > 0;
}

const add = (errors: FieldErrors, field: string, message: string) => {
  errors[field] = [...(errors[field] ?? []), message];
};

/**
 * Checks a create (existing = null) or update body of a flex or planned asset and answers the
 * column values to write (without `location`, which becomes lon/lat/located_by). Every problem is
 * reported at once: 400 {field: [message]}.
 */
export async function assetWrite(db: Db, table: 'flex_assets' | 'planned_assets', providerId: number, body: AssetWriteBody, existing: StoredAsset | null): Promise<Row> {
  const { location: _location, ...rest } = body;
  const values: Row = { ...rest };
  const errors: FieldErrors = {};
  const ref = body.ref?.trim();
  const name = body.name?.trim();
  for (const [key, value] of [['ref', ref], ['name', name]] as const) {
    if (value === undefined) continue;
    values[key] = value;
    if (value === '') add(errors, key, 'This field may not be blank.');
  }
  // Meter ids (flex assets only): trimmed, a blank one cleared.
  for (const key of ['export_meter_id', 'import_meter_id'] as const) {
    const value = body[key];
    if (typeof value === 'string') values[key] = value.trim() || null;
  }
  if (existing === null || body.voltage_level !== undefined) {
    const problem = voltageError(body.voltage_level, table === 'flex_assets');
    if (problem) add(errors, 'voltage_level', problem);
  }
  if (!errors.ref && (await refTaken(db, table, providerId, ref, existing ? existing.id : null))) {
    add(errors, 'ref', REF_TAKEN);
  }
  let located: Located = {};
  try {
    located = await locate(db, body, existing);
    if (locationMissing(existing, located)) add(errors, 'location', NO_LOCATION);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    for (const [field, messages] of Object.entries(error.body)) for (const m of messages as string[]) add(errors, field, m);
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  return { ...values, ...located };
}
