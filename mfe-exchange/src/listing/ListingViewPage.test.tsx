import { screen, waitFor, within } from '@testing-library/react';
import { bus } from 'shared-session';
import { access, json, listing, page, renderExchange, trade, ME, type Recorded } from '../test/exchange';
import './ListingViewPage';

const history = [
  { id: 1, at: '2026-10-20T09:00:00.000Z', actor_name: 'Vic Volt', actor_org_name: 'Volt Co', kind: 'created', detail: {} },
  { id: 2, at: '2026-11-01T09:00:00.000Z', actor_name: null, actor_org_name: null, kind: 'opened', detail: {} },
];

/** Answers the next confirmation request of the host's modal with `answer`. */
function confirmNext(answer: boolean) {
  const sub = bus.modal$.subscribe((request) => {
    if (request.type !== 'open') return;
    sub.unsubscribe();
    request.onResult?.(answer);
  });
}

test('a bidder sees every term and the history, may bid, and buys now after confirming', async () => {
  const bought: Recorded[] = [];
  const { user } = renderExchange('/exchange/listings/7/view', {
    'GET exchange/listings/7/': listing(),
    'GET exchange/access/': access(),
    'GET exchange/listings/7/history/': page(history),
    'POST exchange/listings/7/buy/': (req: Recorded) => {
      bought.push(req);
      return json(trade({ reference: 'TR-13' }), { status: 201 });
    },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Listing EX-7' }, { timeout: 20000 })).toBeInTheDocument();
  const terms = screen.getByRole('region', { name: 'Terms' });
  expect(within(terms).getByText('CM-1 (T-4), unit U-9')).toBeInTheDocument();
  expect(within(terms).getByText('1 Oct 2026 – 30 Sept 2027')).toBeInTheDocument();
  expect(within(terms).getByText('£60.00 per kW per year')).toBeInTheDocument();
  expect(within(terms).getByText('£40.00 per kW per year')).toBeInTheDocument();
  expect(within(terms).getByText('2 bids; best price £35.00 per kW per year')).toBeInTheDocument();
  const events = await screen.findByRole('region', { name: 'History' });
  expect(await within(events).findByText(/Listing created — Vic Volt, Volt Co/)).toBeInTheDocument();
  expect(within(events).getByText('Bidding opened')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Submit a bid' })).toHaveAttribute('href', '/exchange/listings/7/submit-bid');
  expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();

  confirmNext(true);
  await user.click(screen.getByRole('button', { name: 'Buy now at £30.00 per kW per year' }));
  expect(await screen.findByText('You bought EX-7: trade TR-13. See the outcome for the invoice and registration.')).toHaveFocus();
  // The price the buyer saw goes with the purchase (the server refuses a changed one).
  expect(bought.map((b) => b.body)).toEqual([{ price: '30.00' }]);
});

test('buy now is not offered without the right to buy from the open market', async () => {
  renderExchange('/exchange/listings/7/view', {
    'GET exchange/listings/7/': listing(),
    'GET exchange/access/': access({ can_buy_open_market: false }),
    'GET exchange/listings/7/history/': page([]),
  });
  expect(await screen.findByText('Nothing has happened to this listing yet.', {}, { timeout: 20000 })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Buy now/ })).toBeNull();
});

test('the lister publishes its draft, and withdraws it with a reason the server checks', async () => {
  const draft = listing({ status: 'draft', is_mine: true, flex_provider: ME, flex_provider_name: 'Sunny Flex', can_bid: false, bid_count: 0, best_price: null });
  const withdrawals = [
    json({ reason: ['Say why you withdraw the listing.'] }, { status: 400 }),
    json({ ...draft, status: 'withdrawn', withdrawn_reason: 'Sold elsewhere' }),
  ];
  const posted: Recorded[] = [];
  const { user } = renderExchange('/exchange/listings/7/view', {
    'GET exchange/listings/7/': draft,
    'GET exchange/access/': access(),
    'GET exchange/listings/7/history/': page([]),
    'POST exchange/listings/7/publish/': json({ ...draft, status: 'scheduled' }),
    'POST exchange/listings/7/withdraw/': (req: Recorded) => {
      posted.push(req);
      return withdrawals.shift();
    },
  });
  expect(await screen.findByRole('link', { name: 'Copy into a new listing' }, { timeout: 20000 })).toHaveAttribute('href', '/exchange/new-listing?from=7');
  expect(screen.queryByRole('link', { name: 'Submit a bid' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('Listing EX-7 is published; bidding opens at its opening time.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Copy into a new listing' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Withdraw listing' }));
  const dialog = screen.getByRole('dialog', { name: 'Withdraw listing EX-7?' });
  const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
  await user.type(reason, ' x');
  await user.click(within(dialog).getByRole('button', { name: 'Withdraw listing' }));
  await waitFor(() => expect(reason).toHaveAccessibleDescription(expect.stringContaining('Say why you withdraw the listing.')));
  await user.clear(reason);
  await user.type(reason, 'Sold elsewhere');
  await user.click(within(dialog).getByRole('button', { name: 'Withdraw listing' }));
  expect(await screen.findByText('Listing EX-7 is withdrawn; bidders are told.')).toHaveFocus();
  expect(posted.map((p) => p.body)).toEqual([{ reason: ' x' }, { reason: 'Sold elsewhere' }]);
  expect(within(screen.getByRole('region', { name: 'Terms' })).getByText('Sold elsewhere')).toBeInTheDocument();
});

test('an unknown listing is not found', async () => {
  renderExchange('/exchange/listings/99/view', { 'GET exchange/access/': access() });
  expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }, { timeout: 20000 })).toBeInTheDocument();
});
