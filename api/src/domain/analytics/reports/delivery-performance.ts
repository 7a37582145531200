/**
 * delivery-performance: per provider, asset type and window, the settled dispatches (events) that
 * started in the range, read from the stored settlement reports the settlement screens show: of each
 * competition's month the latest published version, else the latest draft (the version the month's
 * money and the next month's availability factor are read from). Ordered and delivered MWh and each
 * event's ratio are the report's own; an event is below the minimum when its ratio is under the
 * `min_performance_ratio` of the configuration version the report was settled with.
 */
import { and, raw, sql, type SqlFragment } from '../../../db/sql.js';
import { DEFAULT_MIN_PERFORMANCE_RATIO } from '../../settlement/config.js';
import { competitionScope, rangeBounds, type ReportBuilder, type ReportContext } from '../filters.js';
import type { Column, Figure, ReportBody } from '../schemas.js';
import { hasCompetitions } from './procurement-summary.js';

interface GroupRow {
  provider: string;
  asset_type: string;
  window: string;
  currency: string;
  dispatches: number;
  ordered_mwh: number;
  delivered_mwh: number;
  below_minimum: number;
}

const COLUMNS: Column[] = [
  { key: 'provider', kind: 'text' },
  { key: 'asset_type', kind: 'text' },
  { key: 'window', kind: 'text' },
  { key: 'dispatches', kind: 'count' },
  { key: 'ordered_mwh', kind: 'mwh' },
  { key: 'delivered_mwh', kind: 'mwh' },
  { key: 'performance_ratio', kind: 'ratio' },
  { key: 'below_minimum', kind: 'count' },
  { key: 'below_minimum_share', kind: 'ratio' },
];

/** The chart's bands of an event's ratio: [0, 10 %), …, [90 %, 100 %), and 100 % exactly. */
export const RATIO_BANDS = [...Array.from({ length: 10 }, (_, i) => `${i * 10}-${i * 10 + 10}%`), '100%'];

/**
 * The settled events in reach (with figures: instructed energy known), as counts per provider,
 * asset, window and ratio band: of the report versions whose events all started within the range,
 * their groups (analytics_delivery_groups, migration 190, summed when the events were written);
 * of the others (a month at the range's edge), their events in the range, one row each.
 */
function groupsInReach(ctx: ReportContext): SqlFragment {
  const f = ctx.filters;
  const { start, end } = rangeBounds(f);
  const provider = (column: string) => (f.provider === null ? null : sql`${raw(column)} = ${f.provider}`);
  return sql`
    latest AS (
      SELECT DISTINCT ON (r.competition_id, r.month) r.id, r.competition_id, r.settings_version, r.currency,
             s.first_start >= ${start}::timestamptz AND s.last_start < ${end}::timestamptz AS whole
        FROM settlement_reports r JOIN competitions c ON c.id = r.competition_id
        JOIN analytics_delivery_spans s ON s.report_id = r.id
       WHERE ${competitionScope(ctx, 'c')} AND r.month >= ${f.from.slice(0, 7)} AND r.month <= ${f.to.slice(0, 7)}
       ORDER BY r.competition_id, r.month, (r.published_at IS NOT NULL) DESC, r.version DESC
    ), fine AS (
      SELECT g.provider_id, g.asset_id, g.service_window_id, g.band::int AS band, r.currency, g.dispatches, g.ordered_mwh, g.delivered_mwh, g.below_minimum
        FROM latest r
        JOIN analytics_delivery_groups g ON g.report_id = r.id
       WHERE ${and([sql`r.whole`, provider('g.provider_id')])}
      UNION ALL
      SELECT e.provider_id, e.asset_id, d.service_window_id, least(floor(e.performance_ratio * 10), 10)::int, r.currency, 1, e.instructed_mwh, e.delivered_mwh,
             (e.performance_ratio < coalesce((sc.config->>'min_performance_ratio')::numeric, ${DEFAULT_MIN_PERFORMANCE_RATIO}::numeric))::int
        FROM latest r
        JOIN settlement_report_events e ON e.report_id = r.id
        JOIN dispatch_instructions d ON d.id = e.instruction_id
        LEFT JOIN settlement_configs sc ON sc.competition_id = r.competition_id AND sc.version = r.settings_version
       WHERE ${and([
         sql`NOT r.whole`,
         sql`e.start >= ${start}::timestamptz AND e.start < ${end}::timestamptz`,
         sql`e.instructed_mwh IS NOT NULL`,
         provider('e.provider_id'),
       ])}
    )`;
}

async function emptyReason(ctx: ReportContext): Promise<ReportBody['empty']> {
  if (!(await hasCompetitions(ctx))) return 'no_competitions';
  const dispatched = await ctx.db.query(
    `SELECT 1 FROM dispatch_instructions d JOIN competitions c ON c.id = d.competition_id WHERE c.operator_id = $1 LIMIT 1`,
    [ctx.operatorId],
  );
  if (dispatched.rows.length === 0) return 'no_dispatches';
  const settled = await ctx.db.query(`SELECT 1 FROM settlement_reports r JOIN competitions c ON c.id = r.competition_id WHERE c.operator_id = $1 LIMIT 1`, [ctx.operatorId]);
  return settled.rows.length === 0 ? 'no_settlement' : 'no_data';
}

export const deliveryPerformance: ReportBuilder = async (ctx) => {
  const reach = groupsInReach(ctx);
  // One pass over the groups: by ids (provider, asset type, window) and by ratio band at once
  // (grouping sets), then the names joined to the few thousand groups.
  const q = sql`
    WITH ${reach},
    grouped AS (
      SELECT f.provider_id, a.asset_type, f.service_window_id, f.band, GROUPING(f.band) AS by_window, min(f.currency) AS currency,
             sum(f.dispatches)::int AS dispatches, sum(f.ordered_mwh)::float8 AS ordered_mwh, sum(f.delivered_mwh)::float8 AS delivered_mwh,
             sum(f.below_minimum)::int AS below_minimum
        FROM fine f
        JOIN flex_assets a ON a.id = f.asset_id
       GROUP BY GROUPING SETS ((f.provider_id, a.asset_type, f.service_window_id), (f.band))
    )
    SELECT g.by_window = 1 AS by_window, g.band, o.name AS provider, g.asset_type, cw.name || ': ' || w.name AS window, g.currency,
           g.dispatches, g.ordered_mwh, g.delivered_mwh, g.below_minimum
      FROM grouped g
      LEFT JOIN organisations o ON o.id = g.provider_id
      LEFT JOIN service_windows w ON w.id = g.service_window_id
      LEFT JOIN competitions cw ON cw.id = w.competition_id
     ORDER BY o.name, o.id, g.asset_type, cw.name, w.name, w.id`;
  // A year of a large operator's groups is tens of thousands of rows to hash: in memory, not on disk.
  const all = (
    await ctx.db.transaction(async (tx) => {
      await tx.query(`SET LOCAL work_mem = '64MB'`);
      return tx.query<GroupRow & { by_window: boolean; band: number | null }>(q.text, q.values);
    })
  ).rows;
  const rows = all.filter((r) => r.by_window);
  const perBand = new Map(all.filter((r) => !r.by_window && r.band !== null).map((b) => [b.band!, b.dispatches]));

  const ratio = (a: number, b: number): number | null => (b === 0 ? null : a / b);
  const total = (pick: (r: GroupRow) => number) => rows.reduce((s, r) => s + pick(r), 0);
  const dispatches = total((r) => r.dispatches);
  const figures: Figure[] = [
    { key: 'performance_ratio', kind: 'ratio', value: ratio(total((r) => r.delivered_mwh), total((r) => r.ordered_mwh)) },
    { key: 'below_minimum_share', kind: 'ratio', value: ratio(total((r) => r.below_minimum), dispatches) },
    { key: 'dispatches', kind: 'count', value: dispatches },
  ];
  return {
    currency: rows[0]?.currency ?? 'GBP',
    empty: rows.length > 0 ? null : await emptyReason(ctx),
    figures,
    chart: {
      kind: 'bars',
      x: { key: 'ratio_band', kind: 'text' },
      series: [{ key: 'dispatches', kind: 'count' }],
      points: rows.length === 0 ? [] : RATIO_BANDS.map((band, i) => ({ ratio_band: band, dispatches: perBand.get(i) ?? 0 })),
    },
    tables: [
      {
        key: 'main',
        columns: COLUMNS,
        rows: rows.map((r) => ({
          provider: r.provider,
          asset_type: r.asset_type,
          window: r.window,
          dispatches: r.dispatches,
          ordered_mwh: r.ordered_mwh,
          delivered_mwh: r.delivered_mwh,
          performance_ratio: ratio(r.delivered_mwh, r.ordered_mwh),
          below_minimum: r.below_minimum,
          below_minimum_share: ratio(r.below_minimum, r.dispatches),
        })),
      },
    ],
  };
};
