/**
 * The cost of translating error answers (src/platform/i18n): 10,000 translations of a nested competition
 * error body (periods and windows, templates with values, a message inside a message) into it-IT,
 * against the same body serialised untranslated, and single messages that miss the catalogue (the
 * worst case: every template is tried). Prints the figures; asserts nothing.
 */
import { translate, translateBody } from '../src/platform/i18n/translate.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10_000);

const body = {
  closed: ['Must not be before bidding opens.'],
  utilisation_guide_price: ['The utilisation guide price is required for this competition type.'],
  service_periods: [
    {},
    {
      end: ['Must not be before the start of the period.'],
      service_windows: [
        {},
        {
          end_time: ['Must end after the window starts (an earlier time runs overnight).'],
          capacity_required: ['Ensure this value is less than or equal to 100000.'],
          name: ['Ensure this field has no more than 200 characters.'],
        },
      ],
    },
  ],
  file: ['This file is a ZIP archive, not a CSV file. Save it from your spreadsheet as “CSV UTF-8 (comma delimited)” and upload that.'],
  detail: 'Something the catalogue does not know.',
};

function time(label: string, fn: () => void): number {
  for (let i = 0; i < 200; i++) fn(); // warm up
  const t0 = performance.now();
  for (let i = 0; i < ROUNDS; i++) fn();
  const ms = performance.now() - t0;
  console.info(`${label}: ${ms.toFixed(1)} ms for ${ROUNDS.toLocaleString('en-GB')} (${((ms * 1000) / ROUNDS).toFixed(1)} µs each)`);
  return ms;
}

export async function run(): Promise<void> {
  const count = (v: unknown): number => (typeof v === 'string' ? 1 : v && typeof v === 'object' ? Object.values(v).reduce((n: number, x) => n + count(x), 0) : 0);
  console.info(`nested error body: ${count(body)} messages, ${JSON.stringify(body).length} bytes`);
  const plain = time('serialise untranslated (en-GB)', () => JSON.stringify(translateBody(body, 'en-GB')));
  const italian = time('translate to it-IT and serialise', () => JSON.stringify(translateBody(body, 'it-IT')));
  time('translate to en-US and serialise', () => JSON.stringify(translateBody(body, 'en-US')));
  time('one unknown message (no template matches)', () => translate('Nobody has written this message anywhere.', 'pt-PT'));
  console.info(`translation adds ${((italian - plain) / ROUNDS * 1000).toFixed(1)} µs per error answer`);
}
