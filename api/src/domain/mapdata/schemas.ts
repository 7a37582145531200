/** What the map routes answer (TypeBox): the OpenAPI document and the front ends' generated types come from these. */
import { Type } from '@sinclair/typebox';
import { COMPETITION_STATUSES } from '../competitions/status.js';
import { Nullable, ReasonSchema, TAGS, literalUnion } from '../../platform/http/schemas.js';

const Position = Type.Array(Type.Number(), { minItems: 2, maxItems: 2, description: '[lon, lat]' });

/** A map pin (pins.ts): the operator's view carries no ref or name (commercial detail stays with the provider). */
export const MapPin = Type.Object({
  id: Type.Integer(),
  type: Type.String({ description: 'Asset type' }),
  location: Position,
  matching: Type.Boolean({ description: 'Qualifies for a live competition' }),
  competitions: Type.Optional(Type.Array(Type.Integer(), { description: 'Live competitions it qualifies for (omitted when none)' })),
  reasons: Type.Optional(Type.Array(Type.String(), { description: 'Why it qualifies nowhere (providers only; omitted when matching)' })),
  details: Type.Object({
    asset_type: Type.String(),
    asset_category: Type.String(),
    voltage_level: Nullable(Type.Number()),
    ref: Type.Optional(Nullable(Type.String({ description: 'Providers only' }))),
    name: Type.Optional(Nullable(Type.String({ description: 'Providers only' }))),
    active_export_capacity: Type.Optional(Type.Number({ description: 'MW; omitted when 0' })),
    active_import_capacity: Type.Optional(Type.Number({ description: 'MW; omitted when 0' })),
    reactive_export_capacity: Type.Optional(Type.Number({ description: 'MVAr; omitted when 0' })),
    reactive_import_capacity: Type.Optional(Type.Number({ description: 'MVAr; omitted when 0' })),
  }),
});

/** A competition polygon of the map-data document (document.ts). */
export const MapCompetition = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: literalUnion(COMPETITION_STATUSES),
  operator: Type.Integer(),
  color: Type.String({ description: 'The operator’s brand colour' }),
  opacityLevel: Type.Union([Type.Literal('high'), Type.Literal('mid'), Type.Literal('low')], { description: 'Larger areas are fainter' }),
  opacity: Type.Number(),
  buffer: Type.Number({ description: 'km' }),
  polygons: Type.Array(Type.Array(Type.Array(Position)), { description: 'MultiPolygon coordinates (low fidelity)' }),
  min_connection_voltage: Nullable(Type.Number()),
  max_connection_voltage: Nullable(Type.Number()),
  tag: Nullable(literalUnion(TAGS)),
});

/** The map-data document behind a signed URL. */
export const MapDocument = Type.Object({
  version: Type.Integer(),
  audience: Type.Union([Type.Literal('provider'), Type.Literal('operator'), Type.Literal('user'), Type.Literal('public')]),
  generated: Type.String({ format: 'date-time' }),
  competitions: Type.Array(MapCompetition),
  pins: Type.Array(MapPin),
});

/** One entry of flex/map-data-files/ (the caller's document). */
export const MapDataFile = Type.Object({
  id: Type.String(),
  key: Type.String(),
  audience: Type.String(),
  document_url: Type.String({ description: 'Signed, valid for 1 h; fetch without the auth header' }),
  etag: Type.String(),
  generated: Type.String({ format: 'date-time' }),
  version: Type.Integer(),
  size: Type.Integer({ description: 'Bytes (uncompressed)' }),
  asset_count: Type.Integer(),
  competition_count: Type.Integer(),
});

/** flex/assetsummary/ for a provider: one row per own asset located in the competition. */
export const AssetSummaryRow = Type.Object({
  id: Type.Integer({ description: 'The qualification id' }),
  competition: Type.Integer(),
  flex_asset: Type.Integer({ description: 'The asset id (flex or planned)' }),
  planned: Type.Boolean(),
  ref: Nullable(Type.String()),
  name: Nullable(Type.String()),
  asset_type: Nullable(Type.String()),
  asset_category: Nullable(Type.String()),
  voltage_level: Nullable(Type.Number({ description: 'kV' })),
  active_export_capacity: Nullable(Type.Number({ description: 'MW; null for a planned asset' })),
  active_import_capacity: Nullable(Type.Number({ description: 'MW; null for a planned asset' })),
  reactive_export_capacity: Nullable(Type.Number({ description: 'MVAr; null for a planned asset' })),
  reactive_import_capacity: Nullable(Type.Number({ description: 'MVAr; null for a planned asset' })),
  capacity_type: Nullable(Type.String({ description: 'Planned assets only: which capacity capacity_value is' })),
  capacity_value: Nullable(Type.Number({ description: 'Planned assets only (MW or MVAr by capacity_type)' })),
  eligibility_status: Type.String(),
  reasons: Type.Array(ReasonSchema),
  override_reason: Nullable(Type.String()),
});

/** flex/assetsummary/ for an operator: one row of counts. */
export const AssetSummaryCounts = Type.Object({
  competition: Type.Integer(),
  total: Type.Integer({ description: 'Qualifying flex assets (eligible or qualified)' }),
  qualifying: Type.Integer(),
  eligible: Type.Integer(),
  qualified: Type.Integer(),
  ineligible: Type.Integer(),
  disqualified: Type.Integer(),
  planned_qualifying: Type.Integer(),
  providers: Type.Integer(),
  qualifying_active_export_mw: Type.Number(),
  qualifying_active_import_mw: Type.Number(),
});

/** flex/geo/postcodes/ results. */
export const Place = Type.Object({
  label: Type.String({ description: 'English label, e.g. "LS1, Yorkshire"; front ends word it from kind, code and name' }),
  lat: Type.Number(),
  lng: Type.Number(),
  kind: literalUnion(['postcode_district', 'postcode_area', 'post_town', 'gsp_region', 'gsp'] as const),
  code: Nullable(Type.String({ description: 'Postcode district or area (post_town: its area), GSP code; null for a GSP region' })),
  name: Nullable(Type.String({ description: 'Post town (of an area or post_town), the region of a district, the GSP or region name' })),
  fallback_for: Nullable(
    Type.String({ description: 'A full postcode was searched: exact postcodes are not held, so this is its district, and this is the postcode searched (e.g. "LS1 4AP")' }),
  ),
});
