/** The analytics pages' own catalogue (report, column and figure labels), merged into the one i18n when their chunk loads. */
import { registerCatalogs } from 'shared-session';

/** Resolves once the shown locale's analytics strings are loaded (the page loader waits for it). */
export const analyticsCatalogs = registerCatalogs((locale) =>
  import(/* webpackInclude: /messages\.ts$/, webpackChunkName: "analytics-locale-[request]" */ `./locales/${locale}/messages`),
);
