import { loadCatalog, registerCatalogs, type CatalogLoader } from 'shared-session';
import { messages as enGB } from '../locales/en-GB/messages';

/** shared-ui's catalogue for a locale: one chunk per locale, loaded when that locale is shown. */
const sharedUiCatalogs: CatalogLoader = (locale) => import(/* webpackInclude: /messages\.ts$/, webpackChunkName: "locale-[request]" */ `../locales/${locale}/messages`);

/** Registers shared-ui's catalogues with the one i18n; resolves once the shown locale's is loaded. */
export function registerSharedUiCatalogs(): Promise<string> {
  return registerCatalogs(sharedUiCatalogs);
}

/** Loads shared-ui's en-GB strings synchronously (tests, and pages rendered before any switch). */
export function loadSharedUiCatalog(): void {
  loadCatalog({ 'en-GB': enGB });
}
