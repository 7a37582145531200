import { bus, DEFAULT_REGION } from '../bus';
import { configureApi, resetApiClient } from '../api/client';
import { STORAGE_KEYS, decodeBase64Json, encodeBase64Json } from '../storage';
import { fakeFetch, json } from '../testing/fakeApi';
import { fetchFlags, hasFlag, restoreFlags } from './flags';
import { REGIONS, regionForLocale, restoreRegion, setRegion } from './region';

beforeEach(() => {
  localStorage.clear();
  resetApiClient();
  bus.flags$.next(new Set());
  bus.region$.next(DEFAULT_REGION);
});

describe('regions', () => {
  it.each([
    ['AU', 'en-AU', 'Australia/Sydney', 'AUD'],
    ['GB', 'en-GB', 'Europe/London', 'GBP'],
    ['IT', 'it-IT', 'Europe/Rome', 'EUR'],
    ['PT', 'pt-PT', 'Europe/Lisbon', 'EUR'],
    ['US', 'en-US', 'US/Eastern', 'USD'],
  ] as const)('%s has locale %s, timezone %s, currency %s', (code, locale, timezone, currency) => {
    expect(REGIONS[code]).toMatchObject({ code, locale, timezone, currency });
  });

  it('setRegion stores base64 JSON and publishes', () => {
    const seen: string[] = [];
    const sub = bus.region$.subscribe((r) => seen.push(r.code));
    setRegion('IT');
    sub.unsubscribe();
    expect(seen).toEqual(['GB', 'IT']);
    expect(decodeBase64Json(localStorage.getItem(STORAGE_KEYS.region))).toMatchObject({ code: 'IT', locale: 'it-IT' });
  });

  it('restoreRegion reads storage and ignores unknown or corrupt values', () => {
    localStorage.setItem(STORAGE_KEYS.region, encodeBase64Json({ code: 'PT' }));
    expect(restoreRegion().code).toBe('PT');
    bus.region$.next(DEFAULT_REGION);
    localStorage.setItem(STORAGE_KEYS.region, encodeBase64Json({ code: 'FR' }));
    expect(restoreRegion().code).toBe('GB');
    localStorage.setItem(STORAGE_KEYS.region, '%%%not base64');
    expect(restoreRegion().code).toBe('GB');
  });

  it('finds a region by locale', () => {
    expect(regionForLocale('en-us')?.code).toBe('US');
    expect(regionForLocale('fr-FR')).toBeNull();
    expect(regionForLocale(undefined)).toBeNull();
  });
});

describe('feature flags', () => {
  it('restores the stored flags and ignores non-strings', () => {
    localStorage.setItem(STORAGE_KEYS.features, encodeBase64Json(['explore', 3, 'exchange']));
    restoreFlags();
    expect(hasFlag('explore')).toBe(true);
    expect(hasFlag('exchange')).toBe(true);
    expect(bus.flags$.value.size).toBe(2);
  });

  it('fetches features/, publishes and stores base64 JSON', async () => {
    const api = fakeFetch(() => json(['full_tier', 'roadmap']));
    configureApi({ apiBase: 'http://api.test/', fetch: api.fetch });
    const flags = await fetchFlags();
    expect([...flags]).toEqual(['full_tier', 'roadmap']);
    expect(bus.flags$.value).toBe(flags);
    expect(localStorage.getItem(STORAGE_KEYS.features)).toBe(btoa(JSON.stringify(['full_tier', 'roadmap'])));
  });

  it('does not re-publish an unchanged set', async () => {
    const api = fakeFetch(() => json(['a']));
    configureApi({ apiBase: 'http://api.test/', fetch: api.fetch });
    let emissions = 0;
    const sub = bus.flags$.subscribe(() => emissions++);
    await fetchFlags();
    await fetchFlags();
    sub.unsubscribe();
    expect(emissions).toBe(2); // the initial value, then one change
  });
});

describe('storage encoding', () => {
  it('round-trips unicode', () => {
    const value = { name: 'Società Elettrica — Ø', n: [1, 2] };
    expect(decodeBase64Json(encodeBase64Json(value))).toEqual(value);
    expect(decodeBase64Json(null)).toBeUndefined();
  });
});
