/**
 * Shapes of the calls the competition form makes (issue 8 contract). They stay here until the
 * types generated from the API's OpenAPI document cover these endpoints.
 */
import type { CompetitionDateField as DateFieldName, CompetitionType, HolidayHandling, NeedDirection, PowerType } from '../data';

export { COMPETITION_TYPES, HOLIDAY_HANDLING, NEED_DIRECTIONS, POWER_TYPES } from '../data';
export type { CompetitionType, HolidayHandling, NeedDirection, PowerType };

/** `GET flex/need-types/`, `GET flex/holiday-calendars/`. */
export interface ValueLabel<V = string> {
  value: V;
  label: string;
}

/** `GET flex/gspregions/?search=&within_operating_area=true`. */
export interface GspRegion {
  id: number;
  name: string;
  gsp_group: string;
}

/** `GET flex/holidays/?calendar=&from=&to=`. */
export interface PublicHoliday {
  date: string;
  name: string;
}

export type Position = [number, number] | number[];
export interface MultiPolygonGeometry {
  type: 'MultiPolygon';
  coordinates: Position[][][];
}
export interface PolygonGeometry {
  type: 'Polygon';
  coordinates: Position[][];
}
export type AreaGeometry = MultiPolygonGeometry | PolygonGeometry;

/** `POST flex/competitions/preview_area/`. */
export interface AreaPreview {
  area_refs: number[];
  gsp_groups: string[];
  boundary: AreaGeometry | null;
  area_km2: number;
  /** The calendar the server would derive from the area, when it says. */
  holiday_calendar?: string | null;
}

/** The operator's competitions, for choices (duplicate overrides, save as template). */
export interface CompetitionChoice {
  id: number;
  name: string;
  reference?: string;
}

/** A service window as written (`POST`/`PUT flex/competitions/`). */
export interface ServiceWindowBody {
  name: string;
  start_time: string;
  end_time: string;
  service_days: number[];
  holiday_handling: HolidayHandling;
  capacity_required?: number;
  minimum_aggregate_asset_size: number | null;
  required_response_time: string | null;
  minimum_run_time: string | null;
  dispatch_estimate: number | null;
  dispatch_duration: string | null;
  fixed_availability_price: number | null;
  fixed_utilisation_price: number | null;
  fixed_service_fee: number | null;
  available_hours_override: number | null;
}

export interface ServicePeriodBody {
  name: string;
  start: string;
  end: string;
  service_windows: ServiceWindowBody[];
}

export type { DateFieldName };

/** The competition create/update body. */
export interface CompetitionBody {
  reference?: string;
  name: string;
  competition_type: CompetitionType;
  duplicate_asset_overrides_from_competition: number | null;
  dps_record_reference: string;
  contact: string;
  qualification_open?: string | null;
  qualification_closed?: string | null;
  open?: string | null;
  closed?: string | null;
  archive_on?: string | null;
  need_type: string | null;
  need_direction: NeedDirection;
  power_type: PowerType;
  min_connection_voltage: number | null;
  max_connection_voltage: number | null;
  boundary_buffer?: number;
  area_refs: number[];
  postcodes: string[];
  holiday_calendar?: string;
  minimum_budget: number | null;
  maximum_budget: number | null;
  availability_guide_price: number | null;
  utilisation_guide_price: number | null;
  service_fee: number | null;
  fixed_price: boolean;
  description: string;
  service_periods: ServicePeriodBody[];
  /** Kept from the stored competition on edit (fields the form does not show). */
  qualification_type?: string;
  tag?: string | null;
}

/** A stored service window as read with `expand=service_periods.windows`. */
export interface StoredWindow {
  id?: number;
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
  id?: number;
  name?: string | null;
  start?: string | null;
  end?: string | null;
  windows?: StoredWindow[];
  service_windows?: StoredWindow[];
}

/** A stored competition (`GET flex/competitions/ID/?expand=service_periods.windows`) or a template body. */
export interface StoredCompetition {
  id?: number;
  name?: string | null;
  reference?: string | null;
  status?: string;
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
  postcodes?: string[] | string | null;
  holiday_calendar?: string | null;
  minimum_budget?: number | null;
  maximum_budget?: number | null;
  availability_guide_price?: number | null;
  utilisation_guide_price?: number | null;
  service_fee?: number | null;
  fixed_price?: boolean | null;
  description?: string | null;
  service_periods?: Array<StoredPeriod | number>;
  qualification_type?: string;
  tag?: string | null;
}

/** `GET flex/competitiontemplates/ID/`. */
export interface CompetitionTemplateDetail {
  id: number;
  name: string;
  body: StoredCompetition;
}
