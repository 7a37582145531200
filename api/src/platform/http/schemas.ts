import { Type } from '@sinclair/typebox';

/** TypeBox pieces shared by the domain's resources. */

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
export const DateTime = Type.String({ format: 'date-time' });
export const NullableDateTime = Nullable(DateTime);
export const DateOnly = Type.String({ format: 'date', description: 'YYYY-MM-DD, a real calendar date' });
export const TimeOfDay = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$', description: 'HH:MM (24-hour)' });
export const Kv = Type.Number({ exclusiveMinimum: 0, maximum: 1000, description: 'kV' });
export const Capacity = Type.Number({ minimum: 0, maximum: 100000 });

export const COMPETITION_TYPES = ['availability_utilisation', 'utilisation', 'service_fee', 'availability'] as const;
export const POWER_TYPES = ['active_power', 'reactive_power'] as const;
export const NEED_DIRECTIONS = ['excess', 'deficit', 'import', 'export'] as const;
export const QUALIFICATION_TYPES = ['standard', 'piclo_stac'] as const;
export const TAGS = ['Untagged', 'Day Ahead', 'Week Ahead'] as const;
export const ASSET_TYPES = [
  'demand_side_response',
  'energy_efficiency',
  'interconnectors',
  'low_carbon',
  'renewable',
  'storage',
  'thermal',
] as const;
export const ASSET_STATUSES = ['operational', 'commissioning', 'maintenance', 'decommissioned'] as const;
export const CAPACITY_TYPES = ['active_export_capacity', 'active_import_capacity', 'reactive_export_capacity', 'reactive_import_capacity'] as const;
export const OVERRIDE_REASONS = [
  'location',
  'deadline',
  'incomplete',
  'withdrawn',
  'requirements',
  'capacity',
  'unspecified',
  'insufficient_experience',
  'insufficient_financials',
] as const;

/** One of `values` (an enum in OpenAPI); its static type is the union of the values. */
export const literalUnion = <T extends readonly string[]>(values: T, description?: string) =>
  Type.Union(
    values.map((v: T[number]) => Type.Literal(v)),
    description ? { description } : {},
  );

export const GeoJsonArea = Type.Object(
  {
    type: Type.Union([Type.Literal('Polygon'), Type.Literal('MultiPolygon')]),
    coordinates: Type.Array(Type.Any()),
  },
  { description: 'GeoJSON Polygon or MultiPolygon, WGS84 [lon, lat]' },
);

export const Point = Type.Object({ type: Type.Literal('Point'), coordinates: Type.Array(Type.Number(), { minItems: 2, maxItems: 2 }) });

export const ReasonSchema = Type.Object({
  code: Type.String(),
  message: Type.String(),
  details: Type.Optional(Type.Record(Type.String(), Type.Any())),
});
