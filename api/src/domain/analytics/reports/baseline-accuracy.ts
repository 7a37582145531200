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
import { hasCompetitions } from './procurement-summary.js';

/** The share of rise before events that flags an asset. */
export const PRE_EVENT_RISE = 0.1;
/** The hours before an event compared. */
export const PRE_EVENT_HOURS = 3;

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
  // Each asset's competition: that of its latest accepted instruction in reach.
  const chosen = sql`SELECT DISTINCT ON (i.asset_id) i.asset_id, i.competition_id FROM (${instructionsInReach(ctx)}) i ORDER BY i.asset_id, i.start DESC, i.id DESC`;
  const pairs = (await ctx.db.query<{ asset_id: number; competition_id: number }>(chosen.text, chosen.values)).rows;
  const competitions = [...new Set(pairs.map((p) => p.competition_id))];
  const settings = await settlementSettingsOfMany(ctx.db, competitions);
  const needs = await ctx.db.query<{ id: number; need_direction: string }>('SELECT id, need_direction FROM competitions WHERE id = ANY ($1::int[])', [competitions]);
  const needOf = new Map(needs.rows.map((n) => [n.id, n.need_direction]));
  const lookbackFrom = addDays(f.from, -MAX_LOOKBACK_DAYS);
  const configs = competitions.map((id) => {
    const s = settings.get(id)!;
    const b = s.config.baseline;
    return {
      competition_id: id,
      zone: s.zone,
      interval_minutes: s.config.interval_minutes,
      method: b.method,
      label: methodLabel(b),
      profile: b.method === 'fixed' ? b.profile : null,
      x: b.method === 'historical' ? b.days_used : null,
      y: b.method === 'historical' ? b.days_considered : null,
      highest: b.method === 'historical' && b.day_selection === 'highest',
      // Standing against a turn-down is demand (+1); against a turn-up, its absence (−1).
      sign: directionOfNeed(needOf.get(id) ?? 'deficit') === 'turn_down' ? 1 : -1,
      holidays: [...publicHolidays(s.holidayCalendar, lookbackFrom, f.to)],
    };
  });

  const q = sql`
    WITH cfg AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(configs)}::jsonb)
        AS x(competition_id int, zone text, interval_minutes int, method text, label text, profile text, x int, y int, highest boolean, sign int, holidays text[])
    ), assets AS (
      SELECT p.asset_id, fa.ref, fa.flex_provider_id, fa.import_meter_id AS imp, fa.export_meter_id AS exp, cfg.*
        FROM jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) AS p(asset_id int, competition_id int)
        JOIN cfg ON cfg.competition_id = p.competition_id
        JOIN flex_assets fa ON fa.id = p.asset_id
    ), event_days AS (
      -- Every accepted instruction of the asset counts (any competition), as settlement's event days.
      SELECT DISTINCT a.asset_id, (d.start AT TIME ZONE a.zone)::date AS day
        FROM assets a JOIN dispatch_instructions d ON d.assets @> ARRAY[a.asset_id]
       WHERE d.response = 'accepted' AND (d.stopped IS NULL OR d.stopped > d.start)
         AND d.start >= ${start}::timestamptz - make_interval(days => ${MAX_LOOKBACK_DAYS + 1}::int) AND d.start < ${end}::timestamptz
    ), periods AS (
      -- Metered net import per period (MW): import − export; a meter on both sides reads net import.
      SELECT a.asset_id, r.period_start,
             sum(CASE WHEN r.meter_id = a.imp THEN r.kw ELSE -r.kw END) / 1000 AS mw,
             count(*) AS meters,
             CASE WHEN a.imp IS NOT NULL AND a.exp IS NOT NULL AND a.imp <> a.exp THEN 2 ELSE 1 END AS needed
        FROM assets a
        JOIN meter_readings r ON r.meter_id IN (a.imp, a.exp)
       WHERE r.period_start >= ${start}::timestamptz - make_interval(days => ${MAX_LOOKBACK_DAYS + 1}::int) AND r.period_start < ${end}::timestamptz
       GROUP BY a.asset_id, r.period_start, a.imp, a.exp
    ), clock AS (
      -- Per local day and clock time (a repeated clock time, in autumn, is the mean of its two periods).
      SELECT p.asset_id, (p.period_start AT TIME ZONE a.zone)::date AS day, (p.period_start AT TIME ZONE a.zone)::time AS t,
             avg(p.mw) AS mw, count(*) AS n
        FROM periods p JOIN assets a ON a.asset_id = p.asset_id
       WHERE p.meters = p.needed
       GROUP BY 1, 2, 3
    ), days AS (
      SELECT c.asset_id, c.day, sum(c.n) AS periods, avg(c.mw) AS day_mean,
             (extract(isodow FROM c.day) < 6 AND NOT c.day::text = ANY (a.holidays)) AS working,
             c.day::text = ANY (a.holidays) AS holiday,
             bool_or(ev.day IS NOT NULL) AS event_day,
             extract(epoch FROM ((c.day + 1)::timestamp AT TIME ZONE a.zone) - (c.day::timestamp AT TIME ZONE a.zone)) / 60 / a.interval_minutes AS expected
        FROM clock c JOIN assets a ON a.asset_id = c.asset_id
        LEFT JOIN event_days ev ON ev.asset_id = c.asset_id AND ev.day = c.day
       GROUP BY c.asset_id, c.day, a.holidays, a.zone, a.interval_minutes
    ), candidates AS (
      SELECT d.*, row_number() OVER (PARTITION BY d.asset_id, d.working ORDER BY d.day) AS rn
        FROM days d WHERE d.periods = d.expected AND NOT d.holiday AND NOT d.event_day
    ), evaluated AS (
      SELECT c.* FROM candidates c WHERE c.day >= ${f.from}::date AND c.day <= ${f.to}::date
    ), history AS (
      -- The Y previous candidates of the day's type (at most 90 days back), ranked for the choice of X.
      SELECT e.asset_id, e.day, h.day AS hday,
             row_number() OVER (PARTITION BY e.asset_id, e.day ORDER BY CASE WHEN a.highest THEN a.sign * h.day_mean END DESC NULLS LAST, h.day DESC) AS pick,
             count(*) OVER (PARTITION BY e.asset_id, e.day) AS found, a.x
        FROM evaluated e JOIN assets a ON a.asset_id = e.asset_id AND a.method = 'historical'
        JOIN candidates h ON h.asset_id = e.asset_id AND h.working = e.working AND h.rn < e.rn AND h.rn >= e.rn - a.y
         AND h.day >= e.day - ${MAX_LOOKBACK_DAYS}::int
    ), historical AS (
      SELECT h.asset_id, h.day, c.t, avg(c.mw) AS b
        FROM history h JOIN clock c ON c.asset_id = h.asset_id AND c.day = h.hday
       WHERE h.found >= h.x AND h.pick <= h.x
       GROUP BY h.asset_id, h.day, c.t
    ), errors AS (
      SELECT e.asset_id, e.day, m.mw AS m, hb.b
        FROM evaluated e JOIN clock m ON m.asset_id = e.asset_id AND m.day = e.day
        JOIN historical hb ON hb.asset_id = e.asset_id AND hb.day = e.day AND hb.t = m.t
      UNION ALL
      SELECT e.asset_id, e.day, p.mw, n.mw
        FROM evaluated e JOIN assets a ON a.asset_id = e.asset_id AND a.method = 'nominated'
        JOIN periods p ON p.asset_id = e.asset_id AND (p.period_start AT TIME ZONE a.zone)::date = e.day AND p.meters = p.needed
        JOIN settlement_nominations n ON n.competition_id = a.competition_id AND n.flex_asset_id = e.asset_id AND n.period_start = p.period_start
      UNION ALL
      SELECT e.asset_id, e.day, m.mw, 0
        FROM evaluated e JOIN assets a ON a.asset_id = e.asset_id AND a.method = 'fixed' AND a.profile = 'zero'
        JOIN clock m ON m.asset_id = e.asset_id AND m.day = e.day
    ), accuracy AS (
      SELECT asset_id, count(DISTINCT day)::int AS days, count(*)::int AS n, sum(m)::float8 AS sum_m, sum(b - m)::float8 AS sum_err, sum((b - m) * (b - m))::float8 AS sum_sq
        FROM errors GROUP BY asset_id
    ), pre AS (
      -- The periods in the hours before each event in the range, with their clock times.
      SELECT i.asset_id, p.mw, (p.period_start AT TIME ZONE a.zone)::time AS t
        FROM (${instructionsInReach(ctx)}) i
        JOIN assets a ON a.asset_id = i.asset_id
        JOIN periods p ON p.asset_id = i.asset_id AND p.meters = p.needed
         AND p.period_start >= i.start - make_interval(hours => ${PRE_EVENT_HOURS}::int) AND p.period_start < i.start
       WHERE i.start >= ${start}::timestamptz AND i.start < ${end}::timestamptz
    ), pre_times AS (
      SELECT asset_id, t, count(*) AS w FROM pre GROUP BY asset_id, t
    ), rise AS (
      -- The mean before events, and the mean at the same clock times (as often as they occur there) on evaluated days.
      SELECT p.asset_id, p.pre_mean, r.ref_mean
        FROM (SELECT asset_id, avg(mw)::float8 AS pre_mean FROM pre GROUP BY asset_id) p
        LEFT JOIN (SELECT pt.asset_id, (sum(c.mw * pt.w) / sum(pt.w))::float8 AS ref_mean
                     FROM pre_times pt JOIN clock c ON c.asset_id = pt.asset_id AND c.t = pt.t
                     JOIN evaluated e ON e.asset_id = c.asset_id AND e.day = c.day
                    GROUP BY pt.asset_id) r ON r.asset_id = p.asset_id
    ), evaluated_days AS (
      SELECT asset_id, count(*)::int AS days FROM evaluated GROUP BY asset_id
    )
    SELECT o.name AS provider, a.ref AS asset, a.label AS baseline_method,
           coalesce(ac.days, ed.days, 0)::int AS days,
           coalesce(ac.n, 0) AS n, ac.sum_m, ac.sum_err, ac.sum_sq, r.pre_mean, r.ref_mean
      FROM assets a
      JOIN organisations o ON o.id = a.flex_provider_id
      LEFT JOIN accuracy ac ON ac.asset_id = a.asset_id
      LEFT JOIN rise r ON r.asset_id = a.asset_id
      LEFT JOIN evaluated_days ed ON ed.asset_id = a.asset_id
     WHERE ac.asset_id IS NOT NULL OR r.pre_mean IS NOT NULL OR ed.asset_id IS NOT NULL
     ORDER BY o.name, o.id, a.ref, a.asset_id`;
  // The steps are CTEs whose sizes the planner cannot know (it guesses one row and loops over
  // readings); joined by hash instead (no loops, no merges sorted on part of a key), the query reads each step once.
  const rows =
    pairs.length === 0
      ? []
      : await ctx.db.transaction(async (tx) => {
          await tx.query('SET LOCAL enable_nestloop = off');
          await tx.query('SET LOCAL enable_mergejoin = off');
          return (await tx.query<AssetRow>(q.text, q.values)).rows;
        });

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
