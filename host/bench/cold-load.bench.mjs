// Benchmark (not a test): each area's first screen from a cold browser cache, against the
// production builds and the API with its demo data. Every visit is a new browser context (an empty
// HTTP cache, the session token already stored), timed from navigation start to the screen's heading
// (`h1`) being laid out, by the page's own clock. Prints the median and p90 per area (target: heading within 1 s at p90)
// with the gzipped JavaScript each origin (the host, the area's remote) sent before the heading showed, and, with
// BENCH_JSON=<file>, writes them as JSON. Asserts nothing. BENCH_VISITS (default 10)
// visits per area.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { servePlatform } from '../../tools/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const VISITS = Number(process.env.BENCH_VISITS ?? 10);
const HOST_PORT = 4970;
const API_PORT = 4979;
const apiBase = `http://localhost:${API_PORT}/`;
const remotePorts = { mfe_dashboard: 4971, mfe_manage: 4972, mfe_operations: 4973, mfe_settlement: 4974, mfe_exchange: 4975 };
const DEMO_PASSWORD = 'Flex-demo-2026';
const OPERATOR = 'operator@northernlines.test';
const PROVIDER = 'provider@brightgrid.test';

/** Each area's first screen and who opens it (null: signed out). */
const SCREENS = [
  ['shell: sign in', '/login', null],
  ['shell: home', '/home', OPERATOR],
  ['dashboard', '/dashboard', PROVIDER],
  ['manage (provider)', '/manage/flexprovider/contracts', PROVIDER],
  ['manage (operator)', '/manage/systemoperator/competitions', OPERATOR],
  ['operations', '/operations/systemoperator', OPERATOR],
  ['settlement', '/settlement/systemoperator', OPERATOR],
  ['exchange', '/exchange', PROVIDER],
  ['analytics', '/analytics/reports', OPERATOR],
  ['settings', '/settings/account', OPERATOR],
];

async function waitForApi(timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${apiBase}features/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The API did not answer within ${timeoutMs} ms`);
}

async function tokenOf(email) {
  const res = await fetch(`${apiBase}auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status}`);
  return (await res.json()).token;
}

/** The package whose build a port serves. */
const packageAt = new Map([[HOST_PORT, 'host'], ...Object.entries(remotePorts).map(([name, port]) => [port, name.replace('_', '-')])]);

/** Gzipped KB of the JavaScript files fetched, per package (read from the builds as served). */
function scriptKb(urls) {
  const kb = {};
  for (const url of new Set(urls)) {
    const u = new URL(url);
    const pkg = packageAt.get(Number(u.port));
    if (!pkg) continue;
    const gz = zlib.gzipSync(fs.readFileSync(path.join(root, pkg, 'dist', u.pathname)), { level: 9 }).length;
    kb[pkg] = (kb[pkg] ?? 0) + gz / 1024;
  }
  return Object.fromEntries(Object.entries(kb).map(([pkg, v]) => [pkg, Math.round(v * 10) / 10]));
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cold-load-'));
const env = { ...process.env, PORT: String(API_PORT), DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${HOST_PORT}` };
delete env.DATABASE_URL; // the embedded database with the demo data, as the quick start runs it
const api = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
  cwd: path.join(root, 'api'),
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
let platform;
let browser;
try {
  await waitForApi(300_000);
  platform = await servePlatform({ hostPort: HOST_PORT, remotePorts, apiBase });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const tokens = { [OPERATOR]: await tokenOf(OPERATOR), [PROVIDER]: await tokenOf(PROVIDER) };
  const consent = JSON.stringify({ essential: true, statistics: false, marketing: false, savedAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 365 * 86_400_000).toISOString() });
  const results = [];
  console.info(`${VISITS} cold visits per screen (new browser context each: empty cache, session stored)`);
  for (const [label, url, user] of SCREENS) {
    const times = [];
    let heading = '';
    let scripts = {};
    for (let i = 0; i < VISITS; i++) {
      const storage = [{ name: 'cookie_consent', value: consent }];
      if (user) storage.push({ name: 'token', value: tokens[user] });
      const context = await browser.newContext({ storageState: { cookies: [], origins: [{ origin: platform.url, localStorage: storage }] } });
      const page = await context.newPage();
      const fetched = [];
      page.on('response', (r) => {
        if (new URL(r.url()).pathname.endsWith('.js')) fetched.push(r.url());
      });
      // The page notes when its first heading is laid out (its own clock, from navigation start):
      // Playwright's polling would add up to half a second to the figure.
      await page.addInitScript(() => {
        const check = () => {
          const h1 = document.querySelector('h1');
          if (h1 && h1.getBoundingClientRect().height > 0 && window.__headingAt === undefined) window.__headingAt = performance.now();
        };
        new MutationObserver(check).observe(document, { subtree: true, childList: true });
      });
      await page.goto(`${platform.url}${url}`, { waitUntil: 'commit' });
      const h1 = page.locator('h1').first();
      await h1.waitFor({ state: 'visible', timeout: 30_000 });
      times.push(await page.waitForFunction(() => window.__headingAt).then((at) => at.jsonValue()));
      heading = (await h1.textContent())?.trim() ?? '';
      // What the screen needed to show its heading (signed-in pages keep a live stream open, so
      // the network never goes idle).
      if (i === 0) scripts = scriptKb(fetched);
      await context.close();
    }
    times.sort((a, b) => a - b);
    const row = { screen: label, url, heading, median_ms: Math.round(percentile(times, 0.5)), p90_ms: Math.round(percentile(times, 0.9)), js_gzip_kb: scripts };
    results.push(row);
    console.info(`${label.padEnd(22)} ${url.padEnd(38)} median ${String(row.median_ms).padStart(5)} ms  p90 ${String(row.p90_ms).padStart(5)} ms  “${heading}”  JS gz ${Object.entries(scripts).map(([pkg, kb]) => `${pkg} ${kb} KB`).join(', ')}`);
  }
  const worst = Math.max(...results.map((r) => r.p90_ms));
  console.info(`worst p90: ${worst} ms (target 1000 ms)`);
  if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify({ visits: VISITS, screens: results }, null, 2));
} finally {
  await browser?.close();
  await platform?.close();
  api.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
