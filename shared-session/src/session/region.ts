import { bus, DEFAULT_REGION, type Region } from '../bus';
import { STORAGE_KEYS, decodeBase64Json, encodeBase64Json, readItem, writeItem } from '../storage';

export type RegionCode = Region['code'];

/** The five regions (spec platform §3, §9): locale, timezone and display currency. */
export const REGIONS: Readonly<Record<RegionCode, Region>> = {
  AU: { code: 'AU', locale: 'en-AU', timezone: 'Australia/Sydney', currency: 'AUD', name: 'Australia' },
  GB: { code: 'GB', locale: 'en-GB', timezone: 'Europe/London', currency: 'GBP', name: 'United Kingdom' },
  IT: { code: 'IT', locale: 'it-IT', timezone: 'Europe/Rome', currency: 'EUR', name: 'Italia' },
  PT: { code: 'PT', locale: 'pt-PT', timezone: 'Europe/Lisbon', currency: 'EUR', name: 'Portugal' },
  US: { code: 'US', locale: 'en-US', timezone: 'US/Eastern', currency: 'USD', name: 'United States' },
};

export function isRegionCode(code: unknown): code is RegionCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(REGIONS, code);
}

/** The region whose locale matches (`it-IT`, or just the language `it`). */
export function regionForLocale(locale: string | null | undefined): Region | null {
  if (!locale) return null;
  const all = Object.values(REGIONS);
  return all.find((r) => r.locale.toLowerCase() === locale.toLowerCase()) ?? null;
}

/**
 * The stored region (base64 JSON under `region`) and whether it was derived from the preferred
 * locale at login (`derived: true`) rather than chosen by the user (setRegion).
 */
function storedRecord(): { region: Region; derived: boolean } | null {
  const stored = decodeBase64Json(readItem(STORAGE_KEYS.region));
  if (!stored || typeof stored !== 'object') return null;
  const { code, derived } = stored as { code?: unknown; derived?: unknown };
  return isRegionCode(code) ? { region: REGIONS[code], derived: derived === true } : null;
}

function storedRegion(): Region | null {
  return storedRecord()?.region ?? null;
}

export function hasStoredRegion(): boolean {
  return storedRegion() !== null;
}

/** Did the user choose a region in this browser (the region switcher, Settings)? */
export function hasChosenRegion(): boolean {
  const record = storedRecord();
  return record !== null && !record.derived;
}

/** Publishes the stored region (base64 JSON under `region`), else keeps the default (GB). */
export function restoreRegion(): Region {
  const region = storedRegion();
  if (region && region.code !== bus.region$.value.code) bus.region$.next(region);
  return bus.region$.value;
}

/**
 * At login: shows the region of the user's preferred locale (the token's preferred_locale, set
 * under Settings > Account) unless the user chose a region in this browser. It is stored marked
 * `derived` (it holds across reloads) but is not a choice: the next login follows the preferred
 * locale again, also when it changed meanwhile.
 */
export function followPreferredLocale(locale: string | null | undefined): Region {
  if (hasChosenRegion()) return bus.region$.value;
  const region = regionForLocale(locale);
  if (!region) return bus.region$.value;
  writeItem(STORAGE_KEYS.region, encodeBase64Json({ ...region, derived: true }));
  if (region.code !== bus.region$.value.code) bus.region$.next(region);
  return region;
}

/** Switches region: stored, then published on bus.region$ (locale, timezone, currency follow). */
export function setRegion(code: RegionCode): Region {
  const region = REGIONS[code] ?? DEFAULT_REGION;
  writeItem(STORAGE_KEYS.region, encodeBase64Json(region));
  if (region.code !== bus.region$.value.code || region !== bus.region$.value) bus.region$.next(region);
  return region;
}
