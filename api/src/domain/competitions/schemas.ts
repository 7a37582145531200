/** Competition row and write bodies (TypeBox): the OpenAPI document and the front-end types come from these. */
import { Type, type Static } from '@sinclair/typebox';
import { HOLIDAY_CALENDARS, HOLIDAY_HANDLING } from './holidays.js';
import { COMPETITION_STATUSES } from './status.js';
import { ConfirmationRow, ExpandedBoundary, ExpandedOperator, ExpandedServicePeriod, PublicOperator, QualifyingAssetsCount } from './expanded.js';
import {
  COMPETITION_TYPES,
  Capacity,
  DateOnly,
  GeoJsonArea,
  Kv,
  NEED_DIRECTIONS,
  Nullable,
  NullableDateTime,
  POWER_TYPES,
  QUALIFICATION_TYPES,
  TAGS,
  TimeOfDay,
  literalUnion,
} from '../../platform/http/schemas.js';

export const CompetitionRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  reference: Type.String(),
  status: literalUnion(COMPETITION_STATUSES, 'Computed from the dates against the current time'),
  editable: Type.Boolean({ description: 'Whether its operator may still change its terms (until bidding opens); after that only name, description and contact' }),
  operator: Type.Union([Type.Integer(), ExpandedOperator], { description: 'Operator id; the operator with expand=operator' }),
  currency: Type.String(),
  competition_type: literalUnion(COMPETITION_TYPES),
  power_type: literalUnion(POWER_TYPES),
  need_direction: literalUnion(NEED_DIRECTIONS),
  need_type: Nullable(Type.String()),
  qualification_type: literalUnion(QUALIFICATION_TYPES, "'piclo_stac' marks a day-ahead competition"),
  min_connection_voltage: Nullable(Type.Number()),
  max_connection_voltage: Nullable(Type.Number()),
  tag: Nullable(literalUnion(TAGS)),
  fixed_price: Type.Boolean(),
  boundary_buffer: Type.Number({ description: 'km' }),
  qualification_open: NullableDateTime,
  qualification_closed: NullableDateTime,
  open: NullableDateTime,
  closed: NullableDateTime,
  archive_on: NullableDateTime,
  area_refs: Type.Array(Type.Integer(), { description: 'GSP region ids' }),
  gsp_groups: Type.Array(Type.String()),
  contact: Type.String(),
  description: Type.String(),
  minimum_budget: Nullable(Type.Number()),
  maximum_budget: Nullable(Type.Number()),
  availability_guide_price: Nullable(Type.Number()),
  utilisation_guide_price: Nullable(Type.Number()),
  service_fee: Nullable(Type.Number()),
  holiday_calendar: literalUnion(HOLIDAY_CALENDARS, 'Public-holiday calendar the windows follow (date-holidays): England, Wales, Scotland or Northern Ireland'),
  dps_record_reference: Nullable(Type.String()),
  duplicate_asset_overrides_from_competition: Nullable(Type.Integer({ description: 'The competition whose qualified/disqualified asset overrides were copied on creation' })),
  postcodes: Type.Array(Type.String(), { description: 'Postcode districts the area was given by' }),
  counts: Type.Union([
    Type.Null(),
    Type.Object(
      { qualifying_assets: Type.Integer(), entries: Type.Integer(), bids: Type.Integer() },
      { description: 'with expand=counts: qualifying assets (eligible or qualified, flex and planned), confirmed entries, active ballots; a provider counts its own only' },
    ),
  ]),
  boundary: Type.Union([Type.Integer(), Type.Null(), ExpandedBoundary], {
    description: 'Boundary id; object with expand=boundary (boundary_fidelity=low|high)',
  }),
  service_periods: Type.Array(Type.Union([Type.Integer(), ExpandedServicePeriod]), {
    description: 'Ids; objects with expand=service_periods (and .windows)',
  }),
  confirmation: Type.Union([Type.Null(), ConfirmationRow], { description: 'with expand=confirmation: the caller’s own confirmation (entry or results), null when none' }),
  qualifyingAssets: Type.Union([Type.Null(), QualifyingAssetsCount], { description: 'with expand=qualifyingAssets: qualifying assets the caller may see (its own for a provider)' }),
  is_active: Type.Boolean(),
  created: Type.String({ format: 'date-time' }),
  updated: Type.String({ format: 'date-time' }),
});

export const PUBLIC_FIELDS = [
  'id',
  'name',
  'reference',
  'status',
  'operator',
  'currency',
  'competition_type',
  'power_type',
  'need_direction',
  'need_type',
  'qualification_type',
  'min_connection_voltage',
  'max_connection_voltage',
  'tag',
  'fixed_price',
  'boundary_buffer',
  'qualification_open',
  'qualification_closed',
  'open',
  'closed',
  'archive_on',
  'area_refs',
  'boundary',
  'service_periods',
] as const;

/** flex/public/competitions/ rows: the public fields; the operator expands to its public identity only. */
export const PublicCompetitionRow = Type.Composite([
  Type.Omit(Type.Pick(CompetitionRow, [...PUBLIC_FIELDS]), ['operator']),
  Type.Object({ operator: Type.Union([Type.Integer(), PublicOperator], { description: 'Operator id; id, name, slug and brand_colour with expand=operator' }) }),
]);

/** A price or fee as stored (numeric(12, 2)): larger ones are refused by name, not by the database. */
const Price = Type.Number({ minimum: 0, maximum: 9999999999.99 });
/** A budget as stored (numeric(14, 2)). */
const Budget = Type.Number({ minimum: 0, maximum: 999999999999.99 });

export const WindowBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120 }),
    start_time: TimeOfDay,
    end_time: TimeOfDay,
    service_days: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), { minItems: 1, maxItems: 7, uniqueItems: true })),
    holiday_handling: Type.Optional(literalUnion(HOLIDAY_HANDLING, 'Ignore: a public holiday is like any other day; Exclude: no service on public holidays; Only: service on public holidays only (whatever their weekday)')),
    capacity_required: Type.Optional(Capacity),
    minimum_aggregate_asset_size: Type.Optional(Nullable(Capacity)),
    required_response_time: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    minimum_run_time: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    dispatch_estimate: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
    dispatch_duration: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    fixed_availability_price: Type.Optional(Nullable(Price)),
    fixed_utilisation_price: Type.Optional(Nullable(Price)),
    fixed_service_fee: Type.Optional(Nullable(Price)),
    available_hours_override: Type.Optional(Nullable(Type.Number({ minimum: 0 }))),
  },
  { additionalProperties: false },
);

export const PeriodBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120 }),
    start: DateOnly,
    end: DateOnly,
    service_windows: Type.Optional(Type.Array(WindowBody, { maxItems: 50 })),
  },
  { additionalProperties: false },
);

const competitionFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  reference: Type.String({ minLength: 1, maxLength: 60 }),
  competition_type: literalUnion(COMPETITION_TYPES),
  power_type: literalUnion(POWER_TYPES),
  need_direction: literalUnion(NEED_DIRECTIONS),
  need_type: Nullable(Type.String({ maxLength: 60 })),
  qualification_type: literalUnion(QUALIFICATION_TYPES),
  min_connection_voltage: Nullable(Kv),
  max_connection_voltage: Nullable(Kv),
  tag: Nullable(literalUnion(TAGS)),
  fixed_price: Type.Boolean(),
  boundary_buffer: Type.Number({ minimum: 0, maximum: 100 }),
  qualification_open: NullableDateTime,
  qualification_closed: NullableDateTime,
  open: NullableDateTime,
  closed: NullableDateTime,
  archive_on: NullableDateTime,
  area_refs: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100, uniqueItems: true }),
  boundary: Nullable(GeoJsonArea),
  contact: Type.String({ maxLength: 200 }),
  description: Type.String({ maxLength: 4000 }),
  minimum_budget: Nullable(Budget),
  maximum_budget: Nullable(Budget),
  availability_guide_price: Nullable(Price),
  utilisation_guide_price: Nullable(Price),
  service_fee: Nullable(Price),
  holiday_calendar: literalUnion(HOLIDAY_CALENDARS, 'Default: GB-SCT when the whole area is in Scotland, else GB-ENG'),
  dps_record_reference: Nullable(Type.String({ maxLength: 60 })),
  duplicate_asset_overrides_from_competition: Nullable(Type.Integer({ minimum: 1, description: 'One of your competitions: its asset overrides are copied on creation' })),
  postcodes: Type.Array(Type.String({ minLength: 2, maxLength: 10 }), { maxItems: 200, description: 'Postcode districts (or full postcodes): their GSP regions join area_refs' }),
};

export const CompetitionCreate = Type.Object(
  {
    name: competitionFields.name,
    reference: competitionFields.reference,
    competition_type: Type.Optional(competitionFields.competition_type),
    power_type: Type.Optional(competitionFields.power_type),
    need_direction: Type.Optional(competitionFields.need_direction),
    need_type: Type.Optional(competitionFields.need_type),
    qualification_type: Type.Optional(competitionFields.qualification_type),
    min_connection_voltage: Type.Optional(competitionFields.min_connection_voltage),
    max_connection_voltage: Type.Optional(competitionFields.max_connection_voltage),
    tag: Type.Optional(competitionFields.tag),
    fixed_price: Type.Optional(competitionFields.fixed_price),
    boundary_buffer: Type.Optional(competitionFields.boundary_buffer),
    qualification_open: Type.Optional(competitionFields.qualification_open),
    qualification_closed: Type.Optional(competitionFields.qualification_closed),
    open: Type.Optional(competitionFields.open),
    closed: Type.Optional(competitionFields.closed),
    archive_on: Type.Optional(competitionFields.archive_on),
    area_refs: Type.Optional(competitionFields.area_refs),
    boundary: Type.Optional(competitionFields.boundary),
    contact: Type.Optional(competitionFields.contact),
    description: Type.Optional(competitionFields.description),
    minimum_budget: Type.Optional(competitionFields.minimum_budget),
    maximum_budget: Type.Optional(competitionFields.maximum_budget),
    availability_guide_price: Type.Optional(competitionFields.availability_guide_price),
    utilisation_guide_price: Type.Optional(competitionFields.utilisation_guide_price),
    service_fee: Type.Optional(competitionFields.service_fee),
    holiday_calendar: Type.Optional(competitionFields.holiday_calendar),
    dps_record_reference: Type.Optional(competitionFields.dps_record_reference),
    duplicate_asset_overrides_from_competition: Type.Optional(competitionFields.duplicate_asset_overrides_from_competition),
    postcodes: Type.Optional(competitionFields.postcodes),
    service_periods: Type.Optional(Type.Array(PeriodBody, { maxItems: 20 })),
  },
  { additionalProperties: false },
);

export const CompetitionUpdate = Type.Object(
  {
    name: competitionFields.name,
    reference: competitionFields.reference,
    competition_type: competitionFields.competition_type,
    power_type: competitionFields.power_type,
    need_direction: competitionFields.need_direction,
    need_type: Type.Optional(competitionFields.need_type),
    qualification_type: competitionFields.qualification_type,
    min_connection_voltage: competitionFields.min_connection_voltage,
    max_connection_voltage: competitionFields.max_connection_voltage,
    tag: competitionFields.tag,
    fixed_price: competitionFields.fixed_price,
    boundary_buffer: competitionFields.boundary_buffer,
    qualification_open: competitionFields.qualification_open,
    qualification_closed: competitionFields.qualification_closed,
    open: competitionFields.open,
    closed: competitionFields.closed,
    archive_on: competitionFields.archive_on,
    area_refs: Type.Optional(competitionFields.area_refs),
    boundary: Type.Optional(competitionFields.boundary),
    contact: Type.Optional(competitionFields.contact),
    description: Type.Optional(competitionFields.description),
    minimum_budget: Type.Optional(competitionFields.minimum_budget),
    maximum_budget: Type.Optional(competitionFields.maximum_budget),
    availability_guide_price: Type.Optional(competitionFields.availability_guide_price),
    utilisation_guide_price: Type.Optional(competitionFields.utilisation_guide_price),
    service_fee: Type.Optional(competitionFields.service_fee),
    holiday_calendar: Type.Optional(competitionFields.holiday_calendar),
    dps_record_reference: Type.Optional(competitionFields.dps_record_reference),
    postcodes: Type.Optional(competitionFields.postcodes),
    service_periods: Type.Optional(Type.Array(PeriodBody, { maxItems: 20, description: 'When given, replaces every period and window' })),
  },
  { additionalProperties: false },
);

/** A competition as the API returns it. */
export type CompetitionRow = Static<typeof CompetitionRow>;
/** A competition as the public map sees it. */
export type PublicCompetitionRow = Static<typeof PublicCompetitionRow>;
/** A service window in a create or update body. */
export type WindowBody = Static<typeof WindowBody>;
/** A service period in a create or update body. */
export type PeriodBody = Static<typeof PeriodBody>;
/** The body of POST /flex/competitions/. */
export type CompetitionCreate = Static<typeof CompetitionCreate>;
/** The body of PUT /flex/competitions/{id}/ (PATCH: any part of it). */
export type CompetitionUpdate = Static<typeof CompetitionUpdate>;
