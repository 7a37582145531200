/** Locale negotiation, message matching and body translation (no database). */
import { matchLocale, negotiateLocale } from '../locales.js';
import { fill, MessageCatalogue, translate, translateBody } from '../translate.js';
import { formatDateTime, formatNumber } from '../format.js';
import { mailText } from '../mail/text.js';
import { RESET_SUBJECT } from '../../../domain/accounts/mail/texts.js';

describe('Accept-Language', () => {
  it.each([
    ['it-IT', 'it-IT'],
    ['it', 'it-IT'],
    ['pt-BR', 'pt-PT'],
    ['en', 'en-GB'],
    ['en-US,en;q=0.9', 'en-US'],
    ['de-DE,de;q=0.9,pt;q=0.8,it;q=0.7', 'pt-PT'],
    ['fr;q=1, it-IT;q=0.2, en-AU;q=0.5', 'en-AU'],
    ['EN-au', 'en-AU'],
    ['it_IT', 'it-IT'],
    ['it;q=0, pt', 'pt-PT'],
  ])('%s → %s', (header, locale) => expect(negotiateLocale(header)).toBe(locale));

  it.each(['', '*', 'de-DE', ';;;', 'q=1', 'it;q=abc', 'it;q=0', 'it;q=2', '\u00e9t\u00e9', 'x'.repeat(10_000), '-it', 'it-'])('ignores %j', (header) => {
    expect(negotiateLocale(header)).toBeNull();
  });

  it('reads only the first 512 characters of a header', () => {
    expect(negotiateLocale(`${'de,'.repeat(200)}it`)).toBeNull();
    expect(negotiateLocale(undefined)).toBeNull();
    expect(negotiateLocale(['fr', 'it'])).toBe('it-IT');
    expect(matchLocale('pt')).toBe('pt-PT');
  });
});

describe('translate', () => {
  const catalogue = new MessageCatalogue({
    'Not found.': { 'it-IT': 'Non trovato.', 'pt-PT': 'Não encontrado.' },
    'Ensure this value is less than or equal to {max}.': { 'it-IT': 'Assicurati che sia al massimo {max}.', 'pt-PT': 'No máximo {max}.' },
    '{problems} Start from the template.': { 'it-IT': '{problems} Parti dal modello.', 'pt-PT': '{problems} Comece pelo modelo.' },
    'The column “{name}” is missing.': { 'it-IT': 'Manca la colonna “{name}”.', 'pt-PT': 'Falta a coluna “{name}”.' },
    'Cell {column}{row} is odd.': { 'it-IT': 'La cella {column}{row} è strana.', 'pt-PT': 'A célula {column}{row} é estranha.' },
  });

  it('matches exact messages and templates, filling the values in', () => {
    expect(catalogue.translate('Not found.', 'it-IT')).toBe('Non trovato.');
    expect(catalogue.translate('Ensure this value is less than or equal to 250.', 'pt-PT')).toBe('No máximo 250.');
    expect(catalogue.translate('Cell AB12 is odd.', 'it-IT')).toBe('La cella AB12 è strana.');
  });

  it('translates a value that is itself a message (one level)', () => {
    expect(catalogue.translate('The column “price” is missing. Start from the template.', 'it-IT')).toBe('Manca la colonna “price”. Parti dal modello.');
  });

  it('passes unknown messages, en-GB and en-AU through unchanged', () => {
    expect(catalogue.translate('Something new.', 'it-IT')).toBe('Something new.');
    expect(catalogue.translate('Not found. ', 'it-IT')).toBe('Not found. ');
    expect(catalogue.translate('Not found.', 'en-GB')).toBe('Not found.');
    expect(catalogue.translate('Not found.', 'en-AU')).toBe('Not found.');
  });

  it('translates every string of a nested DRF body and keeps keys, codes, numbers and nulls', () => {
    const body = {
      detail: 'Not found.',
      code: 'Not found.',
      service_periods: [{}, { end: ['Ensure this value is less than or equal to 5.'], service_windows: [{ n: 3, x: null, name: ['Something new.'] }] }],
    };
    expect(catalogue.translateBody(body, 'it-IT')).toEqual({
      detail: 'Non trovato.',
      code: 'Not found.',
      service_periods: [{}, { end: ['Assicurati che sia al massimo 5.'], service_windows: [{ n: 3, x: null, name: ['Something new.'] }] }],
    });
    expect(body.detail).toBe('Not found.'); // the thrown error's body is not changed
  });

  it('uses American spelling for en-US (the generated list)', () => {
    expect(translate('Enter a colour as # followed by six hexadecimal digits, e.g. #0B5394.', 'en-US')).toBe('Enter a color as # followed by six hexadecimal digits, e.g. #0B5394.');
    expect(translate('The utilisation guide price is required for this competition type.', 'en-US')).toBe('The utilization guide price is required for this competition type.');
    expect(translateBody({ detail: 'Your organisation is already approved by Northern Lines Networks.' }, 'en-US')).toEqual({
      detail: 'Your organization is already approved by Northern Lines Networks.',
    });
  });

  it('fills placeholders in one pass', () => {
    expect(fill('{a} and {b}', { a: '{b}', b: 'x' })).toBe('{b} and x');
    expect(fill('{a} and {missing}', { a: 1 })).toBe('1 and {missing}');
  });
});

describe('e-mail texts and formats', () => {
  it('renders a text per locale', () => {
    expect(mailText(RESET_SUBJECT, 'it-IT')).toBe('Reimposta la password di Flex Marketplace');
    expect(mailText(RESET_SUBJECT, 'en-AU')).toBe('Reset your Flex Marketplace password');
  });

  it('formats dates in the locale in London time, and numbers', () => {
    const summer = '2026-07-12T13:30:00Z';
    expect(formatDateTime(summer, 'en-GB')).toBe('12 Jul 2026, 14:30 BST');
    expect(formatDateTime(summer, 'it-IT')).toMatch(/^12 lug 2026, 14:30/);
    expect(formatDateTime(summer, 'pt-PT')).toMatch(/^12\/07\/2026, 14:30/);
    expect(formatNumber(1234.5, 'it-IT')).toBe('1234,5');
    expect(formatNumber(1234.5, 'en-US')).toBe('1,234.5');
  });
});
