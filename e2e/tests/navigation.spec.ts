import { expect, test } from '@playwright/test';
import { signIn, USERS } from '../support/session';

test('links between areas, Back and Forward keep URL, host navigation and mounted remote in step', async ({ page }) => {
  await signIn(page, USERS.providerA);
  await page.goto('/manage');
  const main = page.getByRole('main');
  const sideNav = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('heading', { level: 1, name: 'Manage' })).toBeVisible();
  await expect(sideNav.getByRole('link', { name: 'Manage' })).toHaveAttribute('aria-current', 'page');

  // Host navigation to another area.
  await sideNav.getByRole('link', { name: 'Operations' }).click();
  await expect(page).toHaveURL(/\/operations$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
  await expect(sideNav.getByRole('link', { name: 'Operations' })).toHaveAttribute('aria-current', 'page');
  await expect(main.getByRole('heading', { level: 1, name: 'Manage' })).toHaveCount(0);

  // A link inside a remote to a route of the same remote.
  await main.getByRole('link', { name: 'Past dispatches' }).click();
  await expect(page).toHaveURL(/\/operations\/flexprovider\/pastdispatches$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/operations$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/manage$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Manage' })).toBeVisible();
  await expect(sideNav.getByRole('link', { name: 'Manage' })).toHaveAttribute('aria-current', 'page');

  await page.goForward();
  await expect(page).toHaveURL(/\/operations$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
  await expect(sideNav.getByRole('link', { name: 'Operations' })).toHaveAttribute('aria-current', 'page');
});

test('a link inside one remote to another area mounts that area', async ({ page }) => {
  await signIn(page, USERS.providerA);
  await page.goto('/settlement');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Settlement' })).toBeVisible();
  await main.getByRole('link', { name: 'Go to the map' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(main.getByRole('heading', { level: 1, name: 'Settlement' })).toHaveCount(0);
  await page.goBack();
  await expect(main.getByRole('heading', { level: 1, name: 'Settlement' })).toBeVisible();
});
