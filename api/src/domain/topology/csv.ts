/**
 * The grid-topology CSV (file kind `grid-topology`): one row per site — a grid supply point (GSP),
 * bulk supply point (BSP) or primary substation — with its name, the site it is fed from and its
 * location. Rows are parsed here one by one; the checks across rows are in apply.ts.
 */
import type { FileColumn, RowResult } from '../../platform/files/index.js';

export type SiteType = 'gsp' | 'bsp' | 'primary';
export const SITE_TYPES: readonly SiteType[] = ['gsp', 'bsp', 'primary'];

/** How the file and messages name each type. */
export const SITE_TYPE_LABELS: Record<SiteType, string> = { gsp: 'GSP', bsp: 'BSP', primary: 'Primary' };

/** The site a type is fed from (a BSP's parent is a GSP, a primary's a BSP). */
export const PARENT_TYPE: Record<SiteType, SiteType | null> = { gsp: null, bsp: 'gsp', primary: 'bsp' };

/** Great Britain's extent, with its islands: a location outside it is a typing mistake. */
export const GB_BOUNDS = { minLat: 49.8, maxLat: 60.9, minLon: -8.7, maxLon: 1.8 } as const;

export const TOPOLOGY_COLUMNS: FileColumn[] = [
  { name: 'type', description: 'GSP, BSP or Primary (a primary substation)', example: 'GSP', required: true },
  { name: 'name', description: 'The site’s name as your network records it (unique per type, at most 120 characters)', example: 'Hartlepool 132kV GSP', required: true },
  { name: 'parent', description: 'The site it is fed from, by name: a BSP’s GSP or a primary’s BSP (optional; empty for a GSP)', example: '' },
  { name: 'latitude', description: 'Decimal degrees (WGS84), e.g. 54.6861', example: '54.6861', required: true },
  { name: 'longitude', description: 'Decimal degrees (WGS84), west negative, e.g. -1.2126', example: '-1.2126', required: true },
];

export interface SiteRow {
  site_type: SiteType;
  name: string;
  parent: string | null;
  lat: number;
  lon: number;
}

const TYPE_WORDS: Record<string, SiteType> = {
  gsp: 'gsp',
  'grid supply point': 'gsp',
  bsp: 'bsp',
  'bulk supply point': 'bsp',
  primary: 'primary',
  'primary substation': 'primary',
};

function decimal(text: string): number | null {
  return /^-?\d{1,3}(\.\d+)?$/.test(text) ? Number(text) : null;
}

export function parseSiteRow(cells: Record<string, string>): RowResult<SiteRow> {
  const errors: Array<{ field: string; message: string }> = [];
  const siteType = TYPE_WORDS[(cells.type ?? '').toLowerCase().replace(/\s+/g, ' ')];
  if (!siteType) errors.push({ field: 'type', message: 'Enter GSP, BSP or Primary.' });
  const name = (cells.name ?? '').replace(/\s+/g, ' ');
  if (name.length > 120) errors.push({ field: 'name', message: 'Keep the name to 120 characters or fewer.' });
  const parent = (cells.parent ?? '').replace(/\s+/g, ' ');
  if (parent.length > 120) errors.push({ field: 'parent', message: 'Keep the parent’s name to 120 characters or fewer.' });
  if (siteType === 'gsp' && parent) errors.push({ field: 'parent', message: 'A GSP is not fed from another site here; leave parent empty.' });
  const lat = decimal(cells.latitude ?? '');
  if (lat === null || lat < GB_BOUNDS.minLat || lat > GB_BOUNDS.maxLat) {
    errors.push({ field: 'latitude', message: `Enter the latitude in decimal degrees within Great Britain (${GB_BOUNDS.minLat} to ${GB_BOUNDS.maxLat}).` });
  }
  const lon = decimal(cells.longitude ?? '');
  if (lon === null || lon < GB_BOUNDS.minLon || lon > GB_BOUNDS.maxLon) {
    errors.push({ field: 'longitude', message: `Enter the longitude in decimal degrees within Great Britain (${GB_BOUNDS.minLon} to ${GB_BOUNDS.maxLon}, west negative).` });
  }
  if (errors.length) return { errors };
  return { value: { site_type: siteType!, name, parent: parent || null, lat: lat!, lon: lon! } };
}
