import { screen, waitFor, within } from '@testing-library/react';
import { choose } from '../../competitions/create/testing';
import { json, queryOf } from '../../test/manage';
import { bid, bidsRoute, competitionsRoute, decided, renderBids } from './testing';

const BIDS = [
  bid(),
  decided({ id: 102, ballot: 12, window_name: 'Morning ramp', competition_name: 'Ely summer', competition_reference: 'ELY-2', competition: 8, capacity: 1.5 }, false, 'over_price_cap'),
  decided({ id: 103, ballot: 13, window_name: 'Late peak' }, true, 'accepted', 240),
  decided({ id: 104, ballot: 14, window_name: 'Weekend' }, false, 'capacity_met'),
];

const rowOf = (table: HTMLElement, window: string) => within(table).getByText(window).closest('tr') as HTMLElement;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('lists the bids across competitions with their outcome and, once results are confirmed, the reason in words', async () => {
  const { api } = renderBids('/manage/flexprovider/bids', { 'GET bids/bids/': bidsRoute(BIDS), 'GET flex/competitions/': competitionsRoute() });
  expect(screen.getByRole('heading', { level: 1, name: 'Your bids' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Your bids across competitions' });
  await within(table).findByText('Morning ramp');

  const pending = rowOf(table, 'Evening peak');
  expect(within(pending).getByRole('rowheader')).toHaveTextContent('Norwich winter peak');
  expect(pending).toHaveTextContent('16:00–19:30, 1 Dec 2026 to 28 Feb 2027');
  expect(pending).toHaveTextContent('BAT-001, BAT-002');
  expect(pending).toHaveTextContent('2.5 MW');
  expect(pending).toHaveTextContent('02:00:00');
  expect(pending).toHaveTextContent('Availability £5.50/MW/h');
  expect(pending).toHaveTextContent('Utilisation £250.00/MWh');
  expect(pending).toHaveTextContent('Pending');
  expect(pending).toHaveTextContent('Results not confirmed yet');
  expect(within(pending).getByText('Active')).toBeInTheDocument();
  expect(pending).toHaveTextContent('Bidding open');
  expect(within(pending).getByRole('link', { name: 'View ballot: Evening peak in Norwich winter peak' })).toHaveAttribute('href', '/flexprovider/competitions/7/ballots/11');

  // A reactive-power competition's capacity is in MVAr (from the competition's facts).
  const rejected = rowOf(table, 'Morning ramp');
  expect(rejected).toHaveTextContent('1.5 MVAr');
  expect(rejected).toHaveTextContent('Rejected');
  expect(rejected).toHaveTextContent('The price was above the maximum the grid operator would pay.');
  expect(within(rejected).getByText('Inactive')).toBeInTheDocument();
  expect(rejected).toHaveTextContent('Bidding closed');
  expect(rowOf(table, 'Late peak')).toHaveTextContent('Accepted');
  expect(rowOf(table, 'Weekend')).toHaveTextContent('The capacity needed was already met by cheaper bids');

  expect(queryOf(api.callsTo('GET bids/bids/')[0])).toMatchObject({ is_active: 'true', ordering: '-submitted', limit: '100', offset: '0' });
  const facts = api.calls.find((c) => c.url.pathname === '/flex/competitions/');
  expect(queryOf(facts)).toMatchObject({ ids: '7,8', fields: 'id,currency,power_type', include_archived: 'true' });
});

test('filters by outcome and by competition status on the server, and searches', async () => {
  const { user, api } = renderBids('/manage/flexprovider/bids/list', { 'GET bids/bids/': bidsRoute(BIDS), 'GET flex/competitions/': competitionsRoute() });
  const table = await screen.findByRole('table', { name: 'Your bids across competitions' });
  await within(table).findByText('Weekend');

  await choose(user, 'Outcome', 'Rejected');
  await waitFor(() => expect(within(table).queryByText('Late peak')).toBeNull());
  expect(within(table).getByText('Morning ramp')).toBeInTheDocument();
  expect(within(table).getByText('Weekend')).toBeInTheDocument();
  expect(queryOf(api.callsTo('GET bids/bids/').at(-1))).toMatchObject({ outcome: 'rejected' });

  await choose(user, 'Outcome', 'All outcomes');
  await choose(user, 'Competitions', 'Open for bidding (active)');
  await waitFor(() => expect(within(table).queryByText('Weekend')).toBeNull());
  expect(within(table).getByText('Evening peak')).toBeInTheDocument();
  const last = queryOf(api.callsTo('GET bids/bids/').at(-1));
  expect(last.competition_status).toBe('open');
  expect(last.outcome).toBeUndefined();

  await choose(user, 'Competitions', 'Not open for bidding (inactive)');
  await waitFor(() => expect(within(table).queryByText('Evening peak')).toBeNull());
  expect(queryOf(api.callsTo('GET bids/bids/').at(-1)).competition_status).toBe('incomplete,pending,qualifying,qualified,closed,archived');

  await choose(user, 'Competitions', 'All competitions');
  await user.type(screen.getByRole('searchbox', { name: 'Search by competition, window or asset' }), 'ely');
  await waitFor(() => expect(queryOf(api.callsTo('GET bids/bids/').at(-1)).search).toBe('ely'));
  await waitFor(() => expect(within(table).queryByText('Evening peak')).toBeNull());
  expect(within(table).getByText('Morning ramp')).toBeInTheDocument();

  await user.clear(screen.getByRole('searchbox', { name: 'Search by competition, window or asset' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search by competition, window or asset' }), 'nothing like it');
  expect(await within(table).findByText('No bids match your search and filters. Clear the search or choose other filters.')).toBeInTheDocument();
});

test('with no bids at all, says how to place some', async () => {
  renderBids('/manage/flexprovider/bids', { 'GET bids/bids/': bidsRoute([]), 'GET flex/competitions/': competitionsRoute() });
  expect(await screen.findByRole('heading', { name: 'You have no bids yet' })).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
  const empty = screen.getByRole('heading', { name: 'You have no bids yet' }).closest('section') as HTMLElement;
  expect(within(empty).getByRole('link', { name: 'Submit new bids' })).toHaveAttribute('href', '/manage/flexprovider/bids/submit');
  expect(within(empty).getByRole('link', { name: 'Upload a bids file' })).toHaveAttribute('href', '/manage/flexprovider/bids/bulk-upload');
});

test('shows the server’s message when the bids cannot be loaded, and tries again', async () => {
  let fail = true;
  const { user } = renderBids('/manage/flexprovider/bids', {
    'GET bids/bids/': (req: Parameters<ReturnType<typeof bidsRoute>>[0]) => (fail ? json({ detail: 'The bids service is resting.' }, { status: 503 }) : bidsRoute(BIDS)(req)),
    'GET flex/competitions/': competitionsRoute(),
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('The bids service is resting.');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Morning ramp')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('the bids sub-navigation leads to every bids screen and marks the current one', async () => {
  const { user } = renderBids('/manage/flexprovider/bids', { 'GET bids/bids/': bidsRoute(BIDS), 'GET flex/competitions/': competitionsRoute() });
  const nav = screen.getByRole('navigation', { name: 'Bids screens' });
  expect(within(nav).getByRole('link', { name: 'All bids' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
    '/manage/flexprovider/bids/list',
    '/manage/flexprovider/bids/submit',
    '/manage/flexprovider/bids/bulk-upload',
    '/manage/flexprovider/bids/edit',
    '/manage/flexprovider/bids/history',
  ]);
  await user.click(within(nav).getByRole('link', { name: 'Edit active bids' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit active bids' })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Bids screens' })).getByRole('link', { name: 'Edit active bids' })).toHaveAttribute('aria-current', 'page');
});

test('is not found for a system operator', () => {
  renderBids('/manage/flexprovider/bids', {}, { orgType: 'systemoperator' });
  expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
});
