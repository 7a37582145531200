// Benchmark (not a test): how much JavaScript the host downloads before any remote, gzipped, and
// the stylesheets beside it (the host's styles are stylesheets, not script: tools/webpack.shared.cjs).
// Budget (ARCHITECTURE §6): ≤ 150 KB gzipped. Uses the production builds.
import path from 'node:path';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { servePlatform } from '../../tools/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ports = { mfe_dashboard: 4961, mfe_manage: 4962, mfe_operations: 4963, mfe_settlement: 4964, mfe_exchange: 4965 };
const platform = await servePlatform({ hostPort: 4960, remotePorts: ports, apiBase: 'http://localhost:4969/' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  const js = [];
  const css = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) js.push(r.url());
    if (r.url().endsWith('.css')) css.push(r.url());
  });
  await page.goto(`${platform.url}/login`, { waitUntil: 'networkidle' });
  let raw = 0;
  let gz = 0;
  for (const url of js) {
    const u = new URL(url);
    const pkg = u.port === '4960' ? 'host' : null;
    if (!pkg) continue;
    const buf = fs.readFileSync(path.join(root, pkg, 'dist', u.pathname));
    raw += buf.length;
    gz += zlib.gzipSync(buf, { level: 9 }).length;
  }
  const remoteFiles = js.filter((u) => new URL(u).port !== '4960');
  console.info(`host initial JS on /login: ${js.length - remoteFiles.length} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzipped (budget 150 KB)`);
  console.info(`remote files downloaded on /login: ${remoteFiles.length}`);
  let cssGz = 0;
  for (const url of css) {
    const u = new URL(url);
    if (u.port === '4960') cssGz += zlib.gzipSync(fs.readFileSync(path.join(root, 'host', 'dist', u.pathname)), { level: 9 }).length;
  }
  console.info(`host stylesheets on /login: ${css.length} files, ${(cssGz / 1024).toFixed(1)} KB gzipped`);
} finally {
  await browser.close();
  await platform.close();
}
