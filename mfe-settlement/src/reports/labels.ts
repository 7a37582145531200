/** Words for reports' statuses, dispute reasons and statuses, invoice lines and months, in the reader's language. */
import type { I18n } from '@lingui/core';
import type { Dispute, DisputeReason, ReportDiff, ReportStatus } from './api';

export function reportStatusLabel(i18n: I18n, status: ReportStatus): string {
  switch (status) {
    case 'draft':
      return i18n._({ id: 'settlement.reports.status.draft', message: 'Draft' });
    case 'published':
      return i18n._({ id: 'settlement.reports.status.published', message: 'Published' });
    case 'final':
      return i18n._({ id: 'settlement.reports.status.final', message: 'Final' });
    case 'superseded':
      return i18n._({ id: 'settlement.reports.status.superseded', message: 'Superseded' });
  }
}

export const DISPUTE_REASONS: readonly DisputeReason[] = ['meter_data', 'baseline', 'instruction', 'price'];

export function reasonLabel(i18n: I18n, reason: DisputeReason): string {
  switch (reason) {
    case 'meter_data':
      return i18n._({ id: 'settlement.reports.reason.meterData', message: 'Meter data' });
    case 'baseline':
      return i18n._({ id: 'settlement.reports.reason.baseline', message: 'Baseline' });
    case 'instruction':
      return i18n._({ id: 'settlement.reports.reason.instruction', message: 'Instruction' });
    case 'price':
      return i18n._({ id: 'settlement.reports.reason.price', message: 'Price' });
  }
}

export function disputeStatusLabel(i18n: I18n, status: Dispute['status']): string {
  switch (status) {
    case 'open':
      return i18n._({ id: 'settlement.reports.dispute.open', message: 'Open' });
    case 'upheld':
      return i18n._({ id: 'settlement.reports.dispute.upheld', message: 'Upheld' });
    case 'rejected':
      return i18n._({ id: 'settlement.reports.dispute.rejected', message: 'Rejected' });
  }
}

export function lineLabel(i18n: I18n, kind: ReportDiff['lines'][number]['kind']): string {
  switch (kind) {
    case 'availability':
      return i18n._({ id: 'settlement.reports.line.availability', message: 'Availability' });
    case 'utilisation':
      return i18n._({ id: 'settlement.reports.line.utilisation', message: 'Utilisation' });
    case 'service_fee':
      return i18n._({ id: 'settlement.reports.line.serviceFee', message: 'Service fee' });
    case 'penalty':
      return i18n._({ id: 'settlement.reports.line.penalty', message: 'Penalty' });
    case 'net':
      return i18n._({ id: 'settlement.reports.line.net', message: 'Net' });
    case 'vat':
      return i18n._({ id: 'settlement.reports.line.vat', message: 'VAT' });
    case 'gross':
      return i18n._({ id: 'settlement.reports.line.gross', message: 'Gross' });
  }
}

export function changeLabel(i18n: I18n, change: ReportDiff['lines'][number]['change']): string {
  switch (change) {
    case 'added':
      return i18n._({ id: 'settlement.reports.change.added', message: 'New' });
    case 'removed':
      return i18n._({ id: 'settlement.reports.change.removed', message: 'Gone' });
    case 'changed':
      return i18n._({ id: 'settlement.reports.change.changed', message: 'Changed' });
    case 'unchanged':
      return i18n._({ id: 'settlement.reports.change.unchanged', message: 'Unchanged' });
  }
}

/** Month 'YYYY-MM' as "March 2026" in the reader's language. */
export function monthLabel(month: string, locale: string): string {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return month;
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/** The month before the current one (UTC), 'YYYY-MM': what an operator usually settles. */
export function lastMonth(now = new Date()): string {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return m === 0 ? `${y - 1}-12` : `${y}-${String(m).padStart(2, '0')}`;
}
