/**
 * The competition form's five dates are typed as wall-clock times ("YYYY-MM-DD HH:MM", a "T"
 * accepted) in the form's zone, the region's (US/Eastern in the US region, Europe/London in GB…),
 * and sent in UTC. The conversion uses the zone's IANA rules through shared-ui (Intl), never the
 * browser's own zone: a time the zone skips is refused with the gap named, a time it repeats takes
 * the earlier occurrence (see shared-ui/src/format/README.md).
 */
import { parseWallTime, utcToZonedText, zonedTextToUtc } from 'shared-ui';

/** Typed text → UTC ISO 8601 ("2027-03-28T05:30:00.000Z"); null when unreadable or in a gap. */
export function formDateToUtcIso(text: string | null | undefined, zone: string): string | null {
  return zonedTextToUtc(text, zone);
}

/** A stored UTC instant → the form's text in `zone` ('' for null or unreadable values). */
export function utcToFormDate(iso: string | null | undefined, zone: string): string {
  return utcToZonedText(iso, zone);
}

/** "YYYY-MM-DD" strictly, a real calendar date (period dates: no zone). */
export function isIsoDate(text: string | null | undefined): boolean {
  return typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) && parseWallTime(`${text} 00:00`) !== null;
}
