/**
 * The market loop's edges as a trader meets them: a bids file with several bad rows reports every
 * row at once (windows named, not numbered); an operator opening another operator's competition is
 * told whose it is; the not-editable notice of a closed competition says it is closed in Italian;
 * the offline-map notice stays clear of the map's attribution.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { api, type Json } from '../support/competitions';
import { inItaly } from '../support/italian';
import { signIn, USERS } from '../support/session';

/** An open competition in which provider A has entered assets, so that they may bid (the demo's bids come with their entry). */
async function openCompetitionOfProviderA(): Promise<{ id: number; reference: string; rates: string[] }> {
  const entries = (await api(USERS.providerA, 'GET', 'flex/competitionentries/?limit=1000')).json as Json[];
  for (const e of entries.filter((x) => x.status === 'confirmed' && (x.flex_assets as number[]).length > 0)) {
    const c = (await api(USERS.providerA, 'GET', `flex/competitions/${String(e.competition)}/`)).json as Json;
    if (c.status !== 'open') continue;
    const rules = (await api(USERS.providerA, 'GET', `bids/ballots/bidding_rules/?competition=${String(c.id)}`)).json as { rate_fields: string[] };
    return { id: Number(c.id), reference: String(c.reference), rates: rules.rate_fields };
  }
  throw new Error('provider A has no confirmed entry into an open competition');
}

test('a bids file with several bad rows reports every row’s problem in one upload, starting from the competition’s template', async ({ page }) => {
  const c = await openCompetitionOfProviderA();
  const before = (await api(USERS.providerA, 'GET', `bids/bids/?competition=${c.id}&limit=1000`)).json as Json[];
  await signIn(page, USERS.providerA);
  await page.goto(`/manage/flexprovider/bids/bulk-upload?competition=${c.id}`);
  await expect(page.getByRole('combobox', { name: 'Competition' })).toHaveValue(String(c.id));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: "Download this competition's bids template" }).click()]);
  const lines = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
  const header = lines[0]!.split(',');
  expect(header.slice(0, 4)).toEqual(['competition', 'service_period', 'service_window', 'assets']);
  const first = lines[1]!.split(',');
  expect(first[0]).toBe(c.reference);
  // A window is named, not numbered.
  expect(first[2]).not.toMatch(/^\d+$/);

  const prices = (value: string) => ['availability_price', 'utilisation_price', 'service_fee'].map((f) => (c.rates.includes(f) ? (f === c.rates[0] ? value : '10') : ''));
  const row = (over: { window?: string; assets?: string; capacity?: string; price?: string }) =>
    [c.reference, first[1], over.window ?? first[2], over.assets ?? first[3], over.capacity ?? '0.1', '02:00:00', ...prices(over.price ?? '10')].join(',');
  const csv = [
    lines[0],
    row({ capacity: 'lots' }), // row 2: not a number (found while parsing)
    row({ window: 'No such window' }), // row 3: no window by that name (found while applying)
    row({ assets: 'NO-SUCH-ASSET' }), // row 4: not an asset of the provider
    row({ price: '1.234' }), // row 5: three decimals (the bid rules)
  ].join('\r\n');
  await page.getByLabel('Bids CSV file').setInputFiles({ name: 'bad-bids.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const progress = page.getByRole('dialog', { name: 'Submitting bids from your file' });
  await expect(progress.getByRole('list', { name: 'Stages' })).toContainText('Failed', { timeout: 60_000 });
  await progress.getByRole('button', { name: 'Done' }).click();

  const problems = page.getByRole('table', { name: 'Problems in bad-bids.csv (row 1 is the header row)' });
  const problemRow = (n: number) => problems.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(n), exact: true }) });
  // A row may have more than one problem (each is a line of the table); each expected one is there.
  await expect(problemRow(2).filter({ hasText: 'Enter the capacity as a number' })).toHaveCount(1);
  await expect(problemRow(3).filter({ hasText: `${c.reference} has no service window named No such window` })).toHaveCount(1);
  await expect(problemRow(4).filter({ hasText: 'You have no active asset with the ref NO-SUCH-ASSET' })).toHaveCount(1);
  await expect(problemRow(5).filter({ hasText: 'Ensure that there are no more than 2 decimal places.' })).toHaveCount(1);
  // Nothing was written.
  const after = (await api(USERS.providerA, 'GET', `bids/bids/?competition=${c.id}&limit=1000`)).json as Json[];
  expect(after.map((b) => [b.id, b.version])).toEqual(before.map((b) => [b.id, b.version]));
});

test('an operator opening another operator’s competition is told it belongs to another operator, not that it was removed', async ({ page }) => {
  const theirs = (await api(USERS.operatorY, 'GET', 'flex/competitions/?limit=200')).json as Json[];
  let id: number | null = null;
  for (const c of theirs.filter((x) => x.is_active !== false && x.status !== 'incomplete')) {
    if ((await api(USERS.operatorX, 'GET', `flex/competitions/${String(c.id)}/`)).status === 403) {
      id = Number(c.id);
      break;
    }
  }
  expect(id, 'operator Y has a published competition outside operator X’s view').not.toBeNull();

  await signIn(page, USERS.operatorX);
  await page.goto(`/systemoperator/competitions/${id}`);
  await expect(page.getByRole('alert')).toHaveText('This competition belongs to another operator.');
  await expect(page.getByText(/could not be found|removed/)).toHaveCount(0);

  await page.goto(`/dashboard?competition=${id}`);
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByText('This competition belongs to another operator, so it is not shown to you.')).toBeVisible();
  await expect(toasts.getByText('Competition removed')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('in Italian, a closed competition’s notice says bidding has closed', async ({ page, context }) => {
  await inItaly(page, context);
  const closed = (await api(USERS.operatorX, 'GET', 'flex/competitions/?status=closed&limit=1')).json as Json[];
  expect(closed.length, 'operator X has a closed competition').toBeGreaterThan(0);
  await signIn(page, USERS.operatorX);
  await page.goto(`/systemoperator/competitions/${String(closed[0]!.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: String(closed[0]!.name) })).toBeVisible();
  await expect(page.getByText('Le offerte sono chiuse, quindi questa gara non può più essere modificata.')).toBeVisible();
  await expect(page.getByText(/Le offerte sono aperte/)).toHaveCount(0);
});

async function expectNoticeClearOfAttribution(page: Page): Promise<void> {
  const notice = page.locator('.dash-map__notice');
  await expect(notice).toHaveText('Map tiles could not load: showing the offline basemap.', { timeout: 30_000 });
  const attribution = page.locator('.leaflet-control-attribution');
  await expect(attribution).toBeVisible();
  const a = (await notice.boundingBox())!;
  const b = (await attribution.boundingBox())!;
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, `notice ${JSON.stringify(a)} and attribution ${JSON.stringify(b)} overlap`).toBe(false);
}

test('the offline-map notice does not cover the map attribution, on a wide and a narrow screen', async ({ page }) => {
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, USERS.providerA);
  await page.goto('/dashboard');
  await expectNoticeClearOfAttribution(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expectNoticeClearOfAttribution(page);
});

test('the dashboard’s qualifying count agrees with its asset list and says what it counts', async ({ page }) => {
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
  const c = await openCompetitionOfProviderA();
  await signIn(page, USERS.providerA);
  await page.goto(`/dashboard?competition=${c.id}`);
  const detail = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
  const fact = detail.locator('dt', { hasText: /^Qualifying assets$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(fact).toHaveText(/^\d+( \(\d+ planned\))?$/);
  const [, count, planned] = /^(\d+)(?: \((\d+) planned\))?$/.exec(await fact.innerText())!;
  const list = detail.getByRole('region', { name: 'Assets in the area' });
  const summary = list.locator('.dash-qassets__summary');
  await expect(summary).toContainText(`(${planned ?? '0'} planned) of the`);
  const [, qualifying, total] = /^(\d+) assets? qualif(?:y|ies) \(\d+ planned\) of the (\d+) in the area/.exec(await summary.innerText())!;
  // The count beside the competition is the list's qualifying rows, planned ones included.
  expect(qualifying).toBe(count);
  expect(Number(total)).toBeGreaterThanOrEqual(Number(count));
});

