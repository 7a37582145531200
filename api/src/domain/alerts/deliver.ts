/**
 * Telling an alert's items: one e-mail to the member who created the alert (with the alert's
 * unsubscribe link), one live event to the organisation's streams (`alert.triggered` for one item,
 * `alert.digest` for a day's), and the same event to every active webhook endpoint of the
 * organisation, each as the alert's channels say. The items are marked sent in the same
 * transaction, so a delivery that fails (e.g. SMTP refuses) is retried whole by its job.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types.js';
import { publishEvent } from '../../platform/events/publish.js';
import { queueMail } from '../../platform/mail/outbox.js';
import { localeOr, type Locale } from '../../platform/i18n/locales.js';
import { formatDate } from '../../platform/i18n/format.js';
import { mailText } from '../../platform/i18n/mail/text.js';
import { HELLO } from '../accounts/mail/texts.js';
import { queueDeliveriesToOrganisation } from '../webhooks/deliver.js';
import { ALERT_INTRO, ALERT_LINE, ALERT_MANAGE, ALERT_SUBJECT, ALERT_UNSUBSCRIBE, DIGEST_SUBJECT } from './mail/texts.js';
import type { AlertRecord } from './match.js';
import type { AlertTrigger } from './schemas.js';
import { unsubscribeLink } from './unsubscribe.js';

/** What one item tells (stored as the notification's data). */
export interface AlertItemData {
  competition_id: number | null;
  competition: string;
  reference: string;
  operator: string;
  milestone_id?: number;
  milestone?: string;
  /** YYYY-MM-DD */
  due?: string;
}

export interface AlertItem {
  id: number;
  trigger: AlertTrigger;
  data: AlertItemData;
  created: string;
}

/** The page an item links to: the competition's page for providers. */
function itemLink(publicUrl: string, item: AlertItem): string {
  const base = publicUrl.replace(/\/+$/, '');
  return item.data.competition_id === null ? `${base}/manage/flexprovider/milestones` : `${base}/flexprovider/competitions/${item.data.competition_id}`;
}

function itemLine(publicUrl: string, item: AlertItem, locale: Locale): string {
  const d = item.data;
  return mailText(ALERT_LINE[item.trigger], locale, {
    competition: d.competition,
    reference: d.reference,
    operator: d.operator,
    milestone: d.milestone ?? '',
    due: d.due ? formatDate(d.due, locale, 'UTC') : '',
    link: itemLink(publicUrl, item),
  });
}

interface Recipient {
  email: string;
  first_name: string;
  preferred_locale: string;
}

/** The alert's creator while still an active member of its organisation (else no e-mail). */
async function recipientOf(db: Db, alert: AlertRecord): Promise<Recipient | null> {
  if (alert.created_by === null) return null;
  const r = await db.query<Recipient>(
    `SELECT email, first_name, preferred_locale FROM users WHERE id = $1 AND organisation_id = $2 AND is_active AND invites_user IS NULL`,
    [alert.created_by, alert.organisation_id],
  );
  return r.rows[0] ?? null;
}

async function sendMail(app: FastifyInstance, db: Db, alert: AlertRecord, items: AlertItem[]): Promise<boolean> {
  const to = await recipientOf(db, alert);
  if (!to) return false;
  const locale = localeOr(to.preferred_locale);
  const first = items[0]!;
  const subject =
    items.length === 1 && alert.frequency === 'immediate'
      ? mailText(ALERT_SUBJECT[first.trigger], locale, {
          competition: first.data.competition,
          reference: first.data.reference,
          milestone: first.data.milestone ?? '',
          due: first.data.due ? formatDate(first.data.due, locale, 'UTC') : '',
        })
      : mailText(DIGEST_SUBJECT[items.length === 1 ? 'one' : 'many'], locale, { alert: alert.name, count: items.length });
  const base = app.config.publicUrl.replace(/\/+$/, '');
  await queueMail(db, app.config, {
    kind: 'alert',
    to: to.email,
    subject,
    body: [
      mailText(HELLO, locale, { name: to.first_name }),
      '',
      mailText(ALERT_INTRO, locale, { alert: alert.name }),
      '',
      ...items.map((item) => itemLine(app.config.publicUrl, item, locale)),
      '',
      mailText(ALERT_MANAGE, locale, { link: `${base}/manage/flexprovider/subscriptions` }),
      mailText(ALERT_UNSUBSCRIBE, locale, { link: unsubscribeLink(app.config, alert) }),
    ].join('\n'),
  });
  return true;
}

/** The event's data: the alert and its items (no recipient, no link that works without signing in). */
function eventData(alert: AlertRecord, items: AlertItem[]): Record<string, unknown> {
  const alertPart = { id: alert.id, name: alert.name, operator: alert.operator_id };
  const itemPart = (item: AlertItem) => ({ trigger: item.trigger, created: item.created, ...item.data });
  return items.length === 1 && alert.frequency === 'immediate' ? { alert: alertPart, ...itemPart(items[0]!) } : { alert: alertPart, items: items.map(itemPart) };
}

export interface Delivered {
  email: boolean;
  event: number | null;
  webhooks: number;
}

/** Tells the items by the alert's channels and marks them sent, in the caller's transaction. */
export async function deliverItems(app: FastifyInstance, tx: Db, alert: AlertRecord, items: AlertItem[]): Promise<Delivered> {
  const out: Delivered = { email: false, event: null, webhooks: 0 };
  if (items.length === 0) return out;
  if (alert.channels.includes('email')) out.email = await sendMail(app, tx, alert, items);
  const push = alert.channels.includes('push');
  const hook = alert.channels.includes('webhook');
  if (push || hook) {
    const single = items.length === 1 && alert.frequency === 'immediate';
    // Without push the event reaches no stream (no organisations); webhooks get it below.
    const event = await publishEvent(tx, { type: single ? 'alert.triggered' : 'alert.digest', org_ids: push ? [alert.organisation_id] : [], data: eventData(alert, items) });
    out.event = event.id;
    if (hook) out.webhooks = await queueDeliveriesToOrganisation(app, tx, event, alert.organisation_id);
  }
  await tx.query(`UPDATE alert_notifications SET status = 'sent', sent = now() WHERE id = ANY($1::bigint[])`, [items.map((i) => i.id)]);
  return out;
}
