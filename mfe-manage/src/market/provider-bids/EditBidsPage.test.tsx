import { screen, waitFor, within } from '@testing-library/react';
import { answerNextConfirmation, json, queryOf, type Recorded } from '../../test/manage';
import { bid, bidsRoute, competitionsRoute, decided, renderBids } from './testing';

const EDIT = '/manage/flexprovider/bids/edit';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

/** Open-competition bids; DELETE removes a bid from the fake server's list. */
function server(deleteAnswer?: (req: Recorded) => Response) {
  let bids = [bid(), bid({ id: 105, ballot: 15, window_name: 'Market days', service_window: 12 }), decided({ id: 104, window_name: 'Weekend' }, false, 'capacity_met')];
  return {
    'GET bids/bids/': (req: Recorded) => bidsRoute(bids)(req),
    'GET flex/competitions/': competitionsRoute(),
    'DELETE bids/bids/101/': (req: Recorded) => {
      if (deleteAnswer) return deleteAnswer(req);
      bids = bids.filter((b) => b.id !== 101);
      return new Response(null, { status: 204 });
    },
  };
}

test('lists only bids of open competitions, each with Edit on its ballot page', async () => {
  const { api, user } = renderBids(EDIT, server());
  const table = await screen.findByRole('table', { name: 'Your bids in competitions open for bidding' });
  await within(table).findByText('Market days');
  expect(within(table).queryByText('Weekend')).toBeNull();
  expect(queryOf(api.callsTo('GET bids/bids/')[0])).toMatchObject({ competition_status: 'open', is_active: 'true' });
  const edit = within(table).getByRole('link', { name: 'Edit: Evening peak in Norwich winter peak' });
  expect(edit).toHaveAttribute('href', '/flexprovider/competitions/7/ballots/11');
  await user.click(edit);
  expect(await screen.findByText('Ballot page 7/11')).toBeInTheDocument();
});

test('deletes a bid after the “cannot be recovered” confirmation, then reads the list again', async () => {
  const { api, user } = renderBids(EDIT, server());
  const table = await screen.findByRole('table', { name: 'Your bids in competitions open for bidding' });
  await within(table).findByText('Evening peak');
  const confirmation = answerNextConfirmation(true);
  await user.click(within(table).getByRole('button', { name: 'Delete: Evening peak in Norwich winter peak' }));

  expect(await screen.findByText('Your bid for Evening peak in Norwich winter peak was deleted.')).toBeInTheDocument();
  expect(confirmation.seen).toHaveLength(1);
  expect(confirmation.seen[0]!.title).toBe('Delete your bid for Evening peak in Norwich winter peak?');
  expect(confirmation.seen[0]!.body).toContain('Deleted bids cannot be recovered');
  expect(confirmation.seen[0]!.confirmLabel).toBe('Delete bid');
  expect(api.callsTo('DELETE bids/bids/101/')).toHaveLength(1);
  await waitFor(() => expect(within(table).queryByText('Evening peak')).toBeNull());
  expect(within(table).getByText('Market days')).toBeInTheDocument();
  expect(api.callsTo('GET bids/bids/')).toHaveLength(2);
  expect(screen.getByRole('heading', { level: 1, name: 'Edit active bids' })).toHaveFocus();
});

test('keeps the bid when the confirmation is declined', async () => {
  const { api, user } = renderBids(EDIT, server());
  const table = await screen.findByRole('table', { name: 'Your bids in competitions open for bidding' });
  await within(table).findByText('Evening peak');
  const confirmation = answerNextConfirmation(false);
  await user.click(within(table).getByRole('button', { name: 'Delete: Evening peak in Norwich winter peak' }));
  await waitFor(() => expect(confirmation.seen).toHaveLength(1));
  expect(api.callsTo('DELETE bids/bids/101/')).toHaveLength(0);
  expect(within(table).getByText('Evening peak')).toBeInTheDocument();
});

test('shows the server’s reason when a bid cannot be deleted', async () => {
  const { user } = renderBids(EDIT, server(() => json({ detail: 'Bidding has closed for this competition.' }, { status: 409 })));
  const table = await screen.findByRole('table', { name: 'Your bids in competitions open for bidding' });
  await within(table).findByText('Evening peak');
  answerNextConfirmation(true);
  await user.click(within(table).getByRole('button', { name: 'Delete: Evening peak in Norwich winter peak' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your bid for Evening peak in Norwich winter peak was not deleted.');
  expect(alert).toHaveTextContent('Bidding has closed for this competition.');
  expect(within(table).getByText('Evening peak')).toBeInTheDocument();
});

test('without permission to manage bids, offers no Delete and says why', async () => {
  renderBids(EDIT, server(), { permissions: ['default', 'view-competitions'] });
  const table = await screen.findByRole('table', { name: 'Your bids in competitions open for bidding' });
  await within(table).findByText('Evening peak');
  expect(within(table).queryByRole('button', { name: /^Delete/ })).toBeNull();
  expect(screen.getByText(/Ask your team admin for permission to manage bids/)).toBeInTheDocument();
});

test('with no bid in an open competition, says what to do', async () => {
  renderBids(EDIT, { 'GET bids/bids/': bidsRoute([]), 'GET flex/competitions/': competitionsRoute() });
  const empty = (await screen.findByRole('heading', { name: 'You have no bids in competitions open for bidding' })).closest('section') as HTMLElement;
  expect(within(empty).getByRole('link', { name: 'Submit new bids' })).toHaveAttribute('href', '/manage/flexprovider/bids/submit');
  expect(within(empty).getByRole('link', { name: 'See bid results' })).toHaveAttribute('href', '/manage/flexprovider/bids/history');
});
