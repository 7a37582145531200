/**
 * analytics/*: the operator's reports on its own markets (README.md). System operators holding
 * the `analytics` permission; every figure is scoped to the caller's organisation's competitions.
 * The report reads also take the reporting-tool token (auth/tjwt) for external BI tools.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.js';
import { parseIdList } from '../../resources/query.js';
import { contentDisposition } from '../../platform/files/routes.js';
import { typed } from '../../platform/http/typed-app.js';
import { reportAvailability } from './availability.js';
import { reportCsv, reportFileName } from './csv.js';
import { SCHEDULE_JOB, SCHEDULE_CRON, sendDueSchedulesJob } from './jobs.js';
import { filterOptions } from './options.js';
import { runReport } from './run.js';
import { SUMMARY_CRON, SUMMARY_JOB, refreshSummaries } from './summaries.js';
import { createSchedule, deleteSchedule, listSchedules, scheduleOfToken } from './schedules.js';
import {
  FilterOptions,
  Report,
  ReportList,
  ReportQuery,
  ReportTypeSchema,
  ScheduleBody,
  ScheduleIdParams,
  ScheduleRow,
  UnsubscribeAnswer,
  UnsubscribeBody,
} from './schemas.js';

const tags = ['analytics'];
const OPERATORS = { orgTypes: ['systemoperator' as const], permissions: ['analytics'] };
const REPORT_READERS = { ...OPERATORS, reporting: true };
const Detail = Type.Object({ detail: Type.String() });

export function registerAnalytics(app: FastifyInstance): void {
  const api = typed(app);
  api.route({
    method: 'GET',
    url: '/analytics/reports/',
    config: { access: REPORT_READERS },
    schema: { tags, summary: 'The report types, each with why it has nothing to show for my organisation yet (null when it has data)', response: { 200: ReportList } },
    handler: async (request) => reportAvailability(app.db, request.user!.orgId!),
  });
  api.route({
    method: 'GET',
    url: '/analytics/filters/',
    config: { access: REPORT_READERS },
    schema: { tags, summary: "What the reports' filters can choose: my competitions, their areas and products, and the providers I deal with", response: { 200: FilterOptions } },
    handler: async (request) => filterOptions(app.db, request.user!.orgId!),
  });
  api.route({
    method: 'GET',
    url: '/analytics/reports/:report/',
    config: { access: REPORT_READERS },
    schema: {
      tags,
      summary: 'One report over my markets',
      description:
        'Filters: `from` and `to` (dates, default the twelve months up to today), `competition`, `area` (GSP group), `product` (competition type), `provider`. ' +
        '`format=csv` answers the main table as CSV (UTF-8 with a byte-order mark, the column keys as header). ' +
        'Reporting tools may call it with the token of `GET auth/tjwt/` instead of a session token.',
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

  api.route({
    method: 'GET',
    url: '/analytics/schedules/',
    config: { access: OPERATORS },
    schema: { tags, summary: 'My reports sent by e-mail as CSV every week or month', response: { 200: Type.Array(ScheduleRow) } },
    handler: async (request) => listSchedules(app.db, request.user!.userId!),
  });
  api.route({
    method: 'POST',
    url: '/analytics/schedules/',
    config: { access: OPERATORS },
    schema: {
      tags,
      summary: 'Send me a report by e-mail as CSV every week (Mondays: the seven days before) or every month (the 1st: the month before)',
      body: ScheduleBody,
      response: { 201: ScheduleRow },
    },
    handler: async (request, reply) => {
      const row = await createSchedule(app.db, { orgId: request.user!.orgId!, userId: request.user!.userId! }, request.body, new Date().toISOString().slice(0, 10));
      return reply.code(201).send(row);
    },
  });
  api.route({
    method: 'DELETE',
    url: '/analytics/schedules/:id/',
    config: { access: OPERATORS },
    schema: { tags, summary: 'Stop one of my scheduled reports', params: ScheduleIdParams, response: { 204: Type.Null(), 404: Detail } },
    handler: async (request, reply) => {
      if (!(await deleteSchedule(app.db, request.user!.userId!, parseIdList('id', request.params.id)[0] ?? 0))) throw notFound('No such scheduled report of yours.');
      return reply.code(204).send(null);
    },
  });
  api.route({
    method: 'POST',
    url: '/analytics/schedules/unsubscribe/',
    config: { access: { public: true } },
    schema: {
      tags,
      summary: 'The unsubscribe link of a scheduled report e-mail: stops that schedule, without signing in (the token is the link’s signature)',
      body: UnsubscribeBody,
      response: { 200: UnsubscribeAnswer, 404: Detail },
    },
    handler: async (request) => {
      const schedule = await scheduleOfToken(app.db, app.config.jwtSecret, request.body.token);
      if (!schedule) throw notFound('This unsubscribe link is not valid. Sign in to manage your scheduled reports.');
      await app.db.query('UPDATE analytics_schedules SET unsubscribed = COALESCE(unsubscribed, now()) WHERE id = $1', [schedule.id]);
      return { report: schedule.report, frequency: schedule.frequency };
    },
  });

  app.jobs.work(SCHEDULE_JOB, { retryLimit: 3, retryDelay: 300, expireInSeconds: 1800 }, sendDueSchedulesJob(app));
  app.jobs.schedule(SCHEDULE_JOB, SCHEDULE_CRON);
  app.jobs.work(SUMMARY_JOB, { retryLimit: 1, expireInSeconds: 600 }, async () => refreshSummaries(app.db));
  app.jobs.schedule(SUMMARY_JOB, SUMMARY_CRON);
}
