import { expect, test } from '@playwright/test';

/**
 * The API answers in the locale the screens are in (api/src/platform/i18n/README.md): the API client sends
 * Accept-Language from the region, the API translates its error and says so in Content-Language,
 * and the form shows the server's message as it came.
 */
test('with the region set to Italy, a failing login shows the API’s error in Italian', async ({ page }) => {
  await page.goto('/region');
  await page.getByRole('button', { name: /^Italia/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();
  await page.getByLabel('Indirizzo e-mail').fill('provider@brightgrid.test');
  // Longer than the API allows: its schema check answers 400 on the field, which the form shows under it.
  await page.getByLabel('Password').fill('x'.repeat(300));
  const answer = page.waitForResponse((r) => r.url().includes('/auth/jwt/create/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Accedi' }).click();

  const res = await answer;
  expect(res.request().headers()['accept-language']).toBe('it-IT');
  expect(res.status()).toBe(400);
  expect(res.headers()['content-language']).toBe('it-IT');
  expect(await res.json()).toEqual({ password: ['Assicurati che questo campo non abbia più di 256 caratteri.'] });
  await expect(page.getByText('Assicurati che questo campo non abbia più di 256 caratteri.')).toBeVisible();
  await expect(page.getByText('Ensure this field has no more than 256 characters.')).toHaveCount(0);
});
