import { screen, within } from '@testing-library/react';
import { BidSummariesPage } from './BidSummariesPage';
import { json, queryOf, renderReview, serveApi, summary } from './testing';

const OPEN = summary({
  competition: 8,
  competition_name: 'Ipswich reactive support',
  reference: 'IPS-8',
  status: 'open',
  providers: 1,
  bids: 2,
  capacity_offered: 3.5,
  accepted: 0,
  rejected: 0,
  pending: 2,
  accepted_capacity: 0,
  windows: [{ service_window: 21, name: 'Night', start_time: '00:00', end_time: '04:00', capacity_required: 6, bids: 2, capacity_offered: 3.5, accepted_capacity: 0 }],
});
const CLOSED = summary();
const CONFIRMED = summary({ competition: 9, competition_name: 'Cambridge spring', reference: 'CAM-9', results_confirmed: true, pending: 0, accepted: 3, rejected: 1 });

function serve(summaries: unknown[]) {
  return serveApi({
    'GET bids/summaries/': summaries,
    'GET flex/competitions/': [
      { id: 7, power_type: 'active_power', currency: 'GBP' },
      { id: 8, power_type: 'reactive_power', currency: 'GBP' },
      { id: 9, power_type: 'active_power', currency: 'GBP' },
    ],
  });
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

test('lists each competition’s bid summary with its status, counts, capacity and actions', async () => {
  const api = serve([OPEN, CLOSED, CONFIRMED]);
  renderReview('/manage/systemoperator/bids', <BidSummariesPage />);
  const table = await screen.findByRole('table', { name: 'Competition bid summaries' });
  expect(queryOf(api.callsTo('GET bids/summaries/')[0])).toEqual({ status: 'open,closed' });
  // Units come from the competitions' power types.
  expect(queryOf(api.callsTo('GET flex/competitions/')[0])).toMatchObject({ ids: '8,7,9', fields: 'id,power_type,currency' });

  const ipswich = within(table).getByRole('rowheader', { name: 'Ipswich reactive support' }).closest('tr')!;
  expect(within(ipswich).getByRole('link', { name: 'Ipswich reactive support' })).toHaveAttribute('href', '/manage/systemoperator/bids/view?competition=8');
  expect(cells(ipswich).slice(0, 10)).toEqual(['IPS-8', 'Active · Bidding open', '1', '2', '3.5 MVAr', '0', '0', '2', '0 MVAr', 'No']);
  // An open competition is not yet confirmable.
  expect(within(ipswich).queryByRole('link', { name: /Confirm results/ })).toBeNull();
  expect(within(ipswich).getByRole('link', { name: 'View bids of Ipswich reactive support' })).toHaveAttribute('href', '/manage/systemoperator/bids/view?competition=8');

  const norwich = within(table).getByRole('rowheader', { name: 'Norwich winter peak' }).closest('tr')!;
  expect(cells(norwich).slice(0, 10)).toEqual(['NOR-7', 'Inactive · Bidding closed', '3', '4', '7.5 MW', '1', '1', '2', '2 MW', 'No']);
  expect(within(norwich).getByRole('link', { name: 'Confirm results of Norwich winter peak' })).toHaveAttribute(
    'href',
    '/manage/systemoperator/bids/confirm?competition=7',
  );

  const cambridge = within(table).getByRole('rowheader', { name: 'Cambridge spring' }).closest('tr')!;
  expect(cells(cambridge)[9]).toBe('Yes');
  expect(within(cambridge).queryByRole('link', { name: /Confirm results/ })).toBeNull();

  // Per window: capacity required against offered and accepted.
  const windows = screen.getByRole('table', { name: 'Capacity per service window' });
  const night = within(windows).getByRole('rowheader', { name: 'Night (00:00–04:00)' }).closest('tr')!;
  expect(cells(night)).toEqual(['Ipswich reactive support', '6 MVAr', '2', '3.5 MVAr', '0 MVAr', 'Offers fall short by 2.5 MVAr']);
  const evening = within(windows).getAllByRole('rowheader', { name: 'Evening peak (16:00–19:30)' })[0]!.closest('tr')!;
  expect(cells(evening)).toEqual(['Norwich winter peak', '5 MW', '3', '6.5 MW', '2 MW', '3 MW still to accept']);
});

test('an operator without the right to manage competitions gets no Confirm results action', async () => {
  serve([CLOSED]);
  renderReview('/manage/systemoperator/bids', <BidSummariesPage />, { permissions: ['default', 'manage-bids'] });
  const table = await screen.findByRole('table', { name: 'Competition bid summaries' });
  expect(within(table).getByRole('link', { name: 'View bids of Norwich winter peak' })).toBeInTheDocument();
  expect(within(table).queryByRole('link', { name: /Confirm results/ })).toBeNull();
});

test('with no competition taking bids, says so and where to go', async () => {
  serve([]);
  renderReview('/manage/systemoperator/bids', <BidSummariesPage />);
  expect(await screen.findByRole('heading', { name: 'No competitions are taking bids' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your competitions' })).toHaveAttribute('href', '/manage/systemoperator/competitions');
  expect(screen.queryByRole('table')).toBeNull();
});

test('a failed load shows the server’s message and tries again on request', async () => {
  let fail = true;
  serveApi({
    'GET bids/summaries/': () => (fail ? json({ status: ['Unknown status: opne.'] }, { status: 400 }) : json([CLOSED])),
    'GET flex/competitions/': [{ id: 7, power_type: 'active_power', currency: 'GBP' }],
  });
  const { user } = renderReview('/manage/systemoperator/bids', <BidSummariesPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Unknown status: opne.');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table', { name: 'Competition bid summaries' })).toBeInTheDocument();
});

test('a flex provider does not get the operator’s summaries', async () => {
  const api = serve([CLOSED]);
  renderReview('/manage/systemoperator/bids', <BidSummariesPage />, { orgType: 'flexprovider' });
  expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});
