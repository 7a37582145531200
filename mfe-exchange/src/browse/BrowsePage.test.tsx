import { act, screen, within } from '@testing-library/react';
import { bus } from 'shared-session';
import { access, bid, listing, page, renderExchange, trade, ME, OTHER } from '../test/exchange';
// Loaded before the first test, so the screen's lazy chunk resolves at once.
import './BrowsePage';

const rowOf = (name: string) => within(screen.getByRole('rowheader', { name }).closest('tr')!);

test('lists the listings with their terms, the best price of open bidding and “Sealed” otherwise; filters by type on the server', async () => {
  const sealed = listing({ id: 8, reference: 'EX-8', sealed: true, bid_count: null, best_price: null, exchange_type: 'flexibility_obligation', status: 'scheduled' });
  const { user, api } = renderExchange('/exchange/browse', {
    'GET exchange/access/': access(),
    'GET exchange/listings/': page([listing(), sealed]),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Browse listings' }, { timeout: 20000 })).toBeInTheDocument();
  await screen.findByRole('rowheader', { name: 'EX-7' });
  const open = rowOf('EX-7');
  expect(open.getByRole('link', { name: 'EX-7' })).toHaveAttribute('href', '/exchange/listings/7/view');
  expect(open.getByText('Capacity Market agreement')).toBeInTheDocument();
  expect(open.getByText('Volt Co')).toBeInTheDocument();
  expect(open.getByText('5 MW')).toBeInTheDocument();
  // Stored end 1 April 2027 is the first day after the transfer: the last day shown is 31 March.
  expect(open.getByText('2 Dec 2026 – 31 Mar 2027')).toBeInTheDocument();
  expect(open.getByText('£35.00 (2)')).toBeInTheDocument();
  expect(open.getByText('Open for bids')).toBeInTheDocument();
  expect(rowOf('EX-8').getByText('Sealed')).toBeInTheDocument();
  expect(rowOf('EX-8').getByText('Scheduled')).toBeInTheDocument();
  // Every market approved: no access notice.
  expect(screen.queryByRole('heading', { name: 'Markets you cannot trade in yet' })).toBeNull();

  await user.click(screen.getByRole('button', { name: /^Filter by type/ }));
  await user.click(screen.getByRole('option', { name: 'Flexibility obligation' }));
  await screen.findByRole('rowheader', { name: 'EX-7' });
  const calls = api.callsTo('GET exchange/listings/');
  expect(calls.at(-1)!.url.searchParams.get('exchange_type')).toBe('flexibility_obligation');
  expect(calls[0]!.url.searchParams.get('exchange_type')).toBeNull();
});

test('says which markets are not approved and links to market access; an empty list says what to do', async () => {
  renderExchange('/exchange/browse', {
    'GET exchange/access/': access({
      markets: [
        { exchange_type: 'capacity_market', market: 1, state: 'refused', reason: 'Your company number does not match the register.' },
        { exchange_type: 'flexibility_obligation', market: 2, state: 'approved', reason: null },
        { exchange_type: 'flexibility_obligation', market: 3, state: 'under_review', reason: null },
      ],
    }),
    'GET flex/markets/': [
      { id: 1, kind: 'capacity_exchange', operator: null, operator_name: null, reason: null, registered_at: null, state: 'refused', updated: null },
      { id: 3, kind: 'flexibility', operator: 31, operator_name: 'Northern Lines', reason: null, registered_at: null, state: 'under_review', updated: null },
    ],
    'GET exchange/listings/': page([]),
  });
  const notice = await screen.findByRole('region', { name: 'Markets you cannot trade in yet' }, { timeout: 20000 });
  expect(within(notice).getByText(/Capacity Market agreement/).closest('li')).toHaveTextContent('Capacity Market agreement: Your company number does not match the register.');
  // One flexibility market per operator, named by it; without a reason from the server the state is said.
  expect(await within(notice).findByText(/Flexibility obligation \(Northern Lines\)/)).toBeInTheDocument();
  expect(within(notice).getByText(/Northern Lines/).closest('li')).toHaveTextContent('Flexibility obligation (Northern Lines): Your organisation’s access to this market is under review.');
  expect(within(notice).getAllByRole('listitem')).toHaveLength(2);
  expect(within(notice).getByRole('link', { name: 'Market access' })).toHaveAttribute('href', '/manage/flexprovider/market-access');
  expect(await screen.findByRole('heading', { name: 'No listings yet' })).toBeInTheDocument();
});

test('my listings ask the server for mine; my bids and my trades have their tabs; a pushed exchange event reloads', async () => {
  const { user, api } = renderExchange('/exchange/browse?tab=mine', {
    'GET exchange/access/': access(),
    'GET exchange/listings/': page([listing({ is_mine: true, flex_provider: ME, flex_provider_name: 'Sunny Flex' })]),
    'GET exchange/bids/': page([bid({ status: 'accepted', awarded_mw: '2.5' })]),
    'GET exchange/trades/': page([trade()]),
  });
  expect(await screen.findByRole('rowheader', { name: 'EX-7' }, { timeout: 20000 })).toBeInTheDocument();
  expect(api.callsTo('GET exchange/listings/')[0]!.url.searchParams.get('mine')).toBe('true');

  await user.click(screen.getByRole('tab', { name: 'My bids' }));
  const bidRow = within((await screen.findByRole('rowheader', { name: 'EX-7' })).closest('tr')!);
  expect(bidRow.getByText('Accepted')).toBeInTheDocument();
  expect(bidRow.getByText('2.5 MW')).toBeInTheDocument();
  expect(bidRow.getByText('35.00')).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'My trades' }));
  const tradeRow = within((await screen.findByRole('rowheader', { name: 'TR-12' })).closest('tr')!);
  expect(tradeRow.getByRole('link', { name: 'TR-12' })).toHaveAttribute('href', '/exchange/listings/7/outcome');
  expect(tradeRow.getByText('£24,657.53')).toBeInTheDocument();
  expect(tradeRow.getByText('Not yet submitted')).toBeInTheDocument();

  const before = api.callsTo('GET exchange/trades/').length;
  act(() => bus.events$.next({ id: 3, type: 'exchange.trade.updated', org_ids: [ME, OTHER], data: {}, created: new Date().toISOString() }));
  await screen.findByRole('rowheader', { name: 'TR-12' });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
  expect(api.callsTo('GET exchange/trades/').length).toBe(before + 1);
});

test('an operator reads the listings, its bids and trades (as a buyer); it does not list', async () => {
  renderExchange(
    '/exchange/browse?tab=mine',
    { 'GET exchange/access/': access({ markets: [] }), 'GET exchange/listings/': page([listing()]), 'GET exchange/bids/': page([]) },
    { orgType: 'systemoperator', orgId: 31 },
  );
  expect(await screen.findByRole('rowheader', { name: 'EX-7' }, { timeout: 20000 })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All listings', 'My bids', 'My trades']);
  expect(screen.queryByRole('link', { name: 'Create a listing' })).toBeNull();
});
