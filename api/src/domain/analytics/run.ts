/** Running one report for an operator: the answer the screen, the CSV, the BI tool and the scheduled e-mail share. */
import type { Db } from '../../db/types.js';
import { badRequest } from '../../errors.js';
import { applyFilters } from './filters.js';
import { REPORTS } from './reports/index.js';
import type { Report, ReportQuery, ReportType } from './schemas.js';

export async function runReport(db: Db, operatorId: number, report: ReportType, query: Omit<ReportQuery, 'format'>, today = new Date()): Promise<Report> {
  const filters = applyFilters(query, today);
  if (filters.from > filters.to) throw badRequest({ from: ['The start of the range is after its end.'] });
  // One transaction per report: its queries see one snapshot, and on PostgreSQL without JIT
  // compilation (the planner's row guesses over the summaries make it compile for tens of
  // milliseconds what runs in fewer).
  const body = await db.transaction(async (tx) => {
    if (tx.kind === 'postgres') await tx.query('SET LOCAL jit = off');
    return REPORTS[report]({ db: tx, operatorId, filters });
  });
  return { report, filters, generated: new Date().toISOString(), ...body };
}
