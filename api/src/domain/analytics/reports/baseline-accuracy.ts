/**
 * baseline-accuracy: how well the baseline settlement uses for an asset predicts its metered net
 * import on days it was not dispatched, per provider and asset, and whether its demand rises before
 * events (a baseline gamed upwards).
 *
 * The assets are those with an accepted instruction in reach; each is read with the settlement
 * configuration of the competition of its latest such instruction. Evaluated days are its local
 * days in the range that are event-free (no accepted instruction for the asset that day), not
 * public holidays, and have every period metered. On each, per clock time, the baseline is what
 * settlement's method would give there:
 * - historical X of Y (unadjusted: the same-day adjustment needs an event): the mean over X of the
 *   Y previous candidate days of the same type (working or not; candidates as settlement's: not
 *   holidays, not event days, fully metered, at most 90 days back); `highest` takes the X days
 *   standing farthest against the instruction over the whole day (highest mean demand for a
 *   turn-down, lowest for a turn-up), `most_recent` the latest; a day with fewer than X is skipped;
 * - nominated: the provider's nominations, where there are;
 * - fixed `zero`: 0. Fixed `capacity` and `reference_profile` are not forecasts of metered demand:
 *   their rows have no figures.
 * bias = Σ(B − M) ÷ ΣM and relative RMSE = √(mean (B − M)²) ÷ mean M over those clock times.
 *
 * pre_event_rise: over the asset's events in the range, the mean metered MW in the 3 hours before
 * the event's start exceeds the mean at the same clock times on its evaluated days by more than
 * 10 % of the latter's magnitude (null without events or readings to compare).
 */
import { and, sql, type SqlFragment } from '../../../db/sql.js';
import { MAX_LOOKBACK_DAYS, publicHolidays } from '../../settlement/baseline.js';
import { directionOfNeed } from '../../settlement/meter/events.js';
import { settlementSettingsOfMany } from '../../settlement/settings.js';
import { addDays } from '../../settlement/time.js';
import { competitionScope, rangeBounds, type ReportBuilder, type ReportContext } from '../filters.js';
import type { Column, ReportBody } from '../schemas.js';
import { refreshMeterDays } from '../summaries.js';
import { hasCompetitions } from './procurement-summary.js';

/** The share of rise before events that flags an asset. */
export const PRE_EVENT_RISE = 0.1;
/** The hours before an event compared. */
export const PRE_EVENT_HOURS = 3;

/** Per asset: the sums over its errors and the pre-event means, in milliwatts (only their ratios are shown). */
interface AssetRow {
  provider: string;
  asset: string;
  baseline_method: string;
  days: number;
  n: number;
  sum_m: number | null;
  sum_err: number | null;
  sum_sq: number | null;
  pre_mean: number | null;
  ref_mean: number | null;
}

const COLUMNS: Column[] = [
  { key: 'provider', kind: 'text' },
  { key: 'asset', kind: 'text' },
  { key: 'baseline_method', kind: 'text' },
  { key: 'days', kind: 'count' },
  { key: 'bias', kind: 'ratio' },
  { key: 'relative_rmse', kind: 'ratio' },
  { key: 'pre_event_rise', kind: 'flag' },
];

/** The baseline method as the table names it: `historical 10 of 10 (highest)`, `nominated`, `fixed zero`. */
export function methodLabel(b: { method: string; days_used?: number; days_considered?: number; day_selection?: string; profile?: string }): string {
  if (b.method === 'historical') return `historical ${b.days_used} of ${b.days_considered} (${b.day_selection})`;
  if (b.method === 'fixed') return `fixed ${b.profile}`;
  return b.method;
}

/** Accepted instructions in reach (a stopped one only when it stopped after its start), one row per asset. */
function instructionsInReach(ctx: ReportContext): SqlFragment {
  return sql`
    SELECT d.id, d.competition_id, d.start, a.asset_id
      FROM dispatch_instructions d
      JOIN competitions c ON c.id = d.competition_id
      CROSS JOIN LATERAL unnest(d.assets) AS a(asset_id)
     WHERE ${and([competitionScope(ctx, 'c'), sql`d.response = 'accepted' AND (d.stopped IS NULL OR d.stopped > d.start)`, ctx.filters.provider === null ? null : sql`d.flex_provider_id = ${ctx.filters.provider}`])}`;
}

interface Config {
  competition_id: number;
  zone: string;
  interval_minutes: number;
  method: string;
  label: string;
  profile: string | null;
  x: number;
  y: number;
  highest: boolean;
  sign: number;
  holidays: Set<string>;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Readings start on their interval (15 or 30 minutes, checked by meter/check.ts): on the UTC quarter-hour grid. */
const SLOT_MS = 900_000;
const CLOCK_MINUTES = 1440;

/** A zone's UTC offset from `at` on (ms), in order; memoized per zone and UTC year (zone rules do not change while the API runs). */
const offsetChanges = new Map<string, Promise<Array<[number, number]>>>();
function zoneYear(db: ReportContext['db'], zone: string, year: number): Promise<Array<[number, number]>> {
  const key = `${zone} ${year}`;
  let found = offsetChanges.get(key);
  if (!found) {
    // PostgreSQL's own zone rules, on the quarter-hour grid: (t AT TIME ZONE zone) − t is the offset in force at t.
    found = db
      .query<{ at: number; off: number }>(
        `SELECT (extract(epoch FROM g) * 1000)::float8 AS at, (off * 1000)::float8 AS off FROM (
           SELECT g, off, lag(off) OVER (ORDER BY g) AS prev
             FROM (SELECT g, extract(epoch FROM (g AT TIME ZONE $1) - (g AT TIME ZONE 'UTC')) AS off
                     FROM generate_series(make_timestamptz($2, 1, 1, 0, 0, 0, 'UTC'), make_timestamptz($2 + 1, 1, 1, 0, 0, 0, 'UTC') - interval '15 minutes', interval '15 minutes') g) y) x
          WHERE prev IS NULL OR off <> prev ORDER BY g`,
        [zone, year],
      )
      .then((r) => r.rows.map((x): [number, number] => [Number(x.at), Number(x.off)]));
    found.catch(() => offsetChanges.delete(key));
    offsetChanges.set(key, found);
  }
  return found;
}

/** The local day (days since 1970-01-01) and clock time (minutes) of each quarter-hour from `lo`, in a zone. */
interface Grid {
  day: Int32Array;
  minute: Int16Array;
  /** The offset in force at an instant (ms). */
  offsetAt: (t: number) => number;
  /** Minutes of each local day from firstDay on, worked out when first asked. */
  firstDay: number;
  minutes: number[];
}
async function zoneGrid(db: ReportContext['db'], zone: string, lo: number, slots: number): Promise<Grid> {
  const years: number[] = [];
  for (let y = new Date(lo).getUTCFullYear() - 1; y <= new Date(lo + slots * SLOT_MS).getUTCFullYear() + 1; y++) years.push(y);
  const changes: Array<[number, number]> = [];
  for (const y of years) changes.push(...(await zoneYear(db, zone, y)));
  const offsetAt = (t: number): number => {
    let off = changes[0]![1];
    for (const [at, o] of changes) {
      if (at > t) break;
      off = o;
    }
    return off;
  };
  const day = new Int32Array(slots);
  const minute = new Int16Array(slots);
  let next = 0;
  let off = offsetAt(lo);
  while (next < changes.length && changes[next]![0] <= lo) next++;
  for (let s = 0; s < slots; s++) {
    const t = lo + s * SLOT_MS;
    while (next < changes.length && changes[next]![0] <= t) off = changes[next++]![1];
    const local = t + off;
    const d = Math.floor(local / DAY_MS);
    day[s] = d;
    minute[s] = Math.round((local - d * DAY_MS) / MINUTE_MS);
  }
  return { day, minute, offsetAt, firstDay: day[0] ?? 0, minutes: [] };
}

/** Minutes in a local day (1380, 1440 or 1500 where the clocks change): from its midnight to the next, as PostgreSQL's `d::timestamp AT TIME ZONE zone`. */
function dayMinutes(grid: Grid, d: number): number {
  const midnight = (x: number) => {
    const guess = x * DAY_MS - grid.offsetAt(x * DAY_MS);
    return x * DAY_MS - grid.offsetAt(guess);
  };
  return (midnight(d + 1) - midnight(d)) / MINUTE_MS;
}

const isoDay = (d: number): string => new Date(d * DAY_MS).toISOString().slice(0, 10);
const dayNumber = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** One local day of an asset with metered periods: per clock time the mean of its periods (mW). */
interface Day {
  day: number;
  periods: number;
  mean: number;
  minutes: number[];
  mw: number[];
  /** Its quarter-hours: [first, last]. */
  first: number;
  last: number;
  rn: number;
}

/**
 * Per local day with metered periods, per clock time the mean of its periods (a repeated clock
 * time, in autumn, is the mean of its two). `clockSum` and `clockN` are zeroed scratch, left zeroed.
 */
function localDays(sum: Float64Array, count: Uint8Array, needed: number, grid: Grid, clockSum: Float64Array, clockN: Int32Array): Day[] {
  const days: Day[] = [];
  const touched: number[] = [];
  let open: Day | null = null;
  for (let s = 0; s < sum.length; s++) {
    if (count[s] !== needed) continue;
    const d = grid.day[s]!;
    if (open === null || open.day !== d) {
      if (open !== null) days.push(closeDay(open, touched, clockSum, clockN));
      open = { day: d, periods: 0, mean: 0, minutes: [], mw: [], first: s, last: s, rn: 0 };
    }
    const m = grid.minute[s]!;
    if (clockN[m] === 0) touched.push(m);
    clockSum[m]! += sum[s]!;
    clockN[m]! += 1;
    open.periods++;
    open.last = s;
  }
  if (open !== null) days.push(closeDay(open, touched, clockSum, clockN));
  return days;
}

function closeDay(day: Day, touched: number[], clockSum: Float64Array, clockN: Int32Array): Day {
  let total = 0;
  for (const m of touched) {
    const mw = clockSum[m]! / clockN[m]!;
    day.minutes.push(m);
    day.mw.push(mw);
    total += mw;
    clockSum[m] = 0;
    clockN[m] = 0;
  }
  day.mean = total / touched.length;
  touched.length = 0;
  return day;
}

/** A meter's summed days joined in day order: per day its number (since 1970-01-01) and how many readings (int4 each); then the readings' seconds and kW. */
interface MeterDays {
  meter_id: string;
  days: string;
  seconds: string;
  kw: string;
}
/** Base64 (a third shorter than bytea's hex text) read as bytes. */
const view = (base64: string) => {
  const b = Buffer.from(base64, 'base64');
  return new DataView(b.buffer, b.byteOffset, b.byteLength);
};

/**
 * The accuracy sums and pre-event means of each asset, worked out from the readings per meter and
 * UTC day (`analytics_meter_days`, re-summed first where stale) exactly as the definition above:
 * net import per period, clock times and local days of the competition's zone, candidate and
 * evaluated days, baselines, errors.
 */
async function assetRows(ctx: ReportContext, pairs: Array<{ asset_id: number; competition_id: number }>, configs: Map<number, Config>, start: string, end: string): Promise<AssetRow[]> {
  const db = ctx.db;
  const f = ctx.filters;
  // The readings read: from the baseline's history (91 days and one more before the range) to its end, UTC.
  const lo = Date.parse(start) - (MAX_LOOKBACK_DAYS + 1) * DAY_MS;
  const hi = Date.parse(end);
  const slots = (hi - lo) / SLOT_MS;
  const assets = (
    await db.query<{ id: number; ref: string; provider: string; imp: string | null; exp: string | null }>(
      `SELECT fa.id, fa.ref, o.name AS provider, fa.import_meter_id AS imp, fa.export_meter_id AS exp
         FROM flex_assets fa JOIN organisations o ON o.id = fa.flex_provider_id
        WHERE fa.id = ANY ($1::int[]) ORDER BY o.name, o.id, fa.ref, fa.id`,
      [pairs.map((p) => p.asset_id)],
    )
  ).rows;
  const configOf = new Map(pairs.map((p) => [p.asset_id, configs.get(p.competition_id)!]));
  const meters = [...new Set(assets.flatMap((a) => [a.imp, a.exp]).filter((m): m is string => m !== null))];
  await refreshMeterDays(db, meters);
  const zones = [...new Set([...configOf.values()].map((c) => c.zone))];
  const nominated = pairs.filter((p) => configs.get(p.competition_id)!.method === 'nominated');
  // One after the other: a transaction's queries share its one connection.
  const grids = new Map<string, Grid>();
  for (const z of zones) grids.set(z, await zoneGrid(db, z, lo, slots));
  // One row per meter (a few large values decode faster than thousands of small ones).
  const meterDays = await db.query<MeterDays>(
    `SELECT meter_id, encode(string_agg(int4send(day - DATE '1970-01-01') || int4send(length(kw) / 8), ''::bytea ORDER BY day), 'base64') AS days,
            encode(string_agg(seconds, ''::bytea ORDER BY day), 'base64') AS seconds, encode(string_agg(kw, ''::bytea ORDER BY day), 'base64') AS kw
       FROM analytics_meter_days WHERE meter_id = ANY ($1::text[]) AND day >= $2::date AND day < $3::date GROUP BY meter_id`,
    [meters, isoDay(lo / DAY_MS), isoDay(hi / DAY_MS)],
  );
  // The assets' accepted instructions from the history's start, one row per start: every one makes
  // an event day (any competition, as settlement's), and those in reach starting in the range are
  // the events whose hours before are compared (an instruction for several assets is an event of each).
  const inReach = and([competitionScope(ctx, 'c'), f.provider === null ? null : sql`d.flex_provider_id = ${f.provider}`]);
  const startsQuery = sql`
    SELECT u.asset_id, date_part('epoch', d.start) * 1000 AS at,
           (count(*) FILTER (WHERE d.start >= ${start}::timestamptz AND ${inReach}))::int AS times
      FROM dispatch_instructions d
      JOIN competitions c ON c.id = d.competition_id
     CROSS JOIN LATERAL unnest(d.assets) AS u(asset_id)
     WHERE u.asset_id = ANY (${assets.map((x) => x.id)}::int[]) AND d.response = 'accepted' AND (d.stopped IS NULL OR d.stopped > d.start)
       AND d.start >= ${new Date(lo).toISOString()}::timestamptz AND d.start < ${end}::timestamptz
     GROUP BY 1, 2`;
  const starts = await db.query<{ asset_id: number; at: number; times: number }>(startsQuery.text, startsQuery.values);
  // The nominated baselines of the assets whose competition's method is nominated.
  const nominations =
    nominated.length === 0
      ? { rows: [] }
      : await db.query<{ asset_id: number; at: number; mw: number }>(
          `SELECT n.flex_asset_id AS asset_id, date_part('epoch', n.period_start) * 1000 AS at, n.mw::float8 AS mw
             FROM settlement_nominations n JOIN unnest($1::int[], $2::int[]) AS x(c, a) ON n.competition_id = x.c AND n.flex_asset_id = x.a
            WHERE n.period_start >= $3::timestamptz AND n.period_start < $4::timestamptz`,
          [nominated.map((p) => p.competition_id), nominated.map((p) => p.asset_id), new Date(lo).toISOString(), end],
        );
  const daysOfMeter = new Map(meterDays.rows.map((r) => [r.meter_id, r]));
  const eventDaysOf = new Map<number, Set<number>>();
  const eventsOf = new Map<number, Array<{ at: number; times: number }>>();
  for (const e of starts.rows) {
    const at = Number(e.at);
    const grid = grids.get(configOf.get(e.asset_id)!.zone)!;
    const day = Math.floor((at + grid.offsetAt(at)) / DAY_MS);
    const days = eventDaysOf.get(e.asset_id);
    if (days) days.add(day);
    else eventDaysOf.set(e.asset_id, new Set([day]));
    if (e.times === 0) continue;
    const list = eventsOf.get(e.asset_id);
    if (list) list.push({ at, times: e.times });
    else eventsOf.set(e.asset_id, [{ at, times: e.times }]);
  }
  const nominationsOf = new Map<number, Map<number, number>>();
  for (const n of nominations.rows) nominationsOf.set(n.asset_id, (nominationsOf.get(n.asset_id) ?? new Map()).set(Number(n.at), Math.round(Number(n.mw) * 1e6) * 1000));

  const [fromDay, toDay] = [dayNumber(f.from), dayNumber(f.to)];
  const sum = new Float64Array(slots);
  const count = new Uint8Array(slots);
  const clockSum = new Float64Array(CLOCK_MINUTES);
  const clockN = new Int32Array(CLOCK_MINUTES);
  const out: AssetRow[] = [];
  for (const a of assets) {
    const cfg = configOf.get(a.id)!;
    const grid = grids.get(cfg.zone)!;
    // Metered net import per period: import − export; a meter on both sides reads net import. In
    // milliwatts, whole numbers (kW has 6 decimals): sums are exact, as the numeric sums of SQL, and
    // a baseline equal to the metered day errs by exactly 0. Every figure is a ratio: the unit cancels.
    sum.fill(0);
    count.fill(0);
    for (const meter of new Set([a.imp, a.exp])) {
      if (meter === null) continue;
      const sign = meter === a.imp ? 1 : -1;
      const r = daysOfMeter.get(meter);
      if (!r) continue;
      const [days, seconds, kw] = [view(r.days), view(r.seconds), view(r.kw)];
      let i = 0;
      for (let k = 0; k < days.byteLength; k += 8) {
        const base = days.getInt32(k) * DAY_MS - lo;
        for (const stop = i + days.getInt32(k + 4); i < stop; i++) {
          const s = (base + seconds.getInt32(i * 4) * 1000) / SLOT_MS;
          if (s < 0 || s >= slots || !Number.isInteger(s)) continue;
          sum[s]! += sign * Math.round(kw.getFloat64(i * 8) * 1e6);
          count[s]! += 1;
        }
      }
    }
    const needed = a.imp !== null && a.exp !== null && a.imp !== a.exp ? 2 : 1;
    const metered = (s: number) => count[s] === needed;

    const days = localDays(sum, count, needed, grid, clockSum, clockN);

    // Candidates (fully metered, not holidays, not event days), ranked per day type; evaluated: those in the range.
    const eventDaysHere = eventDaysOf.get(a.id) ?? new Set<number>();
    const holidays = new Set([...cfg.holidays].map(dayNumber));
    const minutesOf = (d: number) => (grid.minutes[d - grid.firstDay] ??= dayMinutes(grid, d));
    const byType: Day[][] = [[], []];
    const evaluated: Array<{ day: Day; working: number }> = [];
    for (const d of days) {
      if (holidays.has(d.day) || eventDaysHere.has(d.day) || d.periods !== minutesOf(d.day) / cfg.interval_minutes) continue;
      const isodow = ((d.day + 3) % 7) + 1;
      const working = isodow < 6 ? 1 : 0;
      d.rn = byType[working]!.push(d);
      if (d.day >= fromDay && d.day <= toDay) evaluated.push({ day: d, working });
    }

    let n = 0;
    let sumM = 0;
    let sumErr = 0;
    let sumSq = 0;
    let errorDays = 0;
    // An error B − M of metered M.
    const add = (error: number, m: number) => {
      n++;
      sumM += m;
      sumErr += error;
      sumSq += error * error;
    };
    const nominationsHere = nominationsOf.get(a.id);
    for (const { day: e, working } of evaluated) {
      const before = n;
      if (cfg.method === 'historical') {
        // The Y previous candidates of the day's type (at most 90 days back), the X standing farthest against the instruction or the latest.
        const history = byType[working]!.slice(Math.max(0, e.rn - 1 - cfg.y), e.rn - 1).filter((h) => h.day >= e.day - MAX_LOOKBACK_DAYS);
        if (history.length >= cfg.x) {
          history.sort((p, q) => (cfg.highest && q.mean * cfg.sign !== p.mean * cfg.sign ? q.mean * cfg.sign - p.mean * cfg.sign : q.day - p.day));
          const picked = history.slice(0, cfg.x);
          for (const h of picked) {
            h.minutes.forEach((m, i) => {
              clockSum[m]! += h.mw[i]!;
              clockN[m]! += 1;
            });
          }
          e.minutes.forEach((m, i) => {
            // B − M = (ΣM_h − k·M) ÷ k: exact 0 where the history equals the day.
            if (clockN[m]! > 0) add((clockSum[m]! - clockN[m]! * e.mw[i]!) / clockN[m]!, e.mw[i]!);
          });
          for (const h of picked) {
            for (const m of h.minutes) {
              clockSum[m] = 0;
              clockN[m] = 0;
            }
          }
        }
      } else if (cfg.method === 'nominated') {
        for (let s = e.first; s <= e.last; s++) {
          const b = metered(s) ? nominationsHere?.get(lo + s * SLOT_MS) : undefined;
          if (b !== undefined) add(b - sum[s]!, sum[s]!);
        }
      } else if (cfg.method === 'fixed' && cfg.profile === 'zero') {
        e.mw.forEach((m) => add(-m, m));
      }
      if (n > before) errorDays++;
    }

    // Pre-event: the periods in the hours before each event, as often as it was instructed; their clock times on the evaluated days.
    let preSum = 0;
    let preN = 0;
    const weight = new Map<number, number>();
    for (const ev of eventsOf.get(a.id) ?? []) {
      const firstSlot = Math.ceil((ev.at - PRE_EVENT_HOURS * 3_600_000 - lo) / SLOT_MS);
      for (let s = Math.max(0, firstSlot); s < slots && lo + s * SLOT_MS < ev.at; s++) {
        if (!metered(s)) continue;
        preSum += ev.times * sum[s]!;
        preN += ev.times;
        weight.set(grid.minute[s]!, (weight.get(grid.minute[s]!) ?? 0) + ev.times);
      }
    }
    let refSum = 0;
    let refW = 0;
    if (weight.size > 0) {
      for (const { day: e } of evaluated) {
        e.minutes.forEach((m, i) => {
          const w = weight.get(m);
          if (w === undefined) return;
          refSum += e.mw[i]! * w;
          refW += w;
        });
      }
    }
    const preMean = preN === 0 ? null : preSum / preN;
    if (n === 0 && preMean === null && evaluated.length === 0) continue;
    out.push({
      provider: a.provider,
      asset: a.ref,
      baseline_method: cfg.label,
      days: n > 0 ? errorDays : evaluated.length,
      n,
      sum_m: n > 0 ? sumM : null,
      sum_err: n > 0 ? sumErr : null,
      sum_sq: n > 0 ? sumSq : null,
      pre_mean: preMean,
      ref_mean: preMean === null || refW === 0 ? null : refSum / refW,
    });
  }
  return out;
}

async function emptyReason(ctx: ReportContext): Promise<ReportBody['empty']> {
  if (!(await hasCompetitions(ctx))) return 'no_competitions';
  const dispatched = await ctx.db.query(`SELECT 1 FROM dispatch_instructions d JOIN competitions c ON c.id = d.competition_id WHERE c.operator_id = $1 LIMIT 1`, [ctx.operatorId]);
  if (dispatched.rows.length === 0) return 'no_dispatches';
  // Any reading of an asset the operator ever dispatched.
  const metered = await ctx.db.query(
    `SELECT 1 FROM dispatch_instructions d JOIN competitions c ON c.id = d.competition_id CROSS JOIN LATERAL unnest(d.assets) AS a(asset_id)
       JOIN flex_assets fa ON fa.id = a.asset_id
      WHERE c.operator_id = $1 AND EXISTS (SELECT 1 FROM meter_readings r WHERE r.meter_id IN (fa.import_meter_id, fa.export_meter_id)) LIMIT 1`,
    [ctx.operatorId],
  );
  return metered.rows.length === 0 ? 'no_meter_data' : 'no_data';
}

export const baselineAccuracy: ReportBuilder = async (ctx) => {
  const f = ctx.filters;
  const { start, end } = rangeBounds(f);
  // The instructions' sort and groups (tens of thousands of rows) in memory, not on disk.
  if (ctx.db.kind === 'postgres') await ctx.db.query(`SET LOCAL work_mem = '64MB'`);
  // Each asset's competition: that of its latest accepted instruction in reach.
  const chosen = sql`SELECT DISTINCT ON (i.asset_id) i.asset_id, i.competition_id FROM (${instructionsInReach(ctx)}) i ORDER BY i.asset_id, i.start DESC, i.id DESC`;
  const pairs = (await ctx.db.query<{ asset_id: number; competition_id: number }>(chosen.text, chosen.values)).rows;
  const competitions = [...new Set(pairs.map((p) => p.competition_id))];
  const settings = await settlementSettingsOfMany(ctx.db, competitions);
  const needs = await ctx.db.query<{ id: number; need_direction: string }>('SELECT id, need_direction FROM competitions WHERE id = ANY ($1::int[])', [competitions]);
  const needOf = new Map(needs.rows.map((n) => [n.id, n.need_direction]));
  const lookbackFrom = addDays(f.from, -MAX_LOOKBACK_DAYS);
  const configs = new Map(
    competitions.map((id) => {
      const s = settings.get(id)!;
      const b = s.config.baseline;
      const config: Config = {
        competition_id: id,
        zone: s.zone,
        interval_minutes: s.config.interval_minutes,
        method: b.method,
        label: methodLabel(b),
        profile: b.method === 'fixed' ? b.profile : null,
        x: b.method === 'historical' ? b.days_used : 0,
        y: b.method === 'historical' ? b.days_considered : 0,
        highest: b.method === 'historical' && b.day_selection === 'highest',
        // Standing against a turn-down is demand (+1); against a turn-up, its absence (−1).
        sign: directionOfNeed(needOf.get(id) ?? 'deficit') === 'turn_down' ? 1 : -1,
        holidays: publicHolidays(s.holidayCalendar, lookbackFrom, f.to),
      };
      return [id, config];
    }),
  );
  const rows = pairs.length === 0 ? [] : await assetRows(ctx, pairs, configs, start, end);
  const bias = (r: Pick<AssetRow, 'sum_err' | 'sum_m'>) => (r.sum_err === null || !r.sum_m ? null : r.sum_err / r.sum_m);
  const rmse = (r: Pick<AssetRow, 'sum_sq' | 'sum_m' | 'n'>) => (r.sum_sq === null || !r.sum_m || r.n === 0 ? null : Math.sqrt(r.sum_sq / r.n) / (r.sum_m / r.n));
  const flag = (r: AssetRow) => (r.pre_mean === null || r.ref_mean === null ? null : r.pre_mean - r.ref_mean > PRE_EVENT_RISE * Math.abs(r.ref_mean));
  const table = rows.map((r) => ({ provider: r.provider, asset: r.asset, baseline_method: r.baseline_method, days: r.days, bias: bias(r), relative_rmse: rmse(r), pre_event_rise: flag(r) }));
  const pooled = rows.reduce(
    (s, r) => ({ n: s.n + r.n, sum_m: s.sum_m + (r.sum_m ?? 0), sum_err: s.sum_err + (r.sum_err ?? 0), sum_sq: s.sum_sq + (r.sum_sq ?? 0) }),
    { n: 0, sum_m: 0, sum_err: 0, sum_sq: 0 },
  );
  // Per provider: its assets' half-hours pooled.
  const byProvider = new Map<string, { n: number; sum_m: number; sum_err: number; sum_sq: number }>();
  for (const r of rows) {
    if (r.n === 0) continue;
    const p = byProvider.get(r.provider) ?? { n: 0, sum_m: 0, sum_err: 0, sum_sq: 0 };
    byProvider.set(r.provider, { n: p.n + r.n, sum_m: p.sum_m + r.sum_m!, sum_err: p.sum_err + r.sum_err!, sum_sq: p.sum_sq + r.sum_sq! });
  }
  const empty = rows.length > 0 ? null : await emptyReason(ctx);
  return {
    currency: 'GBP',
    empty,
    figures: [
      { key: 'bias', kind: 'ratio', value: pooled.n === 0 ? null : bias(pooled) },
      { key: 'relative_rmse', kind: 'ratio', value: pooled.n === 0 ? null : rmse(pooled) },
      { key: 'flagged', kind: 'count', value: table.filter((r) => r.pre_event_rise === true).length },
    ],
    chart: {
      kind: 'bars',
      x: { key: 'provider', kind: 'text' },
      series: [
        { key: 'bias', kind: 'ratio' },
        { key: 'relative_rmse', kind: 'ratio' },
      ],
      points: [...byProvider.entries()].map(([provider, p]) => ({ provider, bias: bias(p), relative_rmse: rmse(p) })),
    },
    tables: [{ key: 'main', columns: COLUMNS, rows: table }],
  };
};
