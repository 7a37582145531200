import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { api, type Json } from '../support/competitions';
import { BID_MW, competitionWithAcceptedBid, instructionFor, OPERATOR, openCompetitionIn, openEventStream, PROVIDER, waitForMailAbout } from '../support/contracts';
import { signIn, USERS } from '../support/session';

async function pageAs(browser: Browser, email: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('contracts flow: results confirmed → the provider accepts the contract → dispatch within the obligation → milestone evidence accepted → market interest → an alert by e-mail and on the live stream', async ({ browser }) => {
  test.setTimeout(90_000);
  const c = await competitionWithAcceptedBid();
  const operator = await pageAs(browser, OPERATOR);
  const provider = await pageAs(browser, PROVIDER);

  // 1. The operator confirms the results: the provider's call-off contract is made, awaiting acceptance.
  await operator.goto(`/manage/systemoperator/bids/confirm?competition=${c.id}`);
  await operator.getByRole('button', { name: 'Confirm competition results' }).click();
  const confirm = operator.getByRole('dialog', { name: 'Confirm competition results' });
  await confirm.getByRole('checkbox', { name: 'I understand that these results are final' }).check();
  await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(confirm).toBeHidden();
  const made = (await api(PROVIDER, 'GET', `contracts/contracts/?competition=${c.id}`)).json as Json[];
  expect(made).toHaveLength(1);
  const contract = made[0]!;
  expect(contract).toMatchObject({ status: 'awaiting_acceptance', obligation_count: 1 });
  const reference = String(contract.reference);
  const obligation = Number((contract.obligations as Json[])[0]!.id);

  // Until the provider accepts, the obligation binds nobody: the operator cannot dispatch it.
  const early = await api(OPERATOR, 'POST', 'dispatch/v1/instructions/', instructionFor(c.bid, BID_MW));
  expect(early.status, JSON.stringify(early.json)).toBe(400);
  expect((early.json as { bid: string[] }).bid.join(' ')).toContain(`Contract ${reference} awaits the provider’s acceptance; obligation ${obligation} `);

  // 2. The provider opens it from the register and accepts it: typed name, terms read.
  await provider.goto('/manage/flexprovider/contracts');
  await expect(provider.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
  await provider.getByRole('button', { name: `View contract ${reference}` }).click();
  const detail = provider.getByRole('region', { name: `Contract ${reference}` });
  await expect(detail).toContainText('Awaiting acceptance');
  await expect(detail).toContainText(c.name);
  await detail.getByRole('button', { name: 'Accept contract' }).click();
  const accept = provider.getByRole('dialog', { name: `Accept contract ${reference}?` });
  await accept.getByRole('button', { name: 'Accept contract' }).click();
  // Nothing typed: the form says what is missing and sends nothing.
  await expect(accept.getByRole('textbox', { name: /Your full name/ })).toHaveAttribute('aria-invalid', 'true');
  await accept.getByRole('textbox', { name: /Your full name/ }).fill('Ada Brightgrid');
  await accept.getByRole('checkbox', { name: 'I have read the contract terms and the obligations' }).check();
  await accept.getByRole('button', { name: 'Accept contract' }).click();
  await expect(accept).toBeHidden();
  await expect(provider.getByRole('status').filter({ hasText: `Contract ${reference} is accepted;` })).toBeVisible();
  await expect(detail).toContainText('by Ada Brightgrid, terms read');
  expect(((await api(PROVIDER, 'GET', `contracts/contracts/${String(contract.id)}/`)).json as Json).status).toBe('active');

  // 3. The operator dispatches what the obligation allows, and is refused more MW than it holds, naming the obligation.
  const allowed = await api(OPERATOR, 'POST', 'dispatch/v1/instructions/', instructionFor(c.bid, BID_MW));
  expect(allowed.status, JSON.stringify(allowed.json)).toBe(201);
  expect(allowed.json).toMatchObject({ obligation, contract_reference: reference });
  const above = await api(OPERATOR, 'POST', 'dispatch/v1/instructions/', instructionFor(c.bid, BID_MW + 0.01));
  expect(above.status, JSON.stringify(above.json)).toBe(400);
  expect((above.json as { quantity: string[] }).quantity.join(' ')).toContain(`(obligation ${obligation} of contract ${reference})`);

  // 4. The contract carries the planned battery's milestones: the provider submits evidence for the first one due, the operator accepts it.
  const milestones = ((await api(PROVIDER, 'GET', `contracts/milestones/?contract=${String(contract.id)}&ordering=due_on`)).json as Json[]).filter((m) => m.planned_asset === c.planned.id);
  expect(milestones.map((m) => [m.kind, m.status])).toEqual(expect.arrayContaining([['financial_commitment', 'upcoming'], ['connection', 'upcoming'], ['commissioning', 'upcoming']]));
  const financial = milestones.find((m) => m.kind === 'financial_commitment')!;
  const milestone = `Financial commitment of ${c.planned.name}`;
  await provider.goto('/manage/flexprovider/milestones');
  await provider.getByRole('button', { name: `Submit evidence for ${milestone}` }).click();
  const panel = provider.getByRole('region', { name: `Submit evidence: ${milestone}` });
  await panel.getByLabel('Evidence file').setInputFiles({ name: 'board-approval.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1') });
  await panel.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(panel.getByText('Evidence file: board-approval.pdf')).toBeVisible({ timeout: 30_000 });
  await panel.getByRole('textbox', { name: /What the evidence shows/ }).fill('The board approved the battery’s investment on 1 November.');
  await panel.getByRole('button', { name: 'Submit evidence', exact: true }).click();
  await expect(provider.getByRole('status').filter({ hasText: `Evidence for ${milestone} is submitted;` })).toBeVisible();
  await operator.goto('/manage/systemoperator/milestones');
  await operator.getByRole('button', { name: `Accept ${milestone}` }).click();
  const acceptMilestone = operator.getByRole('dialog', { name: `Accept ${milestone}?` });
  await expect(acceptMilestone).toContainText('The board approved the battery’s investment on 1 November.');
  await acceptMilestone.getByRole('button', { name: 'Accept milestone' }).click();
  await expect(operator.getByRole('status').filter({ hasText: `${milestone} is accepted;` })).toBeVisible();
  expect(((await api(PROVIDER, 'GET', `contracts/milestones/${String(financial.id)}/`)).json as Json).status).toBe('accepted');

  // 5. The provider registers interest in the open market and sees the market-interest modal.
  await provider.goto('/manage/flexprovider/market-access');
  await provider.getByRole('button', { name: 'Register interest in Open market' }).click();
  const modal = provider.getByRole('dialog', { name: 'Thank you — you have registered your interest for Open market' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('What happens next?');
  await expect(provider.getByRole('row').filter({ has: provider.getByRole('rowheader', { name: 'Open market' }) })).toContainText('Interest registered');

  // 6. An alert on the operator's market over the asset's area: a new competition there reaches the outbox and the live stream.
  const markets = (await api(PROVIDER, 'GET', 'alerts/markets/')).json as Json[];
  const market = markets.find((m) => m.name === 'Northern Lines Networks')!;
  const alert = await api(PROVIDER, 'POST', 'alerts/', {
    name: `New competitions in ${c.postcode}`,
    operator: market.operator,
    area_refs: c.areaRefs,
    triggers: ['qualification_open'],
    channels: ['email', 'push'],
    frequency: 'immediate',
  });
  expect(alert.status, JSON.stringify(alert.json)).toBe(201);
  const alertId = Number((alert.json as Json).id);
  const stream = await openEventStream(PROVIDER);
  try {
    const opened = await openCompetitionIn(c.postcode);
    const event = await stream.next((e) => e.type === 'alert.triggered' && e.data.competition_id === opened.id && (e.data.alert as Json).id === alertId);
    expect(event.data).toMatchObject({ trigger: 'qualification_open', competition: opened.name, reference: opened.reference, alert: { id: alertId } });
    // The mail of this alert (its own unsubscribe link): the demo's alerts on the market may tell too.
    const mail = await waitForMailAbout(PROVIDER, 'alert', `/alerts/unsubscribe/${alertId}/`);
    expect(mail.subject).toContain(opened.reference);
    expect(mail.body).toContain(opened.name);
  } finally {
    stream.close();
  }
  // The alert's list says when it last told.
  await provider.goto('/manage/flexprovider/subscriptions');
  await expect(provider.getByRole('row').filter({ hasText: new RegExp(escape(`New competitions in ${c.postcode}`)) })).toBeVisible();
});

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

/**
 * Checks the page as it is now at a phone's and a laptop's size: no sideways scrolling, no axe
 * violations. The page is left at the phone's size.
 */
async function check(page: Page, what: string): Promise<void> {
  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    // Laid out again at this width before measuring.
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(size.width);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(scroll, `${what} scrolls sideways at ${size.width} px`).toBeLessThanOrEqual(size.width);
    await expectNoViolations(page, `${what} at ${size.width} px`);
  }
}

/** A demo contract of `status` seen by one of the `emails`, and who sees it. */
async function demoContract(emails: readonly string[], statuses: readonly string[]): Promise<{ email: string; contract: Json }> {
  for (const email of emails) {
    const contract = ((await api(email, 'GET', 'contracts/contracts/')).json as Json[]).find((k) => statuses.includes(String(k.status)));
    if (contract) return { email, contract };
  }
  throw new Error(`the demo has no contract ${statuses.join(' or ')} for ${emails.join(', ')}`);
}

/** A demo milestone of `status` seen by one of the `emails`, and who sees it. */
async function demoMilestone(emails: readonly string[], status: string): Promise<{ email: string; milestone: Json }> {
  for (const email of emails) {
    const milestone = ((await api(email, 'GET', 'contracts/milestones/')).json as Json[]).find((m) => m.status === status);
    if (milestone) return { email, milestone };
  }
  throw new Error(`the demo has no milestone ${status} for ${emails.join(', ')}`);
}

test('contracts of both sides with their dialogs at 390 px and 1280 × 800: no sideways scrolling, no accessibility violations', async ({ browser }) => {
  const awaiting = await demoContract([USERS.providerA, USERS.providerB], ['awaiting_acceptance']);
  const terminable = await demoContract([USERS.operatorX, USERS.operatorY], ['active', 'awaiting_acceptance']);

  // The provider's contracts: the register, one contract, the accept dialog (left unsent).
  const provider = await pageAs(browser, awaiting.email, PHONE);
  const reference = String(awaiting.contract.reference);
  await provider.goto('/manage/flexprovider/contracts');
  await expect(provider.getByRole('button', { name: `View contract ${reference}` })).toBeVisible();
  await check(provider, 'provider’s contracts');
  await provider.getByRole('button', { name: `View contract ${reference}` }).click();
  await expect(provider.getByRole('region', { name: `Contract ${reference}` }).getByRole('table')).toBeVisible();
  await check(provider, 'provider’s contract');
  await provider.getByRole('region', { name: `Contract ${reference}` }).getByRole('button', { name: 'Accept contract' }).click();
  const accept = provider.getByRole('dialog', { name: `Accept contract ${reference}?` });
  await expect(accept).toBeVisible();
  await check(provider, 'accept dialog');
  await accept.getByRole('button', { name: 'Cancel' }).click();
  await expect(accept).toBeHidden();
  await provider.context().close();

  // The operator's contracts with the terminate dialog (left unsent).
  const operator = await pageAs(browser, terminable.email, PHONE);
  const terminated = String(terminable.contract.reference);
  await operator.goto('/manage/systemoperator/contracts');
  await expect(operator.getByRole('button', { name: `View contract ${terminated}` })).toBeVisible();
  await check(operator, 'operator’s contracts');
  await operator.getByRole('button', { name: `View contract ${terminated}` }).click();
  await expect(operator.getByRole('region', { name: `Contract ${terminated}` }).getByRole('table')).toBeVisible();
  await check(operator, 'operator’s contract');
  await operator.getByRole('region', { name: `Contract ${terminated}` }).getByRole('button', { name: 'Terminate contract' }).click();
  const terminate = operator.getByRole('dialog', { name: `Terminate contract ${terminated}?` });
  await expect(terminate).toBeVisible();
  await check(operator, 'terminate dialog');
  await terminate.getByRole('button', { name: 'Cancel' }).click();
  await expect(terminate).toBeHidden();
  await operator.context().close();
});

test('milestones of both sides with the evidence panel and the reject dialog at 390 px and 1280 × 800: no sideways scrolling, no accessibility violations', async ({ browser }) => {
  // Neither is sent: the demo's milestones stay as they are.
  const deciding = await demoMilestone([USERS.operatorX, USERS.operatorY], 'submitted');
  const submitting = await demoMilestone([USERS.providerA, USERS.providerB], 'upcoming');
  const owner = await pageAs(browser, submitting.email, PHONE);
  await owner.goto('/manage/flexprovider/milestones');
  const submit = owner.getByRole('button', { name: /^Submit evidence for / }).first();
  await expect(submit).toBeVisible();
  await check(owner, 'provider’s milestones');
  await submit.click();
  await expect(owner.getByRole('region', { name: /^Submit evidence: / })).toBeVisible();
  await check(owner, 'evidence panel');
  await owner.context().close();
  const reviewer = await pageAs(browser, deciding.email, PHONE);
  await reviewer.goto('/manage/systemoperator/milestones');
  const reject = reviewer.getByRole('button', { name: /^Reject / }).first();
  await expect(reject).toBeVisible();
  await check(reviewer, 'operator’s milestones');
  await reject.click();
  const rejectDialog = reviewer.getByRole('dialog', { name: /^Reject .*\?$/ });
  await expect(rejectDialog.getByRole('textbox', { name: /Reason/ })).toBeVisible();
  await check(reviewer, 'reject-evidence dialog');
  await rejectDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rejectDialog).toBeHidden();
  await reviewer.context().close();
});

test('market access, subscriptions and alerts of both sides with their dialogs at 390 px and 1280 × 800: no sideways scrolling, no accessibility violations', async ({ browser }) => {
  const subscriptionOf = async (email: string) => Number(((await api(email, 'GET', 'markets/subscriptions/')).json as { subscriptions: Json[] }).subscriptions[0]!.market);

  // Market access with the market-interest modal; subscriptions with the alerts and the new-alert dialog; one subscription.
  const member = await pageAs(browser, USERS.providerB, PHONE);
  await member.goto('/manage/flexprovider/market-access');
  const register = member.getByRole('button', { name: /^Register interest in / }).first();
  await expect(register).toBeVisible();
  await check(member, 'market access');
  const market = String(await register.getAttribute('aria-label')).replace(/^Register interest in /, '');
  await register.click();
  const modal = member.getByRole('dialog', { name: `Thank you — you have registered your interest for ${market}` });
  await expect(modal).toContainText('What happens next?');
  await check(member, 'market-interest modal');
  await member.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await member.goto('/manage/flexprovider/subscriptions');
  await expect(member.getByRole('table', { name: /^Your plan on each market/ })).toBeVisible();
  await expect(member.getByRole('table', { name: /^Your alerts/ })).toBeVisible();
  await check(member, 'provider’s subscriptions and alerts');
  await member.getByRole('button', { name: 'New alert' }).click();
  const newAlert = member.getByRole('dialog', { name: 'New alert' });
  await expect(newAlert.getByRole('button', { name: 'Save alert' })).toBeVisible();
  await check(member, 'new-alert dialog');
  // The area chosen on the market's map: a click on a region chooses it, a second click takes it out.
  await newAlert.getByRole('button', { name: /^Market\b/ }).click();
  await member.getByRole('option', { name: 'Northern Lines Networks' }).click();
  await newAlert.getByRole('button', { name: 'Choose regions on the map' }).click();
  const map = newAlert.getByRole('region', { name: 'Map of the market’s GSP regions' });
  await expect(map).toBeVisible();
  await expect(newAlert.getByText('0 regions chosen')).toBeVisible();
  // A click on one region's outline (regions overlap nowhere, but a point of the page may lie outside every region).
  await map.locator('path.leaflet-interactive').nth(3).dispatchEvent('click');
  await expect(newAlert.getByText('1 region chosen')).toBeVisible();
  await check(member, 'new-alert dialog with the market’s map');
  // The chosen region is drawn filled; a click on it takes it out.
  await map.locator('path.leaflet-interactive[fill="#2f7fc1"]').dispatchEvent('click');
  await expect(newAlert.getByText('0 regions chosen')).toBeVisible();
  await newAlert.getByRole('button', { name: 'Cancel' }).click();
  await expect(newAlert).toBeHidden();
  await member.goto(`/manage/flexprovider/subscriptions/${await subscriptionOf(USERS.providerB)}`);
  await expect(member.getByRole('button', { name: 'Request an upgrade' })).toBeVisible();
  await check(member, 'provider’s subscription');
  await member.context().close();

  // The operator's subscriptions and one subscription.
  const operator = await pageAs(browser, USERS.operatorX, PHONE);
  await operator.goto('/manage/systemoperator/subscriptions');
  await expect(operator.getByRole('table', { name: /^Your plan on each market/ })).toBeVisible();
  await check(operator, 'operator’s subscriptions');
  await operator.goto(`/manage/systemoperator/subscriptions/${await subscriptionOf(USERS.operatorX)}`);
  await expect(operator.getByRole('button', { name: 'Request an upgrade' })).toBeVisible();
  await check(operator, 'operator’s subscription');
  await operator.context().close();
});
