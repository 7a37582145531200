/**
 * The competition form's five dates are entered in US/Eastern and sent in UTC (spec workflows §5,
 * §9). Input is "YYYY-MM-DD HH:MM" (a "T" between date and time is accepted too); dayjs with its
 * utc and timezone plugins does the conversion, so daylight saving follows the IANA rules.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

export const FORM_TIMEZONE = 'US/Eastern';
export const FORM_DATETIME_FORMAT = 'YYYY-MM-DD HH:mm';
const SHAPE = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}$/;

/** The instant of a US/Eastern "YYYY-MM-DD HH:MM", or null when the text is not a real date and time. */
export function parseEastern(text: string | null | undefined): dayjs.Dayjs | null {
  const trimmed = (text ?? '').trim();
  if (!SHAPE.test(trimmed)) return null;
  const local = trimmed.replace('T', ' ');
  // Strict parsing first: dayjs.tz alone would roll 2026-02-30 over into March.
  if (!dayjs(local, FORM_DATETIME_FORMAT, true).isValid()) return null;
  const instant = dayjs.tz(local, FORM_DATETIME_FORMAT, FORM_TIMEZONE);
  return instant.isValid() ? instant : null;
}

/** US/Eastern text → UTC ISO 8601 ("2026-03-08T07:30:00.000Z"), or null when invalid. */
export function easternToUtcIso(text: string | null | undefined): string | null {
  return parseEastern(text)?.toISOString() ?? null;
}

/** The UTC equivalent shown beside a field: "2026-03-08 07:30 UTC" (null when invalid). */
export function easternToUtcDisplay(text: string | null | undefined): string | null {
  const instant = parseEastern(text);
  return instant ? `${instant.utc().format(FORM_DATETIME_FORMAT)} UTC` : null;
}

/** A stored UTC instant → the form's US/Eastern text ('' for null or unreadable values). */
export function utcToEastern(iso: string | null | undefined): string {
  if (!iso) return '';
  const instant = dayjs.utc(iso);
  return instant.isValid() ? instant.tz(FORM_TIMEZONE).format(FORM_DATETIME_FORMAT) : '';
}

/** "YYYY-MM-DD" strictly (period dates). */
export function isIsoDate(text: string | null | undefined): boolean {
  return typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) && dayjs(text, 'YYYY-MM-DD', true).isValid();
}
