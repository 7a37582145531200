/**
 * Dates and times in the region's locale and time zone (platform §3, §9). Instants (ISO strings
 * with a zone, epoch milliseconds or Date) are shown on the region's clock; calendar dates
 * ("YYYY-MM-DD", no zone: service periods, contract dates) are shown as the same day everywhere.
 */
import { dateTimeFormat } from './intl';
import { regionOrCurrent, type FormatRegion } from './region';

export type DateInput = string | number | Date | null | undefined;

/** "medium": 1 Dec 2026; "long": 1 December 2026; "full": Tuesday 1 December 2026 (each in the locale's order). */
export type DateStyle = 'medium' | 'long' | 'full';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
};

const TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Epoch milliseconds of an instant; null when absent, blank or not a date. */
export function toInstant(value: DateInput): number | null {
  if (value === null || value === undefined || value === '') return null;
  const t = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(t) ? t : null;
}

/** UTC midnight of a "YYYY-MM-DD" calendar date (a time after the date is ignored); null when not a real date. */
function calendarDay(ymd: string): number | null {
  const m = CALENDAR_DATE.exec(ymd.slice(0, 10));
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  // 2026-02-30 is not a date (Date.UTC would roll it over into March).
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? t : null;
}

/** The calendar day (UTC midnight) an instant falls on in a time zone. */
function dayIn(t: number, timezone: string): number {
  const parts = dateTimeFormat('en-GB', { timeZone: timezone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(t);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'));
}

/** A calendar date (UTC midnight) in the locale, with no time zone applied. */
function formatDayAt(t: number, style: DateStyle, locale: string): string {
  return dateTimeFormat(locale, { ...DATE_OPTIONS[style], timeZone: 'UTC' }).format(t);
}

/**
 * The day of an instant on the region's clock: "1 Dec 2026". A bare "YYYY-MM-DD" is a calendar
 * date and is shown as that day (as formatCalendarDate does).
 */
export function formatDate(value: DateInput, style: DateStyle = 'medium', region?: FormatRegion | null): string | null {
  const place = regionOrCurrent(region);
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return formatCalendarDate(value, style, place);
  const t = toInstant(value);
  return t === null ? null : dateTimeFormat(place.locale, { ...DATE_OPTIONS[style], timeZone: place.timezone }).format(t);
}

/** An instant on the region's clock with the zone's name: "1 Dec 2026, 09:00 GMT", "1 dic 2026, 10:00 CET". */
export function formatDateTime(value: DateInput, region?: FormatRegion | null): string | null {
  const t = toInstant(value);
  if (t === null) return null;
  const place = regionOrCurrent(region);
  return dateTimeFormat(place.locale, { ...DATE_OPTIONS.medium, ...TIME_OPTIONS, timeZone: place.timezone, timeZoneName: 'short' }).format(t);
}

/** The time of an instant on the region's clock: "09:00", "04:00 AM". */
export function formatTime(value: DateInput, region?: FormatRegion | null): string | null {
  const t = toInstant(value);
  if (t === null) return null;
  const place = regionOrCurrent(region);
  return dateTimeFormat(place.locale, { ...TIME_OPTIONS, timeZone: place.timezone }).format(t);
}

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;

/** A wall-clock time "HH:MM(:SS)" with no zone (a service window's start) in the locale: "16:00", "04:00 PM". */
export function formatClockTime(hhmm: string | null | undefined, region?: FormatRegion | null): string | null {
  const m = hhmm ? CLOCK_TIME.exec(hhmm) : null;
  if (!m) return null;
  return dateTimeFormat(regionOrCurrent(region).locale, { ...TIME_OPTIONS, timeZone: 'UTC' }).format(Date.UTC(1970, 0, 1, Number(m[1]), Number(m[2])));
}

/** A calendar date "YYYY-MM-DD" (no zone) in the region's locale: "28 Feb 2027", "28 feb 2027". */
export function formatCalendarDate(ymd: string | null | undefined, style: DateStyle = 'medium', region?: FormatRegion | null): string | null {
  if (!ymd) return null;
  const t = calendarDay(ymd);
  return t === null ? null : formatDayAt(t, style, regionOrCurrent(region).locale);
}

/**
 * A contract's end date, shown one day earlier than stored (platform §9): the stored end is the
 * first day the contract no longer runs, the user sees its last day. A calendar date moves back
 * one day ("2027-01-01" → 31 Dec 2026); an instant moves back one day from the day it falls on in
 * the region's zone.
 */
export function formatContractEndDate(stored: DateInput, style: DateStyle = 'medium', region?: FormatRegion | null): string | null {
  const place = regionOrCurrent(region);
  let day: number | null;
  if (typeof stored === 'string' && CALENDAR_DATE.test(stored)) {
    day = calendarDay(stored);
  } else {
    const t = toInstant(stored);
    day = t === null ? null : dayIn(t, place.timezone);
  }
  return day === null ? null : formatDayAt(day - DAY_MS, style, place.locale);
}
