/**
 * The operator's decision on a submitted application (workflows §4: pending until an outcome, then
 * Approved or Rejected). Deciding is final; a rejected provider may start a new application. The
 * provider's members who manage its applications (admins, account, operations, less those who
 * turned these e-mails off: see mail/notifications.ts) are e-mailed by a job on the queue (outbox,
 * or SMTP when configured). An approval records the provider's framework agreement with the
 * operator (contracts/framework.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/types.js';
import { badRequest } from '../../errors.js';
import { queueMail } from '../../platform/mail/outbox.js';
import { notificationRecipients } from '../accounts/notifications.js';
import { formatDate } from '../../platform/i18n/format.js';
import { localeOr } from '../../platform/i18n/locales.js';
import { mailText } from '../../platform/i18n/mail/text.js';
import { HELLO } from '../accounts/mail/texts.js';
import { APPROVED_INTRO, APPROVED_NEXT, APPROVED_SUBJECT, NOTE, REJECTED_INTRO, REJECTED_NEXT, REJECTED_SUBJECT } from './mail/texts.js';
import { conflict } from './applications.js';
import { recordFrameworkAgreement } from '../contracts/framework.js';

export const OUTCOME_MAIL_JOB = 'dps-outcome-email';

export interface OutcomeInput {
  application: number;
  is_approved: boolean;
  note?: string;
}

/** Decides one of the operator's pending applications; returns the outcome id. */
export async function decideApplication(db: Db, app: FastifyInstance, user: Principal, input: OutcomeInput): Promise<number> {
  const r = await db.query<{ id: number; is_submitted: boolean; is_latest: boolean; operator_id: number; decided: boolean }>(
    `SELECT a.id, a.is_submitted, a.is_latest, r.system_operator_id AS operator_id, EXISTS (SELECT 1 FROM dps_outcomes o WHERE o.application_id = a.id) AS decided
       FROM dps_applications a JOIN dps_records r ON r.id = a.dps_record_id WHERE a.id = $1 FOR UPDATE OF a`,
    [input.application],
  );
  const a = r.rows[0];
  // Drafts and other operators' applications are not visible to this operator: unknown.
  if (!a || a.operator_id !== user.orgId || !a.is_submitted) throw badRequest({ application: ['Unknown application.'] });
  if (a.decided) throw conflict('This application has already been decided.');
  if (!a.is_latest) throw conflict('The provider has replaced this application with a newer one.');
  const note = (input.note ?? '').trim();
  if (!input.is_approved && !note) throw badRequest({ note: ['This field may not be blank.', 'Tell the provider why the application is rejected.'] });
  const inserted = await db.query<{ id: number }>(
    'INSERT INTO dps_outcomes (application_id, is_approved, note, decision_made_by) VALUES ($1, $2, $3, $4) RETURNING id',
    [a.id, input.is_approved, note, user.userId],
  );
  await db.query('UPDATE dps_applications SET updated = now() WHERE id = $1', [a.id]);
  const outcome = inserted.rows[0]!.id;
  // An approval records the framework agreement the provider signed with this operator.
  if (input.is_approved) await recordFrameworkAgreement(db, outcome);
  await app.jobs.send(OUTCOME_MAIL_JOB, { outcome }, { db, owner: { orgId: user.orgId!, userId: user.userId } });
  return outcome;
}

/** Declares the e-mail job: one message to each recipient of the provider's application e-mails, in their preferred locale. */
export function registerOutcomeMail(app: FastifyInstance): void {
  app.jobs.work<{ outcome: number }>(OUTCOME_MAIL_JOB, { retryLimit: 5, retryDelay: 30, retryBackoff: true }, async ({ outcome }) => {
    const sent = await app.db.transaction((tx) => sendOutcomeMail(tx, app, outcome));
    return { sent };
  });
}

async function sendOutcomeMail(db: Db, app: FastifyInstance, outcomeId: number): Promise<number> {
  const r = await db.query<{ is_approved: boolean; note: string; provider_id: number; operator: string; submitted: Date }>(
    `SELECT o.is_approved, o.note, a.flex_provider_id AS provider_id, op.name AS operator, a.submitted
       FROM dps_outcomes o JOIN dps_applications a ON a.id = o.application_id JOIN dps_records r ON r.id = a.dps_record_id
       JOIN organisations op ON op.id = r.system_operator_id WHERE o.id = $1`,
    [outcomeId],
  );
  const o = r.rows[0];
  if (!o) return 0;
  const users = await notificationRecipients(db, 'dps_outcome', o.provider_id);
  for (const u of users) {
    const locale = localeOr(u.preferred_locale);
    const values = { operator: o.operator, submitted: formatDate(o.submitted, locale), note: o.note };
    await queueMail(db, app.config, {
      kind: 'dps_outcome',
      to: u.email,
      subject: mailText(o.is_approved ? APPROVED_SUBJECT : REJECTED_SUBJECT, locale, values),
      body: [
        mailText(HELLO, locale, { name: u.first_name }),
        '',
        mailText(o.is_approved ? APPROVED_INTRO : REJECTED_INTRO, locale, values),
        ...(o.note ? ['', mailText(NOTE, locale, values)] : []),
        '',
        mailText(o.is_approved ? APPROVED_NEXT : REJECTED_NEXT, locale, values),
      ].join('\n'),
    });
  }
  return users.length;
}

