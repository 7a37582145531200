import { i18n, loadCatalog } from 'shared-session';
import { messages } from '../../locales/en-GB/messages';
import { countryGroups, defaultCountry } from './countries';
import { normaliseWebsite } from 'api/rules/website';
import { isEmail, isRegistrationNo, passwordRequirements, requirementsMet } from './rules';
import { loadEstimator } from './strength';
import { COUNTRIES } from './testing';

loadCatalog({ 'en-GB': messages });

describe('rules (as the server has them)', () => {
  it('checks passwords like api/src/auth/passwords.ts', () => {
    expect(passwordRequirements('short', 'ada@x.example')).toEqual({ length: false, notNumeric: true, notEmail: true });
    expect(passwordRequirements('12345678901', 'ada@x.example')).toEqual({ length: true, notNumeric: false, notEmail: true });
    expect(passwordRequirements('ADA@X.EXAMPLE', 'ada@x.example').notEmail).toBe(false);
    expect(passwordRequirements('adalovelace', 'adalovelace@x.example').notEmail).toBe(false);
    expect(requirementsMet('Kestrel-Harbour-91', 'ada@x.example')).toBe(true);
  });

  it('completes and refuses websites, e-mails and registration numbers', () => {
    expect(normaliseWebsite('kestrel.example')).toBe('https://kestrel.example');
    expect(normaliseWebsite('localhost')).toBeNull();
    expect(normaliseWebsite('ftp://kestrel.example')).toBeNull();
    expect(isEmail(' ada@kestrel.example ')).toBe(true);
    expect(isEmail('ada@kestrel')).toBe(false);
    expect(isRegistrationNo('SC 123/45-6')).toBe(true);
    expect(isRegistrationNo('-123')).toBe(false);
  });
});

describe('countries', () => {
  it('defaults to the locale’s region when listed, else GB', () => {
    const codes = COUNTRIES.map((c) => c.code);
    expect(defaultCountry('it-IT', codes)).toBe('IT');
    expect(defaultCountry('en-US', codes)).toBe('US');
    expect(defaultCountry('en-AU', codes)).toBe('GB'); // AU is not in this short list
    expect(defaultCountry('en', codes)).toBe('GB');
  });

  it('names the countries in the reader’s language', () => {
    const { frequent, others } = countryGroups(COUNTRIES, 'it-IT');
    expect(frequent.map((c) => c.name)).toEqual(['Regno Unito', 'Italia', 'Stati Uniti']);
    expect(others.map((c) => c.code)).toEqual(['AF', 'FR', 'DE', 'PT', 'ZW']); // Afghanistan, Francia, Germania, Portogallo, Zimbabwe
  });
});

describe('strength (zxcvbn-ts)', () => {
  it('scores passwords and gives our words for its warnings', async () => {
    const estimate = await loadEstimator(i18n);
    expect(estimate('password123', [])).toMatchObject({ score: 0, warning: 'This is a commonly used password.' });
    expect(estimate('Kestrel-Harbour-91', ['ada@kestrel.example']).score).toBeGreaterThanOrEqual(3);
    const personal = estimate('lovelace', ['Ada', 'Lovelace']);
    expect(personal.score).toBeLessThan(3);
    expect(personal.warning).toBe('Avoid your name, your e-mail address and other details from this form.');
  });
});
