/** What the domain's routes take and answer (TypeBox): the OpenAPI document and the front ends' generated types come from these. */
import { Type } from '@sinclair/typebox';
import { ASSET_STATUSES, ASSET_TYPES, CAPACITY_TYPES, Capacity, DateOnly, Kv, Nullable, Point, literalUnion } from '../../platform/http/schemas.js';

export const commonAssetFields = {
  id: Type.Integer(),
  ref: Type.String(),
  name: Type.String(),
  flex_provider: Type.Integer(),
  asset_type: literalUnion(ASSET_TYPES),
  asset_category: literalUnion(ASSET_TYPES),
  location: Nullable(Point),
  postcode: Type.String(),
  voltage_level: Nullable(Type.Number({ description: 'kV' })),
  located_by: Nullable(literalUnion(['postcode', 'point'] as const, 'postcode: at the postcode district centroid; point: a point given')),
  is_active: Type.Boolean(),
  created: Type.String({ format: 'date-time' }),
  updated: Type.String({ format: 'date-time' }),
};

export const AssetRow = Type.Object({
  ...commonAssetFields,
  planned: Type.Boolean(),
  status: literalUnion(ASSET_STATUSES),
  export_meter_id: Nullable(Type.String()),
  import_meter_id: Nullable(Type.String()),
  active_export_capacity: Type.Number({ description: 'MW' }),
  active_import_capacity: Type.Number({ description: 'MW' }),
  reactive_export_capacity: Type.Number({ description: 'MVAr' }),
  reactive_import_capacity: Type.Number({ description: 'MVAr' }),
  qualifying_competitions: Type.Array(Type.Integer(), { description: 'Live competitions the asset qualifies for' }),
});

export const assetWritable = {
  ref: Type.String({ minLength: 1, maxLength: 60 }),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  asset_type: literalUnion(ASSET_TYPES),
  asset_category: literalUnion(ASSET_TYPES),
  location: Nullable(Point),
  postcode: Type.String({ maxLength: 10 }),
  voltage_level: Nullable(Kv),
};

export const AssetBody = Type.Object(
  {
    ...assetWritable,
    status: Type.Optional(literalUnion(ASSET_STATUSES)),
    location: Type.Optional(assetWritable.location),
    postcode: Type.Optional(assetWritable.postcode),
    voltage_level: Type.Optional(assetWritable.voltage_level),
    export_meter_id: Type.Optional(Nullable(Type.String({ maxLength: 60 }))),
    import_meter_id: Type.Optional(Nullable(Type.String({ maxLength: 60 }))),
    active_export_capacity: Type.Optional(Capacity),
    active_import_capacity: Type.Optional(Capacity),
    reactive_export_capacity: Type.Optional(Capacity),
    reactive_import_capacity: Type.Optional(Capacity),
  },
  { additionalProperties: false },
);

export const PlannedRow = Type.Object({
  ...commonAssetFields,
  planned: Type.Boolean(),
  capacity_type: literalUnion(CAPACITY_TYPES),
  capacity_value: Type.Number(),
  expected_connection: Nullable(Type.String()),
  qualified: Type.Boolean({ description: 'Qualifies for at least one live competition' }),
  reason: Nullable(Type.String({ description: 'Why not, when it does not' })),
  competitions: Type.Array(Type.Integer(), { description: 'Live competitions it qualifies for' }),
  competition: Nullable(Type.Integer({ description: 'The first of those (or the filtered competition)' })),
});

export const PlannedBody = Type.Object(
  {
    ...assetWritable,
    location: Type.Optional(assetWritable.location),
    postcode: Type.Optional(assetWritable.postcode),
    capacity_type: literalUnion(CAPACITY_TYPES),
    capacity_value: Capacity,
    expected_connection: Type.Optional(Nullable(DateOnly)),
  },
  { additionalProperties: false },
);
