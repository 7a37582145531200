// Every UI catalogue of every package, in every locale: each en-GB id is present and translated,
// with the same placeholders and tags, and the compiled catalogue the bundles import has it too.
// Run: node --test tools/i18n/ (part of `pnpm test`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, ROOT, SOURCE_LOCALE, catalogueDirs, readPo } from './catalogues.mjs';
import { toAmerican } from './english.mjs';

/** Argument names of an ICU message, found recursively (plural/select branches are messages). */
function icuArguments(text) {
  const names = [];
  let i = 0;
  const message = (end) => {
    while (i < text.length && text[i] !== end) {
      if (text[i] === "'" && (text[i + 1] === '{' || text[i + 1] === '}')) { i = text.indexOf("'", i + 1) + 1 || text.length; continue; }
      if (text[i] === '{') { i++; argument(); } else i++;
    }
    i++;
  };
  const argument = () => {
    const head = /^\s*([A-Za-z0-9_]+)\s*(?:,\s*([a-z]+)\s*)?/.exec(text.slice(i));
    if (!head) { message('}'); return; }
    names.push(`{${head[1]}}`);
    i += head[0].length;
    if (text[i] === '}') { i++; return; }
    if (head[2] === 'plural' || head[2] === 'select' || head[2] === 'selectordinal') {
      i++; // the comma after the type
      while (i < text.length && text[i] !== '}') {
        if (text[i] === '{') { i++; message('}'); } else i++;
      }
      i++;
    } else {
      let depth = 1;
      while (i < text.length && depth > 0) { if (text[i] === '{') depth++; else if (text[i] === '}') depth--; i++; }
    }
  };
  message(undefined);
  return names;
}

/**
 * The argument names (each once: a translation may use one in several plural branches) and the
 * tags (<0>, </0>, <1/>) of an ICU message, sorted.
 */
function tokens(text) {
  const tags = [...text.matchAll(/<\/?\d+\s*\/?>/g)].map((m) => m[0].replace(/\s/g, ''));
  return [...new Set(icuArguments(text)), ...tags].sort();
}

function compiledIds(dir, locale) {
  const source = readFileSync(join(ROOT, dir, locale, 'messages.ts'), 'utf8');
  const json = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source);
  assert.ok(json, `${dir}/${locale}/messages.ts is not a compiled lingui catalogue`);
  return new Set(Object.keys(JSON.parse(JSON.parse(json[1]))));
}

const dirs = catalogueDirs();

test('the workspace has catalogues for every UI package', () => {
  for (const pkg of ['host', 'shared-ui', 'mfe-dashboard', 'mfe-manage', 'mfe-operations', 'mfe-settlement', 'mfe-exchange']) {
    assert.ok(dirs.some((d) => d.startsWith(`${pkg}/`)), `${pkg} has no catalogue`);
  }
});

for (const dir of dirs) {
  const source = readPo(join(ROOT, dir, SOURCE_LOCALE, 'messages.po')).items;
  for (const locale of LOCALES) {
    test(`${dir} ${locale}: every id translated, placeholders kept, compiled`, () => {
      const target = locale === SOURCE_LOCALE ? source : readPo(join(ROOT, dir, locale, 'messages.po')).items;
      const problems = [];
      for (const [id, item] of source) {
        if (!id) continue;
        const text = target.get(id)?.msgstr[0];
        if (!text) { problems.push(`missing ${id}`); continue; }
        const want = tokens(item.msgstr[0] || id).join(' ');
        if (tokens(text).join(' ') !== want) problems.push(`${id}: placeholders ${tokens(text).join(' ')} ≠ ${want}`);
      }
      const compiled = compiledIds(dir, locale);
      for (const id of source.keys()) if (id && !compiled.has(id)) problems.push(`not compiled: ${id} (run lingui compile)`);
      assert.deepEqual(problems.slice(0, 20), [], `${problems.length} problem(s) in ${dir}/${locale}`);
    });
  }
}

test('an argument used in several plural branches counts once', () => {
  assert.deepEqual(tokens('{count, plural, one {{names} has one} other {{names} have #}}'), tokens('{names} {count, plural, one {has} other {have}}'));
});

test('placeholders are ICU arguments, not plural branch texts', () => {
  assert.deepEqual(tokens('Schedule {count, plural, one {instruction} other {# instructions for {name}}} <0>now</0>'), ['</0>', '<0>', '{count}', '{name}']);
});

test('en-US takes American spelling, keeping placeholders and tags', () => {
  assert.equal(toAmerican('Your organisation’s colour and licence were cancelled'), 'Your organization’s color and license were canceled');
  assert.equal(toAmerican('{organisation} <0>Organise</0> the centre'), '{organisation} <0>Organize</0> the center');
  assert.equal(toAmerican('Enterprise advertised a promise'), 'Enterprise advertised a promise');
});
