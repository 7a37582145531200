// Writes translations into a locale's catalogues: node tools/i18n/apply.mjs it-IT file.json [...]
// Each file is JSON {catalogueDir: {id: translation}}; an id that has moved to another catalogue
// (a package may keep several) is written there; ids found nowhere are reported.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, catalogueDirs, readPo } from './catalogues.mjs';

const [locale, ...files] = process.argv.slice(2);
let written = 0;
let unknown = 0;
const byDir = {};
for (const file of files) {
  for (const [dir, entries] of Object.entries(JSON.parse(readFileSync(file, 'utf8')))) Object.assign((byDir[dir] ??= {}), entries);
}
const catalogues = new Map(catalogueDirs().map((dir) => [dir, { path: join(ROOT, dir, locale, 'messages.po') }]));
for (const entry of catalogues.values()) Object.assign(entry, readPo(entry.path), { changed: false });
for (const [dir, entries] of Object.entries(byDir)) {
  for (const [id, text] of Object.entries(entries)) {
    const home = catalogues.get(dir)?.items.has(id) ? catalogues.get(dir) : [...catalogues.values()].find((c) => c.items.has(id));
    if (!home) { unknown++; console.warn(`${dir}: no id ${id}`); continue; }
    home.items.get(id).msgstr = [text];
    home.changed = true;
    written++;
  }
}
for (const entry of catalogues.values()) if (entry.changed) writeFileSync(entry.path, entry.po.toString() + '\n');
console.log(`${locale}: ${written} translations written, ${unknown} unknown ids`);
