/**
 * E-mails for new and stopped instructions to the provider's members who act on them (admins,
 * dispatch, dispatch-admin and operations, less those who turned dispatch e-mails off: see
 * mail/notifications.ts), sent by a job (outbox or SMTP), each in the member's preferred locale
 * with times in Europe/London.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/types.js';
import { onPublish } from '../../../platform/events/publish.js';
import { queueMail } from '../../../platform/mail/outbox.js';
import { notificationRecipients } from '../../accounts/notifications.js';
import { formatDateTime, formatNumber } from '../../../platform/i18n/format.js';
import { localeOr } from '../../../platform/i18n/locales.js';
import { mailText } from '../../../platform/i18n/mail/text.js';
import { HELLO } from '../../accounts/mail/texts.js';
import { NEW_BODY, NEW_SUBJECT, STOPPED_BODY, STOPPED_SUBJECT } from './texts.js';
import { loadInstruction } from '../columns.js';

export const DISPATCH_MAIL_JOB = 'dispatch-email';

export async function sendDispatchMail(db: Db, app: FastifyInstance, id: number, kind: 'new' | 'stopped'): Promise<number> {
  const i = await loadInstruction(db, id);
  if (!i) return 0;
  const users = await notificationRecipients(db, 'dispatch', i.flex_provider);
  for (const u of users) {
    const locale = localeOr(u.preferred_locale);
    const values = {
      hello: mailText(HELLO, locale, { name: u.first_name }),
      operator: i.operator_name,
      id: String(i.id),
      competition: i.competition_name,
      reference: i.competition_reference,
      window: i.window_name,
      quantity: formatNumber(i.quantity, locale),
      unit: i.unit,
      start: formatDateTime(i.start, locale),
      end: formatDateTime(i.end, locale),
      assets: i.asset_refs.join(', '),
      deadline: formatDateTime(i.response_deadline, locale),
    };
    await queueMail(db, app.config, {
      kind: kind === 'new' ? 'dispatch_instruction' : 'dispatch_stopped',
      to: u.email,
      subject: mailText(kind === 'new' ? NEW_SUBJECT : STOPPED_SUBJECT, locale, values),
      body: mailText(kind === 'new' ? NEW_BODY : STOPPED_BODY, locale, values),
    });
  }
  return users.length;
}

export function registerDispatchMail(app: FastifyInstance): void {
  app.jobs.work<{ instruction: number; kind: 'new' | 'stopped' }>(DISPATCH_MAIL_JOB, { retryLimit: 5, retryDelay: 30, retryBackoff: true }, async ({ instruction, kind }) => ({
    sent: await app.db.transaction((tx) => sendDispatchMail(tx, app, instruction, kind)),
  }));
  // A sent instruction that an exchange transfer gave to the buyer (exchange/transfer.ts) reaches the buyer as a new one.
  const off = onPublish(async (tx, event) => {
    if (event.type !== 'dispatch.instruction.created' || event.data.transferred !== true) return;
    const instruction = event.data.instruction as { id?: unknown } | undefined;
    if (typeof instruction?.id !== 'number') return;
    await app.jobs.send(DISPATCH_MAIL_JOB, { instruction: instruction.id, kind: 'new' }, { db: tx });
  });
  app.addHook('onClose', async () => off());
}
