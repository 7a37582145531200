// The UI catalogues of the workspace: every package's lingui catalogue paths and their locales.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const { LOCALES } = require('../lingui.shared.cjs');
export const SOURCE_LOCALE = 'en-GB';

/** Catalogue folders (those holding `{locale}/messages.po`), relative to the workspace root. */
export function catalogueDirs() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = join(dir, entry.name);
      if (entry.name === 'locales' && existsSync(join(full, SOURCE_LOCALE, 'messages.po'))) found.push(relative(ROOT, full));
      else walk(full);
    }
  };
  for (const pkg of readdirSync(ROOT)) {
    const src = join(ROOT, pkg, 'src');
    if (existsSync(join(ROOT, pkg, 'package.json')) && existsSync(src)) walk(src);
  }
  return found.sort();
}

/** Minimal PO reading for lingui's output: msgid → msgstr (single-line strings, as lingui writes them). */
export function readPo(file) {
  const PO = require('pofile');
  const po = PO.parse(readFileSync(file, 'utf8'));
  return { po, items: new Map(po.items.map((item) => [item.msgid, item])) };
}
