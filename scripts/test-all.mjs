// The one test command: typecheck, lint, unit tests of every package, production builds, then
// Playwright against the production builds in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['catalogues (every id in every locale)', ['run', 'test:i18n']],
  ['unit tests', ['run', 'test:unit']],
  ['production builds', ['run', 'build:all']],
  ['browser tests', ['run', 'test:e2e']],
];

const results = [];
for (const [name, args] of steps) {
  console.info(`\n=== ${name}: pnpm ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit' });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  results.push([name, r.status === 0, secs]);
  if (r.status !== 0) break;
}
console.info('\n=== summary');
for (const [name, ok, secs] of results) console.info(`${ok ? 'ok  ' : 'FAIL'} ${name} (${secs} s)`);
const failed = results.some(([, ok]) => !ok) || results.length < steps.length;
process.exit(failed ? 1 : 0);
