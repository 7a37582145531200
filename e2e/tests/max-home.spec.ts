import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { signIn, USERS } from '../support/session';

/** No internet here: anything off the machine fails, as it would offline. */
test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
});

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

/** At a laptop's and a phone's width: no sideways scrolling, no axe violations. */
async function check(page: Page, what: string): Promise<void> {
  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(size.width);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(scroll, `${what} scrolls sideways at ${size.width} px`).toBeLessThanOrEqual(size.width);
    await expectNoViolations(page, `${what} at ${size.width} px`);
  }
}

test('the demo max organisation gets the max layout and its home: the valuation of its qualifying assets and its exchange activity', async ({ page }) => {
  await signIn(page, USERS.max);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Max home' })).toBeVisible();
  await expect(page.locator('[data-layout="max"]')).toBeVisible();

  const valuation = page.getByRole('region', { name: 'Market valuation of your assets' });
  await expect(valuation.getByText(/^Total £[\d,]+\.\d\d:/)).toBeVisible();
  const rows = valuation.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expect(rows.nth(1)).toContainText(/£[\d,]+\.\d\d/);
  await expect(rows.nth(1).getByRole('link')).toHaveAttribute('href', /^\/flexprovider\/competitions\/\d+$/);

  const exchange = page.getByRole('region', { name: 'Your exchange activity' });
  await expect(exchange.getByRole('heading', { name: 'Your listings' })).toBeVisible();
  await check(page, 'max home');
});
