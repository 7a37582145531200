import { bus, type Region } from 'shared-session';

/** What formatting needs of a region: its locale, time zone and (optional) display currency. */
export type FormatRegion = Pick<Region, 'locale' | 'timezone'> & { currency?: string | undefined };

/** The currency when neither the caller nor the region names one (platform §9). */
export const DEFAULT_CURRENCY = 'GBP';

/** The given region, else the current one on bus.region$. */
export function regionOrCurrent(region?: FormatRegion | null): FormatRegion {
  return region ?? bus.region$.value;
}
