#!/usr/bin/env node
// A package's `test` script: Jest once as usual (arguments passed through), then every
// `*.zones.test.ts(x)` file of the package again under each of ZONES as the process's own time
// zone. TZ has to be in the environment before Node starts (setting process.env.TZ inside a test
// is too late for some Node versions), so each zone is a fresh Jest process. A zones file can
// check `process.env.TZ` to prove it ran in that zone.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const ZONES = ['UTC', 'Europe/London', 'America/New_York', 'Australia/Sydney'];

const require = createRequire(path.join(process.cwd(), 'package.json'));
const jestBin = require.resolve('jest/bin/jest');
const args = process.argv.slice(2);

function run(jestArgs, env) {
  const result = spawnSync(process.execPath, [jestBin, ...jestArgs], { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function zonesFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') out.push(...zonesFiles(full));
    } else if (/\.zones\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

let status = run(args, {});
// Positional arguments are Jest's path patterns: keep only the zones files they select.
const patterns = args.filter((a) => !a.startsWith('-')).map((a) => new RegExp(a));
const files = zonesFiles(path.join(process.cwd(), 'src')).filter((f) => patterns.length === 0 || patterns.some((p) => p.test(f)));
if (files.length > 0 && !args.some((a) => a === '--watch' || a === '--watchAll')) {
  for (const zone of ZONES) {
    process.stdout.write(`\nTime-zone run: TZ=${zone}\n`);
    status = run(['--runTestsByPath', ...files], { TZ: zone }) || status;
  }
}
process.exit(status);
