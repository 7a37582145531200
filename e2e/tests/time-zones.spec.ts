/**
 * Dates are typed in the region's zone and converted with that zone's rules, whatever the
 * browser's own zone: a London browser creates a competition in the US region with an Eastern time
 * that falls in the UK's spring-forward gap (2027-03-28 01:30, a real EDT time), and a time the US
 * clocks skip gets a message naming the gap; a New York browser in the GB region is told about the
 * UK gap. Expected instants are computed here from the zones' offsets.
 */
import { expect, test, type Page } from '@playwright/test';
import { api, at, fillWindow, group, providerAssetInOperatorArea, type Json } from '../support/competitions';
import { expectNoViolations } from '../support/axe';
import { signIn, USERS } from '../support/session';

const HOUR = 3_600_000;
/** The UTC ISO string of a wall time on a clock `hours` ahead of UTC. */
const atOffset = (y: number, mo: number, d: number, h: number, mi: number, hours: number) => new Date(Date.UTC(y, mo - 1, d, h, mi) - hours * HOUR).toISOString();

async function switchRegion(page: Page, button: RegExp, path: string): Promise<void> {
  await page.goto(`/region?next=${encodeURIComponent(path)}`);
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

const CREATE = '/manage/systemoperator/competitions/create';

test.describe('a browser in London', () => {
  test.use({ timezoneId: 'Europe/London' });

  test('creates a US competition opening at 2027-03-28 01:30 Eastern (in the UK gap, valid EDT): the body and the stored value are 05:30 UTC; a time in the US gap is refused with the gap named', async ({ page }) => {
    test.setTimeout(120_000);
    const { postcode } = await providerAssetInOperatorArea();
    const name = `Time zones ${Date.now()}`;
    await signIn(page, USERS.operatorX);
    await switchRegion(page, /^United States/, CREATE);
    // The browser's own clock is London's: the conversion must not use it.
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Europe/London');

    await page.getByRole('textbox', { name: 'Reference', exact: true }).fill(`E2E-TZ-${Date.now()}`);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByLabel('Qualification opens (US/Eastern)').fill(at(-2));
    await page.getByLabel('Qualification closes (US/Eastern)').fill(at(10));
    await page.getByLabel('Bidding opens (US/Eastern)').fill('2027-03-28 01:30');
    await page.getByLabel('Postcode districts').fill(postcode);
    // en-US spells it "Utilization".
    await page.getByLabel('Availability guide price').fill('6.50');
    await page.getByLabel(/^Utili[sz]ation guide price/).fill('300');
    const opens = page.getByLabel('Bidding opens (US/Eastern)');
    await opens.press('Tab');
    const opensUtc = atOffset(2027, 3, 28, 1, 30, -4);
    await expect(opens).toHaveAccessibleDescription(`Time zone: Eastern Time (US/Eastern). In UTC: ${opensUtc.slice(0, 10)} ${opensUtc.slice(11, 16)} (UTC-04:00).`);

    // 14 March 2027: US clocks go from 02:00 to 03:00.
    const closes = page.getByLabel('Bidding closes (US/Eastern)');
    await closes.fill('2027-03-14 02:30');
    await closes.press('Tab');
    await expect(closes).toHaveAccessibleDescription(/02:00 AM–03:00 AM does not exist on March 14, 2027 in Eastern Time \(US\/Eastern\): the clocks go forward then\./);
    await expect(closes).toHaveAttribute('aria-invalid', 'true');
    await closes.fill('2027-04-10 09:00');
    await closes.press('Tab');
    await expect(closes).not.toHaveAttribute('aria-invalid', 'true');

    const p1 = group(page, 'Service period 1');
    await p1.getByLabel('Period name').fill('Winter 2027/28');
    await p1.getByLabel('Start date').fill('2027-11-01');
    await p1.getByLabel('End date').fill('2028-02-28');
    await fillWindow(group(p1, 'Period 1, window 1'), { name: 'Evening peak', start: '16:00', end: '19:30', days: /^Weekdays/, holidays: /like any other day/, capacity: '2' });

    // The body as sent (read where the request is intercepted), and the server's answer.
    const posted: { body?: Json } = {};
    await page.route(/\/flex\/competitions\/$/, async (route) => {
      if (route.request().method() === 'POST') posted.body = JSON.parse(route.request().postData() ?? '{}') as Json;
      await route.continue();
    });
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && /\/flex\/competitions\/$/.test(new URL(r.url()).pathname));
    await page.getByRole('button', { name: 'Create this competition' }).click();
    const created = (await (await answered).json()) as Json;
    expect(posted.body?.open).toBe(opensUtc);
    expect(posted.body?.closed).toBe(atOffset(2027, 4, 10, 9, 0, -4));
    expect(Date.parse(String(created.open))).toBe(Date.parse(opensUtc));
    expect(Date.parse(String(created.closed))).toBe(Date.parse(atOffset(2027, 4, 10, 9, 0, -4)));
    await expect(page).toHaveURL(/\/systemoperator\/competitions\/\d+$/);
    const id = /(\d+)$/.exec(page.url())![1]!;
    const stored = (await api(USERS.operatorX, 'GET', `flex/competitions/${id}/`)).json as Json;
    expect(Date.parse(String(stored.open))).toBe(Date.parse(opensUtc));
  });
});

test.describe('a browser in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('in the GB region the dates are typed in Europe/London: 01:30 on 28 March 2027 is refused with the UK gap named, and the repeated autumn hour shows the offset it took', async ({ page }) => {
    await signIn(page, USERS.operatorX);
    await switchRegion(page, /^United Kingdom/, CREATE);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    const opens = page.getByLabel('Bidding opens (Europe/London)');
    await opens.fill('2027-03-28 01:30');
    await opens.press('Tab');
    await expect(opens).toHaveAccessibleDescription(/01:00–02:00 does not exist on 28 March 2027 in .+ \(Europe\/London\): the clocks go forward then\./);
    await expectNoViolations(page, 'the competition form with a time in the gap');
    // 31 October 2027: 01:30 occurs twice in London; the first (BST, UTC+1) is taken.
    await opens.fill('2027-10-31 01:30');
    await opens.press('Tab');
    const first = atOffset(2027, 10, 31, 1, 30, 1);
    await expect(opens).toHaveAccessibleDescription(new RegExp(`occurs twice on 31 October 2027 .+ The first one is used, at UTC\\+01:00: ${first.slice(0, 10)} ${first.slice(11, 16)} UTC\\.`));
  });
});
