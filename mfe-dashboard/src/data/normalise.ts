import type { AssetCounts, DashboardCompetition, MapPin, PinDetails, PostcodeResult } from './views';
import type { ReasonItem } from '../domain/reasons';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

/** A point as {lat, lng}: GeoJSON Point, [lng, lat], or lat/lng (latitude/longitude) fields. */
export function pointOf(raw: Obj): { lat: number; lng: number } | null {
  const loc = raw.location ?? raw.geometry ?? raw.point ?? null;
  if (isObj(loc) && Array.isArray(loc.coordinates)) {
    const [lng, lat] = loc.coordinates as unknown[];
    const a = num(lat);
    const b = num(lng);
    return a !== null && b !== null ? { lat: a, lng: b } : null;
  }
  if (Array.isArray(loc) && loc.length >= 2) {
    const a = num(loc[1]);
    const b = num(loc[0]);
    return a !== null && b !== null ? { lat: a, lng: b } : null;
  }
  if (isObj(loc)) {
    const a = num(loc.lat ?? loc.latitude);
    const b = num(loc.lng ?? loc.lon ?? loc.longitude);
    if (a !== null && b !== null) return { lat: a, lng: b };
  }
  const a = num(raw.lat ?? raw.latitude);
  const b = num(raw.lng ?? raw.lon ?? raw.longitude);
  return a !== null && b !== null ? { lat: a, lng: b } : null;
}

const DETAIL_KEYS: (keyof PinDetails)[] = [
  'ref',
  'name',
  'asset_type',
  'asset_category',
  'voltage_level',
  'active_export_capacity',
  'active_import_capacity',
  'reactive_export_capacity',
  'reactive_import_capacity',
  'capacity_type',
  'capacity_value',
  'planned',
];

/** Reasons kept as sent (`{code, message, details}` or sentences): they are put in words where shown (domain/reasons). */
function reasonsOf(v: unknown): ReasonItem[] | undefined {
  if (!Array.isArray(v)) return undefined;
  const out = v.flatMap((r): ReasonItem[] =>
    typeof r === 'string' ? (r ? [r] : []) : isObj(r) ? [{ code: r.code, message: r.message ?? r.reason, details: r.details }] : [],
  );
  return out.length ? out : undefined;
}

/** One pin from an asset overview, a map-data document row, or a GeoJSON point feature. */
export function toPin(input: unknown): MapPin | null {
  if (!isObj(input)) return null;
  const raw: Obj = input.type === 'Feature' && isObj(input.properties) ? { ...input.properties, location: input.geometry } : input;
  const id = raw.id ?? raw.flex_asset ?? raw.asset_id;
  if (typeof id !== 'number' && typeof id !== 'string') return null;
  const point = pointOf(raw);
  if (!point) return null;
  const nested = isObj(raw.details) ? raw.details : raw;
  const details: PinDetails = {};
  for (const key of DETAIL_KEYS) {
    const v = nested[key] ?? raw[key];
    if (v !== undefined && v !== null) (details as Obj)[key] = v;
  }
  const q = isObj(raw.qualification) ? raw.qualification : null;
  const reasons = reasonsOf(raw.reasons ?? raw.qualification_reasons ?? q?.reasons);
  const pin: MapPin = {
    id,
    type: String(raw.asset_type ?? raw.kind ?? (raw.type !== 'Feature' ? raw.type : undefined) ?? 'asset'),
    lat: point.lat,
    lng: point.lng,
    details,
  };
  if (typeof raw.matching === 'boolean') pin.matching = raw.matching;
  if (Array.isArray(raw.competitions)) pin.competitions = raw.competitions.filter((x): x is number => typeof x === 'number');
  if (Array.isArray(raw.ineligible)) {
    pin.ineligible = raw.ineligible.filter(isObj).map((x) => ({ competition: Number(x.competition), reasons: reasonsOf(x.reasons) ?? [] }));
  }
  if (reasons) pin.reasons = reasons;
  return pin;
}

/** The rows of a map-data document: an array, {pins|assets|features|results: [...]}. */
export function rowsOfDocument(doc: unknown): unknown[] {
  if (Array.isArray(doc)) return doc;
  if (isObj(doc)) {
    for (const key of ['pins', 'assets', 'features', 'results', 'items']) {
      const v = doc[key];
      if (Array.isArray(v)) return v;
    }
  }
  return [];
}

export function toPins(rows: readonly unknown[]): MapPin[] {
  const out: MapPin[] = [];
  for (const r of rows) {
    const p = toPin(r);
    if (p) out.push(p);
  }
  return out;
}

/** Asset summary counts from either a counts object or a list of per-asset rows. */
export function toAssetSummary(raw: unknown): AssetCounts {
  const rows = Array.isArray(raw) ? raw : isObj(raw) && Array.isArray(raw.results) ? raw.results : null;
  if (rows) {
    let qualified = 0;
    let eligible = 0;
    let ineligible = 0;
    for (const r of rows) {
      const s = isObj(r) ? String(r.eligibility_status ?? r.status ?? '') : '';
      if (s === 'qualified') qualified += 1;
      else if (s === 'eligible') eligible += 1;
      else if (s === 'ineligible' || s === 'disqualified') ineligible += 1;
    }
    return { total: qualified + eligible, qualified, eligible, ineligible, raw };
  }
  const o = isObj(raw) ? raw : {};
  const pick = (...keys: string[]): number | null => {
    for (const k of keys) {
      const v = num(o[k]);
      if (v !== null) return v;
    }
    return null;
  };
  const qualified = pick('qualified', 'qualified_count', 'num_qualified') ?? 0;
  const eligible = pick('eligible', 'eligible_count', 'num_eligible') ?? 0;
  const ineligible = pick('ineligible', 'ineligible_count', 'num_ineligible', 'unqualified') ?? 0;
  const total = pick('total', 'total_count', 'num_assets', 'count', 'qualifying', 'qualifying_count') ?? qualified + eligible;
  return { total, qualified, eligible, ineligible, raw };
}

const PLACE_KINDS = ['postcode_district', 'postcode_area', 'post_town', 'gsp_region', 'gsp'] as const;
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export function toPostcodeResults(raw: unknown): PostcodeResult[] {
  const rows = Array.isArray(raw) ? raw : isObj(raw) ? rowsOfDocument(raw) : [];
  const out: PostcodeResult[] = [];
  for (const r of rows) {
    if (!isObj(r)) continue;
    const point = pointOf(r);
    if (!point) continue;
    const label = [r.label, r.name, r.postcode, r.district, r.place].find((v) => typeof v === 'string' && v) as string | undefined;
    const extra = [r.area, r.region, r.town].find((v) => typeof v === 'string' && v && v !== label) as string | undefined;
    const result: PostcodeResult = { label: extra && label ? `${label}, ${extra}` : (label ?? `${point.lat.toFixed(3)}, ${point.lng.toFixed(3)}`), ...point };
    const kind = PLACE_KINDS.find((k) => k === r.kind);
    if (kind) result.kind = kind;
    if (r.code !== undefined) result.code = str(r.code);
    if (r.name !== undefined) result.name = str(r.name);
    if (r.fallback_for !== undefined) result.fallback_for = str(r.fallback_for);
    out.push(result);
  }
  return out;
}

/**
 * Competitions of a map-data document (MapDocument: {competitions: [{id, name, status, operator,
 * color, polygons, buffer, …}]}). The document is read defensively: it arrives as JSON from a URL
 * (or the cache), so entries without a numeric id and operator are skipped.
 */
export function competitionsOfDocument(doc: unknown): DashboardCompetition[] {
  const list = isObj(doc) && Array.isArray(doc.competitions) ? doc.competitions : [];
  const out: DashboardCompetition[] = [];
  for (const c of list) {
    if (!isObj(c) || typeof c.id !== 'number' || typeof c.operator !== 'number') continue;
    const polygons = c.polygons ?? (isObj(c.boundary) ? c.boundary.coordinates : undefined);
    out.push({
      id: c.id,
      name: typeof c.name === 'string' ? c.name : '',
      status: String(c.status ?? 'open') as DashboardCompetition['status'],
      operator: c.operator,
      tag: typeof c.tag === 'string' ? (c.tag as DashboardCompetition['tag']) : null,
      min_connection_voltage: num(c.min_connection_voltage),
      max_connection_voltage: num(c.max_connection_voltage),
      boundary: Array.isArray(polygons)
        ? { boundary: { type: 'MultiPolygon', coordinates: polygons as DashboardMultiPolygon }, buffer: num(c.buffer) }
        : null,
      ...(typeof c.color === 'string' ? { colour: c.color } : {}),
    });
  }
  return out;
}

type DashboardMultiPolygon = Extract<NonNullable<NonNullable<DashboardCompetition['boundary']>['boundary']>, { type: 'MultiPolygon' }>['coordinates'];
