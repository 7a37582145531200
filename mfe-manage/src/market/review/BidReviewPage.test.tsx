import { act, screen, waitFor, within } from '@testing-library/react';
import type * as ReactModule from 'react';
import type { BidDecision } from 'shared-session';
import { BidReviewPage } from './BidReviewPage';
import {
  answerNextConfirmation,
  BIDS,
  collectToasts,
  COMPETITION,
  decision,
  DECISIONS,
  json,
  queryOf,
  renderReview,
  serveApi,
  summary,
  type Recorded,
} from './testing';

// The market-clearing modal is another screen's work (and draws a canvas chart): a stand-in that confirms.
jest.mock('../mca', () => {
  const React = jest.requireActual<typeof ReactModule>('react');
  return {
    McaModal: (props: { open: boolean; competition: { name: string }; onConfirmed: (c: unknown) => void; onClose: () => void }) =>
      props.open
        ? React.createElement(
            'div',
            { role: 'dialog', 'aria-label': `Market clearing: ${props.competition.name}` },
            React.createElement(
              'button',
              { type: 'button', onClick: () => props.onConfirmed({ result: { parameter_set: 1, decided: 3, unchanged: 1 }, decisions: [], demand_intervals: [] }) },
              'Confirm clearing',
            ),
          )
        : null,
  };
});

const URL = '/manage/systemoperator/bids/view?competition=7';

interface Options {
  status?: string;
  confirmed?: boolean;
  decisions?: () => BidDecision[];
  routes?: Record<string, unknown>;
}

/** The fake API of competition 7's review; the summary and decisions can change between calls. */
function serveReview({ status = 'closed', confirmed = false, decisions = () => DECISIONS, routes = {} }: Options = {}) {
  const state = { status, confirmed };
  const api = serveApi({
    'GET flex/competitions/7/': () => json({ ...COMPETITION, status: state.status }),
    'GET bids/summaries/': () => json([summary({ status: state.status, results_confirmed: state.confirmed })]),
    'GET bids/bids/': BIDS,
    'GET bids/approvals/': () => json(decisions()),
    ...routes,
  });
  return { api, state };
}

const bidsTable = () => screen.findByRole('table', { name: 'Bids of Norwich winter peak' });
const rowOf = (table: HTMLElement, checkboxName: string) => within(table).getByRole('checkbox', { name: checkboxName }).closest('tr')!;
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

test('shows the competition’s bids with the competition’s rates and the working decisions joined by bid', async () => {
  const { api } = serveReview();
  renderReview(URL, <BidReviewPage />);
  const table = await bidsTable();
  expect(queryOf(api.callsTo('GET bids/bids/')[0])).toMatchObject({ competition: '7', is_active: 'true' });
  expect(queryOf(api.callsTo('GET bids/approvals/')[0])).toMatchObject({ competition: '7' });
  expect(queryOf(api.callsTo('GET flex/competitions/7/')[0])).toMatchObject({ expand: 'service_periods.windows', include_archived: 'true' });

  expect(screen.getByRole('heading', { level: 1, name: 'Bids: Norwich winter peak' })).toBeInTheDocument();
  for (const name of ['Availability price', 'Utilisation price', 'GSPs', 'Decision', 'Reason', 'Decided by']) {
    expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
  }
  expect(within(table).queryByRole('columnheader', { name: 'Service fee' })).toBeNull();

  const bright = rowOf(table, 'Select bid 101 from Bright Grid');
  expect(within(bright).getByRole('rowheader')).toHaveTextContent('Bright Grid');
  expect(cellTexts(bright).slice(1)).toEqual([
    '101',
    'Evening peak (16:00–19:30)',
    'BG-1, BG-2',
    '2 MW',
    '£8.00/MW/h',
    '£40.00/MWh',
    'Walpole',
    '2 Dec 2026, 10:00 GMT',
    'Accepted',
    'Accepted',
    'Manual',
  ]);
  expect(cellTexts(rowOf(table, 'Select bid 102 from Fen Power')).slice(-3)).toEqual(['Rejected', 'Rejected by you', 'Manual']);
  expect(cellTexts(rowOf(table, 'Select bid 103 from Solar Co')).slice(-3)).toEqual(['Pending', '—', '—']);

  // Per window: required against offered and accepted, decisions counted.
  const windows = screen.getByRole('table', { name: 'Capacity and decisions per service window' });
  const evening = within(windows).getByRole('rowheader', { name: 'Evening peak (16:00–19:30)' }).closest('tr')!;
  expect(cellTexts(evening)).toEqual(['5 MW', '3', '6.5 MW', '1', '1', '1', '2 MW', 'No']);
  const figures = within(screen.getByRole('region', { name: 'Results per window' }));
  expect(figures.getAllByRole('term').map((t) => t.textContent)).toEqual(['Accepted', 'Rejected', 'Pending', 'Accepted capacity']);
  expect(figures.getAllByRole('definition').map((d) => d.textContent)).toEqual(['1', '1', '2', '2 MW']);
});

test('approves several bids at once, chosen with the keyboard, then shows the new decisions', async () => {
  let decided = DECISIONS;
  const { api } = serveReview({
    decisions: () => decided,
    routes: {
      'POST bids/approvals/decide/': (req: Recorded) => {
        const body = req.body as { decisions: Array<{ bid_id: number; approved: boolean }> };
        decided = [...DECISIONS.filter((d) => !body.decisions.some((x) => x.bid_id === d.bid)), ...body.decisions.map((d) => decision(d.bid_id, d.approved))];
        return json({ decided: body.decisions.length });
      },
    },
  });
  const toasts = collectToasts();
  const { user } = renderReview(URL, <BidReviewPage />);
  const table = await bidsTable();
  const approve = screen.getByRole('button', { name: 'Approve selected' });
  expect(approve).toBeDisabled();

  // Keyboard: focus a checkbox and press Space.
  within(table).getByRole('checkbox', { name: 'Select bid 103 from Solar Co' }).focus();
  await user.keyboard(' ');
  within(table).getByRole('checkbox', { name: 'Select bid 104 from Bright Grid' }).focus();
  await user.keyboard(' ');
  expect(screen.getByText('2 selected')).toBeInTheDocument();
  await user.click(approve);

  await waitFor(() => expect(api.callsTo('POST bids/approvals/decide/')).toHaveLength(1));
  expect(api.callsTo('POST bids/approvals/decide/')[0]!.body).toEqual({
    competition: 7,
    decisions: [
      { bid_id: 103, approved: true },
      { bid_id: 104, approved: true },
    ],
  });
  await waitFor(() => expect(cellTexts(rowOf(table, 'Select bid 103 from Solar Co')).slice(-3)).toEqual(['Accepted', 'Accepted', 'Manual']));
  expect(api.callsTo('GET bids/approvals/')).toHaveLength(2);
  expect(within(table).getByRole('checkbox', { name: 'Select bid 103 from Solar Co' })).not.toBeChecked();
  expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: '2 bids approved' }));
});

test('the header checkbox selects every bid the filters show, and rejects them together', async () => {
  const { api } = serveReview({ routes: { 'POST bids/approvals/decide/': { decided: 3 } } });
  const { user } = renderReview(URL, <BidReviewPage />);
  const table = await bidsTable();
  // Only the evening window's bids.
  await user.click(screen.getByRole('button', { name: /^Filter by window/ }));
  await user.click(screen.getByRole('option', { name: 'Evening peak (16:00–19:30)' }));
  await waitFor(() => expect(within(table).queryByRole('checkbox', { name: 'Select bid 104 from Bright Grid' })).toBeNull());

  await user.click(within(table).getByRole('checkbox', { name: 'Select all 3 bids shown' }));
  expect(screen.getByText('3 selected')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reject selected' }));
  await waitFor(() => expect(api.callsTo('POST bids/approvals/decide/')).toHaveLength(1));
  const body = api.callsTo('POST bids/approvals/decide/')[0]!.body as { decisions: Array<{ bid_id: number; approved: boolean }> };
  expect(body.decisions.map((d) => d.bid_id).sort()).toEqual([101, 102, 103]);
  expect(body.decisions.every((d) => !d.approved)).toBe(true);
});

test('auto-decisioning first warns that it overwrites earlier decisions and spells out the rule, then runs', async () => {
  let decided = DECISIONS;
  const { api } = serveReview({
    decisions: () => decided,
    routes: {
      'POST bids/approvals/auto_decide/': () => {
        decided = [
          decision(101, true, { method: 'auto' }),
          decision(102, true, { method: 'auto' }),
          decision(103, false, { method: 'auto', reason: 'over_price_cap' }),
          decision(104, true, { method: 'auto' }),
        ];
        return json({ accepted: 3, rejected: 1, decisions: decided.map(({ bid, approved, reason }) => ({ bid_id: bid, approved, reason })) });
      },
    },
  });
  const toasts = collectToasts();
  const { user } = renderReview(URL, <BidReviewPage />);
  const table = await bidsTable();
  await user.click(screen.getByRole('button', { name: 'Auto-decisioning' }));

  const dialog = screen.getByRole('dialog', { name: 'Auto-decisioning' });
  expect(dialog).toHaveTextContent('This overwrites earlier decisions on this page');
  expect(dialog).toHaveTextContent('including the 2 bids you or market clearing already decided');
  expect(dialog).toHaveTextContent(
    'Per service window, bids are taken in merit order — lowest price first (the utilisation price when the competition takes one, otherwise its one rate), ties to the earlier submission, then the lower bid id — and accepted whole while the accepted capacity is below the window’s required capacity.',
  );
  expect(dialog).toHaveTextContent('Here the merit price is the utilisation price, and the guide price is £250.00/MWh.');
  expect(api.callsTo('POST bids/approvals/auto_decide/')).toHaveLength(0);

  await user.click(within(dialog).getByRole('button', { name: 'Overwrite decisions and continue' }));
  await waitFor(() => expect(api.callsTo('POST bids/approvals/auto_decide/')).toHaveLength(1));
  expect(api.callsTo('POST bids/approvals/auto_decide/')[0]!.body).toEqual({ competition: 7 });
  await waitFor(() => expect(cellTexts(rowOf(table, 'Select bid 103 from Solar Co')).slice(-3)).toEqual(['Rejected', 'Over the price cap', 'Auto-decisioning']));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(toasts).toContainEqual(expect.objectContaining({ title: 'Auto-decisioning done', text: '3 accepted, 1 rejected.' }));
});

test('cancelling the auto-decisioning warning decides nothing', async () => {
  const { api } = serveReview();
  const { user } = renderReview(URL, <BidReviewPage />);
  await bidsTable();
  await user.click(screen.getByRole('button', { name: 'Auto-decisioning' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(api.callsTo('POST bids/approvals/auto_decide/')).toHaveLength(0);
});

test('a 409 from the server is shown as it says, and the page reloads into its new state', async () => {
  const detail = 'The results of Norwich winter peak are confirmed and final; decisions can no longer change.';
  const { state } = serveReview({
    routes: {
      'POST bids/approvals/decide/': () => {
        // A colleague confirmed the results meanwhile.
        state.confirmed = true;
        return json({ detail }, { status: 409 });
      },
    },
  });
  const { user } = renderReview(URL, <BidReviewPage />);
  const table = await bidsTable();
  await user.click(within(table).getByRole('checkbox', { name: 'Select bid 103 from Solar Co' }));
  await user.click(screen.getByRole('button', { name: 'Approve selected' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  // Reloaded: confirmed, so nothing can be decided any more.
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve selected' })).toBeNull());
  expect(screen.getByRole('alert')).toHaveTextContent(detail);
});

test('a confirmed competition is read-only: no selection, no decision buttons', async () => {
  serveReview({ confirmed: true });
  renderReview(URL, <BidReviewPage />);
  const table = await bidsTable();
  expect(screen.getByText(/^Results confirmed: they are final/)).toBeInTheDocument();
  expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
  for (const name of ['Approve selected', 'Reject selected', 'Auto-decisioning', 'Run market clearing', 'Close bidding now']) {
    expect(screen.queryByRole('button', { name })).toBeNull();
  }
  expect(screen.queryByRole('link', { name: 'Confirm results' })).toBeNull();
});

test('without the right to manage bids, the bids are shown without decision controls', async () => {
  serveReview();
  renderReview(URL, <BidReviewPage />, { permissions: ['default', 'manage-competitions'] });
  const table = await bidsTable();
  expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
  expect(screen.queryByRole('button', { name: 'Approve selected' })).toBeNull();
  expect(screen.getByText(/deciding them needs the permission to manage bids/)).toBeInTheDocument();
});

test('market clearing opens its modal and, once confirmed, the decisions are fetched again', async () => {
  let decided = DECISIONS;
  const { api } = serveReview({ decisions: () => decided });
  const toasts = collectToasts();
  const { user } = renderReview(URL, <BidReviewPage />);
  const table = await bidsTable();
  await user.click(screen.getByRole('button', { name: 'Run market clearing' }));
  const dialog = screen.getByRole('dialog', { name: 'Market clearing: Norwich winter peak' });
  decided = [...DECISIONS, decision(103, false, { method: 'clearing', reason: 'capacity_met' }), decision(104, true, { method: 'clearing' })];
  await user.click(within(dialog).getByRole('button', { name: 'Confirm clearing' }));

  await waitFor(() =>
    expect(cellTexts(rowOf(table, 'Select bid 103 from Solar Co')).slice(-3)).toEqual(['Rejected', 'Capacity already met by cheaper bids', 'Market clearing']),
  );
  expect(api.callsTo('GET bids/approvals/')).toHaveLength(2);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(toasts).toContainEqual(expect.objectContaining({ title: 'Market clearing decisions saved', text: '3 bids decided; 1 bid keeps its earlier decision.' }));
});

test('an open competition can be closed for bidding after a confirmation', async () => {
  const { api, state } = serveReview({
    status: 'open',
    routes: {
      'POST flex/competitions/7/close_bidding/': () => {
        state.status = 'closed';
        return json({ ...COMPETITION, status: 'closed', closed: '2026-12-09T12:00:00Z' });
      },
    },
  });
  const { user } = renderReview(URL, <BidReviewPage />);
  await bidsTable();
  expect(screen.getByText('NOR-7 · Active · Bidding open')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Confirm results' })).toBeNull();

  const confirmation = answerNextConfirmation(true);
  await user.click(screen.getByRole('button', { name: 'Close bidding now' }));
  expect(confirmation.seen[0]).toMatchObject({ title: 'Close bidding now?', confirmLabel: 'Close bidding' });
  await waitFor(() => expect(api.callsTo('POST flex/competitions/7/close_bidding/')).toHaveLength(1));
  expect(await screen.findByText('NOR-7 · Inactive · Bidding closed')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Close bidding now' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Confirm results' })).toHaveAttribute('href', '/manage/systemoperator/bids/confirm?competition=7');
});

test('declining the close-bidding confirmation keeps bidding open', async () => {
  const { api } = serveReview({ status: 'open' });
  const { user } = renderReview(URL, <BidReviewPage />);
  await bidsTable();
  answerNextConfirmation(false);
  await user.click(screen.getByRole('button', { name: 'Close bidding now' }));
  await act(async () => {});
  expect(api.callsTo('POST flex/competitions/7/close_bidding/')).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Close bidding now' })).toBeInTheDocument();
});

test('without a competition, lists the competitions to choose from', async () => {
  serveApi({ 'GET bids/summaries/': [summary()], 'GET flex/competitions/': [{ id: 7, power_type: 'active_power', currency: 'GBP' }] });
  renderReview('/manage/systemoperator/bids/decision', <BidReviewPage />);
  const table = await screen.findByRole('table', { name: 'Competition bid summaries' });
  expect(screen.getByRole('heading', { level: 1, name: 'Review bids' })).toBeInTheDocument();
  expect(screen.getByText('Choose a competition to see its bids and decide them.')).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: 'Norwich winter peak' })).toHaveAttribute('href', '/manage/systemoperator/bids/view?competition=7');
});

test('another operator’s competition is not found', async () => {
  serveApi({
    'GET flex/competitions/7/': COMPETITION,
    'GET bids/summaries/': [],
    'GET bids/bids/': [],
    'GET bids/approvals/': [],
  });
  renderReview(URL, <BidReviewPage />);
  expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
});
