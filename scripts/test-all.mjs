// The one test command: typecheck, lint and the catalogue check (side by side: each is one
// process on one core), unit tests of every package, production builds, then Playwright against
// the production builds in Debian's Chromium.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Each stage is run after the one before passes; the steps of one stage run at the same time. */
const stages = [
  [
    ['typecheck', ['run', 'typecheck']],
    ['lint', ['run', 'lint']],
    ['catalogues (every id in every locale)', ['run', 'test:i18n']],
  ],
  [['unit tests', ['run', 'test:unit']]],
  [['production builds', ['run', 'build:all']]],
  [['browser tests', ['run', 'test:e2e']]],
];

/** Runs one step; alone it streams its output, beside others it prints it whole when it ends. */
function runStep([name, args], alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (alone) console.info(`\n=== ${name}: pnpm ${args.join(' ')}`);
    const child = spawn('pnpm', args, { cwd: root, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout?.on('data', (d) => out.push(d));
    child.stderr?.on('data', (d) => out.push(d));
    child.on('close', (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) {
        console.info(`\n=== ${name}: pnpm ${args.join(' ')}`);
        process.stdout.write(Buffer.concat(out));
      }
      resolve([name, code === 0, secs]);
    });
  });
}

const results = [];
for (const stage of stages) {
  const done = await Promise.all(stage.map((step) => runStep(step, stage.length === 1)));
  results.push(...done);
  if (done.some(([, ok]) => !ok)) break;
}
console.info('\n=== summary');
for (const [name, ok, secs] of results) console.info(`${ok ? 'ok  ' : 'FAIL'} ${name} (${secs} s)`);
const failed = results.some(([, ok]) => !ok) || results.length < stages.flat().length;
process.exit(failed ? 1 : 0);
