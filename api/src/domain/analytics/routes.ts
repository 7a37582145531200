/**
 * analytics/*: the operator's reports on its own markets (README.md). System operators holding
 * the `analytics` permission; every figure is scoped to the caller's organisation's competitions.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../errors.js';
import { contentDisposition } from '../../platform/files/routes.js';
import { typed } from '../../platform/http/typed-app.js';
import { reportCsv, reportFileName } from './csv.js';
import { applyFilters } from './filters.js';
import { filterOptions } from './options.js';
import { REPORTS } from './reports/index.js';
import { FilterOptions, REPORT_TYPES, Report, ReportList, ReportQuery, ReportTypeSchema, type ReportType } from './schemas.js';
import type { Db } from '../../db/types.js';
import type { ReportQuery as Query } from './schemas.js';

const tags = ['analytics'];
const OPERATORS = { orgTypes: ['systemoperator' as const], permissions: ['analytics'] };

/** Runs one report for an operator: the answer the screen, the CSV and the scheduled e-mail share. */
export async function runReport(db: Db, operatorId: number, report: ReportType, query: Omit<Query, 'format'>, today = new Date()): Promise<Report> {
  const filters = applyFilters(query, today);
  if (filters.from > filters.to) throw badRequest({ from: ['The start of the range is after its end.'] });
  const body = await REPORTS[report]({ db, operatorId, filters });
  return { report, filters, generated: new Date().toISOString(), ...body };
}

export function registerAnalytics(app: FastifyInstance): void {
  const api = typed(app);
  api.route({
    method: 'GET',
    url: '/analytics/reports/',
    config: { access: OPERATORS },
    schema: { tags, summary: 'The report types, each with whether it has data for my organisation', response: { 200: ReportList } },
    handler: async (request) =>
      Promise.all(
        REPORT_TYPES.map(async (report) => ({ report, empty: (await runReport(app.db, request.user!.orgId!, report, {})).empty })),
      ),
  });
  api.route({
    method: 'GET',
    url: '/analytics/filters/',
    config: { access: OPERATORS },
    schema: { tags, summary: "What the reports' filters can choose: my competitions, their areas and products, and the providers I deal with", response: { 200: FilterOptions } },
    handler: async (request) => filterOptions(app.db, request.user!.orgId!),
  });
  api.route({
    method: 'GET',
    url: '/analytics/reports/:report/',
    config: { access: OPERATORS },
    schema: {
      tags,
      summary: 'One report over my markets',
      description:
        'Filters: `from` and `to` (dates, default the twelve months up to today), `competition`, `area` (GSP group), `product` (competition type), `provider`. ' +
        '`format=csv` answers the main table as CSV (UTF-8 with a byte-order mark, the column keys as header).',
      params: Type.Object({ report: ReportTypeSchema }),
      querystring: ReportQuery,
      response: { 200: Report },
    },
    handler: async (request, reply) => {
      const { format, ...query } = request.query;
      const report = await runReport(app.db, request.user!.orgId!, request.params.report, query);
      if (format === 'csv') {
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', contentDisposition(reportFileName(report)))
          .header('Cache-Control', 'private, no-cache')
          .serializer((payload: unknown) => payload as string)
          .send(reportCsv(report) as unknown as Report);
      }
      return report;
    },
  });
}
