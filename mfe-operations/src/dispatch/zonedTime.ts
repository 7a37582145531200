/**
 * Dispatch times in the region's time zone, on shared-ui's zoned conversions (the zone's IANA
 * rules, never the browser's zone; a zone the runtime does not know reads as UTC): what the
 * dispatch screens add is the datetime-local input's strict shape and the day an instant falls on.
 */
import { utcToZonedText, zonedTextToUtc } from 'shared-ui';

/** The calendar day ("YYYY-MM-DD") an instant falls on in a zone. */
export function dayKeyOf(iso: string, timezone: string): string {
  return utcToZonedText(iso, timezone).slice(0, 10);
}

/**
 * A wall-clock date and time entered in the region's zone ("2026-12-01T17:30", as a
 * datetime-local input gives it) as a UTC ISO string: null when it is not a date-time of that
 * shape or names a time the zone's clocks skip; a time they repeat is its earlier occurrence.
 */
export function zonedToIso(local: string, timezone: string): string | null {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local.trim()) ? zonedTextToUtc(local, timezone) : null;
}
