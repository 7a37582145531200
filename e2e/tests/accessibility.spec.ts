import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { API_BASE } from '../support/ports';
import { signIn, USERS } from '../support/session';

/** No internet here: tiles and anything else off the machine fail, as they would offline. */
test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
});

const main = (page: Page): Locator => page.getByRole('main');
const competitionList = (page: Page): Locator => page.getByRole('list', { name: 'Competitions' });
const loadingStatus = (page: Page): Locator => page.getByRole('status').filter({ hasText: /Loading/ });

/**
 * Leaflet has fitted the map to the boundaries matched by `selector` (fitBounds centres them,
 * with equal padding) and no zoom animation is running.
 */
async function expectMapFittedTo(page: Page, selector: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((sel) => {
          const map = document.querySelector('.leaflet-container');
          const paths = [...document.querySelectorAll(sel)].map((p) => p.getBoundingClientRect());
          if (!map || paths.length === 0 || map.querySelector('.leaflet-zoom-anim')) return Number.POSITIVE_INFINITY;
          const m = map.getBoundingClientRect();
          const [left, right] = [Math.min(...paths.map((r) => r.left)), Math.max(...paths.map((r) => r.right))];
          const [top, bottom] = [Math.min(...paths.map((r) => r.top)), Math.max(...paths.map((r) => r.bottom))];
          return Math.max(Math.abs((left + right) / 2 - (m.left + m.right) / 2), Math.abs((top + bottom) / 2 - (m.top + m.bottom) / 2));
        }, selector),
      { message: `the map is fitted to ${selector}`, timeout: 20_000 },
    )
    .toBeLessThan(3);
}

/** The map without tiles: the offline basemap is drawn and the map says tiles could not load. */
async function expectOfflineMap(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Competitions map' })).toBeVisible();
  await expect(page.locator('.leaflet-dashBasemap-pane path').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Map tiles could not load' })).toBeVisible();
}

/** The dashboard's list, boundaries and clustered pins are all drawn and the map has settled. */
async function dashboardLoaded(page: Page): Promise<void> {
  await expect(competitionList(page).getByRole('button').first()).toBeVisible();
  await expectOfflineMap(page);
  await page.waitForFunction(() => performance.getEntriesByName('clusters-drawn').length > 0, null, { timeout: 30_000 });
  await expectMapFittedTo(page, 'path.competition-boundary');
  await expect(page.locator('.dash-cluster').first()).toBeVisible();
  await expect(loadingStatus(page)).toHaveCount(0);
}

/** Opens the first listed competition that has qualifying assets and waits for its detail. */
async function openCompetition(page: Page): Promise<Locator> {
  const item = competitionList(page)
    .getByRole('listitem')
    .filter({ hasText: /(?:^|\D)[1-9]\d* qualifying assets?/ })
    .first();
  const button = item.getByRole('button');
  const name = (await button.innerText()).trim();
  await button.click();
  await expect(page).toHaveURL(/\/dashboard\?competition=\d+/);
  const detail = page.getByRole('article', { name });
  await expect(detail.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(detail.getByRole('region', { name: 'Assets in the area' }).getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expectMapFittedTo(page, 'path.competition-boundary--active');
  await expect(loadingStatus(page)).toHaveCount(0);
  return detail;
}

test('login page: no WCAG 2.1 A/AA violations', async ({ page }) => {
  await page.goto('/login');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toBeVisible();
  await expectNoViolations(page, '/login');
});

test('404 page, logged out and logged in: no WCAG 2.1 A/AA violations', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await expectNoViolations(page, '404 page, logged out');

  await signIn(page, USERS.providerA);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
  await expectNoViolations(page, '404 page, logged in');
});

test('/embed/map: no WCAG 2.1 A/AA violations', async ({ page }) => {
  await page.goto('/embed/map');
  await expect(competitionList(page).getByRole('listitem').first()).toBeVisible();
  await expectOfflineMap(page);
  await expectMapFittedTo(page, 'path.competition-boundary');
  await expect(loadingStatus(page)).toHaveCount(0);
  await expectNoViolations(page, '/embed/map');
});

for (const [who, email] of [
  ['provider', USERS.providerA],
  ['operator', USERS.operatorX],
] as const) {
  test(`dashboard as ${who}, without and with a competition open: no WCAG 2.1 A/AA violations`, async ({ page }) => {
    await signIn(page, email);
    await page.goto('/dashboard');
    await dashboardLoaded(page);
    await expectNoViolations(page, `/dashboard as ${who}`);

    const detail = await openCompetition(page);
    if (who === 'provider') {
      // The provider's asset table shows its assets that cannot enter, with the reason.
      await expect(
        detail.getByRole('table', { name: 'Assets in this competition' }).getByRole('row').filter({ hasText: /Does not qualify: |Disqualified by the operator: / }).first(),
      ).toBeVisible();
    }
    await expectNoViolations(page, `/dashboard?competition=… as ${who}`);
  });
}

test('/manage and /settings/account: no WCAG 2.1 A/AA violations', async ({ page }) => {
  await signIn(page, USERS.providerA);
  await page.goto('/manage');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Manage' })).toBeVisible();
  await expect(loadingStatus(page)).toHaveCount(0);
  await expectNoViolations(page, '/manage');

  await page.goto('/settings/account');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByTestId('account-email')).toHaveText(USERS.providerA);
  await expect(page.getByLabel('First name')).not.toHaveValue('');
  await expectNoViolations(page, '/settings/account');
});

test('competition management pages (list, create, templates, operator and provider pages): no WCAG 2.1 A/AA violations', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, USERS.operatorX);
  await page.goto('/manage/systemoperator/competitions');
  await expect(main(page).getByRole('table').getByRole('link').first()).toBeVisible();
  await expectNoViolations(page, '/manage/systemoperator/competitions');
  const href = await main(page).getByRole('table').getByRole('link').first().getAttribute('href');

  await page.goto('/manage/systemoperator/competitions/create');
  await expect(page.getByLabel(/^Qualification opens \(/)).toBeVisible();
  await expect(loadingStatus(page)).toHaveCount(0);
  await expectNoViolations(page, '/manage/systemoperator/competitions/create');

  await page.goto('/manage/systemoperator/competitions/templates');
  await expect(main(page).getByRole('table').first()).toBeVisible();
  await expect(loadingStatus(page)).toHaveCount(0);
  await expectNoViolations(page, '/manage/systemoperator/competitions/templates');

  await page.goto(href!);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(loadingStatus(page)).toHaveCount(0);
  await expectNoViolations(page, 'operator competition page');

  // A competition the provider can see (qualifying to closed): from the dashboard list call.
  await signIn(page, USERS.providerA);
  const list = await page.evaluate(async (api) => {
    const res = await fetch(`${api}flex/competitions/?from_status=qualifying&to_status=closed&limit=1&fields=id`, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
    return (await res.json()) as { id: number }[];
  }, API_BASE);
  await page.goto(`/flexprovider/competitions/${list[0]!.id}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(loadingStatus(page)).toHaveCount(0);
  await expectNoViolations(page, 'provider competition page');
});

test('market pages (provider bids, ballots, operator review, market clearing, results): no WCAG 2.1 A/AA violations', async ({ page }) => {
  test.setTimeout(180_000);
  const call = async (path: string) =>
    page.evaluate(async ([api, p]) => {
      const res = await fetch(`${api}${p}`, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
      return (await res.json()) as Array<Record<string, unknown>>;
    }, [API_BASE, path] as const);
  const settle = async (what: string) => {
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(loadingStatus(page)).toHaveCount(0);
    await expectNoViolations(page, what);
  };

  await signIn(page, USERS.providerA);
  for (const step of ['', '/submit', '/edit', '/history', '/bulk-upload']) {
    await page.goto(`/manage/flexprovider/bids${step}`);
    await settle(`/manage/flexprovider/bids${step}`);
  }
  const [ballot] = await call('bids/ballots/?is_active=true&ordering=-created&limit=1');
  await page.goto(`/flexprovider/competitions/${String(ballot!.competition)}/ballots`);
  await settle('ballots page');
  await page.goto(`/flexprovider/competitions/${String(ballot!.competition)}/ballots/${String(ballot!.id)}`);
  await settle('ballot page');

  await signIn(page, USERS.operatorX);
  await page.goto('/manage/systemoperator/bids');
  await settle('/manage/systemoperator/bids');
  const summaries = await call('bids/summaries/?status=open,closed');
  const withBids = summaries.find((s) => Number(s.bids) > 0 && s.results_confirmed === false)!;
  await page.goto(`/manage/systemoperator/bids/view?competition=${String(withBids.competition)}`);
  await settle('bid review page');
  await page.getByRole('button', { name: 'Run market clearing' }).click();
  const mca = page.getByRole('dialog', { name: /^Market clearing/ });
  await expect(mca).toBeVisible();
  await expect(mca.getByRole('status')).toHaveCount(0);
  await expectNoViolations(page, 'market-clearing modal');
  await page.keyboard.press('Escape');
  await page.goto('/manage/systemoperator/bids/confirm');
  await settle('/manage/systemoperator/bids/confirm');
  const confirmed = summaries.find((s) => s.results_confirmed === true);
  if (confirmed) {
    await page.goto(`/manage/systemoperator/bids/confirm?competition=${String(confirmed.competition)}`);
    await settle('confirmed results page');
  }
});

test('dispatch pages (operator and provider) and the webhooks settings: no WCAG 2.1 A/AA violations', async ({ page }) => {
  test.setTimeout(120_000);
  const settle = async (what: string) => {
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(loadingStatus(page)).toHaveCount(0);
    await expectNoViolations(page, what);
  };
  await signIn(page, USERS.operatorX);
  for (const screen of ['dispatchsend', 'dispatchschedule', 'upcomingdispatches', 'pastdispatches']) {
    await page.goto(`/operations/systemoperator/${screen}`);
    await settle(`/operations/systemoperator/${screen}`);
  }
  await signIn(page, USERS.providerB);
  for (const screen of ['dispatchschedule', 'upcomingdispatches', 'pastdispatches']) {
    await page.goto(`/operations/flexprovider/${screen}`);
    await settle(`/operations/flexprovider/${screen}`);
  }
  await page.goto('/settings/webhooks');
  await settle('/settings/webhooks');
});

test('the API reference page (/docs/ of the API): no WCAG 2.1 A/AA violations, colour contrast included', async ({ page }) => {
  await page.goto(`${API_BASE}docs/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('section.op').first()).toBeVisible();
  await expectNoViolations(page, 'API reference');
});
