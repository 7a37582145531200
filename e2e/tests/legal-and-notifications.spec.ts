import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { api, type Json } from '../support/competitions';
import { ItalianPass, inItaly, visit, withConsent } from '../support/italian';
import { waitForMail } from '../support/outbox';
import { API_BASE, OUTBOX_KEY } from '../support/ports';
import { DEMO_PASSWORD, signIn, USERS } from '../support/session';

/** The documents, with the version and effective date each is published with. */
const DOCUMENTS = [
  { path: '/legal/basic-terms', title: 'Basic terms', italian: 'Condizioni di base', version: '1.0', effective: '2026-11-27' },
  { path: '/legal/serviceterms', title: 'Service terms', italian: 'Condizioni del servizio', version: '1.0', effective: '2026-11-27' },
  { path: '/legal/cookies', title: 'Cookie information', italian: 'Informativa sui cookie', version: '1.0', effective: '2026-11-27' },
];

/** "27 November 2026" in the locale's long date style, computed here from the date. */
const longDate = (ymd: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${ymd}T12:00:00Z`));

/** The level-2 headings of the document (its sections, the contents' hidden title aside). */
const sectionHeadings = (page: Page) => page.getByRole('main').locator('h2:visible').allInnerTexts();

test('legal documents: title, version and effective date, a heading per section, contents that lead to them, no accessibility violations', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/legal');
  await expect(page.getByRole('heading', { level: 1, name: 'Legal' })).toBeVisible();
  for (const doc of DOCUMENTS) await expect(page.getByRole('main').getByRole('link', { name: doc.title })).toHaveAttribute('href', doc.path);
  await expectNoViolations(page, '/legal');

  for (const doc of DOCUMENTS) {
    await page.goto(doc.path);
    await expect(page.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
    await expect(page.getByTestId('legal-version')).toHaveText(`Version ${doc.version} · In effect from ${longDate(doc.effective, 'en-GB')}`);
    await expect(page.getByTestId('legal-version').locator('time')).toHaveAttribute('datetime', doc.effective);
    const headings = await sectionHeadings(page);
    expect(headings.length, `${doc.path} has sections`).toBeGreaterThanOrEqual(5);
    // Every entry of the contents leads to its section's heading.
    const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
    const entries = await contents.allInnerTexts();
    expect(entries.length).toBeGreaterThanOrEqual(5);
    for (const entry of entries) expect(headings).toContain(entry);
    await contents.last().click();
    await expect(page).toHaveURL(new RegExp(`${doc.path}#`));
    await expect(page.getByRole('heading', { level: 2, name: entries.at(-1)! })).toBeInViewport();
    await expectNoViolations(page, doc.path);
  }

  // The agreements name the parties, the service, accounts, data, fees, liability, the law, changes and contact.
  await page.goto('/legal/serviceterms');
  await expect(page.getByRole('heading', { level: 1, name: 'Service terms' })).toBeVisible();
  const service = (await sectionHeadings(page)).join('\n');
  for (const topic of [/Parties/, /The service/, /Accounts/, /Data protection/, /Fees/, /Liability/, /Governing law/, /Changes/, /contact/i]) expect(service).toMatch(topic);
  await expect(page.getByText(/governed by the law of England and Wales/)).toBeVisible();
  await page.goto('/legal/basic-terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Basic terms' })).toBeVisible();
  const basic = (await sectionHeadings(page)).join('\n');
  for (const topic of [/Who these terms are between/, /The service/, /Your account/, /personal data/, /Fees/, /liability/, /Governing law/, /Changes/, /Contact/]) expect(basic).toMatch(topic);
});

test('the cookie information lists everything a session leaves in the browser, keeps the consent controls, and fits a 390 px screen', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, USERS.providerA);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Competitions map' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.leaflet-container')).toBeVisible({ timeout: 30_000 });
  // What the browser now holds for the site.
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage)), { timeout: 30_000 }).toEqual(expect.arrayContaining(['token', 'features', 'cookie_consent']));
  const stored = await page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    cache: 'caches' in window ? await caches.keys() : [],
    cookies: document.cookie,
  }));
  expect(stored.cookies, 'Flex sets no cookies').toBe('');

  await page.goto('/legal/cookies');
  const table = page.getByRole('table', { name: 'Cookies and browser storage that Flex sets' });
  await expect(table).toBeVisible();
  const rows = await table.getByRole('row').evaluateAll((trs) =>
    trs.slice(1).map((tr) => ({ name: tr.querySelector('th')?.textContent ?? '', area: tr.querySelectorAll('td')[0]?.textContent ?? '' })),
  );
  const listed = (key: string, area: string) =>
    rows.some((r) => r.area.startsWith(area) && (r.name === key || (r.name.endsWith('…') && key.startsWith(r.name.slice(0, -1)))));
  for (const key of stored.local) expect(listed(key, 'Local storage'), `local storage key ${key} is listed`).toBe(true);
  for (const key of stored.session) expect(listed(key, 'Session storage'), `session storage key ${key} is listed`).toBe(true);
  for (const key of stored.cache) expect(listed(key, 'Cache storage'), `cache ${key} is listed`).toBe(true);
  // Each row says what it is for and how long it stays.
  const cells = await table.getByRole('row').evaluateAll((trs) => trs.slice(1).map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
  for (const row of cells) {
    expect(row).toHaveLength(3);
    for (const text of row) expect(text.length).toBeGreaterThan(3);
  }
  // The consent controls are still here.
  const choice = page.getByRole('region', { name: 'Your cookie choice' });
  await expect(choice.getByRole('button', { name: 'Save my choices' })).toBeVisible();
  await expect(choice.getByRole('switch', { name: 'Statistics' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie information' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no sideways scrolling of the page at 390 px').toBeLessThanOrEqual(0);
  await expectNoViolations(page, '/legal/cookies at 390 px');
});

test.describe('in Italian', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the legal documents are in Italian, with the version and the Italian date, and no English on screen', async ({ page, context }) => {
    test.setTimeout(120_000);
    await inItaly(page, context);
    await withConsent(context);
    const pass = new ItalianPass(page);
    for (const doc of DOCUMENTS) {
      await visit(page, doc.path);
      await expect(page.getByRole('heading', { level: 1, name: doc.italian })).toBeVisible();
      await expect(page.getByTestId('legal-version')).toHaveText(`Versione ${doc.version} · In vigore dal ${longDate(doc.effective, 'it-IT')}`);
      await pass.check(doc.path);
      await expectNoViolations(page, `${doc.path} in it-IT`);
    }
    await visit(page, '/legal/serviceterms');
    await expect(page.getByRole('heading', { level: 2, name: '11. Legge applicabile e controversie' })).toBeVisible();
    await expect(page.getByText(/regolato dalla legge di Inghilterra e Galles/)).toBeVisible();
    expect(pass.failures, pass.failures.join('\n\n')).toEqual([]);
  });
});

/** The dispatch e-mails of instruction `id` in an address's outbox. */
async function dispatchMails(to: string, id: number): Promise<Array<{ kind: string; subject: string }>> {
  const res = await fetch(`${API_BASE}dev/outbox/?to=${encodeURIComponent(to)}`, { headers: { 'x-outbox-key': OUTBOX_KEY } });
  const mails = (await res.json()) as Array<{ kind: string; subject: string }>;
  return mails.filter((m) => m.kind === 'dispatch_instruction' && m.subject.startsWith(`Dispatch instruction ${id}:`));
}

/** A new active member of Voltwise Flex (provider B) with one team role: invited by its admin, activated through the e-mailed link with the demo password. */
async function voltwiseMember(role: string): Promise<string> {
  const email = `e2e-notify-${role}-${Date.now()}@voltwise.test`;
  const invited = await api(USERS.providerB, 'POST', 'auth/team/', { email, first_name: 'Nia', last_name: `Tester ${role}`, roles: [role] });
  expect(invited.status, JSON.stringify(invited.json)).toBe(201);
  const mail = await waitForMail(email, 'invite');
  const [, uid, token] = /\/passwordreset\/newuser\/([^/\s]+)\/([^/\s]+)/.exec(mail.body) ?? [];
  const activated = await fetch(`${API_BASE}auth/users/reset_password_confirm/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uid, token, new_password: DEMO_PASSWORD }),
  });
  expect(activated.ok, await activated.text()).toBe(true);
  return email;
}

/**
 * Sends Voltwise a new dispatch instruction now (a copy of one of its upcoming ones, answered within
 * the hour); returns its id. (The demo's cleared competition has accepted bids of Voltwise only.)
 */
async function dispatchToVoltwise(): Promise<number> {
  const me = (await api(USERS.providerB, 'GET', 'auth/users/me/')).json as Json;
  for (const operator of [USERS.operatorX, USERS.operatorY]) {
    const upcoming = (await api(operator, 'GET', `dispatch/v1/instructions/?flex_provider=${String(me.organisation)}&when=upcoming&limit=100`)).json as Json[];
    const now = Date.now();
    for (const i of upcoming.filter((x) => Date.parse(String(x.start)) > now + 15 * 60_000)) {
      const res = await api(operator, 'POST', 'dispatch/v1/instructions/', {
        competition: i.competition,
        service_window: i.service_window,
        flex_provider: i.flex_provider,
        bid: i.bid,
        assets: i.assets,
        start: i.start,
        end: i.end,
        quantity: i.quantity,
        response_deadline: new Date(Math.min(Date.parse(String(i.start)), now + 3_600_000)).toISOString(),
      });
      if (res.status === 201) return Number((res.json as Json).id);
    }
  }
  throw new Error('no upcoming instruction of Voltwise to copy');
}

test('Settings > Preferences offers a checkbox per kind of notification e-mail the user’s roles receive', async ({ page }) => {
  await signIn(page, 'operations@brightgrid.test');
  await page.goto('/settings/preferences');
  const group = page.getByRole('group', { name: 'E-mail me about' });
  // Operations acts on dispatch, results and applications; not on settlement.
  await expect(group.getByRole('checkbox')).toHaveCount(3);
  for (const name of ['Dispatch instructions', 'Competition results', 'Qualification applications']) await expect(group.getByRole('checkbox', { name })).toBeChecked();
  await expectNoViolations(page, '/settings/preferences (operations)');
  await page.setViewportSize({ width: 390, height: 844 });
  await group.getByRole('checkbox', { name: 'Dispatch instructions' }).scrollIntoViewIfNeeded();
  await expect(group.getByRole('checkbox', { name: 'Dispatch instructions' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  // Analytics receives none: it says so, with no checkbox.
  await signIn(page, 'analytics@brightgrid.test');
  await page.goto('/settings/preferences');
  await expect(page.getByText('Your team roles receive no notification e-mails.', { exact: false })).toBeVisible();
  await expect(page.getByRole('group', { name: 'E-mail me about' })).toHaveCount(0);
});

test('notification e-mails: a dispatch member turns dispatch e-mails off in Settings; the next instruction is e-mailed to operations and the admin, not to them or analytics, and still shows them live', async ({ page }) => {
  test.setTimeout(180_000);
  const [dispatcher, operations, analytics] = [await voltwiseMember('dispatch'), await voltwiseMember('operations'), await voltwiseMember('analytics')];
  await signIn(page, dispatcher);
  await page.goto('/settings/preferences');
  const group = page.getByRole('group', { name: 'E-mail me about' });
  // The dispatch role receives dispatch e-mails only: one checkbox, on by default.
  await expect(group.getByRole('checkbox')).toHaveCount(1);
  const box = group.getByRole('checkbox', { name: 'Dispatch instructions' });
  await expect(box).toBeChecked();
  await expectNoViolations(page, '/settings/preferences with e-mail notifications');
  await box.uncheck();
  await page.getByRole('button', { name: 'Save e-mail choices' }).click();
  await expect(page.getByText('Your e-mail choices are saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: 'E-mail me about' }).getByRole('checkbox', { name: 'Dispatch instructions' })).not.toBeChecked();

  // An operator sends Voltwise an instruction: the live notification reaches the dispatch member at once…
  const id = await dispatchToVoltwise();
  await expect(page.getByText('New dispatch instruction')).toBeVisible({ timeout: 15_000 });
  // …the e-mail reaches operations and the admin, but not the member who turned it off, nor analytics.
  await expect.poll(async () => (await dispatchMails(operations, id)).length, { timeout: 60_000 }).toBe(1);
  expect(await dispatchMails(USERS.providerB, id)).toHaveLength(1);
  expect(await dispatchMails(dispatcher, id)).toHaveLength(0);
  expect(await dispatchMails(analytics, id)).toHaveLength(0);

  // Turned back on, the next instruction reaches them by e-mail again.
  await page.getByRole('group', { name: 'E-mail me about' }).getByRole('checkbox', { name: 'Dispatch instructions' }).check();
  // (Toasts show one at a time: the saved one waits behind the instruction's, so wait for the answer instead.)
  const saved = page.waitForResponse((r) => r.url().endsWith('auth/users/me/notifications/') && r.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Save e-mail choices' }).click();
  expect((await saved).status()).toBe(200);
  const again = await dispatchToVoltwise();
  await expect.poll(async () => (await dispatchMails(dispatcher, again)).length, { timeout: 60_000 }).toBe(1);
});
