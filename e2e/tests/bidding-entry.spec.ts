import { expect, test } from '@playwright/test';
import { api, at, fillDetails, fillWindow, group, providerAssetInOperatorArea, type Json } from '../support/competitions';
import { signIn, USERS } from '../support/session';

/** YYYY-MM-DD some days from today (UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('bidding follows entry: without it the provider is led to confirm entry, then bids', async ({ page }) => {
  test.setTimeout(180_000);
  const asset = await providerAssetInOperatorArea();
  const stamp = Date.now();
  const name = `Entry first ${stamp}`;

  await signIn(page, USERS.operatorX);
  await page.goto('/manage/systemoperator/competitions/create');
  await fillDetails(page, { reference: `E2E-ENTRY-${stamp}`, name, postcode: asset.postcode, qualificationOpens: at(-3), qualificationCloses: at(-2), biddingOpens: at(-1), closed: at(5) });
  const p1 = group(page, 'Service period 1');
  await p1.getByLabel('Period name').fill('Next week');
  await p1.getByLabel('Start date').fill(day(1));
  await p1.getByLabel('End date').fill(day(7));
  await fillWindow(group(p1, 'Period 1, window 1'), { name: 'Evening', start: '16:00', end: '18:00', days: /^Every day/, holidays: /like any other day/, capacity: '5' });
  await page.getByRole('button', { name: 'Create this competition' }).click();
  await expect(page).toHaveURL(/\/systemoperator\/competitions\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())![1]);

  // The server refuses a ballot without entry, in words and with the code the screens read.
  const assets = (await api(USERS.providerA, 'GET', 'flex/assets/?limit=1000')).json as Json[];
  const assetId = Number(assets.find((a) => a.ref === asset.ref)!.id);
  const refused = await api(USERS.providerA, 'POST', 'bids/ballots/', { competition: id, flex_assets: [assetId] });
  expect(refused.status).toBe(409);
  expect(refused.json).toEqual({ detail: `Confirm your entry into ${name} with ${asset.ref} before bidding with them.`, code: 'entry_required' });

  // The provider's competition page offers no ballot but the way to confirm entry.
  await signIn(page, USERS.providerA);
  await page.goto(`/flexprovider/competitions/${id}`);
  const ballots = page.getByRole('region', { name: 'Ballots' });
  await expect(ballots.getByRole('heading', { name: 'Confirm your entry to bid' })).toBeVisible();
  await expect(ballots.getByRole('button', { name: 'Create a ballot' })).toHaveCount(0);
  await ballots.getByRole('link', { name: 'Confirm entry' }).click();

  // The dashboard's competition detail: confirm entry with every asset that can be entered.
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?competition=${id}$`));
  const entry = page.getByRole('article', { name }).getByRole('region', { name: 'Competition entry' });
  await entry.getByRole('button', { name: 'Select assets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select assets' });
  await dialog.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(dialog.getByRole('checkbox', { name: new RegExp(asset.ref) })).toBeChecked();
  await dialog.getByRole('button', { name: /^Confirm \(\d+\)$/ }).click();
  await entry.getByRole('button', { name: 'Confirm entry' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Entry confirmed')).toBeVisible();
  await expect(entry.getByRole('status')).toHaveText(/^Entered with \d+ assets?$/);

  // Now the ballot can be created with the entered asset.
  await page.goto(`/flexprovider/competitions/${id}`);
  await page.getByRole('region', { name: 'Ballots' }).getByRole('button', { name: 'Create a ballot' }).click();
  const select = page.getByRole('dialog', { name: 'Select the assets to bid with' });
  const selectAll = select.getByRole('checkbox', { name: 'Select all' });
  await selectAll.check();
  await selectAll.uncheck();
  await select.getByRole('checkbox', { name: new RegExp(asset.ref) }).check();
  await select.getByRole('button', { name: 'Confirm (1)' }).click();
  await expect(page).toHaveURL(new RegExp(`/flexprovider/competitions/${id}/ballots/\\d+$`));
});

test('"Select all" in the entry panel takes what the server accepts: a qualifying planned asset is shown but not entered', async ({ page }) => {
  // The demo's planned asset that qualifies in an open competition.
  const planned = (await api(USERS.providerA, 'GET', 'flex/plannedassets/?qualified=True&limit=1000')).json as Array<{ ref: string; competitions: number[] }>;
  const extension = planned.find((p) => p.ref === 'BGE-PLAN-EXT' && p.competitions.length > 0);
  expect(extension).toBeDefined();
  const id = extension!.competitions[0]!;
  const { name } = (await api(USERS.providerA, 'GET', `flex/competitions/${id}/`)).json as { name: string };

  await signIn(page, USERS.providerA);
  await page.goto(`/dashboard?competition=${id}`);
  const entry = page.getByRole('article', { name }).getByRole('region', { name: 'Competition entry' });
  await entry.getByRole('button', { name: 'Select assets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select assets' });
  const plannedBox = dialog.getByRole('checkbox', { name: /BGE-PLAN-EXT/ });
  await expect(plannedBox).toBeDisabled();
  await expect(plannedBox).toHaveAccessibleDescription(/A planned asset can be entered once it is built and registered as an asset\./);
  await dialog.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(plannedBox).not.toBeChecked();
  const ticked = await dialog.getByRole('listitem').getByRole('checkbox', { checked: true }).count();
  expect(ticked).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: `Confirm (${ticked})` }).click();
  await entry.getByRole('button', { name: 'Confirm entry' }).click();
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByText('Entry confirmed')).toBeVisible();
  await expect(notifications.getByText('Entry confirmation failed')).toHaveCount(0);
  await expect(entry.getByRole('status')).toHaveText(ticked === 1 ? 'Entered with 1 asset' : `Entered with ${ticked} assets`);
});
