/**
 * Demand intervals of market clearing (workflows §3 "Market clearing", §4, §5): overlap, the
 * replace/trim rule, GSP names, when Run is enabled, and the intervals made from service windows.
 *
 * OVERLAP RULE (decided here; the spec names the behaviour, not the rule):
 *   Two intervals overlap when
 *   - their time ranges intersect (start inclusive, end exclusive; an interval runs within one day,
 *     an end of 00:00 meaning midnight at the end of it), and
 *   - their period dates intersect in at least one date that is a service day of both.
 *   Public holidays are not looked up: an interval with holiday handling 'Only' may fall on any date
 *   of its period (holidays fall on any weekday), and an 'Only' interval never shares a day with an
 *   'Exclude' one.
 *
 * ADDING AN OVERLAPPING INTERVAL:
 *   - Without the flag `mca_trim_intervals`, the new interval replaces every interval it overlaps
 *     (they are removed; the overlap warning said so before).
 *   - With the flag, each overlapped interval is trimmed: its time range is cut around the new one,
 *     leaving the piece before it and the piece after it (at most two; none when the new interval
 *     covers its whole time range, i.e. it is removed). Trimming is possible only when the new
 *     interval covers the old one's dates (its period contains the old period) and days (it serves
 *     every day the old one serves, with the same holiday handling or 'Ignore'). Any other overlap
 *     is refused with IntervalOverlapError ("Intervals overlap in a way we didn't consider!").
 */
import { normaliseDate } from 'shared-ui';
import { DAY_CODES, HOLIDAY_HANDLING } from '../../common/competitions';
import type { HolidayHandling, McaCompetition, McaDemandInterval, McaServicePeriod, McaServiceWindow } from './types';

/** Every day of the week (0 is Monday), as the competitions' windows count them. */
export const ALL_DAYS: readonly number[] = DAY_CODES;
export const HOLIDAY_HANDLINGS: readonly HolidayHandling[] = HOLIDAY_HANDLING;
export const TRIM_FLAG = 'mca_trim_intervals';
export const UNSUPPORTED_OVERLAP = "Intervals overlap in a way we didn't consider!";

const MINUTES_PER_DAY = 24 * 60;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of 'HH:MM' (seconds, if any, ignored); null when not a time. */
export function minutesOf(time: string | null | undefined): number | null {
  const m = TIME.exec((time ?? '').trim().slice(0, 5));
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** 'HH:MM' of minutes since midnight (1440 is written 00:00, midnight at the end of the day). */
export function timeOf(minutes: number): string {
  const m = minutes % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** The interval's time range in minutes [start, end); end 00:00 is 1440. Null when the end is not after the start. */
export function timeRange(iv: Pick<McaDemandInterval, 'start_time' | 'end_time'>): [number, number] | null {
  const start = minutesOf(iv.start_time);
  let end = minutesOf(iv.end_time);
  if (start === null || end === null) return null;
  if (end === 0) end = MINUTES_PER_DAY;
  return end > start ? [start, end] : null;
}

const DAY_MS = 86_400_000;

/** Epoch days of a YYYY-MM-DD date (UTC); null when not a real date. */
function dayNumber(ymd: string | null | undefined): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd ?? '');
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const d = new Date(t);
  if (d.getUTCFullYear() !== Number(m[1]) || d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3])) return null;
  return t / DAY_MS;
}

/** Service-day code (0 = Monday … 6 = Sunday) of an epoch day. */
const weekdayOf = (day: number): number => (new Date(day * DAY_MS).getUTCDay() + 6) % 7;

/** An interval's period as epoch days [first, last]; null when the dates are missing or reversed. */
function periodOf(iv: Pick<McaDemandInterval, 'period_dates'>): [number, number] | null {
  const first = dayNumber(iv.period_dates[0]);
  const last = dayNumber(iv.period_dates[1] ?? iv.period_dates[0]);
  return first === null || last === null || last < first ? null : [first, last];
}

type DaysPart = Pick<McaDemandInterval, 'service_days' | 'holiday_handling'>;

/** The interval's holiday handling (the API's default is Ignore). */
const holidaysOf = (iv: Pick<McaDemandInterval, 'holiday_handling'>): HolidayHandling => iv.holiday_handling ?? 'Ignore';

/** Whether the interval may serve a weekday ('Only' serves public holidays, whatever their weekday). */
function mayServe(iv: DaysPart, weekday: number): boolean {
  return holidaysOf(iv) === 'Only' || (iv.service_days ?? ALL_DAYS).includes(weekday);
}

/** The part of an interval that decides overlap (what the form knows before rate and capacity). */
export type IntervalShape = Pick<McaDemandInterval, 'start_time' | 'end_time' | 'period_dates' | 'service_days' | 'holiday_handling'>;

/** Whether two intervals overlap (see the rule at the top of this file). */
export function overlaps(a: IntervalShape, b: IntervalShape): boolean {
  const ta = timeRange(a);
  const tb = timeRange(b);
  if (!ta || !tb || !(ta[0] < tb[1] && tb[0] < ta[1])) return false;
  const holidays = new Set([holidaysOf(a), holidaysOf(b)]);
  if (holidays.has('Only') && holidays.has('Exclude')) return false;
  const pa = periodOf(a);
  const pb = periodOf(b);
  if (!pa || !pb) return false;
  const first = Math.max(pa[0], pb[0]);
  const last = Math.min(pa[1], pb[1]);
  // Seven consecutive shared dates meet every weekday: no need to look further.
  for (let day = first; day <= Math.min(last, first + 6); day++) {
    const weekday = weekdayOf(day);
    if (mayServe(a, weekday) && mayServe(b, weekday)) return true;
  }
  return false;
}

/**
 * Whether `next` covers `old`'s dates and days, so that `old` can be trimmed to the time outside
 * `next`: its period contains old's, its holiday handling is 'Ignore' or old's, and it serves
 * every weekday old serves.
 */
export function coversDatesAndDays(next: IntervalShape, old: IntervalShape): boolean {
  const pn = periodOf(next);
  const po = periodOf(old);
  if (!pn || !po || pn[0] > po[0] || pn[1] < po[1]) return false;
  if (holidaysOf(next) !== 'Ignore' && holidaysOf(next) !== holidaysOf(old)) return false;
  return ALL_DAYS.every((weekday) => !mayServe(old, weekday) || mayServe(next, weekday));
}

/** The pieces of `old` left outside `next`'s time range: before it, after it (0, 1 or 2 pieces). */
export function trimAround<T extends IntervalShape>(old: T, next: IntervalShape): T[] {
  const to = timeRange(old);
  const tn = timeRange(next);
  if (!to || !tn) return [old];
  const pieces: T[] = [];
  if (to[0] < tn[0]) pieces.push({ ...old, start_time: timeOf(to[0]), end_time: timeOf(tn[0]) });
  if (tn[1] < to[1]) pieces.push({ ...old, start_time: timeOf(tn[1]), end_time: timeOf(to[1]) });
  return pieces;
}

/** An overlap the rules do not handle (see the top of this file). */
export class IntervalOverlapError extends Error {
  constructor() {
    super(UNSUPPORTED_OVERLAP);
    this.name = 'IntervalOverlapError';
  }
}

/** Date, then time order (a stable sort: equal intervals keep their order). */
export function sortIntervals<T extends IntervalShape>(intervals: readonly T[]): T[] {
  const key = (iv: T) => `${iv.period_dates[0] ?? ''}|${iv.start_time}|${iv.end_time}|${iv.period_dates[1] ?? ''}`;
  return [...intervals].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/**
 * The intervals after adding `next`: overlapped intervals are removed, or trimmed with `trim`
 * (the flag); throws IntervalOverlapError for an overlap that cannot be trimmed. Sorted by date and time.
 */
export function addInterval<T extends IntervalShape>(existing: readonly T[], next: T, { trim }: { trim: boolean }): T[] {
  const kept: T[] = [];
  for (const old of existing) {
    if (!overlaps(old, next)) kept.push(old);
    else if (trim) {
      if (!coversDatesAndDays(next, old)) throw new IntervalOverlapError();
      kept.push(...trimAround(old, next));
    }
  }
  return sortIntervals([...kept, next]);
}

// ---- GSP names ------------------------------------------------------------------------------

/** Comma-separated GSP names: trimmed, blanks dropped. */
export function parseGsps(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/**
 * The names of `text` in the available list's spelling (matched without regard to case), or null
 * when one of them is not in the list. No names is valid (nothing excluded).
 */
export function resolveGsps(text: string | null | undefined, available: readonly string[]): string[] | null {
  const byKey = new Map(available.map((name) => [name.toLocaleLowerCase(), name]));
  const names: string[] = [];
  for (const name of parseGsps(text)) {
    const known = byKey.get(name.toLocaleLowerCase());
    if (known === undefined) return null;
    if (!names.includes(known)) names.push(known);
  }
  return names;
}

export const gspsValid = (text: string | null | undefined, available: readonly string[]): boolean => resolveGsps(text, available) !== null;

// ---- the demand interval form -----------------------------------------------------------------

/** The demand interval form as typed (text fields are strings). */
export interface IntervalFormValues {
  start_time?: string;
  end_time?: string;
  max_utilisation_rate?: string;
  required_capacity?: string;
  exclude_gsps?: string;
  start_date?: string;
  end_date?: string;
  service_days?: number[];
  holiday_handling?: HolidayHandling;
}

export const DEFAULT_FORM_VALUES: IntervalFormValues = { service_days: [...ALL_DAYS], holiday_handling: 'Ignore' };

const filled = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';
const RATE = /^\d+(\.\d{1,2})?$/;
const CAPACITY = /^(\d+(\.\d{1,5})?|\.\d{1,5})$/;

/** A price per MWh: digits with up to 2 decimals (≥ 0). */
export function parseRate(text: string | undefined): number | null {
  return filled(text) && RATE.test(text.trim()) ? Number(text.trim()) : null;
}

/** A capacity above zero with up to 5 decimals. */
export function parseCapacity(text: string | undefined): number | null {
  if (!filled(text) || !CAPACITY.test(text.trim())) return null;
  const n = Number(text.trim());
  return n > 0 ? n : null;
}

/** A date typed as YYYY-MM-DD or day-month-year, as YYYY-MM-DD; null when it is not a real date. */
export function resolveDate(text: string | undefined): string | null {
  if (!filled(text)) return null;
  const ymd = normaliseDate(text);
  return dayNumber(ymd) !== null ? ymd : null;
}

/** Whether every field but exclude_gsps has something in it (spec §5: the first condition of Run). */
export function requiredFilled(values: IntervalFormValues): boolean {
  return (
    filled(values.start_time) &&
    filled(values.end_time) &&
    filled(values.max_utilisation_rate) &&
    filled(values.required_capacity) &&
    filled(values.start_date) &&
    filled(values.end_date) &&
    (values.service_days?.length ?? 0) > 0 &&
    values.holiday_handling !== undefined
  );
}

/** The time, dates and days of the form (for the overlap warning), or null while they are incomplete. */
export function shapeOf(values: IntervalFormValues): IntervalShape | null {
  const start = resolveDate(values.start_date);
  const end = resolveDate(values.end_date);
  const days = [...new Set(values.service_days ?? [])].filter((d) => ALL_DAYS.includes(d)).sort((a, b) => a - b);
  if (!start || !end || end < start || days.length === 0) return null;
  const shape: IntervalShape = {
    start_time: (values.start_time ?? '').trim(),
    end_time: (values.end_time ?? '').trim(),
    period_dates: [start, end],
    service_days: days,
    holiday_handling: values.holiday_handling ?? 'Ignore',
  };
  return timeRange(shape) ? shape : null;
}

/** The server's limit on an interval's period, in days (first and last date included). */
export const MAX_PERIOD_DAYS = 366;

/** Days in an interval's period, both ends included (0 when the dates are not real). */
export function periodLength(iv: Pick<McaDemandInterval, 'period_dates'>): number {
  const period = periodOf(iv);
  return period ? period[1] - period[0] + 1 : 0;
}

/**
 * The demand interval the form describes, or null while Run must stay disabled: every field but
 * exclude_gsps filled, the start (and end) date resolving to a real date, the GSP names valid,
 * and the values well formed (times HH:MM with the end after the start, dates in order and at
 * most 366 days apart, a rate ≥ 0 with up to 2 decimals, a capacity > 0).
 */
export function intervalFromForm(values: IntervalFormValues, availableGsps: readonly string[]): McaDemandInterval | null {
  if (!requiredFilled(values)) return null;
  const gsps = resolveGsps(values.exclude_gsps, availableGsps);
  const shape = shapeOf(values);
  const rate = parseRate(values.max_utilisation_rate);
  const capacity = parseCapacity(values.required_capacity);
  if (gsps === null || shape === null || rate === null || capacity === null) return null;
  if (periodLength(shape) > MAX_PERIOD_DAYS) return null;
  return {
    ...shape,
    max_utilisation_rate: rate,
    required_capacity: capacity,
    exclude_gsps: gsps.length ? gsps : null,
  };
}

/** Whether the form's Run/Add button is enabled (spec §5). */
export const runEnabled = (values: IntervalFormValues, availableGsps: readonly string[]): boolean =>
  intervalFromForm(values, availableGsps) !== null;

// ---- service-window intervals (competitions other than day-ahead) -------------------------------

export interface WindowRow {
  window: McaServiceWindow;
  period: McaServicePeriod;
}

/** Every service window of the competition with its period, in period then time order. */
export function windowsOf(competition: McaCompetition): WindowRow[] {
  return competition.service_periods.flatMap((period) =>
    [...(period.windows ?? period.service_windows ?? [])]
      .sort((a, b) => a.start_time.localeCompare(b.start_time) || a.id - b.id)
      .map((window) => ({ window, period })),
  );
}

/** The period dates of a service period: [start, end]. */
export function periodDates(period: McaServicePeriod): string[] {
  return period.period_dates?.length === 2 ? [...period.period_dates] : [period.start, period.end];
}

const asHolidayHandling = (value: string | null | undefined): HolidayHandling =>
  HOLIDAY_HANDLINGS.includes(value as HolidayHandling) ? (value as HolidayHandling) : 'Ignore';

/** The demand interval of a service window: its own times, dates, days and capacity, with a max price. */
export function intervalForWindow({ window, period }: WindowRow, maxRate: number): McaDemandInterval {
  return {
    start_time: window.start_time.slice(0, 5),
    end_time: window.end_time.slice(0, 5),
    max_utilisation_rate: maxRate,
    required_capacity: window.capacity_required,
    exclude_gsps: null,
    period_dates: periodDates(period),
    service_days: window.service_days?.length ? [...window.service_days] : [...ALL_DAYS],
    holiday_handling: asHolidayHandling(window.holiday_handling),
    window_id: window.id,
  };
}

/** The service-window form: a max price per window, or (fixed-price competitions) one rate for all. */
export interface WindowFormValues {
  /** Max price per window, keyed by rateKey(window id). */
  rates?: Record<string, string | undefined>;
  /** The one max utilisation rate of a fixed-price competition. */
  fixedRate?: string;
}

/**
 * The intervals of the service-window form, or null while Run must stay disabled: a fixed-price
 * competition needs its one rate (applied to every window); others a max price for every window.
 */
export function intervalsFromWindows(rows: readonly WindowRow[], values: WindowFormValues, fixedPrice: boolean): McaDemandInterval[] | null {
  if (rows.length === 0) return null;
  if (fixedPrice) {
    const rate = parseRate(values.fixedRate);
    return rate === null ? null : rows.map((row) => intervalForWindow(row, rate));
  }
  const intervals: McaDemandInterval[] = [];
  for (const row of rows) {
    const rate = parseRate(values.rates?.[rateKey(row.window.id)]);
    if (rate === null) return null;
    intervals.push(intervalForWindow(row, rate));
  }
  return intervals;
}

/** The form key of a window's max price ('w11': a plain number would make the form's values an array). */
export const rateKey = (windowId: number): string => `w${windowId}`;

/** Day-ahead competitions (qualification_type 'piclo_stac') enter demand intervals; others one per window. */
export const isDayAhead = (competition: Pick<McaCompetition, 'qualification_type'>): boolean => competition.qualification_type === 'piclo_stac';

/** The service-window form filled from earlier window intervals (the last confirmed clearing). */
export function windowValuesFrom(intervals: readonly McaDemandInterval[], rows: readonly WindowRow[], fixedPrice: boolean): WindowFormValues {
  const known = new Set(rows.map((r) => r.window.id));
  const mine = intervals.filter((iv) => iv.window_id != null && known.has(iv.window_id));
  const rates: Record<string, string> = {};
  for (const iv of mine) rates[rateKey(iv.window_id!)] = String(iv.max_utilisation_rate);
  return fixedPrice && mine[0] ? { rates, fixedRate: String(mine[0].max_utilisation_rate) } : { rates };
}

/** The day-ahead intervals among earlier ones (those without a window), in date and time order. */
export const dayAheadIntervalsFrom = (intervals: readonly McaDemandInterval[]): McaDemandInterval[] =>
  sortIntervals(intervals.filter((iv) => iv.window_id == null));
