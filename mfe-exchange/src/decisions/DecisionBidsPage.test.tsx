import { screen, waitFor, within } from '@testing-library/react';
import { bid, json, listing, page, renderExchange, ME, type Recorded } from '../test/exchange';
import './DecisionBidsPage';

const mine = listing({ is_mine: true, flex_provider: ME, flex_provider_name: 'Sunny Flex', can_bid: false });
const bids = [
  bid({ id: 90, bidder_fp_id: 50, bidder_fp_name: 'Volt Co', price: '30.00', mw: '4' }),
  bid({ id: 91, bidder_fp_id: 51, bidder_fp_name: 'Grid Ltd', price: '45.00', mw: '3' }),
];

test('applies the automatic ranking, accepts early and closes; a refusal of one bid’s MW lands on that bid, one of the whole above the buttons', async () => {
  const posted: Recorded[] = [];
  const answers = [
    json({ decisions: [{ mw: ['Accept between 2 MW (the minimum fill) and the bid’s 4 MW.'] }, {}] }, { status: 400 }),
    json({ decisions: ['The seller would keep 0.5 MW of the agreement: it must keep none or at least 1 MW.'] }, { status: 400 }),
    json({ ...mine, status: 'awarded' }),
  ];
  const { user } = renderExchange('/exchange/listings/7/decision-bids', {
    'GET exchange/listings/7/': mine,
    'GET exchange/bids/': page(bids),
    'GET exchange/listings/7/ranking/': {
      filled_mw: '5',
      listing_mw: '5',
      rows: [
        { bid: 90, bidder_fp_name: 'Volt Co', price: '30.00', mw: '4', premium_per_kw_year: '30.00', proposed_mw: '4', decision: 'accept', why: 'Highest premium: accepted in full.' },
        { bid: 91, bidder_fp_name: 'Grid Ltd', price: '45.00', mw: '3', premium_per_kw_year: '15.00', proposed_mw: null, decision: 'reject', why: 'Only 1 MW left, under the smallest fill.' },
      ],
    },
    'POST exchange/listings/7/decisions/': (req: Recorded) => {
      posted.push(req);
      return answers.shift();
    },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Decide the bids on EX-7' }, { timeout: 20000 })).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Apply automatic ranking' }));
  expect(await screen.findByText('Ranking applied: 5 MW of 5 MW filled.')).toBeInTheDocument();
  const volt = screen.getByRole('combobox', { name: 'Decision on the bid of Volt Co' });
  const grid = screen.getByRole('combobox', { name: 'Decision on the bid of Grid Ltd' });
  expect(volt).toHaveValue('accept');
  expect(grid).toHaveValue('reject');
  expect(screen.getByRole('textbox', { name: 'Reason for rejecting Grid Ltd’s bid' })).toHaveValue('Only 1 MW left, under the smallest fill.');
  expect(within(screen.getByRole('rowheader', { name: 'Grid Ltd' }).closest('tr')!).getByText('Only 1 MW left, under the smallest fill.')).toBeInTheDocument();

  // Accept part of Volt Co's bid instead, and close bidding now.
  const part = screen.getByRole('textbox', { name: 'MW to accept of Volt Co’s bid (empty: all of it)' });
  await user.clear(part);
  await user.type(part, '3.5');
  await user.click(screen.getByRole('checkbox', { name: 'Accept early and close bidding now' }));
  await user.click(screen.getByRole('button', { name: 'Submit decisions' }));
  await waitFor(() => expect(part).toHaveAccessibleDescription('Accept between 2 MW (the minimum fill) and the bid’s 4 MW.'));
  expect(posted[0]!.body).toEqual({
    decisions: [
      { bid: 90, decision: 'accept', mw: '3.5' },
      { bid: 91, decision: 'reject', reason: 'Only 1 MW left, under the smallest fill.' },
    ],
    close_early: true,
  });

  // A refusal of the decisions as a whole shows above the buttons.
  await user.clear(part);
  await user.type(part, '3.6');
  await user.click(screen.getByRole('button', { name: 'Submit decisions' }));
  expect(await screen.findByText('The seller would keep 0.5 MW of the agreement: it must keep none or at least 1 MW.')).toBeInTheDocument();
  await user.clear(part);
  await user.type(part, '4');
  await user.click(screen.getByRole('button', { name: 'Submit decisions' }));
  expect(await screen.findByText('Your decisions on EX-7 are recorded; bidders are told.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See the outcome' })).toHaveAttribute('href', '/exchange/listings/7/outcome');
});

test('a rejection needs a reason and an accepted part stays within the bid, before anything is sent', async () => {
  const api = renderExchange('/exchange/listings/7/decision-bids', {
    'GET exchange/listings/7/': mine,
    'GET exchange/bids/': page(bids),
  });
  const { user } = api;
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Decision on the bid of Grid Ltd' }, { timeout: 20000 }), 'reject');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Decision on the bid of Volt Co' }), 'accept');
  await user.type(screen.getByRole('textbox', { name: 'MW to accept of Volt Co’s bid (empty: all of it)' }), '4.5');
  await user.click(screen.getByRole('button', { name: 'Submit decisions' }));
  expect(await screen.findByText('Give the bidder a reason.')).toBeInTheDocument();
  expect(screen.getByText('Accept at most the bid’s own quantity.')).toBeInTheDocument();
  expect(api.api.callsTo('POST exchange/listings/7/decisions/')).toHaveLength(0);
});

test('while bidding is open, decisions are sent only with the listing closed early; after the close they need not be', async () => {
  const { user, api } = renderExchange('/exchange/listings/7/decision-bids', {
    'GET exchange/listings/7/': mine,
    'GET exchange/bids/': page(bids),
  });
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Decision on the bid of Volt Co' }, { timeout: 20000 }), 'accept');
  await user.click(screen.getByRole('button', { name: 'Submit decisions' }));
  await waitFor(() =>
    expect(screen.getByRole('checkbox', { name: 'Accept early and close bidding now' })).toHaveAccessibleDescription(
      expect.stringContaining('Bidding is still open: tick this to close it now with your decisions, or wait for it to close.'),
    ),
  );
  expect(api.callsTo('POST exchange/listings/7/decisions/')).toHaveLength(0);
});

test('after bidding closed there is no early close, and the decisions go as they are', async () => {
  const posted: Recorded[] = [];
  const { user } = renderExchange('/exchange/listings/7/decision-bids', {
    'GET exchange/listings/7/': { ...mine, status: 'closed' },
    'GET exchange/bids/': page(bids),
    'POST exchange/listings/7/decisions/': (req: Recorded) => {
      posted.push(req);
      return json({ ...mine, status: 'awarded' });
    },
  });
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Decision on the bid of Volt Co' }, { timeout: 20000 }), 'accept');
  expect(screen.queryByRole('checkbox', { name: 'Accept early and close bidding now' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Submit decisions' }));
  expect(await screen.findByText('Your decisions on EX-7 are recorded; bidders are told.')).toBeInTheDocument();
  expect(posted[0]!.body).toEqual({ decisions: [{ bid: 90, decision: 'accept' }] });
});

test('another provider’s listing has no decision screen', async () => {
  renderExchange('/exchange/listings/7/decision-bids', { 'GET exchange/listings/7/': listing() });
  expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }, { timeout: 20000 })).toBeInTheDocument();
});
