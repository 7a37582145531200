/**
 * What happens to runs, reports and disputes, each in the caller's transaction with its event,
 * e-mail job and follow-up work:
 *
 *   run requested (operator, schedule, upheld dispute) ─ job ─▶ report version n (draft)
 *   draft ─ operator publishes ─▶ published (invoices issued, earlier published version superseded)
 *   published ─ dispute window passes with no open dispute ─ job ─▶ final
 *   provider disputes (within the window) ─ operator upholds ─▶ rerun (version n+1) | rejects
 */
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../../auth/principal.js';
import type { Db } from '../../../db/types.js';
import { ApiError, badRequest, notFound } from '../../../errors.js';
import { publishEvent } from '../../../platform/events/publish.js';
import { issueInvoicesForReport } from '../invoices/issue.js';
import { publicHolidays } from '../baseline.js';
import { settlementSettingsOf } from '../settings.js';
import { addDays, instantOfLocal, localDateOf, weekdayOf } from '../time.js';
import { SETTLEMENT_MAIL_JOB, type SettlementMail } from './mail/send.js';
import { DISPUTE_SELECT, reportFor, toDisputeRow, type Viewer } from './reports.js';
import type { DisputeRow, ReportRow } from './schemas.js';

export const SETTLEMENT_RUN_JOB = 'settlement-run';
/** Working days a provider has to dispute a published report. */
export const DISPUTE_WORKING_DAYS = 5;

export const conflict = (detail: string) => new ApiError(409, { detail });

/**
 * The end of the dispute window of a report published at `publishedAt`: midnight after the fifth
 * working day (Monday to Friday, not a public or bank holiday of the competition's calendar)
 * following the publication's local date, in the competition's zone.
 */
export function disputeWindowEnd(publishedAt: number, zone: string, calendar: string, workingDays = DISPUTE_WORKING_DAYS): Date {
  let date = localDateOf(publishedAt, zone);
  const holidays = publicHolidays(calendar, date, addDays(date, 60));
  for (let counted = 0; counted < workingDays; ) {
    date = addDays(date, 1);
    if (weekdayOf(date) < 5 && !holidays.has(date)) counted++;
  }
  return new Date(instantOfLocal(addDays(date, 1), 0, zone));
}

/** Queues a run of a competition's month; null when one is already queued or running. */
export async function requestRun(db: Db, app: FastifyInstance, competitionId: number, month: string, trigger: 'operator' | 'schedule' | 'dispute', user: Principal | null): Promise<number | null> {
  const r = await db.query<{ id: number }>(
    `INSERT INTO settlement_runs (competition_id, month, trigger, requested_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (competition_id, month) WHERE status IN ('queued', 'running') DO NOTHING RETURNING id`,
    [competitionId, month, trigger, user?.userId ?? null],
  );
  const id = r.rows[0]?.id;
  if (id === undefined) return null;
  await app.jobs.send(SETTLEMENT_RUN_JOB, { run: id }, { db, owner: user ? { orgId: user.orgId, userId: user.userId } : undefined });
  return id;
}

async function mail(db: Db, app: FastifyInstance, m: SettlementMail): Promise<void> {
  await app.jobs.send(SETTLEMENT_MAIL_JOB, { ...m }, { db });
}

async function providersOf(db: Db, reportId: number): Promise<number[]> {
  const r = await db.query<{ provider_id: number }>(
    `SELECT provider_id FROM settlement_statements WHERE report_id = $1 UNION SELECT provider_id FROM settlement_report_events WHERE report_id = $1 ORDER BY 1`,
    [reportId],
  );
  return r.rows.map((x) => x.provider_id);
}

/**
 * The operator publishes a draft: the dispute window starts, the previously published version of
 * the month is superseded, invoices are issued for this version (in this transaction), and the
 * operator and the report's providers are told.
 */
export async function publishReport(db: Db, app: FastifyInstance, viewer: Viewer, id: number, userId: number): Promise<ReportRow> {
  await reportFor(db, viewer, id);
  const locked = await db.query<{ id: number; competition_id: number; month: string; version: number; status: string }>(
    'SELECT id, competition_id, month, version, status FROM settlement_reports WHERE id = $1 FOR UPDATE',
    [id],
  );
  const report = locked.rows[0]!;
  if (report.status !== 'draft') throw conflict(`This report is ${report.status}; only a draft can be published.`);
  const later = await db.query('SELECT 1 FROM settlement_reports WHERE competition_id = $1 AND month = $2 AND version > $3', [report.competition_id, report.month, report.version]);
  if (later.rows.length > 0) throw conflict('A later version of this month exists; publish that one.');
  const settings = await settlementSettingsOf(db, report.competition_id);
  const now = Date.now();
  const windowEnd = disputeWindowEnd(now, settings.zone, settings.holidayCalendar);
  await db.query(
    `UPDATE settlement_reports SET status = 'superseded', superseded_at = now() WHERE competition_id = $1 AND month = $2 AND status IN ('published', 'final') AND id <> $3`,
    [report.competition_id, report.month, id],
  );
  await db.query(`UPDATE settlement_reports SET status = 'published', published_at = $2, published_by = $3, dispute_window_ends = $4 WHERE id = $1`, [id, new Date(now), userId, windowEnd]);
  await issueInvoicesForReport(db, { id, competitionId: report.competition_id, month: report.month, version: report.version });
  const providers = await providersOf(db, id);
  const row = await reportFor(db, viewer, id);
  await publishEvent(db, {
    type: 'settlement.report.published',
    org_ids: [settings.systemOperatorId, ...providers],
    data: { report: { id, competition: report.competition_id, competition_name: row.competition_name, month: report.month, version: report.version, dispute_window_ends: windowEnd.toISOString() } },
  });
  for (const provider of providers) await mail(db, app, { kind: 'published', report: id, org: provider });
  return row;
}

async function disputeById(db: Db, id: number): Promise<DisputeRow> {
  const r = await db.query<Parameters<typeof toDisputeRow>[0]>(`${DISPUTE_SELECT} WHERE d.id = $1`, [id]);
  return toDisputeRow(r.rows[0]!);
}

async function announceDispute(db: Db, app: FastifyInstance, dispute: DisputeRow, operatorId: number): Promise<void> {
  await publishEvent(db, { type: 'settlement.dispute.updated', org_ids: [operatorId, dispute.provider], data: { dispute } });
}

/** A provider disputes a published report, or one of its own events in it, within the window. */
export async function openDispute(db: Db, app: FastifyInstance, viewer: Viewer, reportId: number, body: { event?: string | null; reason: DisputeRow['reason']; note: string }, userId: number): Promise<DisputeRow> {
  const report = await reportFor(db, viewer, reportId);
  const locked = await db.query<{ status: string; open: boolean }>('SELECT status, now() < dispute_window_ends AS open FROM settlement_reports WHERE id = $1 FOR UPDATE', [reportId]);
  const { status, open } = locked.rows[0]!;
  if (status !== 'published') throw conflict(`This report is ${status}; only a published report can be disputed.`);
  if (!open) throw conflict('The dispute window of this report has closed.');
  const event = body.event ?? null;
  if (event !== null) {
    const own = await db.query('SELECT 1 FROM settlement_report_events WHERE report_id = $1 AND event_id = $2 AND provider_id = $3', [reportId, event, viewer.orgId]);
    if (own.rows.length === 0) throw badRequest({ event: ['This event is not one of yours in this report.'] });
  }
  const note = body.note.trim();
  if (note === '') throw badRequest({ note: ['This field may not be blank.'] });
  const r = await db.query<{ id: number }>(
    `INSERT INTO settlement_disputes (report_id, provider_id, event_id, reason, note, created_by) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT DO NOTHING RETURNING id`,
    [reportId, viewer.orgId, event, body.reason, note, userId],
  );
  if (!r.rows[0]) throw conflict(event === null ? 'You already have an open dispute of this report.' : 'You already have an open dispute of this event.');
  const dispute = await disputeById(db, r.rows[0].id);
  await announceDispute(db, app, dispute, report.operator);
  await mail(db, app, { kind: 'dispute_opened', dispute: dispute.id, org: report.operator });
  return dispute;
}

/**
 * The operator decides an open dispute: upheld starts a rerun of the month (version n+1, unless
 * one is already under way, which the decision then points to); rejected leaves the report as it is.
 */
export async function decideDispute(db: Db, app: FastifyInstance, user: Principal, id: number, body: { decision: 'upheld' | 'rejected'; note: string }): Promise<DisputeRow> {
  const r = await db.query<{ status: string; report_id: number; competition_id: number; month: string; operator_id: number }>(
    `SELECT d.status, d.report_id, r.competition_id, r.month, c.operator_id
       FROM settlement_disputes d JOIN settlement_reports r ON r.id = d.report_id JOIN competitions c ON c.id = r.competition_id
      WHERE d.id = $1 FOR UPDATE OF d`,
    [id],
  );
  const d = r.rows[0];
  if (!d || d.operator_id !== user.orgId) throw notFound('Dispute not found.');
  if (d.status !== 'open') throw conflict(`This dispute was already ${d.status}; decisions are final.`);
  const note = body.note.trim();
  if (note === '') throw badRequest({ note: ['This field may not be blank.'] });
  let rerun: number | null = null;
  if (body.decision === 'upheld') {
    rerun = await requestRun(db, app, d.competition_id, d.month, 'dispute', user);
    if (rerun === null) {
      const active = await db.query<{ id: number }>(`SELECT id FROM settlement_runs WHERE competition_id = $1 AND month = $2 AND status IN ('queued', 'running')`, [d.competition_id, d.month]);
      rerun = active.rows[0]?.id ?? null;
    }
  }
  await db.query(`UPDATE settlement_disputes SET status = $2, decided_by = $3, decided_at = now(), decision_note = $4, rerun_id = $5 WHERE id = $1`, [id, body.decision, user.userId, note, rerun]);
  const dispute = await disputeById(db, id);
  await announceDispute(db, app, dispute, d.operator_id);
  await mail(db, app, { kind: 'dispute_decided', dispute: id, org: dispute.provider });
  return dispute;
}

/** Published reports whose window has passed with no open dispute become final (the sweep job). */
export async function finaliseDue(db: Db): Promise<number> {
  const r = await db.query<{ id: number }>(
    `UPDATE settlement_reports r SET status = 'final', finalised_at = now()
      WHERE r.status = 'published' AND r.dispute_window_ends <= now()
        AND NOT EXISTS (SELECT 1 FROM settlement_disputes d WHERE d.report_id = r.id AND d.status = 'open')
    RETURNING r.id`,
  );
  return r.rows.length;
}

/** The month before the one of `now` (UTC), 'YYYY-MM'. */
export function lastMonthOf(now: Date): string {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return m === 0 ? `${y - 1}-12` : `${y}-${String(m).padStart(2, '0')}`;
}

/**
 * The monthly schedule: a run of last month for every competition with an accepted dispatch
 * instruction in it (by UTC month, widened by a day each side so that a zone's month is covered;
 * a run finds no event of a competition whose instructions all fall outside it and writes an
 * empty report). Competitions with a run under way are skipped.
 */
export async function scheduleMonthlyRuns(db: Db, app: FastifyInstance, now = new Date()): Promise<number> {
  const month = lastMonthOf(now);
  const from = new Date(`${month}-01T00:00:00Z`);
  const r = await db.query<{ competition_id: number }>(
    `SELECT DISTINCT competition_id FROM dispatch_instructions
      WHERE response = 'accepted' AND start < ($1::timestamptz + interval '1 month' + interval '1 day') AND "end" > ($1::timestamptz - interval '1 day')
      ORDER BY competition_id`,
    [from],
  );
  let queued = 0;
  for (const { competition_id } of r.rows) {
    const id = await db.transaction((tx) => requestRun(tx, app, competition_id, month, 'schedule', null));
    if (id !== null) queued++;
  }
  return queued;
}
