import { expect, test } from '@playwright/test';
import { api, at, fillDetails, fillWindow, group, providerAssetInOperatorArea, type Json } from '../support/competitions';
import { signIn, USERS } from '../support/session';

/** YYYY-MM-DD some days from today (UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('market clearing of a day-ahead competition with a bid outside the demand intervals is confirmed from the modal', async ({ page }) => {
  test.setTimeout(180_000);
  const asset = await providerAssetInOperatorArea();
  const stamp = Date.now();
  const name = `Day-ahead clearing ${stamp}`;

  // The operator creates a day-ahead competition with two windows, bidding open now.
  await signIn(page, USERS.operatorX);
  await page.goto('/manage/systemoperator/competitions/create');
  await fillDetails(page, { reference: `E2E-MCA-${stamp}`, name, postcode: asset.postcode, qualificationOpens: at(-3), qualificationCloses: at(-2), biddingOpens: at(-1), closed: at(5) });
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

  // Provider A confirms entry with the asset and bids both windows (through the API: the bidding screens have their own tests).
  const assets = (await api(USERS.providerA, 'GET', 'flex/assets/?limit=1000')).json as Json[];
  const assetId = Number(assets.find((a) => a.ref === asset.ref)!.id);
  await expect(async () => expect((await api(USERS.providerA, 'POST', 'flex/competitionentries/', { competition: id, flex_assets: [assetId] })).status).toBe(201)).toPass({
    timeout: 60_000,
  });
  const ballot = await api(USERS.providerA, 'POST', 'bids/ballots/', { competition: id, flex_assets: [assetId] });
  expect(ballot.status).toBe(201);
  const competition = (await api(USERS.providerA, 'GET', `flex/competitions/${id}/?expand=service_periods.windows&include_archived=true`)).json as {
    service_periods: Array<{ windows: Array<{ id: number; name: string }> }>;
  };
  const windows = competition.service_periods.flatMap((p) => p.windows);
  const offers = windows.map((w) => ({ service_window: w.id, capacity: 0.1, max_runtime: '0 02:00:00', availability_price: 5, utilisation_price: w.name === 'Early evening' ? 120 : 150 }));
  const submitted = await api(USERS.providerA, 'POST', `bids/ballots/${(ballot.json as Json).id}/submit/`, { bids: offers });
  expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
  const [early, late] = (submitted.json as { bids: number[] }).bids as [number, number];

  // The operator closes bidding and clears the early evening only: the late-evening bid lies outside the interval.
  expect((await api(USERS.operatorX, 'POST', `flex/competitions/${id}/close_bidding/`)).status).toBe(200);
  await page.goto(`/manage/systemoperator/bids/view?competition=${id}`);
  await page.getByRole('button', { name: 'Run market clearing' }).click();
  const mca = page.getByRole('dialog', { name: `Market clearing: ${name}` });
  await mca.getByLabel('Start time').fill('16:00');
  await mca.getByLabel('End time').fill('18:00');
  await mca.getByLabel('Max utilisation rate').fill('300');
  await mca.getByLabel('Required capacity').fill('4');
  await mca.getByLabel('Period start date').fill(day(1));
  await mca.getByLabel('Period end date').fill(day(7));
  await mca.getByRole('button', { name: 'Run market clearing' }).click();
  const decisions = mca.getByRole('table', { name: 'Decisions on bids' });
  await expect(decisions.getByRole('row').filter({ hasText: 'Not in any demand interval' })).toHaveCount(1);
  await expect(decisions.getByRole('row').filter({ hasText: 'Accepted' })).toHaveCount(1);

  const confirm = page.waitForResponse((r) => r.url().includes('/mca/decisionsets/confirm/') && r.request().method() === 'POST');
  await mca.getByRole('button', { name: 'Confirm decisions' }).click();
  expect((await confirm).status()).toBe(201);
  await expect(mca).toBeHidden();

  // The bid in the interval is decided by the clearing (0.1 at 120, under the cap of 300, while 4 are required: accepted); the other keeps no decision.
  const approvals = (await api(USERS.operatorX, 'GET', `bids/approvals/?competition=${id}`)).json as Json[];
  expect(approvals.map((a) => [a.bid, a.approved, a.method])).toEqual([[early, true, 'clearing']]);
  expect(approvals.some((a) => a.bid === late)).toBe(false);
});
