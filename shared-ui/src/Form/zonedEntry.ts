/**
 * What a date-time field typed in a named zone means, in words: its UTC instant with the offset
 * used, the gap when the time does not exist there (the clocks go forward), and the occurrence
 * taken when it exists twice (the clocks go back: the earlier one). Every form with a date-time
 * in the region's zone (or the competition form's) shows these beside the field.
 */
import type { MessageDescriptor } from '@lingui/core';
import { formatCalendarDate, formatClockTime } from '../format/date';
import { regionOrCurrent, type FormatRegion } from '../format/region';
import { formatUtcOffset, parseWallTime, wallTimeText, zoneLabel, zonedWallTimeToUtc, type WallTime } from '../format/zoned';

export type ZonedEntry =
  /** Nothing typed. */
  | { state: 'empty' }
  /** Not a real date and time as YYYY-MM-DD HH:MM. */
  | { state: 'invalid' }
  /** A time the zone's clocks skip; `error` names the gap. */
  | { state: 'gap'; error: MessageDescriptor }
  /** The instant to send, the offset used ("UTC-04:00"), and a note for beside the field. */
  | { state: 'ok'; utc: string; offset: string; ambiguous: boolean; note: MessageDescriptor };

const ymd = (w: WallTime) => wallTimeText(w).slice(0, 10);
const hhmm = (w: WallTime) => wallTimeText(w).slice(11);
/** An instant as "YYYY-MM-DD HH:MM" in UTC. */
const utcText = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** The meaning of `text` ("YYYY-MM-DD HH:MM" or with a "T") as a wall time of `zone`. */
export function zonedEntry(text: string | null | undefined, zone: string, region?: FormatRegion | null): ZonedEntry {
  if (!text || !text.trim()) return { state: 'empty' };
  const wall = parseWallTime(text);
  if (!wall) return { state: 'invalid' };
  const place = regionOrCurrent(region);
  const result = zonedWallTimeToUtc(wall, zone);
  const zoneName = zoneLabel(zone, place.locale, Date.UTC(wall.year, wall.month - 1, wall.day, 12));
  const date = formatCalendarDate(ymd(wall), 'long', place) ?? ymd(wall);
  if (result.status === 'gap') {
    return {
      state: 'gap',
      error: /*i18n*/ {
        id: 'ui.zoned.gap',
        message: '{from}–{to} does not exist on {date} in {zone}: the clocks go forward then. Enter a time before {from} or from {to}.',
        values: { from: formatClockTime(hhmm(result.from), place) ?? hhmm(result.from), to: formatClockTime(hhmm(result.to), place) ?? hhmm(result.to), date, zone: zoneName },
      },
    };
  }
  const offset = formatUtcOffset(result.offsetMinutes);
  const utc = utcText(result.utc);
  if (result.status === 'ambiguous') {
    return {
      state: 'ok',
      utc: result.utc,
      offset,
      ambiguous: true,
      note: /*i18n*/ {
        id: 'ui.zoned.ambiguous',
        message: '{time} occurs twice on {date} in {zone} because the clocks go back. The first one is used, at {offset}: {utc} UTC. The second one would be {later} UTC.',
        values: { time: formatClockTime(hhmm(wall), place) ?? hhmm(wall), date, zone: zoneName, offset, utc, later: utcText(result.later.utc) },
      },
    };
  }
  return {
    state: 'ok',
    utc: result.utc,
    offset,
    ambiguous: false,
    note: /*i18n*/ { id: 'ui.zoned.utc', message: 'In UTC: {utc} ({offset}).', values: { utc, offset } },
  };
}

/** The line naming a field's zone: "Time zone: Eastern Time (US/Eastern)". */
export function zoneNote(zone: string, region?: FormatRegion | null): MessageDescriptor {
  return /*i18n*/ { id: 'ui.zoned.zone', message: 'Time zone: {zone}', values: { zone: zoneLabel(zone, regionOrCurrent(region).locale) } };
}
