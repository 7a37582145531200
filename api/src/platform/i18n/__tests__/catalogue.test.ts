/**
 * Every message the API can answer with is in the catalogue, in every locale: the scan
 * of api/src (test/support/message-scan.ts) against the catalogue, the translations' placeholders,
 * the e-mail texts, and the generated en-US spelling list. A new message without translations
 * fails here, with the lines to add.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { messagesIn, NOT_MESSAGES, scanMessages } from '../../../../test/support/message-scan.js';
import { CATALOGUE, CATALOGUE_PARTS } from '../catalogue/index.js';
import { MAIL_TEXTS } from '../mail/index.js';
import { messages, PLACEHOLDER } from '../translate.js';

const placeholders = (text: string) => [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort();
/** A scanned message as the API could send it: each `{}` (a `${…}` of the source) filled with a sample value. */
const instance = (shape: string) => shape.replace(/\{\}/g, '7');

describe('the message scan', () => {
  it('finds messages in error calls, field lists, templates and concatenations, and skips descriptions, logs and SQL', () => {
    const source = [
      "throw badRequest({ name: ['This name is taken.'] });",
      'throw forbidden(`You need the “${permission}” permission.`);',
      "errors.push('Line ' + n + ' is too long.');",
      "const schema = Type.String({ description: 'The name of the thing, shown in lists' });",
      "registerResource(app, { descriptions: { list: 'The things of my organisation, any member may read them.' } });",
      "request.log.info('Something happened here');",
      "await db.query('SELECT id FROM things WHERE name = $1', [name]);",
      "throw new Error('Internal detail for the logs');",
    ].join('\n');
    expect(messagesIn('x.ts', source).map((m) => m.text)).toEqual(['This name is taken.', 'You need the “{}” permission.', 'Line {} is too long.']);
  });
});

describe('the API message catalogue', () => {
  const found = scanMessages();

  it('scans a real number of messages', () => {
    expect(found.length).toBeGreaterThan(300);
  });

  it('knows every message of api/src, so each is translated into every locale', () => {
    const missing = found.filter((m) => messages.match(instance(m.text)) === null);
    const report = [...new Map(missing.map((m) => [m.text, m.where])).entries()].map(([text, where]) => `  ${where}: ${JSON.stringify(text)}`);
    // Add each to its domain's messages.ts (or platform/i18n/catalogue/common.ts) with {name} placeholders and its it-IT and pt-PT text, then `pnpm --filter api i18n:en-us`.
    expect(report).toEqual([]);
  });

  it('translates every key into it-IT and pt-PT with the same placeholders, and has each key once', () => {
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const [part, entries] of Object.entries(CATALOGUE_PARTS)) {
      for (const [key, t] of Object.entries(entries)) {
        if (seen.has(key)) problems.push(`${key}: in ${seen.get(key)} and ${part}`);
        seen.set(key, part);
        if (!/[A-Za-z]{2}/.test(key.replace(PLACEHOLDER, ''))) problems.push(`${key}: a key needs text besides its placeholders`);
        for (const locale of ['it-IT', 'pt-PT'] as const) {
          if (!t[locale]?.trim()) problems.push(`${key}: no ${locale}`);
          else if (placeholders(t[locale]).join() !== placeholders(key).join()) problems.push(`${key}: ${locale} placeholders differ`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(Object.keys(CATALOGUE)).toHaveLength(seen.size);
  });

  it('lists as not messages only sentences the scan still finds (no stale exceptions)', () => {
    const all = new Set(scanMessages(true).map((m) => m.text));
    expect(Object.keys(NOT_MESSAGES).filter((text) => !all.has(text))).toEqual([]);
  });
});

describe('the e-mail texts', () => {
  it('have it-IT and pt-PT with the placeholders of the en-GB text', () => {
    const problems = MAIL_TEXTS.flatMap((t) =>
      (['it-IT', 'pt-PT'] as const).filter((l) => !t[l].trim() || placeholders(t[l]).join() !== placeholders(t['en-GB']).join()).map((l) => `${t['en-GB']}: ${l}`),
    );
    expect(MAIL_TEXTS.length).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
});

describe('en-US', () => {
  it('is generated from the current en-GB texts (pnpm --filter api i18n:en-us)', () => {
    const api = path.resolve(__dirname, '../../../..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/gen-en-us.ts', '--check'], { cwd: api, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
