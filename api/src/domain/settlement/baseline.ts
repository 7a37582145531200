/**
 * Baselines: what an asset would have done without the instruction, per settlement period, in
 * MW of net import (demand positive, export negative). Each baseline says which days and values
 * it used. Periods are matched across days by their wall-clock start in the competition's zone,
 * found from instants, so clock-change days (46 or 50 half-hours in Europe/London) need no rule
 * of their own: a clock time a day skips has no value that day, a clock time a day repeats
 * counts as the mean of its two periods.
 */
import Holidays from 'date-holidays';
import { Dec, ZERO, sum, text } from './decimal.js';
import type { BaselineResult, Direction, FixedBaseline, HistoricalBaseline } from './schemas.js';
import { addDays, clockTimeOf, instantOfLocal, localDateOf, periodStartsBetween, periodsOfDay, toIso, weekdayOf } from './time.js';

/** How far back a historical baseline looks for its candidate days (calendar days). */
export const MAX_LOOKBACK_DAYS = 90;

const MINUTE_MS = 60_000;

export interface BaselineRequest {
  /** Start instants (epoch ms) of the event's periods, in order. */
  periods: readonly number[];
  direction: Direction;
  zone: string;
  intervalMinutes: 30 | 15;
}

export interface HistoricalRequest extends BaselineRequest {
  config: HistoricalBaseline;
  /** Metered net import (MW) of the asset by period start instant: history and the event day. */
  readings: ReadonlyMap<number, Dec>;
  /** A public-holiday calendar of date-holidays: a country (`IT`) or country and region (`GB-ENG`, `US-CT`). */
  holidayCalendar: string;
  /** Local dates on which the asset had an event (never candidates). */
  eventDays: ReadonlySet<string>;
  isStorage: boolean;
}

export const directionSign = (direction: Direction): 1 | -1 => (direction === 'turn_up' ? 1 : -1);

const holidayCalendars = new Map<string, Holidays>();

const holidayYears = new Map<string, readonly string[]>();

/** A calendar's public and bank holiday dates in a year, remembered (date-holidays computes them afresh on every call). */
function holidaysOfYear(calendar: string, hd: Holidays, year: number): readonly string[] {
  const key = `${calendar}|${year}`;
  let found = holidayYears.get(key);
  if (!found) {
    found = hd.getHolidays(year).filter((h) => h.type === 'public' || h.type === 'bank').map((h) => h.date.slice(0, 10));
    holidayYears.set(key, found);
  }
  return found;
}

/** Public and bank holidays (observances left out) of a calendar between two dates, inclusive. */
export function publicHolidays(calendar: string, from: string, to: string): Set<string> {
  let hd = holidayCalendars.get(calendar);
  if (!hd) {
    const [country, region] = calendar.split('-');
    hd = region ? new Holidays(country ?? '', region) : new Holidays(country ?? '');
    holidayCalendars.set(calendar, hd);
  }
  const out = new Set<string>();
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const date of holidaysOfYear(calendar, hd, year)) if (date >= from && date <= to) out.add(date);
  }
  return out;
}

/** Working days are Monday to Friday except public holidays; the rest (weekends, holidays) are non-working. */
function isWorkingDay(date: string, holidays: ReadonlySet<string>): boolean {
  return weekdayOf(date) < 5 && !holidays.has(date);
}

/** A candidate day's readings at the clock times the baseline needs, or null when one is missing. */
function readingsByClock(date: string, clocks: ReadonlySet<string>, req: HistoricalRequest): Map<string, Array<{ start: number; mw: Dec }>> | null {
  const out = new Map<string, Array<{ start: number; mw: Dec }>>();
  for (const { start, clock } of periodsOfDay(date, req.intervalMinutes, req.zone)) {
    if (!clocks.has(clock)) continue;
    const mw = req.readings.get(start);
    if (mw === undefined) return null;
    out.set(clock, [...(out.get(clock) ?? []), { start, mw }]);
  }
  return out;
}

interface CandidateDay {
  date: string;
  byClock: Map<string, Array<{ start: number; mw: Dec }>>;
  ranking: Dec;
}

/** A day's value at a clock time: the mean of its periods there (two on the day the clock goes back), or null when it skips it. */
function dayValue(day: CandidateDay, clock: string): Dec | null {
  const rows = day.byClock.get(clock);
  return rows && rows.length > 0 ? sum(rows.map((r) => r.mw)).div(rows.length) : null;
}

/** The mean over the chosen days of their values at a clock time (days skipping it left out), or null. */
function meanAt(days: readonly CandidateDay[], clock: string): Dec | null {
  const values = days.map((d) => dayValue(d, clock)).filter((v): v is Dec => v !== null);
  return values.length > 0 ? sum(values).div(values.length) : null;
}

/**
 * Historical X of Y: the Y latest days before the event of the event day's type (working or
 * non-working), skipping public holidays, the asset's event days and days with missing readings;
 * of those, X by the configured selection; the mean per period. With a same-day adjustment, the
 * mean difference between metered and baseline over the measurement periods is added.
 */
export function historicalBaseline(req: HistoricalRequest): BaselineResult {
  const { config, zone } = req;
  const first = req.periods[0];
  if (first === undefined) return emptyResult('historical');
  const eventDate = localDateOf(first, zone);
  const adjustmentPeriods = config.same_day_adjustment
    ? periodStartsBetween(first - (config.same_day_adjustment.gap_minutes + config.same_day_adjustment.measure_minutes) * MINUTE_MS, first - config.same_day_adjustment.gap_minutes * MINUTE_MS, req.intervalMinutes)
    : [];
  const eventClocks = req.periods.map((p) => clockTimeOf(p, zone));
  const clocks = new Set([...eventClocks, ...adjustmentPeriods.map((p) => clockTimeOf(p, zone))]);
  const holidays = publicHolidays(req.holidayCalendar, addDays(eventDate, -MAX_LOOKBACK_DAYS), eventDate);
  const working = isWorkingDay(eventDate, holidays);
  const sign = directionSign(req.direction);

  const candidates: CandidateDay[] = [];
  const excluded: BaselineResult['days_excluded'] = [];
  for (let back = 1; back <= MAX_LOOKBACK_DAYS && candidates.length < config.days_considered; back++) {
    const date = addDays(eventDate, -back);
    if (holidays.has(date)) excluded.push({ date, reason: 'public_holiday' });
    else if (isWorkingDay(date, holidays) !== working) excluded.push({ date, reason: 'other_day_type' });
    else if (req.eventDays.has(date)) excluded.push({ date, reason: 'event_day' });
    else {
      const byClock = readingsByClock(date, clocks, req);
      if (!byClock) excluded.push({ date, reason: 'missing_data' });
      else {
        const values = eventClocks.map((c) => dayValue({ date, byClock, ranking: ZERO }, c)).filter((v): v is Dec => v !== null);
        candidates.push({ date, byClock, ranking: values.length ? sum(values).div(values.length) : ZERO });
      }
    }
  }
  if (candidates.length < config.days_used) {
    return { ...emptyResult('historical'), days_excluded: excluded, periods: req.periods.map((p) => ({ start: toIso(p), unadjusted: null, mw: null })) };
  }
  const chosen = chooseDays(candidates, config.days_used, config.day_selection, sign);
  for (const day of candidates) if (!chosen.includes(day)) excluded.push({ date: day.date, reason: 'not_selected' });

  const adjustment = config.same_day_adjustment ? sameDayAdjustment(req, chosen, adjustmentPeriods) : null;
  const shift = adjustment?.mw ?? ZERO;
  const periods = req.periods.map((p, i) => {
    const unadjusted = meanAt(chosen, eventClocks[i]!);
    return { start: toIso(p), unadjusted: unadjusted ? text(unadjusted) : null, mw: unadjusted ? text(unadjusted.plus(shift)) : null };
  });
  return {
    method: 'historical',
    complete: periods.every((p) => p.mw !== null) && (adjustment?.complete ?? true),
    days_used: chosen
      .map((d) => ({
        date: d.date,
        ranking_mw: text(d.ranking),
        readings: [...d.byClock.values()].flat().sort((a, b) => a.start - b.start).map((r) => ({ start: toIso(r.start), mw: text(r.mw) })),
      }))
      .sort((a, b) => b.date.localeCompare(a.date)),
    days_excluded: excluded.sort((a, b) => b.date.localeCompare(a.date)),
    adjustment: adjustment ? { mw: text(adjustment.mw), measured: adjustment.measured, exempt: adjustment.exempt, floored: adjustment.floored } : null,
    periods,
  };
}

/**
 * X of the candidate days: the most recent ones, or the "highest" ones — those on which the asset
 * stood farthest against the instructed direction over the event's clock times (highest demand
 * for a turn-down, lowest for a turn-up), the high-X-of-Y rule of demand-response programmes.
 * Ties go to the more recent day.
 */
function chooseDays(candidates: CandidateDay[], count: number, selection: HistoricalBaseline['day_selection'], sign: 1 | -1): CandidateDay[] {
  if (selection === 'most_recent') return candidates.slice(0, count);
  const ranked = candidates.map((day, recency) => ({ day, recency })).sort((a, b) => b.day.ranking.times(-sign).comparedTo(a.day.ranking.times(-sign)) || a.recency - b.recency);
  return ranked.slice(0, count).map((r) => r.day);
}

interface Adjustment {
  mw: Dec;
  measured: Array<{ start: string; metered: string; baseline: string }>;
  exempt: boolean;
  floored: boolean;
  complete: boolean;
}

/** The additive same-day adjustment: mean(metered − baseline) over the measurement periods of the event day. */
function sameDayAdjustment(req: HistoricalRequest, chosen: readonly CandidateDay[], periods: readonly number[]): Adjustment {
  const rule = req.config.same_day_adjustment!;
  if (req.isStorage && rule.storage_exempt) return { mw: ZERO, measured: [], exempt: true, floored: false, complete: true };
  const measured: Adjustment['measured'] = [];
  const differences: Dec[] = [];
  let complete = periods.length > 0;
  for (const p of periods) {
    const metered = req.readings.get(p);
    const baseline = meanAt(chosen, clockTimeOf(p, req.zone));
    if (metered === undefined || baseline === null) {
      complete = false;
      continue;
    }
    measured.push({ start: toIso(p), metered: text(metered), baseline: text(baseline) });
    differences.push(metered.minus(baseline));
  }
  if (!complete) return { mw: ZERO, measured, exempt: false, floored: false, complete: false };
  const mean = sum(differences).div(differences.length);
  const floored = rule.positive_only && mean.isNegative() && !mean.isZero();
  return { mw: floored ? ZERO : mean, measured, exempt: false, floored, complete: true };
}

function emptyResult(method: BaselineResult['method']): BaselineResult {
  return { method, complete: false, days_used: [], days_excluded: [], adjustment: null, periods: [] };
}

/** A nominated baseline: the provider's value per period, as uploaded before the lock. */
export function nominatedBaseline(req: BaselineRequest, nominations: ReadonlyMap<number, Dec>): BaselineResult {
  const periods = req.periods.map((p) => {
    const value = nominations.get(p);
    return { start: toIso(p), unadjusted: value ? text(value) : null, mw: value ? text(value) : null };
  });
  return { ...emptyResult('nominated'), complete: periods.length > 0 && periods.every((p) => p.mw !== null), periods };
}

/** When nominations for a delivery instant lock: `lock_time` on the local day `lock_days_before` before the delivery day. */
export function nominationLock(delivery: number, zone: string, lockTime: string, lockDaysBefore: number): number {
  const [hours, minutes] = lockTime.split(':').map(Number);
  return instantOfLocal(addDays(localDateOf(delivery, zone), -lockDaysBefore), (hours ?? 0) * 60 + (minutes ?? 0), zone);
}

export interface FixedRequest extends BaselineRequest {
  config: FixedBaseline;
  /** The asset's capacity in the instructed direction (MW, not negative). */
  capacityMw: Dec;
}

/**
 * A fixed baseline: zero; the asset's capacity, taken as running fully against the instruction
 * (demand at capacity for a turn-down, export at capacity for a turn-up: B = −d·capacity); or a
 * reference profile (MW per device by clock time) times the number of devices.
 */
export function fixedBaseline(req: FixedRequest): BaselineResult {
  const { config } = req;
  const profile = new Map((config.reference_profile ?? []).map((pt) => [pt.time.slice(0, 5), new Dec(pt.mw)]));
  const devices = new Dec(config.devices ?? 1);
  const capacity = Dec.max(ZERO, req.capacityMw).times(-directionSign(req.direction));
  const valueAt = (p: number): Dec | null => {
    if (config.profile === 'zero') return ZERO;
    if (config.profile === 'capacity') return capacity;
    const perDevice = profile.get(clockTimeOf(p, req.zone));
    return perDevice ? perDevice.times(devices) : null;
  };
  const periods = req.periods.map((p) => {
    const value = valueAt(p);
    return { start: toIso(p), unadjusted: value ? text(value) : null, mw: value ? text(value) : null };
  });
  return { ...emptyResult('fixed'), complete: periods.length > 0 && periods.every((p) => p.mw !== null), periods };
}
