/**
 * Runs every benchmark in this folder (files named *.bench.ts) one after the other and prints
 * their figures. Not part of the test run: `pnpm --filter api bench` (optionally with a name
 * filter: `pnpm --filter api bench qualification`).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2];
const all = readdirSync(here).filter((f) => f.endsWith('.bench.ts'));
// Names that start with the filter win (`sse` is sse-fanout, not assets); otherwise any containing it.
const starting = filter ? all.filter((f) => f.startsWith(filter)) : [];
const files = (starting.length > 0 ? starting : all.filter((f) => !filter || f.includes(filter))).sort();

for (const f of files) {
  console.info(`\n=== ${f} ===`);
  const mod = (await import(pathToFileURL(path.join(here, f)).href)) as { run?: () => Promise<void> };
  if (typeof mod.run === 'function') await mod.run();
}
