/**
 * Trades: their answer's fields as SQL, the registration with the Capacity Market's delivery body
 * (pending → submitted → confirmed | rejected, rejected → submitted again; not_required for other
 * kinds), and the premium invoice as a PDF through a signed link (one trade, ONE user, 10 minutes;
 * the user must still log in and belong to the seller or the buyer when it is followed).
 */
import type { Static } from '@sinclair/typebox';
import type { Principal } from '../../auth/principal.js';
import { canLogIn, findUserById } from '../../auth/session.js';
import { checkSignature, signedExpiry } from '../../auth/signed-url.js';
import { raw, type SqlFragment } from '../../db/sql.js';
import type { Db } from '../../db/types.js';
import { ApiError, badRequest, forbidden } from '../../errors.js';
import { formatDate } from '../../platform/i18n/format.js';
import type { Locale } from '../../platform/i18n/locales.js';
import { mailText, type MailText } from '../../platform/i18n/mail/text.js';
import { Dec } from '../settlement/decimal.js';
import { documentPdf, money, quantity } from '../settlement/invoices/pdf.js';
import * as IT from '../settlement/invoices/texts.js';
import { dayBefore } from './listings.js';
import { publishTrade, recordEvent } from './events.js';
import * as T from './mail/texts.js';
import * as M from './messages.js';
import { TradeRow, type RegistrationBody, type RegistrationStatus, type TradeDownloads } from './schemas.js';

const orgName = (column: string) => `(SELECT o.name FROM organisations o WHERE o.id = ${column})`;
const listing = (column: string) => `(SELECT ${column} FROM exchange_listings l WHERE l.id = t.listing_id)`;

export const TRADE_COLUMNS: Record<string, string | SqlFragment> = {
  listing: 't.listing_id',
  listing_reference: raw(`'EX-' || t.listing_id`),
  exchange_type: listing('l.exchange_type'),
  seller: 't.seller_id',
  seller_name: orgName('t.seller_id'),
  buyer: 't.buyer_id',
  buyer_name: orgName('t.buyer_id'),
  mw: 't.mw::text',
  price: 't.price::text',
  reference_price: 't.reference_price::text',
  amount: 't.amount::text',
  amount_kind: listing(`CASE l.exchange_type WHEN 'load_modification' THEN 'price' ELSE 'premium' END`),
  transfer_starts_on: `to_char(t.transfer_starts_on, 'YYYY-MM-DD')`,
  transfer_ends_on: `to_char(t.transfer_ends_on, 'YYYY-MM-DD')`,
  invoice_issued_on: `to_char(t.invoice_issued_on, 'YYYY-MM-DD')`,
  invoice_due_on: `to_char(t.invoice_due_on, 'YYYY-MM-DD')`,
  buyer_obligation: 't.buyer_obligation_id',
};

type Trade = Static<typeof TradeRow>;

/** One trade in API shape (no access check: callers check first). */
export async function loadTrade(db: Db, id: number): Promise<Trade | null> {
  const select = Object.keys(TradeRow.properties)
    .map((f) => {
      const c = TRADE_COLUMNS[f];
      return `${c === undefined ? `t.${f}` : typeof c === 'string' ? c : c.text} AS "${f}"`;
    })
    .join(', ');
  const r = await db.query<Trade & { created: Date; registration_updated: Date | null }>(`SELECT ${select} FROM exchange_trades t WHERE t.id = $1`, [id]);
  const row = r.rows[0];
  if (!row) return null;
  return { ...row, created: new Date(row.created).toISOString(), registration_updated: row.registration_updated ? new Date(row.registration_updated).toISOString() : null };
}

/** The moves the registration takes (README.md). */
const NEXT: Record<RegistrationStatus, readonly RegistrationStatus[]> = {
  pending: ['submitted'],
  submitted: ['confirmed', 'rejected'],
  rejected: ['submitted'],
  confirmed: [],
  not_required: [],
};

/** Either party moves the registration on (the trade's row is locked by the caller). */
export async function updateRegistration(db: Db, user: Principal, trade: Trade, body: Static<typeof RegistrationBody>): Promise<void> {
  if (user.orgId !== trade.seller && user.orgId !== trade.buyer) throw forbidden(M.REG_NOT_PARTY);
  if (trade.registration_status === 'not_required') throw new ApiError(409, { detail: M.REG_NOT_REQUIRED });
  if (!NEXT[trade.registration_status].includes(body.status)) {
    throw new ApiError(409, { detail: M.REG_TRANSITION.replace('{from}', trade.registration_status).replace('{to}', body.status) });
  }
  const reference = body.reference?.trim() || null;
  if ((body.status === 'confirmed' || body.status === 'rejected') && !reference) throw badRequest({ reference: [M.REG_REFERENCE] });
  await db.query(
    `UPDATE exchange_trades SET registration_status = $2, registration_reference = COALESCE($3, registration_reference), registration_note = $4, registration_updated = now()
      WHERE id = $1`,
    [trade.id, body.status, reference, body.note?.trim() || null],
  );
  await recordEvent(db, trade.listing, user, 'registration_updated', { trade: trade.id, status: body.status, reference });
  await publishTrade(db, { ...trade, registration_status: body.status }, 'registration_updated');
}

export const TRADE_DOWNLOAD_PURPOSE = 'exchange-invoice-download';
export const DOWNLOAD_LIFETIME_S = 10 * 60;
const keyOf = (id: number, userId: number) => `${id}:invoice:${userId}`;

/** The caller's signed link to a trade's invoice. */
export function tradeLinks(secret: Uint8Array, apiBase: string, id: number, userId: number, now = Date.now()): Static<typeof TradeDownloads> {
  return {
    invoice_pdf: `${apiBase.replace(/\/+$/, '')}/exchange/trades/${id}/invoice/?user=${userId}&${signedExpiry(secret, TRADE_DOWNLOAD_PURPOSE, keyOf(id, userId), DOWNLOAD_LIFETIME_S, now)}`,
  };
}

/** Checks a followed link; answers the user's locale. 403 when the link or its user no longer holds. */
export async function checkTradeDownload(db: Db, secret: Uint8Array, link: { id: number; user: number; expires: number; signature: string }): Promise<{ locale: string }> {
  const check = checkSignature(secret, TRADE_DOWNLOAD_PURPOSE, keyOf(link.id, link.user), link.expires, link.signature);
  if (check === 'invalid') throw new ApiError(403, { detail: 'Invalid signature.' });
  if (check === 'expired') throw new ApiError(403, { detail: 'This link has expired.' });
  const user = await findUserById(db, link.user);
  if (!user || !canLogIn(user) || user.org_id === null) throw new ApiError(403, { detail: 'This link is no longer valid for its user.' });
  const seen = await db.query('SELECT 1 FROM exchange_trades t WHERE t.id = $1 AND $2 IN (t.seller_id, t.buyer_id)', [link.id, user.org_id]);
  if (seen.rows.length === 0) throw new ApiError(403, { detail: 'This link is no longer valid for its user.' });
  return { locale: user.preferred_locale };
}

interface InvoiceFacts {
  basis: { quantity: string; unit: string; rate: string; factor: string };
  agreement_number: string | null;
  delivery_year: number | null;
  window_name: string | null;
  contract_reference: string | null;
  gsp_name: string | null;
}

async function invoiceFacts(db: Db, trade: Trade): Promise<InvoiceFacts> {
  const r = await db.query<InvoiceFacts>(
    `SELECT t.basis, a.agreement_number, a.delivery_year, ob.window_name, k.reference AS contract_reference, g.name AS gsp_name
       FROM exchange_trades t JOIN exchange_listings l ON l.id = t.listing_id
       LEFT JOIN exchange_agreements a ON a.id = l.agreement_id
       LEFT JOIN obligations ob ON ob.id = l.obligation_id LEFT JOIN contracts k ON k.id = ob.contract_id
       LEFT JOIN gsp_regions g ON g.id = l.gsp_region_id
      WHERE t.id = $1`,
    [trade.id],
  );
  return r.rows[0]!;
}

const day = (date: string, locale: Locale) => formatDate(`${date}T12:00:00Z`, locale);

/** The trade's invoice, issued by the seller to the buyer, as PDF bytes in the reader's locale. */
export async function tradeInvoicePdf(db: Db, trade: Trade, locale: Locale): Promise<Buffer> {
  const t = (text: MailText, values?: Record<string, string | number>) => mailText(text, locale, values);
  const f = await invoiceFacts(db, trade);
  const cur = (v: string) => money(v, trade.currency, locale);
  const [days, yearDays] = f.basis.factor.split('/');
  const description =
    trade.exchange_type === 'capacity_market'
      ? t(T.LINE_CAPACITY, { agreement: f.agreement_number ?? '', clear: cur(trade.reference_price ?? '0'), price: cur(trade.price), days: days ?? '', year_days: yearDays ?? '' })
      : trade.exchange_type === 'flexibility_obligation'
        ? t(T.LINE_OBLIGATION, {
            window: f.window_name ?? '',
            contract: f.contract_reference ?? '',
            rate: cur(trade.reference_price ?? '0'),
            price: cur(trade.price),
            hours: quantity(new Dec(f.basis.quantity).div(trade.mw).toFixed(), locale),
          })
        : t(T.LINE_LOAD_MODIFICATION, { region: f.gsp_name ?? '', price: cur(trade.price), months: f.basis.factor });
  const head: Array<[string, string]> = [
    [t(IT.NUMBER), trade.invoice_number ?? ''],
    [t(T.PDF_TRADE), trade.reference],
    [t(T.PDF_LISTING), trade.listing_reference],
    [t(T.PDF_SELLER), trade.seller_name],
    [t(T.PDF_BUYER), trade.buyer_name],
    [t(T.PDF_PERIOD), t(T.PDF_PERIOD_VALUE, { start: day(trade.transfer_starts_on, locale), end: day(dayBefore(trade.transfer_ends_on), locale) })],
  ];
  if (trade.invoice_issued_on) head.push([t(IT.ISSUE_DATE), day(trade.invoice_issued_on, locale)]);
  if (trade.invoice_due_on) head.push([t(IT.DUE_DATE), day(trade.invoice_due_on, locale)]);
  return documentPdf({
    title: t(trade.amount_kind === 'premium' ? T.PDF_TITLE_PREMIUM : T.PDF_TITLE_PRICE),
    ...(trade.invoice_number ? { reference: trade.invoice_number } : {}),
    author: trade.seller_name,
    note: t(T.PDF_NO_TAX),
    head,
    columns: [t(IT.DESCRIPTION), t(IT.QUANTITY), t(IT.UNIT), t(IT.RATE), t(IT.FACTOR), t(IT.AMOUNT)],
    lines: [[description, quantity(f.basis.quantity, locale), f.basis.unit, quantity(f.basis.rate, locale), f.basis.factor, cur(trade.amount)]],
    totals: [[t(IT.GROSS), cur(trade.amount), true]],
  });
}

/** `flexmarket-INV-12-000042.pdf` */
export const tradeFileName = (trade: Pick<Trade, 'invoice_number' | 'reference'>) => `flexmarket-${trade.invoice_number ?? trade.reference}.pdf`;
