import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { api, type Json } from '../support/competitions';
import { dispatchableBids } from '../support/dispatch';
import { signIn, USERS } from '../support/session';

async function pageAs(browser: Browser, email: string, path: string): Promise<Page> {
  // A laptop's window: the lists' buttons must be reachable without scrolling sideways.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, email);
  await page.goto(path);
  return page;
}

const row = (page: Page, id: number) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(id), exact: true }) });

/** The page does not scroll sideways and each button lies between the window's left and right edges. */
async function expectReachable(page: Page, buttons: Locator[]): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
  const viewport = page.viewportSize()!;
  for (const button of buttons) {
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  }
}

test('dispatch with live push: sent → on the provider’s list without a reload → accepted → the operator sees it live; a stop reaches the provider at once; an unanswered instruction expires at its deadline', async ({ browser }) => {
  test.setTimeout(180_000);
  // An accepted bid of a demo provider in a competition of operator X whose results are confirmed, under an accepted contract
  // (operator Y's settled competition has such bids too: operator X may not instruct them).
  let who: string = USERS.providerA;
  let bid: Json | undefined;
  const operatorXs = async (b: Json) => (await api(USERS.operatorX, 'GET', `flex/competitions/${String(b.competition)}/`)).status === 200;
  for (const email of [USERS.providerA, USERS.providerB]) {
    const dispatchable = await dispatchableBids(email);
    const accepted = (await api(email, 'GET', 'bids/bids/?outcome=accepted&limit=200')).json as Json[];
    for (const b of accepted.filter((x) => dispatchable.has(Number(x.id)))) {
      if (await operatorXs(b)) {
        [who, bid] = [email, b];
        break;
      }
    }
    if (bid) break;
  }
  expect(bid, 'a demo provider has an accepted bid with confirmed results').toBeDefined();

  const provider = await pageAs(browser, who, '/operations/flexprovider/upcomingdispatches');
  await expect(provider.getByRole('table', { name: 'Upcoming dispatch instructions' })).toBeVisible();
  const operator = await pageAs(browser, USERS.operatorX, '/operations/systemoperator/dispatchsend');

  // 1. The operator sends an instruction for the bid.
  await operator.getByRole('checkbox', { name: `Select bid ${String(bid!.id)} from ${String(bid!.flex_provider_name)}` }).check();
  await operator.getByRole('button', { name: 'Create dispatch instructions (1 selected)' }).click();
  const create = operator.getByRole('dialog', { name: 'Create dispatch instructions' });
  await create.getByRole('button', { name: 'Send instruction' }).click();
  await expect(operator.getByText(/1 instruction created/)).toBeVisible();
  const sentAt = Date.now();
  const mine = (await api(USERS.operatorX, 'GET', `dispatch/v1/instructions/?bid=${String(bid!.id)}&ordering=-created&limit=1`)).json as Json[];
  const first = mine[0]!;
  const id = Number(first.id);

  // 2. It reaches the provider's open list without a reload, within 2 s.
  await expect(row(provider, id)).toContainText('Awaiting response', { timeout: 2_000 });
  expect(Date.now() - sentAt).toBeLessThan(2_000);

  // 3. The operator watches the upcoming list; the provider accepts; the operator sees it live.
  await operator.goto('/operations/systemoperator/upcomingdispatches');
  await expect(row(operator, id)).toContainText('Awaiting response');
  await expectReachable(provider, [row(provider, id).getByRole('button', { name: `Accept ${id}` }), row(provider, id).getByRole('button', { name: `Reject ${id}` })]);
  await row(provider, id).getByRole('button', { name: `Accept ${id}` }).click();
  const accept = provider.getByRole('dialog', { name: `Accept dispatch instruction ${id}?` });
  await expect(accept).toContainText('Your response cannot be changed afterwards.');
  await accept.getByRole('button', { name: 'Accept instruction' }).click();
  await expect(row(provider, id)).toContainText('Accepted');
  await expect(row(operator, id)).toContainText('Accepted', { timeout: 2_000 });

  // 4. A stop reaches the provider at once.
  const body = {
    competition: first.competition,
    service_window: first.service_window,
    flex_provider: first.flex_provider,
    bid: first.bid,
    assets: first.assets,
    start: first.start,
    end: first.end,
    quantity: first.quantity,
    response_deadline: first.response_deadline,
  };
  const second = await api(USERS.operatorX, 'POST', 'dispatch/v1/instructions/', body);
  expect(second.status).toBe(201);
  const stopId = Number((second.json as Json).id);
  await expect(row(provider, stopId)).toContainText('Awaiting response', { timeout: 2_000 });
  await expect(row(operator, stopId)).toBeVisible({ timeout: 2_000 });
  await row(operator, stopId).getByRole('button', { name: `Stop ${stopId}` }).click();
  await operator.getByRole('dialog', { name: `Stop dispatch instruction ${stopId}?` }).getByRole('button', { name: 'Stop instruction' }).click();
  await expect(row(provider, stopId)).toContainText('Stopped', { timeout: 2_000 });
  await expect(row(provider, stopId).getByRole('button', { name: `Accept ${stopId}` })).toHaveCount(0);

  // 5. The provider rejects another one, clicking Reject where it is, and the operator sees it live.
  const fourth = await api(USERS.operatorX, 'POST', 'dispatch/v1/instructions/', body);
  expect(fourth.status).toBe(201);
  const rejectId = Number((fourth.json as Json).id);
  const rejectButton = row(provider, rejectId).getByRole('button', { name: `Reject ${rejectId}` });
  await expect(rejectButton).toBeVisible({ timeout: 2_000 });
  await expectReachable(provider, [rejectButton]);
  await rejectButton.click();
  await provider.getByRole('dialog', { name: `Reject dispatch instruction ${rejectId}?` }).getByRole('button', { name: 'Reject instruction' }).click();
  await expect(row(provider, rejectId)).toContainText('Rejected');
  await expect(row(operator, rejectId)).toContainText('Rejected', { timeout: 2_000 });

  // 6. An instruction nobody answers expires at its deadline.
  const deadline = new Date(Date.now() + 8_000).toISOString();
  const third = await api(USERS.operatorX, 'POST', 'dispatch/v1/instructions/', { ...body, response_deadline: deadline });
  expect(third.status).toBe(201);
  const expiring = Number((third.json as Json).id);
  await expect(row(provider, expiring)).toContainText('Awaiting response', { timeout: 2_000 });
  await expect(row(provider, expiring)).toContainText('Expired', { timeout: 30_000 });
  await expect(row(operator, expiring)).toContainText('Expired', { timeout: 5_000 });
  const late = await api(who, 'POST', 'dispatch/v2/responses/', { instruction: expiring, response: 'accepted' });
  expect(late.status).toBe(409);
});
