/**
 * Service windows and demand intervals as concrete delivery times. Times are local (the
 * competition's clock): an instance is [start, end) in "local epoch" milliseconds (the local date
 * and time read as if UTC), so both sides of every comparison share one axis and daylight saving
 * cannot shift one against the other. A window whose end time is not after its start time runs
 * overnight into the next day.
 */
import { serviceDates, type HolidayCalendar, type HolidayHandling } from '../competitions/holidays.js';

export interface Recurrence {
  /** YYYY-MM-DD, inclusive. */
  start_date: string;
  end_date: string;
  /** HH:MM */
  start_time: string;
  end_time: string;
  service_days: readonly number[];
  holiday_handling: HolidayHandling;
  calendar: HolidayCalendar;
}

export interface Instance {
  start: number;
  end: number;
}

const DAY = 86_400_000;

function minutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** The concrete delivery times of a recurrence, in date order. */
export function instancesOf(r: Recurrence): Instance[] {
  const from = minutes(r.start_time) * 60_000;
  let to = minutes(r.end_time) * 60_000;
  if (to <= from) to += DAY;
  return serviceDates(r.calendar, r.start_date, r.end_date, r.service_days, r.holiday_handling).map((date) => {
    const midnight = Date.parse(`${date}T00:00:00Z`);
    return { start: midnight + from, end: midnight + to };
  });
}

/** Whether two sorted instance lists share any moment (end exclusive). */
export function instancesOverlap(a: readonly Instance[], b: readonly Instance[]): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x.start < y.end && y.start < x.end) return true;
    if (x.end <= y.end) i++;
    else j++;
  }
  return false;
}

/** Cheap pre-check before expanding: date ranges (with a day's slack for overnight windows) must meet. */
export function datesMeet(a: Recurrence, b: Recurrence): boolean {
  const aEnd = Date.parse(`${a.end_date}T00:00:00Z`) + DAY;
  const bEnd = Date.parse(`${b.end_date}T00:00:00Z`) + DAY;
  return Date.parse(`${a.start_date}T00:00:00Z`) <= bEnd && Date.parse(`${b.start_date}T00:00:00Z`) <= aEnd;
}

/** Do two recurrences ever deliver at the same time? */
export function recurrencesOverlap(a: Recurrence, b: Recurrence): boolean {
  return datesMeet(a, b) && instancesOverlap(instancesOf(a), instancesOf(b));
}

/** Local epoch ms → 'YYYY-MM-DD HH:MM'. */
export function localLabel(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}
