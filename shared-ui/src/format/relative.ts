/** "5 minutes ago", "in 3 days": Intl.RelativeTimeFormat with the thresholds of platform §9. */
import { relativeTimeFormat } from './intl';
import { toInstant, type DateInput } from './date';
import { regionOrCurrent, type FormatRegion } from './region';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = (365.25 / 12) * DAY;
const YEAR = 365.25 * DAY;

/**
 * From these distances on the next unit is used (platform §9): 44 s to minutes, 44 min to hours,
 * 22 h to days, 26 days to months, 320 days to years.
 */
export const RELATIVE_THRESHOLDS = {
  minute: 44 * SECOND,
  hour: 44 * MINUTE,
  day: 22 * HOUR,
  month: 26 * DAY,
  year: 320 * DAY,
} as const;

export interface RelativeAmount {
  value: number;
  unit: 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';
}

/**
 * The unit and rounded amount for a signed distance in milliseconds (negative: in the past).
 * Past a threshold the amount is at least 1 of the new unit (44 s is "1 minute").
 */
export function relativeAmount(diffMs: number): RelativeAmount {
  const abs = Math.abs(diffMs);
  const sign = diffMs < 0 ? -1 : 1;
  const amount = (size: number) => sign * Math.max(1, Math.round(abs / size));
  if (abs < RELATIVE_THRESHOLDS.minute) return { value: sign * Math.round(abs / SECOND), unit: 'second' };
  if (abs < RELATIVE_THRESHOLDS.hour) return { value: amount(MINUTE), unit: 'minute' };
  if (abs < RELATIVE_THRESHOLDS.day) return { value: amount(HOUR), unit: 'hour' };
  if (abs < RELATIVE_THRESHOLDS.month) return { value: amount(DAY), unit: 'day' };
  if (abs < RELATIVE_THRESHOLDS.year) return { value: amount(MONTH), unit: 'month' };
  return { value: amount(YEAR), unit: 'year' };
}

/**
 * How long ago or ahead an instant is from now, in the region's language: "now" (under a
 * second), "30 seconds ago", "in 1 minute", "3 hours ago", "2 days ago"; null when absent.
 */
export function formatRelativeTime(value: DateInput, now: DateInput = Date.now(), region?: FormatRegion | null): string | null {
  const t = toInstant(value);
  const from = toInstant(now);
  if (t === null || from === null) return null;
  const { value: amount, unit } = relativeAmount(t - from);
  // "now" for zero seconds; everything else as a number ("1 day ago", never "yesterday", which
  // would name a calendar day that 22 hours ago need not be).
  const numeric = unit === 'second' && amount === 0 ? 'auto' : 'always';
  return relativeTimeFormat(regionOrCurrent(region).locale, { numeric }).format(amount === 0 ? 0 : amount, unit);
}
