import { expect, test } from '@playwright/test';
import { OUTBOX_KEY } from '../support/ports';

const EMAIL = 'settlement@brightgrid.test';
const NEW_PASSWORD = 'Fresh-settlement-2026';

test('a user who forgot the password resets it through the e-mailed link, read in the development outbox', async ({ page }) => {
  // Without the key printed at start, the outbox shows nothing.
  await page.goto('/dev/outbox');
  await expect(page.getByText(/The development outbox is not available/)).toBeVisible();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The login form has an 'Email address' field too: fill the reset form's only once it is shown.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email address').fill(EMAIL);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account exists for ${EMAIL}`)).toBeVisible();

  await page.goto(`/dev/outbox#key=${OUTBOX_KEY}`);
  await expect(page).toHaveURL(/\/dev\/outbox$/); // the key leaves the address bar
  const mail = page.getByRole('article').filter({ hasText: EMAIL }).filter({ hasText: 'Reset your Flex Marketplace password' });
  // The e-mail is written just after the request was answered: refresh until it is there.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(mail.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await mail.first().getByRole('link', { name: /\/passwordreset\/confirm\// }).click();

  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password has been set. You can now log in with it.')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email address').fill(EMAIL);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});
