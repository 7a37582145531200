import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { api, type Json } from '../support/competitions';
import { signIn, USERS } from '../support/session';
import {
  byHand,
  eventDaysOf,
  londonDate,
  metersOf,
  planReadings,
  PROVIDER,
  READINGS_HEADER,
  readingsCsv,
  requiredOf,
  utilisationPriceOf,
  type RequiredEvent,
} from '../support/settlement';

const PROVIDER_PATH = '/settlement/flexprovider';
const OPERATOR_PATH = '/settlement/systemoperator';
/** The readings deliver this share of the instruction; the corrected ones less. */
const FIRST_SHARE = 0.8;
const CORRECTED_SHARE = 0.6;

async function pageAs(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ratioText = (r: number) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 }).format(r);

/** Uploads a readings file through the upload page's file pipeline. */
async function uploadReadings(page: Page, name: string, csv: string): Promise<void> {
  await page.getByLabel('Meter readings CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await page.getByRole('button', { name: 'Upload', exact: true }).first().click();
}

async function latestReport(competition: number, month: string): Promise<Json | undefined> {
  const res = await api(USERS.operatorX, 'GET', `performance/settlementreports/?competition=${competition}&month=${month}&latest=true`);
  return (res.json as Json[])[0];
}

/** The operator opens the month's report on the reports page and publishes its draft. */
async function publishDraft(page: Page, event: RequiredEvent, version: number): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^Open ${escape(event.competition_name)}, `) }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${escape(event.competition_name)}, .*: version ${version} \\(Draft\\)$`) })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: providers can see it and their invoices are issued.')).toBeVisible({ timeout: 30_000 });
}

test('settlement loop: template, a refused file, upload, run with progress, publish, delivery chart and figures worked by hand, invoice PDF, dispute upheld, version 2 with its difference and credit note', async ({ browser }) => {
  test.setTimeout(600_000);
  const required = await requiredOf(PROVIDER);
  expect(required.count, 'the demo leaves one of the provider’s dispatches without meter data').toBeGreaterThan(0);
  const event = required.events[0]!;
  const month = londonDate(Date.parse(event.start)).slice(0, 7);
  const plan = planReadings(required.events, await metersOf(PROVIDER), await eventDaysOf(PROVIDER), FIRST_SHARE);

  // The provider downloads the template of the required events: a row per meter and missing period.
  const provider = await pageAs(browser, PROVIDER);
  await provider.goto(`${PROVIDER_PATH}/required`);
  await expect(provider.getByRole('heading', { name: 'Settlement data required', level: 1 })).toBeVisible();
  await expectNoViolations(provider, 'required data');
  await provider.goto(`${PROVIDER_PATH}/upload`);
  const [download] = await Promise.all([provider.waitForEvent('download'), provider.getByRole('button', { name: 'Download the template for your required events' }).click()]);
  const template = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(template[0]).toBe(READINGS_HEADER);
  const templated = new Set(template.slice(1).map((line) => line.split(',').slice(0, 2).join('|')));
  for (const e of required.events) {
    for (const meter of e.meters) for (const start of e.missing_metered) expect(templated, `the template asks for ${meter} at ${start}`).toContain(`${meter}|${new Date(start).toISOString().replace('.000Z', 'Z')}`);
  }
  await expectNoViolations(provider, 'upload');

  // One bad row: the file is refused with the row's message and nothing is written.
  const bad = Math.floor(plan.readings.length / 2);
  await uploadReadings(provider, 'readings-bad.csv', readingsCsv(plan.readings, (_, i) => (i === bad ? 'MW' : 'kW')));
  const problems = provider.getByRole('table', { name: /^Problems in readings-bad\.csv: nothing was saved\./ });
  await expect(problems).toBeVisible({ timeout: 60_000 });
  const problem = problems.getByRole('row').filter({ has: provider.getByRole('rowheader', { name: String(bad + 2), exact: true }) });
  await expect(problem).toContainText('is not a unit');
  await expectNoViolations(provider, 'upload with row problems');
  expect((await requiredOf(PROVIDER)).count, 'a refused file writes nothing').toBe(required.count);

  // The corrected file is saved; the completeness overview is one link away and nothing is required any more.
  await provider.goto(`${PROVIDER_PATH}/upload`);
  await uploadReadings(provider, 'readings.csv', readingsCsv(plan.readings));
  const uploaded = provider.getByRole('dialog', { name: 'Meter readings uploaded' });
  await expect(uploaded).toBeVisible({ timeout: 60_000 });
  await expectNoViolations(provider, 'meter readings uploaded');
  await uploaded.getByRole('link', { name: 'Review data completeness' }).click();
  await expect(provider).toHaveURL(/\/settlement\/flexprovider\/overview$/);
  await expectNoViolations(provider, 'overview');
  await provider.goto(`${PROVIDER_PATH}/required`);
  await expect(provider.getByText('No data required')).toBeVisible();
  expect((await requiredOf(PROVIDER)).count).toBe(0);

  // The operator runs the month with progress and publishes the draft.
  const operator = await pageAs(browser, USERS.operatorX);
  await operator.goto(`${OPERATOR_PATH}/settlementreports`);
  const competitions = operator.getByRole('combobox', { name: 'Competition' });
  const option = competitions.locator('option', { hasText: event.competition_name }).first();
  await competitions.selectOption(await option.getAttribute('value'));
  await operator.getByLabel('Month', { exact: true }).fill(month);
  await operator.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(operator.getByRole('progressbar', { name: 'Settlement run progress' })).toBeVisible();
  await expect(operator.getByText(/^Done: version 1 with \d+ events\.$/)).toBeVisible({ timeout: 120_000 });
  await expectNoViolations(operator, 'operator’s reports after a run');
  await publishDraft(operator, event, 1);
  await expectNoViolations(operator, 'operator’s published report');

  // The provider's delivery performance: the chart and the figures the readings give by hand.
  const first = plan.events.find((p) => p.event.id === event.id)!;
  const expected = byHand(first.periods, FIRST_SHARE);
  await provider.goto(`${PROVIDER_PATH}/delivery-performance`);
  await provider.getByLabel('Month', { exact: true }).fill(month);
  await provider.getByRole('button', { name: `Show the chart of dispatch ${event.id}` }).click();
  await expect(provider.getByRole('heading', { name: new RegExp(`^Dispatch ${escape(event.id)}, `) })).toBeVisible();
  await expect(provider.getByText(`Performance ratio ${ratioText(expected.ratio)};`, { exact: false })).toBeVisible();
  await expect(provider.getByRole('img', { name: new RegExp(`per period of dispatch ${escape(event.id)}`) })).toBeVisible();
  await expectNoViolations(provider, 'delivery performance');
  const price = await utilisationPriceOf(PROVIDER, event);
  const settled = ((await api(PROVIDER, 'GET', `dispatch-performance/v1/dispatches/?month=${month}&limit=1000`)).json as Json[]).find((d) => d.event === event.id)!;
  expect(Number(settled.delivered_mwh)).toBeCloseTo(expected.deliveredMwh, 6);
  expect(Number(settled.utilisation)).toBeCloseTo(price * expected.deliveredMwh, 2);

  // The invoice issued on publication, as a PDF.
  await provider.goto(`${PROVIDER_PATH}/invoices`);
  const invoices = provider.getByRole('table', { name: /^Invoices, credit notes and supplementary invoices/ });
  const pdfButton = invoices.getByRole('row').filter({ hasText: event.competition_name }).getByRole('button', { name: /^Download .* as PDF$/ }).first();
  const [pdf] = await Promise.all([provider.waitForEvent('download'), pdfButton.click()]);
  expect(fs.readFileSync((await pdf.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expectNoViolations(provider, 'invoices');

  // The provider disputes the event.
  await provider.goto(`${PROVIDER_PATH}/settlementreports`);
  await provider.getByRole('button', { name: new RegExp(`^Open ${escape(event.competition_name)}, `) }).click();
  await provider.getByRole('button', { name: 'Dispute', exact: true }).click();
  const dispute = provider.getByRole('dialog', { name: 'Dispute this report' });
  await dispute.getByLabel('What you dispute').selectOption(event.id);
  await dispute.getByLabel('Reason').selectOption('meter_data');
  await dispute.getByLabel('Note (what is wrong and what you expect)').fill('The export meter was read twice in these periods; corrected readings are uploaded.');
  await expectNoViolations(provider, 'dispute dialog');
  await dispute.getByRole('button', { name: 'Send dispute' }).click();
  await expect(provider.getByText('Your dispute is sent; the operator is told.')).toBeVisible();

  // The corrected readings of the event's periods, from the provider's meter system.
  const corrected = planReadings([event], await metersOf(PROVIDER), await eventDaysOf(PROVIDER), CORRECTED_SHARE);
  const eventPeriods = new Set(event.missing_metered.map((p) => Date.parse(p)));
  const sent = await api(PROVIDER, 'POST', 'upload/meterreadings/', {
    readings: corrected.readings
      .filter((r) => eventPeriods.has(r.start))
      .map((r) => ({ meter_id: r.meter, period_start: new Date(r.start).toISOString(), interval_minutes: 30, value: r.kw, unit: 'kW' })),
  });
  expect(sent.status, JSON.stringify(sent.json)).toBe(201);

  // The operator upholds the dispute: the month is run again as version 2, published.
  await operator.goto(`${OPERATOR_PATH}/settlementreports`);
  await operator.getByRole('button', { name: new RegExp(`^Decide the dispute of .* on ${escape(event.competition_name)}$`) }).click();
  const decide = operator.getByRole('dialog', { name: /^Decide the dispute of / });
  await decide.getByLabel('Your note to the provider').fill('Agreed: settled again from the corrected readings.');
  await expectNoViolations(operator, 'decide dialog');
  await decide.getByRole('button', { name: 'Uphold and rerun' }).click();
  await expect(operator.getByText('Upheld: the month is being settled again as a new version.')).toBeVisible();
  await expect.poll(async () => Number((await latestReport(event.competition, month))?.version ?? 0), { timeout: 120_000 }).toBe(2);
  await operator.reload();
  await publishDraft(operator, event, 2);

  // Both see version 2, what changed from version 1, and the credit note for the lower amount.
  const secondRatio = byHand(first.periods, CORRECTED_SHARE).ratio;
  for (const [page, path] of [
    [operator, OPERATOR_PATH],
    [provider, PROVIDER_PATH],
  ] as const) {
    await page.goto(`${path}/settlementreports`);
    await page.getByRole('button', { name: new RegExp(`^Open ${escape(event.competition_name)}, `) }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`: version 2 \\(Published\\)$`) })).toBeVisible();
    await expect(page.getByRole('table', { name: /^What changed in version 2 from version 1/ })).toBeVisible();
    await expectNoViolations(page, `version 2 (${path})`);
    await page.goto(`${path}/invoices`);
    await expect(page.getByRole('table', { name: /^Invoices, credit notes and supplementary invoices/ }).getByRole('row').filter({ hasText: event.competition_name }).filter({ hasText: 'Credit note' }).first()).toBeVisible();
    await expectNoViolations(page, `invoices with the credit note (${path})`);
  }
  await provider.goto(`${PROVIDER_PATH}/delivery-performance`);
  await provider.getByLabel('Month', { exact: true }).fill(month);
  await provider.getByRole('button', { name: `Show the chart of dispatch ${event.id}` }).click();
  await expect(provider.getByText(`Performance ratio ${ratioText(secondRatio)};`, { exact: false })).toBeVisible();
});

test('every settlement screen of the demo fits a 390 px phone without sideways scrolling and has no accessibility violations', async ({ browser }) => {
  test.setTimeout(180_000);
  for (const [email, paths] of [
    [USERS.providerA, ['overview', 'required', 'upload', 'delivery-performance', 'settlementreports', 'invoices'].map((p) => `${PROVIDER_PATH}/${p}`)],
    [USERS.operatorX, ['settlementreports', 'invoices'].map((p) => `${OPERATOR_PATH}/${p}`)],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, email);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Loaded: the page's table, or on the upload page its file controls.
      await expect(path.endsWith('/upload') ? page.getByRole('button', { name: 'Upload', exact: true }).first() : page.getByRole('table').first()).toBeVisible();
      const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
      expect.soft(scroll, `${path} scrolls sideways at 390 px`).toBeLessThanOrEqual(width);
      await expectNoViolations(page, `${path} at 390 px`);
    }
    await context.close();
  }
});
