import { screen, waitFor, within } from '@testing-library/react';
import { choose } from '../../competitions/create/testing';
import { json, queryOf } from '../../test/manage';
import { bid, bidsRoute, competitionsRoute, decided, renderBids } from './testing';

const RESULTS = '/manage/flexprovider/bids/history';
const BIDS = [
  decided({ id: 103, window_name: 'Late peak' }, true, 'accepted', 240),
  decided({ id: 104, window_name: 'Weekend' }, false, 'not_in_interval'),
  bid({ id: 101 }),
];

const VERSIONS = [
  { version: 2, capacity: 2.5, max_runtime: '02:00:00', availability_price: 5.5, utilisation_price: 250, service_fee: null, created: '2026-12-02T10:00:00Z', created_by_name: 'Pat Provider' },
  { version: 1, capacity: 3, max_runtime: '01:30:00', availability_price: 6, utilisation_price: 275, service_fee: null, created: '2026-12-01T10:00:00Z', created_by_name: null },
];

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('shows each outcome with its reason, the price paid and the decision, filterable by outcome', async () => {
  const { user, api } = renderBids(RESULTS, { 'GET bids/bids/': bidsRoute(BIDS), 'GET flex/competitions/': competitionsRoute() });
  expect(screen.getByRole('heading', { level: 1, name: 'Bid results' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Your bids and their outcomes' });
  const accepted = (await within(table).findByText('Late peak')).closest('tr') as HTMLElement;
  expect(accepted).toHaveTextContent('Accepted');
  expect(accepted).toHaveTextContent('£240.00');
  expect(accepted).toHaveTextContent('(Market clearing)');
  const rejected = within(table).getByText('Weekend').closest('tr') as HTMLElement;
  expect(rejected).toHaveTextContent('Rejected');
  expect(rejected).toHaveTextContent('The window was outside the times the grid operator needed.');
  const pending = within(table).getByText('Evening peak').closest('tr') as HTMLElement;
  expect(pending).toHaveTextContent('Pending');
  expect(pending).toHaveTextContent('Results not confirmed yet');

  await choose(user, 'Outcome', 'Accepted');
  await waitFor(() => expect(within(table).queryByText('Weekend')).toBeNull());
  expect(within(table).getByText('Late peak')).toBeInTheDocument();
  expect(queryOf(api.callsTo('GET bids/bids/').at(-1))).toMatchObject({ outcome: 'accepted' });
});

test('shows every version of a bid, newest first', async () => {
  const { user, api } = renderBids(RESULTS, {
    'GET bids/bids/': bidsRoute(BIDS),
    'GET flex/competitions/': competitionsRoute(),
    'GET bids/bids/101/history/': json(VERSIONS),
  });
  const table = await screen.findByRole('table', { name: 'Your bids and their outcomes' });
  await within(table).findByText('Evening peak');
  await user.click(within(table).getByRole('button', { name: 'Versions (2): Evening peak in Norwich winter peak' }));

  const dialog = await screen.findByRole('dialog', { name: 'Versions of your bid for Evening peak in Norwich winter peak' });
  const versions = await within(dialog).findByRole('table', { name: 'Every version, newest first' });
  const rows = within(versions).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent('2.5 MW');
  expect(rows[0]).toHaveTextContent('Pat Provider');
  expect(rows[1]).toHaveTextContent('3 MW');
  expect(rows[1]).toHaveTextContent('01:30:00');
  expect(rows[1]).toHaveTextContent('Utilisation £275.00/MWh');
  expect(api.callsTo('GET bids/bids/101/history/')).toHaveLength(1);

  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(within(table).getByRole('button', { name: 'Versions (2): Evening peak in Norwich winter peak' })).toHaveFocus();
});

test('says so when the versions cannot be loaded', async () => {
  const { user } = renderBids(RESULTS, {
    'GET bids/bids/': bidsRoute(BIDS),
    'GET flex/competitions/': competitionsRoute(),
    'GET bids/bids/101/history/': json({ detail: 'Not found.' }, { status: 404 }),
  });
  const table = await screen.findByRole('table', { name: 'Your bids and their outcomes' });
  await within(table).findByText('Evening peak');
  await user.click(within(table).getByRole('button', { name: 'Versions (2): Evening peak in Norwich winter peak' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not found.');
});
