import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../../paths.js';
import type { GeoJsonArea, MultiPolygon, Position } from './geometry.js';
import { bboxOf, interiorPoint, multiPolygonAreaKm2, toMultiPolygon } from './geometry.js';

/**
 * Loaders for the GB geodata copied into api/data (see api/data/README.md for sources and
 * licences). The product reads only this copy. `API_DATA_DIR` overrides the location.
 */

export function dataDir(): string {
  const candidates = [
    process.env.API_DATA_DIR,
    path.resolve(packageRoot, 'data'),
    path.resolve(process.cwd(), 'data'),
    path.resolve(process.cwd(), 'api', 'data'),
    path.resolve(process.cwd(), '..', 'api', 'data'),
  ].filter((c): c is string => Boolean(c));
  for (const c of candidates) if (existsSync(path.join(c, 'gb-gsp-regions.geojson'))) return c;
  throw new Error(`GB geodata not found (looked in ${candidates.join(', ')}); set API_DATA_DIR`);
}

function readData(file: string): string {
  return readFileSync(path.join(dataDir(), file), 'utf8');
}

/** Minimal CSV for our files: header row, comma-separated, no quoted commas. */
export function parseCsv(text: string): Record<string, string>[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = (lines.shift() ?? '').split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    const row: Record<string, string> = {};
    header.forEach((h, i) => {
      row[h] = (cells[i] ?? '').replace(/^"|"$/g, '');
    });
    return row;
  });
}

export interface GspRegion {
  regionId: number;
  /** Display name without the "(_X)" group suffix, e.g. "Beddington". */
  name: string;
  /** GSP group (PES area) letter code, e.g. "_J". */
  group: string;
  gspCodes: string[];
  boundary: MultiPolygon;
  /** A point inside the region. */
  centre: Position;
  areaKm2: number;
}

interface FeatureCollection {
  features: { properties: Record<string, unknown>; geometry: GeoJsonArea }[];
}

let regionsCache: GspRegion[] | null = null;

/** The 325 GSP regions (2018 edition); split features with the same RegionID are merged. */
export function loadGspRegions(): GspRegion[] {
  if (regionsCache) return regionsCache;
  const fc = JSON.parse(readData('gb-gsp-regions.geojson')) as FeatureCollection;
  const byId = new Map<number, { name: string; group: string; codes: Set<string>; boundary: MultiPolygon }>();
  for (const f of fc.features) {
    const id = Number(f.properties.RegionID);
    const mp = toMultiPolygon(f.geometry);
    const existing = byId.get(id);
    const codes = String(f.properties.gsp_codes ?? '')
      .split('|')
      .filter(Boolean);
    if (existing) {
      existing.boundary.push(...mp);
      codes.forEach((c) => existing.codes.add(c));
    } else {
      byId.set(id, {
        name: String(f.properties.RegionName ?? `Region ${id}`)
          .replace(/\s*\(_[A-P]\)\s*$/, '')
          .trim(),
        group: String(f.properties.gsp_group ?? ''),
        codes: new Set(codes),
        boundary: [...mp],
      });
    }
  }
  regionsCache = [...byId.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([regionId, r]) => {
      const b = bboxOf(r.boundary);
      return {
        regionId,
        name: r.name,
        group: r.group,
        gspCodes: [...r.codes],
        boundary: r.boundary,
        centre: interiorPoint(r.boundary) ?? [(b.minLon + b.maxLon) / 2, (b.minLat + b.maxLat) / 2],
        areaKm2: multiPolygonAreaKm2(r.boundary),
      };
    });
  return regionsCache;
}

export interface PostcodeDistrict {
  district: string;
  area: string;
  lat: number;
  lon: number;
  postcodes: number;
  group: string;
}

export function loadPostcodeDistricts(): PostcodeDistrict[] {
  return parseCsv(readData('gb-postcode-districts.csv')).map((r) => ({
    district: r.district ?? '',
    area: r.area ?? '',
    lat: Number(r.latitude),
    lon: Number(r.longitude),
    postcodes: Number(r.postcodes) || 1,
    group: r.dno_gsp_group ?? '',
  }));
}

export interface PostcodeArea {
  area: string;
  lat: number;
  lon: number;
  districts: number;
}

export function loadPostcodeAreas(): PostcodeArea[] {
  return parseCsv(readData('gb-postcode-areas.csv')).map((r) => ({
    area: r.area ?? '',
    lat: Number(r.latitude),
    lon: Number(r.longitude),
    districts: Number(r.districts) || 0,
  }));
}

/** A postcode area's name: the post town it is named after (and a few other names it goes by). */
export interface PostTown {
  area: string;
  name: string;
}

/** gb-post-towns.csv: one row per name, several for an area known by more than one (ME Medway, Rochester). */
export function loadPostTowns(): PostTown[] {
  return parseCsv(readData('gb-post-towns.csv')).map((r) => ({ area: r.area ?? '', name: r.name ?? '' }));
}

export interface GspLocation {
  gspId: number;
  gspName: string;
  regionName: string;
  group: string;
  lat: number;
  lon: number;
}

export function loadGspLocations(): GspLocation[] {
  return parseCsv(readData('gb-gsp-locations.csv'))
    .filter((r) => r.gsp_name !== 'NATIONAL')
    .map((r) => ({
      gspId: Number(r.gsp_id),
      gspName: r.gsp_name ?? '',
      regionName: r.region_name ?? '',
      group: r.gsp_group ?? '',
      lat: Number(r.latitude),
      lon: Number(r.longitude),
    }));
}

export interface DnoArea {
  group: string;
  area: string;
  dnoGroup: string;
  licensee: string;
  boundary: MultiPolygon;
}

export function loadDnoAreas(): DnoArea[] {
  const fc = JSON.parse(readData('gb-dno-licence-areas.geojson')) as FeatureCollection;
  return fc.features.map((f) => ({
    group: String(f.properties.gsp_group ?? f.properties.Name ?? ''),
    area: String(f.properties.area ?? ''),
    dnoGroup: String(f.properties.dno_group ?? ''),
    licensee: String(f.properties.licensee ?? ''),
    boundary: toMultiPolygon(f.geometry),
  }));
}

/** Names of the GSP groups (PES areas), for labels. */
export const GSP_GROUP_NAMES: Record<string, string> = {
  _A: 'East England',
  _B: 'East Midlands',
  _C: 'London',
  _D: 'North Wales, Merseyside and Cheshire',
  _E: 'West Midlands',
  _F: 'North East England',
  _G: 'North West England',
  _H: 'Southern England',
  _J: 'South East England',
  _K: 'South Wales',
  _L: 'South West England',
  _M: 'Yorkshire',
  _N: 'South and Central Scotland',
  _P: 'North Scotland',
};
