/** Words for the invoices' kinds and statuses, in the reader's language. */
import type { I18n } from '@lingui/core';
import type { Invoice, InvoiceStatus } from './api';

/** The document's name: a self-billed invoice says so. */
export function kindLabel(i18n: I18n, invoice: Pick<Invoice, 'kind' | 'mode'>): string {
  if (invoice.kind === 'credit_note') return i18n._({ id: 'settlement.invoices.kind.creditNote', message: 'Credit note' });
  if (invoice.kind === 'supplementary') return i18n._({ id: 'settlement.invoices.kind.supplementary', message: 'Supplementary invoice' });
  return invoice.mode === 'self_billed'
    ? i18n._({ id: 'settlement.invoices.kind.selfBilled', message: 'Self-billed invoice' })
    : i18n._({ id: 'settlement.invoices.kind.invoice', message: 'Invoice' });
}

export function statusLabel(i18n: I18n, status: InvoiceStatus): string {
  switch (status) {
    case 'draft':
      return i18n._({ id: 'settlement.invoices.status.draft', message: 'Draft' });
    case 'issued':
      return i18n._({ id: 'settlement.invoices.status.issued', message: 'Issued' });
    case 'paid':
      return i18n._({ id: 'settlement.invoices.status.paid', message: 'Paid' });
    case 'overdue':
      return i18n._({ id: 'settlement.invoices.status.overdue', message: 'Overdue' });
  }
}

/** A line's kind in words. */
export function lineLabel(i18n: I18n, kind: Invoice['lines'][number]['kind']): string {
  switch (kind) {
    case 'availability':
      return i18n._({ id: 'settlement.invoices.line.availability', message: 'Availability' });
    case 'utilisation':
      return i18n._({ id: 'settlement.invoices.line.utilisation', message: 'Utilisation' });
    case 'service_fee':
      return i18n._({ id: 'settlement.invoices.line.serviceFee', message: 'Service fee' });
    case 'penalty':
      return i18n._({ id: 'settlement.invoices.line.penalty', message: 'Penalty' });
  }
}

/** Month 'YYYY-MM' as "March 2026" in the reader's language. */
export function monthLabel(month: string, locale: string): string {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return month;
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/**
 * The documents in reading order: each original invoice (latest month first) followed by the
 * credit notes and supplementary invoices that correct it, oldest first.
 */
export function withCorrections(rows: readonly Invoice[]): Invoice[] {
  const byOriginal = new Map<number, Invoice[]>();
  for (const r of rows) {
    if (r.credits_invoice === null) continue;
    byOriginal.set(r.credits_invoice, [...(byOriginal.get(r.credits_invoice) ?? []), r]);
  }
  const originals = rows.filter((r) => r.credits_invoice === null || !rows.some((o) => o.id === r.credits_invoice));
  const ordered = [...originals].sort((a, b) => b.month.localeCompare(a.month) || a.id - b.id);
  return ordered.flatMap((o) => [o, ...(byOriginal.get(o.id) ?? []).sort((a, b) => a.id - b.id)]);
}
