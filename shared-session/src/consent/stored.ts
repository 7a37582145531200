import { readItem } from '../storage';

/**
 * Cookie consent as kept in the browser (spec platform §3, §4.4, §9). Reading only: bus.ts takes
 * the first value from here, so this file must not import the bus (consent.ts writes and publishes).
 */
export type ConsentCategory = 'essential' | 'statistics' | 'marketing';

/** The optional categories a user chooses; essential is always on. */
export interface ConsentChoice {
  statistics: boolean;
  marketing: boolean;
}

/** A stored choice: essential is always on; kept until `expiresAt` (ISO date-time). */
export interface CookieConsent extends ConsentChoice {
  essential: true;
  savedAt: string;
  expiresAt: string;
}

/** localStorage key of the stored choice (JSON). */
export const CONSENT_STORAGE_KEY = 'cookie_consent';
/** A choice is kept for 365 days, then the banner asks again. */
export const CONSENT_LIFETIME_DAYS = 365;
export const CONSENT_LIFETIME_MS = CONSENT_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/** The stored JSON as a consent, or null when it is missing, malformed or expired at `now`. */
export function parseConsent(text: string | null, now: number = Date.now()): CookieConsent | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { statistics, marketing, savedAt, expiresAt } = value as Record<string, unknown>;
  if (typeof statistics !== 'boolean' || typeof marketing !== 'boolean') return null;
  if (typeof savedAt !== 'string' || typeof expiresAt !== 'string') return null;
  const expires = Date.parse(expiresAt);
  if (!Number.isFinite(expires) || expires <= now) return null;
  return { essential: true, statistics, marketing, savedAt, expiresAt };
}

/** The choice kept in this browser, if any and not expired. */
export function readStoredConsent(now: number = Date.now()): CookieConsent | null {
  return parseConsent(readItem(CONSENT_STORAGE_KEY), now);
}
