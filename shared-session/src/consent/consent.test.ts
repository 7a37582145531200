import { bus, type Bus } from '../bus';
import {
  ACCEPT_ALL, CONSENT_LIFETIME_MS, CONSENT_STORAGE_KEY, REJECT_NON_ESSENTIAL, REVAMP_FLAG, clearConsent, consentAllows,
  currentConsent, defaultConsentChoice, parseConsent, readStoredConsent, restoreConsent, saveConsent,
} from '.';

const NOW = Date.UTC(2026, 2, 1, 12, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

afterEach(() => {
  clearConsent();
  bus.flags$.next(new Set());
});

describe('cookie consent', () => {
  it('has no choice at first: only essential cookies are allowed', () => {
    expect(bus.consent$.value).toBeNull();
    expect(consentAllows('essential')).toBe(true);
    expect(consentAllows('statistics')).toBe(false);
    expect(consentAllows('marketing')).toBe(false);
  });

  it('keeps a choice for 365 days in local storage and publishes it', () => {
    const seen: unknown[] = [];
    const sub = bus.consent$.subscribe((c) => seen.push(c));
    const saved = saveConsent({ statistics: true, marketing: false }, NOW);
    sub.unsubscribe();
    expect(saved).toEqual({
      essential: true,
      statistics: true,
      marketing: false,
      savedAt: '2026-03-01T12:00:00.000Z',
      expiresAt: '2027-03-01T12:00:00.000Z',
    });
    expect(Date.parse(saved.expiresAt) - NOW).toBe(365 * DAY);
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toEqual(saved);
    expect(seen).toEqual([null, saved]);
    expect(consentAllows('statistics', NOW)).toBe(true);
    expect(consentAllows('marketing', NOW)).toBe(false);
    expect(readStoredConsent(NOW + DAY)).toEqual(saved);
  });

  it('accept all and reject non-essential', () => {
    saveConsent(ACCEPT_ALL, NOW);
    expect([consentAllows('statistics', NOW), consentAllows('marketing', NOW)]).toEqual([true, true]);
    saveConsent(REJECT_NON_ESSENTIAL, NOW);
    expect([consentAllows('statistics', NOW), consentAllows('marketing', NOW)]).toEqual([false, false]);
    expect(consentAllows('essential', NOW)).toBe(true);
  });

  it('forgets a choice once 365 days have passed, so the banner asks again', () => {
    saveConsent(ACCEPT_ALL, NOW);
    expect(readStoredConsent(NOW + CONSENT_LIFETIME_MS - 1)).not.toBeNull();
    expect(readStoredConsent(NOW + CONSENT_LIFETIME_MS)).toBeNull();
    expect(currentConsent(NOW + CONSENT_LIFETIME_MS - 1)).not.toBeNull();
    expect(consentAllows('statistics', NOW + CONSENT_LIFETIME_MS)).toBe(false);
    expect(bus.consent$.value).toBeNull();
  });

  it('ignores a stored value that is not a choice', () => {
    expect(parseConsent(null, NOW)).toBeNull();
    expect(parseConsent('not json', NOW)).toBeNull();
    expect(parseConsent('"yes"', NOW)).toBeNull();
    expect(parseConsent(JSON.stringify({ statistics: 'yes', marketing: true, savedAt: 'x', expiresAt: '2030-01-01' }), NOW)).toBeNull();
    expect(parseConsent(JSON.stringify({ statistics: true, marketing: true, savedAt: 'x', expiresAt: 'never' }), NOW)).toBeNull();
    expect(parseConsent(JSON.stringify({ statistics: true, marketing: true, savedAt: 'x', expiresAt: '2030-01-01T00:00:00Z' }), NOW)).toEqual(
      expect.objectContaining({ essential: true, statistics: true, marketing: true }),
    );
  });

  it('restores a choice stored by another tab', () => {
    const stored = { essential: true, statistics: false, marketing: true, savedAt: new Date(NOW).toISOString(), expiresAt: new Date(NOW + DAY).toISOString() };
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
    expect(restoreConsent(NOW)).toEqual(stored);
    expect(bus.consent$.value).toEqual(stored);
    window.localStorage.removeItem(CONSENT_STORAGE_KEY);
    expect(restoreConsent(NOW)).toBeNull();
    expect(bus.consent$.value).toBeNull();
  });

  it('the bus starts from the choice stored on an earlier visit', () => {
    const stored = { essential: true, statistics: true, marketing: false, savedAt: new Date().toISOString(), expiresAt: new Date(Date.now() + DAY).toISOString() };
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
    const slot = globalThis as unknown as Record<string, unknown>;
    const pageBus = slot.__flexBus__;
    delete slot.__flexBus__;
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const fresh = (require('../bus') as { bus: Bus }).bus;
        expect(fresh.consent$.value).toEqual(stored);
      });
    } finally {
      slot.__flexBus__ = pageBus;
    }
  });

  it('defaults the optional categories to on without the revamp flag, off with it', () => {
    expect(defaultConsentChoice(new Set())).toEqual({ statistics: true, marketing: true });
    expect(defaultConsentChoice(new Set([REVAMP_FLAG]))).toEqual({ statistics: false, marketing: false });
    bus.flags$.next(new Set(['revamp']));
    expect(defaultConsentChoice()).toEqual({ statistics: false, marketing: false });
  });
});
