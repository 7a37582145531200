/**
 * `invoice.issued` by e-mail: when the event is published (in the issuing transaction) a job is
 * queued that writes to the members of both organisations who receive settlement notifications
 * (admins and the settlement role, less those who turned them off), each in their own locale.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../../db/types.js';
import { onPublish } from '../../../../platform/events/publish.js';
import { queueMail } from '../../../../platform/mail/outbox.js';
import { formatDate } from '../../../../platform/i18n/format.js';
import { localeOr } from '../../../../platform/i18n/locales.js';
import { mailText } from '../../../../platform/i18n/mail/text.js';
import { notificationRecipients } from '../../../accounts/notifications.js';
import { HELLO } from '../../../accounts/mail/texts.js';
import { loadInvoice } from '../columns.js';
import { money, monthName, titleOf } from '../pdf.js';
import { ISSUED_BODY, ISSUED_SUBJECT } from './texts.js';

export const INVOICE_MAIL_JOB = 'invoice-issued-email';

/** Writes the e-mails of one issued document; answers how many were written. */
export async function sendInvoiceIssuedMail(db: Db, app: FastifyInstance, invoiceId: number): Promise<number> {
  const invoice = await loadInvoice(db, invoiceId);
  if (!invoice || invoice.number === null) return 0;
  let sent = 0;
  for (const org of [invoice.flex_provider, invoice.system_operator]) {
    for (const u of await notificationRecipients(db, 'settlement', org)) {
      const locale = localeOr(u.preferred_locale);
      const values = {
        hello: mailText(HELLO, locale, { name: u.first_name }),
        title: mailText(titleOf(invoice), locale),
        number: invoice.number,
        issuer: invoice.issuer_name,
        supplier: invoice.flex_provider_name,
        customer: invoice.system_operator_name,
        competition: invoice.competition_name,
        month: monthName(invoice.month, locale),
        gross: money(invoice.gross, invoice.currency, locale),
        net: money(invoice.net, invoice.currency, locale),
        vat: money(invoice.vat, invoice.currency, locale),
        due: invoice.due_at ? formatDate(invoice.due_at, locale) : '',
      };
      await queueMail(db, app.config, { kind: 'invoice_issued', to: u.email, subject: mailText(ISSUED_SUBJECT, locale, values), body: mailText(ISSUED_BODY, locale, values) });
      sent += 1;
    }
  }
  return sent;
}

/** The e-mail job, queued by every `invoice.issued` event in its transaction. */
export function registerInvoiceMail(app: FastifyInstance): void {
  app.jobs.work<{ invoice: number }>(INVOICE_MAIL_JOB, { retryLimit: 5, retryDelay: 30, retryBackoff: true }, async ({ invoice }) => ({
    sent: await app.db.transaction((tx) => sendInvoiceIssuedMail(tx, app, invoice)),
  }));
  const off = onPublish(async (tx, event) => {
    if (event.type !== 'invoice.issued' || typeof event.data.invoice !== 'number') return;
    await app.jobs.send(INVOICE_MAIL_JOB, { invoice: event.data.invoice }, { db: tx });
  });
  app.addHook('onClose', async () => off());
}
