/**
 * Reports sent by e-mail as CSV, every week (on Mondays, the seven days before) or every month (on
 * the 1st, the month before). A daily job sends what is due: each schedule in its own transaction,
 * row locked, so two replicas never send one twice, and `next_send` moves on in the same commit as
 * the e-mail. The recipient is the member who asked; a member who has left or lost the analytics
 * permission gets nothing (the schedule moves on silently and sends again if access returns).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/types.js';
import { findUserById, subjectOf } from '../../auth/session.js';
import { queueMail } from '../../platform/mail/outbox.js';
import { localeOr } from '../../platform/i18n/locales.js';
import { formatDate } from '../../platform/i18n/format.js';
import { mailText } from '../../platform/i18n/mail/text.js';
import { HELLO } from '../accounts/mail/texts.js';
import { reportCsv, reportFileName } from './csv.js';
import { REPORT_NAME, SCHEDULE_INTRO, SCHEDULE_OPEN, SCHEDULE_SUBJECT, SCHEDULE_UNSUBSCRIBE } from './mail/texts.js';
import { applyFilters } from './filters.js';
import { runReport } from './run.js';
import type { Frequency, ReportType, ScheduleFilters, ScheduleRow } from './schemas.js';

const DAY_MS = 86_400_000;

function day(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}
function iso(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** The first send day strictly after `today`: the next Monday, or the 1st of the next month. */
export function nextSendAfter(frequency: Frequency, today: string): string {
  const d = day(today);
  if (frequency === 'monthly') return iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)));
  const toMonday = ((8 - d.getUTCDay()) % 7) || 7;
  return iso(new Date(d.getTime() + toMonday * DAY_MS));
}

/** The range a send on `sendDay` covers: the seven days before it, or the calendar month before it. */
export function periodOf(frequency: Frequency, sendDay: string): { from: string; to: string } {
  const d = day(sendDay);
  if (frequency === 'monthly') {
    const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
    const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 0));
    return { from: iso(first), to: iso(last) };
  }
  return { from: iso(new Date(d.getTime() - 7 * DAY_MS)), to: iso(new Date(d.getTime() - DAY_MS)) };
}

const PURPOSE = 'analytics-unsubscribe';

function signature(secret: Uint8Array, schedule: { id: number; user_id: number }): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${schedule.id}:${schedule.user_id}`).digest('base64url');
}

/** The unsubscribe token: the schedule's id and an HMAC of it and its recipient (no sign-in needed). */
export function unsubscribeToken(secret: Uint8Array, schedule: { id: number; user_id: number }): string {
  return `${schedule.id}.${signature(secret, schedule)}`;
}

/** The schedule a token stops, when its signature matches (constant-time); null otherwise. */
export async function scheduleOfToken(db: Db, secret: Uint8Array, token: string): Promise<{ id: number; user_id: number; report: ReportType; frequency: Frequency } | null> {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const r = await db.query<{ id: number; user_id: number; report: ReportType; frequency: Frequency }>(
    'SELECT id, user_id, report, frequency FROM analytics_schedules WHERE id = $1',
    [Number(match[1])],
  );
  const row = r.rows[0];
  if (!row) return null;
  const expected = Buffer.from(signature(secret, row));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? row : null;
}

function unsubscribeLink(config: Pick<AppConfig, 'jwtSecret' | 'publicUrl'>, schedule: { id: number; user_id: number }): string {
  return `${config.publicUrl.replace(/\/+$/, '')}/analytics/unsubscribe?token=${encodeURIComponent(unsubscribeToken(config.jwtSecret, schedule))}`;
}

/** The report's page with the schedule's filters and the period sent. */
function reportLink(publicUrl: string, report: ReportType, filters: ScheduleFilters, period: { from: string; to: string }): string {
  const query = new URLSearchParams({ ...period, ...filters });
  return `${publicUrl.replace(/\/+$/, '')}/analytics/reports/${report}?${query.toString()}`;
}

interface StoredSchedule {
  id: number;
  organisation_id: number;
  user_id: number;
  report: ReportType;
  frequency: Frequency;
  filters: ScheduleFilters;
  next_send: string;
  last_sent: Date | null;
  created: Date;
}

const COLUMNS = `id, organisation_id, user_id, report, frequency, filters, to_char(next_send, 'YYYY-MM-DD') AS next_send, last_sent, created`;

export function toScheduleRow(s: StoredSchedule): ScheduleRow {
  return {
    id: s.id,
    report: s.report,
    frequency: s.frequency,
    filters: s.filters,
    next_send: s.next_send,
    last_sent: s.last_sent ? s.last_sent.toISOString() : null,
    created: s.created.toISOString(),
  };
}

export async function listSchedules(db: Db, userId: number): Promise<ScheduleRow[]> {
  const r = await db.query<StoredSchedule>(`SELECT ${COLUMNS} FROM analytics_schedules WHERE user_id = $1 AND unsubscribed IS NULL ORDER BY id`, [userId]);
  return r.rows.map(toScheduleRow);
}

export async function createSchedule(
  db: Db,
  who: { orgId: number; userId: number },
  body: { report: ReportType; frequency: Frequency; filters?: ScheduleFilters | undefined },
  today: string,
): Promise<ScheduleRow> {
  // The filters are checked now (ids in range), not first on the morning of the e-mail.
  applyFilters(body.filters ?? {});
  const r = await db.query<StoredSchedule>(
    `INSERT INTO analytics_schedules (organisation_id, user_id, report, frequency, filters, next_send)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING ${COLUMNS}`,
    [who.orgId, who.userId, body.report, body.frequency, JSON.stringify(body.filters ?? {}), nextSendAfter(body.frequency, today)],
  );
  return toScheduleRow(r.rows[0]!);
}

/** Deletes the caller's own schedule; false when it is not theirs (or gone). */
export async function deleteSchedule(db: Db, userId: number, id: number): Promise<boolean> {
  const r = await db.query('DELETE FROM analytics_schedules WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
  return r.rows.length > 0;
}

/** The recipient, while an active member of the schedule's operator holding the analytics permission. */
async function recipientOf(db: Db, s: StoredSchedule): Promise<{ email: string; first_name: string; locale: string } | null> {
  const user = await findUserById(db, s.user_id);
  if (!user || !user.is_active || user.org_active !== true || user.org_id !== s.organisation_id) return null;
  const subject = subjectOf(user);
  if (subject.orgType !== 'systemoperator' || !subject.permissions.includes('analytics')) return null;
  return { email: user.email, first_name: user.first_name, locale: user.preferred_locale };
}

/** Sends one due schedule (row locked; skipped when another process holds it or it is no longer due). */
async function sendOne(app: FastifyInstance, id: number, today: string): Promise<boolean> {
  return app.db.transaction(async (tx) => {
    const r = await tx.query<StoredSchedule>(
      `SELECT ${COLUMNS} FROM analytics_schedules WHERE id = $1 AND unsubscribed IS NULL AND next_send <= $2::date FOR UPDATE SKIP LOCKED`,
      [id, today],
    );
    const s = r.rows[0];
    if (!s) return false;
    const to = await recipientOf(tx, s);
    let sent = false;
    if (to) {
      // The period of the send day it was due on, so a late run still sends the week or month it owes.
      const period = periodOf(s.frequency, s.next_send);
      const report = await runReport(tx, s.organisation_id, s.report, { ...s.filters, ...period }, day(today));
      const locale = localeOr(to.locale);
      const values = { report: mailText(REPORT_NAME[s.report], locale), from: formatDate(period.from, locale, 'UTC'), to: formatDate(period.to, locale, 'UTC') };
      await queueMail(tx, app.config, {
        kind: 'analytics-report',
        to: to.email,
        subject: mailText(SCHEDULE_SUBJECT[s.frequency], locale, values),
        body: [
          mailText(HELLO, locale, { name: to.first_name }),
          '',
          mailText(SCHEDULE_INTRO, locale, { ...values, rows: report.tables[0]!.rows.length }),
          '',
          mailText(SCHEDULE_OPEN, locale, { link: reportLink(app.config.publicUrl, s.report, s.filters, period) }),
          mailText(SCHEDULE_UNSUBSCRIBE, locale, { link: unsubscribeLink(app.config, s) }),
        ].join('\n'),
        attachments: [{ filename: reportFileName(report), contentType: 'text/csv; charset=utf-8', content: reportCsv(report) }],
      });
      sent = true;
    }
    await tx.query(
      `UPDATE analytics_schedules SET next_send = $2, last_sent = CASE WHEN $3 THEN now() ELSE last_sent END WHERE id = $1`,
      [s.id, nextSendAfter(s.frequency, today), sent],
    );
    return sent;
  });
}

/** Sends every schedule due on or before `today`; a failed one stays due and fails the job (retried). */
export async function sendDueSchedules(app: FastifyInstance, today: string): Promise<{ sent: number; failed: number }> {
  const due = await app.db.query<{ id: number }>(
    `SELECT id FROM analytics_schedules WHERE unsubscribed IS NULL AND next_send <= $1::date ORDER BY id`,
    [today],
  );
  let sent = 0;
  let failed = 0;
  for (const { id } of due.rows) {
    try {
      if (await sendOne(app, id, today)) sent += 1;
    } catch (error) {
      failed += 1;
      app.log.error({ err: error, schedule: id }, 'analytics: a scheduled report could not be sent');
    }
  }
  if (failed > 0) throw new Error(`analytics: ${failed} scheduled report(s) not sent; they stay due`);
  return { sent, failed };
}
