/**
 * An invoice, credit note or supplementary invoice as a PDF (pdfkit, its built-in Helvetica: no
 * font files to ship), in the reader's locale: the parties, the competition and month, the dates,
 * the lines and the totals. Amounts are formatted from their decimal text, never through a float.
 */
import PDFDocument from 'pdfkit';
import type { Locale } from '../../../platform/i18n/locales.js';
import { formatDate } from '../../../platform/i18n/format.js';
import { mailText, type MailText } from '../../../platform/i18n/mail/text.js';
import type { InvoiceRow } from './schemas.js';
import * as T from './texts.js';

type NumericText = `${number}`;
const isNumericText = (value: string): value is NumericText => /^-?\d+(\.\d+)?$/.test(value);

/** A decimal text in the locale's number format, exactly (Intl formats numeric strings without rounding through a float). */
export function formatDecimalText(value: string, locale: Locale, options: Intl.NumberFormatOptions): string {
  if (!isNumericText(value)) return value;
  return new Intl.NumberFormat(locale, options).format(value);
}

export const money = (value: string, currency: string, locale: Locale) => formatDecimalText(value, locale, { style: 'currency', currency });
export const quantity = (value: string, locale: Locale) => formatDecimalText(value, locale, { maximumFractionDigits: 6 });

/** The document's title: a self-billed invoice says so (a self-billing agreement's requirement). */
export function titleOf(invoice: Pick<InvoiceRow, 'kind' | 'mode'>): MailText {
  if (invoice.kind === 'credit_note') return T.TITLE_CREDIT_NOTE;
  if (invoice.kind === 'supplementary') return T.TITLE_SUPPLEMENTARY;
  return invoice.mode === 'self_billed' ? T.TITLE_SELF_BILLED : T.TITLE_INVOICE;
}

/** The tax line's name: GST in Australian dollars, a plain "tax" in US dollars, VAT elsewhere. */
export function taxLabel(currency: string): MailText {
  if (currency === 'AUD') return T.GST;
  if (currency === 'USD') return T.SALES_TAX;
  return T.VAT;
}

/** Month 'YYYY-MM' as "March 2026" in the locale. */
export function monthName(month: string, locale: Locale): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, 1)));
}

/** The label/value pairs of the document's head. */
function headRows(invoice: InvoiceRow, locale: Locale): Array<[string, string]> {
  const t = (text: MailText, values?: Record<string, string | number>) => mailText(text, locale, values);
  const supplier = invoice.flex_provider_name;
  const customer = invoice.system_operator_name;
  const rows: Array<[string, string]> = [
    [t(T.NUMBER), invoice.number ?? t(T.DRAFT)],
    [t(T.STATUS), t(T.STATUS_NAMES[invoice.status])],
    [t(T.ISSUER), invoice.issuer_name],
    [t(T.SUPPLIER), supplier],
    [t(T.CUSTOMER), customer],
    [t(T.COMPETITION), invoice.competition_reference ? `${invoice.competition_name} (${invoice.competition_reference})` : invoice.competition_name],
    [t(T.MONTH), monthName(invoice.month, locale)],
    ['', t(T.REPORT, { version: invoice.report_version })],
  ];
  if (invoice.issued_at) rows.push([t(T.ISSUE_DATE), formatDate(invoice.issued_at, locale)]);
  if (invoice.due_at) rows.push([t(T.DUE_DATE), formatDate(invoice.due_at, locale)]);
  if (invoice.paid_at) rows.push([t(T.PAID_DATE), formatDate(invoice.paid_at, locale)]);
  if (invoice.credits_invoice_number) rows.push(['', t(T.CORRECTS, { number: invoice.credits_invoice_number })]);
  return rows;
}

const COLUMNS = [
  { width: 150, align: 'left' as const },
  { width: 80, align: 'right' as const },
  { width: 60, align: 'left' as const },
  { width: 70, align: 'right' as const },
  { width: 50, align: 'right' as const },
  { width: 85, align: 'right' as const },
];

function tableRow(doc: PDFKit.PDFDocument, cells: string[], y: number, bold = false): number {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  let x = 50;
  let height = 0;
  cells.forEach((cell, i) => {
    const col = COLUMNS[i]!;
    doc.text(cell, x, y, { width: col.width - 6, align: col.align });
    height = Math.max(height, doc.heightOfString(cell, { width: col.width - 6 }));
    x += col.width;
  });
  return y + height + 6;
}

/** What a document PDF shows: its title (and a note under it), the head's label/value pairs, the six-column lines and the totals. */
export interface DocumentSpec {
  /** The heading; `reference` follows it in the file's title (e.g. its number). */
  title: string;
  reference?: string;
  author: string;
  note?: string;
  head: Array<[string, string]>;
  columns: [string, string, string, string, string, string];
  lines: string[][];
  totals: Array<[string, string, boolean]>;
}

/** A document's PDF bytes (the invoice's layout: head, lines table, totals); other domains' invoices use it too. */
export function documentPdf(spec: DocumentSpec): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${spec.title} ${spec.reference ?? ''}`.trim(), Author: spec.author } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(spec.title, 50, 50);
  if (spec.note) doc.font('Helvetica').fontSize(9).text(spec.note);
  let y = doc.y + 14;
  for (const [label, value] of spec.head) {
    doc.font('Helvetica-Bold').fontSize(10).text(label, 50, y, { width: 140 });
    doc.font('Helvetica').fontSize(10).text(value, 200, y, { width: 345 });
    y = Math.max(doc.y, y + 12) + 2;
  }

  y += 16;
  y = tableRow(doc, spec.columns, y, true);
  doc.moveTo(50, y - 3).lineTo(545, y - 3).stroke();
  for (const line of spec.lines) y = tableRow(doc, line, y);
  doc.moveTo(50, y - 3).lineTo(545, y - 3).stroke();
  for (const [label, value, bold] of spec.totals) y = tableRow(doc, [label, '', '', '', '', value], y, bold);
  doc.end();
  return done;
}

/** The PDF's bytes. */
export function invoicePdf(invoice: InvoiceRow, locale: Locale): Promise<Buffer> {
  const t = (text: MailText, values?: Record<string, string | number>) => mailText(text, locale, values);
  return documentPdf({
    title: t(titleOf(invoice)),
    ...(invoice.number ? { reference: invoice.number } : {}),
    author: invoice.issuer_name,
    ...(invoice.mode === 'self_billed' ? { note: t(T.SELF_BILLING_NOTE) } : {}),
    head: headRows(invoice, locale),
    columns: [t(T.DESCRIPTION), t(T.QUANTITY), t(T.UNIT), t(T.RATE), t(T.FACTOR), t(T.AMOUNT)],
    lines: invoice.lines.map((line) => [
      t(T.LINE_NAMES[line.kind]), quantity(line.quantity, locale), line.unit, quantity(line.rate, locale), quantity(line.factor, locale), money(line.amount, invoice.currency, locale),
    ]),
    totals: [
      [t(T.NET), money(invoice.net, invoice.currency, locale), false],
      [t(taxLabel(invoice.currency), { rate: quantity(invoice.vat_rate_percent, locale) }), money(invoice.vat, invoice.currency, locale), false],
      [t(T.GROSS), money(invoice.gross, invoice.currency, locale), true],
    ],
  });
}
