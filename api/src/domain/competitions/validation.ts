/**
 * What the server checks on a competition before it stores it. Errors come back in the DRF shape,
 * one list of messages per field; service periods and windows nest as lists with one object per
 * item, `{}` for an item without errors:
 * `{"closed": ["…"], "service_periods": [{}, {"end": ["…"], "service_windows": [{"end_time": ["…"]}]}]}`.
 */
import type { Db } from '../../db/types.js';
import { registerConstraintError } from '../../plugins/errors.js';
import { HOLIDAY_HANDLING, isHolidayCalendar, serviceDates, type HolidayCalendar, type HolidayHandling } from './holidays.js';
import type { CompetitionCreate, WindowBody } from './schemas.js';

export const DATE_FIELDS = ['qualification_open', 'qualification_closed', 'open', 'closed', 'archive_on'] as const;
/** A date before the one in front of it: the message names the earlier date (whole sentences, for the translations). */
const NOT_BEFORE: Record<DateField, string> = {
  qualification_open: 'Must not be before qualification opens.',
  qualification_closed: 'Must not be before qualification closes.',
  open: 'Must not be before bidding opens.',
  closed: 'Must not be before bidding closes.',
  archive_on: 'Must not be before the archive date.',
};

type DateField = (typeof DATE_FIELDS)[number];
type CompetitionType = NonNullable<CompetitionCreate['competition_type']>;
/** A guide price of the competition and the fixed price of each window that stands for it. */
interface RequiredRate {
  guide: 'availability_guide_price' | 'utilisation_guide_price' | 'service_fee';
  fixed: FixedRate;
  label: string;
}
type FixedRate = 'fixed_availability_price' | 'fixed_utilisation_price' | 'fixed_service_fee';

/**
 * What the checks read of a service window: a window of a body, or a stored window (whose
 * holiday handling is any text) with an update body over it. Any field may be missing.
 */
export type CheckedWindow = Partial<
  Pick<WindowBody, 'start_time' | 'end_time' | 'service_days' | 'capacity_required' | 'minimum_aggregate_asset_size' | 'required_response_time' | 'minimum_run_time' | 'dispatch_duration' | FixedRate>
> & { holiday_handling?: string };

/** What the checks read of a service period: its dates and its windows (a stored period's windows when it is checked on its own). */
export interface CheckedPeriod {
  start?: string;
  end?: string;
  service_windows?: readonly CheckedWindow[];
}

/**
 * What the checks read of a competition: a create body, or the stored row with an update body
 * over it (a draft may lack any field). Its service periods are checked when they are bodies;
 * the stored row's period ids are not.
 */
export type CheckedCompetition = Partial<
  Pick<
    CompetitionCreate,
    DateField | 'min_connection_voltage' | 'max_connection_voltage' | 'minimum_budget' | 'maximum_budget' | 'holiday_calendar' | 'competition_type' | 'fixed_price' | RequiredRate['guide']
  >
> & { service_periods?: ReadonlyArray<number | CheckedPeriod> };

/**
 * The rates each competition type needs: guide prices on the competition, or, with fixed_price,
 * the fixed prices on every window. Required once the competition is scheduled (its four dates
 * set); an incomplete draft may be saved without them.
 */
export const REQUIRED_RATES: Record<CompetitionType, RequiredRate[]> = {
  availability_utilisation: [
    { guide: 'availability_guide_price', fixed: 'fixed_availability_price', label: 'availability' },
    { guide: 'utilisation_guide_price', fixed: 'fixed_utilisation_price', label: 'utilisation' },
  ],
  availability: [{ guide: 'availability_guide_price', fixed: 'fixed_availability_price', label: 'availability' }],
  utilisation: [{ guide: 'utilisation_guide_price', fixed: 'fixed_utilisation_price', label: 'utilisation' }],
  service_fee: [{ guide: 'service_fee', fixed: 'fixed_service_fee', label: 'service fee' }],
};

export type FieldErrors = Record<string, unknown>;

/** An instant in milliseconds: a body's ISO text, or a stored row's Date. */
function ms(v: unknown): number | null {
  if (v === null || v === undefined) return null;
  const t = v instanceof Date ? v.getTime() : Date.parse(String(v));
  return Number.isNaN(t) ? null : t;
}

function num(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

const DURATION = /^(?:(\d{1,3}) )?([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;

/** "[D ]HH:MM:SS", hours under 24, minutes and seconds under 60, zero refused (spec §5). */
export function durationError(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const m = DURATION.exec(String(value));
  if (!m) return 'Enter a duration as [days ]HH:MM:SS, e.g. 00:30:00 or 1 02:00:00.';
  const seconds = Number(m[1] ?? 0) * 86_400 + Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4]);
  return seconds === 0 ? 'Must be longer than zero.' : null;
}

function isScheduled(c: CheckedCompetition): boolean {
  return (['qualification_open', 'qualification_closed', 'open', 'closed'] as const).every((f) => c[f] !== null && c[f] !== undefined);
}

/** The rates the competition's type needs (availability and utilisation when it names none). */
function requiredRates(c: CheckedCompetition): RequiredRate[] {
  return REQUIRED_RATES[c.competition_type ?? 'availability_utilisation'];
}

/** The competition's service periods when they are bodies (a create or update names them), else null (the stored row's ids). */
function bodyPeriods(c: CheckedCompetition): CheckedPeriod[] | null {
  const periods = c.service_periods;
  if (!Array.isArray(periods)) return null;
  const bodies = periods.filter((p): p is CheckedPeriod => p !== null && typeof p === 'object');
  return bodies.length === periods.length ? bodies : null;
}

/** Field errors of a merged competition (dates in order, ranges, required rates) and of its periods and windows. */
export function competitionErrors(c: CheckedCompetition): FieldErrors {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  let previous: { field: DateField; t: number } | null = null;
  for (const field of DATE_FIELDS) {
    const t = ms(c[field]);
    if (t === null) continue;
    if (previous && t < previous.t) add(field, NOT_BEFORE[previous.field]);
    previous = { field, t };
  }
  const min = num(c.min_connection_voltage);
  const max = num(c.max_connection_voltage);
  if (min !== null && max !== null && min > max) add('max_connection_voltage', 'Must be at least the minimum connection voltage.');
  const bmin = num(c.minimum_budget);
  const bmax = num(c.maximum_budget);
  if (bmin !== null && bmax !== null && bmin > bmax) add('maximum_budget', 'Must be at least the minimum budget.');
  if (c.holiday_calendar !== undefined && c.holiday_calendar !== null && !isHolidayCalendar(c.holiday_calendar)) {
    add('holiday_calendar', 'Choose GB-ENG, GB-WLS, GB-SCT or GB-NIR.');
  }

  const periods = bodyPeriods(c);
  const fixed = c.fixed_price === true;
  if (isScheduled(c) && !fixed) {
    for (const rate of requiredRates(c)) if (num(c[rate.guide]) === null) add(rate.guide, `The ${rate.label} guide price is required for this competition type.`);
  }
  const out: FieldErrors = { ...errors };
  if (periods) {
    const context = windowContextOf(c);
    const nested = periods.map((p) => periodErrors(p, context));
    if (nested.some((e) => Object.keys(e).length > 0)) out.service_periods = nested;
  }
  return out;
}

/** What a window's checks need to know of its competition: the holiday calendar and the fixed rates it requires. */
export interface WindowContext {
  calendar: HolidayCalendar;
  fixedRates: { field: FixedRate; label: string }[];
}

/** The window context of a (merged) competition row. */
export function windowContextOf(c: CheckedCompetition): WindowContext {
  const fixed = c.fixed_price === true;
  return {
    calendar: isHolidayCalendar(c.holiday_calendar) ? c.holiday_calendar : 'GB-ENG',
    fixedRates: fixed && isScheduled(c) ? requiredRates(c).map((r) => ({ field: r.fixed, label: r.label })) : [],
  };
}

/** A window's holiday handling: one of the three, else (none given) Ignore. */
function handlingOf(w: CheckedWindow): HolidayHandling {
  return HOLIDAY_HANDLING.find((h) => h === w.holiday_handling) ?? 'Ignore';
}

const isRealDate = (d: string | null): d is string => d !== null && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);

/** Errors of one service window inside a period from `start` to `end` (null when the period's dates are not usable). */
export function windowErrors(w: CheckedWindow, start: string | null, end: string | null, context: WindowContext): Record<string, string[]> {
  const e: Record<string, string[]> = {};
  const add = (field: string, message: string) => (e[field] ??= []).push(message);
  const st = typeof w.start_time === 'string' ? w.start_time.slice(0, 5) : null;
  const et = typeof w.end_time === 'string' ? w.end_time.slice(0, 5) : null;
  // A window ending at an earlier time of day runs overnight (e.g. 23:00–05:00 ends the next morning).
  if (st !== null && et !== null && et === st) add('end_time', 'Must end after the window starts (an earlier time runs overnight).');
  const minAgg = num(w.minimum_aggregate_asset_size);
  const cap = num(w.capacity_required);
  if (minAgg !== null && cap !== null && cap > 0 && minAgg > cap) add('minimum_aggregate_asset_size', 'Must not be more than the capacity required.');
  for (const field of ['required_response_time', 'minimum_run_time', 'dispatch_duration'] as const) {
    const message = durationError(w[field]);
    if (message) add(field, message);
  }
  for (const rate of context.fixedRates) if (num(w[rate.field]) === null) add(rate.field, `The fixed ${rate.label} price is required (fixed-price competition).`);
  if (isRealDate(start) && isRealDate(end) && start <= end) {
    const days = w.service_days ?? [0, 1, 2, 3, 4, 5, 6];
    const handling = handlingOf(w);
    if (serviceDates(context.calendar, start, end, days, handling).length === 0) {
      add(handling === 'Only' ? 'holiday_handling' : 'service_days', 'This window has no service day inside its period.');
    }
  }
  return e;
}

/** Errors of a service period (real dates in order) and of its windows (`service_windows`, one object per window). */
export function periodErrors(p: CheckedPeriod, context: WindowContext): FieldErrors {
  const errors: Record<string, string[]> = {};
  const start = typeof p.start === 'string' ? p.start : null;
  const end = typeof p.end === 'string' ? p.end : null;
  if (start !== null && !isRealDate(start)) errors.start = ['Enter a real date (YYYY-MM-DD).'];
  if (end !== null && !isRealDate(end)) errors.end = ['Enter a real date (YYYY-MM-DD).'];
  if (isRealDate(start) && isRealDate(end) && start > end) errors.end = ['Must not be before the start of the period.'];
  const windows = p.service_windows ?? [];
  const nested = windows.map((w) => windowErrors(w, start, end, context));
  const out: FieldErrors = { ...errors };
  if (nested.some((e) => Object.keys(e).length > 0)) out.service_windows = nested;
  return out;
}

/** True when an errors object holds any non-empty list of messages, at any depth. */
export function hasErrors(errors: unknown): boolean {
  if (Array.isArray(errors)) return errors.some((e) => typeof e === 'string' || hasErrors(e));
  if (errors && typeof errors === 'object') return Object.values(errors).some((v) => hasErrors(v));
  return false;
}

const REFERENCE_TAKEN = 'You already have a competition with this reference.';
// Two requests with one reference at once both pass referenceTaken; the unique index refuses the
// second, which hears the same answer on `reference`.
registerConstraintError('competitions_operator_reference_idx', 'reference', REFERENCE_TAKEN);

export async function referenceTaken(db: Db, operatorId: number, reference: string | undefined, exceptId: number | null, errors: FieldErrors): Promise<void> {
  if (reference === undefined) return;
  const r = await db.query('SELECT 1 FROM competitions WHERE operator_id = $1 AND lower(reference) = lower($2) AND id <> $3', [operatorId, reference, exceptId ?? 0]);
  if (r.rows.length) errors.reference = [...((errors.reference as string[] | undefined) ?? []), REFERENCE_TAKEN];
}
