export {
  CONSENT_STORAGE_KEY, CONSENT_LIFETIME_DAYS, CONSENT_LIFETIME_MS, parseConsent, readStoredConsent,
} from './stored';
export type { ConsentCategory, ConsentChoice, CookieConsent } from './stored';
export {
  REVAMP_FLAG, ACCEPT_ALL, REJECT_NON_ESSENTIAL, defaultConsentChoice, saveConsent, clearConsent, currentConsent,
  consentAllows, restoreConsent,
} from './consent';
