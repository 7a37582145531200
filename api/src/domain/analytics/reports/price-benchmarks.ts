/**
 * price-benchmarks: the prices of accepted bids, per month of the decision (UTC), product
 * (competition type), GSP group and price kind. An accepted price is the rate its obligation is
 * made with (contracts/create.ts): availability the bid's price, else the window's fixed one;
 * utilisation the price the decision pays (pay as clear), else the bid's, else the window's fixed
 * one; service fee the bid's, else the window's fixed fee, else the competition's. Prices are
 * rounded to 2 decimals.
 */
import { and, raw, sql, type SqlFragment } from '../../../db/sql.js';
import { competitionScope, rangeBounds, type ReportBuilder, type ReportContext } from '../filters.js';
import type { Column, Figure } from '../schemas.js';
import { hasCompetitions } from './procurement-summary.js';

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

/** Accepted prices in reach, one row per bid, GSP group of its competition and price kind. */
function pricesInReach(ctx: ReportContext): SqlFragment {
  const f = ctx.filters;
  const { start, end } = rangeBounds(f);
  return sql`
    prices AS (
      SELECT b.id AS bid_id, to_char(ap.decided AT TIME ZONE 'UTC', 'YYYY-MM') AS month, c.competition_type AS product, g.area, c.currency,
             b.capacity, k.kind, k.price, k.guide
        FROM bids b
        JOIN bid_approvals ap ON ap.bid_id = b.id AND ap.approved
        JOIN competitions c ON c.id = b.competition_id
        JOIN service_windows w ON w.id = b.service_window_id
        CROSS JOIN LATERAL unnest(CASE WHEN cardinality(c.gsp_groups) = 0 THEN ARRAY[NULL::text] ELSE c.gsp_groups END) AS g(area)
        CROSS JOIN LATERAL (VALUES
          ('availability', coalesce(b.availability_price, w.fixed_availability_price), c.availability_guide_price),
          ('utilisation', coalesce(ap.paid_price, b.utilisation_price, w.fixed_utilisation_price), c.utilisation_guide_price),
          ('service_fee', coalesce(b.service_fee, w.fixed_service_fee, c.service_fee), c.service_fee)
        ) AS k(kind, price, guide)
       WHERE ${and([
         competitionScope(ctx, 'c'),
         sql`b.is_active AND k.price IS NOT NULL`,
         sql`ap.decided >= ${start}::timestamptz AND ap.decided < ${end}::timestamptz`,
         f.area === null ? null : sql`g.area = ${f.area}`,
         f.provider === null ? null : sql`b.flex_provider_id = ${f.provider}`,
       ])}
    )`;
}

/** The price statistics of a group of `prices` rows (aliased p), rounded to 2 decimals, as text. */
const STATS = `
  round(sum(p.price * p.capacity) / sum(p.capacity), 2)::text AS weighted_average,
  round(percentile_cont(0.1) WITHIN GROUP (ORDER BY p.price::float8)::numeric, 2)::text AS p10,
  round(percentile_cont(0.5) WITHIN GROUP (ORDER BY p.price::float8)::numeric, 2)::text AS p50,
  round(percentile_cont(0.9) WITHIN GROUP (ORDER BY p.price::float8)::numeric, 2)::text AS p90,
  round(sum(p.guide * p.capacity) / nullif(sum(p.capacity) FILTER (WHERE p.guide IS NOT NULL), 0), 2)::text AS guide_price`;

const KIND_ORDER = `array_position(ARRAY['availability', 'utilisation', 'service_fee'], p.kind)`;

export const priceBenchmarks: ReportBuilder = async (ctx) => {
  const reach = pricesInReach(ctx);
  const main = sql`
    WITH ${reach}
    SELECT p.month, p.product, p.area, p.kind AS price_kind, count(*)::int AS accepted_bids, sum(p.capacity)::float8 AS accepted_mw,
           ${raw(STATS)}, round(max(p.price), 2)::text AS clearing_price, min(p.currency) AS currency
      FROM prices p
     GROUP BY p.month, p.product, p.area, p.kind
     ORDER BY p.month, p.product, p.area NULLS LAST, ${raw(KIND_ORDER)}`;
  // Over the whole range and per month, each bid once (not once per GSP group of its competition).
  const summary = sql`
    WITH ${reach}, once AS (SELECT DISTINCT ON (bid_id, kind) * FROM prices)
    SELECT p.month, p.kind AS price_kind, ${raw(STATS)}
      FROM once p
     GROUP BY GROUPING SETS ((p.kind), (p.kind, p.month))
     ORDER BY p.month NULLS FIRST`;
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
