/**
 * Wall-clock date-times entered in a named IANA zone (the region's, or the competition form's),
 * converted to UTC with the zone's own rules and never with the browser's: every offset comes from
 * `Intl.DateTimeFormat` with `timeZone`, and no step parses a date in the local zone (no `new
 * Date(y, m, d)`, no dayjs parse). A wall time can occur once, not at all (the hour skipped when
 * the clocks go forward: a gap) or twice (the hour repeated when they go back: ambiguous).
 *
 * Ambiguous times take the EARLIER occurrence, the one still on the summer (daylight-saving)
 * offset, and callers show the offset used beside the field so the choice is visible.
 */
import { dateTimeFormat } from './intl';

/** A date and time on a wall clock, with no zone: month 1–12, hour 0–23. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** One instant a wall time names: its UTC ISO string and the zone's offset then, in minutes east of UTC. */
export interface ZonedInstant {
  utc: string;
  offsetMinutes: number;
}

export type ZonedConversion =
  /** The wall time occurs once. */
  | ({ status: 'exact' } & ZonedInstant)
  /** It occurs twice; `utc` and `offsetMinutes` are the earlier occurrence, `later` the other one. */
  | ({ status: 'ambiguous'; later: ZonedInstant } & ZonedInstant)
  /**
   * It does not occur: the clocks jump from `from` straight to `to` (wall times of that day, e.g.
   * 02:00 → 03:00 in US/Eastern on 14 March 2027); the offsets before and after the jump.
   */
  | { status: 'gap'; from: WallTime; to: WallTime; offsetBefore: number; offsetAfter: number };

const MINUTE = 60_000;
const DAY = 86_400_000;
const WALL_TEXT = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;

/** The wall time as if it were UTC, in epoch milliseconds (arithmetic only, no zone involved). */
const wallAsUtc = (w: WallTime): number => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);

function wallOf(t: number): WallTime {
  const d = new Date(t);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes() };
}

/** True when the fields name a real calendar date and a time 00:00–23:59. */
export function isRealWallTime(w: WallTime): boolean {
  if (![w.year, w.month, w.day, w.hour, w.minute].every(Number.isInteger)) return false;
  if (w.hour < 0 || w.hour > 23 || w.minute < 0 || w.minute > 59 || w.year < 1 || w.year > 9999) return false;
  const back = wallOf(wallAsUtc(w));
  // 2027-02-30 is not a date (Date.UTC would roll it over into March).
  return back.year === w.year && back.month === w.month && back.day === w.day;
}

/**
 * "YYYY-MM-DD HH:MM" (a "T" instead of the space, as a datetime-local input gives, is accepted) as
 * a wall time; null when it is not exactly that shape or not a real date and time.
 */
export function parseWallTime(text: string | null | undefined): WallTime | null {
  const m = WALL_TEXT.exec((text ?? '').trim());
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wall = { year, month, day, hour, minute };
  return isRealWallTime(wall) ? wall : null;
}

const two = (n: number) => String(n).padStart(2, '0');

/** "YYYY-MM-DD HH:MM" (separator " " by default, "T" for a datetime-local input's value). */
export function wallTimeText(w: WallTime, separator: ' ' | 'T' = ' '): string {
  return `${String(w.year).padStart(4, '0')}-${two(w.month)}-${two(w.day)}${separator}${two(w.hour)}:${two(w.minute)}`;
}

/** The zone's offset from UTC at an instant, in whole minutes east of UTC. */
export function zoneOffsetMinutes(t: number, zone: string): number {
  const parts = dateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(t);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'), get('second'));
  return Math.round((wall - Math.floor(t / 1000) * 1000) / MINUTE);
}

/** The wall time of an instant in a zone. */
export function utcToWallTime(t: number, zone: string): WallTime {
  return wallOf(Math.floor(t / MINUTE) * MINUTE + zoneOffsetMinutes(t, zone) * MINUTE);
}

/** A stored instant (ISO string) as the zone's "YYYY-MM-DD HH:MM"; '' when absent or unreadable. */
export function utcToZonedText(iso: string | null | undefined, zone: string, separator: ' ' | 'T' = ' '): string {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(t) ? wallTimeText(utcToWallTime(t, zone), separator) : '';
}

/**
 * The instants at which `wall` shows on the clocks of `zone`: none (a gap), one, or two (the
 * repeated hour), using the IANA rules of the runtime's Intl data.
 */
export function zonedWallTimeToUtc(wall: WallTime, zone: string): ZonedConversion {
  const w = wallAsUtc(wall);
  // Every offset in force within a day either side is a candidate; a candidate counts when the
  // instant it gives really has that offset.
  const candidates = [...new Set([-DAY, 0, DAY].map((d) => zoneOffsetMinutes(w + d, zone)))];
  const found = candidates
    .map((offset) => ({ t: w - offset * MINUTE, offset }))
    .filter(({ t, offset }) => zoneOffsetMinutes(t, zone) === offset)
    .sort((a, b) => a.t - b.t);
  const instant = ({ t, offset }: { t: number; offset: number }): ZonedInstant => ({ utc: new Date(t).toISOString(), offsetMinutes: offset });
  const [first, second] = found;
  if (first && second) return { status: 'ambiguous', ...instant(first), later: instant(second) };
  if (first) return { status: 'exact', ...instant(first) };

  // A gap: the offset before the wall time is smaller than the one after. The jump lies between the
  // instant the wall time would be on the later offset and the one it would be on the earlier.
  const offsetBefore = zoneOffsetMinutes(w - DAY, zone);
  const offsetAfter = zoneOffsetMinutes(w + DAY, zone);
  let lo = w - offsetAfter * MINUTE; // still on the earlier offset
  let hi = w - offsetBefore * MINUTE; // already on the later offset
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
    if (zoneOffsetMinutes(mid, zone) === offsetBefore) lo = mid;
    else hi = mid;
  }
  return { status: 'gap', from: wallOf(hi + offsetBefore * MINUTE), to: wallOf(hi + offsetAfter * MINUTE), offsetBefore, offsetAfter };
}

/** The UTC instant (ISO string) a typed wall time names in `zone`, the earlier one when it occurs twice; null for bad text or a gap. */
export function zonedTextToUtc(text: string | null | undefined, zone: string): string | null {
  const wall = parseWallTime(text);
  if (!wall) return null;
  const result = zonedWallTimeToUtc(wall, zone);
  return result.status === 'gap' ? null : result.utc;
}

/** An offset in minutes as "UTC+01:00", "UTC-04:00", "UTC+05:30", "UTC+00:00". */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/**
 * A zone named in the locale's words with its IANA name: "Eastern Time (US/Eastern)", "Ora
 * orientale USA (US/Eastern)"; just the IANA name where the locale has no name for it.
 */
export function zoneLabel(zone: string, locale: string, at: number = Date.now()): string {
  const name = dateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return name && !/^(GMT|UTC)([+-]|$)/.test(name) && name !== zone ? `${name} (${zone})` : zone;
}
