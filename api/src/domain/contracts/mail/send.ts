/**
 * Contract e-mails to the other side: when a provider accepts, the operator's members who receive
 * results notifications; when an operator terminates, the provider's (admins, operations,
 * bid-admin, less those who turned them off), each in their locale. A job queued by the
 * `contract.updated` event in the transaction that made the change.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/types.js';
import { onPublish } from '../../../platform/events/publish.js';
import { queueMail } from '../../../platform/mail/outbox.js';
import { formatDate, formatDateTime } from '../../../platform/i18n/format.js';
import { localeOr } from '../../../platform/i18n/locales.js';
import { mailText } from '../../../platform/i18n/mail/text.js';
import { notificationRecipients } from '../../accounts/notifications.js';
import { HELLO } from '../../accounts/mail/texts.js';
import { loadContract } from '../columns.js';
import { lastDay } from '../dates.js';
import { ACCEPTED_BODY, ACCEPTED_SUBJECT, SEE_CONTRACT, TERMINATED_BODY, TERMINATED_SUBJECT } from './texts.js';

export const CONTRACT_MAIL_JOB = 'contract-updated-email';

type MailChange = 'accepted' | 'terminated';

/** Writes the e-mails of one change; answers how many were written. */
export async function sendContractMail(db: Db, app: FastifyInstance, contractId: number, change: MailChange): Promise<number> {
  const c = await loadContract(db, contractId);
  if (!c) return 0;
  const to = change === 'accepted' ? c.system_operator : c.flex_provider;
  const side = change === 'accepted' ? 'systemoperator' : 'flexprovider';
  const link = `${app.config.publicUrl.replace(/\/+$/, '')}/manage/${side}/contracts?contract=${c.id}`;
  let sent = 0;
  for (const u of await notificationRecipients(db, 'competition_results', to)) {
    const locale = localeOr(u.preferred_locale);
    const values = {
      provider: c.flex_provider_name,
      operator: c.system_operator_name,
      reference: c.reference,
      competition: c.competition_name,
      name: c.accepted_name ?? '',
      when: c.accepted_at ? formatDateTime(c.accepted_at, locale) : '',
      start: formatDate(`${c.starts_on}T12:00:00Z`, locale),
      end: formatDate(`${lastDay(c.ends_on)}T12:00:00Z`, locale),
      last: c.termination_date ? formatDate(`${lastDay(c.termination_date)}T12:00:00Z`, locale) : '',
      reason: c.termination_reason ?? '',
    };
    const accepted = change === 'accepted';
    await queueMail(db, app.config, {
      kind: 'contract_updated',
      to: u.email,
      subject: mailText(accepted ? ACCEPTED_SUBJECT : TERMINATED_SUBJECT, locale, values),
      body: [
        mailText(HELLO, locale, { name: u.first_name }),
        '',
        mailText(accepted ? ACCEPTED_BODY : TERMINATED_BODY, locale, values),
        '',
        mailText(SEE_CONTRACT, locale, { link }),
      ].join('\n'),
    });
    sent += 1;
  }
  return sent;
}

/** The e-mail job, queued by `contract.updated` events of acceptances and terminations. */
export function registerContractMail(app: FastifyInstance): void {
  app.jobs.work<{ contract: number; change: MailChange }>(CONTRACT_MAIL_JOB, { retryLimit: 5, retryDelay: 30, retryBackoff: true }, async ({ contract, change }) => ({
    sent: await app.db.transaction((tx) => sendContractMail(tx, app, contract, change)),
  }));
  const off = onPublish(async (tx, event) => {
    if (event.type !== 'contract.updated') return;
    const change = event.data.change;
    const contract = event.data.contract as { id?: unknown } | undefined;
    if ((change !== 'accepted' && change !== 'terminated') || typeof contract?.id !== 'number') return;
    await app.jobs.send(CONTRACT_MAIL_JOB, { contract: contract.id, change }, { db: tx });
  });
  app.addHook('onClose', async () => off());
}
