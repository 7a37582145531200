/**
 * The map dashboard's finish: what a competition's
 * detail tells, one qualifying-asset count, the nothing-qualifies state, the asset table, the
 * operator's results confirmation, address search by place name and full postcode, focus, and the
 * map's focusable elements.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { api, type Json } from '../support/competitions';
import { signIn, USERS } from '../support/session';

/** No internet here: tiles and anything else off the machine fail, as they would offline. */
test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
});

const list = (page: Page) => page.getByRole('list', { name: 'Competitions' });
const listItem = (page: Page, name: string) => list(page).getByRole('listitem').filter({ has: page.getByRole('button', { name, exact: true }) });
/**
 * Where the map looks: the pane's offset (panning) and Leaflet's zoom proxy, which every finished move
 * places at the projected centre and scale of the view (boundaries far away are clipped to one point,
 * so their paths say nothing once the map has zoomed in).
 */
const mapView = (page: Page) =>
  page.evaluate(() => {
    const pane = document.querySelector<HTMLElement>('.dash-map .leaflet-map-pane');
    const proxy = document.querySelector<HTMLElement>('.dash-map .leaflet-proxy');
    return `${pane?.style.transform ?? ''}|${proxy?.style.transform ?? ''}`;
  });
/**
 * Where the map looks once it has stopped moving (the same reading twice, 400 ms apart): a fit to the
 * competitions or a flight still under way would otherwise be taken for the view before a search.
 */
async function settledView(page: Page): Promise<string> {
  let last: string | null = null;
  await expect
    .poll(
      async () => {
        const now = await mapView(page);
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [400] },
    )
    .toBe(true);
  return last ?? '';
}

/** The count a list item or the detail shows. */
async function listCount(item: Locator): Promise<number> {
  const text = await item.locator('.dash-list__count').innerText();
  return Number(/(\d+) qualifying assets?/.exec(text)?.[1]);
}

/** An open competition of provider A in which one of its planned assets qualifies (the demo seeds one). */
async function competitionWithPlannedAssets(): Promise<{ id: number; name: string }> {
  const planned = (await api(USERS.providerA, 'GET', 'flex/plannedassets/?qualified=True&open_competitions=True&limit=1000')).json as Json[];
  for (const p of planned) {
    for (const id of p.competitions as number[]) {
      const c = (await api(USERS.providerA, 'GET', `flex/competitions/${id}/`)).json as Json;
      if (c.status === 'open' || c.status === 'qualifying') return { id, name: String(c.name) };
    }
  }
  throw new Error('provider A has no planned asset qualifying in an open or qualifying competition');
}

async function openFromList(page: Page, name: string): Promise<Locator> {
  await listItem(page, name).getByRole('button', { name, exact: true }).click();
  const detail = page.getByRole('article', { name });
  await expect(detail.getByRole('heading', { level: 1, name })).toBeVisible();
  return detail;
}

test('a provider opens a competition: dates, description, contact, need and power in words, periods and windows; focus moves in and back; one count; the asset table searches and sorts', async ({ page }) => {
  const target = await competitionWithPlannedAssets();
  await signIn(page, USERS.providerA);
  await page.goto('/dashboard');
  await expect(list(page).getByRole('button').first()).toBeVisible();
  const item = listItem(page, target.name);
  const counted = await listCount(item);
  expect(counted).toBeGreaterThanOrEqual(2);

  const detail = await openFromList(page, target.name);
  const heading = detail.getByRole('heading', { level: 1, name: target.name });
  await expect(heading).toBeFocused();

  // The same count in the detail as in the list (planned assets counted alike, and said apart).
  await expect(detail.locator('dt', { hasText: /^Qualifying assets$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(new RegExp(`^${counted} \\([1-9]\\d* planned\\)$`));

  const dates = detail.getByRole('region', { name: 'Dates' });
  for (const label of ['Qualification opens', 'Qualification closes', 'Bidding opens', 'Bidding closes']) {
    // "12 Nov 2026, 09:00 GMT": the region's (United Kingdom) clock with its zone.
    await expect(dates.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2} (GMT|BST)$/);
  }
  const about = detail.getByRole('region', { name: 'About this competition' });
  await expect(about).toContainText('Flexibility to manage');
  await expect(about.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(detail.locator('dt', { hasText: 'Need direction' }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    /^(Deficit — reduce demand or increase generation|Excess — increase demand or reduce generation|Import — take power from the network|Export — put power into the network)$/,
  );
  await expect(detail.locator('dt', { hasText: 'Power type' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Active power (MW)');
  const periods = detail.getByRole('region', { name: 'Service periods and windows' });
  await expect(periods.getByRole('heading', { level: 3 }).first()).toHaveText(/^.+: \d{1,2} \w{3} \d{4} to \d{1,2} \w{3} \d{4}$/);
  await expect(periods.getByRole('listitem').first()).toContainText(
    /\d{2}:\d{2}–\d{2}:\d{2} · (Every day|Weekdays \(Monday to Friday\)|Weekends \(Saturday and Sunday\)|.+day) · (Public holidays are like any other day|No service on public holidays|Service only on public holidays) · [\d.]+ MW required/,
  );

  // The asset table: capacity with its unit, type in words, planned assets among them; search and sort.
  const table = detail.getByRole('table', { name: 'Assets in this competition' });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Planned' }).first()).toBeVisible();
  await expect(rows.nth(1)).toContainText(/\d MW/);
  const capacities = async () =>
    (await table.locator('tbody tr td:nth-child(3)').allInnerTexts()).map((t) => Number(t.replace(/[^\d.]/g, '')));
  const before = await capacities();
  expect(before).toEqual([...before].sort((a, b) => b - a));
  await table.getByRole('button', { name: /Capacity/ }).click(); // descending → unsorted
  await table.getByRole('button', { name: /Capacity/ }).click(); // ascending
  await expect(table.locator('th[aria-sort="ascending"]')).toHaveCount(1);
  const ascending = await capacities();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  const search = detail.getByRole('searchbox', { name: 'Search assets' });
  await search.fill('planned');
  await expect(table.locator('tbody tr')).not.toHaveCount(0);
  for (const text of await table.locator('tbody tr').allInnerTexts()) expect(text.toLowerCase()).toContain('planned');

  // Closing returns the focus to the competition's item in the list.
  await detail.getByRole('button', { name: 'Back to competitions' }).click();
  await expect(listItem(page, target.name).getByRole('button', { name: target.name, exact: true })).toBeFocused();
});

test('a competition nothing qualifies for says why and offers no bidding or entry', async ({ page }) => {
  await signIn(page, USERS.providerA);
  await page.goto('/dashboard');
  const name = 'Leeds City Transmission Interface Support';
  await expect(listItem(page, name)).toContainText('0 qualifying assets');
  const detail = await openFromList(page, name);
  const note = detail.getByRole('note');
  await expect(note).toContainText('None of your assets qualify for this competition');
  await expect(note).toContainText('Add or update assets in the area');
  await expect(note.getByRole('link', { name: 'Manage your assets' })).toHaveAttribute('href', /\/manage\/flexprovider\/\d+\/flexassets$/);
  await expect(detail.getByText('Bidding open', { exact: true })).toBeVisible();
  await expect(detail.getByRole('link', { name: /Bid in this competition|Open competition page/ })).toHaveCount(0);
  await expect(detail.getByRole('region', { name: 'Competition entry' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: /Confirm entry|Select assets/ })).toHaveCount(0);
});

test("the operator's results confirmation names each competition and its results before the final tick", async ({ page }) => {
  await signIn(page, USERS.operatorX);
  await page.goto('/dashboard');
  await expect(list(page).getByRole('button').first()).toBeVisible();
  const open = page.getByRole('button', { name: /^Confirm results( of (\d+) closed competitions)?$/ }).first();
  await expect(open).toBeVisible();
  const n = Number(/of (\d+)/.exec(await open.innerText())?.[1] ?? 1);
  const awaiting = ((await api(USERS.operatorX, 'GET', 'bids/summaries/?status=closed')).json as Json[]).filter((r) => r.results_confirmed === false);
  await open.click();
  const dialog = page.getByRole('dialog', { name: /^Confirm results/ });
  const table = dialog.getByRole('table', { name: 'Results to confirm' });
  await expect(table.locator('tbody tr')).toHaveCount(n);
  for (const r of awaiting.slice(0, n)) {
    const row = table.getByRole('row', { name: new RegExp(String(r.competition_name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await expect(row).toContainText(`${r.accepted} of ${r.bids}`);
    await expect(row).toContainText(/\d+(\.\d+)? (MW|MVAr)/);
  }
  const tick = dialog.getByRole('checkbox', { name: 'I understand these results are final' });
  const undecided = awaiting.slice(0, n).filter((r) => Number(r.pending) > 0);
  if (undecided.length) {
    await expect(dialog.getByRole('alert')).toContainText(String(undecided[0]!.competition_name));
    await expect(tick).toBeDisabled();
  } else {
    await expect(tick).toBeEnabled();
    await tick.check();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

test('address search finds a place by name and a full postcode (shown as its district, saying so), and moves the map', async ({ page }) => {
  await signIn(page, USERS.providerA);
  await page.goto('/dashboard');
  await expect(list(page).getByRole('button').first()).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Search for an address or postcode' });
  const status = page.locator('.dash-geocoder').getByRole('status');

  let before = await settledView(page);
  await box.fill('Leeds');
  const leeds = page.getByRole('option', { name: 'Leeds (LS postcode area)' });
  await expect(leeds).toBeVisible();
  await leeds.click();
  await expect(status).toHaveText('Map moved to Leeds (LS postcode area)');
  await expect.poll(() => mapView(page)).not.toBe(before);

  before = await settledView(page);
  await box.fill('LS1 4AP');
  const district = page.getByRole('option', { name: /^LS1 postcode district/ });
  await expect(district).toContainText('Showing postcode district LS1 — exact postcodes are not in our data');
  await box.press('Enter');
  await expect(status).toHaveText('Showing postcode district LS1 — exact postcodes are not in our data');
  await expect.poll(() => mapView(page)).not.toBe(before);
});

test('the map has no unnamed focusable elements (boundaries are left to the list); axe finds nothing with a detail open', async ({ page }) => {
  await signIn(page, USERS.providerA);
  await page.goto('/dashboard');
  await expect(list(page).getByRole('button').first()).toBeVisible();
  await expect(page.locator('path.competition-boundary').first()).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName('clusters-drawn').length > 0, null, { timeout: 30_000 });
  await expect(page.locator('.dash-cluster').first()).toBeVisible();

  const unnamed = () =>
    page.evaluate(() => {
      const map = document.querySelector('.dash-map')!;
      const focusable = [...map.querySelectorAll<HTMLElement | SVGElement>('a[href], button, input, select, textarea, [tabindex], path, svg')].filter((el) => {
        const tabindex = el.getAttribute('tabindex');
        const natural = el.matches('a[href], button, input, select, textarea');
        return (natural || (tabindex !== null && Number(tabindex) >= 0)) && !(el as HTMLButtonElement).disabled;
      });
      const nameOf = (el: Element): string => {
        const label = el.getAttribute('aria-label');
        if (label) return label;
        const by = el.getAttribute('aria-labelledby');
        if (by) return by.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
        if (el.id) {
          const forLabel = document.querySelector(`label[for="${el.id}"]`);
          if (forLabel?.textContent?.trim()) return forLabel.textContent.trim();
        }
        return (el.textContent ?? '').trim() || el.getAttribute('title') || '';
      };
      return {
        count: focusable.length,
        unnamed: focusable.filter((el) => !nameOf(el)).map((el) => el.outerHTML.slice(0, 120)),
        boundaryTabStops: [...map.querySelectorAll('path.competition-boundary')].filter((p) => p.getAttribute('tabindex') !== null || p.getAttribute('aria-hidden') !== 'true').length,
      };
    });
  const before = await unnamed();
  expect(before.count).toBeGreaterThan(3);
  expect(before.unnamed).toEqual([]);
  expect(before.boundaryTabStops).toBe(0);

  // Tabbing through the map stops only on named elements.
  await page.getByRole('combobox', { name: 'Search for an address or postcode' }).focus();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || !el.closest('.dash-map')) return 'outside';
      return el.getAttribute('aria-label') || (el.textContent ?? '').trim() || el.getAttribute('title') || '';
    });
    expect(name).not.toBe('');
  }

  const name = (await list(page).getByRole('listitem').filter({ hasText: /[1-9]\d* qualifying assets?/ }).first().getByRole('button').innerText()).trim();
  const detail = await openFromList(page, name);
  await expect(detail.getByRole('table', { name: 'Assets in this competition' }).getByRole('row').nth(1)).toBeVisible();
  expect((await unnamed()).unnamed).toEqual([]);
  expect((await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
