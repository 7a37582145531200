import { i18n, type Messages } from '@lingui/core';
import { bus } from './bus';

export const FALLBACK_LOCALE = 'en-GB';
/** The interface languages (spec platform §9): one per region. */
export const SUPPORTED_LOCALES = ['en-GB', 'en-US', 'en-AU', 'it-IT', 'pt-PT'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** A package's catalogue for one locale, loaded on demand (a dynamic import: one chunk per locale). */
export type CatalogLoader = (locale: SupportedLocale) => Promise<{ messages: Messages }>;

const loadedLocales = new Set<string>();
const loaders: CatalogLoader[] = [];
/** Per loader, the locales it has loaded or is loading. */
const loading = new Map<CatalogLoader, Map<string, Promise<void>>>();
/** The locale last asked for (switchLocale); null until then, when the region's locale applies. */
let wantedLocale: string | null = null;
const targetLocale = (): string => wantedLocale ?? bus.region$.value.locale;

export function isSupportedLocale(locale: unknown): locale is SupportedLocale {
  return typeof locale === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(locale);
}

/** The locale to show for `wanted`: itself when a catalogue is loaded for it, else en-GB. */
export function displayLocale(wanted: string): string {
  return loadedLocales.has(wanted) ? wanted : FALLBACK_LOCALE;
}

function setDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

function activate(locale: string): void {
  if (i18n.locale !== locale) i18n.activate(locale);
  setDocumentLanguage(locale);
}

/** Activates the region's locale (or the fallback) if it is not already active. */
export function activateRegionLocale(locale: string = bus.region$.value.locale): void {
  activate(displayLocale(locale));
}

/**
 * @lingui/core is a federated singleton, so every package loads its own catalogue into the one
 * `i18n` instance (`load` merges catalogues per locale), then the region's locale is activated.
 * Synchronous: for tests and for catalogues already in memory.
 */
export function loadCatalog(catalogs: Record<string, Messages>): void {
  for (const [locale, messages] of Object.entries(catalogs)) {
    i18n.load(locale, messages);
    loadedLocales.add(locale);
  }
  activateRegionLocale(targetLocale());
}

function loadWith(loader: CatalogLoader, locale: SupportedLocale): Promise<void> {
  let byLocale = loading.get(loader);
  if (!byLocale) loading.set(loader, (byLocale = new Map()));
  let done = byLocale.get(locale);
  if (!done) {
    done = loader(locale).then(({ messages }) => {
      i18n.load(locale, messages);
    });
    // A failed chunk may be retried by the next switch.
    done.catch(() => byLocale.delete(locale));
    byLocale.set(locale, done);
  }
  return done;
}

/**
 * Shows `locale` (an unsupported one shows en-GB): every registered package's catalogue for it is
 * loaded first, so a page never mixes languages, then it is activated and `<html lang>` follows.
 * If loading fails the interface stays in (or returns to) en-GB.
 */
export async function switchLocale(locale: string): Promise<string> {
  const target: SupportedLocale = isSupportedLocale(locale) ? locale : FALLBACK_LOCALE;
  wantedLocale = target;
  try {
    await Promise.all(loaders.flatMap((l) => [loadWith(l, FALLBACK_LOCALE), loadWith(l, target)]));
    loadedLocales.add(FALLBACK_LOCALE);
    loadedLocales.add(target);
  } catch (error) {
    console.error(`[i18n] the ${target} catalogues could not be loaded; showing ${FALLBACK_LOCALE}`, error);
    await Promise.all(loaders.map((l) => loadWith(l, FALLBACK_LOCALE))).catch(() => undefined);
    if (wantedLocale === target) activate(FALLBACK_LOCALE);
    return FALLBACK_LOCALE;
  }
  // A later switch wins over one still loading.
  if (wantedLocale === target) activate(target);
  return target;
}

/**
 * Registers a package's catalogues (`(locale) => import(…/locales/${locale}/messages)`) and loads
 * the one for the locale in use (and en-GB, the fallback). A remote awaits this before it mounts,
 * so it never renders message ids; later region switches load it with every other package.
 */
export function registerCatalogs(loader: CatalogLoader): Promise<string> {
  if (!loaders.includes(loader)) loaders.push(loader);
  return switchLocale(targetLocale());
}

export { i18n };
