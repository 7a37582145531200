import { expect, test, type Page } from '@playwright/test';
import { api, type Json } from '../support/competitions';
import { waitForMail } from '../support/outbox';
import { API_BASE, PORTS } from '../support/ports';
import { USERS } from '../support/session';

const PASSWORD = 'Kestrel-Harbour-91';

/** A call as a user who is not a demo user (its own password). */
async function apiAs(email: string, method: string, path: string): Promise<{ status: number; json: unknown }> {
  const login = await fetch(`${API_BASE}auth/jwt/create/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${API_BASE}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, json: (await res.json()) as unknown };
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

async function logOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/(login)?$/);
}

const radio = (page: Page, question: string | RegExp, answer: string) =>
  page.getByRole('group', { name: question }).getByLabel(answer, { exact: true }).check();

test('a stranger registers, activates, applies to an operator’s DPS with an attachment, is approved, uploads assets, confirms entry and sees a disqualification', async ({ page }) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const email = `founder.${stamp}@kestrel-flex.test`;
  const company = `Kestrel Flex ${stamp}`;

  // 1. Registration, stage by stage.
  await page.goto('/register/confirm');
  await page.getByRole('checkbox', { name: 'I am registering an organisation that owns or operates flexible energy assets' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/register\/user$/);
  await page.getByLabel('First name').fill('Fran');
  await page.getByLabel('Last name').fill('Kestrel');
  await page.getByLabel('Work e-mail address').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await expect(page.getByText('The passwords match.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I accept the terms of use' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/register\/company$/);
  await page.getByLabel('Organisation name').fill(company);
  await page.getByLabel('Website').fill('https://kestrel-flex.test');
  await page.getByLabel('Organisation e-mail address').fill(`hello.${stamp}@kestrel-flex.test`);
  await page.getByLabel('Company registration number').fill(String(stamp).slice(-8));
  await expect(page.getByLabel('Country')).toHaveValue('GB');
  await page.getByRole('checkbox', { name: 'I accept the terms of service' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/register\/submit$/);
  await page.getByRole('button', { name: 'Submit registration' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  // 2. The e-mailed link activates the account; then the new user logs in.
  const activation = await waitForMail(email, 'registration_activation');
  const link = new RegExp(`http://localhost:${PORTS.host}/register-new\\?\\S+`).exec(activation.body)![0];
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your account is active' })).toBeVisible();
  await logIn(page, email, PASSWORD);

  // 3. The new provider applies to Northern Lines' DPS with an attachment.
  await page.goto('/manage/flexprovider/applications');
  await page.getByRole('button', { name: /Operator to apply to/ }).click();
  await page.getByRole('option', { name: 'Northern Lines Networks' }).click();
  await page.getByRole('button', { name: 'Start application' }).click();
  await expect(page).toHaveURL(/\/manage\/flexprovider\/applications\/\d+\/contracting$/);
  await page.getByLabel('Registered name of the organisation').fill(company);
  await page.getByLabel('Company registration number').fill(String(stamp).slice(-8));
  await page.getByLabel('Year of registration').fill('2019');
  await page.getByLabel('Registered address line 1').fill('1 Quay Street');
  await page.getByLabel('Registered postcode').fill('NE1 3AF');
  await page.getByRole('button', { name: /Type of organisation/ }).click();
  await page.getByRole('option', { name: 'Private limited company' }).click();
  await radio(page, 'Does the organisation trade under a name different from its registered name?', 'No');
  await radio(page, 'Is the organisation part of a group of companies?', 'No');
  await page.getByRole('button', { name: 'Next' }).click();
  await radio(page, 'What is your legal relationship to the assets you will offer?', 'Owners');
  await page.getByLabel('Describe who owns and who operates the assets, including any third parties.').fill('We own and operate our batteries.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/^Describe your most recent health, safety and quality audits/).fill('ISO 9001 audit, March 2026, no findings.');
  await page.getByLabel('Latest audit report or certificate').setInputFiles({ name: 'audit-2026.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% audit\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
  await page.getByRole('button', { name: 'Attach file' }).click();
  await expect(page.getByRole('button', { name: 'Download audit-2026.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: '4 Legal questions' })).toBeVisible();
  const status = page.getByRole('group', { name: 'Organisation status' }).getByRole('group');
  await expect(status).toHaveCount(8);
  for (const question of await status.all()) await question.getByLabel('No', { exact: true }).check();
  const insurance = page.getByRole('group', { name: 'Insurance' }).getByRole('group');
  await expect(insurance).toHaveCount(3);
  for (const question of await insurance.all()) await question.getByLabel('Not Applicable', { exact: true }).check();
  await radio(page, 'Are there any outstanding claims against the organisation?', 'No');
  await page.getByRole('button', { name: 'Next' }).click();
  await radio(page, 'Will the organisation named in stage 1 be the contracting entity?', 'Yes');
  await page.getByRole('checkbox', { name: /^I confirm that the information in this application is complete and accurate/ }).check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText(/Submitted by Fran Kestrel on/).first()).toBeVisible();
  await expect(page.getByText('Pending').first()).toBeVisible();
  await logOut(page);

  // 4. The operator approves it; the provider is e-mailed.
  await logIn(page, USERS.operatorX, 'Flex-demo-2026');
  await page.goto('/manage/systemoperator/applications');
  await page.getByRole('link', { name: `Review ${company}` }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: `Approve ${company}?` }).getByRole('button', { name: 'Approve application' }).click();
  await expect(page.getByText('Approved').first()).toBeVisible();
  const approved = await waitForMail(email, 'dps_outcome');
  expect(approved.subject).toMatch(/was approved/);
  await logOut(page);

  // 5. Three assets by CSV: a bad row is reported and nothing is written; corrected, all three are
  //    saved and the two placed where a BrightGrid asset qualifies for an open Northern Lines competition qualify.
  const spot = await qualifyingSpot();
  const refs = [1, 2, 3].map((n) => `KF-${stamp}-${n}`);
  const header = 'ref,name,asset_type,asset_category,status,postcode,latitude,longitude,voltage_level,active_export_capacity,active_import_capacity,reactive_export_capacity,reactive_import_capacity,export_meter_id,import_meter_id';
  const row = (ref: string, lat: number, lon: number, voltage: number) =>
    [ref, `Battery ${ref}`, 'storage', 'storage', 'operational', '', lat, lon, voltage, spot.capacities.join(','), '', ''].join(',');
  const rows = (badVoltage: number) => [
    row(refs[0]!, spot.lat, spot.lon, spot.voltage),
    row(refs[1]!, spot.lat, spot.lon, badVoltage),
    row(refs[2]!, 50.1, -5.5, spot.voltage), // Penzance: outside the competition
  ];
  await logIn(page, email, PASSWORD);
  await page.goto('/manage/flexprovider/flexassets?view=upload');
  await page.getByLabel('Assets CSV file').setInputFiles({ name: 'assets-bad.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...rows(7)].join('\r\n')) });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const progress = page.getByRole('dialog', { name: 'Adding assets from your file' });
  await progress.getByRole('button', { name: 'Done' }).click();
  const problems = page.getByRole('table', { name: /^Problems in assets-bad\.csv/ });
  await expect(problems.getByRole('row').filter({ hasText: 'voltage_level' })).toHaveCount(1);
  await expect(problems.getByRole('rowheader', { name: '3', exact: true })).toBeVisible();
  await expect(page.getByText(/Nothing was saved/)).toBeVisible();
  const mine = async () => (await apiAs(email, 'GET', 'flex/assets/?limit=100')).json as Json[];
  expect(await mine()).toHaveLength(0);
  await page.getByLabel('Assets CSV file').setInputFiles({ name: 'assets.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...rows(spot.voltage)].join('\r\n')) });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('dialog', { name: 'Adding assets from your file' }).getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(/was saved: 3 new assets/)).toBeVisible();
  expect((await mine()).map((a) => a.ref).sort()).toEqual([...refs].sort());

  // 6. Two qualify for the open competition; the provider confirms entry.
  await page.goto('/manage/flexprovider/qualification/confirm');
  await page.getByRole('checkbox', { name: `Select ${spot.competitionName}` }).check();
  await expect(page.getByRole('region', { name: 'Your selection' })).toContainText('1 selected');
  await page.getByRole('button', { name: 'Confirm entry' }).click();
  await expect(page.getByText('Entry confirmed in 1 competition')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: spot.competitionName })).toContainText('Entered with 2 assets');
  await logOut(page);

  // 7. The operator disqualifies one with a reason; the provider sees it.
  await logIn(page, USERS.operatorX, 'Flex-demo-2026');
  await page.goto(`/manage/systemoperator/assets/qualified`);
  await page.getByLabel('Search assets').fill(refs[0]!);
  await page.getByRole('button', { name: `Disqualify ${refs[0]}` }).first().click();
  const disqualify = page.getByRole('dialog', { name: 'Disqualify asset' });
  await expect(disqualify.getByRole('button', { name: 'Disqualify', exact: true })).toBeDisabled();
  await disqualify.getByRole('radio', { name: 'Capacity' }).check();
  await disqualify.getByRole('button', { name: 'Disqualify', exact: true }).click();
  await expect(page.getByText(`${refs[0]} disqualified from`).first()).toBeVisible();
  await logOut(page);

  await logIn(page, email, PASSWORD);
  await page.goto('/manage/flexprovider/qualification/assets');
  await page.getByLabel('Search your assets').fill(refs[0]!);
  await expect(page.getByText('Disqualified by the operator: Capacity').first()).toBeVisible();
});

/** Where one of BrightGrid's assets qualifies for an open Northern Lines competition: its point, voltage and capacities. */
async function qualifyingSpot(): Promise<{ competitionName: string; lat: number; lon: number; voltage: number; capacities: number[] }> {
  const quals = (await api(USERS.providerA, 'GET', 'flex/qualifications/?eligibility_status=eligible&planned=false&competition_status=open&limit=1000')).json as Json[];
  for (const q of quals) {
    if (!q.flex_asset || q.planned) continue;
    const c = (await api(USERS.providerA, 'GET', `flex/competitions/${String(q.competition)}/?expand=operator`)).json as Json;
    if (c.status !== 'open' || (c.operator as Json | null)?.name !== 'Northern Lines Networks') continue;
    const a = (await api(USERS.providerA, 'GET', `flex/assets/${String(q.flex_asset)}/`)).json as Json;
    const point = (a.location as { coordinates: [number, number] } | null)?.coordinates;
    if (!point || typeof a.voltage_level !== 'number') continue;
    const capacities = ['active_export_capacity', 'active_import_capacity', 'reactive_export_capacity', 'reactive_import_capacity'].map((f) => Number(a[f]));
    return { competitionName: String(c.name), lon: point[0], lat: point[1], voltage: a.voltage_level, capacities };
  }
  throw new Error('no BrightGrid asset qualifies for an open Northern Lines competition');
}
