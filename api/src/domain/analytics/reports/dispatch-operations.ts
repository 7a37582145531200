/**
 * dispatch-operations: how the operator's dispatch instructions went, per month (UTC, of the
 * instruction's creation) and competition — how many reached the provider, how they ended, how
 * fast providers answered and how many answers came after the response deadline.
 *
 * Read from the instruction's own timestamps (`sent`, `responded`, `stopped`), which record the
 * same moments as its history (dispatch_instruction_events), so one pass over the instructions
 * serves every figure. Aggregated in SQL per month and competition; the few grouped rows are
 * summed here for the figures and the chart.
 */
import { sql } from '../../../db/sql.js';
import { competitionScope, rangeBounds, type ReportBuilder, type ReportContext } from '../filters.js';
import type { Chart, Column, Figure, ReportBody } from '../schemas.js';

interface Row {
  month: string;
  competition: string;
  sent: number;
  accepted: number;
  rejected: number;
  expired: number;
  stopped: number;
  median_response_seconds: number | null;
  p90_response_seconds: number | null;
  late_responses: number;
  on_time: number;
  answer_due: number;
}

const COUNTS = ['sent', 'accepted', 'rejected', 'expired', 'stopped'] as const;

const COLUMNS: Column[] = [
  { key: 'month', kind: 'month' },
  { key: 'competition', kind: 'text' },
  ...COUNTS.map((key): Column => ({ key, kind: 'count' })),
  { key: 'median_response_seconds', kind: 'seconds' },
  { key: 'p90_response_seconds', kind: 'seconds' },
  { key: 'late_responses', kind: 'count' },
  { key: 'on_time_share', kind: 'ratio' },
];

/** Share of answers due that came by the deadline; null when none was due. */
const share = (onTime: number, due: number): number | null => (due === 0 ? null : onTime / due);

async function grouped(ctx: ReportContext): Promise<Row[]> {
  const { start, end } = rangeBounds(ctx.filters);
  const provider = ctx.filters.provider === null ? sql`TRUE` : sql`t.flex_provider_id = ${ctx.filters.provider}`;
  // One narrow row per instruction, grouped by competition and month, names joined after grouping.
  // Response time: from reaching the provider to its answer (percentile_cont skips the unanswered).
  // Late: answered after the deadline. An answer was due from every instruction answered or expired.
  const query = sql`
    SELECT to_char(g.m, 'YYYY-MM') AS month, c.name AS competition,
           g.sent::int AS sent, g.accepted::int AS accepted, g.rejected::int AS rejected, g.expired::int AS expired,
           g.stopped::int AS stopped, g.p[1] AS median_response_seconds, g.p[2] AS p90_response_seconds,
           g.late::int AS late_responses, g.on_time::int AS on_time, g.due::int AS answer_due
      FROM (SELECT d.competition_id, d.m,
                   count(d.sent) AS sent,
                   count(*) FILTER (WHERE d.response = 'accepted') AS accepted,
                   count(*) FILTER (WHERE d.response = 'rejected') AS rejected,
                   count(*) FILTER (WHERE d.expired) AS expired,
                   count(d.stopped) AS stopped,
                   count(*) FILTER (WHERE d.late) AS late,
                   count(*) FILTER (WHERE NOT d.late) AS on_time,
                   count(*) FILTER (WHERE d.late IS NOT NULL OR d.expired) AS due,
                   percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY d.secs) AS p
              FROM (SELECT t.competition_id, date_trunc('month', t.created AT TIME ZONE 'UTC') AS m,
                           t.sent, t.response, t.status = 'expired' AS expired, t.stopped,
                           extract(epoch FROM t.responded - t.sent)::float8 AS secs,
                           t.responded > t.response_deadline AS late
                      FROM dispatch_instructions t
                      JOIN competitions c ON c.id = t.competition_id
                     WHERE ${competitionScope(ctx, 'c')} AND ${provider}
                       AND t.created >= ${start}::timestamptz AND t.created < ${end}::timestamptz) d
             GROUP BY d.competition_id, d.m) g
      JOIN competitions c ON c.id = g.competition_id
     ORDER BY g.m, c.name, g.competition_id`;
  // A year of a large operator's instructions is about 100,000 rows to sort: in memory, not on disk.
  const r = await ctx.db.transaction(async (tx) => {
    await tx.query(`SET LOCAL work_mem = '64MB'`);
    return tx.query<Row>(query);
  });
  return r.rows.map((row) => ({
    ...row,
    median_response_seconds: row.median_response_seconds === null ? null : Number(row.median_response_seconds),
    p90_response_seconds: row.p90_response_seconds === null ? null : Number(row.p90_response_seconds),
  }));
}

/** Why the report would be empty: no competitions, or no instruction ever, else nothing in reach. */
async function emptyReason(ctx: ReportContext): Promise<'no_competitions' | 'no_dispatches' | 'no_data'> {
  const r = await ctx.db.query<{ competitions: boolean; dispatches: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM competitions WHERE operator_id = ${ctx.operatorId}) AS competitions,
           EXISTS (SELECT 1 FROM dispatch_instructions t JOIN competitions c ON c.id = t.competition_id
                    WHERE c.operator_id = ${ctx.operatorId}) AS dispatches`);
  const found = r.rows[0]!;
  if (!found.competitions) return 'no_competitions';
  return found.dispatches ? 'no_data' : 'no_dispatches';
}

export const dispatchOperations: ReportBuilder = async (ctx): Promise<ReportBody> => {
  const rows = await grouped(ctx);
  const total = (key: (typeof COUNTS)[number] | 'on_time' | 'answer_due') => rows.reduce((s, r) => s + r[key], 0);

  const figures: Figure[] = [
    ...COUNTS.map((key): Figure => ({ key, kind: 'count', value: total(key) })),
    { key: 'on_time_share', kind: 'ratio', value: share(total('on_time'), total('answer_due')) },
  ];

  const byMonth = new Map<string, Record<string, string | number>>();
  for (const r of rows) {
    const point = byMonth.get(r.month) ?? { month: r.month, accepted: 0, rejected: 0, expired: 0, stopped: 0 };
    for (const key of ['accepted', 'rejected', 'expired', 'stopped'] as const) point[key] = (point[key] as number) + r[key];
    byMonth.set(r.month, point);
  }
  const chart: Chart = {
    kind: 'bars',
    x: { key: 'month', kind: 'month' },
    series: (['accepted', 'rejected', 'expired', 'stopped'] as const).map((key): Column => ({ key, kind: 'count' })),
    points: [...byMonth.values()],
  };

  return {
    currency: 'GBP',
    empty: rows.length > 0 ? null : await emptyReason(ctx),
    figures,
    chart,
    tables: [
      {
        key: 'main',
        columns: COLUMNS,
        rows: rows.map(({ on_time, answer_due, ...r }) => ({ ...r, on_time_share: share(on_time, answer_due) })),
      },
    ],
  };
};
