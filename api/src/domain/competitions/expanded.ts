/**
 * Rows of the competition's child resources and what its expansions put in place of an id
 * (expansions.ts, the operator expansion in routes.ts). The competition row schema refers to
 * these, so the OpenAPI document — and the front ends' generated types — say exactly what an
 * expanded object holds (shared-session's `Expanded<…>` picks the object side of the union).
 */
import { Type, type Static } from '@sinclair/typebox';
import { SystemOperatorRow } from '../organisations/schemas.js';
import { DateOnly, Nullable, OVERRIDE_REASONS, ReasonSchema, literalUnion } from '../../platform/http/schemas.js';

/** flex/serviceperiods/ rows. */
export const ServicePeriodRow = Type.Object({
  id: Type.Integer(),
  competition: Type.Integer(),
  name: Type.String(),
  start: DateOnly,
  end: DateOnly,
  period_dates: Type.Array(DateOnly, { description: '[start, end]' }),
  service_windows: Type.Array(Type.Integer()),
});

/** flex/windows/ rows. */
export const ServiceWindowRow = Type.Object({
  id: Type.Integer(),
  service_period: Type.Integer(),
  competition: Type.Integer(),
  name: Type.String(),
  start_time: Type.String({ description: 'HH:MM' }),
  end_time: Type.String({ description: 'HH:MM' }),
  service_days: Type.Array(Type.Integer(), { description: 'Monday is 0' }),
  holiday_handling: Type.String(),
  capacity_required: Type.Number(),
  required_capacity: Type.Number(),
  minimum_aggregate_asset_size: Nullable(Type.Number()),
  required_response_time: Nullable(Type.String()),
  minimum_run_time: Nullable(Type.String()),
  dispatch_estimate: Nullable(Type.Integer()),
  dispatch_duration: Nullable(Type.String()),
  fixed_availability_price: Nullable(Type.Number()),
  fixed_utilisation_price: Nullable(Type.Number()),
  fixed_service_fee: Nullable(Type.Number()),
  available_hours_override: Nullable(Type.Number()),
});

/** A window inside an expanded service period (expand=service_periods.windows). */
export const ExpandedServiceWindow = Type.Composite([
  ServiceWindowRow,
  Type.Object({
    start: Type.String({ description: 'HH:MM, same as start_time' }),
    end: Type.String({ description: 'HH:MM, same as end_time' }),
    fixed_prices: Type.Object({ availability: Nullable(Type.Number()), utilisation: Nullable(Type.Number()), service_fee: Nullable(Type.Number()) }),
  }),
]);

/** A service period with expand=service_periods; its windows only with expand=service_periods.windows. */
export const ExpandedServicePeriod = Type.Object({
  id: Type.Integer(),
  competition: Type.Integer(),
  name: Type.String(),
  start: DateOnly,
  end: DateOnly,
  period_dates: Type.Array(DateOnly, { description: '[start, end]' }),
  windows: Type.Optional(Type.Array(ExpandedServiceWindow, { description: 'with expand=service_periods.windows' })),
  service_windows: Type.Optional(Type.Array(ExpandedServiceWindow, { description: 'with expand=service_periods.windows (same as windows)' })),
});

/** GeoJSON MultiPolygon, WGS84: polygons of rings of [lon, lat] positions. */
export const MultiPolygonGeometry = Type.Object({
  type: Type.Literal('MultiPolygon'),
  coordinates: Type.Array(Type.Array(Type.Array(Type.Array(Type.Number(), { minItems: 2, maxItems: 2 })))),
});

/** The boundary with expand=boundary (boundary_fidelity=low|high). */
export const ExpandedBoundary = Type.Object({
  id: Type.Integer(),
  competition: Type.Integer(),
  fidelity: Type.Union([Type.Literal('low'), Type.Literal('high')]),
  boundary: MultiPolygonGeometry,
  buffer: Type.Number({ description: 'km' }),
});

/** flex/competitionconfirmations/ rows; also the competition's confirmation with expand=confirmation. */
export const ConfirmationRow = Type.Object({
  id: Type.Integer(),
  competition: Type.Integer(),
  organisation: Type.Integer(),
  kind: Type.Union([Type.Literal('entry'), Type.Literal('results')]),
  confirmed_by: Nullable(Type.Integer()),
  created: Type.String({ format: 'date-time' }),
});

/** The operator with expand=operator on flex/competitions/ (the full operator row). */
export const ExpandedOperator = SystemOperatorRow;

/** The operator with expand=operator on flex/public/competitions/ (its public identity only). */
export const PublicOperator = Type.Pick(SystemOperatorRow, ['id', 'name', 'slug', 'brand_colour']);

/** expand=qualifyingAssets: qualifying assets the caller may see (its own for a provider). */
export const QualifyingAssetsCount = Type.Object({ total_count: Type.Integer() });

/** flex/competitions/{id}/assets/: the operator's view of every asset located in its competition. */
export const CompetitionAssetRow = Type.Object({
  id: Type.Integer({ description: 'The qualification id' }),
  competition: Type.Integer(),
  flex_asset: Type.Integer({ description: 'The asset id (flex or planned)' }),
  planned: Type.Boolean(),
  flex_provider: Type.Integer(),
  flex_provider_name: Type.String({ description: 'The owning provider’s name (this route is the operator’s only)' }),
  ref: Type.String(),
  name: Type.String(),
  asset_type: Type.String(),
  asset_category: Type.String(),
  voltage_level: Nullable(Type.Number({ description: 'kV' })),
  active_export_capacity: Nullable(Type.Number({ description: 'MW; null for a planned asset' })),
  active_import_capacity: Nullable(Type.Number({ description: 'MW; null for a planned asset' })),
  reactive_export_capacity: Nullable(Type.Number({ description: 'MVAr; null for a planned asset' })),
  reactive_import_capacity: Nullable(Type.Number({ description: 'MVAr; null for a planned asset' })),
  capacity_type: Nullable(Type.String({ description: 'Planned assets only' })),
  capacity_value: Nullable(Type.Number({ description: 'Planned assets only' })),
  location: Type.Array(Type.Number(), { minItems: 2, maxItems: 2, description: '[lon, lat]' }),
  eligibility_status: literalUnion(['eligible', 'ineligible', 'qualified', 'disqualified'] as const),
  computed_status: literalUnion(['eligible', 'ineligible'] as const),
  override_status: Nullable(literalUnion(['qualified', 'disqualified'] as const)),
  override_reason: Nullable(literalUnion(OVERRIDE_REASONS)),
  reasons: Type.Array(ReasonSchema),
});

/** One asset of an operator's competition, with its eligibility and owner (flex/competitions/{id}/assets/). */
export type CompetitionAssetRow = Static<typeof CompetitionAssetRow>;
