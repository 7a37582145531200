/**
 * Settlement runs, reports, disputes and delivery performance (README, "Runs, reports and
 * disputes"): `dfssettlement/runsettlement/`, `performance/settlementreports/`,
 * `performance/settlementdisputes/`, `dispatch-performance/v1/`; and the jobs behind them (the
 * run, the monthly schedule, the finalising sweep, the e-mails).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Principal } from '../../../auth/principal.js';
import type { Db } from '../../../db/types.js';
import { badRequest, forbidden, notFound } from '../../../errors.js';
import { contentDisposition, PRODUCT_PREFIX } from '../../../platform/files/routes.js';
import { contentRange } from '../../../platform/http/http.js';
import { typed } from '../../../platform/http/typed-app.js';
import { reportCsv } from './csv.js';
import { againstOf, reportDiff } from './diff.js';
import { SETTLEMENT_RUN_JOB, conflict, decideDispute, finaliseDue, openDispute, publishReport, requestRun, scheduleMonthlyRuns } from './lifecycle.js';
import { registerSettlementMail } from './mail/send.js';
import { dispatchPerformance, performanceSummary } from './performance.js';
import { executeRun, failRun } from './run.js';
import { eventsOfReport, iso, isoOrNull, listDisputes, listReports, reportFor, statementsOfReport, viewerOf, type Viewer } from './reports.js';
import {
  DiffQuery,
  DispatchPerformance,
  DisputeCreate,
  DisputeDecision,
  DisputeListQuery,
  DisputeRow,
  IdParams,
  PerformanceQuery,
  PerformanceSummary,
  ReportDetail,
  ReportDiff,
  ReportEvent,
  ReportEventsQuery,
  ReportListQuery,
  ReportRow,
  RunCreate,
  RunListQuery,
  RunRow,
} from './schemas.js';

export const SETTLEMENT_FINALISE_JOB = 'settlement-finalise';
export const SETTLEMENT_MONTHLY_JOB = 'settlement-monthly';

const operators = { orgTypes: ['systemoperator' as const], permissions: ['view-settlement'] };
const providers = { orgTypes: ['flexprovider' as const], permissions: ['view-settlement'] };
const both = { orgTypes: ['systemoperator' as const, 'flexprovider' as const], permissions: ['view-settlement'] };
const TAGS = ['performance'];

type StoredRun = Omit<RunRow, 'created' | 'started' | 'finished'> & { created: Date; started: Date | null; finished: Date | null };
const RUN_SELECT = `SELECT t.id, t.competition_id AS competition, c.name AS competition_name, t.month, t.status, t.trigger, t.events_total, t.events_done,
    t.settings_version, t.error, t.created, t.started, t.finished, r.id AS report, r.version
  FROM settlement_runs t JOIN competitions c ON c.id = t.competition_id LEFT JOIN settlement_reports r ON r.run_id = t.id`;
const toRun = (r: StoredRun): RunRow => ({ ...r, created: iso(r.created), started: isoOrNull(r.started), finished: isoOrNull(r.finished) });

async function runFor(db: Db, user: Principal, id: number): Promise<RunRow> {
  const r = await db.query<StoredRun>(`${RUN_SELECT} WHERE t.id = $1 AND c.operator_id = $2`, [id, user.orgId]);
  if (!r.rows[0]) throw notFound('Settlement run not found.');
  return toRun(r.rows[0]);
}

const page = (q: { limit?: number; offset?: number }, defaultLimit: number) => ({ limit: q.limit ?? defaultLimit, offset: q.offset ?? 0 });

/** One page of a list (the query's limit, else the default) with the whole count in Content-Range. */
async function paged<T>(reply: FastifyReply, q: { limit?: number; offset?: number }, defaultLimit: number, list: (p: { limit: number; offset: number }) => Promise<{ rows: T[]; total: number }>): Promise<T[]> {
  const p = page(q, defaultLimit);
  const { rows, total } = await list(p);
  contentRange(reply, p, rows.length, total);
  return rows;
}

function registerJobs(app: FastifyInstance): void {
  registerSettlementMail(app);
  app.jobs.work<{ run: number }>(SETTLEMENT_RUN_JOB, { retryLimit: 2, retryDelay: 10, expireInSeconds: 1800 }, async ({ run }, job) => {
    try {
      return await executeRun(app.db, run);
    } catch (error) {
      if (!job.final) throw error;
      await failRun(app.db, run, error instanceof Error ? error.message : String(error));
      return { status: 'failed' };
    }
  });
  app.jobs.work(SETTLEMENT_FINALISE_JOB, { retryLimit: 1, expireInSeconds: 120 }, async () => ({ finalised: await finaliseDue(app.db) }));
  app.jobs.schedule(SETTLEMENT_FINALISE_JOB, '*/10 * * * *');
  app.jobs.work(SETTLEMENT_MONTHLY_JOB, { retryLimit: 2, expireInSeconds: 300 }, async () => ({ queued: await scheduleMonthlyRuns(app.db, app) }));
  app.jobs.schedule(SETTLEMENT_MONTHLY_JOB, '0 5 1 * *');
}

function registerRuns(app: FastifyInstance): void {
  const api = typed(app);
  api.route({
    method: 'POST',
    url: '/dfssettlement/runsettlement/',
    config: { access: operators },
    schema: {
      tags: TAGS,
      summary: 'Run settlement for one of your competitions and a month: a queued job settles every dispatch event and writes the next report version (draft). Poll the run for its progress.',
      body: RunCreate,
      response: { 202: RunRow },
    },
    handler: async (request, reply) => {
      const user = request.user!;
      const { competition, month } = request.body;
      const c = await app.db.query<{ operator_id: number; current: string }>(`SELECT operator_id, to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM') AS current FROM competitions WHERE id = $1`, [competition]);
      const found = c.rows[0];
      if (!found) throw badRequest({ competition: ['Competition not found.'] });
      if (found.operator_id !== user.orgId) throw forbidden('You can only settle your own competitions.');
      if (month > found.current) throw badRequest({ month: ['This month has not started yet.'] });
      const id = await app.db.transaction((tx) => requestRun(tx, app, competition, month, 'operator', user));
      if (id === null) throw conflict('A settlement run of this competition and month is already under way.');
      app.jobs.notify(SETTLEMENT_RUN_JOB);
      return reply.code(202).send(await runFor(app.db, user, id));
    },
  });

  api.route({
    method: 'GET',
    url: '/dfssettlement/runsettlement/',
    config: { access: operators },
    schema: { tags: TAGS, summary: 'Settlement runs of your competitions, newest first', querystring: RunListQuery, response: { 200: Type.Array(RunRow) } },
    handler: async (request, reply) => {
      const q = request.query;
      const p = page(q, 50);
      const params = [request.user!.orgId, q.competition ?? null, q.month ?? null];
      const where = `c.operator_id = $1 AND ($2::int IS NULL OR t.competition_id = $2) AND ($3::text IS NULL OR t.month = $3)`;
      const total = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM settlement_runs t JOIN competitions c ON c.id = t.competition_id WHERE ${where}`, params);
      const rows = await app.db.query<StoredRun>(`${RUN_SELECT} WHERE ${where} ORDER BY t.id DESC LIMIT ${p.limit} OFFSET ${p.offset}`, params);
      contentRange(reply, p, rows.rows.length, total.rows[0]!.n);
      return rows.rows.map(toRun);
    },
  });

  api.route({
    method: 'GET',
    url: '/dfssettlement/runsettlement/:id/',
    config: { access: operators },
    schema: { tags: TAGS, summary: 'One settlement run: status and progress (events settled of those found), and the report it wrote', params: IdParams, response: { 200: RunRow } },
    handler: async (request) => runFor(app.db, request.user!, request.params.id),
  });
}

function registerReports(app: FastifyInstance): void {
  const api = typed(app);
  const read = (user: Principal | null, id: number): Promise<ReportRow> => reportFor(app.db, viewerOf(user), id);

  api.route({
    method: 'GET',
    url: '/performance/settlementreports/',
    config: { access: both },
    schema: {
      tags: TAGS,
      summary: 'Settlement reports: an operator every version of its competitions’ months; a provider the versions it was shown (never a draft), with its own totals',
      querystring: ReportListQuery,
      response: { 200: Type.Array(ReportRow) },
    },
    handler: async (request, reply) => {
      const { limit, offset, ...filter } = request.query;
      return paged(reply, { limit, offset }, 100, (p) => listReports(app.db, viewerOf(request.user), filter, p));
    },
  });

  api.route({
    method: 'GET',
    url: '/performance/settlementreports/:id/',
    config: { access: both },
    schema: { tags: TAGS, summary: 'One report version with its statements and disputes (a provider: its own)', params: IdParams, response: { 200: ReportDetail } },
    handler: async (request) => {
      const viewer = viewerOf(request.user);
      const report = await reportFor(app.db, viewer, request.params.id);
      const statements = await statementsOfReport(app.db, viewer, report.id);
      const { rows: disputes } = await listDisputes(app.db, viewer, { report: report.id }, { limit: 500, offset: 0 });
      return { ...report, statements, disputes };
    },
  });

  api.route({
    method: 'GET',
    url: '/performance/settlementreports/:id/events/',
    config: { access: both },
    schema: {
      tags: TAGS,
      summary: 'The events of a report with their inputs (metered readings, baseline days and adjustment) and per-period figures, in start order',
      params: IdParams,
      querystring: ReportEventsQuery,
      response: { 200: Type.Array(ReportEvent) },
    },
    handler: async (request, reply) => {
      const viewer = viewerOf(request.user);
      const report = await reportFor(app.db, viewer, request.params.id);
      const { limit, offset, provider } = request.query;
      return paged(reply, { limit, offset }, 200, (p) => eventsOfReport(app.db, viewer, report.id, { provider }, p));
    },
  });

  api.route({
    method: 'GET',
    url: '/performance/settlementreports/:id/versions/',
    config: { access: both },
    schema: { tags: TAGS, summary: 'Every version of the report’s competition and month the caller may see, newest first', params: IdParams, response: { 200: Type.Array(ReportRow) } },
    handler: async (request) => {
      const viewer = viewerOf(request.user);
      const report = await reportFor(app.db, viewer, request.params.id);
      return (await listReports(app.db, viewer, { competition: report.competition, month: report.month }, { limit: 500, offset: 0 })).rows;
    },
  });

  api.route({
    method: 'GET',
    url: '/performance/settlementreports/:id/diff/',
    config: { access: both },
    schema: {
      tags: TAGS,
      summary: 'What changed from another version (default: the one before): per provider each line, net, VAT and gross before and after; the events whose figures changed',
      params: IdParams,
      querystring: DiffQuery,
      response: { 200: ReportDiff },
    },
    handler: async (request) => {
      const viewer = viewerOf(request.user);
      const report = await reportFor(app.db, viewer, request.params.id);
      const against = await againstOf(app.db, viewer, report, request.query.against, (id) => read(request.user, id));
      return reportDiff(app.db, viewer, report, against);
    },
  });

}

/** A report's CSV, publishing a draft, and a provider's dispute of a published one. */
function registerReportActions(app: FastifyInstance): void {
  const api = typed(app);
  api.route({
    method: 'GET',
    url: '/performance/settlementreports/:id/csv/',
    config: { access: both },
    schema: {
      tags: TAGS,
      summary: 'The report as CSV: statement lines, each event with its baseline days and adjustment, and each event period',
      params: IdParams,
      response: { 200: { description: 'CSV text', content: { 'text/csv': { schema: Type.String() } } } },
    },
    handler: async (request, reply) => {
      const viewer = viewerOf(request.user);
      const report = await reportFor(app.db, viewer, request.params.id);
      const csv = await reportCsv(app.db, viewer, report);
      const name = `${PRODUCT_PREFIX}-settlement-${report.competition_reference.replace(/[^A-Za-z0-9_-]+/g, '_')}-${report.month}-v${report.version}.csv`;
      return reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', contentDisposition(name)).header('Cache-Control', 'private, no-cache').send(`\uFEFF${csv}\r\n`);
    },
  });

  api.route({
    method: 'POST',
    url: '/performance/settlementreports/:id/publish/',
    config: { access: operators },
    schema: {
      tags: TAGS,
      summary: 'Publish a draft (the latest version): providers see it, invoices are issued, the dispute window starts and the version published before is superseded',
      params: IdParams,
      response: { 200: ReportRow },
    },
    handler: async (request) => {
      const user = request.user!;
      return app.db.transaction((tx) => publishReport(tx, app, viewerOf(user), request.params.id, user.userId));
    },
  });

  api.route({
    method: 'POST',
    url: '/performance/settlementreports/:id/disputes/',
    config: { access: providers },
    schema: {
      tags: TAGS,
      summary: 'Dispute a published report, or one of your events in it, with a reason and a note, within its dispute window',
      params: IdParams,
      body: DisputeCreate,
      response: { 201: DisputeRow },
    },
    handler: async (request, reply) => {
      const user = request.user!;
      const dispute = await app.db.transaction((tx) => openDispute(tx, app, viewerOf(user), request.params.id, request.body, user.userId));
      return reply.code(201).send(dispute);
    },
  });
}

function registerDisputes(app: FastifyInstance): void {
  const api = typed(app);
  api.route({
    method: 'GET',
    url: '/performance/settlementdisputes/',
    config: { access: both },
    schema: { tags: TAGS, summary: 'Disputes: a provider its own, an operator those of its competitions; open ones first', querystring: DisputeListQuery, response: { 200: Type.Array(DisputeRow) } },
    handler: async (request, reply) => {
      const { limit, offset, ...filter } = request.query;
      return paged(reply, { limit, offset }, 100, (p) => listDisputes(app.db, viewerOf(request.user), filter, p));
    },
  });

  api.route({
    method: 'POST',
    url: '/performance/settlementdisputes/:id/decide/',
    config: { access: operators },
    schema: {
      tags: TAGS,
      summary: 'Uphold (the month is run again: version n+1) or reject an open dispute, with a note; decisions are final',
      params: IdParams,
      body: DisputeDecision,
      response: { 200: DisputeRow },
    },
    handler: async (request) => {
      const dispute = await app.db.transaction((tx) => decideDispute(tx, app, request.user!, request.params.id, request.body));
      if (dispute.rerun !== null) app.jobs.notify(SETTLEMENT_RUN_JOB);
      return dispute;
    },
  });
}

function registerPerformance(app: FastifyInstance): void {
  const api = typed(app);
  const provider = (user: Principal | null): Viewer => viewerOf(user);
  api.route({
    method: 'GET',
    url: '/dispatch-performance/v1/dispatches/',
    config: { access: providers },
    schema: {
      tags: ['dispatch-performance'],
      summary: 'Your dispatch events of a month with their per-period baseline, metered, instructed and delivered MW, performance ratio and money (latest published version), newest first',
      querystring: Type.Composite([PerformanceQuery, Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })), offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })) })], {
        additionalProperties: false,
      }),
      response: { 200: Type.Array(DispatchPerformance) },
    },
    handler: async (request, reply) => {
      const { month, competition, limit, offset } = request.query;
      return paged(reply, { limit, offset }, 200, (p) => dispatchPerformance(app.db, provider(request.user).orgId, month, competition, p));
    },
  });

  api.route({
    method: 'GET',
    url: '/dispatch-performance/v1/summary/',
    config: { access: providers },
    schema: {
      tags: ['dispatch-performance'],
      summary: 'Your month per competition: dispatches, delivered and instructed energy, performance ratio, statement lines and totals',
      querystring: PerformanceQuery,
      response: { 200: PerformanceSummary },
    },
    handler: async (request) => performanceSummary(app.db, provider(request.user).orgId, request.query.month, request.query.competition),
  });
}

/** Registers the runs, reports, disputes and performance routes and their jobs. */
export function registerSettlementRuns(app: FastifyInstance): void {
  registerJobs(app);
  registerRuns(app);
  registerReports(app);
  registerReportActions(app);
  registerDisputes(app);
  registerPerformance(app);
}
