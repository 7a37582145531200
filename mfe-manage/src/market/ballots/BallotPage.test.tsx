import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { bus, type Bid, type Toast } from 'shared-session';
import { answerNextConfirmation, json, page, renderManage, serveApi, type Routes } from '../../test/manage';
import { BALLOT, bidFixture, OPEN_COMPETITION, PROVIDER, RULES } from './fixtures';

const URL = '/flexprovider/competitions/7/ballots/40';

function serve(overrides: Routes = {}, bids: Bid[] = []) {
  return serveApi({
    'GET flex/competitions/7/': OPEN_COMPETITION,
    'GET bids/ballots/bidding_rules/': RULES,
    'GET bids/ballots/40/': BALLOT,
    'GET bids/bids/': () => page(bids),
    ...overrides,
  });
}

const windowGroup = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name} \\(`) });
const field = (windowName: string, label: string) => within(windowGroup(windowName)).getByRole('textbox', { name: label });

async function type(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.type(input, value);
  await act(async () => input.blur());
}

async function fillRow(user: UserEvent, windowName: string, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await type(user, field(windowName, label), value);
}

const ready = () => screen.findByRole('heading', { level: 1, name: 'Your bids in Norwich winter peak' });

const GOOD = { Capacity: '2.5', 'Max runtime': '0 02:30:00', 'Availability price': '12', 'Utilisation price': '150.50' };

test('one row per window with exactly the rates the competition requires', async () => {
  serve({ 'GET bids/ballots/bidding_rules/': { ...RULES, competition_type: 'service_fee', rate_fields: ['service_fee'] } });
  renderManage(URL, PROVIDER);
  expect(await screen.findByRole('heading', { level: 1, name: 'Your bids in Norwich winter peak' })).toBeInTheDocument();
  expect(screen.getAllByRole('group', { name: /Winter 2026$/ }).map((g) => within(g).getAllByRole('textbox').map((i) => i.getAttribute('name')))).toEqual([
    ['bids[0].capacity', 'bids[0].max_runtime', 'bids[0].service_fee'],
    ['bids[1].capacity', 'bids[1].max_runtime', 'bids[1].service_fee'],
    ['bids[2].capacity', 'bids[2].max_runtime', 'bids[2].service_fee'],
  ]);
  expect(within(windowGroup('Evening peak')).queryByRole('textbox', { name: 'Availability price' })).toBeNull();
});

test('rows are checked as the server does, errors only once touched; empty rows are not submitted', async () => {
  const api = serve({ 'POST bids/ballots/40/submit/': { ballot: BALLOT, bids: [901], created: 1, amended: 0, unchanged: 0 } });
  const { user } = renderManage(URL, PROVIDER);
  await ready();
  const submit = screen.getByRole('button', { name: 'Submit bids' });
  expect(submit).toBeDisabled();

  await type(user, field('Evening peak', 'Max runtime'), '25:00:00');
  expect(within(windowGroup('Evening peak')).getByText('Hours must be less than 24.')).toBeInTheDocument();
  await type(user, field('Evening peak', 'Capacity'), '1.25');
  expect(within(windowGroup('Evening peak')).getByText('Ensure that there are no more than 1 decimal places.')).toBeInTheDocument();
  // Not touched yet: no "required" error on the rates before a submission.
  expect(within(windowGroup('Evening peak')).queryByText('This field is required')).toBeNull();

  await user.click(submit);
  expect(await screen.findByText('Some bids need correcting: see the windows marked below.')).toBeInTheDocument();
  expect(within(windowGroup('Evening peak')).getAllByText('This field is required')).toHaveLength(2);
  expect(within(windowGroup('Evening peak')).getByText('Needs correcting')).toBeInTheDocument();
  expect(within(windowGroup('Market days')).queryByText('Needs correcting')).toBeNull();
  expect(api.callsTo('POST bids/ballots/40/submit/')).toHaveLength(0);

  await fillRow(user, 'Evening peak', GOOD);
  await user.click(screen.getByRole('button', { name: 'Submit bids' }));
  await waitFor(() => expect(api.callsTo('POST bids/ballots/40/submit/')).toHaveLength(1));
  expect(api.callsTo('POST bids/ballots/40/submit/')[0]?.body).toEqual({
    bids: [{ service_window: 11, capacity: 2.5, max_runtime: '0 02:30:00', availability_price: 12, utilisation_price: 150.5 }],
  });
});

test("the server's errors land on the right rows; a conflict is an error notification", async () => {
  const toasts: Toast[] = [];
  const sub = bus.toast$.subscribe((t) => toasts.push(t));
  let answer = json({ bids: [{}, { capacity: ["Capacity is more than the ballot's assets can deliver (10 MW)."], service_window: ['Asset BAT-1 is already offered in Evening peak (bid 77), which overlaps this window.'] }] }, { status: 400 });
  serve({ 'POST bids/ballots/40/submit/': () => answer });
  const { user } = renderManage(URL, PROVIDER);
  await ready();
  await fillRow(user, 'Evening peak', GOOD);
  await fillRow(user, 'Night', GOOD);
  await user.click(screen.getByRole('button', { name: 'Submit bids' }));

  // The second offer came from the third row (Night): Market days was left empty.
  const night = windowGroup('Night');
  expect(await within(night).findByText("Capacity is more than the ballot's assets can deliver (10 MW).")).toBeInTheDocument();
  expect(within(night).getByRole('alert')).toHaveTextContent('Asset BAT-1 is already offered in Evening peak (bid 77)');
  expect(within(windowGroup('Market days')).queryByText(/Capacity is more/)).toBeNull();
  expect(within(windowGroup('Evening peak')).queryByText(/Capacity is more/)).toBeNull();

  answer = json({ detail: 'Bidding is not open for this competition.' }, { status: 409 });
  await user.click(screen.getByRole('button', { name: 'Submit bids' }));
  await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', title: 'Your bids were not submitted', text: 'Bidding is not open for this competition.' }));
  sub.unsubscribe();
});

test('a submission refused for want of entry offers the way to confirm entry', async () => {
  const detail = 'Confirm your entry into Norwich winter peak with BAT-1 before bidding with them.';
  serve({ 'POST bids/ballots/40/submit/': () => json({ detail, code: 'entry_required' }, { status: 409 }) });
  const { user } = renderManage(URL, PROVIDER);
  await ready();
  await fillRow(user, 'Evening peak', GOOD);
  await user.click(screen.getByRole('button', { name: 'Submit bids' }));
  const alert = await screen.findByText(detail, { selector: '[role="alert"]' });
  expect(within(alert).getByRole('link', { name: 'Confirm entry' })).toHaveAttribute('href', '/dashboard?competition=7');
});

test('multi-bid applies to every window, warning first when entered values would be overwritten', async () => {
  serve();
  const { user } = renderManage(URL, PROVIDER);
  await ready();
  await type(user, field('Market days', 'Capacity'), '2');

  await user.click(screen.getByRole('button', { name: 'Apply to all windows' }));
  let dialog = screen.getByRole('dialog', { name: 'Apply bid details to all windows' });
  await type(user, within(dialog).getByRole('textbox', { name: 'Capacity' }), '3');
  await type(user, within(dialog).getByRole('textbox', { name: 'Utilisation price' }), '99');
  await user.click(within(dialog).getByRole('button', { name: 'Apply to all windows' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('This overwrites values you already entered in 1 window: Market days.');
  expect(field('Market days', 'Capacity')).toHaveValue('2');

  await user.click(within(dialog).getByRole('button', { name: 'Back' }));
  expect(within(dialog).getByRole('textbox', { name: 'Capacity' })).toHaveValue('3');
  await user.click(within(dialog).getByRole('button', { name: 'Apply to all windows' }));
  await user.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(['Evening peak', 'Market days', 'Night'].map((w) => [field(w, 'Capacity'), field(w, 'Utilisation price')].map((i) => (i as HTMLInputElement).value))).toEqual([
    ['3', '99'],
    ['3', '99'],
    ['3', '99'],
  ]);

  // Nothing entered to overwrite: applied at once.
  await user.click(screen.getByRole('button', { name: 'Apply to all windows' }));
  dialog = screen.getByRole('dialog', { name: 'Apply bid details to all windows' });
  await type(user, within(dialog).getByRole('textbox', { name: 'Max runtime' }), '01:00:00');
  await user.click(within(dialog).getByRole('button', { name: 'Apply to all windows' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(field('Night', 'Max runtime')).toHaveValue('01:00:00');
});

test.each([
  ['Finish bidding', '/flexprovider/competitions/7', ''],
  ['Add another bid', '/flexprovider/competitions/7/ballots', '?new=1'],
])('after submitting, %s', async (button, path, search) => {
  let bids: Bid[] = [];
  serveApi({
    'GET flex/competitions/7/': OPEN_COMPETITION,
    'GET bids/ballots/bidding_rules/': RULES,
    'GET bids/ballots/40/': BALLOT,
    'GET bids/bids/': () => page(bids),
    'GET flex/assetsummary/': () => page([]),
    'GET flex/competitionentries/': () => page([]),
    'GET bids/ballots/': () => page([BALLOT]),
    'POST bids/ballots/40/submit/': () => {
      bids = [bidFixture({ version: 1, max_runtime: '02:30:00', utilisation_price: 150.5 })];
      return json({ ballot: BALLOT, bids: [900], created: 1, amended: 0, unchanged: 0 });
    },
  });
  const { user } = renderManage(URL, PROVIDER);
  await ready();
  await fillRow(user, 'Evening peak', GOOD);
  await user.click(screen.getByRole('button', { name: 'Submit bids' }));
  const dialog = await screen.findByRole('dialog', { name: 'Your bids are submitted' });
  expect(within(dialog).queryByRole('link', { name: 'Upload baseline' })).toBeNull();
  // The page reloads the ballot's bids: the row now shows the submitted bid.
  expect(await within(windowGroup('Evening peak')).findByText('Submitted, version 1')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(window.location.pathname).toBe(path));
  expect(window.location.search).toBe(search);
});

test('with the baseline nudge on, the submitted modal leads to the settlement upload', async () => {
  serve({ 'POST bids/ballots/40/submit/': { ballot: BALLOT, bids: [900], created: 1, amended: 0, unchanged: 0 } });
  const { user } = renderManage(URL, { ...PROVIDER, flags: ['baseline_nudge'] });
  await ready();
  await fillRow(user, 'Evening peak', GOOD);
  await user.click(screen.getByRole('button', { name: 'Submit bids' }));
  const dialog = await screen.findByRole('dialog', { name: 'Your bids are submitted' });
  expect(within(dialog).getByRole('link', { name: 'Upload baseline' })).toHaveAttribute('href', '/settlement/flexprovider/upload?baseline=1');
});

test('existing bids fill their rows to amend and re-submit', async () => {
  const api = serve({ 'POST bids/ballots/40/submit/': { ballot: BALLOT, bids: [900], created: 0, amended: 1, unchanged: 0 } }, [bidFixture()]);
  const { user } = renderManage(URL, PROVIDER);
  await ready();
  expect(field('Evening peak', 'Capacity')).toHaveValue('2.5');
  expect(field('Evening peak', 'Utilisation price')).toHaveValue('150.5');
  expect(within(windowGroup('Evening peak')).getByText('Submitted, version 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Submitted' })).toBeDisabled();
  expect(screen.getByText('Submitted on 3 Dec 2026')).toBeInTheDocument();
  expect(queryOfBids(api)).toMatchObject({ ballot: '40', is_active: 'true' });

  await type(user, field('Evening peak', 'Capacity'), '3');
  await user.click(screen.getByRole('button', { name: 'Re-submit bids' }));
  await waitFor(() => expect(api.callsTo('POST bids/ballots/40/submit/')).toHaveLength(1));
  expect(api.callsTo('POST bids/ballots/40/submit/')[0]?.body).toEqual({
    bids: [{ service_window: 11, capacity: 3, max_runtime: '02:30:00', availability_price: 12, utilisation_price: 150.5 }],
  });
});

test('a submitted bid can be withdrawn after "Deleted bids cannot be recovered"', async () => {
  let bids = [bidFixture()];
  const api = serve({
    'GET bids/bids/': () => page(bids),
    'DELETE bids/bids/900/': () => {
      bids = [];
      return new Response(null, { status: 204 });
    },
  });
  const { user } = renderManage(URL, PROVIDER);
  await ready();
  const confirmation = answerNextConfirmation(true);
  await user.click(within(windowGroup('Evening peak')).getByRole('button', { name: 'Withdraw bid Evening peak' }));
  expect(confirmation.seen[0]).toMatchObject({ title: 'Withdraw your bid for Evening peak?', body: 'Deleted bids cannot be recovered.' });
  expect(await within(windowGroup('Evening peak')).findByText('No bid in this window')).toBeInTheDocument();
  expect(field('Evening peak', 'Capacity')).toHaveValue('');
  expect(api.callsTo('DELETE bids/bids/900/')).toHaveLength(1);
});

const queryOfBids = (api: ReturnType<typeof serve>) => Object.fromEntries(api.callsTo('GET bids/bids/')[0]?.url.searchParams ?? []);

test('Check stacking shows the overlaps with other competitions, or that there are none', async () => {
  let warnings: unknown[] = [];
  serve({ 'GET bids/ballots/40/stacking/': () => json(warnings) });
  const { user } = renderManage(URL, PROVIDER);
  await ready();
  await user.click(screen.getByRole('button', { name: 'Check stacking' }));
  let dialog = await screen.findByRole('dialog', { name: 'Stacking check' });
  expect(await within(dialog).findByRole('heading', { name: 'No conflicts' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));

  warnings = [
    { flex_asset: 500, asset_ref: 'BAT-1', service_window: 11, window_name: 'Evening peak', other_competition: 8, other_competition_name: 'Cromer evening', other_service_window: 21, other_window_name: 'Evening', other_bid: 77 },
  ];
  await user.click(screen.getByRole('button', { name: 'Check stacking' }));
  dialog = await screen.findByRole('dialog', { name: 'Stacking check' });
  const table = await within(dialog).findByRole('table', { name: 'Assets offered in overlapping windows' });
  expect(within(table).getByRole('rowheader', { name: 'BAT-1' }).closest('tr')).toHaveTextContent('BAT-1Evening peakCromer eveningEvening');
  expect(within(table).getByRole('link', { name: 'Cromer evening' })).toHaveAttribute('href', '/flexprovider/competitions/8');
});

test('once bidding has closed the ballot is read-only, with each bid’s outcome, reason and history', async () => {
  const accepted = bidFixture({
    outcome: 'accepted',
    results_confirmed: true,
    approval: { approved: true, reason: 'accepted', method: 'clearing', paid_price: 140, decided: '2026-12-11T10:00:00Z' },
  });
  const rejected = bidFixture({
    id: 901,
    service_window: 12,
    window_name: 'Market days',
    window_start_time: '07:00',
    window_end_time: '09:00',
    version: 1,
    outcome: 'rejected',
    results_confirmed: true,
    approval: { approved: false, reason: 'capacity_met', method: 'auto', paid_price: null, decided: '2026-12-11T10:00:00Z' },
  });
  const history = [
    { version: 2, capacity: 2.5, max_runtime: '02:30:00', availability_price: 12, utilisation_price: 150.5, service_fee: null, created: '2026-12-03T09:30:00Z', created_by_name: 'Sam Bidder' },
    { version: 1, capacity: 2, max_runtime: '02:00:00', availability_price: 12, utilisation_price: 160, service_fee: null, created: '2026-12-02T11:00:00Z', created_by_name: 'Sam Bidder' },
  ];
  serve(
    {
      'GET flex/competitions/7/': { ...OPEN_COMPETITION, status: 'closed' },
      'GET bids/ballots/bidding_rules/': { ...RULES, open: false, results_confirmed: true },
      'GET bids/bids/900/history/': history,
    },
    [rejected, accepted],
  );
  const { user } = renderManage(URL, PROVIDER);
  const table = await screen.findByRole('table', { name: 'Bids per service window' });
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.queryByRole('button', { name: /Submit/ })).toBeNull();
  expect(screen.getByRole('note')).toHaveTextContent('The grid operator has confirmed the results: they are final.');
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
  expect(rows).toEqual([
    ['Evening peak (16:00–19:30)', '2.5 MW', '02:30:00', '£12.00/MW/h', '£150.50/MWh', 'Accepted', 'Your bid was accepted. Paid £140.00 per MWh.', '2 versions Evening peak'],
    ['Market days (07:00–09:00)', '2.5 MW', '02:30:00', '£12.00/MW/h', '£150.50/MWh', 'Rejected', 'The capacity needed was already met by cheaper bids.', '1 version Market days'],
  ]);

  await user.click(within(table).getByRole('button', { name: '2 versions Evening peak' }));
  const dialog = await screen.findByRole('dialog', { name: 'Versions of your bid for Evening peak in Norwich winter peak' });
  const versions = await within(dialog).findByRole('table', { name: 'Every version, newest first' });
  expect(within(versions).getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['2', '1']);
  expect(within(versions).getAllByRole('row')[2]).toHaveTextContent('£160.00');
});
