import type { I18n } from '@lingui/core';

/** Service day codes (workflows §3, §9): 0–6 run Monday to Sunday. */
export const DAY_CODES = [0, 1, 2, 3, 4, 5, 6] as const;
export const EVERYDAY: readonly number[] = [0, 1, 2, 3, 4, 5, 6];
export const WEEKDAYS: readonly number[] = [0, 1, 2, 3, 4];
export const WEEKENDS: readonly number[] = [5, 6];

export type DayChoice = 'everyday' | 'weekdays' | 'weekends' | 'custom';

/** The day codes of a preset choice (custom: none; the user picks). */
export const DAYS_OF_CHOICE: Record<Exclude<DayChoice, 'custom'>, readonly number[]> = {
  everyday: EVERYDAY,
  weekdays: WEEKDAYS,
  weekends: WEEKENDS,
};

/** Unique valid codes, in order. */
export function normaliseDays(codes: readonly number[] | null | undefined): number[] {
  return [...new Set((codes ?? []).filter((c) => Number.isInteger(c) && c >= 0 && c <= 6))].sort((a, b) => a - b);
}

const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Which preset a set of day codes is, or custom. */
export function dayChoiceOf(codes: readonly number[] | null | undefined): DayChoice {
  const days = normaliseDays(codes);
  if (same(days, EVERYDAY)) return 'everyday';
  if (same(days, WEEKDAYS)) return 'weekdays';
  if (same(days, WEEKENDS)) return 'weekends';
  return 'custom';
}

// 1 January 2024 was a Monday: day code n is that date plus n days.
const MONDAY_UTC = Date.UTC(2024, 0, 1);

/** The weekday's name in the locale ("Monday" for 0 in en-GB). */
export function dayName(locale: string, code: number, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(new Date(MONDAY_UTC + code * 86_400_000));
}

/** Service days in words: "Every day", "Weekdays (Monday to Friday)", "Weekends", or the days listed. */
export function describeDays(i18n: I18n, codes: readonly number[] | null | undefined): string {
  const days = normaliseDays(codes);
  const locale = i18n.locale || 'en-GB';
  switch (dayChoiceOf(days)) {
    case 'everyday':
      return i18n._({ id: 'competitions.days.everyday', message: 'Every day' });
    case 'weekdays':
      return i18n._({ id: 'competitions.days.weekdays', message: 'Weekdays (Monday to Friday)' });
    case 'weekends':
      return i18n._({ id: 'competitions.days.weekends', message: 'Weekends (Saturday and Sunday)' });
    default:
      if (days.length === 0) return i18n._({ id: 'competitions.days.none', message: 'No days' });
      return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(days.map((d) => dayName(locale, d)));
  }
}
