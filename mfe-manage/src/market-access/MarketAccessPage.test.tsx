import { screen, within } from '@testing-library/react';
import { bus } from 'shared-session';
import { json, renderManage, serveApi } from '../test/manage';

const market = (over: Record<string, unknown>) => ({ id: 1, kind: 'flexibility', operator: 31, operator_name: 'Northern Lines Networks', state: 'none', reason: null, registered_at: null, updated: null, ...over });
const MARKETS = [
  market({ id: 1, kind: 'capacity_exchange', operator: null, operator_name: null, state: 'interest_registered', updated: '2026-11-20T10:00:00Z' }),
  market({ id: 2, kind: 'load_modifications', operator: null, operator_name: null, state: 'refused', reason: 'No assets in the constrained zones.' }),
  market({ id: 3, kind: 'open_market', operator: null, operator_name: null }),
  market({ id: 4, state: 'approved' }),
  market({ id: 5, operator: 32, operator_name: 'Southern Wires', state: 'under_review' }),
];
const asProvider = { orgType: 'flexprovider' as const, permissions: ['default', 'view-manage-ui'] };
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

test('lists each market with its access state and the action where one is possible', async () => {
  serveApi({ 'GET flex/markets/': MARKETS });
  renderManage('/manage/flexprovider/market-access', asProvider);
  expect(await screen.findByRole('rowheader', { name: 'Capacity Market exchange' })).toBeInTheDocument();
  expect(rowOf('Capacity Market exchange')).toHaveTextContent('Interest registered');
  expect(within(rowOf('Capacity Market exchange')).queryByRole('button')).toBeNull();
  expect(rowOf('Load modifications')).toHaveTextContent('RefusedNo assets in the constrained zones.');
  expect(within(rowOf('Load modifications')).getByRole('button', { name: 'Register again for Load modifications' })).toHaveTextContent('Register again');
  expect(rowOf('Northern Lines Networks flexibility market')).toHaveTextContent('Approved');
  expect(rowOf('Southern Wires flexibility market')).toHaveTextContent('Under review');
  expect(within(rowOf('Open market')).getByRole('button', { name: 'Register interest in Open market' })).toBeEnabled();
  expect(screen.getByRole('button', { name: /export/i })).toBeInTheDocument();
});

test('registering interest posts it, shows the market-interest modal and the new state', async () => {
  const api = serveApi({
    'GET flex/markets/': MARKETS,
    'POST markets/markets/3/register/': json(market({ id: 3, kind: 'open_market', operator: null, operator_name: null, state: 'interest_registered', updated: '2026-11-28T05:00:00Z' }), { status: 201 }),
  });
  const shown: Array<{ title: string; body: string }> = [];
  const sub = bus.modal$.subscribe((r) => {
    if (r.type === 'open') shown.push({ title: r.title, body: r.body });
  });
  const { user } = renderManage('/manage/flexprovider/market-access', asProvider);
  await user.click(await screen.findByRole('button', { name: 'Register interest in Open market' }));
  expect(await screen.findByText('Your interest in Open market is registered.')).toHaveAttribute('role', 'status');
  sub.unsubscribe();
  expect(api.calls.some((c) => c.method === 'POST' && c.url.pathname.endsWith('/markets/markets/3/register/'))).toBe(true);
  expect(shown).toEqual([{ title: 'Thank you — you have registered your interest for Open market', body: expect.stringMatching(/^What happens next\?\n\nThe team running the market reviews/) }]);
  expect(rowOf('Open market')).toHaveTextContent('Interest registered');
  expect(within(rowOf('Open market')).queryByRole('button')).toBeNull();
});

test('a server refusal to register is reported', async () => {
  serveApi({ 'GET flex/markets/': MARKETS, 'POST markets/markets/3/register/': json({ detail: 'Your organisation has already registered its interest in this market.' }, { status: 409 }) });
  const { user } = renderManage('/manage/flexprovider/market-access', asProvider);
  await user.click(await screen.findByRole('button', { name: 'Register interest in Open market' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Your organisation has already registered its interest in this market.');
});

test('under mint_load_modifications a 403 is an access-denied notice and an empty list', async () => {
  serveApi({ 'GET flex/markets/': json({ detail: 'You do not have permission to perform this action.' }, { status: 403 }) });
  renderManage('/manage/flexprovider/market-access', { ...asProvider, flags: ['mint_load_modifications'] });
  expect(await screen.findByRole('alert')).toHaveTextContent('Your account does not have access to markets.');
  expect(screen.getByRole('table', { name: 'Markets and your access' })).toHaveTextContent('No markets to show');
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});

test.each([
  ['a 403 without the flag', 403, []],
  ['another error under the flag', 500, ['mint_load_modifications']],
])('%s is reported with a retry', async (_name, status, flags) => {
  serveApi({ 'GET flex/markets/': json({ detail: 'Nope.' }, { status }) });
  renderManage('/manage/flexprovider/market-access', { ...asProvider, flags });
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});
