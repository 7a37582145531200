import { screen, waitFor, within } from '@testing-library/react';
import type { BidDecision } from 'shared-session';
import { ConfirmResultsPage } from './ConfirmResultsPage';
import { BIDS, collectToasts, COMPETITION, decision, json, renderReview, serveApi, summary, type Recorded } from './testing';

const URL = '/manage/systemoperator/bids/confirm?competition=7';

/** Every bid decided: 101 and 104 accepted, 102 and 103 rejected. */
const ALL_DECIDED: BidDecision[] = [decision(101, true), decision(102, false), decision(103, false, { method: 'auto', reason: 'over_price_cap' }), decision(104, true, { method: 'auto' })];

function serveConfirm({ decisions = ALL_DECIDED, status = 'closed', routes = {} }: { decisions?: BidDecision[]; status?: string; routes?: Record<string, unknown> } = {}) {
  const state = { confirmed: false };
  const api = serveApi({
    'GET flex/competitions/7/': { ...COMPETITION, status },
    'GET bids/summaries/': () => json([summary({ status, results_confirmed: state.confirmed })]),
    'GET bids/bids/': BIDS,
    'GET bids/approvals/': decisions,
    ...routes,
  });
  return { api, state };
}

const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

test('summarises the results per window and lists the accepted bids', async () => {
  serveConfirm();
  renderReview(URL, <ConfirmResultsPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Results: Norwich winter peak' })).toBeInTheDocument();
  const windows = screen.getByRole('table', { name: 'Capacity and decisions per service window' });
  expect(cellTexts(within(windows).getByRole('rowheader', { name: 'Evening peak (16:00–19:30)' }).closest('tr')!)).toEqual([
    '5 MW',
    '3',
    '6.5 MW',
    '1',
    '2',
    '0',
    '2 MW',
    'No',
  ]);
  expect(cellTexts(within(windows).getByRole('rowheader', { name: 'Market days (07:00–09:00)' }).closest('tr')!)).toEqual([
    '1.25 MW',
    '1',
    '1 MW',
    '1',
    '0',
    '0',
    '1 MW',
    'No',
  ]);
  const accepted = screen.getByRole('table', { name: 'Accepted bids of Norwich winter peak' });
  const rows = within(accepted).getAllByRole('rowheader').map((h) => h.closest('tr')!);
  expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent).sort()).toEqual(['101', '104']);
});

test('Confirm is enabled only once the results-are-final box is ticked; then the providers are e-mailed and the page is final', async () => {
  const { api, state } = serveConfirm({
    routes: {
      'POST bids/approvals/confirm/': (req: Recorded) => {
        state.confirmed = true;
        return json({ competition: 7, confirmation: 12, accepted: 2, rejected: 2, emails: 3, echo: req.body }, { status: 201 });
      },
    },
  });
  const toasts = collectToasts();
  const { user } = renderReview(URL, <ConfirmResultsPage />);
  await user.click(await screen.findByRole('button', { name: 'Confirm competition results' }));

  const dialog = screen.getByRole('dialog', { name: 'Confirm competition results' });
  expect(dialog).toHaveTextContent('You are confirming the results of Norwich winter peak: 2 bids accepted and 2 bids rejected.');
  const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
  expect(confirm).toBeDisabled();
  const ack = within(dialog).getByRole('checkbox', { name: 'I understand that these results are final' });
  await user.click(ack);
  expect(confirm).toBeEnabled();
  await user.click(ack);
  expect(confirm).toBeDisabled();
  await user.click(ack);
  await user.click(confirm);

  await waitFor(() => expect(api.callsTo('POST bids/approvals/confirm/')).toHaveLength(1));
  expect(api.callsTo('POST bids/approvals/confirm/')[0]!.body).toEqual({ competition: 7, results_final: true });
  expect(await screen.findByText(/^Results confirmed: they are final/)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Confirm competition results' })).toBeNull();
  expect(toasts).toContainEqual({ kind: 'success', title: 'Results confirmed', text: '3 flex providers are being e-mailed their results.' });
});

test('a refusal (409) is shown with the server’s words and the page reloads', async () => {
  const detail = 'The results of Norwich winter peak are already confirmed.';
  const { state } = serveConfirm({
    routes: {
      'POST bids/approvals/confirm/': () => {
        state.confirmed = true;
        return json({ detail }, { status: 409 });
      },
    },
  });
  const { user } = renderReview(URL, <ConfirmResultsPage />);
  await user.click(await screen.findByRole('button', { name: 'Confirm competition results' }));
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('checkbox', { name: 'I understand that these results are final' }));
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm competition results' })).toBeNull());
  expect(screen.getByText(/^Results confirmed: they are final/)).toBeInTheDocument();
});

test('with bids still undecided, confirming waits and the page says what to do', async () => {
  serveConfirm({ decisions: [decision(101, true)] });
  renderReview(URL, <ConfirmResultsPage />);
  expect(await screen.findByRole('button', { name: 'Confirm competition results' })).toBeDisabled();
  expect(screen.getByText(/3 bids have no decision yet/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Decide the bids' })).toHaveAttribute('href', '/manage/systemoperator/bids/decision?competition=7');
});

test('an open competition cannot be confirmed yet', async () => {
  serveConfirm({ status: 'open' });
  renderReview(URL, <ConfirmResultsPage />);
  expect(await screen.findByText(/Bidding has not closed yet/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirm competition results' })).toBeNull();
});

test('without a competition, lists the closed competitions awaiting confirmation', async () => {
  const api = serveApi({
    'GET bids/summaries/': [summary(), summary({ competition: 9, competition_name: 'Cambridge spring', reference: 'CAM-9', results_confirmed: true })],
    'GET flex/competitions/': [
      { id: 7, power_type: 'active_power', currency: 'GBP' },
      { id: 9, power_type: 'active_power', currency: 'GBP' },
    ],
  });
  renderReview('/manage/systemoperator/bids/confirm', <ConfirmResultsPage />);
  const table = await screen.findByRole('table', { name: 'Closed competitions awaiting confirmation' });
  expect(api.callsTo('GET bids/summaries/')[0]!.url.searchParams.get('status')).toBe('closed');
  expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Norwich winter peak']);
  expect(within(table).getByRole('link', { name: 'Review and confirm the results of Norwich winter peak' })).toHaveAttribute(
    'href',
    '/manage/systemoperator/bids/confirm?competition=7',
  );
});

test('with nothing awaiting confirmation, says so', async () => {
  serveApi({ 'GET bids/summaries/': [summary({ results_confirmed: true })], 'GET flex/competitions/': [{ id: 7, power_type: 'active_power', currency: 'GBP' }] });
  renderReview('/manage/systemoperator/bids/confirm', <ConfirmResultsPage />);
  expect(await screen.findByRole('heading', { name: 'No results are waiting for confirmation' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See your competitions’ bids' })).toHaveAttribute('href', '/manage/systemoperator/bids');
});
