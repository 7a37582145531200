import type { Region } from 'shared-session';

/**
 * Dates and numbers of the home, explore and marketplace pages in the user's region (locale and
 * time zone from bus.region$), through Intl. shared-ui's shared formatters replace these once
 * they land (issue 12, the lead's shared-ui/src/format).
 */
export function formatDateTime(iso: string | null | undefined, region: Region): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(region.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: region.timezone }).format(date);
}

export function formatDate(iso: string | null | undefined, region: Region): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(region.locale, { dateStyle: 'medium', timeZone: region.timezone }).format(date);
}

/** Capacity in MW (or MVAr): up to 5 decimals (spec platform §9). */
export function formatCapacity(value: number, region: Region): string {
  return new Intl.NumberFormat(region.locale, { maximumFractionDigits: 5 }).format(value);
}
