import { registerCatalogs, type CatalogLoader } from 'shared-session';

/** The host pages' catalogue for a locale (one chunk per locale), kept out of the shell's first load. */
const pagesCatalogs: CatalogLoader = (locale) =>
  import(/* webpackInclude: /messages\.ts$/, webpackChunkName: "pages-locale-[request]" */ `./locales/${locale}/messages`);

/** Resolves once the host pages' strings for the shown locale are loaded (every page loader waits). */
export function loadPagesCatalogs(): Promise<string> {
  return registerCatalogs(pagesCatalogs);
}
