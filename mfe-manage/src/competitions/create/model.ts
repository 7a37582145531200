/**
 * The competition form's values (spec workflows §3 "Competition creation form") and their
 * translation to and from the API body. Numbers are typed as text and sent as numbers; the five
 * dates are typed in the form's zone (the region's) and sent in UTC, and a date that does not
 * parse, or names a time the zone skips, is left out of the body (spec workflows §5).
 */
import { DAYS_OF_CHOICE as PRESET_DAYS, dayChoiceOf, type DayChoice } from '../../common/competitions';
import { formDateToUtcIso, utcToFormDate } from './dates';
import {
  COMPETITION_TYPES,
  HOLIDAY_HANDLING,
  NEED_DIRECTIONS,
  POWER_TYPES,
  type CompetitionBody,
  type CompetitionType,
  type DateFieldName,
  type HolidayCalendar,
  type HolidayHandling,
  type NeedDirection,
  type PowerType,
  type CompetitionRead,
  type PeriodRead,
  type ServicePeriodBody,
  type ServiceWindowBody,
  type TemplateBody,
  type TemplatePeriod,
  type TemplateWindow,
  type WindowRead,
} from './types';

export const DATE_FIELDS: readonly DateFieldName[] = ['qualification_open', 'qualification_closed', 'open', 'closed', 'archive_on'];

/** Day codes run Monday = 0 to Sunday = 6 (spec workflows §9). */
export { DAY_CODES as ALL_DAYS, DAYS_OF_CHOICE as PRESET_DAYS, dayChoiceOf } from '../../common/competitions';
export type { DayChoice } from '../../common/competitions';
export const DAY_CHOICES: readonly DayChoice[] = ['everyday', 'weekdays', 'weekends', 'custom'];

export interface WindowValues {
  name: string;
  start_time: string;
  end_time: string;
  day_choice: DayChoice;
  service_days: number[];
  holiday_handling: HolidayHandling;
  capacity_required: string;
  minimum_aggregate_asset_size: string;
  required_response_time: string;
  minimum_run_time: string;
  dispatch_duration: string;
  dispatch_estimate: string;
  fixed_availability_price: string;
  fixed_utilisation_price: string;
  fixed_service_fee: string;
  available_hours_override: string;
}

export interface PeriodValues {
  name: string;
  start: string;
  end: string;
  service_windows: WindowValues[];
}

export interface CompetitionValues {
  reference: string;
  name: string;
  competition_type: CompetitionType | '';
  duplicate_asset_overrides_from_competition: number | '';
  dps_record_reference: string;
  contact: string;
  qualification_open: string;
  qualification_closed: string;
  open: string;
  closed: string;
  archive_on: string;
  need_type: string;
  need_direction: NeedDirection | '';
  power_type: PowerType;
  min_connection_voltage: number | '';
  max_connection_voltage: number | '';
  boundary_buffer: string;
  area_refs: number[];
  postcodes: string;
  holiday_calendar: string;
  minimum_budget: string;
  maximum_budget: string;
  availability_guide_price: string;
  utilisation_guide_price: string;
  service_fee: string;
  fixed_price: boolean;
  /** A day-ahead market (qualification_type piclo_stac): cleared against demand intervals. */
  day_ahead: boolean;
  description: string;
  service_periods: PeriodValues[];
}

export function emptyWindow(): WindowValues {
  return {
    name: '',
    start_time: '',
    end_time: '',
    day_choice: 'everyday',
    service_days: [...PRESET_DAYS.everyday],
    holiday_handling: 'Ignore',
    capacity_required: '',
    minimum_aggregate_asset_size: '',
    required_response_time: '',
    minimum_run_time: '',
    dispatch_duration: '',
    dispatch_estimate: '',
    fixed_availability_price: '',
    fixed_utilisation_price: '',
    fixed_service_fee: '',
    available_hours_override: '',
  };
}

export function emptyPeriod(): PeriodValues {
  return { name: '', start: '', end: '', service_windows: [emptyWindow()] };
}

export function emptyCompetition(): CompetitionValues {
  return {
    reference: '',
    name: '',
    // The server's defaults for a competition, so the form starts where an API caller would.
    competition_type: 'availability_utilisation',
    duplicate_asset_overrides_from_competition: '',
    dps_record_reference: '',
    contact: '',
    qualification_open: '',
    qualification_closed: '',
    open: '',
    closed: '',
    archive_on: '',
    need_type: '',
    need_direction: 'deficit',
    power_type: 'active_power',
    min_connection_voltage: '',
    max_connection_voltage: '',
    boundary_buffer: '',
    area_refs: [],
    postcodes: '',
    holiday_calendar: '',
    minimum_budget: '',
    maximum_budget: '',
    availability_guide_price: '',
    utilisation_guide_price: '',
    service_fee: '',
    fixed_price: false,
    day_ahead: false,
    description: '',
    service_periods: [emptyPeriod()],
  };
}

// ---- rates required by competition type (spec workflows §3) ---------------------------------

export type Rate = 'availability' | 'utilisation' | 'service_fee';

export const RATES_BY_TYPE: Record<CompetitionType, readonly Rate[]> = {
  availability_utilisation: ['availability', 'utilisation'],
  utilisation: ['utilisation'],
  service_fee: ['service_fee'],
  availability: ['availability'],
};

export const GUIDE_PRICE_FIELD: Record<Rate, 'availability_guide_price' | 'utilisation_guide_price' | 'service_fee'> = {
  availability: 'availability_guide_price',
  utilisation: 'utilisation_guide_price',
  service_fee: 'service_fee',
};

export const FIXED_PRICE_FIELD: Record<Rate, 'fixed_availability_price' | 'fixed_utilisation_price' | 'fixed_service_fee'> = {
  availability: 'fixed_availability_price',
  utilisation: 'fixed_utilisation_price',
  service_fee: 'fixed_service_fee',
};

export function requiredRates(type: CompetitionType | '' | undefined): readonly Rate[] {
  return type ? RATES_BY_TYPE[type] : [];
}

/** The competition-level guide prices that must be filled (none when prices are fixed per window). */
export function requiredGuidePrices(values: Pick<CompetitionValues, 'competition_type' | 'fixed_price'>): string[] {
  return values.fixed_price ? [] : requiredRates(values.competition_type).map((r) => GUIDE_PRICE_FIELD[r]);
}

/** The window fixed prices that must be filled (only when the competition has fixed prices). */
export function requiredFixedPrices(values: Pick<CompetitionValues, 'competition_type' | 'fixed_price'>): string[] {
  return values.fixed_price ? requiredRates(values.competition_type).map((r) => FIXED_PRICE_FIELD[r]) : [];
}

// ---- values → body --------------------------------------------------------------------------

const text = (value: string | null | undefined): string => (value ?? '').trim();

/** A typed number, or null when empty (validation has already refused anything else). */
function numberOrNull(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return value;
  const t = text(value);
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** Postcode districts typed as "NR1, NR2 nr3" → ["NR1", "NR2", "NR3"]. */
export function parsePostcodes(value: string | null | undefined): string[] {
  return [...new Set(text(value).split(/[\s,;]+/).filter(Boolean).map((p) => p.toUpperCase()))];
}

export const POSTCODE_DISTRICT = /^[A-Z]{1,2}\d[A-Z\d]?$/;

function windowBody(w: WindowValues): ServiceWindowBody {
  const capacity = numberOrNull(w.capacity_required);
  const body: ServiceWindowBody = {
    name: text(w.name),
    start_time: text(w.start_time),
    end_time: text(w.end_time),
    service_days: [...new Set(w.service_days)].sort((a, b) => a - b),
    holiday_handling: w.holiday_handling,
    minimum_aggregate_asset_size: numberOrNull(w.minimum_aggregate_asset_size),
    required_response_time: text(w.required_response_time) || null,
    minimum_run_time: text(w.minimum_run_time) || null,
    dispatch_estimate: numberOrNull(w.dispatch_estimate),
    dispatch_duration: text(w.dispatch_duration) || null,
    fixed_availability_price: numberOrNull(w.fixed_availability_price),
    fixed_utilisation_price: numberOrNull(w.fixed_utilisation_price),
    fixed_service_fee: numberOrNull(w.fixed_service_fee),
    available_hours_override: numberOrNull(w.available_hours_override),
  };
  if (capacity !== null) body.capacity_required = capacity;
  return body;
}

function periodBody(p: PeriodValues): ServicePeriodBody {
  return { name: text(p.name), start: text(p.start), end: text(p.end), service_windows: (p.service_windows ?? []).map(windowBody) };
}

/**
 * The create/update body. Empty dates are sent as null; dates that do not parse are left out.
 * `keep` carries stored fields the form does not show (edit mode).
 */
export function toBody(values: CompetitionValues, zone: string, keep: Partial<CompetitionBody> = {}): CompetitionBody {
  const body: CompetitionBody = {
    ...keep,
    reference: text(values.reference),
    name: text(values.name),
    competition_type: values.competition_type as CompetitionType,
    duplicate_asset_overrides_from_competition:
      values.duplicate_asset_overrides_from_competition === '' ? null : Number(values.duplicate_asset_overrides_from_competition),
    dps_record_reference: text(values.dps_record_reference),
    contact: text(values.contact),
    need_type: values.need_type || null,
    need_direction: values.need_direction as NeedDirection,
    power_type: values.power_type,
    min_connection_voltage: values.min_connection_voltage === '' ? null : Number(values.min_connection_voltage),
    max_connection_voltage: values.max_connection_voltage === '' ? null : Number(values.max_connection_voltage),
    area_refs: [...(values.area_refs ?? [])],
    postcodes: parsePostcodes(values.postcodes),
    minimum_budget: numberOrNull(values.minimum_budget),
    maximum_budget: numberOrNull(values.maximum_budget),
    availability_guide_price: numberOrNull(values.availability_guide_price),
    utilisation_guide_price: numberOrNull(values.utilisation_guide_price),
    service_fee: numberOrNull(values.service_fee),
    fixed_price: Boolean(values.fixed_price),
    qualification_type: values.day_ahead ? 'piclo_stac' : 'standard',
    ...(values.day_ahead ? { tag: 'Day Ahead' as const } : {}),
    description: text(values.description),
    service_periods: (values.service_periods ?? []).map(periodBody),
  };
  for (const field of DATE_FIELDS) {
    const typed = text(values[field]);
    if (typed === '') body[field] = null;
    else {
      const iso = formDateToUtcIso(typed, zone);
      if (iso) body[field] = iso;
      // A date that does not parse is left out of the body (spec workflows §5).
    }
  }
  const buffer = numberOrNull(values.boundary_buffer);
  if (buffer !== null) body.boundary_buffer = buffer;
  if (values.holiday_calendar) body.holiday_calendar = values.holiday_calendar as HolidayCalendar;
  return body;
}

// ---- stored competition or template → values ------------------------------------------------

const str = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value));
/** The value when it is one of the list's, else the fallback (a value the form has no choice for). */
const known = <T extends string>(list: readonly T[], value: string | null | undefined, fallback: T): T => list.find((item) => item === value) ?? fallback;

/** "HH:MM:SS" from the database reads as "HH:MM" in the form. */
const hhmm = (value: string | null | undefined): string => {
  const t = str(value);
  return /^\d{2}:\d{2}:\d{2}$/.test(t) ? t.slice(0, 5) : t;
};

function windowValues(w: WindowRead | TemplateWindow): WindowValues {
  const days = w.service_days?.length ? [...w.service_days].sort((a, b) => a - b) : [...PRESET_DAYS.everyday];
  return {
    name: str(w.name),
    start_time: hhmm(w.start_time),
    end_time: hhmm(w.end_time),
    day_choice: dayChoiceOf(days),
    service_days: days,
    holiday_handling: known<HolidayHandling>(HOLIDAY_HANDLING, w.holiday_handling, 'Ignore'),
    capacity_required: str(w.capacity_required),
    minimum_aggregate_asset_size: str(w.minimum_aggregate_asset_size),
    required_response_time: str(w.required_response_time),
    minimum_run_time: str(w.minimum_run_time),
    dispatch_duration: str(w.dispatch_duration),
    dispatch_estimate: str(w.dispatch_estimate),
    fixed_availability_price: str(w.fixed_availability_price),
    fixed_utilisation_price: str(w.fixed_utilisation_price),
    fixed_service_fee: str(w.fixed_service_fee),
    available_hours_override: str(w.available_hours_override),
  };
}

function periodValues(p: PeriodRead | TemplatePeriod): PeriodValues {
  const windows = ('windows' in p ? p.windows : undefined) ?? p.service_windows ?? [];
  return { name: str(p.name), start: str(p.start), end: str(p.end), service_windows: windows.map(windowValues) };
}

/**
 * Form values from what a stored competition and a template body both hold: everything but the
 * reference, the five dates and the competition whose overrides were copied. Periods left as ids
 * (not expanded) and choices the form does not offer read as the form's defaults.
 */
function termsValues(source: CompetitionRead | TemplateBody): CompetitionValues {
  const base = emptyCompetition();
  const listed: readonly (number | PeriodRead | TemplatePeriod)[] = source.service_periods ?? [];
  const periods = listed.filter((p): p is PeriodRead | TemplatePeriod => typeof p === 'object' && p !== null);
  return {
    ...base,
    name: str(source.name),
    competition_type: known<CompetitionType>(COMPETITION_TYPES, source.competition_type, 'availability_utilisation'),
    dps_record_reference: str(source.dps_record_reference),
    contact: str(source.contact),
    need_type: str(source.need_type),
    need_direction: known<NeedDirection>(NEED_DIRECTIONS, source.need_direction, 'deficit'),
    power_type: known<PowerType>(POWER_TYPES, source.power_type, 'active_power'),
    min_connection_voltage: source.min_connection_voltage ?? '',
    max_connection_voltage: source.max_connection_voltage ?? '',
    boundary_buffer: str(source.boundary_buffer),
    area_refs: [...(source.area_refs ?? [])],
    postcodes: (source.postcodes ?? []).join(', '),
    holiday_calendar: str(source.holiday_calendar),
    minimum_budget: str(source.minimum_budget),
    maximum_budget: str(source.maximum_budget),
    availability_guide_price: str(source.availability_guide_price),
    utilisation_guide_price: str(source.utilisation_guide_price),
    service_fee: str(source.service_fee),
    fixed_price: Boolean(source.fixed_price),
    day_ahead: source.qualification_type === 'piclo_stac',
    description: str(source.description),
    service_periods: periods.length ? periods.map(periodValues) : base.service_periods,
  };
}

/** Form values of a stored competition (edit mode); its UTC dates are shown as wall times of `zone`, the form's. */
export function valuesFromCompetition(stored: CompetitionRead, zone: string): CompetitionValues {
  return {
    ...termsValues(stored),
    reference: str(stored.reference),
    duplicate_asset_overrides_from_competition: stored.duplicate_asset_overrides_from_competition ?? '',
    qualification_open: utcToFormDate(stored.qualification_open, zone),
    qualification_closed: utcToFormDate(stored.qualification_closed, zone),
    open: utcToFormDate(stored.open, zone),
    closed: utcToFormDate(stored.closed, zone),
    archive_on: utcToFormDate(stored.archive_on, zone),
  };
}

/** Form values of a template's body: no reference and no dates, which each competition has its own. */
export function valuesFromTemplate(body: TemplateBody): CompetitionValues {
  return termsValues(body);
}

/** Stored fields the form does not show, sent back unchanged on edit. */
export function keptOnEdit(stored: CompetitionRead): Partial<CompetitionBody> {
  const keep: Partial<CompetitionBody> = {};
  if (stored.tag !== undefined) keep.tag = stored.tag;
  return keep;
}
