import { formatClockTime, type FormatRegion } from 'shared-ui';

/**
 * A service window's times, each in the region's locale (shared-ui's formatClockTime):
 * "16:00–19:30" in en-GB, "04:00 PM–07:30 PM" in en-US; "?" for a missing end.
 */
export function formatTimeRange(start: string | null | undefined, end: string | null | undefined, region?: FormatRegion | null): string {
  const time = (t: string | null | undefined) => formatClockTime(t, region) ?? (t ? t.slice(0, 5) : '?');
  return `${time(start)}–${time(end)}`;
}
