import type { Block } from './api';

/** A block's turn-down in kW (the API carries MW). */
export const kwOf = (b: Pick<Block, 'mw'>): number => Math.round(Number(b.mw) * 1000 * 1000) / 1000;

/** Whole months a block runs: from its first month to the month before `transfer_ends_on`. */
export function monthsOf(b: Pick<Block, 'transfer_starts_on' | 'transfer_ends_on'>): number {
  const [y1, m1] = b.transfer_starts_on.split('-').map(Number) as [number, number];
  const [y2, m2] = b.transfer_ends_on.split('-').map(Number) as [number, number];
  return (y2 - y1) * 12 + (m2 - m1);
}

/** The last month a block runs, as YYYY-MM-01 (the first day of that month). */
export function lastMonthOf(b: Pick<Block, 'transfer_ends_on'>): string {
  const [y, m] = b.transfer_ends_on.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
}

/** A calendar month (from any of its days, YYYY-MM-DD) as the region writes it, e.g. "Jan 2027". */
export function monthLabel(ymd: string, locale: string): string {
  const [y, m] = ymd.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, 1));
}
