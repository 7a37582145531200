/** The contracts screens' words for stored values: statuses, holiday handling, days. */
import type { I18n } from '@lingui/core';
import type { ContractStatus } from './api';

export function statusLabel(i18n: I18n, status: ContractStatus): string {
  switch (status) {
    case 'awaiting_acceptance':
      return i18n._({ id: 'manage.contracts.status.awaiting', message: 'Awaiting acceptance' });
    case 'active':
      return i18n._({ id: 'manage.contracts.status.active', message: 'Active' });
    case 'ended':
      return i18n._({ id: 'manage.contracts.status.ended', message: 'Ended' });
    case 'terminated':
      return i18n._({ id: 'manage.contracts.status.terminated', message: 'Terminated' });
  }
}

export function holidayLabel(i18n: I18n, handling: string): string {
  if (handling === 'Exclude') return i18n._({ id: 'manage.contracts.holidays.exclude', message: 'Not on public holidays' });
  if (handling === 'Only') return i18n._({ id: 'manage.contracts.holidays.only', message: 'Public holidays only' });
  return i18n._({ id: 'manage.contracts.holidays.ignore', message: 'Public holidays as other days' });
}

/** Day codes (0 = Monday … 6 = Sunday) as short weekday names in the locale. */
export function daysLabel(days: readonly number[], locale: string): string {
  const name = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return days.map((d) => name.format(new Date(Date.UTC(2024, 0, 1 + d)))).join(', ');
}

/** A stored (exclusive) end date as the last day it stands for, YYYY-MM-DD: for sorting and CSV beside the formatted date. */
export function lastDayOf(storedEnd: string): string {
  return new Date(Date.parse(`${storedEnd.slice(0, 10)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}
