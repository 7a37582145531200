import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db/types.js';
import { checkSignature, signedExpiry } from '../../auth/signed-url.js';
import { refreshStatuses, statusExpr } from '../competitions/visibility.js';
import { domainVersion } from '../qualification/service.js';
import type { Audience } from './pins.js';
import { audienceKey, loadPins } from './pins.js';
import type { MapCompetition, MapDocument } from './schemas.js';

/**
 * The pre-serialised map-data file (spec platform §7.3): per audience, the competition polygons
 * (low fidelity) and the asset pins, as one JSON document with an ETag. Files are stored in the
 * database (so every API replica serves the same bytes) keyed by audience and rebuilt lazily when
 * the domain version (any competition, asset, qualification or status change) has moved on.
 */

export const OPACITY = { high: 0.7, mid: 0.4, low: 0.15 } as const;
const DEFAULT_COLOUR = '#3D5A80';

/** A competition polygon of the document. */
export type CompetitionPolygon = Static<typeof MapCompetition>;

function competitionCondition(audience: Audience): { where: string; params: unknown[] } {
  const status = statusExpr('c').text;
  switch (audience.kind) {
    case 'public':
      return { where: `c.is_active AND ${status} = 'open'`, params: [] };
    case 'operator':
      return {
        where: `(c.operator_id = $1 OR (c.is_active AND EXISTS (SELECT 1 FROM feature_flags ff WHERE ff.name = 'e163' AND ff.enabled)
                 AND c.gsp_groups && (SELECT o.operating_area FROM organisations o WHERE o.id = $1)))
                AND ${status} NOT IN ('incomplete', 'archived')`,
        params: [audience.orgId],
      };
    default:
      return { where: `c.is_active AND ${status} IN ('qualifying', 'qualified', 'open', 'closed')`, params: [] };
  }
}

export async function loadPolygons(db: Db, audience: Audience): Promise<CompetitionPolygon[]> {
  const { where, params } = competitionCondition(audience);
  const r = await db.query<
    Pick<CompetitionPolygon, 'id' | 'name' | 'status' | 'operator' | 'buffer' | 'min_connection_voltage' | 'max_connection_voltage' | 'tag'> & {
      colour: string | null;
      polygons: { coordinates: CompetitionPolygon['polygons'] };
      area_km2: number;
    }
  >(
    `SELECT c.id, c.name, ${statusExpr('c').text} AS status, c.operator_id AS operator, o.brand_colour AS colour, c.boundary_buffer AS buffer,
            b.boundary_low AS polygons, b.area_km2, c.min_connection_voltage, c.max_connection_voltage, c.tag
       FROM competitions c JOIN competition_boundaries b ON b.competition_id = c.id JOIN organisations o ON o.id = c.operator_id
      WHERE ${where}
      ORDER BY b.area_km2 DESC, c.id`,
    params,
  );
  // Bigger areas are drawn first (below) and fainter: the largest third low, the middle mid, the smallest high.
  const n = r.rows.length;
  return r.rows.map((row, i) => {
    const level: keyof typeof OPACITY = i < n / 3 ? 'low' : i < (2 * n) / 3 ? 'mid' : 'high';
    return {
      id: row.id,
      name: row.name,
      status: row.status,
      operator: row.operator,
      color: row.colour ?? DEFAULT_COLOUR,
      opacityLevel: level,
      opacity: OPACITY[level],
      buffer: Number(row.buffer) || 0,
      polygons: row.polygons.coordinates,
      min_connection_voltage: row.min_connection_voltage,
      max_connection_voltage: row.max_connection_voltage,
      tag: row.tag,
    };
  });
}

export async function buildDocument(db: Db, audience: Audience, version: number): Promise<Static<typeof MapDocument>> {
  const competitions = await loadPolygons(db, audience);
  const { pins } = await loadPins(db, audience, { limit: null, offset: 0 });
  return { version, audience: audience.kind, generated: new Date().toISOString(), competitions, pins };
}

export interface MapFileMeta {
  key: string;
  version: number;
  etag: string;
  generated: Date;
  size: number;
  asset_count: number;
  competition_count: number;
}

/** The audience's current file, rebuilt first when stale. */
export async function ensureMapFile(db: Db, audience: Audience): Promise<MapFileMeta> {
  await refreshStatuses(db);
  const version = await domainVersion(db);
  const key = audienceKey(audience);
  const existing = await db.query<MapFileMeta>(
    'SELECT key, version, etag, generated, size, asset_count, competition_count FROM map_data_files WHERE key = $1',
    [key],
  );
  const row = existing.rows[0];
  if (row && Number(row.version) === version) return { ...row, version: Number(row.version), size: Number(row.size) };
  const doc = await buildDocument(db, audience, version);
  const body = Buffer.from(JSON.stringify(doc));
  const gz = gzipSync(body, { level: 6 });
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const assets = doc.pins.length;
  const comps = doc.competitions.length;
  const saved = await db.query<{ generated: Date }>(
    `INSERT INTO map_data_files (key, version, etag, generated, size, body_gzip, asset_count, competition_count)
     VALUES ($1, $2, $3, now(), $4, $5, $6, $7)
     ON CONFLICT (key) DO UPDATE SET version = EXCLUDED.version, etag = EXCLUDED.etag, generated = EXCLUDED.generated,
       size = EXCLUDED.size, body_gzip = EXCLUDED.body_gzip, asset_count = EXCLUDED.asset_count, competition_count = EXCLUDED.competition_count
     RETURNING generated`,
    [key, version, etag, body.length, gz, assets, comps],
  );
  return { key, version, etag, generated: saved.rows[0]!.generated, size: body.length, asset_count: assets, competition_count: comps };
}

export async function readMapFile(db: Db, key: string, gzip: boolean): Promise<{ etag: string; body: Buffer; generated: Date } | null> {
  const r = await db.query<{ etag: string; body: Uint8Array; generated: Date }>('SELECT etag, body_gzip AS body, generated FROM map_data_files WHERE key = $1', [
    key,
  ]);
  const row = r.rows[0];
  if (!row) return null;
  const stored = Buffer.from(row.body);
  return { etag: row.etag, body: gzip ? stored : gunzipSync(stored), generated: row.generated };
}

// ---- signed document URLs -------------------------------------------------------------------

export const DOCUMENT_URL_LIFETIME_S = 3600;

// One signing helper for every signed link (auth/signed-url.ts); purpose 'map-data' keeps the
// signatures exactly as they were.
const PURPOSE = 'map-data';

export function signedQuery(secret: Uint8Array, key: string, now = Date.now()): string {
  return `key=${encodeURIComponent(key)}&${signedExpiry(secret, PURPOSE, key, DOCUMENT_URL_LIFETIME_S, now)}`;
}

export function verifySignature(secret: Uint8Array, key: string, expires: number, signature: string, now = Date.now()): 'ok' | 'expired' | 'invalid' {
  return checkSignature(secret, PURPOSE, key, expires, signature, now);
}
