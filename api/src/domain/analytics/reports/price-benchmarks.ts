/**
 * price-benchmarks: the prices of accepted bids, per month of the decision (UTC), product
 * (competition type), GSP group and price kind. An accepted price is the rate its obligation is
 * made with (contracts/create.ts): availability the bid's price, else the window's fixed one;
 * utilisation the price the decision pays (pay as clear), else the bid's, else the window's fixed
 * one; service fee the bid's, else the window's fixed fee, else the competition's. Prices are
 * rounded to 2 decimals.
 */
import { and, raw, sql, type SqlFragment } from '../../../db/sql.js';
import { competitionScope, type ReportBuilder, type ReportContext } from '../filters.js';
import type { Column, Figure } from '../schemas.js';
import { hasCompetitions } from './procurement-summary.js';
import { refreshStale } from '../summaries.js';

export const PRICE_KINDS = ['availability', 'utilisation', 'service_fee'] as const;
type PriceKind = (typeof PRICE_KINDS)[number];
/** What each kind's price is per. */
export const PRICE_UNITS: Record<PriceKind, string> = { availability: 'MW/h', utilisation: 'MWh', service_fee: 'MW' };

interface MainRow {
  month: string;
  product: string;
  area: string | null;
  price_kind: PriceKind;
  accepted_bids: number;
  accepted_mw: number;
  weighted_average: string;
  p10: string;
  p50: string;
  p90: string;
  clearing_price: string;
  guide_price: string | null;
  currency: string;
}

interface SummaryRow {
  month: string | null;
  price_kind: PriceKind;
  weighted_average: string;
  p10: string;
  p50: string;
  p90: string;
  guide_price: string | null;
}

/** YYYY-MM of a YYYY-MM-DD day, moved by `months`. */
function monthOf(day: string, months = 0): string {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 7);
}

/** The whole months of the range [from, to] (YYYY-MM, first and last), or null when it holds none. */
function wholeMonths(from: string, to: string): { first: string; last: string } | null {
  const first = from.endsWith('-01') ? monthOf(from) : monthOf(from, 1);
  const dayAfter = new Date(`${to}T00:00:00Z`);
  dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
  const last = dayAfter.getUTCDate() === 1 ? monthOf(to) : monthOf(to, -1);
  return first <= last ? { first, last } : null;
}

/**
 * Accepted prices in reach, as points (a price with its bids, MW, Σ guide × MW and the MW with a
 * guide): with `byArea`, once per GSP group of the competition (the main table's areas); without,
 * each bid once (the figures and the chart). Without a competition or provider chosen, the range's
 * whole months come from the operator's month sums (analytics_price_months, migration 191) and
 * only the days of the months it cuts from the day points; else every day from the points of the
 * competitions in reach (summaries.ts: per competition, decision day, kind and price, per provider
 * when one is chosen).
 */
function pointsInReach(ctx: ReportContext, byArea: boolean): SqlFragment {
  const f = ctx.filters;
  const months = f.competition === null && f.provider === null ? wholeMonths(f.from, f.to) : null;
  const area = byArea
    ? sql`CROSS JOIN LATERAL unnest(CASE WHEN cardinality(c.gsp_groups) = 0 THEN ARRAY[NULL::text] ELSE c.gsp_groups END) AS g(area)`
    : sql`CROSS JOIN LATERAL (SELECT NULL::text AS area) AS g`;
  const days = sql`
      SELECT to_char(pp.day, 'YYYY-MM') AS month, c.competition_type AS product, g.area, c.currency, pp.kind, pp.price, pp.bids, pp.mw, guide * pp.mw AS guide_mw,
             CASE WHEN guide IS NOT NULL THEN pp.mw END AS guided_mw
        FROM ${f.provider === null ? raw('analytics_price_totals') : raw('analytics_price_points')} pp
        JOIN competitions c ON c.id = pp.competition_id
        ${area}
        CROSS JOIN LATERAL (SELECT CASE pp.kind WHEN 'availability' THEN c.availability_guide_price WHEN 'utilisation' THEN c.utilisation_guide_price ELSE c.service_fee END AS guide) AS gp
       WHERE ${and([
         competitionScope(ctx, 'c'),
         sql`pp.day >= ${f.from}::date AND pp.day <= ${f.to}::date`,
         months === null ? null : sql`NOT (pp.day >= ${`${months.first}-01`}::date AND pp.day < (${`${months.last}-01`}::date + interval '1 month')::date)`,
         byArea && f.area !== null ? sql`g.area = ${f.area}` : null,
         f.provider === null ? null : sql`pp.provider_id = ${f.provider}`,
       ])}`;
  // Per GSP group (or, without `byArea`, the chosen one's: its competitions' bids, each once); else over all.
  const perArea = byArea || f.area !== null;
  const whole =
    months === null
      ? null
      : sql`
      SELECT m.month, m.product, ${perArea ? raw(`nullif(m.area, '')`) : raw('NULL::text')}, m.currency, m.kind, m.price, m.bids, m.mw, m.guide_mw, m.guided_mw
        FROM ${perArea ? raw('analytics_price_months') : raw('analytics_price_months_all')} m
       WHERE ${and([
         sql`m.operator_id = ${ctx.operatorId} AND m.month >= ${months.first} AND m.month <= ${months.last}`,
         f.product === null ? null : sql`m.product = ${f.product}`,
         f.area === null ? null : sql`m.area = ${f.area}`,
       ])}`;
  // Keys compared bytewise (COLLATE "C"): the grouping sorts thousands of them.
  return sql`
    points AS (
      SELECT month COLLATE "C" AS month, product COLLATE "C" AS product, ${byArea ? raw('area') : raw('NULL::text')} COLLATE "C" AS area, currency,
             kind COLLATE "C" AS kind, price, bids, mw, guide_mw, guided_mw
        FROM (${days}${whole === null ? sql`` : sql`
      UNION ALL${whole}`}) p (month, product, area, currency, kind, price, bids, mw, guide_mw, guided_mw)
    )`;
}

/**
 * The price statistics per group of `keys`, from the points' counts: the weighted average, the
 * highest price, the guide price weighted by MW, and P10/P50/P90 exactly as PostgreSQL's
 * percentile_cont over one value per bid (the value at 0-based rank h = p × (n − 1), interpolated
 * between ranks ⌊h⌋ and ⌈h⌉), in decimal; rounded to 2 decimals, as text.
 */
function statistics(keys: string[], reach: SqlFragment): SqlFragment {
  const by = raw(keys.join(', '));
  const pct = (p: number) => {
    // `total` is the same on every row of a group: per row inside FILTER, aggregated outside it.
    const hRow = `(${p} * (total - 1))`;
    const h = `(${p} * (max(total) - 1))`;
    const at = (rank: string) => `max(price) FILTER (WHERE below <= ${rank})`;
    return raw(`round(${at(`floor(${hRow})`)} + (${h} - floor(${h})) * (${at(`ceil(${hRow})`)} - ${at(`floor(${hRow})`)}), 2)::text`);
  };
  return sql`
    WITH ${reach},
    grouped AS (
      SELECT ${by}, price, sum(bids) AS n, sum(mw) AS mw, sum(price * mw) AS pmw,
             sum(guide_mw) AS gmw, sum(guided_mw) AS gw, min(currency) AS currency
        FROM points GROUP BY ${by}, price
    ),
    ranked AS (
      SELECT *, sum(n) OVER (PARTITION BY ${by} ORDER BY price) - n AS below, sum(n) OVER (PARTITION BY ${by}) AS total
        FROM grouped
    )
    SELECT ${by}, sum(n)::int AS accepted_bids, sum(mw)::float8 AS accepted_mw,
           round(sum(pmw) / sum(mw), 2)::text AS weighted_average,
           ${pct(0.1)} AS p10, ${pct(0.5)} AS p50, ${pct(0.9)} AS p90,
           round(max(price), 2)::text AS clearing_price,
           round(sum(gmw) / nullif(sum(gw), 0), 2)::text AS guide_price, min(currency) AS currency
      FROM ranked
     GROUP BY ${by}`;
}

const KIND_ORDER = `array_position(ARRAY['availability', 'utilisation', 'service_fee'], p.kind)`;

export const priceBenchmarks: ReportBuilder = async (ctx) => {
  await refreshStale(ctx.db, ctx.operatorId);
  const main = sql`
    SELECT m.month, m.product, m.area, m.kind AS price_kind, m.accepted_bids, m.accepted_mw, m.weighted_average, m.p10, m.p50, m.p90,
           m.clearing_price, m.guide_price, m.currency
      FROM (${statistics(['month', 'product', 'area', 'kind'], pointsInReach(ctx, true))}) m
     ORDER BY m.month, m.product, m.area NULLS LAST, ${raw(KIND_ORDER.replaceAll('p.kind', 'm.kind'))}`;
  // Over the whole range and per month, each bid once (not once per GSP group of its competition).
  const summary = sql`
    SELECT NULL::text AS month, s.kind AS price_kind, s.weighted_average, s.p10, s.p50, s.p90, s.guide_price
      FROM (${statistics(['kind'], pointsInReach(ctx, false))}) s
    UNION ALL
    SELECT s.month, s.kind, s.weighted_average, s.p10, s.p50, s.p90, s.guide_price
      FROM (${statistics(['kind', 'month'], pointsInReach(ctx, false))}) s
     ORDER BY 1 NULLS FIRST`;
  // A year of a large operator's prices is thousands of groups to hash and sort: in memory, not on disk.
  await ctx.db.query(`SET LOCAL work_mem = '64MB'`);
  const rows = (await ctx.db.query<MainRow>(main.text, main.values)).rows;
  const summaries = rows.length === 0 ? [] : (await ctx.db.query<SummaryRow>(summary.text, summary.values)).rows;
  // Figures and chart are of one kind (prices of different kinds are per different units): the
  // first of availability, utilisation, service fee that the answer holds.
  const kind = PRICE_KINDS.find((k) => rows.some((r) => r.price_kind === k)) ?? null;
  const overall = summaries.find((s) => s.month === null && s.price_kind === kind);
  const unit = kind === null ? undefined : PRICE_UNITS[kind];
  const price = (key: string): Column => ({ key, kind: 'price', ...(unit === undefined ? {} : { unit }) });
  const figures: Figure[] = ['weighted_average', 'p50', 'guide_price'].map((key) => ({ ...price(key), value: overall?.[key as 'p50'] ?? null }));
  const columns: Column[] = [
    { key: 'month', kind: 'month' },
    { key: 'product', kind: 'text' },
    { key: 'area', kind: 'text' },
    { key: 'price_kind', kind: 'text' },
    { key: 'accepted_bids', kind: 'count' },
    { key: 'accepted_mw', kind: 'mw' },
    ...['weighted_average', 'p10', 'p50', 'p90', 'clearing_price', 'guide_price'].map((key): Column => ({ key, kind: 'price' })),
  ];
  return {
    currency: rows[0]?.currency ?? 'GBP',
    empty: rows.length > 0 ? null : (await hasCompetitions(ctx)) ? 'no_data' : 'no_competitions',
    figures,
    chart: {
      kind: 'lines',
      x: { key: 'month', kind: 'month' },
      series: ['weighted_average', 'p10', 'p50', 'p90', 'guide_price'].map(price),
      points: summaries
        .filter((s) => s.month !== null && s.price_kind === kind)
        .map((s) => ({ month: s.month, weighted_average: s.weighted_average, p10: s.p10, p50: s.p50, p90: s.p90, guide_price: s.guide_price })),
    },
    tables: [{ key: 'main', columns, rows: rows.map(({ currency: _currency, ...r }) => r) }],
  };
};
