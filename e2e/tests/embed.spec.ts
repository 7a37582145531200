import { expect, test } from '@playwright/test';
import { API_BASE, PORTS } from '../support/ports';

test('the third-party demo page mounts the map from the dashboard remote alone, asking nothing of the host', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const remote = `http://localhost:${PORTS.remotes.mfe_dashboard}`;
  await page.goto(`${remote}/embed-demo.html?api=${encodeURIComponent(API_BASE)}`);
  // A plain div in the third party's page holds the map.
  const map = page.locator('#map').getByRole('region', { name: 'Competitions map' });
  await expect(map).toBeVisible();
  // Logged out, the embed shows open competitions only: their boundaries are drawn.
  await expect(page.locator('#map path.competition-boundary').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const hostPort = String(PORTS.host);
  expect(requests.filter((u) => new URL(u).port === hostPort)).toEqual([]);
  expect(requests.some((u) => u.startsWith(`${remote}/remoteEntry.js`))).toBe(true);
});
