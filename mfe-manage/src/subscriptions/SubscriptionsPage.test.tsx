import { screen, within } from '@testing-library/react';
import { bus } from 'shared-session';
import { renderManage, serveApi } from '../test/manage';

const PLANS = [
  { tier: 'free', seats: 3, features: ['map', 'manage', 'market_access'], on_contact: false },
  { tier: 'basic', seats: 10, features: ['map', 'manage', 'market_access', 'operations'], on_contact: false },
  { tier: 'full', seats: 25, features: ['map', 'manage', 'market_access', 'operations', 'exchange', 'settlement', 'analytics', 'api'], on_contact: false },
  { tier: 'enterprise', seats: null, features: ['map', 'manage', 'market_access', 'operations', 'exchange', 'settlement', 'analytics', 'api', 'dedicated_support'], on_contact: true },
];
const SUBS = [
  { market: 1, market_kind: 'capacity_exchange', operator_name: null, tier: 'basic', features: PLANS[1]!.features, started: '2026-10-14', renews_on: '2027-10-14', access: 'interest_registered' },
  { market: 4, market_kind: 'flexibility', operator_name: 'Northern Lines Networks', tier: 'full', features: PLANS[2]!.features, started: '2026-05-12', renews_on: '2027-05-12', access: 'approved' },
  { market: 3, market_kind: 'open_market', operator_name: null, tier: 'free', features: PLANS[0]!.features, started: null, renews_on: null, access: 'none' },
];
const provider = { orgType: 'flexprovider' as const, permissions: ['default', 'view-manage-ui'], flags: ['subscriptions'] };

test("lists the organisation's plan per market with what it unlocks, the renewal date and the seats", async () => {
  serveApi({ 'GET markets/subscriptions/': { subscriptions: SUBS, seats: { used: 8, limit: 25 }, features: PLANS[2]!.features, plans: PLANS } });
  renderManage('/manage/flexprovider/subscriptions', provider);
  expect(await screen.findByText('8 of 25 seats used')).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Your plan on each market' });
  const northern = within(table).getByRole('rowheader', { name: 'Northern Lines Networks flexibility market' }).closest('tr')!;
  expect(northern).toHaveTextContent('Full');
  expect(northern).toHaveTextContent('Settlement');
  expect(northern).toHaveTextContent('12 May 2027');
  expect(within(northern).getByRole('link')).toHaveAttribute('href', '/manage/flexprovider/subscriptions/4');
  const open = within(table).getByRole('rowheader', { name: 'Open market' }).closest('tr')!;
  expect(open).toHaveTextContent('Free');
  expect(open).not.toHaveTextContent('Settlement');
  const plans = screen.getByRole('table', { name: 'Plans and what they unlock' });
  expect(within(plans).getByRole('rowheader', { name: 'Enterprise' }).closest('tr')).toHaveTextContent('By contract');
  expect(within(plans).getByRole('rowheader', { name: 'Enterprise' }).closest('tr')).toHaveTextContent('On contact');
});

test('one subscription shows its usage, and its request-upgrade action goes through the host', async () => {
  serveApi({ 'GET markets/subscriptions/1/': { subscription: SUBS[0], seats: { used: 2, limit: 10 }, members: { active: 1, invited: 1 }, plans: PLANS } });
  const pages: string[] = [];
  const sub = bus.upgrade$.subscribe((r) => {
    pages.push(r.page);
    r.onSent('email');
  });
  const { user } = renderManage('/manage/systemoperator/subscriptions/1', { ...provider, orgType: 'systemoperator' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Capacity Market exchange' })).toBeInTheDocument();
  expect(screen.getByText(/2 of 10 seats used/)).toHaveTextContent('(1 active, 1 invited)');
  expect(screen.getByText('Interest registered')).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Plans and what they unlock' })).getByRole('rowheader', { name: 'Basic (your plan)' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Request an upgrade' }));
  expect(await screen.findByText(/Your e-mail program should open/)).toBeInTheDocument();
  sub.unsubscribe();
  expect(pages).toEqual(['/manage/systemoperator/subscriptions/1']);
});

test('without a host to send it, the action points to the access page', async () => {
  serveApi({ 'GET markets/subscriptions/1/': { subscription: SUBS[0], seats: { used: 2, limit: 10 }, members: { active: 1, invited: 1 }, plans: PLANS } });
  const { user } = renderManage('/manage/flexprovider/subscriptions/1', provider);
  await user.click(await screen.findByRole('button', { name: 'Request an upgrade' }));
  expect(await screen.findByRole('link', { name: 'access page' })).toHaveAttribute('href', '/unauthorised');
});

test('an unknown subscription is not found', async () => {
  serveApi({ 'GET markets/subscriptions/99/': new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404, headers: { 'Content-Type': 'application/json' } }) });
  renderManage('/manage/flexprovider/subscriptions/99', provider);
  expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
});
