import { screen, within } from '@testing-library/react';
import { json, queryOf } from '../../test/manage';
import { competitionsRoute, openCompetition, renderBids } from './testing';

const SUBMIT = '/manage/flexprovider/bids/submit';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('lists the open competitions in which the provider has qualifying assets, each leading to its ballots', async () => {
  const { api, user } = renderBids(SUBMIT, {
    'GET flex/competitions/': competitionsRoute([
      openCompetition({ id: 7, qualifying: 3, ballots: 1 }),
      openCompetition({ id: 9, name: 'Ipswich docks', reference: 'IPS-9', qualifying: 0 }),
      openCompetition({ id: 12, name: 'Cambridge north', reference: 'CAM-12', qualifying: 1, competition_type: 'utilisation' }),
    ]),
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Submit new bids' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Competitions open for bidding with your qualifying assets' });
  const norwich = within(table).getByRole('rowheader', { name: 'Norwich winter peak' }).closest('tr') as HTMLElement;
  expect(norwich).toHaveTextContent('NOR-7');
  expect(norwich).toHaveTextContent('Availability and utilisation');
  expect(norwich).toHaveTextContent('10 Dec 2026, 17:00 GMT');
  expect(within(table).getByRole('rowheader', { name: 'Cambridge north' })).toBeInTheDocument();
  // No qualifying asset, nothing to bid with: not listed.
  expect(within(table).queryByText('Ipswich docks')).toBeNull();

  expect(queryOf(api.callsTo('GET flex/competitions/')[0])).toMatchObject({ status: 'open', expand: 'counts' });
  const bid = within(norwich).getByRole('link', { name: 'Bid in Norwich winter peak' });
  expect(bid).toHaveAttribute('href', '/flexprovider/competitions/7/ballots');
  await user.click(bid);
  expect(await screen.findByText('Ballot page 7')).toBeInTheDocument();
});

test('with no open competition for the provider’s assets, says how competitions come here', async () => {
  renderBids(SUBMIT, { 'GET flex/competitions/': competitionsRoute([openCompetition({ id: 9, qualifying: 0 })]) });
  const empty = (await screen.findByRole('heading', { name: 'No competition is open for bidding with your assets' })).closest('section') as HTMLElement;
  expect(empty).toHaveTextContent('confirm your entry while qualification is open');
  expect(within(empty).getByRole('link', { name: 'Find competitions on the map' })).toHaveAttribute('href', '/dashboard');
  expect(screen.queryByRole('table')).toBeNull();
});

test('shows the server’s message when the competitions cannot be loaded', async () => {
  renderBids(SUBMIT, { 'GET flex/competitions/': json({ detail: 'You do not have permission to perform this action.' }, { status: 403 }) });
  expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to perform this action.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
