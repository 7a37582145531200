/** The registration pages' own catalogue, merged into the one i18n when their chunk loads. */
import { registerCatalogs } from 'shared-session';

/** Resolves once the shown locale's registration strings are loaded (the page loader waits for it). */
export const registrationCatalogs = registerCatalogs((locale) =>
  import(/* webpackInclude: /messages\.ts$/, webpackChunkName: "locale-[request]" */ `./locales/${locale}/messages`),
);
