import type { Region } from 'shared-session';

/** Display rules (platform §9): capacity up to 5 decimals, kV up to 3; dates in the region's locale and time zone. */

export type Place = Pick<Region, 'locale' | 'timezone'>;

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let f = formats.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(locale, options);
    } catch {
      // A zone the runtime does not know (or a bad locale): UTC rather than nothing.
      f = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
    }
    formats.set(key, f);
  }
  return f;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let f = formats.get(key) as Intl.NumberFormat | undefined;
  if (!f) {
    try {
      f = new Intl.NumberFormat(locale, options);
    } catch {
      f = new Intl.NumberFormat('en-GB', { ...options, currency: options.currency ? 'GBP' : undefined });
    }
    formats.set(key, f);
  }
  return f;
}

function toNumber(v: number | string | null | undefined): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

/** A UTC ISO date-time in the region's zone: "1 Dec 2026, 09:00 GMT"; null when absent or invalid. */
export function formatDateTime(iso: string | null | undefined, place: Place): string | null {
  if (!iso) return null;
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return null;
  return dateFormat(place.locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: place.timezone,
    timeZoneName: 'short',
  }).format(new Date(t));
}

/** A UTC ISO date-time as a day in the region's zone: "1 December 2026". */
export function formatDay(iso: string | null | undefined, place: Place): string | null {
  if (!iso) return null;
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return null;
  return dateFormat(place.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: place.timezone }).format(new Date(t));
}

/** A calendar date (YYYY-MM-DD, no zone: service periods) in the locale: "1 Dec 2026". */
export function formatCalendarDate(ymd: string | null | undefined, locale: string): string | null {
  if (!ymd) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(ymd);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return dateFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

export type PowerUnit = 'MW' | 'MVAr';

/** MW for active power, MVAr for reactive power. */
export function unitOf(powerType: string | null | undefined): PowerUnit {
  return powerType === 'reactive_power' ? 'MVAr' : 'MW';
}

/** Capacity with up to 5 decimals and its unit. */
export function formatCapacity(value: number | string | null | undefined, unit: PowerUnit, locale: string): string | null {
  const n = toNumber(value);
  return n === null ? null : `${numberFormat(locale, { maximumFractionDigits: 5 }).format(n)} ${unit}`;
}

/** Kilovolts with up to 3 decimals. */
export function formatKv(value: number | string | null | undefined, locale: string): string | null {
  const n = toNumber(value);
  return n === null ? null : `${numberFormat(locale, { maximumFractionDigits: 3 }).format(n)} kV`;
}

/** An amount in the competition's currency. */
export function formatMoney(value: number | string | null | undefined, currency: string | null | undefined, locale: string): string | null {
  const n = toNumber(value);
  if (n === null) return null;
  return numberFormat(locale, { style: 'currency', currency: currency || 'GBP', maximumFractionDigits: 2 }).format(n);
}

export function formatInteger(value: number | null | undefined, locale: string): string | null {
  return value === null || value === undefined ? null : numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** "09:00–17:30" from HH:MM(:SS) times. */
export function formatTimeRange(start: string | null | undefined, end: string | null | undefined): string {
  const hm = (t: string | null | undefined) => (t ? t.slice(0, 5) : '?');
  return `${hm(start)}–${hm(end)}`;
}
