/**
 * exchange-liquidity: how liquid the exchange is where it touches the operator, per month (UTC, in
 * which the listing's bidding opened) and exchange type — listings and MW offered, trades and MW traded,
 * bidders, and the trades' amounts.
 *
 * In reach: published listings of obligations of the operator's competitions (its flexibility
 * market: every bid and trade on them counts), and load modifications the operator bid on or
 * bought (the platform's market, where it is one buyer among others: only its own trades, and
 * bidders only as far as it could see them — all of an unsealed listing's, on a sealed one
 * itself). Capacity-market trades are between providers and the delivery body, not the operator's
 * market: left out. No organisation is named. Aggregated in one SQL statement.
 */
import { sql, type SqlFragment } from '../../../db/sql.js';
import { competitionScope, rangeBounds, type ReportBuilder, type ReportContext } from '../filters.js';
import type { Chart, Column, EMPTY_REASONS, Figure, ReportBody } from '../schemas.js';

interface Row {
  month: string | null;
  exchange_type: string | null;
  listings: number;
  listed_mw: number;
  trades: number;
  traded_mw: number;
  bidders: number;
  bidders_per_listing: number | null;
  premiums: string;
}

const COLUMNS: Column[] = [
  { key: 'month', kind: 'month' },
  { key: 'exchange_type', kind: 'text' },
  { key: 'listings', kind: 'count' },
  { key: 'listed_mw', kind: 'mw' },
  { key: 'trades', kind: 'count' },
  { key: 'traded_mw', kind: 'mw' },
  { key: 'bidders', kind: 'count' },
  { key: 'bidders_per_listing', kind: 'number' },
  { key: 'premiums', kind: 'money' },
];

/** Load modifications the operator bid on or bought. */
const operatorsLoadMods = (operatorId: number): SqlFragment => sql`
  SELECT listing_id FROM exchange_bids WHERE bidder_fp_id = ${operatorId}
  UNION SELECT listing_id FROM exchange_trades WHERE buyer_id = ${operatorId}`;

/** The listings in reach under the filters, with their month; none of another operator's. */
function listingsInReach(ctx: ReportContext): SqlFragment {
  const f = ctx.filters;
  const { start, end } = rangeBounds(f);
  const common = sql`l.status <> 'draft' AND l.bidding_opens >= ${start}::timestamptz AND l.bidding_opens < ${end}::timestamptz
    AND ${f.provider === null ? sql`TRUE` : sql`l.flex_provider_id = ${f.provider}`}`;
  // A load modification belongs to no competition or product: the competition and product filters leave them out.
  const loadMods =
    f.competition !== null || f.product !== null
      ? sql`FALSE`
      : sql`l.id IN (${operatorsLoadMods(ctx.operatorId)}) AND ${f.area === null ? sql`TRUE` : sql`g.gsp_group = ${f.area}`}`;
  return sql`
    SELECT l.id, l.exchange_type, to_char(l.bidding_opens AT TIME ZONE 'UTC', 'YYYY-MM') AS month, l.mw, l.sealed, l.obligation_id IS NOT NULL AS own_market
      FROM exchange_listings l
      JOIN obligations ob ON ob.id = l.obligation_id
      JOIN competitions c ON c.id = ob.competition_id
     WHERE l.exchange_type = 'flexibility_obligation' AND ${competitionScope(ctx, 'c')} AND ${common}
    UNION ALL
    SELECT l.id, l.exchange_type, to_char(l.bidding_opens AT TIME ZONE 'UTC', 'YYYY-MM'), l.mw, l.sealed, false
      FROM exchange_listings l
      JOIN gsp_regions g ON g.id = l.gsp_region_id
     WHERE l.exchange_type = 'load_modification' AND ${loadMods} AND ${common}`;
}

/**
 * Per month and type, and over everything (the row without a month). `bidders` = distinct bidding
 * organisations; `bidders_per_listing` = the mean over listings of each one's distinct bidders;
 * `premiums` = Σ trade amounts (the sellers' premiums on obligations; the block's price on a load
 * modification).
 */
async function grouped(ctx: ReportContext): Promise<Row[]> {
  const op = ctx.operatorId;
  const r = await ctx.db.query<Row>(sql`
    WITH listing AS (${listingsInReach(ctx)}),
    bidder AS (
      SELECT DISTINCT b.listing_id, b.bidder_fp_id
        FROM exchange_bids b JOIN listing x ON x.id = b.listing_id
       WHERE x.own_market OR NOT x.sealed OR b.bidder_fp_id = ${op}),
    bidder_count AS (SELECT listing_id, count(*) AS n FROM bidder GROUP BY listing_id),
    traded AS (
      SELECT t.listing_id, count(*) AS trades, sum(t.mw) AS mw, sum(t.amount) AS amount
        FROM exchange_trades t JOIN listing x ON x.id = t.listing_id
       WHERE x.own_market OR t.buyer_id = ${op}
       GROUP BY t.listing_id),
    groups AS (
      SELECT x.month, x.exchange_type, count(*) AS listings, coalesce(sum(x.mw), 0) AS listed_mw,
             coalesce(sum(tr.trades), 0) AS trades, coalesce(sum(tr.mw), 0) AS traded_mw,
             coalesce(sum(bc.n), 0) AS bidder_sum, coalesce(sum(tr.amount), 0) AS premiums
        FROM listing x
        LEFT JOIN traded tr ON tr.listing_id = x.id
        LEFT JOIN bidder_count bc ON bc.listing_id = x.id
       GROUP BY GROUPING SETS ((x.month, x.exchange_type), ())),
    distinct_bidders AS (
      SELECT x.month, x.exchange_type, count(DISTINCT bd.bidder_fp_id) AS bidders
        FROM bidder bd JOIN listing x ON x.id = bd.listing_id
       GROUP BY GROUPING SETS ((x.month, x.exchange_type), ()))
    SELECT g.month, g.exchange_type, g.listings::int AS listings, g.listed_mw, g.trades::int AS trades, g.traded_mw,
           coalesce(d.bidders, 0)::int AS bidders,
           round(g.bidder_sum / NULLIF(g.listings, 0), 2) AS bidders_per_listing,
           round(g.premiums, 2)::text AS premiums
      FROM groups g
      LEFT JOIN distinct_bidders d ON d.month IS NOT DISTINCT FROM g.month AND d.exchange_type IS NOT DISTINCT FROM g.exchange_type
     ORDER BY g.month NULLS LAST, g.exchange_type`);
  return r.rows.map((row) => ({
    ...row,
    listed_mw: Number(row.listed_mw),
    traded_mw: Number(row.traded_mw),
    bidders_per_listing: row.bidders_per_listing === null ? null : Number(row.bidders_per_listing),
  }));
}

/** `no_exchange` when nothing of the operator's was ever listed on the exchange or bought there; else `no_data`. */
async function emptyReason(ctx: ReportContext): Promise<(typeof EMPTY_REASONS)[number]> {
  const r = await ctx.db.query<{ any: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM exchange_listings l JOIN obligations ob ON ob.id = l.obligation_id JOIN competitions c ON c.id = ob.competition_id
                    WHERE c.operator_id = ${ctx.operatorId} AND l.status <> 'draft')
        OR EXISTS (${operatorsLoadMods(ctx.operatorId)}) AS any`);
  return r.rows[0]!.any ? 'no_data' : 'no_exchange';
}

export const exchangeLiquidity: ReportBuilder = async (ctx): Promise<ReportBody> => {
  const all = await grouped(ctx);
  const rows = all.filter((r) => r.month !== null);
  const total = all.find((r) => r.month === null)!;
  const figures: Figure[] = [
    { key: 'listed_mw', kind: 'mw', value: total.listed_mw },
    { key: 'traded_mw', kind: 'mw', value: total.traded_mw },
    { key: 'bidders_per_listing', kind: 'number', value: total.bidders_per_listing },
    { key: 'premiums', kind: 'money', value: total.premiums },
  ];
  const byMonth = new Map<string, { month: string; listed_mw: number; traded_mw: number }>();
  for (const r of rows) {
    const point = byMonth.get(r.month!) ?? { month: r.month!, listed_mw: 0, traded_mw: 0 };
    // MW have at most five decimals (numeric(14, 5)): rounded back to them after adding.
    point.listed_mw = Math.round((point.listed_mw + r.listed_mw) * 1e5) / 1e5;
    point.traded_mw = Math.round((point.traded_mw + r.traded_mw) * 1e5) / 1e5;
    byMonth.set(r.month!, point);
  }
  const chart: Chart = {
    kind: 'bars',
    x: { key: 'month', kind: 'month' },
    series: [
      { key: 'listed_mw', kind: 'mw' },
      { key: 'traded_mw', kind: 'mw' },
    ],
    points: [...byMonth.values()],
  };
  return {
    // The exchange prices in pounds (its units are £/kW/year, £/MW/h, £/kW/month).
    currency: 'GBP',
    empty: rows.length > 0 ? null : await emptyReason(ctx),
    figures,
    chart,
    tables: [{ key: 'main', columns: COLUMNS, rows: rows.map((r) => ({ ...r })) }],
  };
};
