import { expect, test, type Page } from '@playwright/test';
import { API_BASE } from '../support/ports';
import { DEMO_PASSWORD, signIn, tokenFor, USERS } from '../support/session';

async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

const sideNav = (page: Page) => page.locator('nav[data-nav="side"]');

test('a flex provider logs in, sees its navigation, gets 404 on operator routes and logs out', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, USERS.providerA);
  await expect(page).toHaveURL(/\/dashboard/);
  const nav = sideNav(page);
  await expect(nav.getByRole('link', { name: 'Map' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Manage' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Exchange' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Analytics' })).toHaveCount(0);

  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Manage assets' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Manage competitions' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/manage/systemoperator/bids/decision');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await page.goto('/operations/systemoperator/dispatchsend');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/manage');
  await expect(page).toHaveURL(/\/login\?next=%2Fmanage/);
});

test('a system operator logs in, sees its navigation, gets 404 on provider routes and logs out', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, USERS.operatorX);
  await expect(page).toHaveURL(/\/dashboard/);
  const nav = sideNav(page);
  await expect(nav.getByRole('link', { name: 'Map' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Manage' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Analytics' })).toBeVisible();

  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Manage competitions' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Manage assets' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/manage/flexprovider/bids/submit');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await page.goto('/settlement/flexprovider/upload');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a wrong password shows an error and keeps the user on the login page', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, USERS.providerA, 'not-the-password');
  await expect(page.getByText('The email address or password is incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a deep link while logged out returns there after login', async ({ page }) => {
  await page.goto('/operations/flexprovider/pastdispatches');
  await expect(page).toHaveURL(/\/login\?next=%2Foperations%2Fflexprovider%2Fpastdispatches/);
  await logIn(page, USERS.providerA);
  await expect(page).toHaveURL(/\/operations\/flexprovider\/pastdispatches$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Past dispatches' })).toBeVisible();
});

test('an expired token sends the user to the index page', async ({ page }) => {
  // A token whose exp has passed (the signature is irrelevant: the client checks expiry itself).
  const token = await tokenFor(USERS.providerA);
  const [header, payload] = token.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const expired = `${header}.${Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })).toString('base64url')}.x`;
  await page.goto('/robots.txt');
  await page.evaluate((t) => localStorage.setItem('token', t), expired);
  await page.goto('/manage');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a token the server no longer accepts (401) sends the user to the index page', async ({ page }) => {
  await signIn(page, USERS.providerA);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  // The session is ended elsewhere (another tab logged out): the server revokes the token.
  const res = await fetch(`${API_BASE}auth/jwt/logout/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ sliding: token }),
  });
  expect(res.ok).toBe(true);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
