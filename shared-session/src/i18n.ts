import { i18n, type Messages } from '@lingui/core';
import { bus } from './bus';

export const FALLBACK_LOCALE = 'en-GB';

const loadedLocales = new Set<string>();

/** The locale to show for `wanted`: itself when a catalogue is loaded for it, else en-GB. */
export function displayLocale(wanted: string): string {
  return loadedLocales.has(wanted) ? wanted : FALLBACK_LOCALE;
}

/** Activates the region's locale (or the fallback) if it is not already active. */
export function activateRegionLocale(locale: string = bus.region$.value.locale): void {
  const next = displayLocale(locale);
  if (i18n.locale !== next) i18n.activate(next);
}

/**
 * @lingui/core is a federated singleton, so every package loads its own catalogue into the one
 * `i18n` instance (`load` merges catalogues per locale), then the region's locale is activated.
 */
export function loadCatalog(catalogs: Record<string, Messages>): void {
  for (const [locale, messages] of Object.entries(catalogs)) {
    i18n.load(locale, messages);
    loadedLocales.add(locale);
  }
  activateRegionLocale();
}

export { i18n };
