/**
 * spend-invoicing: what the operator's settlement cost per settled month (the lines of its
 * invoices, credit notes and supplementary invoices), its unpaid documents by age as of the
 * range's end, and the providers' disputes by status with the money they question.
 *
 * Money stays `numeric` in SQL and leaves it as text with two decimals: nothing is summed in
 * binary floating point. One currency per answer: the one most of the operator's documents are in.
 */
import { sql, type SqlFragment } from '../../../db/sql.js';
import { competitionScope, type ReportBuilder, type ReportContext } from '../filters.js';
import type { Chart, Column, EMPTY_REASONS, Figure, ReportBody } from '../schemas.js';

const KINDS = ['availability', 'utilisation', 'service_fee', 'penalties'] as const;

const MAIN: Column[] = [
  { key: 'month', kind: 'month' },
  ...KINDS.map((key): Column => ({ key, kind: 'money' })),
  { key: 'total', kind: 'money' },
  { key: 'invoices', kind: 'count' },
];
const AGEING: Column[] = [
  { key: 'band', kind: 'text' },
  { key: 'invoices', kind: 'count' },
  { key: 'amount', kind: 'money' },
];
const DISPUTES: Column[] = [
  { key: 'status', kind: 'text' },
  { key: 'disputes', kind: 'count' },
  { key: 'amount', kind: 'money' },
];

/** Days since issue, as of the report's date: the bands' labels and their first day. */
export const AGEING_BANDS = [
  { band: '0-30', from: 0 },
  { band: '31-60', from: 31 },
  { band: '61-90', from: 61 },
  { band: '>90', from: 91 },
] as const;
const DISPUTE_STATUSES = ['open', 'upheld', 'rejected'] as const;

type Money = string;
interface MonthRow {
  month: string | null;
  availability: Money;
  utilisation: Money;
  service_fee: Money;
  penalties: Money;
  total: Money;
  invoices: number;
}

/** The settled months the range touches, as YYYY-MM bounds. */
const monthBounds = (ctx: ReportContext) => ({ first: ctx.filters.from.slice(0, 7), last: ctx.filters.to.slice(0, 7) });

/** The operator's documents in reach: its own, of the competitions in scope, the provider filter and the currency. */
function documentsInReach(ctx: ReportContext, currency: string): SqlFragment {
  const provider = ctx.filters.provider === null ? sql`TRUE` : sql`i.provider_id = ${ctx.filters.provider}`;
  return sql`i.operator_id = ${ctx.operatorId} AND i.currency = ${currency} AND ${provider} AND ${competitionScope(ctx, 'c')}`;
}

/** The currency most of the operator's documents (else its competitions) are in; GBP without either. */
async function currencyOf(ctx: ReportContext): Promise<string> {
  const r = await ctx.db.query<{ currency: string }>(sql`
    SELECT currency FROM (
      SELECT currency, count(*) AS n, 1 AS source FROM invoices WHERE operator_id = ${ctx.operatorId} GROUP BY currency
      UNION ALL
      SELECT currency, count(*), 2 FROM competitions WHERE operator_id = ${ctx.operatorId} GROUP BY currency
    ) found ORDER BY source, n DESC, currency LIMIT 1`);
  return r.rows[0]?.currency ?? 'GBP';
}

/**
 * Per settled month (and, as the row without a month, over all of them): each kind of line summed
 * over the month's documents — drafts too, since a month's documents add up to its latest published
 * version whether or not its provider has issued the invoice yet — and how many documents.
 * Penalties are deducted on the documents (negative lines) and shown as the positive sum deducted.
 */
async function months(ctx: ReportContext, currency: string): Promise<{ rows: MonthRow[]; total: MonthRow | null }> {
  const { first, last } = monthBounds(ctx);
  const r = await ctx.db.query<MonthRow>(sql`
    SELECT i.month,
           round(coalesce(sum(l.amount) FILTER (WHERE l.kind = 'availability'), 0), 2)::text AS availability,
           round(coalesce(sum(l.amount) FILTER (WHERE l.kind = 'utilisation'), 0), 2)::text AS utilisation,
           round(coalesce(sum(l.amount) FILTER (WHERE l.kind = 'service_fee'), 0), 2)::text AS service_fee,
           round(-coalesce(sum(l.amount) FILTER (WHERE l.kind = 'penalty'), 0), 2)::text AS penalties,
           round(coalesce(sum(l.amount), 0), 2)::text AS total,
           count(DISTINCT i.id)::int AS invoices
      FROM invoices i
      JOIN competitions c ON c.id = i.competition_id
      LEFT JOIN invoice_lines l ON l.invoice_id = i.id
     WHERE ${documentsInReach(ctx, currency)} AND i.month >= ${first} AND i.month <= ${last}
     GROUP BY GROUPING SETS ((i.month), ())
     ORDER BY i.month NULLS LAST`);
  const rows = r.rows.filter((row) => row.month !== null);
  return { rows, total: rows.length === 0 ? null : (r.rows.find((row) => row.month === null) ?? null) };
}

/**
 * Issued documents unpaid as of the range's end (or today when that is earlier), by days since
 * issue (UTC dates): issued by then and not paid by then, whatever month they settle. Amounts are
 * gross (what is to be paid), credit notes negative.
 */
async function ageing(ctx: ReportContext, currency: string): Promise<{ bands: { band: string; invoices: number; amount: Money }[]; unpaid: Money }> {
  const r = await ctx.db.query<{ band: number | null; invoices: number; amount: Money }>(sql`
    WITH asof AS (SELECT LEAST(${ctx.filters.to}::date, current_date) AS day),
         unpaid AS (
           SELECT i.gross, asof.day - (i.issued_at AT TIME ZONE 'UTC')::date AS days
             FROM invoices i
             JOIN competitions c ON c.id = i.competition_id
             CROSS JOIN asof
            WHERE ${documentsInReach(ctx, currency)} AND i.status <> 'draft'
              AND i.issued_at < (asof.day + 1)::timestamp AT TIME ZONE 'UTC'
              AND (i.paid_at IS NULL OR i.paid_at >= (asof.day + 1)::timestamp AT TIME ZONE 'UTC'))
    SELECT band, count(*)::int AS invoices, round(coalesce(sum(gross), 0), 2)::text AS amount
      FROM (SELECT gross, CASE WHEN days <= 30 THEN 0 WHEN days <= 60 THEN 1 WHEN days <= 90 THEN 2 ELSE 3 END AS band FROM unpaid) banded
     GROUP BY GROUPING SETS ((band), ())`);
  const bands = AGEING_BANDS.map((b, i) => {
    const found = r.rows.find((row) => row.band !== null && Number(row.band) === i);
    return { band: b.band, invoices: found?.invoices ?? 0, amount: found?.amount ?? '0.00' };
  });
  return { bands, unpaid: r.rows.find((row) => row.band === null)?.amount ?? '0.00' };
}

/**
 * Disputes of the settled months in range, by status. The money a dispute questions: for one
 * event, that event's utilisation less its penalty; for a whole report, the provider's statement
 * net in it (both before VAT).
 */
async function disputes(ctx: ReportContext, currency: string): Promise<{ status: string; disputes: number; amount: Money }[]> {
  const { first, last } = monthBounds(ctx);
  const provider = ctx.filters.provider === null ? sql`TRUE` : sql`d.provider_id = ${ctx.filters.provider}`;
  const r = await ctx.db.query<{ status: string; disputes: number; amount: Money }>(sql`
    SELECT d.status, count(*)::int AS disputes,
           round(coalesce(sum(CASE WHEN d.event_id IS NULL THEN s.net ELSE e.utilisation - e.penalty END), 0), 2)::text AS amount
      FROM settlement_disputes d
      JOIN settlement_reports r ON r.id = d.report_id
      JOIN competitions c ON c.id = r.competition_id
      LEFT JOIN settlement_statements s ON d.event_id IS NULL AND s.report_id = d.report_id AND s.provider_id = d.provider_id
      LEFT JOIN settlement_report_events e ON e.report_id = d.report_id AND e.event_id = d.event_id
     WHERE ${competitionScope(ctx, 'c')} AND ${provider} AND r.currency = ${currency}
       AND r.month >= ${first} AND r.month <= ${last}
     GROUP BY d.status`);
  return DISPUTE_STATUSES.map((status) => {
    const found = r.rows.find((row) => row.status === status);
    return { status, disputes: found?.disputes ?? 0, amount: found?.amount ?? '0.00' };
  });
}

/** Why nothing shows: no competitions, or no settlement ever run for them, else nothing in reach. */
async function emptyReason(ctx: ReportContext): Promise<(typeof EMPTY_REASONS)[number]> {
  const r = await ctx.db.query<{ competitions: boolean; settled: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM competitions WHERE operator_id = ${ctx.operatorId}) AS competitions,
           EXISTS (SELECT 1 FROM settlement_reports r JOIN competitions c ON c.id = r.competition_id WHERE c.operator_id = ${ctx.operatorId})
             OR EXISTS (SELECT 1 FROM invoices WHERE operator_id = ${ctx.operatorId}) AS settled`);
  const found = r.rows[0]!;
  if (!found.competitions) return 'no_competitions';
  return found.settled ? 'no_data' : 'no_settlement';
}

export const spendInvoicing: ReportBuilder = async (ctx): Promise<ReportBody> => {
  const currency = await currencyOf(ctx);
  const spend = await months(ctx, currency);
  const aged = await ageing(ctx, currency);
  const disputed = await disputes(ctx, currency);

  const figures: Figure[] = [
    { key: 'total', kind: 'money', value: spend.total?.total ?? '0.00' },
    { key: 'unpaid', kind: 'money', value: aged.unpaid },
    { key: 'open_disputes', kind: 'count', value: disputed.find((d) => d.status === 'open')!.disputes },
  ];
  const chart: Chart = {
    kind: 'bars',
    x: { key: 'month', kind: 'month' },
    series: KINDS.map((key): Column => ({ key, kind: 'money' })),
    points: spend.rows.map((row) => ({ month: row.month, availability: row.availability, utilisation: row.utilisation, service_fee: row.service_fee, penalties: row.penalties })),
  };
  const nothing = spend.rows.length === 0 && aged.bands.every((b) => b.invoices === 0) && disputed.every((d) => d.disputes === 0);
  return {
    currency,
    empty: nothing ? await emptyReason(ctx) : null,
    figures,
    chart,
    tables: [
      { key: 'main', columns: MAIN, rows: spend.rows.map((row) => ({ ...row })) },
      { key: 'ageing', columns: AGEING, rows: aged.bands },
      { key: 'disputes', columns: DISPUTES, rows: disputed },
    ],
  };
};
