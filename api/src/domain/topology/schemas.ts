/** What the domain's routes take and answer (TypeBox): the OpenAPI document and the front ends' generated types come from these. */
import { Type } from '@sinclair/typebox';
import { Nullable, literalUnion } from '../../platform/http/schemas.js';
import { SITE_TYPES } from './csv.js';

export const SiteRowSchema = Type.Object({
  id: Type.Integer(),
  operator: Type.Integer(),
  site_type: literalUnion(SITE_TYPES),
  name: Type.String(),
  parent: Nullable(Type.String({ description: 'The site it is fed from (a BSP’s GSP, a primary’s BSP)' })),
  latitude: Type.Number(),
  longitude: Type.Number(),
  gsp_region: Nullable(Type.String({ description: 'The NESO GSP region the site lies in' })),
  gsp_group: Nullable(Type.String()),
  upload: Nullable(Type.Integer({ description: 'The files/uploads/ id it came from (null: seeded)' })),
  created: Type.String({ format: 'date-time' }),
});

export const Position = Type.Array(Type.Number(), { minItems: 2, maxItems: 2 });

export const MultiPolygonSchema = Type.Array(Type.Array(Type.Array(Position)), { description: 'MultiPolygon coordinates [lon, lat]' });

export const OperatingAreaSchema = Type.Object({
  groups: Type.Array(Type.Object({ code: Type.String(), name: Type.String() }), { description: 'The GSP groups of the licence area' }),
  regions: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      gsp_group: Type.String(),
      area_km2: Type.Number(),
      centre: Position,
      boundary: MultiPolygonSchema,
    }),
  ),
  bbox: Nullable(Type.Array(Type.Number(), { minItems: 4, maxItems: 4, description: '[minLon, minLat, maxLon, maxLat]' })),
  outline: MultiPolygonSchema,
});
