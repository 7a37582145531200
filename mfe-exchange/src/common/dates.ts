/** Calendar-date arithmetic on YYYY-MM-DD strings (UTC days, never the browser's zone). */

const DAY_MS = 86_400_000;
const toMs = (ymd: string) => Date.parse(`${ymd.slice(0, 10)}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day after `ymd`. */
export const nextDay = (ymd: string): string => fromMs(toMs(ymd) + DAY_MS);
/** The day before `ymd`: a stored (exclusive) end as the last day it stands for. */
export const lastDayOf = (storedEnd: string): string => fromMs(toMs(storedEnd) - DAY_MS);
/** Days from `start` to the exclusive `end`. */
export const daysBetween = (start: string, end: string): number => Math.round((toMs(end) - toMs(start)) / DAY_MS);

/** Today's date on a zone's clock (YYYY-MM-DD). */
export function todayIn(zone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A capacity-market delivery year: 1 October of `year` to 30 September of the next (end exclusive: 1 October). */
export function deliveryYear(year: number): { starts: string; endsExclusive: string; last: string } {
  return { starts: `${year}-10-01`, endsExclusive: `${year + 1}-10-01`, last: `${year + 1}-09-30` };
}
