/** The legal documents' own catalogue (long texts), merged into the one i18n when their chunk loads. */
import { registerCatalogs } from 'shared-session';

/** Resolves once the shown locale's legal texts are loaded (the page loader waits for it). */
export const legalCatalogs = registerCatalogs((locale) =>
  import(/* webpackInclude: /messages\.ts$/, webpackChunkName: "legal-locale-[request]" */ `./locales/${locale}/messages`),
);
