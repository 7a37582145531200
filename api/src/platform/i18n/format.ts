/**
 * Dates and numbers in e-mails, in the recipient's locale. Times are shown in Europe/London (users
 * have no time zone of their own yet; the competitions' clock is London's) with the zone named.
 */
import type { Locale } from './locales.js';

export const MAIL_TIME_ZONE = 'Europe/London';

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(locale: Locale, timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${withTime}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' } : {}),
    } as Intl.DateTimeFormatOptions);
    dateTimeFormats.set(key, format);
  }
  return format;
}

const asDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));

/** "12 Mar 2026, 14:30 GMT" (en-GB), "Mar 12, 2026, 14:30 GMT" (en-US), "12 mar 2026, 14:30 GMT" (it-IT). */
export function formatDateTime(value: Date | string | number, locale: Locale, timeZone = MAIL_TIME_ZONE): string {
  return dateTimeFormat(locale, timeZone, true).format(asDate(value));
}

/** "12 Mar 2026" in the locale (the calendar day in `timeZone`). */
export function formatDate(value: Date | string | number, locale: Locale, timeZone = MAIL_TIME_ZONE): string {
  return dateTimeFormat(locale, timeZone, false).format(asDate(value));
}

/** A number in the locale: "1,234.5" (en), "1.234,5" (it), "1234,5" (pt). */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = { maximumFractionDigits: 3 }): string {
  return new Intl.NumberFormat(locale, options).format(value);
}
