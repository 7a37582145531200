import { bus, type FlagSet } from '../bus';
import { removeItem, writeItem } from '../storage';
import {
  CONSENT_LIFETIME_MS, CONSENT_STORAGE_KEY, readStoredConsent,
  type ConsentCategory, type ConsentChoice, type CookieConsent,
} from './stored';

/** The feature flag of the redesign: with it off, the optional categories start ticked (spec §4.4). */
export const REVAMP_FLAG = 'revamp';

export const ACCEPT_ALL: ConsentChoice = { statistics: true, marketing: true };
export const REJECT_NON_ESSENTIAL: ConsentChoice = { statistics: false, marketing: false };

/** What the customise controls start from before any choice: all on without the revamp flag, all off with it. */
export function defaultConsentChoice(flags: FlagSet = bus.flags$.value): ConsentChoice {
  return flags.has(REVAMP_FLAG) ? REJECT_NON_ESSENTIAL : ACCEPT_ALL;
}

/** Keeps `choice` for 365 days from `now` and publishes it on bus.consent$. */
export function saveConsent(choice: ConsentChoice, now: number = Date.now()): CookieConsent {
  const consent: CookieConsent = {
    essential: true,
    statistics: choice.statistics,
    marketing: choice.marketing,
    savedAt: new Date(now).toISOString(),
    expiresAt: new Date(now + CONSENT_LIFETIME_MS).toISOString(),
  };
  writeItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  bus.consent$.next(consent);
  return consent;
}

/** Forgets the choice (the banner shows again). */
export function clearConsent(): void {
  removeItem(CONSENT_STORAGE_KEY);
  bus.consent$.next(null);
}

/**
 * The choice in force at `now`: the published one while it lasts; once it has expired it is
 * withdrawn (published as null), so the banner asks again.
 */
export function currentConsent(now: number = Date.now()): CookieConsent | null {
  const consent = bus.consent$.value;
  if (consent && Date.parse(consent.expiresAt) <= now) {
    bus.consent$.next(null);
    return null;
  }
  return consent;
}

/** Whether `category` may be used: essential always; the others only with a choice that allows them. */
export function consentAllows(category: ConsentCategory, now: number = Date.now()): boolean {
  if (category === 'essential') return true;
  return currentConsent(now)?.[category] ?? false;
}

/** Re-reads the stored choice (another tab may have changed it) and publishes it when it differs. */
export function restoreConsent(now: number = Date.now()): CookieConsent | null {
  const stored = readStoredConsent(now);
  const shown = bus.consent$.value;
  if (JSON.stringify(stored) !== JSON.stringify(shown)) bus.consent$.next(stored);
  return stored;
}
