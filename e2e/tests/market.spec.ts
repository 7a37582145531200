import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { api, at, fillDetails, fillWindow, group, twoProviderAssetsInDifferentRegions, type Json } from '../support/competitions';
import { OUTBOX_KEY } from '../support/ports';
import { signIn, USERS } from '../support/session';

/** YYYY-MM-DD some days from today (UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('the market loop: an operator opens a day-ahead competition, a provider bids by hand and by file, the operator clears it with a GSP excluded and confirms, the provider sees the results and the e-mail', async ({ page }) => {
  test.setTimeout(180_000);
  const [handAsset, fileAsset] = await twoProviderAssetsInDifferentRegions();
  const stamp = Date.now();
  const name = `Day-ahead Tees ${stamp}`;
  const reference = `E2E-MKT-${stamp}`;

  // 1. The operator creates a day-ahead competition whose bidding is open now.
  await signIn(page, USERS.operatorX);
  await page.goto('/manage/systemoperator/competitions/create');
  await fillDetails(page, {
    reference,
    name,
    postcode: `${handAsset!.postcode}, ${fileAsset!.postcode}`,
    qualificationOpens: at(-3),
    qualificationCloses: at(-2),
    biddingOpens: at(-1),
    closed: at(5),
  });
  await page.getByLabel('Day-ahead market').check();
  const p1 = group(page, 'Service period 1');
  await p1.getByLabel('Period name').fill('Next week');
  await p1.getByLabel('Start date').fill(day(1));
  await p1.getByLabel('End date').fill(day(7));
  const everyDay = { days: /^Every day/, holidays: /like any other day/, capacity: '5' };
  await fillWindow(group(p1, 'Period 1, window 1'), { name: 'Early evening', start: '16:00', end: '18:00', ...everyDay });
  await p1.getByRole('button', { name: 'Add a window to service period 1' }).click();
  await fillWindow(group(p1, 'Period 1, window 2'), { name: 'Late evening', start: '18:00', end: '20:00', ...everyDay });
  await page.getByRole('button', { name: 'Create this competition' }).click();
  await expect(page).toHaveURL(/\/systemoperator\/competitions\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // 2. Bidding follows entry (the entry-confirmation flag is on): the provider enters both assets (the entry panel has its own tests)…
  const mine = (await api(USERS.providerA, 'GET', 'flex/assets/?limit=1000')).json as Json[];
  const entered = [handAsset!, fileAsset!].map((a) => Number(mine.find((m) => m.ref === a.ref)!.id));
  await expect(async () => expect((await api(USERS.providerA, 'POST', 'flex/competitionentries/', { competition: id, flex_assets: entered })).status).toBe(201)).toPass({ timeout: 60_000 });

  // …and bids two windows by hand with one asset…
  await signIn(page, USERS.providerA);
  await page.goto(`/flexprovider/competitions/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Create a ballot' }).click();
  const select = page.getByRole('dialog', { name: 'Select the assets to bid with' });
  const selectAll = select.getByRole('checkbox', { name: 'Select all' });
  await selectAll.check();
  await selectAll.uncheck();
  await select.getByRole('checkbox', { name: new RegExp(handAsset!.ref) }).check();
  await select.getByRole('button', { name: 'Confirm (1)' }).click();
  await expect(page).toHaveURL(new RegExp(`/flexprovider/competitions/${id}/ballots/\\d+$`));
  for (const window of ['Early evening', 'Late evening']) {
    const row = page.getByRole('group', { name: new RegExp(`^${window}`) });
    await row.getByLabel('Capacity').fill('0.5');
    await row.getByLabel('Max runtime').fill('0 02:00:00');
    await row.getByLabel('Availability price').fill('5');
    await row.getByLabel('Utilisation price').fill(window === 'Early evening' ? '120' : '150');
  }
  await page.getByRole('button', { name: 'Submit bids' }).click();
  const submitted = page.getByRole('dialog', { name: 'Your bids are submitted' });
  await expect(submitted).toBeVisible();
  await submitted.getByRole('button', { name: 'Finish bidding' }).click();

  // …and more by a bulk file with the other asset, started from the competition's template:
  // one row per window, by period and name (no window id anywhere), reached from the competition page.
  await page.goto(`/flexprovider/competitions/${id}`);
  await page.getByRole('link', { name: "Bid for many windows at once from this competition's bids template (CSV)" }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/flexprovider/bids/bulk-upload\\?competition=${id}$`));
  await expect(page.getByRole('combobox', { name: 'Competition' })).toHaveValue(String(id));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: "Download this competition's bids template" }).click()]);
  expect(download.suggestedFilename()).toBe(`flexmarket-bids-${reference}.csv`);
  const template = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n').map((line) => line.split(','));
  const [header, ...prefilled] = template;
  expect(header).toEqual(['competition', 'service_period', 'service_window', 'assets', 'capacity', 'max_runtime', 'availability_price', 'utilisation_price', 'service_fee']);
  expect(prefilled.map((r) => [r[0], r[1], r[2]])).toEqual([
    [reference, 'Next week', 'Early evening'],
    [reference, 'Next week', 'Late evening'],
  ]);
  // Filled in: this asset only, capacity, run time and prices.
  const rows = prefilled.map((r) => [r[0], r[1], r[2], fileAsset!.ref, '0.5', '01:30:00', '4.5', r[2] === 'Early evening' ? '100' : '110', ''].join(','));
  const csv = [header!.join(','), ...rows].join('\r\n');
  await page.getByLabel('Bids CSV file').setInputFiles({ name: 'day-ahead-bids.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const bulk = page.getByRole('dialog', { name: 'Your bids were submitted' });
  await expect(bulk).toBeVisible({ timeout: 60_000 });
  await expect(bulk.getByText('1 new ballot')).toBeVisible();
  await expect(bulk.getByText('2 new bids')).toBeVisible();
  await bulk.getByRole('button', { name: 'Done' }).click();

  const bids = (await api(USERS.operatorX, 'GET', `bids/bids/?competition=${id}`)).json as Json[];
  expect(bids).toHaveLength(4);
  const fileGsp = String((bids.find((b) => (b.asset_refs as string[]).includes(fileAsset!.ref))!.gsps as string[])[0]);
  const handGsp = String((bids.find((b) => (b.asset_refs as string[]).includes(handAsset!.ref))!.gsps as string[])[0]);
  expect(fileGsp).not.toBe(handGsp);

  // 3. The operator closes bidding, runs market clearing with the file asset's GSP excluded, and confirms.
  await signIn(page, USERS.operatorX);
  await page.goto(`/manage/systemoperator/bids/view?competition=${id}`);
  await page.getByRole('button', { name: 'Close bidding now' }).click();
  await page.getByRole('dialog', { name: 'Close bidding now?' }).getByRole('button', { name: 'Close bidding' }).click();
  await expect(page.getByRole('button', { name: 'Run market clearing' })).toBeEnabled();
  await page.getByRole('button', { name: 'Run market clearing' }).click();
  const mca = page.getByRole('dialog', { name: `Market clearing: ${name}` });
  await mca.getByLabel('Start time').fill('16:00');
  await mca.getByLabel('End time').fill('20:00');
  await mca.getByLabel('Max utilisation rate').fill('300');
  await mca.getByLabel('Required capacity').fill('4');
  await mca.getByLabel('Period start date').fill(day(1));
  await mca.getByLabel('Period end date').fill(day(7));
  const exclude = mca.getByLabel('Excluded GSPs (optional)');
  await exclude.fill(`${fileGsp}, nowhere`);
  await exclude.blur();
  await expect(mca.getByText('Please use only the GSPs listed below, in a comma separated list')).toBeVisible();
  await exclude.fill(fileGsp);
  await exclude.blur();
  await mca.getByRole('button', { name: 'Run market clearing' }).click();
  const decisions = mca.getByRole('table', { name: 'Decisions on bids' });
  await expect(decisions.getByRole('row').filter({ hasText: 'Excluded GSP' })).toHaveCount(2);
  await expect(decisions.getByRole('row').filter({ hasText: 'Accepted' })).toHaveCount(2);
  await expect(mca.getByRole('heading', { name: 'Merit order' })).toBeVisible();
  await expect(mca.locator('canvas').first()).toBeVisible();
  await mca.getByRole('button', { name: 'Confirm decisions' }).click();
  await expect(mca).toBeHidden();

  await page.goto(`/manage/systemoperator/bids/confirm?competition=${id}`);
  await page.getByRole('button', { name: 'Confirm competition results' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm competition results' });
  await expect(confirm.getByRole('button', { name: 'Confirm', exact: true })).toBeDisabled();
  await confirm.getByRole('checkbox', { name: 'I understand that these results are final' }).check();
  await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(confirm).toBeHidden();
  const final = (await api(USERS.operatorX, 'POST', 'bids/approvals/decide/', { competition: id, decisions: [{ bid_id: bids[0]!.id, approved: true }] }));
  expect(final.status).toBe(409);

  // 4. The provider sees accepted and rejected bids with their reasons, and the e-mail.
  await signIn(page, USERS.providerA);
  await page.goto('/manage/flexprovider/bids/history');
  await page.getByRole('searchbox').first().fill(reference);
  const results = page.getByRole('row').filter({ hasText: name });
  await expect(results).toHaveCount(4);
  await expect(results.filter({ hasText: 'Accepted' })).toHaveCount(2);
  await expect(results.filter({ hasText: /excluded grid supply point/ })).toHaveCount(2);

  // The paid price carries its unit.
  await expect(results.filter({ hasText: 'Accepted' }).first()).toContainText(/£[\d,.]+\/MWh/);

  // The competition page shows the outcome too: accepted and rejected bids with their reasons.
  await page.goto(`/flexprovider/competitions/${id}`);
  const outcome = page.getByRole('region', { name: 'Your results' });
  await expect(outcome).toContainText('The operator has confirmed the results: 2 of your bids were accepted, 2 rejected.');
  const outcomeRows = outcome.getByRole('table', { name: 'Your bids and their outcome' }).getByRole('row');
  await expect(outcomeRows.filter({ hasText: 'Accepted' })).toHaveCount(2);
  await expect(outcomeRows.filter({ hasText: 'Rejected' }).filter({ hasText: /excluded grid supply point/ })).toHaveCount(2);
  await expect(outcomeRows.filter({ hasText: fileAsset!.ref }).filter({ hasText: 'Rejected' })).toHaveCount(2);
  await expect(outcomeRows.filter({ hasText: 'Accepted' }).first()).toContainText('Availability £5.00/MW/h');
  // The area by its GSP regions' names, never a group code.
  const area = page.getByRole('region', { name: 'What is needed' }).locator('dt', { hasText: 'Area (GSP regions)' }).locator('xpath=following-sibling::dd[1]');
  await expect(area).toHaveText(/^[A-Z][^_]+$/);

  await page.goto(`/dev/outbox#key=${OUTBOX_KEY}`);
  const mail = page.getByRole('article').filter({ hasText: USERS.providerA }).filter({ hasText: `Results confirmed: ${name}` });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(mail.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(mail.first()).toContainText('ACCEPTED');
  await expect(mail.first()).toContainText('its grid supply point was excluded');
});
