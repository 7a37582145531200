import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ISOLATED_PORTS } from '../support/ports';
import { repoRoot, serveDir, startIsolatedPlatform, type Platform } from '../support/platform';
import { signIn, USERS } from '../support/session';

function hashTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isFile()) out[name] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return out;
}

let platform: Platform | undefined;
const v2Dir = path.join(repoRoot, 'e2e', '.tmp', 'mfe-operations-v2');

test.afterEach(async () => {
  await platform?.close();
  platform = undefined;
});

test('a remote redeployed alone shows its new version; the host is byte-for-byte unchanged', async ({ page }) => {
  test.setTimeout(300_000); // includes a production build of one remote
  // A rebuild of one remote with a different version marker, into its own folder. It runs
  // without blocking the test's event loop: a blocked loop cannot retire idle keep-alive
  // connections, and the next API call would then reuse one the server has already closed.
  await promisify(execFile)('pnpm', ['exec', 'webpack', '--mode', 'production'], {
    cwd: path.join(repoRoot, 'mfe-operations'),
    env: { ...process.env, APP_VERSION: '2', OUT_DIR: v2Dir },
    maxBuffer: 64 * 1024 * 1024,
  });
  const hostDist = path.join(repoRoot, 'host', 'dist');
  const hostBefore = hashTree(hostDist);

  platform = await startIsolatedPlatform();
  const base = platform.url;
  await signIn(page, USERS.providerA, base);
  await page.goto(`${base}/operations`);
  const landing = page.locator('[data-area="operations"]');
  await expect(landing).toHaveAttribute('data-version', '1');
  const hostServedBefore = await (await page.request.get(`${base}/main.js`)).body();

  // Deploy: replace the served build of mfe-operations only.
  await platform.servers.mfe_operations!.close();
  platform.servers.mfe_operations = await serveDir({ dir: v2Dir, port: ISOLATED_PORTS.remotes.mfe_operations });
  const builds: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[flex] ')) builds.push(message.text());
  });
  await page.reload();
  await expect(landing).toHaveAttribute('data-version', '2');
  // The build marker is for support (data attribute, console), never shown to users.
  await expect.poll(() => builds).toContain('[flex] operations build 2');
  await expect(page.getByText('v2', { exact: true })).toHaveCount(0);

  expect(hashTree(hostDist)).toEqual(hostBefore);
  const hostServedAfter = await (await page.request.get(`${base}/main.js`)).body();
  expect(hostServedAfter.equals(hostServedBefore)).toBe(true);
});
