import { screen, waitFor } from '@testing-library/react';
import { bid, json, listing, renderExchange, ME, type Recorded } from '../test/exchange';
import './SubmitBidPage';

const provider = { id: ME, name: 'Sunny Flex' };

test('checks the quantity against the smallest fill, reads the bidder by role id and submits with its id and name', async () => {
  const posted: Recorded[] = [];
  const { user, api } = renderExchange('/exchange/listings/7/submit-bid', {
    'GET exchange/listings/7/': listing(),
    'GET flex/flexproviders/41/': provider,
    'POST exchange/bids/': (req: Recorded) => {
      posted.push(req);
      return json(bid({ price: '36.5', mw: '2.5' }), { status: 201 });
    },
    'GET exchange/bids/90/': bid({ price: '36.5', mw: '2.5' }),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Submit a bid on EX-7' }, { timeout: 20000 })).toBeInTheDocument();
  const quantity = screen.getByRole('textbox', { name: /MW you bid for/ });
  expect(quantity).toHaveAccessibleDescription(expect.stringContaining('At least 2 MW (the smallest part the lister sells), at most 5 MW.'));
  await user.type(screen.getByRole('textbox', { name: /Price/ }), '36.5');
  await user.type(quantity, '1.5');
  await user.click(screen.getByRole('button', { name: 'Submit bid' }));
  await waitFor(() => expect(quantity).toHaveAccessibleDescription(expect.stringContaining('Bid for at least 2 MW and at most 5 MW.')));
  expect(posted).toHaveLength(0);

  await user.clear(quantity);
  await user.type(quantity, '2.5');
  await user.click(screen.getByRole('button', { name: 'Submit bid' }));
  expect(await screen.findByText('Your bid on EX-7 is submitted. The lister decides after bidding closes.')).toHaveFocus();
  expect(api.callsTo('GET flex/flexproviders/41/')).toHaveLength(1);
  expect(posted[0]!.body).toEqual({ listing: 7, price: '36.5', mw: '2.5', bidder_fp_id: ME, bidder_fp_name: 'Sunny Flex' });
  // The live bid can now be amended.
  expect(await screen.findByRole('button', { name: 'Amend my bid' })).toBeInTheDocument();
});

test('amends the live bid with the version read; a 409 after bidding closed is said plainly', async () => {
  const posted: Recorded[] = [];
  const { user } = renderExchange('/exchange/listings/7/submit-bid', {
    'GET exchange/listings/7/': listing({ my_bid: 90, can_bid: false }),
    'GET exchange/bids/90/': bid({ version: 3 }),
    'POST exchange/bids/90/amend/': (req: Recorded) => {
      posted.push(req);
      return json({ detail: 'Bidding on EX-7 closed at 17:00.' }, { status: 409 });
    },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Your bid on EX-7' }, { timeout: 20000 })).toBeInTheDocument();
  const price = await screen.findByRole('textbox', { name: /Price/ });
  await waitFor(() => expect(price).toHaveValue('35.00'));
  expect(screen.getByText('You are changing version 3 of your bid.')).toBeInTheDocument();
  await user.clear(price);
  await user.type(price, '37');
  await user.click(screen.getByRole('button', { name: 'Amend my bid' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your bid was not saved: the listing or your bid changed since you opened this page.');
  expect(alert).toHaveTextContent('Bidding on EX-7 closed at 17:00.');
  expect(posted[0]!.body).toEqual({ price: '37', mw: '3', version: 3 });
});

test('a listing not open for bids says so and offers no form', async () => {
  renderExchange('/exchange/listings/7/submit-bid', { 'GET exchange/listings/7/': listing({ status: 'closed', can_bid: false }) });
  expect(await screen.findByText('Bidding on this listing is not open, so you cannot bid or change a bid.', {}, { timeout: 20000 })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Submit bid' })).toBeNull();
});

test('a load-modification buyer that is not a flex provider bids in kW, sent in MW, without a provider lookup', async () => {
  const posted: Recorded[] = [];
  const lm = listing({
    exchange_type: 'load_modification',
    mw: '2',
    min_fill_mw: '0.5',
    price_unit: 'GBP/kW/month',
    capacity_market: null,
    load_modification: { gsp_region: 12, gsp_name: 'Willesden', substation: null, lat: 51.5, lon: -0.2, start_time: '16:00', end_time: '19:00', measurement_method: 'sub_metered' },
  });
  const { user, api } = renderExchange(
    '/exchange/listings/7/submit-bid',
    {
      'GET exchange/listings/7/': lm,
      'POST exchange/bids/': (req: Recorded) => {
        posted.push(req);
        return json(bid({ exchange_type: 'load_modification', mw: '0.75', price: '4.10' }), { status: 201 });
      },
      'GET exchange/bids/90/': bid({ exchange_type: 'load_modification', mw: '0.75', price: '4.10' }),
    },
    { orgType: 'systemoperator', orgId: 31, permissions: ['default', 'buy-load-mod'] },
  );
  const quantity = await screen.findByRole('textbox', { name: /Turn-down you buy/ }, { timeout: 20000 });
  expect(quantity).toHaveAccessibleDescription(expect.stringContaining('At least 500 kW (the smallest part the lister sells), at most 2,000 kW.'));
  expect(screen.getByRole('textbox', { name: /Price \(per kW per month\)/ })).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /Price/ }), '4.10');
  await user.type(quantity, '750');
  await user.click(screen.getByRole('button', { name: 'Submit bid' }));
  expect(await screen.findByText('Your bid on EX-7 is submitted. The lister decides after bidding closes.')).toBeInTheDocument();
  expect(posted[0]!.body).toEqual({ listing: 7, price: '4.1', mw: String(750 / 1000) });
  expect(api.callsTo('GET flex/flexproviders/31/')).toHaveLength(0);
});
