/**
 * The API's locales (spec platform §9) and how a request's locale is chosen: the best supported
 * match of Accept-Language, else the logged-in user's preferred_locale, else en-GB.
 */
import type { FastifyRequest } from 'fastify';

export const LOCALES = ['en-GB', 'en-US', 'en-AU', 'it-IT', 'pt-PT'] as const;
export type Locale = (typeof LOCALES)[number];
/** The source locale: messages are written in it. */
export const SOURCE_LOCALE: Locale = 'en-GB';
/** The locales translated by hand (en-US is derived by spelling, en-AU is the source text). */
export const TRANSLATED_LOCALES = ['it-IT', 'pt-PT'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

const BY_LOWER = new Map<string, Locale>(LOCALES.map((l) => [l.toLowerCase(), l]));
/** A language without a supported region: its first locale (en → en-GB, it → it-IT, pt-BR → pt-PT). */
const BY_LANGUAGE = new Map<string, Locale>([
  ['en', 'en-GB'],
  ['it', 'it-IT'],
  ['pt', 'pt-PT'],
]);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A supported locale for a tag (`it-IT`, `it_it`, `it`, `pt-BR`), or null. */
export function matchLocale(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  return BY_LOWER.get(lower) ?? BY_LANGUAGE.get(lower.split('-')[0] ?? '') ?? null;
}

const MAX_HEADER = 512;
const RANGE = /^([a-z]{1,8}(?:[-_][a-z0-9]{1,8})*|\*)(?:\s*;\s*q\s*=\s*([01](?:\.\d{0,3})?))?$/i;

/**
 * The best supported locale of an Accept-Language header (RFC 9110 §12.5.4: ranges weighted by
 * q, ties in header order), or null. Anything malformed is skipped, never an error; an
 * over-long header is read up to its first 512 characters.
 */
export function negotiateLocale(header: string | string[] | undefined): Locale | null {
  const text = (Array.isArray(header) ? header.join(',') : (header ?? '')).slice(0, MAX_HEADER);
  let best: { locale: Locale; q: number } | null = null;
  for (const part of text.split(',')) {
    const m = RANGE.exec(part.trim());
    if (!m) continue;
    const q = m[2] === undefined ? 1 : Number(m[2]);
    if (!(q > 0) || q > 1) continue;
    const locale = m[1] === '*' ? null : matchLocale(m[1]!);
    if (locale && (!best || q > best.q)) best = { locale, q };
  }
  return best?.locale ?? null;
}

/**
 * The locale of a request: Accept-Language when it names a supported locale (the front end sends
 * the locale its screens are in, so its messages match them), else the logged-in caller's
 * preferred_locale (API clients that send none), else en-GB. See README.md.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const asked = negotiateLocale(request.headers['accept-language']);
  if (asked) return asked;
  const preferred = request.user?.preferredLocale;
  return isLocale(preferred) ? preferred : SOURCE_LOCALE;
}

/** A stored locale (users.preferred_locale, registrations.locale) when supported, else en-GB. */
export function localeOr(value: unknown): Locale {
  return isLocale(value) ? value : SOURCE_LOCALE;
}
