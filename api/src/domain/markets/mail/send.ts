/**
 * A decision on a market registration, told to the provider: the live push is the
 * `market.access.updated` event (published in the deciding transaction); the e-mail is a job that
 * event queues, written to the members who manage the organisation's applications (the
 * `dps_outcome` notification kind: admins, account, operations), each in their own locale.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/types.js';
import { onPublish } from '../../../platform/events/publish.js';
import { queueMail } from '../../../platform/mail/outbox.js';
import { localeOr } from '../../../platform/i18n/locales.js';
import { mailText } from '../../../platform/i18n/mail/text.js';
import { notificationRecipients } from '../../accounts/notifications.js';
import { HELLO } from '../../accounts/mail/texts.js';
import { ACCESS_BODY, ACCESS_SUBJECT, MARKET_NAMES } from './texts.js';
import type { MarketKind } from '../schemas.js';

export const MARKET_ACCESS_MAIL_JOB = 'market-access-email';

type Decided = 'under_review' | 'approved' | 'refused';
const DECIDED: readonly string[] = ['under_review', 'approved', 'refused'];

/** Writes the e-mails of one decision (the state it took; the reason as stored); answers how many were written. */
export async function sendMarketAccessMail(db: Db, app: FastifyInstance, accessId: number, state: Decided): Promise<number> {
  const r = await db.query<{ reason: string | null; kind: MarketKind; operator_name: string | null; organisation_id: number; organisation_name: string }>(
    `SELECT a.reason, m.kind, op.name AS operator_name, a.organisation_id, p.name AS organisation_name
       FROM market_access a JOIN markets m ON m.id = a.market_id JOIN organisations p ON p.id = a.organisation_id
       LEFT JOIN organisations op ON op.id = m.operator_id WHERE a.id = $1`,
    [accessId],
  );
  const row = r.rows[0];
  if (!row) return 0;
  const link = `${app.config.publicUrl.replace(/\/+$/, '')}/manage/flexprovider/market-access`;
  let sent = 0;
  for (const u of await notificationRecipients(db, 'dps_outcome', row.organisation_id)) {
    const locale = localeOr(u.preferred_locale);
    const values = {
      hello: mailText(HELLO, locale, { name: u.first_name }),
      market: mailText(MARKET_NAMES[row.kind], locale, { operator: row.operator_name ?? '' }),
      organisation: row.organisation_name,
      reason: row.reason ?? '',
      link,
    };
    await queueMail(db, app.config, { kind: 'market_access', to: u.email, subject: mailText(ACCESS_SUBJECT[state], locale, values), body: mailText(ACCESS_BODY[state], locale, values) });
    sent += 1;
  }
  return sent;
}

/** The e-mail job, queued by every decided `market.access.updated` event in its transaction. */
export function registerMarketAccessMail(app: FastifyInstance): void {
  app.jobs.work<{ access: number; state: Decided }>(MARKET_ACCESS_MAIL_JOB, { retryLimit: 5, retryDelay: 30, retryBackoff: true }, async ({ access, state }) => ({
    sent: await app.db.transaction((tx) => sendMarketAccessMail(tx, app, access, state)),
  }));
  const off = onPublish(async (tx, event) => {
    if (event.type !== 'market.access.updated' || typeof event.data.access !== 'number' || !DECIDED.includes(String(event.data.state))) return;
    await app.jobs.send(MARKET_ACCESS_MAIL_JOB, { access: event.data.access, state: event.data.state as Decided }, { db: tx });
  });
  app.addHook('onClose', async () => off());
}
