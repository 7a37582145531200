// Lists the ids a locale's catalogues miss, as JSON {catalogueDir: {id: sourceText}}.
// Usage: node tools/i18n/missing.mjs it-IT [pathFilter] > todo.json
import { join } from 'node:path';
import { ROOT, SOURCE_LOCALE, catalogueDirs, readPo } from './catalogues.mjs';

const [locale, filter = ''] = process.argv.slice(2);
if (!locale) throw new Error('usage: missing.mjs <locale> [pathFilter]');
const out = {};
for (const dir of catalogueDirs().filter((d) => d.includes(filter))) {
  const source = readPo(join(ROOT, dir, SOURCE_LOCALE, 'messages.po')).items;
  const target = readPo(join(ROOT, dir, locale, 'messages.po')).items;
  for (const [id, item] of source) {
    if (!id) continue;
    const t = target.get(id);
    if (!t || !t.msgstr[0]) (out[dir] ??= {})[id] = item.msgstr[0] || id;
  }
}
process.stdout.write(JSON.stringify(out, null, 1) + '\n');
