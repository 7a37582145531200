/**
 * Everything `settleEvent` needs for many events at once, loaded in bulk: one query for the
 * assets' meters, one for their other event days, one for the meter readings, one for the
 * nominations — whatever the number of events.
 *
 * Readings are read only where a baseline can look: on the event day from the start of the
 * same-day adjustment's measurement to the end of the event, and on the candidate history days
 * (the 2·Y latest days of the event day's type that are neither public holidays nor the asset's
 * event days, at most MAX_LOOKBACK_DAYS back) over the same clock times. A baseline that has to
 * pass over more than Y of those days for missing readings is therefore incomplete.
 */
import type { Db } from '../../../db/types.js';
import { MAX_LOOKBACK_DAYS, publicHolidays } from '../baseline.js';
import { Dec } from '../decimal.js';
import type { EventContext } from '../event.js';
import type { SettlementSettings } from '../settings.js';
import { addDays, instantOfLocal, localDateOf, weekdayOf } from '../time.js';
import type { SettlementEventRow } from './events.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** An asset's meters: import and export (the same id on both sides: one meter reading net import). */
export interface AssetMeters {
  importMeter: string | null;
  exportMeter: string | null;
}

export async function assetMetersOf(db: Db, assetIds: readonly number[]): Promise<Map<number, AssetMeters>> {
  const r = await db.query<{ id: number; import_meter_id: string | null; export_meter_id: string | null }>(
    'SELECT id, import_meter_id, export_meter_id FROM flex_assets WHERE id = ANY ($1::int[])',
    [[...new Set(assetIds)]],
  );
  return new Map(r.rows.map((a) => [a.id, { importMeter: a.import_meter_id || null, exportMeter: a.export_meter_id || null }]));
}

/** Local dates (in the zone) on which each asset had an accepted instruction, between two instants. */
export async function eventDaysOf(db: Db, assetIds: readonly number[], from: Date, to: Date, zone: string): Promise<Map<number, Set<string>>> {
  const r = await db.query<{ asset_id: number; day: string }>(
    `SELECT DISTINCT a.asset_id, to_char(d.start AT TIME ZONE $4, 'YYYY-MM-DD') AS day
       FROM dispatch_instructions d CROSS JOIN LATERAL unnest(d.assets) AS a(asset_id)
      WHERE d.response = 'accepted' AND (d.stopped IS NULL OR d.stopped > d.start)
        AND d.start >= $2 AND d.start < $3 AND a.asset_id = ANY ($1::int[])`,
    [[...new Set(assetIds)], from, to, zone],
  );
  const out = new Map<number, Set<string>>();
  for (const row of r.rows) {
    const set = out.get(row.asset_id) ?? new Set<string>();
    set.add(row.day);
    out.set(row.asset_id, set);
  }
  return out;
}

/** Minutes after local midnight of an instant's wall-clock time in the zone. */
function localMinutes(instant: number, zone: string): number {
  const day = localDateOf(instant, zone);
  return Math.round((instant - instantOfLocal(day, 0, zone)) / MINUTE_MS);
}

/**
 * The earlier days a historical baseline may read for an event: walking back from the event's
 * local date, days of its type (working or not), not public holidays, not the asset's event days,
 * up to `count` of them and at most MAX_LOOKBACK_DAYS back.
 */
export function candidateHistoryDays(eventDate: string, count: number, calendar: string, eventDays: ReadonlySet<string>): string[] {
  const holidays = publicHolidays(calendar, addDays(eventDate, -MAX_LOOKBACK_DAYS), eventDate);
  const working = (date: string) => weekdayOf(date) < 5 && !holidays.has(date);
  const type = working(eventDate);
  const out: string[] = [];
  for (let back = 1; back <= MAX_LOOKBACK_DAYS && out.length < count; back++) {
    const date = addDays(eventDate, -back);
    if (!holidays.has(date) && working(date) === type && !eventDays.has(date)) out.push(date);
  }
  return out;
}

/** The instants a baseline may read for an event: [from, to) ranges, on the event day and on history days. */
export function readingWindows(event: SettlementEventRow, settings: SettlementSettings, eventDays: ReadonlySet<string>): Array<{ from: number; to: number }> {
  const { config, zone } = settings;
  const interval = config.interval_minutes * MINUTE_MS;
  const start = Math.floor(event.start.getTime() / interval) * interval;
  const end = event.end.getTime();
  const baseline = config.baseline;
  const lead = baseline.method === 'historical' && baseline.same_day_adjustment ? (baseline.same_day_adjustment.gap_minutes + baseline.same_day_adjustment.measure_minutes) * MINUTE_MS : 0;
  const windows = [{ from: start - lead, to: end }];
  if (baseline.method !== 'historical') return windows;
  // The same clock times on each candidate day; an hour either side covers a clock change inside the span.
  const eventDate = localDateOf(start, zone);
  const offset = localMinutes(start - lead, zone);
  const span = end - (start - lead);
  // The measurement may start on the day before the event's (an event just after midnight).
  const shift = Math.round((Date.parse(localDateOf(start - lead, zone)) - Date.parse(eventDate)) / 86_400_000);
  for (const day of candidateHistoryDays(eventDate, 2 * baseline.days_considered, settings.holidayCalendar, eventDays)) {
    const from = instantOfLocal(addDays(day, shift), offset, zone);
    windows.push({ from: from - HOUR_MS, to: from + span + HOUR_MS });
  }
  return windows;
}

interface Reading {
  meter_id: string;
  period_start: Date;
  interval_minutes: number;
  kw: string;
}

/** Each meter's ranges sorted and merged where they overlap or touch, so no reading is read twice. */
export function mergeRanges(ranges: ReadonlyArray<{ meter: string; from: number; to: number }>): Array<{ meter: string; from: number; to: number }> {
  const sorted = [...ranges].sort((a, b) => (a.meter < b.meter ? -1 : a.meter > b.meter ? 1 : a.from - b.from));
  const out: Array<{ meter: string; from: number; to: number }> = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && last.meter === r.meter && r.from <= last.to) last.to = Math.max(last.to, r.to);
    else out.push({ ...r });
  }
  return out;
}

/** Readings of meters over many [from, to) ranges in one query (the ranges merged first). */
async function readingsIn(db: Db, wanted: ReadonlyArray<{ meter: string; from: number; to: number }>): Promise<Reading[]> {
  const ranges = mergeRanges(wanted);
  if (ranges.length === 0) return [];
  const r = await db.query<Reading>(
    `SELECT r.meter_id, r.period_start, r.interval_minutes, r.kw::text AS kw
       FROM unnest($1::text[], $2::timestamptz[], $3::timestamptz[]) AS w(meter_id, from_t, to_t)
       JOIN meter_readings r ON r.meter_id = w.meter_id AND r.period_start >= w.from_t AND r.period_start < w.to_t`,
    [ranges.map((x) => x.meter), ranges.map((x) => new Date(x.from)), ranges.map((x) => new Date(x.to))],
  );
  return r.rows;
}

/**
 * A meter's average kW per settlement period: its own readings when they are of the settlement
 * interval, quarter-hours averaged into a half-hour when all of it is there. Longer readings
 * than the interval are not split.
 */
export function perPeriod(readings: ReadonlyArray<{ start: number; minutes: number; kw: Dec }>, intervalMinutes: number): Map<number, Dec> {
  const length = intervalMinutes * MINUTE_MS;
  const acc = new Map<number, { energy: Dec; minutes: number }>();
  for (const r of readings) {
    if (r.minutes > intervalMinutes) continue;
    const p = Math.floor(r.start / length) * length;
    const a = acc.get(p) ?? { energy: new Dec(0), minutes: 0 };
    acc.set(p, { energy: a.energy.plus(r.kw.times(r.minutes)), minutes: a.minutes + r.minutes });
  }
  const out = new Map<number, Dec>();
  for (const [p, a] of acc) if (a.minutes === intervalMinutes) out.set(p, a.energy.div(intervalMinutes));
  return out;
}

/**
 * An asset's metered net import in MW per period from its meters' kW: import − export (a meter on
 * both sides reads net import itself); a period counts only when every meter of the asset has it.
 */
export function assetNetImport(meters: AssetMeters, byMeter: ReadonlyMap<string, ReadonlyMap<number, Dec>>): Map<number, Dec> {
  const out = new Map<number, Dec>();
  const imp = meters.importMeter ? (byMeter.get(meters.importMeter) ?? new Map<number, Dec>()) : null;
  const exp = meters.exportMeter ? (byMeter.get(meters.exportMeter) ?? new Map<number, Dec>()) : null;
  if (!imp && !exp) return out;
  if (imp && (!exp || meters.importMeter === meters.exportMeter)) {
    for (const [p, kw] of imp) out.set(p, kw.div(1000));
    return out;
  }
  if (!imp && exp) {
    for (const [p, kw] of exp) out.set(p, kw.neg().div(1000));
    return out;
  }
  for (const [p, kw] of imp!) {
    const e = exp!.get(p);
    if (e !== undefined) out.set(p, kw.minus(e).div(1000));
  }
  return out;
}

/** Nominations of (competition, asset) pairs between two instants, per asset and period start. */
async function nominationsOf(db: Db, competitionId: number, assetIds: readonly number[], from: Date, to: Date): Promise<Map<number, Map<number, Dec>>> {
  const r = await db.query<{ flex_asset_id: number; period_start: Date; mw: string }>(
    `SELECT flex_asset_id, period_start, mw::text AS mw FROM settlement_nominations
      WHERE competition_id = $1 AND flex_asset_id = ANY ($2::int[]) AND period_start >= $3 AND period_start < $4`,
    [competitionId, [...new Set(assetIds)], from, to],
  );
  const out = new Map<number, Map<number, Dec>>();
  for (const row of r.rows) {
    const m = out.get(row.flex_asset_id) ?? new Map<number, Dec>();
    m.set(row.period_start.getTime(), new Dec(row.mw));
    out.set(row.flex_asset_id, m);
  }
  return out;
}

/** Everything settleEvent needs, loaded in bulk for many events of one competition (readings of history + event days, event days, nominations). */
export async function loadEventContexts(db: Db, events: SettlementEventRow[], settings: SettlementSettings): Promise<Map<string, EventContext>> {
  const out = new Map<string, EventContext>();
  if (events.length === 0) return out;
  const assets = [...new Set(events.map((e) => e.assetId))];
  const first = Math.min(...events.map((e) => e.start.getTime()));
  const last = Math.max(...events.map((e) => e.end.getTime()));
  const [meters, eventDays] = await Promise.all([
    assetMetersOf(db, assets),
    eventDaysOf(db, assets, new Date(first - (MAX_LOOKBACK_DAYS + 2) * 86_400_000), new Date(last + 86_400_000), settings.zone),
  ]);
  const ranges: Array<{ meter: string; from: number; to: number }> = [];
  for (const e of events) {
    const m = meters.get(e.assetId);
    const ids = [...new Set([m?.importMeter, m?.exportMeter].filter((x): x is string => !!x))];
    for (const w of readingWindows(e, settings, eventDays.get(e.assetId) ?? new Set())) for (const meter of ids) ranges.push({ meter, ...w });
  }
  const nominated = settings.config.baseline.method === 'nominated';
  const [readings, nominations] = await Promise.all([
    readingsIn(db, ranges),
    nominated ? nominationsOf(db, settings.competitionId, assets, new Date(first - 86_400_000), new Date(last + 86_400_000)) : Promise.resolve(new Map<number, Map<number, Dec>>()),
  ]);
  const rawByMeter = new Map<string, Array<{ start: number; minutes: number; kw: Dec }>>();
  for (const r of readings) {
    const list = rawByMeter.get(r.meter_id) ?? [];
    list.push({ start: r.period_start.getTime(), minutes: r.interval_minutes, kw: new Dec(r.kw) });
    rawByMeter.set(r.meter_id, list);
  }
  const byMeter = new Map<string, Map<number, Dec>>();
  for (const [meter, list] of rawByMeter) byMeter.set(meter, perPeriod(list, settings.config.interval_minutes));
  const byAsset = new Map<number, Map<number, Dec>>();
  for (const asset of assets) byAsset.set(asset, assetNetImport(meters.get(asset) ?? { importMeter: null, exportMeter: null }, byMeter));
  for (const e of events) {
    out.set(e.id, {
      config: settings.config,
      zone: settings.zone,
      holidayCalendar: settings.holidayCalendar,
      readings: byAsset.get(e.assetId) ?? new Map(),
      eventDays: eventDays.get(e.assetId) ?? new Set(),
      ...(nominated ? { nominations: nominations.get(e.assetId) ?? new Map() } : {}),
    });
  }
  return out;
}
