import { screen, waitFor, within } from '@testing-library/react';
import { access, agreement, json, listing, page, renderExchange, ME, type Recorded } from '../test/exchange';
import './NewListingPage';
import '../listing/ListingViewPage';

const provider = { id: ME, name: 'Sunny Flex' };
const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

test('a capacity-market listing: adds an agreement, checks the rules inline, shows the server’s message on its field, then publishes', async () => {
  const created = agreement({ id: 4, agreement_number: 'CM-2', unit_id: 'U-10', available_mw: '10' });
  const posted: Recorded[] = [];
  const answers = [
    json({ transfer_starts_on: ['The transfer cannot start before the day bidding closes (2026-12-01).'] }, { status: 400 }),
    json(listing({ id: 9, reference: 'EX-9', is_mine: true, status: 'scheduled' }), { status: 201 }),
  ];
  const { user, api } = renderExchange('/exchange/new-listing', {
    'GET exchange/access/': access(),
    'GET exchange/agreements/': page([agreement({ commissioned: false })]),
    'POST exchange/agreements/': json(created, { status: 201 }),
    'GET flex/flexproviders/41/': provider,
    'POST exchange/listings/': (req: Recorded) => {
      posted.push(req);
      return answers.shift();
    },
    'GET exchange/listings/9/': listing({ id: 9, reference: 'EX-9', is_mine: true, status: 'scheduled' }),
    'GET exchange/listings/9/history/': page([]),
  });
  await user.click(await screen.findByRole('radio', { name: 'Capacity Market agreement' }, { timeout: 20000 }));
  // The one agreement on file is not commissioned: the choice says so.
  expect(await screen.findByRole('radio', { name: 'CM-1 (T-4), unit U-9, delivery year 2026/2027' })).toHaveAccessibleDescription(/Not commissioned yet: it cannot be listed\./);

  await user.click(screen.getByRole('button', { name: 'Add an agreement' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a capacity-market agreement' });
  await user.type(within(dialog).getByRole('textbox', { name: /Agreement number/ }), 'CM-2');
  await user.type(within(dialog).getByRole('textbox', { name: /Unit id/ }), 'U-10');
  await user.click(within(dialog).getByRole('button', { name: /^Auction/ }));
  await user.click(screen.getByRole('option', { name: 'T-4 (four years ahead)' }));
  await user.type(within(dialog).getByRole('textbox', { name: /Delivery year starts/ }), '2026');
  await user.type(within(dialog).getByRole('textbox', { name: /De-rated capacity/ }), '10');
  await user.type(within(dialog).getByRole('textbox', { name: /Clearing price/ }), '60');
  await user.click(within(dialog).getByRole('button', { name: 'Add agreement' }));
  await waitFor(() => expect(screen.getByRole('radio', { name: 'CM-2 (T-4), unit U-10, delivery year 2026/2027' })).toBeChecked());
  expect(api.callsTo('POST exchange/agreements/')[0]!.body).toEqual({ agreement_number: 'CM-2', unit_id: 'U-10', agreement_type: 'T-4', delivery_year: 2026, de_rated_mw: '10', clear_price: '60' });

  await user.type(field(/Guide price/), '40');
  await user.type(field(/First day of the transfer/), '2026-11-20');
  await user.type(field(/Last day of the transfer/), '2027-03-31');
  // 9.5 of the 10 MW would leave half a megawatt.
  await user.type(field(/MW to transfer/), '9.5');
  await user.type(field(/Bidding opens/), '2026-11-20 09:00');
  await user.type(field(/Bidding closes/), '2026-12-01 17:00');
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(field(/MW to transfer/)).toHaveAccessibleDescription('You must keep none of the agreement or at least 1 MW: list all 10 MW, or at most 9 MW.'));
  // The transfer may not start before bidding closes: checked inline as well.
  expect(field(/First day of the transfer/)).toHaveAccessibleDescription(expect.stringContaining('The transfer cannot start before the day bidding closes (2026-12-01).'));
  expect(posted).toHaveLength(0);

  await user.clear(field(/MW to transfer/));
  await user.type(field(/MW to transfer/), '5');
  await user.clear(field(/First day of the transfer/));
  await user.type(field(/First day of the transfer/), '2026-12-01');
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  // The server refuses the start (its clock): the message sits on the field.
  await waitFor(() => expect(field(/First day of the transfer/)).toHaveAccessibleDescription(expect.stringContaining('The transfer cannot start before the day bidding closes (2026-12-01).')));
  expect(posted[0]!.body).toEqual({
    exchange_type: 'capacity_market',
    agreement: 4,
    guide_price: '40',
    transfer_starts_on: '2026-12-01',
    // The last day typed is 31 March; the API takes the first day after.
    transfer_ends_on: '2027-04-01',
    mw: '5',
    sealed: true,
    buy_now_price: null,
    bidding_opens: '2026-11-20T09:00:00.000Z',
    bidding_closes: '2026-12-01T17:00:00.000Z',
    notes: null,
    publish: true,
    flex_provider_id: ME,
    flex_provider_name: 'Sunny Flex',
  });

  await user.clear(field(/First day of the transfer/));
  await user.type(field(/First day of the transfer/), '2026-12-02');
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Listing EX-9' })).toBeInTheDocument();
  expect(screen.getByText('Listing EX-9 is published.')).toBeInTheDocument();
  expect(api.callsTo('GET flex/flexproviders/41/')).toHaveLength(2);
});

test('a load modification is offered in kW and sent in MW, saved as a draft', async () => {
  const posted: Recorded[] = [];
  const { user } = renderExchange('/exchange/new-listing', {
    'GET exchange/access/': access(),
    'GET flex/gspregions/': [
      { id: 12, name: 'Willesden', gsp_group: '_C', area_km2: 90 },
      { id: 11, name: 'Bolney', gsp_group: '_J', area_km2: 300 },
    ],
    'GET flex/flexproviders/41/': provider,
    'POST exchange/listings/': (req: Recorded) => {
      posted.push(req);
      return json(listing({ id: 10, reference: 'EX-10', exchange_type: 'load_modification', status: 'draft', is_mine: true }), { status: 201 });
    },
    'GET exchange/listings/10/': listing({ id: 10, reference: 'EX-10', status: 'draft', is_mine: true }),
    'GET exchange/listings/10/history/': page([]),
  });
  await user.click(await screen.findByRole('radio', { name: 'Load modification' }, { timeout: 20000 }));
  await user.click(await screen.findByRole('button', { name: /^GSP region/ }));
  await user.click(screen.getByRole('option', { name: 'Willesden' }));
  await user.type(field(/Daily window starts/), '16:00');
  await user.type(field(/Daily window ends/), '19:00');
  await user.type(field(/First month of delivery/), '2027-01');
  await user.type(field(/Last month of delivery/), '2027-03');
  await user.click(screen.getByRole('button', { name: /^How delivery is measured/ }));
  await user.click(screen.getByRole('option', { name: 'Sub-metered' }));
  await user.type(field(/Turn-down offered/), '1500');
  await user.type(field(/Smallest part one bid may take/), '250.5');
  await user.type(field(/Bidding opens/), '2026-11-20 09:00');
  await user.type(field(/Bidding closes/), '2026-12-01 17:00');
  await user.click(screen.getByRole('button', { name: 'Save as draft' }));
  // The asking price is required for a load modification.
  await waitFor(() => expect(field(/Asking price/)).toHaveAccessibleDescription(expect.stringMatching(/.+/)));
  expect(posted).toHaveLength(0);
  await user.type(field(/Asking price/), '4.25');
  await user.click(screen.getByRole('button', { name: 'Save as draft' }));
  expect(await screen.findByText('Listing EX-10 is saved as a draft. Publish it when it is ready.', {}, { timeout: 10000 })).toBeInTheDocument();
  expect(posted[0]!.body).toMatchObject({
    exchange_type: 'load_modification',
    gsp_region: 12,
    substation: null,
    start_time: '16:00',
    end_time: '19:00',
    first_month: '2027-01',
    last_month: '2027-03',
    measurement_method: 'sub_metered',
    mw: String(1500 / 1000),
    min_fill_mw: String(250.5 / 1000),
    buy_now_price: '4.25',
    publish: false,
  });
});

test('only flex providers list', async () => {
  renderExchange('/exchange/new-listing', { 'GET exchange/access/': access() }, { orgType: 'systemoperator', orgId: 31 });
  expect(await screen.findByRole('heading', { name: 'Only flex providers list on the exchange' }, { timeout: 20000 })).toBeInTheDocument();
});

test('a new listing starts from one of mine: a load-modification draft’s terms are filled in, in kW and on the region’s clock', async () => {
  const source = listing({
    id: 10,
    reference: 'EX-10',
    exchange_type: 'load_modification',
    status: 'draft',
    is_mine: true,
    flex_provider: ME,
    mw: '1.5',
    min_fill_mw: '0.25',
    buy_now_price: '4.25',
    bidding_opens: '2026-11-20T09:00:00.000Z',
    bidding_closes: '2026-12-01T17:00:00.000Z',
    transfer_starts_on: '2027-01-01',
    transfer_ends_on: '2027-04-01',
    capacity_market: null,
    load_modification: { gsp_region: 12, gsp_name: 'Willesden', substation: 'Acton Lane', lat: 51.5, lon: -0.2, start_time: '16:00', end_time: '19:00', measurement_method: 'sub_metered' },
  });
  const posted: Recorded[] = [];
  const { user } = renderExchange('/exchange/new-listing?from=10', {
    'GET exchange/listings/10/': source,
    'GET exchange/access/': access(),
    'GET flex/gspregions/': [{ id: 12, name: 'Willesden', gsp_group: '_C', area_km2: 90 }],
    'GET flex/flexproviders/41/': provider,
    'POST exchange/listings/': (req: Recorded) => {
      posted.push(req);
      return json(listing({ id: 11, reference: 'EX-11', status: 'draft', is_mine: true }), { status: 201 });
    },
    'GET exchange/listings/11/': listing({ id: 11, reference: 'EX-11', status: 'draft', is_mine: true }),
    'GET exchange/listings/11/history/': page([]),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'New listing from EX-10' }, { timeout: 20000 })).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: /Turn-down offered/ })).toHaveValue('1500');
  expect(field(/Smallest part one bid may take/)).toHaveValue('250');
  expect(field(/Last month of delivery/)).toHaveValue('2027-03');
  expect(field(/Bidding closes/)).toHaveValue('2026-12-01 17:00');
  expect(field(/Substation/)).toHaveValue('Acton Lane');
  await user.click(screen.getByRole('button', { name: 'Save as draft' }));
  expect(await screen.findByText('Listing EX-11 is saved as a draft. Publish it when it is ready.', {}, { timeout: 10000 })).toBeInTheDocument();
  expect(posted[0]!.body).toMatchObject({ exchange_type: 'load_modification', gsp_region: 12, substation: 'Acton Lane', mw: '1.5', min_fill_mw: '0.25', first_month: '2027-01', last_month: '2027-03', buy_now_price: '4.25' });
});
