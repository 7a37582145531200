import { expect, test } from '@playwright/test';
import { api, at, fillDetails, fillWindow, group, providerAssetInOperatorArea, type Json } from '../support/competitions';
import { signIn, USERS } from '../support/session';

test('an operator creates a competition with two periods and a bank-holiday rule; it is listed, on the map and on the provider’s page with qualified assets', async ({ page }) => {
  test.setTimeout(120_000);
  const { postcode, ref } = await providerAssetInOperatorArea();
  const name = `Tyneside Evening Peak ${Date.now()}`;
  await signIn(page, USERS.operatorX);
  await page.goto('/manage/systemoperator/competitions/create');
  await fillDetails(page, { reference: `E2E-${Date.now()}`, name, postcode, closed: at(30) });
  // The boundary preview follows the postcode.
  await expect(page.getByText(/Area about [\d,.]+ km² in GSP groups/)).toBeVisible();

  const p1 = group(page, 'Service period 1');
  await p1.getByLabel('Period name').fill('Winter 2027/28');
  await p1.getByLabel('Start date').fill('2027-11-01');
  await p1.getByLabel('End date').fill('2028-02-28');
  await fillWindow(group(p1, 'Period 1, window 1'), { name: 'Evening peak', start: '16:00', end: '19:30', days: /^Weekdays/, holidays: /No service on public holidays/, capacity: '4' });
  await page.getByRole('button', { name: 'Add a service period' }).click();
  const p2 = group(page, 'Service period 2');
  await p2.getByLabel('Period name').fill('Christmas 2027');
  await p2.getByLabel('Start date').fill('2027-12-20');
  await p2.getByLabel('End date').fill('2028-01-03');
  await expect(p2.getByRole('listitem').filter({ hasText: 'Christmas Day' }).first()).toBeVisible();
  await fillWindow(group(p2, 'Period 2, window 1'), { name: 'Holiday peak', start: '17:00', end: '19:00', days: /^Every day/, holidays: /Service only on public holidays/, capacity: '2' });

  await page.getByRole('button', { name: 'Create this competition' }).click();
  await expect(page).toHaveURL(/\/systemoperator\/competitions\/\d+$/);
  const id = /(\d+)$/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('No service on public holidays')).toBeVisible();
  await expect(page.getByText('Service only on public holidays')).toBeVisible();

  // The operator's list.
  await page.goto('/manage/systemoperator/competitions');
  await page.getByLabel('Search competitions by name').fill(name);
  await expect(page.getByRole('link', { name })).toBeVisible();

  // The map.
  await page.goto(`/dashboard?competition=${id}`);
  await expect(page.getByRole('article', { name }).getByRole('heading', { level: 1, name })).toBeVisible();

  // The provider's competition page with its qualifying asset.
  await signIn(page, USERS.providerA);
  await page.goto(`/flexprovider/competitions/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Holiday peak')).toBeVisible();
  await expect(page.getByRole('cell', { name: ref, exact: true }).or(page.getByText(ref, { exact: true })).first()).toBeVisible();
  await expect(page.getByText(/Bidding opens on/)).toBeVisible();
});

test('dates out of order show the server’s messages on the fields', async ({ page }) => {
  const { postcode } = await providerAssetInOperatorArea();
  await signIn(page, USERS.operatorX);
  await page.goto('/manage/systemoperator/competitions/create');
  await fillDetails(page, { reference: `E2E-BAD-${Date.now()}`, name: 'Out of order', postcode, closed: at(15) });
  const p1 = group(page, 'Service period 1');
  await p1.getByLabel('Period name').fill('Winter');
  await p1.getByLabel('Start date').fill('2027-11-01');
  await p1.getByLabel('End date').fill('2027-11-30');
  await fillWindow(group(p1, 'Period 1, window 1'), { name: 'Evening', start: '16:00', end: '19:00', days: /^Weekdays/, holidays: /like any other day/, capacity: '1' });
  await page.getByRole('button', { name: 'Create this competition' }).click();
  await expect(page.getByLabel(/^Bidding closes \(/)).toHaveAccessibleDescription(/Must not be before bidding opens\./);
  await expect(page).toHaveURL(/\/competitions\/create/);
});

test('a bulk CSV of three competitions with one bad row shows its stages and per-row errors, and creates nothing', async ({ page }) => {
  const { postcode } = await providerAssetInOperatorArea();
  const stamp = Date.now();
  const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const header =
    'reference;name;qualification_open;qualification_closed;open;closed;postcodes;availability_guide_price;utilisation_guide_price;period_name;period_start;period_end;window_name;window_start;window_end;service_days;holiday_handling;capacity_required';
  const line = (n: number, open: string) =>
    [`E2E-BULK-${stamp}-${n}`, `"Bulk ${n}; north"`, iso(1), iso(10), open, iso(30), postcode, '6.5', '300', 'Winter', '2027-11-01', '2028-02-28', 'Evening', '16:00', '19:30', 'weekdays', 'Exclude', '3'].join(';');
  const csv = `\uFEFF${[header, line(1, iso(20)), line(2, iso(5)), line(3, iso(20))].join('\r\n')}\r\n`;

  await signIn(page, USERS.operatorX);
  await page.goto('/manage/systemoperator/competitions/templates');
  await page.getByLabel('Competitions CSV file').setInputFiles({ name: 'three-competitions.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();

  const modal = page.getByRole('dialog', { name: 'Creating competitions from your file' });
  const stages = modal.getByRole('list', { name: 'Stages' }).getByRole('listitem');
  await expect(stages).toHaveCount(4);
  await expect(modal.getByRole('alert')).toContainText('Nothing from it was saved');
  await expect(stages.filter({ hasText: 'File received' })).toContainText('Done');
  await expect(stages.filter({ hasText: 'Rows read and checked' })).toContainText('Done');
  await expect(stages.filter({ hasText: 'Saved' })).toContainText('Failed');
  const problems = modal.getByRole('table', { name: /Problems in the file/ });
  const bad = problems.getByRole('row').filter({ hasText: 'Must not be before qualification closes.' });
  await expect(bad).toHaveCount(1);
  await expect(bad.locator('th, td').first()).toHaveText('3');
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByText(/Nothing was created/).first()).toBeVisible();

  const made = (await api(USERS.operatorX, 'GET', `flex/competitions/?search=E2E-BULK-${stamp}&include_archived=true`)).json as Json[];
  expect(made).toEqual([]);
});
