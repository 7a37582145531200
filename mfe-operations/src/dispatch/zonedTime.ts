/**
 * Entry of dispatch times in the region's time zone: wall-clock values of a datetime-local input to
 * and from UTC, and the day an instant falls on. Display goes through shared-ui's formatters.
 */
import { zonedTextToUtc } from 'shared-ui';

const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(locale, options);
    } catch {
      // A zone or locale the runtime does not know: UTC rather than nothing.
      f = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
    }
    formats.set(key, f);
  }
  return f;
}

/** The wall-clock parts of an instant in a zone. */
function partsIn(t: number, timezone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = dateFormat('en-GB', {
    timeZone: timezone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(t);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute'), second: get('second') };
}

/** The calendar day ("YYYY-MM-DD") an instant falls on in a zone. */
export function dayKeyOf(iso: string, timezone: string): string {
  const p = partsIn(Date.parse(iso), timezone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/**
 * A wall-clock date and time entered in the region's zone ("2026-12-01T17:30", as a
 * datetime-local input gives it) as a UTC ISO string, with the zone's IANA rules (shared-ui's
 * conversion, never the browser's zone): null when it is not a date-time or names a time the
 * zone's clocks skip; a time they repeat is its earlier occurrence.
 */
export function zonedToIso(local: string, timezone: string): string | null {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local.trim()) ? zonedTextToUtc(local, timezone) : null;
}

/** An instant as the wall-clock "YYYY-MM-DDTHH:mm" of a zone (a datetime-local input's value). */
export function isoToZoned(iso: string, timezone: string): string {
  const p = partsIn(Date.parse(iso), timezone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}
