/**
 * A contract's summary as a PDF (pdfkit, its built-in Helvetica, as settlement's invoices), in the
 * reader's locale: the parties, the framework agreement, the term, acceptance or termination, and
 * one block per obligation. End dates are the last day (one day before the stored end).
 */
import PDFDocument from 'pdfkit';
import type { Locale } from '../../platform/i18n/locales.js';
import { formatDate, formatDateTime } from '../../platform/i18n/format.js';
import { mailText, type MailText } from '../../platform/i18n/mail/text.js';
import { formatDecimalText, money } from '../settlement/invoices/pdf.js';
import { lastDay } from './dates.js';
import type { ContractRow, ObligationRow } from './schemas.js';
import * as T from './mail/texts.js';

const day = (value: string, locale: Locale) => formatDate(`${value}T12:00:00Z`, locale, 'UTC');
const weekday = (code: number, locale: Locale) => new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + code)));

function headRows(c: ContractRow, locale: Locale): Array<[string, string]> {
  const t = (text: MailText, values?: Record<string, string | number>) => mailText(text, locale, values);
  const rows: Array<[string, string]> = [
    [t(T.REFERENCE), c.reference],
    [t(T.STATUS), t(T.STATUS_NAMES[c.status]!)],
    [t(T.OPERATOR), c.system_operator_name],
    [t(T.PROVIDER), c.flex_provider_name],
    [t(T.COMPETITION), c.competition_reference ? `${c.competition_name} (${c.competition_reference})` : c.competition_name],
    [t(T.FRAMEWORK), c.framework_name ? `${c.framework_name} (${c.framework_reference})` : t(T.NO_FRAMEWORK)],
    [t(T.TERM), t(T.TERM_VALUE, { start: day(c.starts_on, locale), end: day(lastDay(c.ends_on), locale) })],
    [t(T.CURRENCY), c.currency],
  ];
  if (c.accepted_at) rows.push([t(T.ACCEPTED), t(T.ACCEPTED_VALUE, { when: formatDateTime(c.accepted_at, locale), name: c.accepted_name ?? '' })]);
  if (c.termination_date) rows.push([t(T.TERMINATED), t(T.TERMINATED_VALUE, { last: day(lastDay(c.termination_date), locale), reason: c.termination_reason ?? '' })]);
  return rows;
}

function obligationRows(o: ObligationRow, c: ContractRow, locale: Locale): Array<[string, string]> {
  const t = (text: MailText, values?: Record<string, string | number>) => mailText(text, locale, values);
  const rates = [
    o.availability_rate !== null ? t(T.AVAILABILITY, { rate: money(o.availability_rate, c.currency, locale) }) : null,
    o.utilisation_rate !== null ? t(T.UTILISATION, { rate: money(o.utilisation_rate, c.currency, locale) }) : null,
    o.service_fee !== null ? t(T.SERVICE_FEE, { rate: money(o.service_fee, c.currency, locale) }) : null,
  ].filter((r): r is string => r !== null);
  const holidays = T.HOLIDAY_NAMES[o.holiday_handling];
  return [
    [t(T.WINDOW), `${o.window_name}, ${o.start_time}–${o.end_time}`],
    [t(T.DAYS), `${o.service_days.map((d) => weekday(d, locale)).join(', ')}; ${t(T.HOLIDAYS, { handling: holidays ? t(holidays) : o.holiday_handling })}`],
    [t(T.CAPACITY), `${formatDecimalText(o.capacity, locale, { maximumFractionDigits: 5 })} ${o.unit}`],
    [t(T.RATES), rates.join('; ') || '–'],
    [t(T.ASSETS), o.flex_assets.join(', ') || '–'],
    [t(T.DATES), t(T.TERM_VALUE, { start: day(o.starts_on, locale), end: day(lastDay(o.ends_on), locale) })],
  ];
}

function labelled(doc: PDFKit.PDFDocument, rows: Array<[string, string]>, y: number): number {
  for (const [label, value] of rows) {
    if (y > 760) {
      doc.addPage();
      y = 50;
    }
    doc.font('Helvetica-Bold').fontSize(10).text(label, 50, y, { width: 140 });
    doc.font('Helvetica').fontSize(10).text(value, 200, y, { width: 345 });
    y = Math.max(doc.y, y + 12) + 2;
  }
  return y;
}

/** The PDF's bytes. */
export function contractPdf(c: ContractRow, locale: Locale): Promise<Buffer> {
  const t = (text: MailText) => mailText(text, locale);
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${t(T.PDF_TITLE)} ${c.reference}`, Author: c.system_operator_name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(t(T.PDF_TITLE), 50, 50);
  let y = labelled(doc, headRows(c, locale), doc.y + 14) + 14;
  doc.font('Helvetica-Bold').fontSize(13).text(t(T.OBLIGATIONS), 50, y);
  y = doc.y + 8;
  for (const o of c.obligations) {
    y = labelled(doc, obligationRows(o, c, locale), y) + 4;
    doc.moveTo(50, y).lineTo(545, y).stroke();
    y += 8;
  }
  doc.font('Helvetica').fontSize(8).text(t(T.END_NOTE), 50, Math.min(y + 6, 780));
  doc.end();
  return done;
}
