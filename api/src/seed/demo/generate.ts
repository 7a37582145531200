/**
 * Deterministic generators for demo and benchmark data over the real GB geography: competition
 * areas made of adjacent GSP regions, and assets at postcode-district centroids. Pure apart from
 * the data files; the same seed always gives the same data.
 */
import type { MultiPolygon } from '../../platform/geo/geometry.js';
import type { GspRegion, PostcodeDistrict } from '../../platform/geo/geodata.js';
import type { CapacityField } from '../../domain/qualification/rules.js';

export type Rng = () => number;

/** mulberry32: small, fast, good enough for demo data. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!;
}

export function pickWeighted<T>(rng: Rng, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let r = rng() * total;
  for (const [item, w] of items) {
    r -= w;
    if (r <= 0) return item;
  }
  return items[items.length - 1]![0];
}

export function between(rng: Rng, min: number, max: number): number {
  return min + rng() * (max - min);
}

/** Regions sharing at least two boundary vertices are neighbours (the GSP layer keeps shared edges). */
export function regionAdjacency(regions: readonly GspRegion[]): Map<number, number[]> {
  const byVertex = new Map<string, number[]>();
  for (const r of regions) {
    const seen = new Set<string>();
    for (const polygon of r.boundary)
      for (const ring of polygon)
        for (const [x, y] of ring) {
          const k = `${x},${y}`;
          if (seen.has(k)) continue;
          seen.add(k);
          const list = byVertex.get(k);
          if (list) list.push(r.regionId);
          else byVertex.set(k, [r.regionId]);
        }
  }
  const shared = new Map<number, Map<number, number>>();
  for (const ids of byVertex.values()) {
    if (ids.length < 2) continue;
    for (const a of ids)
      for (const b of ids) {
        if (a === b) continue;
        let m = shared.get(a);
        if (!m) shared.set(a, (m = new Map()));
        m.set(b, (m.get(b) ?? 0) + 1);
      }
  }
  const out = new Map<number, number[]>();
  for (const r of regions) {
    const m = shared.get(r.regionId);
    out.set(
      r.regionId,
      m
        ? [...m.entries()]
            .filter(([, n]) => n >= 2)
            .map(([id]) => id)
            .sort((x, y) => x - y)
        : [],
    );
  }
  return out;
}

export interface AreaPick {
  regions: GspRegion[];
  boundary: MultiPolygon;
}

/**
 * One to `maxRegions` adjacent regions grown from `start`, preferring neighbours in the same GSP
 * group. The boundary is the regions' polygons side by side (a multipolygon; shared edges stay).
 */
export function growArea(
  rng: Rng,
  start: GspRegion,
  byId: Map<number, GspRegion>,
  adjacency: Map<number, number[]>,
  maxRegions: number,
  allowedGroups?: ReadonlySet<string>,
): AreaPick {
  const target = 1 + Math.floor(rng() * maxRegions);
  const chosen: GspRegion[] = [start];
  const ids = new Set([start.regionId]);
  while (chosen.length < target) {
    const frontier: GspRegion[] = [];
    for (const r of chosen)
      for (const n of adjacency.get(r.regionId) ?? []) {
        const nr = byId.get(n);
        if (!nr || ids.has(n)) continue;
        if (allowedGroups ? !allowedGroups.has(nr.group) : nr.group !== start.group) continue;
        frontier.push(nr);
      }
    if (frontier.length === 0) break;
    const next = pick(rng, frontier);
    chosen.push(next);
    ids.add(next.regionId);
  }
  return { regions: chosen, boundary: chosen.flatMap((r) => r.boundary) };
}

export const ASSET_CATEGORIES = [
  'demand_side_response',
  'energy_efficiency',
  'interconnectors',
  'low_carbon',
  'renewable',
  'storage',
  'thermal',
] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];


export interface GeneratedAsset {
  ref: string;
  name: string;
  asset_type: AssetCategory;
  asset_category: AssetCategory;
  lon: number;
  lat: number;
  postcode: string;
  group: string;
  voltage_level: number;
  active_export_capacity: number;
  active_import_capacity: number;
  reactive_export_capacity: number;
  reactive_import_capacity: number;
}

interface Technology {
  category: AssetCategory;
  type: AssetCategory;
  label: string;
  weight: number;
  /** MW range of the main capacity (log-uniform). */
  mw: [number, number];
  exports: boolean;
  imports: boolean;
  reactive: boolean;
}

const TECHNOLOGIES: Technology[] = [
  { category: 'storage', type: 'storage', label: 'Battery', weight: 20, mw: [0.05, 50], exports: true, imports: true, reactive: true },
  { category: 'storage', type: 'storage', label: 'Home battery fleet', weight: 6, mw: [0.005, 0.5], exports: true, imports: true, reactive: false },
  { category: 'demand_side_response', type: 'demand_side_response', label: 'Site load flexibility', weight: 16, mw: [0.05, 8], exports: true, imports: true, reactive: false },
  { category: 'low_carbon', type: 'low_carbon', label: 'EV charging hub', weight: 12, mw: [0.02, 4], exports: false, imports: true, reactive: false },
  { category: 'low_carbon', type: 'low_carbon', label: 'Heat pump portfolio', weight: 7, mw: [0.007, 1.5], exports: false, imports: true, reactive: false },
  { category: 'low_carbon', type: 'storage', label: 'Vehicle-to-grid depot', weight: 3, mw: [0.05, 2], exports: true, imports: true, reactive: false },
  { category: 'renewable', type: 'renewable', label: 'Solar farm', weight: 10, mw: [0.1, 40], exports: true, imports: false, reactive: true },
  { category: 'renewable', type: 'renewable', label: 'Wind farm', weight: 5, mw: [0.5, 60], exports: true, imports: false, reactive: true },
  { category: 'renewable', type: 'storage', label: 'Solar and storage', weight: 3, mw: [0.5, 30], exports: true, imports: true, reactive: true },
  { category: 'thermal', type: 'thermal', label: 'Gas CHP', weight: 6, mw: [0.2, 20], exports: true, imports: false, reactive: true },
  { category: 'thermal', type: 'thermal', label: 'Standby generator', weight: 5, mw: [0.1, 5], exports: true, imports: false, reactive: false },
  { category: 'energy_efficiency', type: 'energy_efficiency', label: 'Lighting and HVAC controls', weight: 6, mw: [0.01, 1], exports: true, imports: false, reactive: false },
  { category: 'interconnectors', type: 'interconnectors', label: 'Private wire interconnector', weight: 0.4, mw: [20, 200], exports: true, imports: true, reactive: true },
];

function logUniform(rng: Rng, min: number, max: number): number {
  return Math.exp(between(rng, Math.log(min), Math.log(max)));
}

/** Connection voltage that fits the capacity (small sites on LV, large ones on EHV). */
export function voltageFor(rng: Rng, mw: number): number {
  if (mw < 0.07) return rng() < 0.6 ? 0.24 : 0.4;
  if (mw < 0.5) return rng() < 0.7 ? 0.4 : 11;
  if (mw < 2) return pickWeighted(rng, [[11, 6], [0.4, 2], [6.6, 1], [22, 0.5]]);
  if (mw < 10) return pickWeighted(rng, [[11, 5], [33, 3], [6.6, 1], [22, 1]]);
  if (mw < 40) return pickWeighted(rng, [[33, 6], [66, 2], [22, 1], [132, 1]]);
  return pickWeighted(rng, [[132, 5], [66, 2], [33, 1]]);
}

function round(v: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(v * f) / f;
}

/** Cumulative weights of districts by postcode count (a population proxy). */
export function districtSampler(districts: readonly PostcodeDistrict[]): (rng: Rng) => PostcodeDistrict {
  const cumulative = new Float64Array(districts.length);
  let sum = 0;
  districts.forEach((d, i) => {
    sum += Math.sqrt(d.postcodes);
    cumulative[i] = sum;
  });
  return (rng) => {
    const r = rng() * sum;
    let lo = 0;
    let hi = districts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < r) lo = mid + 1;
      else hi = mid;
    }
    return districts[lo]!;
  };
}

/** An asset near a postcode district centroid (jitter up to ~2.5 km). */
export function generateAsset(rng: Rng, district: PostcodeDistrict, serial: number, refPrefix: string): GeneratedAsset {
  const tech = pickWeighted(
    rng,
    TECHNOLOGIES.map((t) => [t, t.weight] as const),
  );
  const mw = round(logUniform(rng, tech.mw[0], tech.mw[1]), 3) || 0.001;
  const voltage = voltageFor(rng, mw);
  const exportMw = tech.exports ? mw : 0;
  const importMw = tech.imports ? round(mw * between(rng, 0.5, 1), 3) : 0;
  const reactive = tech.reactive && voltage >= 11 ? round(mw * between(rng, 0.2, 0.45), 3) : 0;
  const lat = district.lat + between(rng, -0.022, 0.022);
  const lon = district.lon + between(rng, -0.035, 0.035);
  return {
    ref: `${refPrefix}-${String(serial).padStart(5, '0')}`,
    name: `${district.district} ${tech.label} ${1 + (serial % 9)}`,
    asset_type: tech.type,
    asset_category: tech.category,
    lon: round(lon, 5),
    lat: round(lat, 5),
    postcode: district.district,
    group: district.group,
    voltage_level: voltage,
    active_export_capacity: exportMw,
    active_import_capacity: importMw,
    reactive_export_capacity: reactive,
    reactive_import_capacity: tech.imports ? reactive : 0,
  };
}

export const PLANNED_CAPACITY_TYPES: readonly CapacityField[] = [
  'active_export_capacity',
  'active_import_capacity',
  'reactive_export_capacity',
  'reactive_import_capacity',
];
