/** Running one report for an operator: the answer the screen, the CSV, the BI tool and the scheduled e-mail share. */
import type { Db } from '../../db/types.js';
import { badRequest } from '../../errors.js';
import { applyFilters } from './filters.js';
import { REPORTS } from './reports/index.js';
import type { Report, ReportQuery, ReportType } from './schemas.js';

export async function runReport(db: Db, operatorId: number, report: ReportType, query: Omit<ReportQuery, 'format'>, today = new Date()): Promise<Report> {
  const filters = applyFilters(query, today);
  if (filters.from > filters.to) throw badRequest({ from: ['The start of the range is after its end.'] });
  const body = await REPORTS[report]({ db, operatorId, filters });
  return { report, filters, generated: new Date().toISOString(), ...body };
}
