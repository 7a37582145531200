// Writes translations into a locale's catalogues: node tools/i18n/apply.mjs it-IT file.json [...]
// Each file is JSON {catalogueDir: {id: translation}}; ids not in the catalogue are reported.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, readPo } from './catalogues.mjs';

const [locale, ...files] = process.argv.slice(2);
let written = 0;
let unknown = 0;
const byDir = {};
for (const file of files) {
  for (const [dir, entries] of Object.entries(JSON.parse(readFileSync(file, 'utf8')))) Object.assign((byDir[dir] ??= {}), entries);
}
for (const [dir, entries] of Object.entries(byDir)) {
  const path = join(ROOT, dir, locale, 'messages.po');
  const { po, items } = readPo(path);
  for (const [id, text] of Object.entries(entries)) {
    const item = items.get(id);
    if (!item) { unknown++; console.warn(`${dir}: no id ${id}`); continue; }
    item.msgstr = [text];
    written++;
  }
  writeFileSync(path, po.toString() + '\n');
}
console.log(`${locale}: ${written} translations written, ${unknown} unknown ids`);
