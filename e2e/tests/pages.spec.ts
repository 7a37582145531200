import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { API_BASE } from '../support/ports';
import { DEMO_PASSWORD, signIn, tokenFor, USERS } from '../support/session';

/**
 * Home, explore, marketplace and roadmap are real pages with the demo
 * data from the API; no build marker in the visible UI; every page (host and remotes) names itself
 * in the document title; after in-app navigation focus lands on the new page's h1; a failed login
 * is an error announced, styled and focused as one. Axe finds nothing on these pages.
 *
 * Other spec files of the suite change the demo data before this one runs (bids decided,
 * competitions created…), so counts are compared with what the API says at the time, and names
 * are the seed's.
 */

/** A list endpoint's total, read as the pages do (limit=0, Content-Range). */
async function apiCount(email: string, path: string): Promise<number> {
  const token = await tokenFor(email);
  const res = await fetch(`${API_BASE}${path}${path.includes('?') ? '&' : '?'}limit=0`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  const total = /\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1];
  return Number(total);
}

async function apiJson<T>(email: string, path: string): Promise<T> {
  const token = await tokenFor(email);
  const res = await fetch(`${API_BASE}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  return (await res.json()) as T;
}

const main = (page: Page): Locator => page.getByRole('main');
const section = (page: Page, name: string): Locator => main(page).getByRole('region', { name, exact: true });
const loading = (page: Page): Locator => main(page).getByRole('status').filter({ hasText: /^Loading/ });

/** The page's h1 text and title agree: "{h1} · Flex". */
async function expectTitledByHeading(page: Page, what: string): Promise<string> {
  const h1 = main(page).getByRole('heading', { level: 1 }).first();
  await expect(h1, `${what}: an h1 in the main outlet`).toBeVisible();
  await expect(h1).not.toHaveText(/^\s*$/);
  await expect.poll(async () => `${(await h1.innerText()).replace(/\s+/g, ' ').trim()} · Flex`, { message: `${what}: title from the h1` }).toBe(await page.title());
  return page.title();
}

/** No build marker ("v1", "v2"…) anywhere in the visible text. */
async function expectNoBuildMarker(page: Page, what: string): Promise<void> {
  const text = await page.locator('body').innerText();
  expect.soft(text, `${what}: build marker shown`).not.toMatch(/\bv\d+(\.\d+)*\b/i);
}

test.describe('home', () => {
  test('a flex provider sees entries to confirm, competitions their assets qualify for, open bids and dispatches', async ({ page }) => {
    await signIn(page, USERS.providerA);
    await page.goto('/home');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page).toHaveTitle('Home · Flex');
    await expect(loading(page)).toHaveCount(0, { timeout: 20_000 });

    // The seed: Barking (qualification open) waits for Brightgrid's entry; Blyth (bidding open) has it.
    const entries = section(page, 'Entries awaiting your confirmation');
    await expect(entries.getByRole('link', { name: 'Barking 2026 Winter Peak Reduction', exact: true })).toHaveAttribute('href', /\/flexprovider\/competitions\/\d+$/);
    const qualifying = section(page, 'Live competitions your assets qualify for');
    await qualifying.getByRole('searchbox').fill('Blyth');
    const blyth = qualifying.getByRole('row', { name: /Blyth 2026 Winter Evening Peak Support/ });
    await expect(blyth).toContainText('Northern Lines Networks');
    await expect(blyth).toContainText('Bidding open');
    await expect(blyth).toContainText(/Entered \(\d+ assets\)/);
    await expect(blyth.getByRole('link', { name: 'Show on map: Blyth 2026 Winter Evening Peak Support', exact: true })).toHaveAttribute('href', /\/dashboard\?competition=\d+/);
    await expect(qualifying.getByRole('button', { name: 'Export CSV' })).toBeEnabled();

    // Open bids: the count is the API's, the latest bids are listed.
    const openBids = await apiCount(USERS.providerA, 'bids/bids/?is_active=true&competition_status=open');
    expect(openBids).toBeGreaterThan(0);
    const stats = main(page).getByRole('list', { name: 'At a glance' });
    await expect(stats.getByRole('link', { name: new RegExp(`^${openBids} open bids$`) })).toBeVisible();
    await expect(section(page, 'Your open bids').getByRole('table')).toContainText('2026');
    const upcoming = await apiCount(USERS.providerA, 'dispatch/v1/instructions/?when=upcoming');
    await expect(stats.getByRole('link', { name: new RegExp(`^${upcoming} upcoming dispatches$`) })).toHaveAttribute('href', '/operations/flexprovider/upcomingdispatches');

    await expectNoBuildMarker(page, 'provider home');
    await expectNoViolations(page, 'provider home');
  });

  test('a system operator sees its competitions by status, bids to decide and upcoming dispatches', async ({ page }) => {
    await signIn(page, USERS.operatorX);
    await page.goto('/home');
    await expect(loading(page)).toHaveCount(0, { timeout: 20_000 });
    const byStatus = section(page, 'Your competitions by status').getByRole('list', { name: 'Your competitions by status' });
    const token = await tokenFor(USERS.operatorX);
    const orgId = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { role: { id: number } }).role.id;
    for (const [status, label] of [['qualifying', 'Qualification open'], ['open', 'Bidding open'], ['closed', 'Bidding closed']] as const) {
      const n = await apiCount(USERS.operatorX, `flex/competitions/?operator=${orgId}&status=${status}`);
      await expect(byStatus.getByRole('link', { name: `${n} ${label}` })).toHaveAttribute('href', `/manage/systemoperator/${orgId}/competitions`);
    }
    // Bids to decide: the seed's Knaresborough has undecided bids unless a market test decided them all.
    const summaries = await apiJson<Array<{ competition_name: string; pending: number; results_confirmed: boolean }>>(USERS.operatorX, 'bids/summaries/?status=open,closed');
    const undecided = summaries.filter((s) => !s.results_confirmed && s.pending > 0);
    const decisions = section(page, 'Bids awaiting your decision');
    if (undecided.length > 0) {
      await expect(decisions.getByRole('table').getByRole('row')).toHaveCount(undecided.length + 1);
      const first = undecided[0]!;
      await expect(decisions.getByRole('link', { name: first.competition_name })).toHaveAttribute('href', /\/manage\/systemoperator\/bids\/decision\?competition=\d+/);
    } else {
      await expect(decisions.getByRole('heading', { name: 'No bids are waiting for a decision' })).toBeVisible();
    }
    const total = undecided.reduce((n, s) => n + s.pending, 0);
    await expect(main(page).getByRole('list', { name: 'At a glance' }).getByRole('link', { name: `${total} bids awaiting your decision` })).toBeVisible();
    await expect(section(page, 'Upcoming dispatches')).toBeVisible();
    await expectNoBuildMarker(page, 'operator home');
    await expectNoViolations(page, 'operator home');
  });

  test('a plain user is shown how to start: register an organisation, the open competitions on the map', async ({ page }) => {
    await signIn(page, USERS.plain);
    await page.goto('/home');
    const open = await apiCount(USERS.plain, 'flex/competitions/?status=open');
    expect(open).toBeGreaterThan(0);
    await expect(main(page).getByTestId('open-competitions')).toHaveText(`${open} competitions have bidding open across Great Britain.`);
    await expect(main(page).getByRole('link', { name: 'Register an organisation' })).toHaveAttribute('href', '/register/confirm');
    await expect(main(page).getByRole('link', { name: 'See them on the map' })).toHaveAttribute('href', '/dashboard');
    await expectNoViolations(page, 'plain user home');

    // What a plain user can open in the navigation shows content or a next step.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).first().click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Explore markets' })).toBeFocused();
    await expect(section(page, 'By system operator').getByRole('table')).toContainText('Northern Lines Networks');
    await page.goto('/unauthorised');
    await expect(main(page).getByRole('link', { name: 'Register your organisation' })).toHaveAttribute('href', '/register/confirm');
    await expectNoViolations(page, 'access needed, plain user');
  });
});

test('explore lists live competitions by operator with links to the map', async ({ page }) => {
  await signIn(page, USERS.providerB);
  await page.goto('/explore');
  await expect(page).toHaveTitle('Explore markets · Flex');
  const operators = section(page, 'By system operator').getByRole('table');
  await expect(operators.getByRole('rowheader', { name: 'Northern Lines Networks' })).toBeVisible();
  await expect(operators.getByRole('rowheader', { name: 'Southern Wires' })).toBeVisible();
  const list = section(page, 'Live competitions');
  await list.getByRole('searchbox').fill('Blyth 2026');
  const link = list.getByRole('link', { name: 'Blyth 2026 Winter Evening Peak Support, on the map' });
  await expect(link).toHaveAttribute('href', /\/dashboard\?competition=\d+/);
  await expect(list.getByRole('row', { name: /Blyth 2026 Winter Evening Peak Support/ })).toContainText('Northern Lines Networks');
  await expectNoBuildMarker(page, 'explore');
  await expectNoViolations(page, 'explore');
  await link.click();
  await expect(page).toHaveURL(/\/dashboard\?competition=\d+/);
});

test('the buyer marketplace shows an operator the qualified flexibility in its live competitions', async ({ page }) => {
  await signIn(page, USERS.operatorX);
  await page.goto('/marketplace/buy');
  await expect(page).toHaveTitle('Buyer marketplace · Flex');
  const table = section(page, 'Flexibility available in your competitions').getByRole('table');
  await table.getByRole('row').nth(1).waitFor();
  const row = table.getByRole('row', { name: /Blyth 2026 Winter Evening Peak Support/ });
  await expect(row).toContainText('Bidding open');
  // Qualifying assets as the API counts them for this competition.
  const summary = await apiJson<Array<{ name: string; qualifying_assets: number }>>(USERS.operatorX, 'flex/qualificationsummary/?status=qualifying,qualified,open');
  const blyth = summary.find((s) => s.name === 'Blyth 2026 Winter Evening Peak Support');
  expect(blyth).toBeDefined();
  await expect(row.getByRole('cell').nth(3)).toHaveText(String(blyth!.qualifying_assets));
  await expectNoViolations(page, 'marketplace');
});

test('the roadmap (system operators, roadmap flag) lists shipped and planned capabilities', async ({ page }) => {
  await signIn(page, USERS.operatorX);
  await page.goto('/home');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'Roadmap' }).click();
  await expect(page).toHaveURL(/\/roadmap$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Product roadmap' })).toBeFocused();
  const table = main(page).getByRole('table', { name: 'Capabilities by status' });
  await expect(table.getByRole('row', { name: /Dispatch with live updates/ })).toContainText('Shipped');
  await main(page).getByRole('combobox', { name: 'Status' }).selectOption('planned');
  await expect(table.getByRole('row', { name: /Dispatch with live updates/ })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /Settlement and invoices/ })).toContainText('Planned');
  await expectNoViolations(page, 'roadmap');
  // A provider has no roadmap: 404.
  await signIn(page, USERS.providerA);
  await page.goto('/roadmap');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
});

test('no build marker on the main screens', async ({ page }) => {
  await signIn(page, USERS.providerA);
  for (const path of ['/home', '/explore', '/manage', '/operations', '/settlement', '/exchange', '/exchange/browse', '/dashboard']) {
    await page.goto(path);
    await expectTitledByHeading(page, path);
    await expect(loading(page)).toHaveCount(0, { timeout: 20_000 });
    await expectNoBuildMarker(page, path);
  }
  // Support still finds the remote's build in the landing's data attribute.
  await page.goto('/exchange');
  await expect(page.locator('[data-area="exchange"]')).toHaveAttribute('data-version', /.+/);
});

test('every page names itself in the document title, host and remotes alike', async ({ page }) => {
  const routes: Array<[string, string, string | null]> = [
    // [user, path, expected h1 when this test owns it (else any non-empty h1)]
    [USERS.providerA, '/home', 'Home'],
    [USERS.providerA, '/explore', 'Explore markets'],
    [USERS.providerA, '/legal/cookies', null],
    [USERS.providerA, '/settings/account', null],
    [USERS.providerA, '/dashboard', null],
    [USERS.providerA, '/manage', 'Manage'],
    [USERS.providerA, '/manage/flexprovider/bids/list', null],
    [USERS.providerA, '/manage/flexprovider/qualification/overview', null],
    [USERS.providerA, '/manage/flexprovider/applications', null],
    [USERS.providerA, '/operations/flexprovider/upcomingdispatches', null],
    [USERS.providerA, '/settlement/flexprovider/invoices', 'Invoices'],
    [USERS.providerA, '/exchange/browse', 'Browse listings'],
    [USERS.providerA, '/no/such/page', 'This page could not be found'],
    [USERS.operatorX, '/manage/systemoperator/competitions', null],
    [USERS.operatorX, '/operations/systemoperator/dispatchsend', null],
    [USERS.operatorX, '/marketplace/buy', 'Buyer marketplace'],
    [USERS.operatorX, '/roadmap', 'Product roadmap'],
  ];
  let signedInAs = '';
  for (const [user, path, h1] of routes) {
    if (user !== signedInAs) {
      await signIn(page, user);
      signedInAs = user;
    }
    await page.goto(path);
    if (h1) await expect(main(page).getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    const title = await expectTitledByHeading(page, path);
    expect(title).toMatch(/^\S.* · Flex$/);
  }
  // Logged out: the login page.
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto('/login');
  await expect(page).toHaveTitle('Log in · Flex');
});

test('after clicking a navigation link, focus is on the new page heading (host page and remote)', async ({ page }) => {
  await signIn(page, USERS.providerA);
  await page.goto('/home');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Home' })).not.toBeFocused();
  const sideNav = page.getByRole('navigation', { name: 'Main' });

  // A remote area (rendered asynchronously into the outlet).
  await sideNav.getByRole('link', { name: 'Manage' }).click();
  const manage = main(page).getByRole('heading', { level: 1, name: 'Manage' });
  await expect(manage).toBeFocused();
  await expect(page).toHaveTitle('Manage · Flex');

  // A host page, by keyboard: the focused heading shows a visible focus ring.
  const explore = sideNav.getByRole('link', { name: 'Explore' });
  await explore.focus();
  await page.keyboard.press('Enter');
  const heading = main(page).getByRole('heading', { level: 1, name: 'Explore markets' });
  await expect(heading).toBeFocused();
  expect(await heading.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
  expect(await heading.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
  await expect(page).toHaveTitle('Explore markets · Flex');

  // A link inside a remote to another screen of it.
  await sideNav.getByRole('link', { name: 'Operations' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Operations' })).toBeFocused();
  await main(page).getByRole('link', { name: 'Upcoming dispatches' }).click();
  await expect(page).toHaveURL(/\/operations\/flexprovider\/upcomingdispatches$/);
  const upcoming = main(page).getByRole('heading', { level: 1 });
  await expect(upcoming).toBeFocused();
  expect(await page.title()).toBe(`${(await upcoming.innerText()).trim()} · Flex`);
});

test('a failed login shows an error announced, styled and focused as one', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Log in · Flex');
  await page.getByLabel('Email address').fill(USERS.providerA);
  await page.getByLabel('Password').fill(`${DEMO_PASSWORD}-wrong`);
  await page.getByRole('button', { name: 'Log in' }).click();
  const alert = main(page).getByRole('alert');
  await expect(alert).toHaveText('The email address or password is incorrect.');
  await expect(alert).toBeFocused();
  const style = await alert.evaluate((el) => {
    const s = getComputedStyle(el);
    return { color: s.color, background: s.backgroundColor, border: s.borderLeftColor, width: s.borderLeftWidth };
  });
  expect(style).toEqual({ color: 'rgb(180, 35, 24)', background: 'rgb(253, 236, 234)', border: 'rgb(180, 35, 24)', width: '4px' });
  await expect(page).toHaveURL(/\/login/);
  await expectNoViolations(page, 'login with an error');
});
