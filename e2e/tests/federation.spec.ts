import { expect, test } from '@playwright/test';
import { PORTS } from '../support/ports';
import { sharedAssetFiles } from '../support/manifests';
import { signIn, USERS } from '../support/session';

const packages: Record<string, { pkg: string; port: number }> = {
  host: { pkg: 'host', port: PORTS.host },
  mfe_dashboard: { pkg: 'mfe-dashboard', port: PORTS.remotes.mfe_dashboard },
  mfe_manage: { pkg: 'mfe-manage', port: PORTS.remotes.mfe_manage },
  mfe_operations: { pkg: 'mfe-operations', port: PORTS.remotes.mfe_operations },
  mfe_settlement: { pkg: 'mfe-settlement', port: PORTS.remotes.mfe_settlement },
  mfe_exchange: { pkg: 'mfe-exchange', port: PORTS.remotes.mfe_exchange },
};

/** Every URL at which some build of the platform serves its own copy of `lib`. */
function copiesOf(lib: string): Set<string> {
  const urls = new Set<string>();
  for (const { pkg, port } of Object.values(packages)) {
    for (const file of sharedAssetFiles(pkg, lib)) urls.add(`http://localhost:${port}/${file}`);
  }
  return urls;
}

test('opening /manage downloads mfe-manage only, and React once', async ({ page }) => {
  await signIn(page, USERS.providerA);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto('/manage');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage' })).toBeVisible();
  // Not 'networkidle': a signed-in page keeps its live event stream (events/stream/) open for good.
  // The area's heading is on screen, so its remote and React have loaded.

  const fromPort = (port: number) => requests.filter((u) => new URL(u).port === String(port));
  await expect.poll(() => fromPort(PORTS.remotes.mfe_manage).some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
  for (const name of ['mfe_dashboard', 'mfe_operations', 'mfe_settlement', 'mfe_exchange'] as const) {
    expect(fromPort(PORTS.remotes[name]), `${name} must not be downloaded`).toEqual([]);
  }

  for (const lib of ['react', 'react-dom', 'react-dom/client']) {
    const copies = copiesOf(lib);
    expect(copies.size, `every build ships a fallback copy of ${lib}`).toBeGreaterThan(1);
    const downloaded = requests.filter((u) => copies.has(u));
    expect(downloaded, `${lib} downloaded exactly once`).toHaveLength(1);
  }
});

test('a remote is only downloaded when its area is first entered', async ({ page }) => {
  await signIn(page, USERS.providerA);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto('/manage');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage' })).toBeVisible();
  const settlementPort = String(PORTS.remotes.mfe_settlement);
  expect(requests.filter((u) => new URL(u).port === settlementPort)).toEqual([]);
  await page.goto('/settlement');
  await expect(page.getByRole('heading', { level: 1, name: 'Settlement' })).toBeVisible();
  expect(requests.filter((u) => new URL(u).port === settlementPort).length).toBeGreaterThan(0);
});
