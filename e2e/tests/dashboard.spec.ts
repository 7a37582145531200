import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, USERS } from '../support/session';

const list = (page: Page) => page.getByRole('list', { name: 'Competitions' });
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const shownCount = async (page: Page): Promise<{ shown: number; total: number }> => {
  const text = (await page.getByRole('status').filter({ hasText: /^Showing \d+ of \d+$/ }).innerText()).trim();
  const [, shown, total] = /Showing (\d+) of (\d+)/.exec(text) ?? [];
  return { shown: Number(shown), total: Number(total) };
};

/** The name of a competition in the list that takes entries and has qualifying assets. */
async function enterableCompetition(page: Page): Promise<string> {
  const item: Locator = list(page)
    .getByRole('listitem')
    .filter({ hasText: /Bidding open|Qualification open/ })
    .filter({ hasText: /(?:^|\D)([2-9]|\d{2,}) qualifying assets/ })
    .first();
  return (await item.getByRole('button').innerText()).trim();
}

test('a provider opens a competition from the list, sees its qualifying assets and confirms entry for two (kept after reload)', async ({ page }) => {
  await signIn(page, USERS.providerA);
  await page.goto('/dashboard');
  await expect(list(page).getByRole('button').first()).toBeVisible();
  const name = await enterableCompetition(page);

  await list(page).getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\?competition=\d+/);
  const detail = page.getByRole('article', { name });
  await expect(detail.getByRole('heading', { level: 1, name })).toBeVisible();
  const assetList = detail.getByRole('region', { name: 'Assets in the area' });
  await expect(assetList.getByRole('table').getByRole('row').nth(2)).toBeVisible();

  const entry = detail.getByRole('region', { name: 'Competition entry' });
  await entry.getByRole('button', { name: 'Select assets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select assets' });
  // Start from nothing ticked, then tick two available assets (ineligible ones are disabled).
  const selectAll = dialog.getByRole('checkbox', { name: 'Select all' });
  await selectAll.check();
  await selectAll.uncheck();
  const available = dialog.getByRole('listitem').getByRole('checkbox', { disabled: false });
  expect(await available.count()).toBeGreaterThanOrEqual(2);
  await available.nth(0).check();
  await available.nth(1).check();
  await dialog.getByRole('button', { name: 'Confirm (2)' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(entry.getByText('2 selected')).toBeVisible();
  await entry.getByRole('button', { name: 'Confirm entry' }).click();
  // The remote's toast shows in the host's notification area: bottom centre, one at a time.
  await expect(notifications(page).getByText('Entry confirmed')).toBeVisible();
  await expect(notifications(page).getByRole('status')).toHaveCount(1);
  const box = (await notifications(page).getByRole('status').boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
  expect(viewport.height - (box.y + box.height)).toBeLessThan(80);
  await expect(entry.getByRole('status')).toHaveText('Entered with 2 assets');

  await page.reload();
  await expect(page.getByRole('article', { name }).getByRole('region', { name: 'Competition entry' }).getByRole('status')).toHaveText(
    'Entered with 2 assets',
  );
});

test('a modal asked for by a remote opens in the host modal host and returns focus when closed', async ({ page }) => {
  await signIn(page, USERS.providerA);
  await page.goto('/dashboard');
  await expect(list(page).getByRole('button').first()).toBeVisible();
  const name = await enterableCompetition(page);
  await list(page).getByRole('button', { name, exact: true }).click();
  const entry = page.getByRole('article', { name }).getByRole('region', { name: 'Competition entry' });
  if ((await entry.getByRole('status').innerText()).includes('Not entered')) {
    await entry.getByRole('button', { name: 'Select assets' }).click();
    await page.getByRole('dialog', { name: 'Select assets' }).getByRole('button', { name: /Confirm \(\d+\)/ }).click();
    await entry.getByRole('button', { name: 'Confirm entry' }).click();
    await expect(entry.getByRole('status')).toHaveText(/Entered with/);
  }
  const before = await entry.getByRole('status').innerText();

  const withdraw = entry.getByRole('button', { name: 'Withdraw' });
  await withdraw.focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Withdraw this entry?' });
  await expect(modal).toBeVisible();
  // It is the host's modal host (outside the remote's mounted area) that shows it.
  expect(await modal.evaluate((el) => el.closest('.remote-area') === null)).toBe(true);
  await modal.getByRole('button', { name: 'Keep entry' }).click();
  await expect(modal).toHaveCount(0);
  await expect(withdraw).toBeFocused();
  await expect(entry.getByRole('status')).toHaveText(before);

  await withdraw.click();
  await page.getByRole('dialog', { name: 'Withdraw this entry?' }).getByRole('button', { name: 'Withdraw entry' }).click();
  await expect(notifications(page).getByText('Entry withdrawn')).toBeVisible();
  await expect(entry.getByRole('status')).toHaveText('Not entered');
});

test('a provider opens a competition from the map', async ({ page }) => {
  await signIn(page, USERS.providerA);
  await page.goto('/dashboard');
  await expect(list(page).getByRole('button').first()).toBeVisible();
  const polygon = page.locator('path.competition-boundary').first();
  await expect(polygon).toBeVisible();
  await polygon.dispatchEvent('click');
  await expect(page).toHaveURL(/\/dashboard\?competition=\d+/);
  const detail = page.getByRole('article');
  await expect(detail.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('path.competition-boundary--active')).toHaveCount(1);
  await detail.getByRole('button', { name: 'Back to competitions' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("an operator sees its operating area's competitions", async ({ page }) => {
  await signIn(page, USERS.operatorX);
  await page.goto('/dashboard');
  const items = list(page).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const texts = await items.allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((t) => t.includes('Northern Lines Networks')).length).toBeGreaterThan(0);
  expect(texts.filter((t) => t.includes('Southern Wires'))).toEqual([]);
});

test('the filters narrow the list and the map, and survive a reload', async ({ page }) => {
  await signIn(page, USERS.providerA);
  await page.goto('/dashboard');
  await expect(list(page).getByRole('button').first()).toBeVisible();
  const before = await shownCount(page);
  const polygonsBefore = await page.locator('path.competition-boundary').count();
  expect(polygonsBefore).toBe(before.shown);

  await page.getByRole('button', { name: 'Filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter competitions' });
  await dialog.getByRole('checkbox', { name: '0.24 kV' }).check();
  await dialog.getByRole('button', { name: 'Apply filters' }).click();
  await expect(dialog).toHaveCount(0);

  await expect.poll(async () => (await shownCount(page)).shown).toBeLessThan(before.shown);
  const after = await shownCount(page);
  expect(after.total).toBe(before.total);
  await expect(list(page).getByRole('listitem')).toHaveCount(after.shown);
  await expect(page.locator('path.competition-boundary')).toHaveCount(after.shown);

  await page.reload();
  await expect.poll(async () => (await shownCount(page)).shown).toBe(after.shown);
});

test('an unknown competition in the URL shows the removal toast and returns to the list', async ({ page }) => {
  await signIn(page, USERS.providerA);
  await page.goto('/dashboard?competition=987654');
  const toast = notifications(page);
  await expect(toast.getByText('Competition removed')).toBeVisible();
  await expect(toast.getByText('The competition has been removed, please refresh your browser.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
