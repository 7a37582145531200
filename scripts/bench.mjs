// Runs every benchmark and prints its figures. Needs `pnpm run build:all` first.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benches = [
  ['API: qualification engine and hot reads', 'pnpm', ['--filter', 'api', 'bench']],
  ['Map: 100,000 pins and 500 polygons in Chromium', 'node', ['mfe-dashboard/bench/map.bench.mjs']],
  ['Shell: host initial JavaScript', 'node', ['host/bench/initial-js.bench.mjs']],
  ['Cold loads: each area\'s first screen from an empty browser cache', 'node', ['host/bench/cold-load.bench.mjs']],
];
let failed = false;
for (const [name, cmd, args] of benches) {
  const script = args.find((a) => a.endsWith('.mjs'));
  if (script && !fs.existsSync(path.join(root, script))) continue;
  console.info(`\n=== ${name}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  failed ||= r.status !== 0;
}
process.exit(failed ? 1 : 0);
