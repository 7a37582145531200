import type { Page } from '@playwright/test';
import { API_BASE } from './ports';

export const DEMO_PASSWORD = 'Flex-demo-2026';
export const USERS = {
  providerA: 'provider@brightgrid.test',
  providerB: 'provider@voltwise.test',
  operatorX: 'operator@northernlines.test',
  operatorY: 'operator@southernwires.test',
  plain: 'user@flex.test',
  max: 'max@maxwell.test',
} as const;

/** Gets a real token from the API. */
export async function tokenFor(email: string): Promise<string> {
  const res = await fetch(`${API_BASE}auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email} failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { token: string };
  return body.token;
}

/** Starts a logged-in session without going through the login form (the form has its own tests). */
export async function signIn(page: Page, email: string, baseURL?: string): Promise<void> {
  const token = await tokenFor(email);
  await page.goto(`${baseURL ?? ''}/`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
}
