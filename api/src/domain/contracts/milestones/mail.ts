/**
 * Milestone e-mails: evidence submitted → the operator's members who receive results
 * notifications; accepted or rejected → the provider's (the same people as contract e-mails, kind
 * `competition_results`), each in their locale. A job queued by the `milestone.updated` event in
 * the transaction that made the change. Reminders (reminders.ts) write theirs with `mailMilestone`.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/types.js';
import { onPublish } from '../../../platform/events/publish.js';
import { queueMail } from '../../../platform/mail/outbox.js';
import { formatDate } from '../../../platform/i18n/format.js';
import { localeOr, type Locale } from '../../../platform/i18n/locales.js';
import { mailText, type MailText } from '../../../platform/i18n/mail/text.js';
import { notificationRecipients } from '../../accounts/notifications.js';
import { HELLO } from '../../accounts/mail/texts.js';
import { loadMilestone } from './columns.js';
import type { MilestoneChange } from './lifecycle.js';
import type { MilestoneRow } from './schemas.js';
import * as T from './mail/texts.js';

export const MILESTONE_MAIL_JOB = 'milestone-updated-email';

/** The milestone's name in a locale ("Progress report 2"). */
export const milestoneName = (m: Pick<MilestoneRow, 'kind' | 'sequence'>, locale: Locale) => mailText(T.KIND_NAMES[m.kind]!, locale, { n: m.sequence });

/** Writes one e-mail per recipient of the organisation; answers how many. */
export async function mailMilestone(
  db: Db,
  app: FastifyInstance,
  m: MilestoneRow,
  to: 'provider' | 'operator',
  subject: MailText,
  paragraphs: MailText[],
): Promise<number> {
  const side = to === 'operator' ? 'systemoperator' : 'flexprovider';
  const link = `${app.config.publicUrl.replace(/\/+$/, '')}/manage/${side}/milestones?milestone=${m.id}`;
  let sent = 0;
  for (const u of await notificationRecipients(db, 'competition_results', to === 'operator' ? m.system_operator : m.flex_provider)) {
    const locale = localeOr(u.preferred_locale);
    const values = {
      provider: m.flex_provider_name,
      operator: m.system_operator_name,
      reference: m.contract_reference,
      asset: m.planned_asset_name,
      milestone: milestoneName(m, locale),
      due: formatDate(`${m.due_on}T12:00:00Z`, locale),
      note: m.note ?? '',
      reason: m.rejection_reason ?? '',
    };
    await queueMail(db, app.config, {
      kind: 'milestone_updated',
      to: u.email,
      subject: mailText(subject, locale, values),
      body: [mailText(HELLO, locale, { name: u.first_name }), '', ...paragraphs.map((p) => mailText(p, locale, values)), '', mailText(T.SEE_MILESTONES, locale, { link })].join('\n'),
    });
    sent += 1;
  }
  return sent;
}

/** The e-mails of one change; answers how many were written. */
export async function sendMilestoneMail(db: Db, app: FastifyInstance, id: number, change: MilestoneChange): Promise<number> {
  const m = await loadMilestone(db, id);
  if (!m) return 0;
  if (change === 'submitted') return mailMilestone(db, app, m, 'operator', T.SUBMITTED_SUBJECT, [T.SUBMITTED_BODY]);
  if (change === 'rejected') return mailMilestone(db, app, m, 'provider', T.REJECTED_SUBJECT, [T.REJECTED_BODY]);
  return mailMilestone(db, app, m, 'provider', T.ACCEPTED_SUBJECT, m.kind === 'commissioning' ? [T.ACCEPTED_BODY, T.COMMISSIONED] : [T.ACCEPTED_BODY]);
}

const CHANGES: readonly unknown[] = ['submitted', 'accepted', 'rejected'];

/** The e-mail job, queued by `milestone.updated` events. */
export function registerMilestoneMail(app: FastifyInstance): void {
  app.jobs.work<{ milestone: number; change: MilestoneChange }>(MILESTONE_MAIL_JOB, { retryLimit: 5, retryDelay: 30, retryBackoff: true }, async ({ milestone, change }) => ({
    sent: await app.db.transaction((tx) => sendMilestoneMail(tx, app, milestone, change)),
  }));
  const off = onPublish(async (tx, event) => {
    if (event.type !== 'milestone.updated' || !CHANGES.includes(event.data.change)) return;
    const milestone = event.data.milestone as { id?: unknown } | undefined;
    if (typeof milestone?.id !== 'number') return;
    await app.jobs.send(MILESTONE_MAIL_JOB, { milestone: milestone.id, change: event.data.change as MilestoneChange }, { db: tx });
  });
  app.addHook('onClose', async () => off());
}
