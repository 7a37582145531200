import { expect, test, type Page, type Request } from '@playwright/test';
import { PORTS } from '../support/ports';
import { signIn, USERS } from '../support/session';

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const hostOrigin = `http://localhost:${PORTS.host}`;
const dashboardOrigin = `http://localhost:${PORTS.remotes.mfe_dashboard}`;

/** Counts full page loads (a reload is one; in-app navigation is none). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

test('a toast on the dashboard sits above the map and is dismissed with Escape or its close button', async ({ page }) => {
  await signIn(page, USERS.providerA);
  await page.goto('/dashboard?competition=987654');
  const map = page.getByRole('region', { name: 'Competitions map' });
  await expect(map).toBeVisible();
  const toast = notifications(page).getByRole('alert');
  await expect(toast).toContainText('Competition removed');

  // The toast's centre lies over the map, and what is drawn there is the toast.
  const box = (await toast.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const mapBox = (await map.boundingBox())!;
  expect(centre.x).toBeGreaterThan(mapBox.x);
  expect(centre.x).toBeLessThan(mapBox.x + mapBox.width);
  expect(centre.y).toBeGreaterThan(mapBox.y);
  expect(centre.y).toBeLessThan(mapBox.y + mapBox.height);
  const onTop = await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('.notifications [role="alert"]'), centre);
  expect(onTop).toBe(true);

  // Keyboard: focus its close button, Escape dismisses it.
  const close = toast.getByRole('button', { name: 'Dismiss notification' });
  await close.focus();
  await page.keyboard.press('Escape');
  await expect(toast).toHaveCount(0);
  await expect(notifications(page)).toBeAttached();

  // Pointer: the labelled close button.
  await page.goto('/dashboard?competition=987655');
  await expect(toast).toContainText('Competition removed');
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toHaveCount(0);
});

test('while a remote area loads, the stepped progress-bar loader shows; it goes when the area arrives', async ({ page }) => {
  await signIn(page, USERS.providerA);
  await page.goto('/login');
  await expect(page.getByRole('main')).toBeVisible();
  // Hold the dashboard remote's entry until the loader has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${dashboardOrigin}/remoteEntry.js`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard');
  const loader = page.getByRole('status').filter({ has: page.getByRole('progressbar', { name: 'Loading…' }) });
  await expect(loader).toBeVisible();
  await expect(loader).toContainText('Loading…');
  await expect(loader.locator('.fx-loading-bars__bar')).toHaveCount(5);
  // The bars step: the number lit changes while it waits.
  const lit = () => loader.locator('.fx-loading-bars').getAttribute('data-lit');
  const first = await lit();
  await expect.poll(lit).not.toBe(first);
  release();
  await expect(page.getByRole('region', { name: 'Competitions map' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading…' })).toHaveCount(0);
});

test('a page whose code chunk fails to load reloads once; failing again within the minute shows the error page', async ({ page }) => {
  const loads = countLoads(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // From now on every host chunk not loaded yet is gone (as after a new deployment).
  const loaded = new Set<string>();
  const failed: string[] = [];
  for (const entry of await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))) loaded.add(entry);
  await page.route(
    (url) => url.origin === hostOrigin && url.pathname.endsWith('.js') && !loaded.has(url.href),
    (route) => {
      failed.push(route.request().url());
      return route.fulfill({ status: 404, body: 'Not found' });
    },
  );
  expect(loads()).toBe(1);
  await page.getByRole('link', { name: 'Terms' }).click();
  // One reload, then the same failure within the minute: the generic error page.
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  expect(loads()).toBe(2);
  await expect(page).toHaveURL(/\/legal\/basic-terms$/);
  await expect(page.getByText('Oh no!')).toBeVisible();
  expect(failed.length).toBeGreaterThanOrEqual(2);
  const stamp = await page.evaluate(() => Number(window.sessionStorage.getItem('host:chunk-reload-at')));
  expect(Date.now() - stamp).toBeLessThan(60_000);

  // More than a minute after that reload, a failure reloads again (once).
  await page.evaluate(() => window.sessionStorage.setItem('host:chunk-reload-at', String(Date.now() - 61_000)));
  // An in-app navigation (single-spa's patched history tells the router) to another page of that chunk.
  await page.evaluate(() => window.history.pushState(null, '', '/legal/serviceterms'));
  await expect(page).toHaveURL(/\/legal\/serviceterms$/);
  await expect.poll(loads).toBe(3);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  expect(loads()).toBe(3);
});

test('a remote area whose code chunk fails to load reloads once, then shows the error page inside the layout', async ({ page }) => {
  await signIn(page, USERS.providerA);
  const loads = countLoads(page);
  // The dashboard remote answers with its entry, but the chunks it needs are gone.
  const missing: Request[] = [];
  await page.route(
    (url) => url.origin === dashboardOrigin && url.pathname.endsWith('.js') && url.pathname !== '/remoteEntry.js',
    (route) => {
      missing.push(route.request());
      return route.fulfill({ status: 404, body: 'Not found' });
    },
  );
  await page.goto('/dashboard');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  expect(loads()).toBe(2);
  expect(missing.length).toBeGreaterThanOrEqual(2);
  // The layout around it still works.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test("a remote's lazy screen whose chunk is gone reloads once, then shows the area's error page", async ({ page }) => {
  await signIn(page, USERS.operatorX);
  const loads = countLoads(page);
  await page.goto('/manage/systemoperator/competitions');
  const main = page.getByRole('main');
  // The list is drawn (a signed-in page keeps its event stream open: no network idle to wait for).
  await expect(main.getByRole('table').first()).toBeVisible();
  // A new deployment of the manage remote: the chunks this page has not loaded yet are gone.
  const manageOrigin = `http://localhost:${PORTS.remotes.mfe_manage}`;
  const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)));
  const failed: string[] = [];
  await page.route(
    (url) => url.origin === manageOrigin && url.pathname.endsWith('.js') && !loaded.has(url.href),
    (route) => {
      failed.push(route.request().url());
      return route.fulfill({ status: 404, body: 'Not found' });
    },
  );
  const before = loads();
  // In-app navigation to the competition form, a lazy screen of the remote.
  await page.evaluate(() => window.history.pushState(null, '', '/manage/systemoperator/competitions/create'));
  await expect(main.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  expect(loads()).toBe(before + 1);
  expect(failed.length).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
