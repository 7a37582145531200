import { expect, test } from '@playwright/test';
import { signIn, USERS } from '../support/session';
import { startIsolatedPlatform, type Platform } from '../support/platform';

test('an unknown path shows the 404 page with its texts and links', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByText('Error 404 / Page not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();

  await signIn(page, USERS.providerA);
  await page.goto('/no/such/page');
  await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
});

let platform: Platform | undefined;
test.afterEach(async () => {
  await platform?.close();
  platform = undefined;
});

test('a remote whose server is down shows the error page inside the layout; the shell keeps working', async ({ page }) => {
  platform = await startIsolatedPlatform();
  await platform.servers.mfe_exchange!.close();
  await signIn(page, USERS.providerA, platform.url);
  await page.goto(`${platform.url}/exchange`);
  const main = page.getByRole('main');
  await expect(main.getByText('Oh no!')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Go to the homepage' })).toBeVisible();
  // The layout is still there and the other areas still work.
  const sideNav = page.getByRole('navigation', { name: 'Main' });
  await sideNav.getByRole('link', { name: 'Manage' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Manage' })).toBeVisible();
});
