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

test('/embed/map in the host uses the embed layout and, logged out, shows the same open competitions as the standalone embed', async ({ page }) => {
  await page.goto('/embed/map');
  const map = page.getByRole('region', { name: 'Competitions map' });
  await expect(map).toBeVisible();
  // Embed layout: no shell chrome around the map.
  await expect(page.locator('nav[data-nav="side"]')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
  const boundaries = page.locator('path.competition-boundary');
  await expect(boundaries.first()).toBeVisible();
  const inHost = await boundaries.count();

  // Logged out: open competitions only.
  const statuses = await page.getByRole('list', { name: 'Competitions' }).getByRole('listitem').allInnerTexts();
  expect(statuses.length).toBe(inHost);
  for (const text of statuses) expect(text).toContain('Bidding open');

  const open = await fetch(`${API_BASE}flex/public/competitions/?limit=0`);
  const total = Number(/\/(\d+)$/.exec(open.headers.get('content-range') ?? '')?.[1]);
  expect(inHost).toBe(total);

  await page.goto(`http://localhost:${PORTS.remotes.mfe_dashboard}/embed-demo.html?api=${encodeURIComponent(API_BASE)}`);
  await expect(page.locator('#map path.competition-boundary').first()).toBeVisible();
  await expect(page.locator('#map path.competition-boundary')).toHaveCount(inHost);
});
