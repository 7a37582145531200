/**
 * Settlement periods on a competition's clock, by instants: a local day is the run of periods
 * from its local midnight to the next one, so a clock-change day in Europe/London has 46 or 50
 * half-hours, never a fixed 48. Instants are epoch milliseconds (UTC).
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(zone, f);
  }
  return f;
}

/** The instant's wall-clock reading in the zone, read as if it were UTC ("local epoch" ms). */
function localEpoch(instant: number, zone: string): number {
  const p = Object.fromEntries(formatter(zone).formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
}

/** The zone's local date (YYYY-MM-DD) at an instant. */
export function localDateOf(instant: number, zone: string): string {
  return new Date(localEpoch(instant, zone)).toISOString().slice(0, 10);
}

/** The zone's wall-clock time (HH:MM) at an instant: the key that matches a period across days. */
export function clockTimeOf(instant: number, zone: string): string {
  return new Date(localEpoch(instant, zone)).toISOString().slice(11, 16);
}

/**
 * The instant a local date and time (minutes after midnight) stand for in the zone: the earlier
 * one when the clock goes back and the time occurs twice; a time the clock skips is moved forward
 * by the gap (02:30 for a skipped 01:30 in Europe/London), as Temporal's "compatible" rule does.
 */
export function instantOfLocal(date: string, minutes: number, zone: string): number {
  const local = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS;
  const offsetBefore = localEpoch(local - DAY_MS, zone) - (local - DAY_MS);
  const offsetAfter = localEpoch(local + DAY_MS, zone) - (local + DAY_MS);
  const candidates = [local - offsetBefore, local - offsetAfter];
  const valid = candidates.filter((t) => localEpoch(t, zone) === local);
  return valid.length > 0 ? Math.min(...valid) : local - offsetBefore;
}

/** The calendar date `days` after (or before, when negative) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday = 0 … Sunday = 6, as the competitions' service days count them. */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The start instants of a local day's periods: 48 half-hours on most days, 46 or 50 on clock-change days. */
export function periodStartsOfDay(date: string, intervalMinutes: number, zone: string): number[] {
  const from = instantOfLocal(date, 0, zone);
  const to = instantOfLocal(addDays(date, 1), 0, zone);
  const out: number[] = [];
  for (let t = from; t < to; t += intervalMinutes * MINUTE_MS) out.push(t);
  return out;
}

export interface DayPeriod {
  start: number;
  /** Wall-clock start (HH:MM) in the zone. */
  clock: string;
}

const dayPeriods = new Map<string, readonly DayPeriod[]>();
const DAY_CACHE_LIMIT = 50_000;

/**
 * A local day's periods with their wall-clock starts, remembered per zone, interval and date:
 * baselines read the same history days for many events, and reading the zone's clock is the
 * costly part.
 */
export function periodsOfDay(date: string, intervalMinutes: number, zone: string): readonly DayPeriod[] {
  const key = `${zone}|${intervalMinutes}|${date}`;
  let found = dayPeriods.get(key);
  if (!found) {
    found = periodStartsOfDay(date, intervalMinutes, zone).map((start) => ({ start, clock: clockTimeOf(start, zone) }));
    if (dayPeriods.size >= DAY_CACHE_LIMIT) dayPeriods.clear();
    dayPeriods.set(key, found);
  }
  return found;
}

/** The start instants of the periods from `start` (inclusive) to `end` (exclusive). */
export function periodStartsBetween(start: number, end: number, intervalMinutes: number): number[] {
  const out: number[] = [];
  for (let t = start; t < end; t += intervalMinutes * MINUTE_MS) out.push(t);
  return out;
}

export const toIso = (instant: number): string => new Date(instant).toISOString();
