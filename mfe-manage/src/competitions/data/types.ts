/**
 * Shapes of the competition calls as the competition screens read them (workflows §3).
 * TODO(issue 8 point 2): these become aliases of the types generated from the API's OpenAPI
 * document (shared-session's generated types) once they land; keep field names as served.
 */

export const COMPETITION_STATUSES = ['incomplete', 'pending', 'qualifying', 'qualified', 'open', 'closed', 'archived'] as const;
export type CompetitionStatus = (typeof COMPETITION_STATUSES)[number];

export const COMPETITION_TYPES = ['availability_utilisation', 'utilisation', 'service_fee', 'availability'] as const;
export type CompetitionType = (typeof COMPETITION_TYPES)[number];

export const POWER_TYPES = ['active_power', 'reactive_power'] as const;
export type PowerType = (typeof POWER_TYPES)[number];

export const NEED_DIRECTIONS = ['deficit', 'excess', 'import', 'export'] as const;
export type NeedDirection = (typeof NEED_DIRECTIONS)[number];

/** Public holiday handling of a service window (`holiday_handling`). */
export const HOLIDAY_HANDLING = ['Ignore', 'Exclude', 'Only'] as const;
export type HolidayHandling = (typeof HOLIDAY_HANDLING)[number];

export const ELIGIBILITY_STATUSES = ['eligible', 'qualified', 'ineligible', 'disqualified'] as const;
export type EligibilityStatus = (typeof ELIGIBILITY_STATUSES)[number];

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
export type OverrideReason = (typeof OVERRIDE_REASONS)[number];

/** The five dates of a competition, in lifecycle order (UTC ISO strings). */
export const COMPETITION_DATES = ['qualification_open', 'qualification_closed', 'open', 'closed', 'archive_on'] as const;
export type CompetitionDateField = (typeof COMPETITION_DATES)[number];

export interface Operator {
  id: number;
  name: string;
  slug?: string;
  brand_colour?: string | null;
}

export interface ServiceWindow {
  id: number;
  service_period?: number;
  competition?: number;
  name: string;
  /** HH:MM */
  start_time: string;
  end_time: string;
  /** Day codes 0–6, Monday = 0. */
  service_days: number[];
  holiday_handling: string;
  capacity_required: number | null;
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

export interface ServicePeriod {
  id: number;
  competition?: number;
  name: string;
  /** YYYY-MM-DD */
  start: string;
  end: string;
  windows?: ServiceWindow[];
  service_windows?: ServiceWindow[];
}

/** Counts of a competition (`expand=counts`). */
export interface CompetitionCounts {
  qualifying_assets: number;
  entries: number;
  bids: number;
}

export interface Competition {
  id: number;
  name: string;
  reference: string;
  status: CompetitionStatus;
  operator: number | Operator;
  currency: string;
  competition_type: CompetitionType | string;
  power_type: PowerType | string;
  need_direction: NeedDirection | string;
  need_type?: string | null;
  qualification_type?: string;
  min_connection_voltage: number | null;
  max_connection_voltage: number | null;
  tag?: string | null;
  fixed_price: boolean;
  boundary_buffer?: number;
  qualification_open: string | null;
  qualification_closed: string | null;
  open: string | null;
  closed: string | null;
  archive_on: string | null;
  area_refs?: number[];
  gsp_groups?: string[];
  contact?: string;
  description?: string;
  minimum_budget?: number | null;
  maximum_budget?: number | null;
  availability_guide_price?: number | null;
  utilisation_guide_price?: number | null;
  service_fee?: number | null;
  /** Ids, or the periods with `expand=service_periods(.windows)`. */
  service_periods?: Array<number | ServicePeriod>;
  is_active?: boolean;
  counts?: CompetitionCounts;
  qualifyingAssets?: { total_count: number };
  created?: string;
  updated?: string;
}

export interface Reason {
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

/** A row of `GET flex/competitions/{id}/assets/` (the operator's view). */
export interface CompetitionAsset {
  id: number;
  competition: number;
  flex_asset: number;
  planned: boolean;
  flex_provider: number | null;
  ref: string | null;
  name: string | null;
  asset_type: string | null;
  asset_category: string | null;
  voltage_level: number | null;
  active_export_capacity?: number | null;
  active_import_capacity?: number | null;
  reactive_export_capacity?: number | null;
  reactive_import_capacity?: number | null;
  capacity_type?: string | null;
  capacity_value?: number | null;
  eligibility_status: EligibilityStatus | string;
  computed_status?: string | null;
  override_status?: string | null;
  override_reason?: string | null;
  reasons: Reason[] | null;
}

/** A row of `GET flex/assetsummary/?competition=ID` for a provider (its own assets). */
export interface ProviderAssetSummary {
  id: number;
  competition: number;
  flex_asset: number;
  planned: boolean;
  ref: string | null;
  name: string | null;
  asset_type: string | null;
  eligibility_status: EligibilityStatus | string;
  reasons: Reason[] | null;
  override_reason?: string | null;
}

export interface CompetitionEntry {
  id: number;
  competition: number;
  flex_provider: number;
  status: 'confirmed' | 'withdrawn';
  withdrawn: boolean;
  flex_assets: number[];
  competition_status?: string;
  confirmed_by?: number | null;
  created: string;
  updated: string;
}

export interface FlexProvider {
  id: number;
  name: string;
}

/** A saved competition template (`POST flex/competitions/{id}/save_as_template/` answers one). */
export interface CompetitionTemplate {
  id: number;
  name: string;
  source_competition?: number | null;
  created?: string;
}
