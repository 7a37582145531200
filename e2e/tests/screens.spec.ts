import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { api, type Json } from '../support/competitions';
import { instructAcceptedBid } from '../support/dispatch';
import { signIn, USERS } from '../support/session';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 800 };

/** Nothing scrolls sideways: the page, and (when given) the dialog and its body. */
async function expectNoSidewaysScroll(page: Page, what: string, dialog?: Locator): Promise<void> {
  // What sticks out on the right (outside the tables' own scrolling regions), to name the culprit on failure.
  const page_ = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
    beyond: [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && !e.closest('.fx-table-wrap'))
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.className)}`),
  }));
  expect.soft(page_.scroll, `${what}: the page scrolls sideways (${page_.beyond.join(', ')})`).toBeLessThanOrEqual(page_.width);
  if (!dialog) return;
  const box = await dialog.evaluate((d) => {
    const body = d.querySelector('.fx-modal__body') ?? d;
    const r = d.getBoundingClientRect();
    return { left: r.left, right: r.right, scroll: d.scrollWidth, width: d.clientWidth, bodyScroll: body.scrollWidth, bodyWidth: body.clientWidth };
  });
  expect.soft(box.scroll, `${what}: the dialog scrolls sideways`).toBeLessThanOrEqual(box.width);
  expect.soft(box.bodyScroll, `${what}: the dialog's body scrolls sideways`).toBeLessThanOrEqual(box.bodyWidth);
  expect.soft(box.left, `${what}: the dialog starts off screen`).toBeGreaterThanOrEqual(0);
  expect.soft(box.right, `${what}: the dialog ends off screen`).toBeLessThanOrEqual(page_.width);
}

/** The element lies between the window's left and right edges (no sideways scrolling to reach it). */
async function expectInViewport(page: Page, target: Locator, what: string): Promise<void> {
  const box = (await target.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect.soft(box.x, `${what} starts left of the window`).toBeGreaterThanOrEqual(0);
  expect.soft(box.x + box.width, `${what} ends right of the window`).toBeLessThanOrEqual(viewport.width);
}

const row = (page: Page, id: number) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(id), exact: true }) });

test('dispatch lists at 1280×800: a row’s Accept and Reject are in the window, its assets are a count, the first two references and the rest on demand; the dispatch modals fit at 1280 and 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  const { provider, bid, id } = await instructAcceptedBid(3);
  const refs = bid.asset_refs as string[];
  expect(refs.length, 'the demo’s accepted bid holds more than two assets').toBeGreaterThan(2);

  await page.setViewportSize(DESKTOP);
  await signIn(page, provider);
  await page.goto('/operations/flexprovider/upcomingdispatches');
  const mine = row(page, id);
  await expect(mine).toContainText('Awaiting response');
  const accept = mine.getByRole('button', { name: `Accept ${id}` });
  const reject = mine.getByRole('button', { name: `Reject ${id}` });
  await expectNoSidewaysScroll(page, 'provider’s upcoming dispatches');
  await expectInViewport(page, accept, 'Accept');
  await expectInViewport(page, reject, 'Reject');

  // The assets: how many, the first two, the rest behind "n more".
  await expect(mine.getByText(`${refs.length} assets`, { exact: true })).toBeVisible();
  for (const ref of refs.slice(0, 2)) await expect(mine.getByText(ref, { exact: true })).toBeVisible();
  for (const ref of refs.slice(2)) await expect(mine.getByText(ref, { exact: true })).toBeHidden();
  await mine.getByText(`${refs.length - 2} more`).click();
  for (const ref of refs.slice(2)) await expect(mine.getByText(ref, { exact: true })).toBeVisible();
  await expectNoViolations(page, 'provider’s upcoming dispatches');

  // The confirmation modals fit at both sizes.
  for (const [size, name] of [[DESKTOP, 'Accept'], [PHONE, 'Reject']] as const) {
    await page.setViewportSize(size);
    await mine.getByRole('button', { name: `${name} ${id}` }).click();
    const dialog = page.getByRole('dialog', { name: `${name} dispatch instruction ${id}?` });
    await expect(dialog).toContainText('Your response cannot be changed afterwards.');
    await expectNoSidewaysScroll(page, `${name} modal at ${size.width} px`, dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  }
  // The operator's create modal, at both sizes.
  const operator = await page.context().browser()!.newPage();
  await signIn(operator, USERS.operatorX);
  await operator.goto('/operations/systemoperator/dispatchsend');
  await operator.getByRole('checkbox', { name: `Select bid ${String(bid.id)} from ${String(bid.flex_provider_name)}` }).check();
  for (const size of [DESKTOP, PHONE]) {
    await operator.setViewportSize(size);
    await operator.getByRole('button', { name: 'Create dispatch instructions (1 selected)' }).click();
    const create = operator.getByRole('dialog', { name: 'Create dispatch instructions' });
    await expect(create.getByRole('button', { name: 'Send instruction' })).toBeVisible();
    await expectNoSidewaysScroll(operator, `create modal at ${size.width} px`, create);
    await create.getByRole('button', { name: 'Cancel' }).click();
    await expect(create).toHaveCount(0);
  }
  await operator.close();

  await mine.getByRole('button', { name: `History of ${id}` }).click();
  const history = page.getByRole('dialog', { name: `History of instruction ${id}` });
  await expect(history.getByRole('table')).toBeVisible();
  await expectNoSidewaysScroll(page, 'history modal at 390 px', history);
});

test('the market-clearing results modal fits a 1280×800 window with its tables and merit-order chart, and a 390 px one without scrolling sideways', async ({ page }) => {
  test.setTimeout(120_000);
  // An operator X competition with bids and no confirmed results, cleared per service window.
  const competitions = (await api(USERS.operatorX, 'GET', 'flex/competitions/?expand=confirmation&status=open,closed&limit=200')).json as Json[];
  let target: Json | undefined;
  for (const c of competitions.filter((x) => !x.confirmation && x.qualification_type !== 'day_ahead')) {
    const bids = (await api(USERS.operatorX, 'GET', `bids/bids/?competition=${String(c.id)}&limit=1`)).json as Json[];
    if (bids.length > 0) {
      target = c;
      break;
    }
  }
  expect(target, 'operator X has a competition with bids to clear').toBeDefined();

  await page.setViewportSize(DESKTOP);
  await signIn(page, USERS.operatorX);
  await page.goto(`/manage/systemoperator/bids/view?competition=${String(target!.id)}`);
  await page.getByRole('button', { name: 'Run market clearing' }).click();
  const mca = page.getByRole('dialog', { name: `Market clearing: ${String(target!.name)}` });
  const rates = mca.getByRole('textbox', { name: /Max utilisation rate/ });
  await expect(rates.first()).toBeVisible();
  for (const rate of await rates.all()) await rate.fill('500');
  await expectNoSidewaysScroll(page, 'market clearing, first step', mca);
  await mca.getByRole('button', { name: 'Run market clearing' }).click();
  await expect(mca.getByRole('heading', { name: 'Merit order' })).toBeVisible();
  await expect(mca.locator('canvas').first()).toBeVisible();

  await expectNoSidewaysScroll(page, 'market clearing results at 1280 px', mca);
  // At 1280 px the tables and the chart fit whole: no table scrolls in its own region either.
  const fits = await mca.evaluate((d) => {
    const body = d.querySelector('.fx-modal__body')!.getBoundingClientRect();
    return {
      tables: [...d.querySelectorAll('.fx-table-wrap')].map((w) => w.scrollWidth - w.clientWidth),
      chart: [...d.querySelectorAll('canvas')].map((c) => c.getBoundingClientRect().right - body.right),
    };
  });
  expect(fits.tables.length).toBe(2);
  for (const overflow of fits.tables) expect(overflow).toBeLessThanOrEqual(0);
  for (const overflow of fits.chart) expect(overflow).toBeLessThanOrEqual(0);
  await expectNoViolations(page, 'market clearing results');

  // The chart follows the modal down to a phone's width.
  await page.setViewportSize(PHONE);
  await expect
    .poll(() => mca.evaluate((d) => Math.max(...[...d.querySelectorAll('canvas')].map((c) => c.getBoundingClientRect().right)) - d.querySelector('.fx-modal__body')!.getBoundingClientRect().right))
    .toBeLessThanOrEqual(0);
  await expectNoSidewaysScroll(page, 'market clearing results at 390 px', mca);
});

const list = (page: Page) => page.getByRole('list', { name: 'Competitions' });

test('map filters: the status filter finds closed competitions, the list searches names and references; the open competition’s name is the page heading', async ({ page }) => {
  test.setTimeout(120_000);
  const params = 'from_status=qualifying&to_status=closed&require_boundary=true&limit=200';
  const all = (await api(USERS.providerA, 'GET', `flex/competitions/?${params}`)).json as Json[];
  const closed = all.filter((c) => c.status === 'closed');
  expect(closed.length, 'provider A sees closed competitions on the map').toBeGreaterThan(0);

  await page.setViewportSize(DESKTOP);
  await signIn(page, USERS.providerA);
  await page.goto('/dashboard');
  await expect(list(page).getByRole('listitem')).toHaveCount(all.length);

  await page.getByRole('button', { name: 'Filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter competitions' });
  const status = dialog.getByRole('group', { name: 'Status', exact: true });
  for (const label of ['Qualification open', 'Qualification closed', 'Bidding open', 'Bidding closed', 'Visibility']) {
    await expect(status.getByRole('checkbox', { name: label, exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole('group', { name: 'Connection voltage', exact: true }).getByRole('checkbox')).toHaveCount(3);
  await expect(dialog.getByRole('group', { name: 'Tag', exact: true }).getByRole('checkbox')).toHaveCount(3);
  await expectNoSidewaysScroll(page, 'filter modal at 1280 px', dialog);
  await status.getByRole('checkbox', { name: 'Bidding closed' }).check();
  await dialog.getByRole('button', { name: 'Apply filters' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(list(page).getByRole('listitem')).toHaveCount(closed.length);
  for (const item of await list(page).getByRole('listitem').all()) await expect(item).toContainText('Bidding closed');

  // The search: a closed competition's reference finds it alone; part of its name in other case finds it too.
  const one = closed[0]!;
  const search = page.getByRole('searchbox', { name: 'Search by name or reference' });
  await search.fill(String(one.reference).toLowerCase());
  await expect(list(page).getByRole('listitem')).toHaveCount(1);
  await expect(list(page).getByRole('button', { name: String(one.name), exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(String(one.reference).toLowerCase())}`));
  const word = String(one.name).split(' ')[0]!;
  await search.fill(word.toUpperCase());
  const byName = closed.filter((c) => [c.name, c.reference].some((v) => String(v).toLowerCase().includes(word.toLowerCase())));
  await expect(list(page).getByRole('listitem')).toHaveCount(byName.length);
  await search.fill('no such competition anywhere');
  await expect(page.getByText('No competitions match your search and filters')).toBeVisible();
  await search.fill(String(one.reference));
  await expectNoViolations(page, 'dashboard with a status filter and a search');

  // The detail's heading is the page's h1, and the document title follows it.
  await list(page).getByRole('button', { name: String(one.name), exact: true }).click();
  const heading = page.getByRole('article', { name: String(one.name) }).getByRole('heading', { level: 1, name: String(one.name) });
  await expect(heading).toBeVisible();
  await expect(page.locator('#main h1')).toHaveCount(1);
  await expect(page).toHaveTitle(`${String(one.name)} · Flex`);
  await expectNoViolations(page, 'dashboard competition detail');
  await page.setViewportSize(PHONE);
  await expect(heading).toBeVisible();
  await expectNoSidewaysScroll(page, 'dashboard competition detail at 390 px');
});

test('at 390 px the top navigation folds behind a Menu button that reaches every item; Escape closes it', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, USERS.providerA);
  await page.goto('/home');
  const nav = page.locator('nav[data-nav="top"]');
  const menu = nav.getByRole('button', { name: 'Menu' });
  await expect(nav.getByRole('link').first()).toBeVisible();
  await expect(menu).toBeHidden();
  const items = await nav.getByRole('link').allInnerTexts();
  expect(items.length).toBeGreaterThan(3);

  await page.setViewportSize(PHONE);
  await expect(menu).toBeVisible();
  await expect(nav.getByRole('link')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'home at 390 px');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect(await nav.getByRole('link').allInnerTexts()).toEqual(items);
  for (const link of await nav.getByRole('link').all()) await expectInViewport(page, link, `menu item ${await link.innerText()}`);
  await expectNoSidewaysScroll(page, 'home at 390 px, menu open');
  await expectNoViolations(page, 'home at 390 px with the menu open');

  // Keyboard: Escape closes and gives focus back to the button; Enter opens it again.
  await nav.getByRole('link').first().focus();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await expect(nav.getByRole('link')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');

  // Following an item closes the menu and lands on its page (Explore has the top navigation too).
  const explore = nav.getByRole('link', { name: 'Explore' });
  const href = (await explore.getAttribute('href'))!;
  await explore.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});
