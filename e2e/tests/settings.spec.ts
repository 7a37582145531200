import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { waitForMail } from '../support/outbox';
import { API_BASE, OUTBOX_KEY } from '../support/ports';
import { signIn, tokenFor, USERS } from '../support/session';

/**
 * Settings: account (names, preferred locale, password), organisation
 * (operators' brand colour and slug), team (invite, resend, roles, deactivate) for admins only,
 * and the four pages free of axe violations.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function api(method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${API_BASE}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null };
}

/** The invitation mails to an address, newest first. */
async function invitations(to: string): Promise<Array<{ body: string }>> {
  const res = await fetch(`${API_BASE}dev/outbox/?to=${encodeURIComponent(to)}`, { headers: { 'x-outbox-key': OUTBOX_KEY } });
  return ((await res.json()) as Array<{ kind: string; body: string }>).filter((m) => m.kind === 'invite');
}

/** A new member of the admin's organisation who has followed the invitation and set `password`. */
async function activatedMember(adminEmail: string, email: string, password: string, roles: string[]): Promise<void> {
  const invited = await api('POST', 'auth/team/', await tokenFor(adminEmail), { email, first_name: 'Eve', last_name: 'Tester', roles });
  expect(invited.status).toBe(201);
  const mail = await waitForMail(email, 'invite');
  const [, uid, token] = /\/passwordreset\/newuser\/([^/\s]+)\/([^/\s]+)/.exec(mail.body) ?? [];
  const set = await api('POST', 'auth/users/reset_password_confirm/', null, { uid, token, new_password: password });
  expect(set.status).toBe(200);
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const main = (page: Page) => page.getByRole('main');

/**
 * Toasts stay until dismissed and sit above modals (bottom centre): one left from the previous
 * step can cover a tall modal's buttons, so the test dismisses it as a user would.
 */
async function dismissToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('status').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toBeHidden();
}

test('a member changes their names and preferred locale, then their password; the next login is in the preferred language', async ({ page }) => {
  const email = `e2e-account-${unique()}@brightgrid.test`;
  await activatedMember('admin@brightgrid.test', email, 'First-password-2026', ['analytics']);
  await logIn(page, email, 'First-password-2026');

  await page.goto('/settings/account');
  const details = main(page).getByRole('form', { name: 'Your details' });
  await expect(details.getByLabel(/^First name/)).toHaveValue('Eve');
  await details.getByLabel(/^First name/).fill('Evelyn');
  await details.getByLabel(/^Last name/).fill('Marsh');
  await details.getByLabel('Preferred language').selectOption({ label: 'Italiano (Italia)' });
  // Keep this browser in English for now: the next login shows the preferred language.
  await details.getByLabel('Also switch this browser to it now').uncheck();
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details are saved')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  const me = await api('GET', 'auth/users/me/', await page.evaluate(() => localStorage.getItem('token')));
  expect(me.json).toMatchObject({ first_name: 'Evelyn', last_name: 'Marsh', preferred_locale: 'it-IT' });

  // A wrong current password: the server's message on that field, nothing changed.
  const password = main(page).getByRole('form', { name: 'Change your password' });
  await password.getByLabel(/^Current password/).fill('Not-my-password-1');
  await password.getByLabel(/^New password \*/).fill('Second-password-2026');
  await password.getByLabel(/^New password again/).fill('Second-password-2026');
  await password.getByRole('button', { name: 'Change password' }).click();
  const current = password.getByLabel(/^Current password/);
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription('Invalid password.');

  await current.fill('First-password-2026');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(password.getByLabel(/^Current password/)).toHaveValue('');

  // The old password no longer logs in; the new one does, and the pages follow the preferred locale.
  await page.goto('/logout');
  await expect(page).not.toHaveURL(/\/logout/);
  expect((await api('POST', 'auth/jwt/create/', null, { email, password: 'First-password-2026' })).status).toBe(401);
  await logIn(page, email, 'Second-password-2026');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
  await page.goto('/settings/account');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Impostazioni' })).toBeVisible();
  await expect(main(page).getByLabel(/^Nome/).first()).toHaveValue('Evelyn');
});

test('an operator admin changes the brand colour and slug; a bad slug is refused with the server’s message', async ({ page }) => {
  const admin = USERS.operatorY;
  const token = await tokenFor(admin);
  try {
    await signIn(page, admin);
    await page.goto('/settings/organisation');
    const form = main(page).getByRole('form', { name: 'Organisation details' });
    await expect(form.getByLabel(/^Name/)).toHaveValue('Southern Wires');
    await form.getByLabel('Brand colour').fill('#2a9d8f');
    await form.getByLabel(/^Slug/).fill('Southern Wires!');
    await form.getByRole('button', { name: 'Save organisation details' }).click();
    const slug = form.getByLabel(/^Slug/);
    await expect(slug).toHaveAttribute('aria-invalid', 'true');
    await expect(slug).toHaveAccessibleDescription(/Use lowercase letters, digits and single hyphens only \(not at the start or end\), e\.g\. northern-lines\.$/);
    // Nothing was saved.
    expect(await api('GET', 'auth/organisation/', token)).toMatchObject({ json: { slug: 'southern-wires', brand_colour: '#C0392B' } });

    await slug.fill('southern-wires-e2e');
    await form.getByRole('button', { name: 'Save organisation details' }).click();
    await expect(page.getByText('Organisation details saved')).toBeVisible();
    // The public operator list (the map's colours) has both.
    const listed = await api('GET', 'flex/systemoperators/?slug=southern-wires-e2e', null);
    expect(listed.json).toEqual([expect.objectContaining({ name: 'Southern Wires', brand_colour: '#2a9d8f' })]);
    await page.reload();
    await expect(main(page).getByRole('form', { name: 'Organisation details' }).getByLabel('Brand colour')).toHaveValue('#2a9d8f');
  } finally {
    const restored = await api('PATCH', 'auth/organisation/', token, { slug: 'southern-wires', brand_colour: '#C0392B' });
    expect(restored.status).toBe(200);
  }
});

test('an admin invites a member (the e-mail reaches the outbox), resends the invitation, changes roles and deactivates', async ({ page }) => {
  const email = `e2e-team-${unique()}@voltwise.test`;
  await signIn(page, USERS.providerB);
  await page.goto('/settings/team');
  const table = main(page).getByRole('table', { name: 'Team members' });
  // The demo's invited member, with the action to send the invitation again.
  await expect(table.getByRole('row', { name: /Isla Grant/ })).toContainText('Invited, not activated');
  await expect(table.getByRole('button', { name: 'Resend the invitation to invited@voltwise.test' })).toBeVisible();

  await main(page).getByRole('button', { name: 'Invite a member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  await dialog.getByLabel(/^E-mail/).fill(email);
  await dialog.getByLabel('First name').fill('Nia');
  await dialog.getByLabel('Last name').fill('Trader');
  await dialog.getByLabel('Operations', { exact: true }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const first = await waitForMail(email, 'invite');
  expect(first.subject).toContain('Voltwise Flex');
  const row = table.getByRole('row', { name: /Nia Trader/ });
  await expect(row).toContainText('Operations');
  await expect(row).toContainText('Invited, not activated');

  await row.getByRole('button', { name: `Resend the invitation to ${email}` }).click();
  await dismissToast(page, `Invitation sent again to ${email}`);
  await expect.poll(async () => (await invitations(email)).length, { timeout: 30_000 }).toBe(2);

  await row.getByRole('button', { name: 'Change roles of Nia Trader' }).click();
  const roles = page.getByRole('dialog', { name: 'Roles of Nia Trader' });
  await roles.getByLabel('Operations', { exact: true }).uncheck();
  await roles.getByLabel('Settlement', { exact: true }).check();
  await roles.getByLabel('Dispatch', { exact: true }).check();
  await roles.getByRole('button', { name: 'Save roles' }).click();
  await expect(page.getByText('Roles of Nia Trader saved')).toBeVisible();
  await expect(row).toContainText('Dispatch, Settlement');

  await row.getByRole('button', { name: 'Deactivate Nia Trader' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate Nia Trader?' });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Nia Trader is deactivated')).toBeVisible();
  await expect(row).toContainText('Deactivated');
  await expect(row.getByRole('button')).toHaveCount(0);
  // The link in the e-mail no longer activates anything.
  const [, uid, token] = /\/passwordreset\/newuser\/([^/\s]+)\/([^/\s]+)/.exec(first.body) ?? [];
  expect((await api('POST', 'auth/users/reset_password_confirm/', null, { uid, token, new_password: 'Too-late-2026' })).status).toBe(400);
});

test('a member who is not an admin sees the team and organisation read-only, and the API refuses their changes', async ({ page }) => {
  const member = 'analytics@brightgrid.test';
  await signIn(page, member);
  await page.goto('/settings/team');
  await expect(main(page).getByRole('table', { name: 'Team members' })).toBeVisible();
  await expect(main(page).getByText(/Only your organisation's admins can invite members, change roles and deactivate members\. Ask .*Priya Shah/)).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Invite a member' })).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: /Change roles|Resend|Deactivate/ })).toHaveCount(0);

  await page.goto('/settings/organisation');
  await expect(main(page).getByTestId('organisation-details')).toContainText('Brightgrid Energy');
  await expect(main(page).getByText(/Only your organisation's admins can change these details/)).toBeVisible();
  await expect(main(page).getByRole('textbox')).toHaveCount(0);

  const token = await tokenFor(member);
  const team = (await api('GET', 'auth/team/', token)).json as Array<{ id: number; email: string }>;
  const invited = team.find((m) => m.email === 'invited@brightgrid.test')!;
  expect((await api('POST', 'auth/team/', token, { email: `sneaky-${unique()}@brightgrid.test`, first_name: 'S', last_name: 'N', roles: ['admin'] })).status).toBe(403);
  expect((await api('PATCH', `auth/team/${invited.id}/`, token, { roles: ['admin'] })).status).toBe(403);
  expect((await api('POST', `auth/team/${invited.id}/resend_invite/`, token)).status).toBe(403);
  expect((await api('POST', `auth/team/${invited.id}/set_inactive/`, token)).status).toBe(403);
  expect((await api('PATCH', 'auth/organisation/', token, { name: 'Not Brightgrid' })).status).toBe(403);
});

test('the four settings pages (and the invitation modal): no WCAG 2.1 A/AA violations', async ({ page }) => {
  await signIn(page, USERS.operatorX);
  const settle = async (path: string) => {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  };
  await settle('/settings/account');
  await expect(main(page).getByRole('form', { name: 'Change your password' })).toBeVisible();
  await expectNoViolations(page, '/settings/account');
  await settle('/settings/organisation');
  await expect(main(page).getByRole('form', { name: 'Organisation details' }).getByLabel('Country')).toBeVisible();
  await expectNoViolations(page, '/settings/organisation (operator admin)');
  await settle('/settings/preferences');
  await expectNoViolations(page, '/settings/preferences');
  await settle('/settings/team');
  await expect(main(page).getByRole('table', { name: 'Team members' })).toBeVisible();
  await expectNoViolations(page, '/settings/team');
  await main(page).getByRole('button', { name: 'Invite a member' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite a member' })).toBeVisible();
  await expectNoViolations(page, 'the invitation modal');
  await page.keyboard.press('Escape');
  // The modal gives focus back to the button that opened it.
  await expect(main(page).getByRole('button', { name: 'Invite a member' })).toBeFocused();

  // Read-only views of a member who is not an admin.
  await signIn(page, 'analytics@brightgrid.test');
  await settle('/settings/organisation');
  await expectNoViolations(page, '/settings/organisation (read-only)');
  await settle('/settings/team');
  await expectNoViolations(page, '/settings/team (read-only)');
});
