/**
 * procurement-summary: per competition and service window whose service period overlaps the range,
 * what was required, offered (active bids) and accepted, with coverage, acceptance and what is left
 * unmet. With a provider filter only the windows that provider bid in, with its own bids.
 */
import { and, sql } from '../../../db/sql.js';
import { competitionScope, type ReportBuilder, type ReportContext } from '../filters.js';
import { refreshStale } from '../summaries.js';
import type { Column, Figure } from '../schemas.js';

interface WindowRow {
  competition_id: number;
  competition: string;
  window: string;
  currency: string;
  required_mw: number;
  offered_mw: number;
  accepted_mw: number;
}

const ratio = (a: number, b: number): number | null => (b === 0 ? null : a / b);
/** MW summed in JavaScript, back to the capacities' five decimals (no binary noise like 109.19999999999999). */
const mw = (x: number): number => Math.round(x * 1e5) / 1e5;

const COLUMNS: Column[] = [
  { key: 'competition', kind: 'text' },
  { key: 'window', kind: 'text' },
  { key: 'required_mw', kind: 'mw' },
  { key: 'offered_mw', kind: 'mw' },
  { key: 'accepted_mw', kind: 'mw' },
  { key: 'coverage', kind: 'ratio' },
  { key: 'acceptance_rate', kind: 'ratio' },
  { key: 'unmet_mw', kind: 'mw' },
];

/** Whether the operator has any competition at all (else the report says so). */
export async function hasCompetitions(ctx: ReportContext): Promise<boolean> {
  const r = await ctx.db.query('SELECT 1 FROM competitions WHERE operator_id = $1 LIMIT 1', [ctx.operatorId]);
  return r.rows.length > 0;
}

function figuresOf(required: number, offered: number, accepted: number, unmet: number): Figure[] {
  return [
    { key: 'required_mw', kind: 'mw', value: required },
    { key: 'offered_mw', kind: 'mw', value: offered },
    { key: 'accepted_mw', kind: 'mw', value: accepted },
    { key: 'coverage', kind: 'ratio', value: ratio(offered, required) },
    { key: 'acceptance_rate', kind: 'ratio', value: ratio(accepted, offered) },
    { key: 'unmet_mw', kind: 'mw', value: unmet },
  ];
}

export const procurementSummary: ReportBuilder = async (ctx) => {
  const f = ctx.filters;
  const provider = f.provider;
  // Bids as summed per window and provider (summaries.ts, re-summed first where stale), joined to the windows.
  await refreshStale(ctx.db, ctx.operatorId);
  const q = sql`
    WITH w AS (
      SELECT c.id AS competition_id, c.name AS competition, c.currency, sw.id AS window_id, sw.name AS window, sw.capacity_required
        FROM competitions c
        JOIN service_windows sw ON sw.competition_id = c.id
        JOIN service_periods p ON p.id = sw.service_period_id
       WHERE ${competitionScope(ctx, 'c')} AND p.start <= ${f.to}::date AND p."end" >= ${f.from}::date
    ), b AS (
      SELECT s.service_window_id AS window_id, sum(s.bids) AS bids, sum(s.offered_mw) AS offered, sum(s.accepted_mw) AS accepted
        FROM analytics_window_bids s
       WHERE ${and([sql`s.service_window_id IN (SELECT window_id FROM w)`, provider === null ? null : sql`s.provider_id = ${provider}`])}
       GROUP BY s.service_window_id
    )
    SELECT w.competition_id, w.competition, w.window, w.currency,
           w.capacity_required::float8 AS required_mw,
           coalesce(b.offered, 0)::float8 AS offered_mw,
           coalesce(b.accepted, 0)::float8 AS accepted_mw
      FROM w LEFT JOIN b ON b.window_id = w.window_id
     WHERE ${provider === null ? sql`true` : sql`b.bids > 0`}
     ORDER BY w.competition, w.competition_id, w.window, w.window_id`;
  const rows = (await ctx.db.query<WindowRow>(q.text, q.values)).rows;
  const empty = rows.length > 0 ? null : (await hasCompetitions(ctx)) ? 'no_data' : 'no_competitions';

  const unmetOf = (r: { required_mw: number; accepted_mw: number }) => Math.max(0, r.required_mw - r.accepted_mw);
  const sum = (pick: (r: WindowRow) => number) => rows.reduce((s, r) => s + pick(r), 0);
  const perCompetition = new Map<number, { competition: string; required_mw: number; offered_mw: number; accepted_mw: number }>();
  for (const r of rows) {
    const c = perCompetition.get(r.competition_id) ?? { competition: r.competition, required_mw: 0, offered_mw: 0, accepted_mw: 0 };
    c.required_mw += r.required_mw;
    c.offered_mw += r.offered_mw;
    c.accepted_mw += r.accepted_mw;
    perCompetition.set(r.competition_id, c);
  }
  return {
    currency: rows[0]?.currency ?? 'GBP',
    empty,
    figures: figuresOf(mw(sum((r) => r.required_mw)), mw(sum((r) => r.offered_mw)), mw(sum((r) => r.accepted_mw)), mw(sum(unmetOf))),
    chart: {
      kind: 'bars',
      x: { key: 'competition', kind: 'text' },
      series: [
        { key: 'required_mw', kind: 'mw' },
        { key: 'offered_mw', kind: 'mw' },
        { key: 'accepted_mw', kind: 'mw' },
      ],
      points: [...perCompetition.values()].map((c) => ({ ...c, required_mw: mw(c.required_mw), offered_mw: mw(c.offered_mw), accepted_mw: mw(c.accepted_mw) })),
    },
    tables: [
      {
        key: 'main',
        columns: COLUMNS,
        rows: rows.map((r) => ({
          competition: r.competition,
          window: r.window,
          required_mw: r.required_mw,
          offered_mw: r.offered_mw,
          accepted_mw: r.accepted_mw,
          coverage: ratio(r.offered_mw, r.required_mw),
          acceptance_rate: ratio(r.accepted_mw, r.offered_mw),
          unmet_mw: unmetOf(r),
        })),
      },
    ],
  };
};
