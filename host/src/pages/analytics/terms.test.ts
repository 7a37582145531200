import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n } from '@lingui/core';
import { messages as english } from './locales/en-GB/messages';
import { messages as italian } from './locales/it-IT/messages';
import { termLabel } from './terms';

const API = join(__dirname, '../../../../api/src');

/** The codes of an `export const NAME = [...] as const` list in an API source file. */
function codes(file: string, name: string): string[] {
  const source = readFileSync(join(API, file), 'utf8');
  const list = new RegExp(`export const ${name} = \\[([^\\]]*)\\]`).exec(source);
  if (!list) throw new Error(`${name} not found in ${file}`);
  return [...list[1]!.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]!);
}

/** Each coded column the reports send, with every code the API can put in it. */
const CODED: Record<string, string[]> = {
  product: codes('platform/http/schemas.ts', 'COMPETITION_TYPES'),
  price_kind: codes('domain/analytics/reports/price-benchmarks.ts', 'PRICE_KINDS'),
  status: codes('domain/settlement/runs/schemas.ts', 'DISPUTE_STATUSES'),
  asset_type: codes('platform/http/schemas.ts', 'ASSET_TYPES'),
  exchange_type: codes('domain/exchange/schemas.ts', 'EXCHANGE_TYPES'),
};

describe('analytics terms', () => {
  const en = setupI18n({ locale: 'en-GB', messages: { 'en-GB': english } });
  const italianI18n = setupI18n({ locale: 'it-IT', messages: { 'it-IT': italian } });

  it('put every code of every coded column in words, in English and in Italian', () => {
    for (const [column, list] of Object.entries(CODED)) {
      expect(list.length).toBeGreaterThan(1);
      for (const code of list) {
        const words = termLabel(en, column, code);
        expect(words).not.toBeNull();
        expect(words).not.toBe(code);
        const translated = termLabel(italianI18n, column, code);
        expect(translated).not.toBeNull();
        expect(translated).not.toBe(words);
      }
    }
  });

  it('leave unknown codes, other columns and non-text values to the caller', () => {
    expect(termLabel(en, 'product', 'sustain_peak')).toBeNull();
    expect(termLabel(en, 'product', 'toString')).toBeNull();
    expect(termLabel(en, 'provider', 'storage')).toBeNull();
    expect(termLabel(en, 'constructor', 'storage')).toBeNull();
    expect(termLabel(en, 'status', 3)).toBeNull();
  });
});
