/**
 * Dates, numbers and money follow the region (platform §3, §9): the provider's competition page in
 * Italy, Portugal and the United States shows capacity with the region's decimal mark (up to 5
 * decimals), prices in the competition's currency written the region's way, and the competition's
 * dates on the region's clock.
 */
import { expect, test, type Page } from '@playwright/test';
import { api, providerAssetInOperatorArea, type Json } from '../support/competitions';
import { signIn, USERS } from '../support/session';

const DAY = 86_400_000;

/** An instant some days ahead at 09:00 UTC (whole hours, so every zone shows :00). */
function nineUtc(days: number): string {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(9, 0, 0, 0);
  return d.toISOString();
}

/** The date and time as the page writes them (without the zone's name, whose spelling varies between ICU versions). */
function onClock(iso: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));
}

async function switchRegion(page: Page, button: RegExp, path: string): Promise<void> {
  await page.goto(`/region?next=${encodeURIComponent(path)}`);
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test('a competition page in Italy, Portugal and the United States: decimal marks, money and the region’s clock', async ({ page }) => {
  test.setTimeout(120_000);
  const { postcode } = await providerAssetInOperatorArea();
  const name = `Formats check ${Date.now()}`;
  const created = await api(USERS.operatorX, 'POST', 'flex/competitions/', {
    name,
    reference: `E2E-FMT-${Date.now()}`,
    competition_type: 'availability_utilisation',
    power_type: 'active_power',
    need_direction: 'deficit',
    availability_guide_price: 12.5,
    utilisation_guide_price: 1234.5,
    qualification_open: nineUtc(2),
    qualification_closed: nineUtc(10),
    open: nineUtc(20),
    closed: nineUtc(30),
    archive_on: nineUtc(400),
    postcodes: [postcode],
    service_periods: [
      {
        name: 'Winter',
        start: '2027-11-01',
        end: '2028-02-28',
        service_windows: [{ name: 'Evening', start_time: '16:00', end_time: '19:30', service_days: [0, 1, 2, 3, 4], holiday_handling: 'Exclude', capacity_required: 1.234567 }],
      },
    ],
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const competition = created.json as Json;
  const path = `/flexprovider/competitions/${String(competition.id)}`;
  const open = String(competition.open);
  const currency = String(competition.currency);

  await signIn(page, USERS.providerA);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The default region (United Kingdom): a full stop and London's clock.
  await expect(page.getByRole('cell', { name: '1.23457 MW', exact: true })).toBeVisible();
  await expect(page.locator(`time[datetime="${open}"]`)).toContainText(onClock(open, 'en-GB', 'Europe/London'));

  const regions = [
    { button: /^Italia/, locale: 'it-IT', zone: 'Europe/Rome', capacity: '1,23457 MW', window: '16:00–19:30' },
    { button: /^Portugal/, locale: 'pt-PT', zone: 'Europe/Lisbon', capacity: '1,23457 MW', window: '16:00–19:30' },
    { button: /^United States/, locale: 'en-US', zone: 'US/Eastern', capacity: '1.23457 MW', window: '04:00 PM–07:30 PM' },
  ];
  for (const r of regions) {
    await switchRegion(page, r.button, path);
    await expect(page.locator('html')).toHaveAttribute('lang', r.locale);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // Capacity with the region's decimal mark and at most 5 decimals.
    await expect(page.getByRole('cell', { name: r.capacity, exact: true })).toBeVisible();
    // The window's wall-clock times in the locale's hour cycle.
    await expect(page.getByRole('cell', { name: r.window, exact: true })).toBeVisible();
    // The utilisation guide price: the competition's currency, the region's way of writing money.
    const price = new Intl.NumberFormat(r.locale, { style: 'currency', currency }).format(1234.5);
    await expect(page.getByText(`${price}/MWh`, { exact: true })).toBeVisible();
    // The bidding date on the region's clock.
    await expect(page.locator(`time[datetime="${open}"]`)).toContainText(onClock(open, r.locale, r.zone));
  }
});
