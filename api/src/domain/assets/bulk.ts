/**
 * Bulk assets: the `flexassets` kind of the file pipeline (POST files/upload/flexassets/, template
 * GET files/templates/flexassets/). One CSV row is one asset. A row whose ref the provider already
 * uses replaces that asset's details; any other row creates an asset. Every row is checked as
 * POST flex/assets/ checks a body (voltage from the list, capacities not negative, a location by
 * postcode or by latitude and longitude, refs unique); when any row is wrong nothing is written
 * and every wrong row is reported. Qualification is recomputed for every written asset in the
 * same transaction.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types.js';
import { FileRowErrors, registerFileKind, type FileColumn, type FileRowError, type ParsedRow, type RowResult } from '../../platform/files/index.js';
import type { QualificationService } from '../qualification/service.js';
import { ASSET_STATUSES, ASSET_TYPES, CAPACITY_TYPES } from '../../platform/http/schemas.js';
import { cleanPostcode, postcodeCentroid, UNKNOWN_POSTCODE, voltageError } from './validation.js';

export const FLEXASSETS_KIND = 'flexassets';
export const FLEXASSETS_MAX_ROWS = 10_000;

const COLUMNS: FileColumn[] = [
  { name: 'ref', description: 'Your reference for the asset, unique among your assets (a ref you already use updates that asset)', example: 'BAT-001', required: true },
  { name: 'name', description: 'The asset’s name', example: 'Riverside battery', required: true },
  { name: 'asset_type', description: `One of: ${ASSET_TYPES.join(', ')}`, example: 'storage', required: true },
  { name: 'asset_category', description: `One of: ${ASSET_TYPES.join(', ')}`, example: 'storage', required: true },
  { name: 'status', description: `One of: ${ASSET_STATUSES.join(', ')} (default operational)`, example: 'operational' },
  { name: 'postcode', description: 'The site’s postcode; locates the asset at its district when no latitude and longitude are given', example: 'NE1 4ST' },
  { name: 'latitude', description: 'Degrees north (WGS84), with longitude; wins over the postcode', example: '' },
  { name: 'longitude', description: 'Degrees east (WGS84, negative west of Greenwich), with latitude', example: '' },
  { name: 'voltage_level', description: 'Connection voltage in kV, one of the listed voltages (GET flex/voltages/)', example: '11', required: true },
  { name: 'active_export_capacity', description: 'MW, 0 or more (empty = 0)', example: '2.5' },
  { name: 'active_import_capacity', description: 'MW, 0 or more (empty = 0)', example: '2.5' },
  { name: 'reactive_export_capacity', description: 'MVAr, 0 or more (empty = 0)', example: '0' },
  { name: 'reactive_import_capacity', description: 'MVAr, 0 or more (empty = 0)', example: '0' },
  { name: 'export_meter_id', description: 'Export meter id (MPAN), optional', example: 'EXP100001' },
  { name: 'import_meter_id', description: 'Import meter id (MPAN), optional', example: '' },
];

export interface AssetCsvRow {
  ref: string;
  name: string;
  asset_type: string;
  asset_category: string;
  status: string;
  postcode: string;
  lon: number;
  lat: number;
  located_by: 'postcode' | 'point';
  voltage_level: number;
  active_export_capacity: number;
  active_import_capacity: number;
  reactive_export_capacity: number;
  reactive_import_capacity: number;
  export_meter_id: string | null;
  import_meter_id: string | null;
}

type Problems = Array<{ field: string; message: string }>;

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/** "Demand side response", "demand-side-response" → demand_side_response. */
const code = (text: string) => text.trim().toLowerCase().replace(/[\s-]+/g, '_');

function choice(cells: Record<string, string>, field: string, allowed: readonly string[], fallback: string | null, problems: Problems): string {
  const raw = cells[field] ?? '';
  if (raw === '' && fallback !== null) return fallback;
  const value = code(raw);
  if (!allowed.includes(value)) problems.push({ field, message: `“${raw}” is not one of: ${allowed.join(', ')}.` });
  return value;
}

function capacity(cells: Record<string, string>, field: string, problems: Problems): number {
  const raw = cells[field] ?? '';
  if (raw === '') return 0;
  if (!NUMBER.test(raw)) {
    problems.push({ field, message: 'Enter a number, e.g. 2.5, or leave it empty for 0.' });
    return 0;
  }
  const n = Number(raw);
  if (n < 0) problems.push({ field, message: 'Ensure this value is greater than or equal to 0.' });
  else if (n > 100_000) problems.push({ field, message: 'Ensure this value is less than or equal to 100000.' });
  return n;
}

function text(cells: Record<string, string>, field: string, max: number, problems: Problems): string {
  const value = cells[field] ?? '';
  if (value.length > max) problems.push({ field, message: `Ensure this field has no more than ${max} characters.` });
  return value;
}

/** District centroids (reference data) looked up once per district while parsing a file. */
const centroids = new Map<string, { lon: number; lat: number } | null>();

async function parseAssetRow(cells: Record<string, string>, db: Db): Promise<RowResult<AssetCsvRow>> {
  const problems: Problems = [];
  const ref = text(cells, 'ref', 60, problems);
  const name = text(cells, 'name', 200, problems);
  const asset_type = choice(cells, 'asset_type', ASSET_TYPES, null, problems);
  const asset_category = choice(cells, 'asset_category', ASSET_TYPES, null, problems);
  const status = choice(cells, 'status', ASSET_STATUSES, 'operational', problems);
  const [active_export_capacity, active_import_capacity, reactive_export_capacity, reactive_import_capacity] = CAPACITY_TYPES.map((f) => capacity(cells, f, problems)) as [
    number,
    number,
    number,
    number,
  ];
  const voltageText = cells.voltage_level ?? '';
  const voltage = NUMBER.test(voltageText) ? Number(voltageText) : Number.NaN;
  const voltageProblem = voltageError(Number.isNaN(voltage) ? 'x' : voltage, true);
  if (voltageProblem) problems.push({ field: 'voltage_level', message: voltageProblem });
  const export_meter_id = text(cells, 'export_meter_id', 60, problems) || null;
  const import_meter_id = text(cells, 'import_meter_id', 60, problems) || null;
  const postcode = cleanPostcode(text(cells, 'postcode', 10, problems));

  let at: { lon: number; lat: number } | null = null;
  let located_by: 'postcode' | 'point' = 'point';
  const latText = cells.latitude ?? '';
  const lonText = cells.longitude ?? '';
  if (latText !== '' || lonText !== '') {
    const lat = Number(latText);
    const lon = Number(lonText);
    if (latText === '' || !NUMBER.test(latText) || lat < -90 || lat > 90) problems.push({ field: 'latitude', message: 'Enter the latitude in degrees (-90 to 90), with the longitude.' });
    if (lonText === '' || !NUMBER.test(lonText) || lon < -180 || lon > 180) problems.push({ field: 'longitude', message: 'Enter the longitude in degrees (-180 to 180), with the latitude.' });
    at = { lon, lat };
  } else if (postcode !== '') {
    const key = postcode.replace(/\s+/g, '');
    if (!centroids.has(key)) {
      if (centroids.size > 5000) centroids.clear();
      centroids.set(key, await postcodeCentroid(db, postcode));
    }
    at = centroids.get(key) ?? null;
    located_by = 'postcode';
    if (!at) problems.push({ field: 'postcode', message: UNKNOWN_POSTCODE });
  } else {
    problems.push({ field: 'postcode', message: 'Give the postcode, or the latitude and longitude.' });
  }
  if (problems.length || !at) return { errors: problems };
  return {
    value: {
      ref,
      name,
      asset_type,
      asset_category,
      status,
      postcode,
      lon: at.lon,
      lat: at.lat,
      located_by,
      voltage_level: voltage,
      active_export_capacity,
      active_import_capacity,
      reactive_export_capacity,
      reactive_import_capacity,
      export_meter_id,
      import_meter_id,
    },
  };
}

const WRITTEN = [
  'ref',
  'name',
  'asset_type',
  'asset_category',
  'status',
  'postcode',
  'lon',
  'lat',
  'located_by',
  'voltage_level',
  'active_export_capacity',
  'active_import_capacity',
  'reactive_export_capacity',
  'reactive_import_capacity',
  'export_meter_id',
  'import_meter_id',
] as const;
const RECORD = `ref text, name text, asset_type text, asset_category text, status text, postcode text, lon float8, lat float8, located_by text,
  voltage_level float8, active_export_capacity float8, active_import_capacity float8, reactive_export_capacity float8, reactive_import_capacity float8,
  export_meter_id text, import_meter_id text`;

/** Writes the rows (creates new refs, updates known ones) and answers the ids. */
async function writeAssets(db: Db, providerId: number, rows: Array<ParsedRow<AssetCsvRow>>): Promise<{ created: number[]; updated: number[] }> {
  const known = await db.query<{ id: number; key: string }>('SELECT id, lower(ref) AS key FROM flex_assets WHERE flex_provider_id = $1 AND lower(ref) = ANY($2::text[])', [
    providerId,
    rows.map((r) => r.value.ref.toLowerCase()),
  ]);
  const idOf = new Map(known.rows.map((r) => [r.key, r.id]));
  const fresh = rows.filter((r) => !idOf.has(r.value.ref.toLowerCase())).map((r) => r.value);
  const changed = rows.filter((r) => idOf.has(r.value.ref.toLowerCase())).map((r) => ({ ...r.value, id: idOf.get(r.value.ref.toLowerCase())! }));
  const created: number[] = [];
  const CHUNK = 2000;
  for (let i = 0; i < fresh.length; i += CHUNK) {
    const r = await db.query<{ id: number }>(
      `INSERT INTO flex_assets (flex_provider_id, ${WRITTEN.join(', ')})
       SELECT $1, ${WRITTEN.join(', ')} FROM json_to_recordset($2::json) AS x(${RECORD}) RETURNING id`,
      [providerId, JSON.stringify(fresh.slice(i, i + CHUNK))],
    );
    created.push(...r.rows.map((x) => x.id));
  }
  for (let i = 0; i < changed.length; i += CHUNK) {
    await db.query(
      `UPDATE flex_assets a SET ${WRITTEN.map((c) => `${c} = x.${c}`).join(', ')}, updated = now()
         FROM json_to_recordset($2::json) AS x(id int, ${RECORD}) WHERE a.id = x.id AND a.flex_provider_id = $1`,
      [providerId, JSON.stringify(changed.slice(i, i + CHUNK))],
    );
  }
  return { created, updated: changed.map((c) => c.id) };
}

/** A ref may appear once per file (case-insensitive). */
function duplicateRefs(rows: ReadonlyArray<ParsedRow<AssetCsvRow>>): FileRowError[] {
  const first = new Map<string, number>();
  const errors: FileRowError[] = [];
  for (const r of rows) {
    const key = r.value.ref.toLowerCase();
    const seen = first.get(key);
    if (seen === undefined) first.set(key, r.row);
    else errors.push({ row: r.row, field: 'ref', message: `The ref ${r.value.ref} is already on row ${seen} of this file; each asset goes on one row.` });
  }
  return errors;
}

export function registerBulkAssets(app: FastifyInstance, deps: { qualification: QualificationService }): void {
  registerFileKind<AssetCsvRow>(app, {
    kind: FLEXASSETS_KIND,
    permission: 'view-manage-ui',
    orgTypes: ['flexprovider'],
    columns: COLUMNS,
    maxRows: FLEXASSETS_MAX_ROWS,
    parseRow: (cells, ctx) => parseAssetRow(cells, ctx.db),
    apply: async (db, rows, ctx) => {
      const duplicates = duplicateRefs(rows);
      if (duplicates.length) throw new FileRowErrors(duplicates);
      const written = await writeAssets(db, ctx.orgId, rows);
      await deps.qualification.recomputeAssets(db, [...written.created, ...written.updated]);
      return written;
    },
  });
}
