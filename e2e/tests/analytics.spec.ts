import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { api, type Json } from '../support/competitions';
import { expectNoViolations } from '../support/axe';
import { signIn, USERS } from '../support/session';

/** No internet here: anything off the machine fails, as it would offline. */
test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
});

const REPORTS: Array<[string, string]> = [
  ['procurement-summary', 'Procurement summary'],
  ['price-benchmarks', 'Price benchmarks'],
  ['delivery-performance', 'Delivery performance'],
  ['dispatch-operations', 'Dispatch operations'],
  ['spend-invoicing', 'Spend and invoicing'],
  ['exchange-liquidity', 'Exchange liquidity'],
  ['baseline-accuracy', 'Baseline accuracy'],
];

/** The filter selects of the report page, by their labels, and the query key each sets. */
const FILTERS: Array<[key: string, label: string]> = [
  ['provider', 'Provider'],
  ['competition', 'Competition'],
  ['area', 'Area (GSP group)'],
  ['product', 'Product'],
];

interface Report {
  empty: string | null;
  chart: { points: Json[] };
  tables: Array<{ key: string; columns: Array<{ key: string }>; rows: Json[] }>;
}

async function reportOf(type: string, query: Record<string, string> = {}): Promise<Report> {
  const res = await api(USERS.operatorX, 'GET', `analytics/reports/${type}/?${new URLSearchParams(query).toString()}`);
  expect(res.status).toBe(200);
  return res.json as Report;
}

/**
 * A filter choice that leaves the report with data but changes its table and its chart: the first
 * such among the filters' choices (providers first: the fewest), worked out through the API.
 */
async function narrowingChoice(type: string): Promise<{ key: string; label: string; value: string; name: string; answer: Report }> {
  const all = await reportOf(type);
  const options = (await api(USERS.operatorX, 'GET', 'analytics/filters/')).json as Record<string, Array<{ id: string; name: string }>>;
  const lists: Record<string, string> = { competition: 'competitions', provider: 'providers', area: 'areas', product: 'products' };
  for (const [key, label] of FILTERS) {
    for (const option of options[lists[key]!] ?? []) {
      const answer = await reportOf(type, { [key]: option.id });
      const main = answer.tables[0]!.rows;
      if (answer.empty !== null || main.length === 0) continue;
      if (JSON.stringify(main) === JSON.stringify(all.tables[0]!.rows)) continue;
      if (JSON.stringify(answer.chart.points) === JSON.stringify(all.chart.points)) continue;
      return { key, label, value: option.id, name: option.name, answer };
    }
  }
  throw new Error(`no filter choice narrows ${type} in the demo data`);
}

/** The report tables' page size (host/src/pages/analytics/ReportBody.tsx). */
const PAGE_SIZE = 50;

const mainTable = (page: Page, title: string) => page.getByRole('table', { name: `${title}: details` });
const chartSummary = async (page: Page, title: string) => {
  const id = await page.getByRole('img', { name: `Chart: ${title}` }).getAttribute('aria-describedby');
  return (await page.locator(`[id="${id}"]`).textContent())?.trim() ?? '';
};

test('an operator opens every report, narrows it with a filter kept in the link, sees the chart and table change and downloads its CSV', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, USERS.operatorX);
  await page.goto('/analytics/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics reports' })).toBeVisible();
  for (const [, title] of REPORTS) await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(page.getByText(/^No data yet/)).toHaveCount(0);
  await expectNoViolations(page, 'analytics report list');

  for (const [type, title] of REPORTS) {
    await test.step(title, async () => {
      const all = await reportOf(type);
      expect(all.empty, `${type} has demo data`).toBeNull();
      const choice = await narrowingChoice(type);

      await page.goto('/analytics/reports');
      await page.getByRole('link', { name: title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/analytics/reports/${type}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const table = mainTable(page, title);
      await expect(table.locator('tbody tr')).toHaveCount(Math.min(all.tables[0]!.rows.length, PAGE_SIZE));
      const summaryBefore = await chartSummary(page, title);
      expect(summaryBefore.length).toBeGreaterThan(0);
      const rowsBefore = await table.locator('tbody').innerText();

      // Narrow it: the choice goes into the link, the chart's summary and the table change.
      await page.getByLabel(choice.label, { exact: true }).selectOption(choice.value);
      await expect(page).toHaveURL(new RegExp(`[?&]${choice.key}=${encodeURIComponent(choice.value)}(&|$)`));
      await expect.poll(() => table.locator('tbody').innerText()).not.toBe(rowsBefore);
      await expect(table.locator('tbody tr')).toHaveCount(Math.min(choice.answer.tables[0]!.rows.length, PAGE_SIZE));
      await expect.poll(() => chartSummary(page, title)).not.toBe(summaryBefore);

      // The link reproduces it.
      const link = page.url();
      await page.goto(link);
      await expect(page.getByLabel(choice.label, { exact: true })).toHaveValue(choice.value);

      // The CSV of what is shown: the column keys, then one line per row of the narrowed table.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^flexmarket-${type}-\\d{4}-\\d\\d-\\d\\d-\\d{4}-\\d\\d-\\d\\d\\.csv$`));
      const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r\n/);
      expect(csv[0]).toBe(choice.answer.tables[0]!.columns.map((c) => c.key).join(','));
      expect(csv).toHaveLength(1 + choice.answer.tables[0]!.rows.length);
    });
  }
  await expectNoViolations(page, 'an analytics report');
});

test('a flex provider gets the access page, not the reports', async ({ page }) => {
  await signIn(page, USERS.providerA);
  await page.goto('/analytics/reports/price-benchmarks');
  await expect(page.getByRole('heading', { level: 1, name: 'Access to this content is restricted' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Price benchmarks' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);
  expect((await api(USERS.providerA, 'GET', 'analytics/reports/price-benchmarks/')).status).toBe(403);
  await expectNoViolations(page, 'analytics access page for a provider');
});
