import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { api, type Json } from '../support/competitions';
import { signIn, USERS } from '../support/session';

async function pageAs(browser: Browser, email: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** The next delivery year that has not started (it runs from 1 October to 30 September). */
function nextDeliveryYear(now = new Date()): number {
  return now.getUTCMonth() >= 9 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
}

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
/** `YYYY-MM-DD HH:MM` in the browser's (the demo region's) clock, `hours` from now. */
const wallClock = (hours: number) => {
  const d = new Date(Date.now() + hours * 3_600_000);
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(d);
  const v = (t: string) => parts.find((p) => p.type === t)!.value;
  return `${v('year')}-${v('month')}-${v('day')} ${v('hour')}:${v('minute')}`;
};
/** Pounds as the en-GB region writes them, to the penny. */
const pounds = (n: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(n);

test('exchange: A lists 3 MW of an agreement (a 0.5 MW remainder refused) → B bids → A accepts → both see the premium → a buyer finds a load modification on the map and buys it', async ({ browser }) => {
  test.setTimeout(150_000);
  const year = nextDeliveryYear();
  const agreementNumber = `CM-E2E-${Date.now()}`;
  const made = await api(USERS.providerA, 'POST', 'exchange/agreements/', {
    agreement_number: agreementNumber,
    unit_id: 'E2E-BESS-1',
    agreement_type: 'T-1',
    delivery_year: year,
    de_rated_mw: '4',
    clear_price: '60.00',
  });
  expect(made.status, JSON.stringify(made.json)).toBe(201);

  // 1. Provider A lists part of the agreement. 3.5 MW would leave 0.5 MW: refused on the field; 3 MW leaves 1 MW.
  const a = await pageAs(browser, USERS.providerA);
  await a.goto('/exchange/new-listing');
  await expect(a.getByRole('heading', { level: 1 })).toBeVisible();
  await a.getByRole('radio', { name: /Capacity Market/i }).check();
  await a.getByRole('radio', { name: new RegExp(agreementNumber) }).check();
  await a.getByLabel('MW to transfer').fill('3.5');
  await a.getByLabel('Guide price (per kW per year)').fill('42');
  await a.getByLabel('First day of the transfer').fill(`${year}-10-01`);
  await a.getByLabel('Last day of the transfer').fill(`${year + 1}-03-31`);
  await a.getByLabel('Bidding opens').fill(wallClock(-1));
  await a.getByLabel('Bidding closes').fill(wallClock(48));
  await a.getByRole('button', { name: 'Publish' }).click();
  const mw = a.getByLabel('MW to transfer');
  await expect(mw).toHaveAttribute('aria-invalid', 'true');
  await expect(a.getByText(/at least 1 MW/).first()).toBeVisible();
  await mw.fill('3');
  await expectNoViolations(a, 'new capacity-market listing');
  await a.getByRole('button', { name: 'Publish' }).click();
  await expect(a.getByText(/Listing EX-\d+ is published\./)).toBeVisible();
  const listing = ((await api(USERS.providerA, 'GET', `exchange/listings/?mine=true&exchange_type=capacity_market&ordering=-created`)).json as Json[]).find(
    (l) => (l.capacity_market as Json | null)?.agreement_number === agreementNumber,
  )!;
  expect(Number(listing.mw)).toBe(3);
  expect(listing).toMatchObject({ status: 'open', transfer_starts_on: `${year}-10-01`, transfer_ends_on: `${year + 1}-04-01` });
  const id = Number(listing.id);
  const reference = String(listing.reference);

  // 2. Provider B finds it and bids 3 MW at a net price of £40/kW/year.
  const b = await pageAs(browser, USERS.providerB);
  await b.goto('/exchange/browse');
  await b.getByRole('link', { name: reference }).click();
  await expect(b.getByRole('heading', { level: 1, name: `Listing ${reference}` })).toBeVisible();
  await expectNoViolations(b, 'listing view (bidder)');
  await b.getByRole('link', { name: 'Submit a bid' }).click();
  await b.getByLabel(/^Price/).fill('40');
  await b.getByLabel('MW you bid for').fill('3');
  await expectNoViolations(b, 'submit a bid');
  await b.getByRole('button', { name: 'Submit bid' }).click();
  await expect(b.getByText(`Your bid on ${reference} is submitted. The lister decides after bidding closes.`)).toBeVisible();

  // 3. A accepts it early and closes bidding: the trade is made.
  await a.goto(`/exchange/listings/${id}/decision-bids`);
  await a.getByRole('combobox', { name: /Decision on the bid of Voltwise/ }).selectOption('accept');
  await a.getByRole('checkbox', { name: 'Accept early and close bidding now' }).check();
  await expectNoViolations(a, 'decide bids');
  await a.getByRole('button', { name: 'Submit decisions' }).click();
  await expect(a.getByText(`Your decisions on ${reference} are recorded; bidders are told.`)).toBeVisible();

  // 4. Both see the outcome: premium = (clear − bid) × kW × transfer days ÷ days in the delivery year.
  const transferDays = daysBetween(`${year}-10-01`, `${year + 1}-04-01`);
  const yearDays = daysBetween(`${year}-10-01`, `${year + 1}-10-01`);
  const premium = Math.round(((60 - 40) * 3000 * transferDays * 100) / yearDays) / 100;
  for (const [who, page] of [['seller', a], ['buyer', b]] as const) {
    await page.goto(`/exchange/listings/${id}/outcome`);
    const trade = page.getByRole('region', { name: /^Trade TR-\d+/ });
    await expect(trade, who).toContainText(pounds(premium));
    await expect(trade, who).toContainText('Brightgrid');
    await expect(trade, who).toContainText('Voltwise');
    await expectNoViolations(page, `outcome (${who})`);
  }
  const trades = (await api(USERS.providerB, 'GET', `exchange/trades/?listing=${id}`)).json as Json[];
  expect(trades).toHaveLength(1);
  expect(Number(trades[0]!.mw)).toBe(3);
  expect(trades[0]).toMatchObject({ amount: premium.toFixed(2), registration_status: 'pending' });

  // 5. A load-modification block far from the others; the buyer finds it on the map and buys it.
  const thurso = ((await api(USERS.providerB, 'GET', 'flex/gspregions/?search=Thurso')).json as Json[])[0]!;
  const now = new Date();
  const month = (plus: number) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + plus, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  };
  const point = { lat: 58.59, lon: -3.52 };
  const block = await api(USERS.providerB, 'POST', 'exchange/listings/', {
    exchange_type: 'load_modification',
    gsp_region: thurso.id,
    substation: 'Thurso South 11kV',
    ...point,
    start_time: '16:00',
    end_time: '19:00',
    first_month: month(2),
    last_month: month(4),
    measurement_method: 'half_hourly_baseline',
    mw: '0.4',
    buy_now_price: '2.50',
    bidding_opens: new Date(Date.now() - 60_000).toISOString(),
    bidding_closes: new Date(Date.now() + 7 * DAY).toISOString(),
    publish: true,
  });
  expect(block.status, JSON.stringify(block.json)).toBe(201);
  const blockRef = String((block.json as Json).reference);
  const blockId = Number((block.json as Json).id);

  const buyer = await pageAs(browser, USERS.operatorX);
  // Keep the page's Leaflet maps so the test can ask where a point is drawn (the pins are drawn on a canvas).
  await buyer.addInitScript(() => {
    const w = window as unknown as { __maps: unknown[]; __L?: { Map: { addInitHook(f: () => void): void } } };
    w.__maps = [];
    Object.defineProperty(window, 'L', {
      configurable: true,
      get: () => w.__L,
      set: (leaflet: { Map: { addInitHook(f: (this: unknown) => void): void } }) => {
        w.__L = leaflet;
        leaflet.Map.addInitHook(function (this: unknown) {
          w.__maps.push(this);
        });
      },
    });
  });
  await buyer.goto('/exchange/load-modifications/map');
  await expect(buyer.getByRole('heading', { level: 1, name: 'Load modifications' })).toBeVisible();
  const map = buyer.getByRole('region', { name: 'Map of load-modification blocks' });
  await expect(map).toBeVisible();
  await expect(buyer.getByRole('table', { name: 'Load-modification blocks' }).getByRole('link', { name: blockRef })).toBeVisible();
  await expectNoViolations(buyer, 'load-modification map');
  type LeafletMap = { latLngToContainerPoint(p: [number, number]): { x: number; y: number }; getZoom(): number };
  const where = () =>
    buyer.evaluate(([lat, lon]) => {
      const m = (window as unknown as { __maps: LeafletMap[] }).__maps.at(-1)!;
      const p = m.latLngToContainerPoint([lat, lon]);
      return { x: p.x, y: p.y, zoom: m.getZoom() };
    }, [point.lat, point.lon] as const);
  // Click the block's pin; while it is inside a cluster, zoom in beside it (a double-click) and try again.
  await expect.poll(async () => (await buyer.evaluate(() => (window as unknown as { __maps: unknown[] }).__maps.length))).toBeGreaterThan(0);
  const box = (await map.boundingBox())!;
  const chosen = buyer.getByRole('complementary', { name: 'Chosen block' });
  for (let i = 0; i < 10; i += 1) {
    const pin = await where();
    // A tall pin's head is drawn above its point.
    await buyer.mouse.click(box.x + pin.x, box.y + pin.y - 10);
    const picked = await expect(chosen).toContainText(blockRef, { timeout: 2000 }).then(() => true, () => false);
    if (picked) break;
    await buyer.mouse.dblclick(box.x + pin.x + 30, box.y + pin.y);
    await expect.poll(async () => (await where()).zoom).toBeGreaterThan(pin.zoom);
  }
  await expect(chosen).toContainText(blockRef);
  await expect(chosen).toContainText('400 kW');
  await chosen.getByRole('link', { name: `View ${blockRef}` }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: `Load modification ${blockRef}` })).toBeVisible();
  const months = 3;
  await expect(buyer.getByText(`${pounds(2.5 * 400 * months)} (asking price × 400 kW × ${months} months)`)).toBeVisible();
  await expectNoViolations(buyer, 'load-modification block');
  await buyer.getByRole('button', { name: 'Buy this block' }).click();
  const confirm = buyer.getByRole('dialog', { name: `Buy ${blockRef}?` });
  await confirm.getByRole('button', { name: 'Buy for the asking price' }).click();
  await expect(buyer.getByText(new RegExp(`You bought ${blockRef}: trade TR-\\d+\\.`))).toBeVisible();
  const bought = (await api(USERS.operatorX, 'GET', `exchange/trades/?listing=${blockId}`)).json as Json[];
  expect(bought).toHaveLength(1);
  expect(bought[0]).toMatchObject({ amount: (2.5 * 400 * months).toFixed(2), amount_kind: 'price' });
  expect(((await api(USERS.providerB, 'GET', `exchange/listings/${blockId}/`)).json as Json).status).toBe('awarded');
});

test('exchange screens at 390 px: browse, new listing, the map, a block; no sideways scrolling and no axe violations', async ({ browser }) => {
  test.setTimeout(90_000);
  const provider = await pageAs(browser, USERS.providerA, { width: 390, height: 844 });
  for (const path of ['/exchange/browse', '/exchange/new-listing']) {
    await provider.goto(path);
    await expect(provider.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(provider, `${path} at 390 px`);
    expect(await provider.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
  const buyer = await pageAs(browser, USERS.operatorX, { width: 390, height: 844 });
  await buyer.goto('/exchange/load-modifications/map');
  await expect(buyer.getByRole('table', { name: 'Load-modification blocks' })).toBeVisible();
  await expectNoViolations(buyer, 'load-modification map at 390 px');
  expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const first = buyer.getByRole('table', { name: 'Load-modification blocks' }).getByRole('link').first();
  await first.click();
  await expect(buyer.getByRole('heading', { level: 1, name: /^Load modification EX-\d+/ })).toBeVisible();
  await expectNoViolations(buyer, 'load-modification block at 390 px');
  expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
