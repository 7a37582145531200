/**
 * The exchange's e-mails, each a queue job queued by the domain event in the transaction that made
 * the change, to the members who act on bids (the `competition_results` notification kind: admins,
 * operations, bid-admin, less those who turned it off), each in their locale:
 * - a new bid: the lister only (other bidders learn nothing of it, sealed or not);
 * - a bid accepted, rejected or lapsed: that bid's bidder only;
 * - a trade: the seller and the buyer.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/types.js';
import { onPublish } from '../../../platform/events/publish.js';
import { queueMail } from '../../../platform/mail/outbox.js';
import { formatDate, formatDateTime } from '../../../platform/i18n/format.js';
import { localeOr, type Locale } from '../../../platform/i18n/locales.js';
import { mailText, type MailText } from '../../../platform/i18n/mail/text.js';
import { notificationRecipients } from '../../accounts/notifications.js';
import { HELLO } from '../../accounts/mail/texts.js';
import { money } from '../../settlement/invoices/pdf.js';
import { dayBefore } from '../listings.js';
import * as T from './texts.js';

export const EXCHANGE_MAIL_JOB = 'exchange-email';

type MailJob = { kind: 'bid'; bid: number; change: string } | { kind: 'trade'; trade: number };

const MAIL_CHANGES = ['bid_submitted', 'bid_accepted', 'bid_rejected', 'bid_lapsed'];
const day = (date: string, locale: Locale) => formatDate(`${date}T12:00:00Z`, locale);

async function write(db: Db, app: FastifyInstance, org: number, subject: MailText, body: MailText, values: (locale: Locale) => Record<string, string>, path: string): Promise<number> {
  const link = `${app.config.publicUrl.replace(/\/+$/, '')}${path}`;
  let sent = 0;
  for (const u of await notificationRecipients(db, 'competition_results', org)) {
    const locale = localeOr(u.preferred_locale);
    const v = values(locale);
    await queueMail(db, app.config, {
      kind: 'exchange',
      to: u.email,
      subject: mailText(subject, locale, v),
      body: [mailText(HELLO, locale, { name: u.first_name }), '', mailText(body, locale, v), '', mailText(T.SEE_LISTING, locale, { link })].join('\n'),
    });
    sent += 1;
  }
  return sent;
}

interface BidFacts {
  listing: number;
  lister: number;
  lister_name: string;
  bidder: number;
  bidder_name: string;
  price: string;
  mw: string;
  awarded_mw: string | null;
  currency: string;
  closes: Date;
}

/** Writes the e-mails of one change; answers how many were written. */
export async function sendExchangeMail(db: Db, app: FastifyInstance, job: MailJob): Promise<number> {
  if (job.kind === 'bid') {
    const r = await db.query<BidFacts>(
      `SELECT l.id AS listing, l.flex_provider_id AS lister, l.flex_provider_name AS lister_name, b.bidder_fp_id AS bidder, b.bidder_fp_name AS bidder_name,
              b.price::text, b.mw::text, b.awarded_mw::text, l.currency, l.bidding_closes AS closes
         FROM exchange_bids b JOIN exchange_listings l ON l.id = b.listing_id WHERE b.id = $1`,
      [job.bid],
    );
    const b = r.rows[0];
    if (!b) return 0;
    const values = (locale: Locale) => ({
      reference: `EX-${b.listing}`,
      bidder: b.bidder_name,
      lister: b.lister_name,
      price: money(b.price, b.currency, locale),
      mw: b.awarded_mw ?? b.mw,
      closes: formatDateTime(b.closes, locale),
    });
    const path = `/exchange/listings/${b.listing}/view`;
    if (job.change === 'bid_submitted') return write(db, app, b.lister, T.BID_SUBJECT, T.BID_BODY, values, path);
    if (job.change === 'bid_accepted') return write(db, app, b.bidder, T.ACCEPTED_SUBJECT, T.ACCEPTED_BODY, values, path);
    if (job.change === 'bid_rejected') return write(db, app, b.bidder, T.REJECTED_SUBJECT, T.REJECTED_BODY, values, path);
    return write(db, app, b.bidder, T.LAPSED_SUBJECT, T.LAPSED_BODY, values, path);
  }
  const r = await db.query<{
    id: number; reference: string; listing: number; seller: number; buyer: number; seller_name: string; buyer_name: string; mw: string; price: string;
    amount: string; currency: string; starts: string; ends: string; invoice: string | null; due: string | null;
  }>(
    `SELECT t.id, t.reference, t.listing_id AS listing, t.seller_id AS seller, t.buyer_id AS buyer, s.name AS seller_name, b.name AS buyer_name, t.mw::text,
            t.price::text, t.amount::text, t.currency, to_char(t.transfer_starts_on, 'YYYY-MM-DD') AS starts, to_char(t.transfer_ends_on, 'YYYY-MM-DD') AS ends,
            t.invoice_number AS invoice, to_char(t.invoice_due_on, 'YYYY-MM-DD') AS due
       FROM exchange_trades t JOIN organisations s ON s.id = t.seller_id JOIN organisations b ON b.id = t.buyer_id WHERE t.id = $1`,
    [job.trade],
  );
  const t = r.rows[0];
  if (!t) return 0;
  const values = (locale: Locale) => ({
    trade: t.reference,
    reference: `EX-${t.listing}`,
    seller: t.seller_name,
    buyer: t.buyer_name,
    mw: t.mw,
    price: money(t.price, t.currency, locale),
    start: day(t.starts, locale),
    end: day(dayBefore(t.ends), locale),
    invoice: t.invoice ?? '',
    amount: money(t.amount, t.currency, locale),
    due: t.due ? day(t.due, locale) : '',
  });
  const path = `/exchange/listings/${t.listing}/outcome`;
  return (await write(db, app, t.seller, T.TRADE_SUBJECT, T.TRADE_BODY, values, path)) + (await write(db, app, t.buyer, T.TRADE_SUBJECT, T.TRADE_BODY, values, path));
}

/** The e-mail job, queued by the exchange's bid and trade events. */
export function registerExchangeMail(app: FastifyInstance): void {
  app.jobs.work<MailJob>(EXCHANGE_MAIL_JOB, { retryLimit: 5, retryDelay: 30, retryBackoff: true }, async (job) => ({
    sent: await app.db.transaction((tx) => sendExchangeMail(tx, app, job)),
  }));
  const off = onPublish(async (tx, event) => {
    const change = String(event.data.change);
    if (event.type === 'exchange.bid.updated' && MAIL_CHANGES.includes(change)) {
      const bid = event.data.bid as { id?: unknown } | undefined;
      if (typeof bid?.id === 'number') await app.jobs.send(EXCHANGE_MAIL_JOB, { kind: 'bid', bid: bid.id, change }, { db: tx });
    } else if (event.type === 'exchange.trade.updated' && change === 'created') {
      const trade = event.data.trade as { id?: unknown } | undefined;
      if (typeof trade?.id === 'number') await app.jobs.send(EXCHANGE_MAIL_JOB, { kind: 'trade', trade: trade.id }, { db: tx });
    }
  });
  app.addHook('onClose', async () => off());
}
