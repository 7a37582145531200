/**
 * Shapes of the calls the competition form makes: aliases of the types generated from the API's
 * OpenAPI document (shared-session), never hand-written copies.
 */
import type {
  Competition,
  CompetitionCreate,
  CompetitionTemplate,
  Expanded,
  ItemOf,
  NeedTypeOption,
  RequestBodyOf,
  ResponseOf,
  VoltageOption,
} from 'shared-session';
import type { CompetitionDateField as DateFieldName, CompetitionType, HolidayHandling, NeedDirection, PowerType } from '../data';

export { COMPETITION_TYPES, HOLIDAY_HANDLING, NEED_DIRECTIONS, POWER_TYPES } from '../data';
export type { CompetitionType, HolidayHandling, NeedDirection, PowerType, DateFieldName, NeedTypeOption, VoltageOption, CompetitionTemplate };

/** `GET flex/holiday-calendars/`. */
export type HolidayCalendarOption = ItemOf<'/flex/holiday-calendars/'>;
export type HolidayCalendar = NonNullable<CompetitionCreate['holiday_calendar']>;

/** `GET flex/gspregions/?search=&within_operating_area=true`. */
export type GspRegion = ItemOf<'/flex/gspregions/'>;

/** `GET flex/holidays/?calendar=&from=&to=`. */
export type PublicHoliday = ItemOf<'/flex/holidays/'>;

/** `POST flex/competitions/preview_area/`. */
export type AreaPreviewRequest = RequestBodyOf<'/flex/competitions/preview_area/', 'post'>;
export type AreaPreview = ResponseOf<'/flex/competitions/preview_area/', 'post'>;
export type AreaGeometry = NonNullable<AreaPreview['boundary']>;

/** A stored competition with its periods and windows (`expand=service_periods.windows`). */
export type StoredCompetitionRead = Expanded<Competition, 'service_periods', { service_periods: 'windows' }>;

/** The operator's competitions as choices (`fields=id,name,reference`). */
export type CompetitionChoice = Pick<Competition, 'id' | 'name'> & Partial<Pick<Competition, 'reference'>>;

/**
 * The create body; the form sends the same body to replace a competition (PUT), whose
 * stricter required fields the server checks and answers per field.
 */
export type CompetitionBody = CompetitionCreate;
export type ServicePeriodBody = NonNullable<CompetitionCreate['service_periods']>[number];
export type ServiceWindowBody = NonNullable<ServicePeriodBody['service_windows']>[number];

/**
 * What the form reads back: a stored competition or a template body. Every field optional and
 * widened, so both generated shapes fit.
 */
export interface StoredWindow {
  name?: string | null;
  start_time?: string | null;
  end_time?: string | null;
  service_days?: number[] | null;
  holiday_handling?: string | null;
  capacity_required?: number | null;
  minimum_aggregate_asset_size?: number | null;
  required_response_time?: string | null;
  minimum_run_time?: string | null;
  dispatch_estimate?: number | null;
  dispatch_duration?: string | null;
  fixed_availability_price?: number | null;
  fixed_utilisation_price?: number | null;
  fixed_service_fee?: number | null;
  available_hours_override?: number | null;
}

export interface StoredPeriod {
  name?: string | null;
  start?: string | null;
  end?: string | null;
  windows?: StoredWindow[];
  service_windows?: StoredWindow[];
}

export interface StoredCompetition {
  name?: string | null;
  reference?: string | null;
  competition_type?: string | null;
  duplicate_asset_overrides_from_competition?: number | null;
  dps_record_reference?: string | null;
  contact?: string | null;
  qualification_open?: string | null;
  qualification_closed?: string | null;
  open?: string | null;
  closed?: string | null;
  archive_on?: string | null;
  need_type?: string | null;
  need_direction?: string | null;
  power_type?: string | null;
  min_connection_voltage?: number | null;
  max_connection_voltage?: number | null;
  boundary_buffer?: number | null;
  area_refs?: number[] | null;
  postcodes?: string[] | null;
  holiday_calendar?: string | null;
  minimum_budget?: number | null;
  maximum_budget?: number | null;
  availability_guide_price?: number | null;
  utilisation_guide_price?: number | null;
  service_fee?: number | null;
  fixed_price?: boolean | null;
  description?: string | null;
  service_periods?: ReadonlyArray<StoredPeriod | number>;
  qualification_type?: CompetitionCreate['qualification_type'];
  tag?: CompetitionCreate['tag'];
}
