/**
 * Assets whose qualification fails for missing data (GET flex/assetdatagaps/): a provider's active
 * assets with no location (they cannot be placed in any competition), no connection voltage, or no
 * capacity in the direction a competition they lie in needs. Each row says what is missing and for
 * which competitions, so the provider can complete it (PATCH flex/assets/{id}/) and qualify.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { raw, sql } from '../../db/sql.js';
import { badRequest } from '../../errors.js';
import { competitionVisible, statusExpr } from '../competitions/visibility.js';
import { contentRange, pageOf, queryValue } from '../../platform/http/http.js';
import { ASSET_TYPES, Nullable, Point, literalUnion } from '../../platform/http/schemas.js';
import { CAPACITY_FIELDS } from './rules.js';
import { typedRequests } from '../../platform/http/typed-app.js';

export const MISSING_FIELDS = ['location', 'voltage_level', ...CAPACITY_FIELDS] as const;
export type MissingField = (typeof MISSING_FIELDS)[number];

const Missing = literalUnion(MISSING_FIELDS);

export const AssetDataGapRow = Type.Object({
  id: Type.Integer({ description: 'The flex asset' }),
  ref: Type.String(),
  name: Type.String(),
  asset_type: literalUnion(ASSET_TYPES),
  postcode: Type.String(),
  location: Nullable(Point),
  voltage_level: Nullable(Type.Number({ description: 'kV' })),
  active_export_capacity: Type.Number(),
  active_import_capacity: Type.Number(),
  reactive_export_capacity: Type.Number(),
  reactive_import_capacity: Type.Number(),
  missing: Type.Array(Missing, { description: 'What to complete: location, voltage_level, or a capacity field a competition needs above 0' }),
  competitions: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      reference: Type.String(),
      status: Type.String(),
      missing: Type.Array(Missing),
    }),
    { description: 'Competitions the asset lies in that it fails for missing data (none for an asset without a location)' },
  ),
});

interface GapRow {
  id: number;
  ref: string;
  name: string;
  asset_type: string;
  postcode: string;
  lon: number | null;
  lat: number | null;
  voltage_level: number | null;
  active_export_capacity: number;
  active_import_capacity: number;
  reactive_export_capacity: number;
  reactive_import_capacity: number;
  competitions: Array<{ id: number; name: string; reference: string; status: string; missing: MissingField[] }>;
}

/** A reason that better data would clear: a capacity of 0, or a voltage range the asset has no voltage for. */
const DATA_REASON = raw(`(r->>'code' = 'capacity' OR (r->>'code' = 'voltage' AND r->'details'->>'voltage_level' IS NULL))`);

export function registerAssetDataGaps(app: FastifyInstance): void {
  const api = typedRequests(app);
  api.route({
    method: 'GET',
    url: '/flex/assetdatagaps/',
    config: { access: { orgTypes: ['flexprovider'] } },
    schema: {
      tags: ['flex'],
      summary: 'The provider’s active assets that fail qualification for missing data (location, voltage, or capacity in the needed direction), with what is missing and for which competitions',
      querystring: Type.Object(
        {
          search: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the ref or name' })),
          missing: Type.Optional(Type.String({ description: 'Only assets missing this: location, voltage_level or capacity' })),
          limit: Type.Optional(Type.Integer({ minimum: 0 })),
          offset: Type.Optional(Type.Integer({ minimum: 0 })),
        },
        { additionalProperties: true },
      ),
      response: { 200: Type.Array(AssetDataGapRow) },
    },
    handler: async (request, reply) => {
      const query = request.query;
      const user = request.user!;
      const page = pageOf(query, 1000, 1000);
      const search = (queryValue(query, 'search') ?? '').trim().toLowerCase().replace(/[%_\\]/g, '');
      const missing = queryValue(query, 'missing');
      if (missing !== undefined && !['location', 'voltage_level', 'capacity'].includes(missing)) {
        throw badRequest({ missing: ['Choose location, voltage_level or capacity.'] });
      }
      const visible = competitionVisible(user, 'c');
      const failing = sql`q.flex_asset_id = a.id AND q.override_status IS NULL AND ${visible}
        AND EXISTS (SELECT 1 FROM jsonb_array_elements(q.reasons) r WHERE ${DATA_REASON})`;
      const capacityGap = sql`EXISTS (SELECT 1 FROM qualifications q JOIN competitions c ON c.id = q.competition_id
        WHERE ${failing} AND EXISTS (SELECT 1 FROM jsonb_array_elements(q.reasons) r WHERE r->>'code' = 'capacity'))`;
      const anyGap = sql`(a.lon IS NULL OR a.lat IS NULL OR a.voltage_level IS NULL
        OR EXISTS (SELECT 1 FROM qualifications q JOIN competitions c ON c.id = q.competition_id WHERE ${failing}))`;
      const only =
        missing === 'location' ? raw('(a.lon IS NULL OR a.lat IS NULL)') : missing === 'voltage_level' ? raw('a.voltage_level IS NULL') : missing === 'capacity' ? capacityGap : raw('TRUE');
      const where = sql`a.flex_provider_id = ${user.orgId} AND a.is_active AND ${anyGap} AND ${only}
        AND (${search}::text = '' OR lower(a.ref) LIKE '%' || ${search}::text || '%' OR lower(a.name) LIKE '%' || ${search}::text || '%')`;
      const r = await app.db.query<GapRow>(
        sql`SELECT a.id, a.ref, a.name, a.asset_type, a.postcode, a.lon, a.lat, a.voltage_level, a.active_export_capacity, a.active_import_capacity,
                   a.reactive_export_capacity, a.reactive_import_capacity,
                   COALESCE((SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'reference', c.reference, 'status', ${statusExpr('c')},
                       'missing', (SELECT COALESCE(json_agg(DISTINCT CASE WHEN r->>'code' = 'capacity' THEN r->'details'->>'field' ELSE 'voltage_level' END), '[]'::json)
                                     FROM jsonb_array_elements(q.reasons) r WHERE ${DATA_REASON})) ORDER BY lower(c.name), c.id)
                     FROM qualifications q JOIN competitions c ON c.id = q.competition_id WHERE ${failing}), '[]'::json) AS competitions
              FROM flex_assets a WHERE ${where}
             ORDER BY lower(a.ref), a.id LIMIT ${page.limit} OFFSET ${page.offset}`,
      );
      const counted = await app.db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM flex_assets a WHERE ${where}`);
      contentRange(reply, page, r.rows.length, counted.rows[0]?.n ?? 0);
      return r.rows.map(({ lon, lat, competitions, ...a }) => {
        const gaps = new Set<MissingField>();
        if (lon === null || lat === null) gaps.add('location');
        if (a.voltage_level === null) gaps.add('voltage_level');
        for (const c of competitions) for (const m of c.missing) gaps.add(m);
        return {
          ...a,
          location: lon === null || lat === null ? null : { type: 'Point' as const, coordinates: [lon, lat] },
          missing: MISSING_FIELDS.filter((f) => gaps.has(f)),
          competitions,
        };
      });
    },
  });
}
