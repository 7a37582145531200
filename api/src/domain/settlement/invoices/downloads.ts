/**
 * Downloads of a document as PDF or CSV through signed links. A link is signed for one document,
 * one format and ONE user (auth/signed-url.ts, purpose `invoice-download`), and lasts
 * DOWNLOAD_LIFETIME_S. When it is followed (no auth header: a browser link), the user it was made
 * for must still be able to log in, hold view-settlement and see the document (the list's rule):
 * a link passed to someone else is refused as soon as its maker leaves the organisation or loses
 * the role, and every link stops working when it expires.
 */
import type { Db } from '../../../db/types.js';
import { canLogIn, findUserById, subjectOf } from '../../../auth/session.js';
import { checkSignature, signedExpiry } from '../../../auth/signed-url.js';
import { ApiError } from '../../../errors.js';
import { writeCsv } from '../../../platform/files/content.js';
import type { InvoiceDownloads, InvoiceRow, DownloadFormat } from './schemas.js';

export const INVOICE_DOWNLOAD_PURPOSE = 'invoice-download';
export const DOWNLOAD_LIFETIME_S = 10 * 60;
export const SETTLEMENT_PERMISSION = 'view-settlement';

const keyOf = (invoiceId: number, format: DownloadFormat, userId: number) => `${invoiceId}:${format}:${userId}`;

/** The caller's signed links to a document. */
export function downloadLinks(secret: Uint8Array, apiBase: string, invoiceId: number, userId: number, now = Date.now()): InvoiceDownloads {
  const link = (format: DownloadFormat) =>
    `${apiBase.replace(/\/+$/, "")}/performance/invoices/${invoiceId}/download/${format}/?user=${userId}&${signedExpiry(secret, INVOICE_DOWNLOAD_PURPOSE, keyOf(invoiceId, format, userId), DOWNLOAD_LIFETIME_S, now)}`;
  return { pdf: link('pdf'), csv: link('csv'), expires: new Date((Math.floor(now / 1000) + DOWNLOAD_LIFETIME_S) * 1000).toISOString() };
}

/**
 * SQL (parameter `$n` = the organisation) for the documents an organisation sees: those it
 * issues (drafts included) and those issued to it.
 */
export const visibleTo = (orgParam: string, alias = 't') =>
  `(${alias}.issuer_id = ${orgParam} OR (${alias}.recipient_id = ${orgParam} AND ${alias}.status <> 'draft'))`;

/** Checks a followed link; answers the user it was made for (their locale for the PDF). 403 when the link or its user no longer holds. */
export async function checkDownload(
  db: Db,
  secret: Uint8Array,
  link: { id: number; format: DownloadFormat; user: number; expires: number; signature: string },
): Promise<{ userId: number; locale: string }> {
  const check = checkSignature(secret, INVOICE_DOWNLOAD_PURPOSE, keyOf(link.id, link.format, link.user), link.expires, link.signature);
  if (check === 'invalid') throw new ApiError(403, { detail: 'Invalid signature.' });
  if (check === 'expired') throw new ApiError(403, { detail: 'This link has expired.' });
  const user = await findUserById(db, link.user);
  if (!user || !canLogIn(user) || user.org_id === null || !subjectOf(user).permissions.includes(SETTLEMENT_PERMISSION)) {
    throw new ApiError(403, { detail: 'This link is no longer valid for its user.' });
  }
  const seen = await db.query(`SELECT 1 FROM invoices t WHERE t.id = $1 AND ${visibleTo('$2')}`, [link.id, user.org_id]);
  if (seen.rows.length === 0) throw new ApiError(403, { detail: 'This link is no longer valid for its user.' });
  return { userId: user.id, locale: user.preferred_locale };
}

/** A file name for the document: `flexmarket-INV-12-000042.pdf`, or the draft's id. */
export function fileName(invoice: Pick<InvoiceRow, 'id' | 'number'>, format: DownloadFormat): string {
  return `flexmarket-${invoice.number ?? `draft-${invoice.id}`}.${format}`;
}

/**
 * The CSV: one row per line with the document's fields repeated (one row without line fields when
 * it has none), figures as plain decimals with a point and dates in ISO 8601 (UTC), so that
 * accounting software imports it whatever the reader's locale.
 */
export function invoiceCsv(invoice: InvoiceRow): string {
  const header = [
    'number', 'kind', 'mode', 'status', 'issuer', 'recipient', 'supplier', 'customer', 'competition_reference', 'competition', 'month',
    'report_version', 'issued_at', 'due_at', 'paid_at', 'credits_invoice', 'currency', 'line', 'line_kind', 'quantity', 'unit', 'rate',
    'factor', 'amount', 'net', 'vat_rate_percent', 'vat', 'gross',
  ];
  const head = [
    invoice.number ?? '', invoice.kind, invoice.mode, invoice.status, invoice.issuer_name, invoice.recipient_name, invoice.flex_provider_name,
    invoice.system_operator_name, invoice.competition_reference, invoice.competition_name, invoice.month, String(invoice.report_version),
    invoice.issued_at ?? '', invoice.due_at ?? '', invoice.paid_at ?? '', invoice.credits_invoice_number ?? '', invoice.currency,
  ];
  const totals = [invoice.net, invoice.vat_rate_percent, invoice.vat, invoice.gross];
  const lines = invoice.lines.length > 0 ? invoice.lines.map((l) => [String(l.position), l.kind, l.quantity, l.unit, l.rate, l.factor, l.amount]) : [['', '', '', '', '', '', '']];
  return `\uFEFF${writeCsv(header, lines.map((l) => [...head, ...l, ...totals]))}\r\n`;
}
