import type { CatalogLoader } from 'shared-session';

/** The dashboard's catalogue for a locale (one chunk per locale), for the area and the embed. */
export const dashboardCatalogs: CatalogLoader = (locale) => import(/* webpackInclude: /messages\.ts$/, webpackChunkName: "locale-[request]" */ `./locales/${locale}/messages`);
