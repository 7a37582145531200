/**
 * Public holidays per region from a real calendar (date-holidays): England, Wales, Scotland and
 * Northern Ireland each have their own bank holidays. A window's `holiday_handling` says what a
 * holiday means for it: Ignore (a holiday is like any other day), Exclude (no service on public
 * holidays), Only (service only on public holidays).
 */
import Holidays from 'date-holidays';

export const HOLIDAY_CALENDARS = ['GB-ENG', 'GB-WLS', 'GB-SCT', 'GB-NIR'] as const;
export type HolidayCalendar = (typeof HOLIDAY_CALENDARS)[number];
export const HOLIDAY_CALENDAR_LABELS: Record<HolidayCalendar, string> = {
  'GB-ENG': 'England',
  'GB-WLS': 'Wales',
  'GB-SCT': 'Scotland',
  'GB-NIR': 'Northern Ireland',
};
export const HOLIDAY_HANDLING = ['Ignore', 'Exclude', 'Only'] as const;
export type HolidayHandling = (typeof HOLIDAY_HANDLING)[number];

/** GSP groups in Scotland (_N South, _P North): their competitions follow the Scottish calendar. */
const SCOTTISH_GROUPS = new Set(['_N', '_P']);

export function isHolidayCalendar(value: unknown): value is HolidayCalendar {
  return typeof value === 'string' && (HOLIDAY_CALENDARS as readonly string[]).includes(value);
}

/** The calendar a competition follows by default: Scotland when all its area is Scottish, else England. */
export function defaultCalendarFor(gspGroups: readonly string[]): HolidayCalendar {
  return gspGroups.length > 0 && gspGroups.every((g) => SCOTTISH_GROUPS.has(g)) ? 'GB-SCT' : 'GB-ENG';
}

const calendars = new Map<HolidayCalendar, Holidays>();
function calendar(code: HolidayCalendar): Holidays {
  let hd = calendars.get(code);
  if (!hd) {
    hd = new Holidays('GB', code.slice(3));
    calendars.set(code, hd);
  }
  return hd;
}

export interface PublicHoliday {
  date: string;
  name: string;
}

/** Public and bank holidays (observances such as Mother's Day excluded) from `from` to `to`, YYYY-MM-DD inclusive. */
export function holidaysBetween(code: HolidayCalendar, from: string, to: string): PublicHoliday[] {
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  const out: PublicHoliday[] = [];
  for (let year = first; year <= last; year++) {
    for (const h of calendar(code).getHolidays(year)) {
      if (h.type !== 'public' && h.type !== 'bank') continue;
      const date = h.date.slice(0, 10);
      if (date >= from && date <= to && !out.some((o) => o.date === date)) out.push({ date, name: h.name });
    }
  }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

/** Monday = 0 … Sunday = 6 for a YYYY-MM-DD date. */
export function dayCode(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * The dates a window serves inside its period: its service days, with public holidays removed
 * (Exclude), kept as any other day (Ignore), or the only days served (Only).
 */
export function serviceDates(code: HolidayCalendar, start: string, end: string, days: readonly number[], handling: HolidayHandling): string[] {
  const holidays = new Set(holidaysBetween(code, start, end).map((h) => h.date));
  const out: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`), stop = Date.parse(`${end}T00:00:00Z`); t <= stop; t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    const holiday = holidays.has(date);
    if (handling === 'Exclude' && holiday) continue;
    if (handling === 'Only' && !holiday) continue;
    if (handling !== 'Only' && !days.includes(dayCode(date))) continue;
    out.push(date);
  }
  return out;
}
