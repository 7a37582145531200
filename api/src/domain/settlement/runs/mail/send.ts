/**
 * Settlement e-mails, sent by a job to the members of the organisation concerned who receive
 * settlement notifications (admins and the settlement role, less those who turned them off:
 * accounts/notifications.ts), each in the member's preferred locale: a published report to each
 * of its providers, a new dispute to the operator, a decision to the disputing provider.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../../db/types.js';
import { queueMail } from '../../../../platform/mail/outbox.js';
import { notificationRecipients } from '../../../accounts/notifications.js';
import { formatDateTime } from '../../../../platform/i18n/format.js';
import { localeOr, type Locale } from '../../../../platform/i18n/locales.js';
import { mailText, type MailText } from '../../../../platform/i18n/mail/text.js';
import { HELLO } from '../../../accounts/mail/texts.js';
import * as T from './texts.js';

export const SETTLEMENT_MAIL_JOB = 'settlement-email';

export type SettlementMail =
  | { kind: 'published'; report: number; org: number }
  | { kind: 'dispute_opened'; dispute: number; org: number }
  | { kind: 'dispute_decided'; dispute: number; org: number };

interface ReportFacts {
  competition: string;
  reference: string;
  operator: string;
  month: string;
  version: number;
  currency: string;
  window: Date | null;
}

const REPORT_FACTS = `SELECT c.name AS competition, c.reference, o.name AS operator, r.month, r.version, r.currency, r.dispute_window_ends AS window
  FROM settlement_reports r JOIN competitions c ON c.id = r.competition_id JOIN organisations o ON o.id = c.operator_id`;

/** "March 2026" in the locale. */
function monthName(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T12:00:00Z`));
}

function money(amount: string, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount as Intl.StringNumericLiteral);
}

interface Composed {
  subject: MailText;
  body: MailText;
  values: (locale: Locale) => Record<string, string | number>;
}

async function composePublished(db: Db, m: Extract<SettlementMail, { kind: 'published' }>): Promise<Composed | null> {
  const r = await db.query<ReportFacts>(`${REPORT_FACTS} WHERE r.id = $1`, [m.report]);
  const f = r.rows[0];
  if (!f) return null;
  const own = await db.query<{ net: string | null; events: number }>(
    `SELECT (SELECT net::text FROM settlement_statements WHERE report_id = $1 AND provider_id = $2) AS net,
            (SELECT count(*)::int FROM settlement_report_events WHERE report_id = $1 AND provider_id = $2) AS events`,
    [m.report, m.org],
  );
  const { net, events } = own.rows[0]!;
  return {
    subject: T.PUBLISHED_SUBJECT,
    body: T.PUBLISHED_BODY,
    values: (locale) => ({
      ...facts(f, locale),
      net: money(net ?? '0', f.currency, locale),
      events,
      window: f.window ? formatDateTime(f.window, locale) : '',
    }),
  };
}

function facts(f: ReportFacts, locale: Locale): Record<string, string | number> {
  return { competition: f.competition, reference: f.reference, operator: f.operator, month: monthName(f.month, locale), version: f.version };
}

async function composeDispute(db: Db, m: Extract<SettlementMail, { kind: 'dispute_opened' | 'dispute_decided' }>): Promise<Composed | null> {
  const r = await db.query<ReportFacts & { provider: string; event: string | null; reason: keyof typeof T.REASONS; note: string; status: string; decision_note: string | null }>(
    `${REPORT_FACTS.replace('FROM settlement_reports r', 'FROM settlement_disputes d JOIN settlement_reports r ON r.id = d.report_id')
      .replace('SELECT ', 'SELECT p.name AS provider, d.event_id AS event, d.reason, d.note, d.status, d.decision_note, ')}
      JOIN organisations p ON p.id = d.provider_id WHERE d.id = $1`,
    [m.dispute],
  );
  const d = r.rows[0];
  if (!d) return null;
  const what = (locale: Locale) => (d.event === null ? mailText(T.WHOLE_REPORT, locale) : mailText(T.ONE_EVENT, locale, { event: d.event }));
  if (m.kind === 'dispute_opened') {
    return {
      subject: T.DISPUTE_OPENED_SUBJECT,
      body: T.DISPUTE_OPENED_BODY,
      values: (locale) => ({ ...facts(d, locale), provider: d.provider, what: what(locale), reason: mailText(T.REASONS[d.reason], locale), note: d.note }),
    };
  }
  const upheld = d.status === 'upheld';
  return {
    subject: T.DISPUTE_DECIDED_SUBJECT,
    body: T.DISPUTE_DECIDED_BODY,
    values: (locale) => ({
      ...facts(d, locale),
      what: what(locale),
      decision: mailText(upheld ? T.UPHELD : T.REJECTED, locale),
      decided: mailText(upheld ? T.UPHELD_SUBJECT : T.REJECTED_SUBJECT, locale),
      note: d.decision_note ?? '',
      next: mailText(upheld ? T.NEXT_UPHELD : T.NEXT_REJECTED, locale),
    }),
  };
}

export async function sendSettlementMail(db: Db, app: FastifyInstance, m: SettlementMail): Promise<number> {
  const composed = m.kind === 'published' ? await composePublished(db, m) : await composeDispute(db, m);
  if (!composed) return 0;
  const users = await notificationRecipients(db, 'settlement', m.org);
  for (const u of users) {
    const locale = localeOr(u.preferred_locale);
    const values = { hello: mailText(HELLO, locale, { name: u.first_name }), ...composed.values(locale) };
    await queueMail(db, app.config, { kind: `settlement_${m.kind}`, to: u.email, subject: mailText(composed.subject, locale, values), body: mailText(composed.body, locale, values) });
  }
  return users.length;
}

export function registerSettlementMail(app: FastifyInstance): void {
  app.jobs.work<SettlementMail>(SETTLEMENT_MAIL_JOB, { retryLimit: 5, retryDelay: 30, retryBackoff: true }, async (m) => ({
    sent: await app.db.transaction((tx) => sendSettlementMail(tx, app, m)),
  }));
}
