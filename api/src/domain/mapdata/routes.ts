import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from '../../db/sql.js';
import { ApiError, badRequest, notFound } from '../../errors.js';
import { competitionVisible, statusExpr } from '../competitions/visibility.js';
import { contentRange, intParam, pageOf, queryValue } from '../../platform/http/http.js';
import { ensureMapFile, readMapFile, signedQuery, verifySignature } from './document.js';
import { audienceKey, audienceOf, loadPins } from './pins.js';
import { searchKey, type PlaceKind } from './places.js';
import { AssetSummaryCounts, AssetSummaryRow, MapDataFile, MapDocument, MapPin, Place } from './schemas.js';
import { typedRequests } from '../../platform/http/typed-app.js';

interface PlaceOut {
  label: string;
  lat: number;
  lng: number;
  kind: PlaceKind;
  code: string | null;
  name: string | null;
}

const Detail = Type.Object({ detail: Type.String() });

/**
 * The API's public base URL, without the trailing slash, from configuration (API_BASE_URL) —
 * never from the request's Host header, which the caller controls.
 */
function publicApiBase(request: FastifyRequest): string {
  return request.server.config.apiBaseUrl.replace(/\/+$/, '');
}

/** flex/assetoverviews/: map pins, paginated (the fallback when there is no map-data file). */
function registerAssetOverviews(app: FastifyInstance): void {
  const api = typedRequests(app);
  api.route({
    method: 'GET',
    url: '/flex/assetoverviews/',
    config: { access: { orgTypes: ['flexprovider', 'systemoperator'] } },
    schema: {
      tags: ['flex'],
      summary: 'Map pins: a provider’s own assets (with reasons when not matching); an operator’s qualifying assets',
      querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 0 })), offset: Type.Optional(Type.Integer({ minimum: 0 })) }, { additionalProperties: true }),
      response: { 200: Type.Array(MapPin) },
    },
    handler: async (request, reply) => {
      const page = pageOf(request.query, 1000, 1000);
      const audience = audienceOf(request.user);
      if (page.limit === 0) {
        const all = await loadPins(app.db, audience, { limit: 1, offset: 0 });
        contentRange(reply, page, 0, all.total);
        return [];
      }
      const { pins, total } = await loadPins(app.db, audience, page);
      contentRange(reply, page, pins.length, total);
      return pins;
    },
  });
}

/** flex/assetsummary/?competition=ID: the asset counts and rows of a competition. */
function registerAssetSummary(app: FastifyInstance): void {
  const api = typedRequests(app);
  api.route({
    method: 'GET',
    url: '/flex/assetsummary/',
    config: { access: { orgTypes: ['flexprovider', 'systemoperator'] } },
    schema: {
      tags: ['flex'],
      summary:
        'Provider: its assets located in the competition, each with eligibility_status and reasons (paginated). Operator: one row of counts.',
      querystring: Type.Object({ competition: Type.Integer({ minimum: 1 }) }, { additionalProperties: true }),
      response: { 200: Type.Array(Type.Union([AssetSummaryRow, AssetSummaryCounts]), { description: 'Provider: AssetSummaryRow items; operator: one AssetSummaryCounts' }), 404: Detail },
    },
    handler: async (request, reply) => {
      const query = request.query;
      const competition = intParam(query, 'competition', { required: true, min: 1 })!;
      const user = request.user!;
      const visible = await app.db.query(
        sql`SELECT 1 FROM competitions c WHERE c.id = ${competition} AND ${competitionVisible(user, 'c', { includeArchived: true })}`,
      );
      if (!visible.rows.length) throw notFound();
      if (user.orgType === 'flexprovider') {
        const page = pageOf(query, 1000, 1000);
        const r = await app.db.query<Static<typeof AssetSummaryRow> & { total: number }>(
          `SELECT q.id, q.competition_id AS competition, COALESCE(q.flex_asset_id, q.planned_asset_id) AS flex_asset,
                  q.flex_asset_id IS NULL AS planned, COALESCE(a.ref, p.ref) AS ref, COALESCE(a.name, p.name) AS name,
                  COALESCE(a.asset_type, p.asset_type) AS asset_type, COALESCE(a.asset_category, p.asset_category) AS asset_category,
                  COALESCE(a.voltage_level, p.voltage_level) AS voltage_level,
                  a.active_export_capacity, a.active_import_capacity, a.reactive_export_capacity, a.reactive_import_capacity,
                  p.capacity_type, p.capacity_value,
                  q.eligibility_status, q.reasons, q.override_reason,
                  count(*) OVER () AS total
             FROM qualifications q
             LEFT JOIN flex_assets a ON a.id = q.flex_asset_id
             LEFT JOIN planned_assets p ON p.id = q.planned_asset_id
            WHERE q.competition_id = $1 AND COALESCE(a.flex_provider_id, p.flex_provider_id) = $2
            ORDER BY (q.eligibility_status IN ('eligible', 'qualified')) DESC, q.flex_asset_id IS NULL, COALESCE(a.ref, p.ref)
            ${page.limit === 0 ? 'LIMIT 0' : `LIMIT ${page.limit} OFFSET ${page.offset}`}`,
          [competition, user.orgId],
        );
        let total = r.rows.length ? Number(r.rows[0]!.total) : 0;
        if (!r.rows.length) {
          const c = await app.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM qualifications q LEFT JOIN flex_assets a ON a.id = q.flex_asset_id LEFT JOIN planned_assets p ON p.id = q.planned_asset_id
              WHERE q.competition_id = $1 AND COALESCE(a.flex_provider_id, p.flex_provider_id) = $2`,
            [competition, user.orgId],
          );
          total = c.rows[0]?.n ?? 0;
        }
        const rows = r.rows.map(({ total: _t, ...rest }) => rest);
        contentRange(reply, page, rows.length, total);
        return rows;
      }
      const counts = await app.db.query<Record<string, number>>(
        `SELECT count(*) FILTER (WHERE q.eligibility_status IN ('eligible', 'qualified') AND q.flex_asset_id IS NOT NULL)::int AS qualifying,
                count(*) FILTER (WHERE q.eligibility_status = 'eligible')::int AS eligible,
                count(*) FILTER (WHERE q.eligibility_status = 'qualified')::int AS qualified,
                count(*) FILTER (WHERE q.eligibility_status = 'ineligible')::int AS ineligible,
                count(*) FILTER (WHERE q.eligibility_status = 'disqualified')::int AS disqualified,
                count(*) FILTER (WHERE q.planned_asset_id IS NOT NULL AND q.eligibility_status IN ('eligible', 'qualified'))::int AS planned_qualifying,
                count(DISTINCT COALESCE(a.flex_provider_id, p.flex_provider_id)) FILTER (WHERE q.eligibility_status IN ('eligible', 'qualified'))::int AS providers,
                COALESCE(sum(a.active_export_capacity) FILTER (WHERE q.eligibility_status IN ('eligible', 'qualified')), 0)::float AS qualifying_active_export_mw,
                COALESCE(sum(a.active_import_capacity) FILTER (WHERE q.eligibility_status IN ('eligible', 'qualified')), 0)::float AS qualifying_active_import_mw
           FROM qualifications q
           LEFT JOIN flex_assets a ON a.id = q.flex_asset_id
           LEFT JOIN planned_assets p ON p.id = q.planned_asset_id
           JOIN competitions c ON c.id = q.competition_id
          WHERE q.competition_id = $1 AND (c.operator_id = $2)`,
        [competition, user.orgId],
      );
      const row = counts.rows[0] ?? {};
      reply.header('Content-Range', 'items 0-0/1');
      return [{ competition, ...row, total: row.qualifying ?? 0 }];
    },
  });
}

/** flex/map-data-files/ and the map-data document. */
function registerMapDataFiles(app: FastifyInstance): void {
  const api = typedRequests(app);
  app.route({
    method: 'GET',
    url: '/flex/map-data-files/',
    config: { access: { public: true } },
    schema: {
      tags: ['flex'],
      summary:
        'The caller’s pre-serialised map data (competition polygons and asset pins): [{document_url (signed, 1 h), etag, generated, …}]. Logged out: open competitions only, no assets.',
      response: { 200: Type.Array(MapDataFile) },
    },
    handler: async (request, reply) => {
      const audience = audienceOf(request.user);
      const meta = await app.db.transaction((tx) => ensureMapFile(tx, audience));
      const key = audienceKey(audience);
      reply.header('Content-Range', 'items 0-0/1');
      reply.header('Cache-Control', 'no-store');
      return [
        {
          id: key,
          key,
          audience: audience.kind,
          document_url: `${publicApiBase(request)}/flex/map-data-files/document/?${signedQuery(app.config.jwtSecret, key)}`,
          etag: meta.etag,
          generated: meta.generated,
          version: meta.version,
          size: meta.size,
          asset_count: meta.asset_count,
          competition_count: meta.competition_count,
        },
      ];
    },
  });

  api.route({
    method: 'GET',
    url: '/flex/map-data-files/document/',
    config: { access: { public: true } },
    schema: {
      tags: ['flex'],
      summary: 'The map-data JSON by signed URL (no auth header). ETag / If-None-Match → 304; gzip when accepted.',
      querystring: Type.Object({ key: Type.String(), expires: Type.Integer(), signature: Type.String() }, { additionalProperties: true }),
      response: { 200: MapDocument, 304: Type.Null({ description: 'Not modified (If-None-Match)' }), 403: Detail, 404: Detail },
    },
    handler: async (request, reply) => {
      const q = request.query;
      const check = verifySignature(app.config.jwtSecret, q.key, q.expires, q.signature);
      if (check === 'invalid') throw new ApiError(403, { detail: 'Invalid signature.' });
      if (check === 'expired') throw new ApiError(403, { detail: 'This link has expired.' });
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      const file = await readMapFile(app.db, q.key, gzip);
      if (!file) throw notFound('No map data file yet.');
      reply.header('ETag', file.etag);
      reply.header('Cache-Control', 'private, no-cache');
      reply.header('Vary', 'Accept-Encoding');
      reply.header('Last-Modified', new Date(file.generated).toUTCString());
      const inm = String(request.headers['if-none-match'] ?? '');
      if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === file.etag)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      if (gzip) reply.header('Content-Encoding', 'gzip');
      return reply.send(file.body);
    },
  });
}

/** flex/geo/postcodes/?search=: the offline address search. */
function registerPlaceSearch(app: FastifyInstance): void {
  const api = typedRequests(app);
  api.route({
    method: 'GET',
    url: '/flex/geo/postcodes/',
    config: { access: { public: true } },
    schema: {
      tags: ['flex'],
      summary:
        'Offline address search: postcode districts and areas, post towns (Leeds → LS), GSP regions and sites by prefix; a full postcode answers its district with fallback_for.',
      querystring: Type.Object({ search: Type.String({ maxLength: 80 }), limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 50 })) }, { additionalProperties: true }),
      response: { 200: Type.Array(Place) },
    },
    handler: async (request, reply) => {
      const query = request.query;
      const raw = (queryValue(query, 'search') ?? '').trim();
      const limit = Math.min(intParam(query, 'limit', { min: 0 }) ?? 10, 50);
      const key = searchKey(raw);
      if (!key) throw badRequest({ search: ['Enter a postcode or place name.'] });
      // A full postcode (outward + inward code, e.g. LS1 4AP): exact postcodes are not held, so the
      // answer is its district alone, saying which postcode it stands for.
      const full = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/.exec(key);
      if (full) {
        const r = await app.db.query<PlaceOut>(
          `SELECT label, lat, lng, kind, code, name FROM geo_places WHERE kind = 'postcode_district' AND search_key = $1 LIMIT 1`,
          [full[1]],
        );
        const rows = limit === 0 ? [] : r.rows.map((p) => ({ ...p, fallback_for: `${full[1]} ${full[2]}` }));
        contentRange(reply, { limit, offset: 0 }, rows.length, r.rows.length);
        return rows;
      }
      const r = await app.db.query<PlaceOut & { total: number }>(
        `SELECT label, lat, lng, kind, code, name, count(*) OVER () AS total FROM geo_places
          WHERE search_key LIKE $1 || '%'
          ORDER BY (search_key = $1) DESC, rank, length(search_key), label
          LIMIT $2`,
        [key, limit],
      );
      const total = r.rows.length ? Number(r.rows[0]!.total) : 0;
      contentRange(reply, { limit, offset: 0 }, r.rows.length, total);
      return r.rows.map(({ total: _t, ...rest }) => ({ ...rest, fallback_for: null }));
    },
  });

  void statusExpr;
}

/** Asset overviews, asset summary, the map-data file and the offline geocoder. */
export function registerMapRoutes(app: FastifyInstance): void {
  registerAssetOverviews(app);
  registerAssetSummary(app);
  registerMapDataFiles(app);
  registerPlaceSearch(app);
}
