/**
 * Writing an operator's grid topology: the checks across rows (names unique per type, parents
 * that exist, every site in a GSP region of the operator's operating area), then the whole
 * topology replaced, and the GSP names of the bids still to be decided in the operator's
 * competitions brought in line (market/gsp.ts). One transaction: a problem writes nothing.
 */
import type { Db } from '../../db/types.js';
import { GSP_GROUP_NAMES } from '../../platform/geo/geodata.js';
import { gspNamesOf, gspRegionAt, gspSitesOf } from '../market/gsp.js';
import type { FileRowError, ParsedRow } from '../../platform/files/index.js';
import { PARENT_TYPE, SITE_TYPE_LABELS, SITE_TYPES, type SiteRow, type SiteType } from './csv.js';

export interface TopologyResult {
  gsp: number;
  bsp: number;
  primary: number;
  /** Bids whose GSP names changed (active, results not yet confirmed). */
  bids_updated: number;
}

interface Placed extends SiteRow {
  row: number;
  gsp_region: string;
  gsp_group: string;
}

const groupName = (code: string) => GSP_GROUP_NAMES[code] ?? code;

/** The per-row problems of a whole file (empty when it can be written), and the rows placed in their regions. */
export function checkTopology(rows: ReadonlyArray<ParsedRow<SiteRow>>, operatingArea: readonly string[]): { errors: FileRowError[]; placed: Placed[] } {
  const errors: FileRowError[] = [];
  const placed: Placed[] = [];
  const firstRow = new Map<string, number>();
  const key = (type: SiteType, name: string) => `${type}|${name.toLowerCase()}`;
  for (const { row, value } of rows) {
    const k = key(value.site_type, value.name);
    const seen = firstRow.get(k);
    if (seen !== undefined) errors.push({ row, field: 'name', message: `${SITE_TYPE_LABELS[value.site_type]} ${value.name} is already on row ${seen}; give each site one row.` });
    else firstRow.set(k, row);
  }
  for (const { row, value } of rows) {
    const parentType = PARENT_TYPE[value.site_type];
    if (value.parent && parentType && !firstRow.has(key(parentType, value.parent))) {
      errors.push({ row, field: 'parent', message: `No ${SITE_TYPE_LABELS[parentType]} named ${value.parent} in this file; name one of its ${SITE_TYPE_LABELS[parentType]} rows.` });
    }
    const region = gspRegionAt(value.lon, value.lat);
    if (!region) {
      errors.push({ row, field: 'latitude', message: 'This location is outside every GSP region of Great Britain (offshore?); check the latitude and longitude.' });
      continue;
    }
    if (operatingArea.length && !operatingArea.includes(region.group)) {
      errors.push({
        row,
        field: 'latitude',
        message: `This location is in ${region.name} (${groupName(region.group)}), outside your operating area (${operatingArea.map(groupName).join(', ')}).`,
      });
      continue;
    }
    placed.push({ ...value, row, gsp_region: region.name, gsp_group: region.group });
  }
  if (!rows.some((r) => r.value.site_type === 'gsp')) {
    errors.push({ row: 1, message: 'The file has no GSP rows. Market clearing names GSPs from them: add at least one row of type GSP.' });
  }
  return { errors: errors.sort((a, b) => a.row - b.row), placed };
}

/** Replaces the operator's topology with `placed` (checked rows) and refreshes its open bids' GSP names. */
export async function replaceTopology(db: Db, operatorId: number, placed: readonly Omit<Placed, 'row'>[], uploadId: number | null): Promise<TopologyResult> {
  await db.query('DELETE FROM grid_topology_sites WHERE operator_id = $1', [operatorId]);
  if (placed.length) {
    await db.query(
      `INSERT INTO grid_topology_sites (operator_id, site_type, name, parent, lon, lat, gsp_region, gsp_group, upload_id)
       SELECT $1, x.t, x.n, x.p, x.lon, x.lat, x.r, x.g, $2
         FROM unnest($3::text[], $4::text[], $5::text[], $6::float8[], $7::float8[], $8::text[], $9::text[]) AS x(t, n, p, lon, lat, r, g)`,
      [
        operatorId,
        uploadId,
        placed.map((s) => s.site_type),
        placed.map((s) => s.name),
        placed.map((s) => s.parent),
        placed.map((s) => s.lon),
        placed.map((s) => s.lat),
        placed.map((s) => s.gsp_region),
        placed.map((s) => s.gsp_group),
      ],
    );
  }
  const counts = Object.fromEntries(SITE_TYPES.map((t) => [t, placed.filter((s) => s.site_type === t).length])) as Record<SiteType, number>;
  return { ...counts, bids_updated: await refreshBidGsps(db, operatorId) };
}

/**
 * Re-derives the GSP names of the active bids in the operator's competitions whose results are not
 * confirmed yet (confirmed results are final and keep the names they were decided with).
 */
export async function refreshBidGsps(db: Db, operatorId: number): Promise<number> {
  const sites = await gspSitesOf(db, operatorId);
  const bids = await db.query<{ id: number; gsps: string[]; points: Array<{ lon: number | null; lat: number | null }> }>(
    `SELECT b.id, b.gsps, json_agg(json_build_object('lon', a.lon, 'lat', a.lat)) AS points
       FROM bids b
       JOIN competitions c ON c.id = b.competition_id
       JOIN ballots bl ON bl.id = b.ballot_id
       JOIN ballot_assets ba ON ba.group_id = bl.ballot_asset_group_id
       JOIN flex_assets a ON a.id = ba.flex_asset_id
      WHERE c.operator_id = $1 AND b.is_active
        AND NOT EXISTS (SELECT 1 FROM competition_confirmations cc WHERE cc.competition_id = c.id AND cc.kind = 'results')
      GROUP BY b.id`,
    [operatorId],
  );
  const changed = bids.rows
    .map((b) => ({ id: b.id, before: b.gsps, after: gspNamesOf(b.points, sites) }))
    .filter((b) => b.after.join('\u0000') !== [...b.before].sort().join('\u0000'));
  if (changed.length) {
    await db.query(
      `UPDATE bids b SET gsps = ARRAY(SELECT json_array_elements_text(x.g))
         FROM json_to_recordset($1::json) AS x(id int, g json) WHERE b.id = x.id`,
      [JSON.stringify(changed.map((b) => ({ id: b.id, g: b.after })))],
    );
  }
  return changed.length;
}
