import { i18n, type Messages } from '@lingui/core';
import { bus } from './bus';

export const FALLBACK_LOCALE = 'en-GB';

/**
 * @lingui/core is a federated singleton, so every package loads its own catalogue into the one
 * `i18n` instance (`load` merges catalogues per locale), then the region's locale is activated.
 */
export function loadCatalog(catalogs: Record<string, Messages>): void {
  for (const [locale, messages] of Object.entries(catalogs)) i18n.load(locale, messages);
  const wanted = bus.region$.value.locale;
  const locale = wanted in catalogs ? wanted : FALLBACK_LOCALE;
  if (i18n.locale !== locale) i18n.activate(locale);
}

export { i18n };
