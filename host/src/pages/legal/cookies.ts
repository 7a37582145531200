/**
 * The cookie information (/legal/cookies): every cookie and browser-storage entry the product sets,
 * with what it is for and how long it stays. Flex sets no cookies; these are its local storage,
 * session storage and cache storage entries. Adding one anywhere in the product means adding it
 * here (the browser test compares this list with what a session leaves in the browser).
 */
import type { MessageDescriptor } from '@lingui/core';
import type { LegalDocument } from './documents';

export type StorageArea = 'local' | 'session' | 'cache';

/** One entry the product keeps in the browser (local, session or cache storage), as the cookie information lists it. */
export interface BrowserStorageEntry {
  /** The key (or, ending in "…", the prefix of keys) as the browser's developer tools show it. */
  name: string;
  area: StorageArea;
  purpose: MessageDescriptor;
  lifetime: MessageDescriptor;
}

export const STORAGE_AREAS: Record<StorageArea, MessageDescriptor> = {
  local: /*i18n*/ { id: 'legal.cookies.area.local', message: 'Local storage' },
  session: /*i18n*/ { id: 'legal.cookies.area.session', message: 'Session storage (this tab)' },
  cache: /*i18n*/ { id: 'legal.cookies.area.cache', message: 'Cache storage' },
};

/** Until the user clears the site's data in the browser. */
const UNTIL_CLEARED = /*i18n*/ { id: 'legal.cookies.lifetime.cleared', message: 'Until you clear this site’s data in your browser; rewritten while you use Flex.' };
const UNTIL_TAB_CLOSED = /*i18n*/ { id: 'legal.cookies.lifetime.tab', message: 'Until you close the tab.' };
const MAP_LIFETIME = /*i18n*/ { id: 'legal.cookies.lifetime.map', message: 'Until newer map data replaces it, or you clear this site’s data in your browser.' };

export const STORED_ITEMS: readonly BrowserStorageEntry[] = [
  {
    name: 'token',
    area: 'local',
    purpose: /*i18n*/ { id: 'legal.cookies.item.token', message: 'Your login session (an access token). Flex sends it in a request header when it calls its API, never in a cookie.' },
    lifetime: /*i18n*/ {
      id: 'legal.cookies.lifetime.token',
      message: 'Until you log out or your session ends: after 15 minutes without activity, or when the token expires (one hour, renewed while you are active).',
    },
  },
  {
    name: 'token:tab-cleared',
    area: 'session',
    purpose: /*i18n*/ { id: 'legal.cookies.item.tabCleared', message: 'Marks that you logged out in this tab only, so the tab ignores the login of your other tabs.' },
    lifetime: /*i18n*/ { id: 'legal.cookies.lifetime.tabCleared', message: 'Until you log in again in the tab, or close it.' },
  },
  {
    name: 'activity',
    area: 'local',
    purpose: /*i18n*/ { id: 'legal.cookies.item.activity', message: 'The time of your last activity, shared by your tabs, so that working in one tab keeps you logged in in the others.' },
    lifetime: UNTIL_CLEARED,
  },
  {
    name: 'features',
    area: 'local',
    purpose: /*i18n*/ { id: 'legal.cookies.item.features', message: 'The names of the features turned on for you, so pages show the right menus before the server has answered.' },
    lifetime: UNTIL_CLEARED,
  },
  {
    name: 'region',
    area: 'local',
    purpose: /*i18n*/ { id: 'legal.cookies.item.region', message: 'Your region: the language, the formats of dates, numbers and money, and the time zone of the pages.' },
    lifetime: /*i18n*/ { id: 'legal.cookies.lifetime.region', message: 'Until you choose another region, or clear this site’s data in your browser.' },
  },
  {
    name: 'cookie_consent',
    area: 'local',
    purpose: /*i18n*/ { id: 'legal.cookies.item.consent', message: 'Your cookie choice below, and when you made it.' },
    lifetime: /*i18n*/ { id: 'legal.cookies.lifetime.consent', message: '365 days; then Flex asks again.' },
  },
  {
    name: 'registration',
    area: 'session',
    purpose: /*i18n*/ { id: 'legal.cookies.item.registration', message: 'Your progress through registration (never your password), so that reloading the page does not lose it.' },
    lifetime: /*i18n*/ { id: 'legal.cookies.lifetime.registration', message: 'Until you finish registering, or close the tab.' },
  },
  {
    name: 'host:chunk-reload-at',
    area: 'session',
    purpose: /*i18n*/ { id: 'legal.cookies.item.chunkReload', message: 'When Flex last reloaded itself because a new version was published, so that it does so at most once a minute.' },
    lifetime: UNTIL_TAB_CLOSED,
  },
  {
    name: 'flex-map-data-etag:…',
    area: 'local',
    purpose: /*i18n*/ { id: 'legal.cookies.item.mapEtag', message: 'The version of the map data kept in the cache storage, one entry per view of the map.' },
    lifetime: MAP_LIFETIME,
  },
  {
    name: 'flex-map-data-v1',
    area: 'cache',
    purpose: /*i18n*/ { id: 'legal.cookies.item.mapCache', message: 'A copy of the map’s competitions and assets, so that an unchanged map is not downloaded again.' },
    lifetime: MAP_LIFETIME,
  },
  {
    name: 'dev-outbox-key',
    area: 'session',
    purpose: /*i18n*/ { id: 'legal.cookies.item.outboxKey', message: 'Only on development installations: the key that opens the development outbox of e-mails.' },
    lifetime: UNTIL_TAB_CLOSED,
  },
];

/** The cookie information's text around the list and the consent controls. */
export const COOKIE_INFORMATION = {
  title: /*i18n*/ { id: 'legal.cookies.title', message: 'Cookie information' },
  version: '1.0',
  effective: '2026-11-27',
  lead: /*i18n*/ { id: 'legal.cookies.lead', message: 'What Flex keeps in your browser, why, and for how long, and your choice about it.' },
  /** Before the list of stored items. */
  before: [
    {
      id: 'about',
      title: /*i18n*/ { id: 'legal.cookies.about.title', message: 'What this page covers' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.cookies.about.p1',
          message:
            'Flex is operated by Flex Marketplace Ltd. This page lists every cookie and every entry in your browser’s storage that Flex sets, on every page and in the embeddable map, with its purpose and how long it stays.',
        },
        /*i18n*/ {
          id: 'legal.cookies.about.p2',
          message:
            'Flex sets no cookies. It keeps what it needs in your browser’s local storage, session storage and cache storage, which are never sent to our servers by themselves. The Privacy and Electronic Communications Regulations treat this storage like cookies, so it is listed here and your cookie choice applies to it.',
        },
      ],
    },
    {
      id: 'stored',
      title: /*i18n*/ { id: 'legal.cookies.stored.title', message: 'What Flex keeps in your browser' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.cookies.stored.p1',
          message: 'Everything below is essential: Flex does not work, or is not secure, without it, so it is used whatever your choice. None of it is shared with anyone else.',
        },
      ],
    },
  ],
  /** After the list, before the consent controls. */
  after: [
    {
      id: 'optional',
      title: /*i18n*/ { id: 'legal.cookies.optional.title', message: 'Statistics and marketing' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.cookies.optional.p1',
          message:
            'Flex uses no statistics or marketing cookies or storage today. If we add any, such as anonymous usage figures or a help widget, we will list them here first and use them only if you have allowed that category below.',
        },
      ],
    },
  ],
  /** After the consent controls. */
  end: [
    {
      id: 'removing',
      title: /*i18n*/ { id: 'legal.cookies.removing.title', message: 'Removing what Flex keeps' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.cookies.removing.p1',
          message:
            'Logging out removes your login token. To remove everything Flex keeps in this browser, clear the site data for this address in your browser’s settings; you will then log in, choose your region and make your cookie choice again.',
        },
      ],
    },
    {
      id: 'changes',
      title: /*i18n*/ { id: 'legal.cookies.changes.title', message: 'Changes and contact' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.cookies.changes.p1',
          message:
            'We update this page whenever Flex starts or stops keeping something in your browser, and change its version and date at the top. Questions about it: privacy@flex.test.',
        },
      ],
    },
  ],
} satisfies Omit<LegalDocument, 'sections'> & Record<'before' | 'after' | 'end', LegalDocument['sections']>;
