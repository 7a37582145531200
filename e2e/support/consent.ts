import { ISOLATED_PORTS, PORTS } from './ports';

/** The host's cookie-consent record in localStorage (shared-session consent/stored.ts). */
export const CONSENT_STORAGE_KEY = 'cookie_consent';
export const CONSENT_DAYS = 365;

type StorageState = {
  cookies: [];
  origins: Array<{ origin: string; localStorage: Array<{ name: string; value: string }> }>;
};

/** A choice made now (essential only unless told), as the banner would store it. */
export function consentRecord(choice: { statistics: boolean; marketing: boolean } = { statistics: false, marketing: false }): string {
  const now = Date.now();
  return JSON.stringify({
    essential: true,
    ...choice,
    savedAt: new Date(now).toISOString(),
    expiresAt: new Date(now + CONSENT_DAYS * 24 * 60 * 60 * 1000).toISOString(),
  });
}

/**
 * Browser state for every test but the consent ones: a cookie choice already made on the suite's
 * host origins, so the banner does not cover what other tests look at (playwright.config.ts).
 */
export function storageStateWithConsent(): StorageState {
  const value = consentRecord();
  const origins = [PORTS.host, ISOLATED_PORTS.host].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
  return { cookies: [], origins: origins.map((origin) => ({ origin, localStorage: [{ name: CONSENT_STORAGE_KEY, value }] })) };
}

/** For the consent tests: a first visit, nothing stored. */
export const EMPTY_STORAGE_STATE: StorageState = { cookies: [], origins: [] };
