import { expect, test } from '@playwright/test';
import { PORTS } from '../support/ports';
import { signIn, USERS } from '../support/session';

test('the region switcher changes language, formats and <html lang>, says what changed and returns to the page', async ({ page }) => {
  await signIn(page, USERS.providerA);
  await page.goto('/manage');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Manage' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');

  await page.getByRole('link', { name: /change region/ }).click();
  await expect(page).toHaveURL(/\/region\?next=%2Fmanage$/);
  await page.getByRole('button', { name: /^Italia/ }).click();

  // Back where the user was, now in Italian, with a notice of what changed.
  await expect(page).toHaveURL(/\/manage$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
  await expect(main.getByRole('heading', { level: 1, name: 'Gestione' })).toBeVisible();
  const notice = page.getByText(/Europe\/Rome/);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('EUR');

  // Other areas load their Italian catalogue on first entry.
  await page.goto('/operations');
  await expect(main.getByRole('heading', { level: 1, name: 'Operazioni' })).toBeVisible();

  // Portuguese from the switcher's own page: the change is said in place.
  await page.goto('/region');
  await page.getByRole('button', { name: /^Portugal/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await expect(page.getByRole('status')).toContainText('Europe/Lisbon');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Escolha a sua região');
});

test('only the shown locale’s catalogues are downloaded', async ({ page }) => {
  const chunks: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) chunks.push(r.url());
  });
  await signIn(page, USERS.providerA);
  await page.goto('/manage');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Manage' })).toBeVisible();
  const catalogueChunks = chunks.filter((u) => /locales|messages/.test(u));
  expect(catalogueChunks.length).toBeGreaterThan(0);
  expect(catalogueChunks.filter((u) => /it-IT|pt-PT|en-US|en-AU/.test(u))).toEqual([]);
  expect(chunks.filter((u) => new URL(u).port === String(PORTS.remotes.mfe_operations))).toEqual([]);
});
