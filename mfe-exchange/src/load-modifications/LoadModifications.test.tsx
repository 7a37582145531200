import { screen, within } from '@testing-library/react';
import { bus } from 'shared-session';
import { access, json, listing, page, renderExchange, trade, type Recorded } from '../test/exchange';
import type { Listing } from '../common/api';
import './LoadModificationsMapPage';
import './LoadModificationPage';

/** A block of 0.8 MW (800 kW) from February to July 2027 (six months) at £1.85 per kW per month. */
function block(patch: Partial<Listing> = {}): Listing {
  return listing({
    id: 21,
    reference: 'EX-21',
    exchange_type: 'load_modification',
    flex_provider_name: 'Volt Co',
    mw: '0.8',
    min_fill_mw: '0.8',
    buy_now_price: '1.85',
    price_unit: 'GBP/kW/month',
    transfer_starts_on: '2027-02-01',
    transfer_ends_on: '2027-08-01',
    capacity_market: null,
    load_modification: {
      gsp_region: 5,
      gsp_name: 'Ealing',
      substation: 'Acton Lane 11kV',
      lat: 51.52,
      lon: -0.28,
      start_time: '17:00',
      end_time: '20:00',
      measurement_method: 'meter_before_after',
    },
    ...patch,
  });
}

/** Answers the next confirmation request of the host's modal with `answer`, keeping what it asked. */
function confirmNext(answer: boolean, asked: string[]) {
  const sub = bus.modal$.subscribe((request) => {
    if (request.type !== 'open') return;
    sub.unsubscribe();
    asked.push(String((request as { props?: { body?: unknown } }).props?.body ?? JSON.stringify(request)));
    request.onResult?.(answer);
  });
}

test('the map page lists every block in the table with its terms, and says how to get the right to buy', async () => {
  renderExchange('/exchange/load-modifications/map', {
    'GET exchange/listings/': page([block(), block({ id: 22, reference: 'EX-22', status: 'awarded', mw: '1.2', load_modification: { ...block().load_modification!, substation: null, gsp_name: 'Spennymoor' } })]),
    'GET exchange/access/': access({ can_buy_load_modifications: false }),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Load modifications' }, { timeout: 20000 })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Load-modification blocks' });
  const first = within(table).getByRole('row', { name: /EX-21/ });
  expect(within(first).getByText('Acton Lane 11kV')).toBeInTheDocument();
  expect(within(first).getByText('800')).toBeInTheDocument();
  expect(within(first).getByText('17:00–20:00')).toBeInTheDocument();
  expect(within(first).getByText('Meter readings before and after')).toBeInTheDocument();
  expect(within(first).getByText('£1.85')).toBeInTheDocument();
  expect(within(first).getByRole('link', { name: 'EX-21' })).toHaveAttribute('href', '/exchange/load-modifications/21/view');
  const second = within(table).getByRole('row', { name: /EX-22/ });
  expect(within(second).getByText('1,200')).toBeInTheDocument();
  expect(within(second).getByText('Awarded')).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent('Buying load modifications needs the Load Modification Buyer role');
  expect(screen.getByRole('region', { name: 'Map of load-modification blocks' })).toBeInTheDocument();
});

test('a buyer sees the whole price of a block, confirms, and buys it', async () => {
  const bought: Recorded[] = [];
  const asked: string[] = [];
  const { user } = renderExchange(
    '/exchange/load-modifications/21/view',
    {
      'GET exchange/listings/21/': block(),
      'GET exchange/access/': access({ can_buy_load_modifications: true }),
      'POST exchange/listings/21/buy/': (req: Recorded) => {
        bought.push(req);
        return json(trade({ reference: 'TR-30' }), { status: 201 });
      },
    },
    { orgType: 'systemoperator', orgId: 9, permissions: ['default', 'buy-load-mod'] },
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Load modification EX-21' }, { timeout: 20000 })).toBeInTheDocument();
  // 1.85 £/kW/month × 800 kW × 6 months.
  const whole = 1.85 * 800 * 6;
  expect(screen.getByText(`£${whole.toLocaleString('en-GB', { minimumFractionDigits: 2 })} (asking price × 800 kW × 6 months)`)).toBeInTheDocument();
  expect(screen.getByText('Feb 2027 to Jul 2027 (6 months)')).toBeInTheDocument();
  expect(screen.getByText('Acton Lane 11kV, Ealing')).toBeInTheDocument();

  confirmNext(false, asked);
  await user.click(screen.getByRole('button', { name: 'Buy this block' }));
  expect(bought).toHaveLength(0);
  confirmNext(true, asked);
  await user.click(screen.getByRole('button', { name: 'Buy this block' }));
  expect(await screen.findByText(/You bought EX-21: trade TR-30\./)).toBeInTheDocument();
  expect(bought).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'See the outcome and its invoice' })).toHaveAttribute('href', '/exchange/listings/21/outcome');
});

test('a provider viewing its own block is told why it cannot buy it', async () => {
  renderExchange('/exchange/load-modifications/21/view', {
    'GET exchange/listings/21/': block({ is_mine: true, can_bid: false, cannot_bid_reason: 'You cannot bid on your own listing.' }),
    'GET exchange/access/': access(),
  });
  expect(await screen.findByText('You cannot bid on your own listing.', {}, { timeout: 20000 })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Buy this block' })).toBeNull();
});
