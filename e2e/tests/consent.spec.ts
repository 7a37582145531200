import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { CONSENT_STORAGE_KEY, EMPTY_STORAGE_STATE } from '../support/consent';
import { API_BASE, PORTS } from '../support/ports';
import { signIn, USERS } from '../support/session';

// A first visit: nothing stored (the other suites start with a choice already made).
test.use({ storageState: EMPTY_STORAGE_STATE });

const DAY_MS = 24 * 60 * 60 * 1000;
const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Flex' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie settings' });

interface Stored {
  essential: boolean;
  statistics: boolean;
  marketing: boolean;
  savedAt: string;
  expiresAt: string;
}

const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as Stored | null, CONSENT_STORAGE_KEY);

/** Reloads and waits for the shell, so "no banner" means the banner really stayed away. */
async function reloadShell(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
}

test('a first visit shows the banner, a labelled region reached with the keyboard; no axe violations', async ({ page }) => {
  await page.goto('/login');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'How Flex uses cookies' })).toHaveAttribute('href', '/legal/cookies');
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('link', { name: 'How Flex uses cookies' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeFocused();
  await expectNoViolations(page, '/login with the cookie banner');
  // Still there on the next page until a choice is made.
  await page.goto('/legal/basic-terms');
  await expect(banner(page)).toBeVisible();
});

test('accept all is kept across a reload for 365 days', async ({ page }) => {
  await page.goto('/login');
  const before = Date.now();
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();
  const choice = await stored(page);
  expect(choice).toMatchObject({ essential: true, statistics: true, marketing: true });
  expect(Date.parse(choice!.expiresAt) - Date.parse(choice!.savedAt)).toBe(365 * DAY_MS);
  expect(Math.abs(Date.parse(choice!.expiresAt) - (before + 365 * DAY_MS))).toBeLessThan(60_000);
  await reloadShell(page);
  await expect(banner(page)).toHaveCount(0);
  expect(await stored(page)).toEqual(choice);
});

test('reject non-essential is kept across a reload', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Reject non-essential' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await stored(page)).toMatchObject({ essential: true, statistics: false, marketing: false });
  await reloadShell(page);
  await expect(banner(page)).toHaveCount(0);
});

test('customise: a modal with essential locked on and, with the revamp flag off, statistics and marketing on; Escape returns focus; the choice is kept', async ({ page }) => {
  await page.goto('/login');
  const customise = banner(page).getByRole('button', { name: 'Customise' });
  await customise.click();
  await expect(dialog(page)).toBeVisible();
  const essential = dialog(page).getByRole('switch', { name: 'Essential (always on)' });
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  await expect(dialog(page).getByRole('switch', { name: 'Statistics' })).toBeChecked();
  await expect(dialog(page).getByRole('switch', { name: 'Marketing' })).toBeChecked();
  await expectNoViolations(page, 'the cookie settings dialog');

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(customise).toBeFocused();
  expect(await stored(page)).toBeNull();

  await customise.press('Enter');
  await dialog(page).getByRole('switch', { name: 'Marketing' }).uncheck();
  await dialog(page).getByRole('button', { name: 'Save my choices' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  await reloadShell(page);
  await expect(banner(page)).toHaveCount(0);
  expect(await stored(page)).toMatchObject({ essential: true, statistics: true, marketing: false });
});

test('with the revamp flag on, the customise dialog starts with statistics and marketing off', async ({ page }) => {
  await page.route(`${API_BASE}features/`, async (route) => {
    const response = await route.fetch();
    const names = (await response.json()) as string[];
    await route.fulfill({ response, json: [...names, 'revamp'] });
  });
  await page.goto('/login');
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('features') !== null)).toBe(true);
  await banner(page).getByRole('button', { name: 'Customise' }).click();
  await expect(dialog(page).getByRole('switch', { name: 'Statistics' })).not.toBeChecked();
  await expect(dialog(page).getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
});

test('the choice is changed later from /legal/cookies', async ({ page }) => {
  await page.goto('/legal/cookies');
  // The cookie page has the controls itself: no banner over them.
  const section = page.getByRole('region', { name: 'Your cookie choice' });
  await expect(section.getByText('You have not chosen yet: only essential cookies are used.')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  // What each category means, beside its switch.
  await expect(section.getByRole('switch', { name: 'Essential (always on)' })).toBeDisabled();
  await expect(section.getByRole('switch', { name: 'Statistics' })).toHaveAccessibleDescription('Anonymous usage figures that help us improve the product.');
  await expect(section.getByRole('switch', { name: 'Marketing' })).toHaveAccessibleDescription('Help widgets and measurement of our communications.');
  await section.getByRole('button', { name: 'Accept all' }).click();
  await expect(section.getByRole('status')).toHaveText('Your cookie choice is saved.');
  await expect(section.getByTestId('cookie-current-choice')).toContainText('statistics on, marketing on');

  await section.getByRole('switch', { name: 'Statistics' }).uncheck();
  await section.getByRole('button', { name: 'Save my choices' }).click();
  await reloadShell(page);
  await expect(section.getByTestId('cookie-current-choice')).toContainText('statistics off, marketing on');
  await expect(section.getByRole('switch', { name: 'Statistics' })).not.toBeChecked();
  await expect(section.getByRole('switch', { name: 'Marketing' })).toBeChecked();
  expect(await stored(page)).toMatchObject({ statistics: false, marketing: true });
  await expectNoViolations(page, '/legal/cookies');
  // Elsewhere the banner stays away.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('an expired choice brings the banner back', async ({ page }) => {
  await page.addInitScript((key) => {
    const day = 24 * 60 * 60 * 1000;
    const savedAt = new Date(Date.now() - 366 * day).toISOString();
    window.localStorage.setItem(key, JSON.stringify({ essential: true, statistics: true, marketing: true, savedAt, expiresAt: new Date(Date.now() - day).toISOString() }));
  }, CONSENT_STORAGE_KEY);
  await page.goto('/login');
  await expect(banner(page)).toBeVisible();
});

test('no banner on the embed: /embed/map in the host, and the third-party demo page', async ({ page }) => {
  await page.goto('/embed/map');
  await expect(page.getByRole('region', { name: 'Competitions map' })).toBeVisible();
  await expect(page.locator('path.competition-boundary').first()).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  await page.goto(`http://localhost:${PORTS.remotes.mfe_dashboard}/embed-demo.html?api=${encodeURIComponent(API_BASE)}`);
  await expect(page.locator('#map path.competition-boundary').first()).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('a signed-in user gets the banner too, over the dashboard map', async ({ page }) => {
  await signIn(page, USERS.providerA);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Competitions map' })).toBeVisible();
  const button = banner(page).getByRole('button', { name: 'Reject non-essential' });
  await expect(button).toBeVisible();
  // The banner is above the map: what is under the button's centre is the button.
  const box = (await button.boundingBox())!;
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent ?? null, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  expect(hit).toBe('Reject non-essential');
  await button.click();
  await expect(banner(page)).toHaveCount(0);
});
