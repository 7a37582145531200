import { screen, waitFor, within } from '@testing-library/react';
import { browserLocation } from 'shared-session';
import { json, listing, page, renderExchange, trade, type Recorded } from '../test/exchange';
import './OutcomePage';

afterEach(() => jest.restoreAllMocks());

test('shows each trade with its premium and formula, the invoice link, the positions before and after, and updates the registration', async () => {
  const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  const t = trade();
  // The premium from the trade's own figures: (clearing − bid) × kW × transfer days ÷ days in the delivery year.
  const days = (Date.parse(t.transfer_ends_on) - Date.parse(t.transfer_starts_on)) / 86_400_000;
  const yearDays = (Date.parse('2027-10-01') - Date.parse('2026-10-01')) / 86_400_000;
  const premium = ((Number(t.reference_price) - Number(t.price)) * Number(t.mw) * 1000 * days) / yearDays;
  expect(premium.toFixed(2)).toBe(t.amount);

  const posted: Recorded[] = [];
  const answers = [
    json({ reference: ['Give the delivery body’s reference once it has confirmed.'] }, { status: 400 }),
    json({ ...t, registration_status: 'confirmed', registration_reference: 'DB-77', registration_updated: '2026-12-03T10:00:00.000Z' }),
  ];
  const { user } = renderExchange('/exchange/listings/7/outcome', {
    'GET exchange/listings/7/': listing({ status: 'awarded' }),
    'GET exchange/trades/': page([t]),
    'GET exchange/trades/12/download_links/': { invoice_pdf: 'http://api.test/exchange/trades/12/invoice/?signature=a' },
    'POST exchange/trades/12/registration/': (req: Recorded) => {
      posted.push(req);
      return answers.shift();
    },
  });
  const card = await screen.findByRole('region', { name: 'Trade TR-12' }, { timeout: 20000 });
  expect(within(card).getByText('£24,657.53')).toBeInTheDocument();
  expect(within(card).getByText(`(clearing price £60.00 − bid £35.00) × 3,000 kW × ${days} days ÷ ${yearDays} days in the delivery year`)).toBeInTheDocument();
  expect(within(card).getByText('2 Dec 2026 – 31 Mar 2027')).toBeInTheDocument();
  expect(within(card).getByText('EXI-12, issued 2 Dec 2026, due 1 Jan 2027')).toBeInTheDocument();

  const table = within(within(card).getByRole('table', { name: 'Before and after the trade' }));
  const seller = within(table.getByRole('rowheader', { name: 'Seller: Volt Co' }).closest('tr')!);
  expect(seller.getByText('10 MW')).toBeInTheDocument();
  expect(seller.getByText('7 MW')).toBeInTheDocument();
  expect(seller.getByText('£50,000.00')).toBeInTheDocument();
  expect(seller.getByText('£35,000.00')).toBeInTheDocument();
  expect(within(table.getByRole('rowheader', { name: 'Buyer: Sunny Flex' }).closest('tr')!).getByText('£15,000.00')).toBeInTheDocument();

  await user.click(within(card).getByRole('button', { name: 'Download invoice (PDF)' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('http://api.test/exchange/trades/12/invoice/?signature=a'));

  await user.click(within(card).getByRole('button', { name: /^Status with the delivery body/ }));
  await user.click(screen.getByRole('option', { name: 'Confirmed by the delivery body' }));
  await user.click(within(card).getByRole('button', { name: 'Save registration' }));
  const reference = within(card).getByRole('textbox', { name: 'Delivery body’s reference' });
  await waitFor(() => expect(reference).toHaveAccessibleDescription('Give the delivery body’s reference once it has confirmed.'));
  await user.type(reference, 'DB-77');
  await user.click(within(card).getByRole('button', { name: 'Save registration' }));
  expect(await within(card).findByText('The registration is updated; the other party is told.')).toBeInTheDocument();
  expect(within(card).getByText(/Confirmed by the delivery body \(DB-77\)/)).toBeInTheDocument();
  expect(posted.map((p) => p.body)).toEqual([{ status: 'confirmed' }, { status: 'confirmed', reference: 'DB-77' }]);
});

test('a listing without trades says when they appear', async () => {
  renderExchange('/exchange/listings/7/outcome', { 'GET exchange/listings/7/': listing(), 'GET exchange/trades/': page([]) });
  expect(await screen.findByRole('heading', { name: 'No trades on this listing' }, { timeout: 20000 })).toBeInTheDocument();
  expect(screen.getByText('Trades appear here once the lister accepts bids or someone buys the listing now.')).toBeInTheDocument();
});
