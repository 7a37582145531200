import { screen, waitFor, within } from '@testing-library/react';
import { answerNextConfirmation, json, page, type Recorded } from '../test/manage';
import { confirmEntries } from './api';
import { renderScreen, summary } from './testing';

const CONFIRM = '/manage/flexprovider/qualification/confirm';
const BULK = 'POST flex/competitionconfirmations/bulk_confirm/';

/** `n` competitions open for entry, each with qualifying assets. */
const open = (n: number, from = 100) =>
  Array.from({ length: n }, (_, i) => summary({ competition: from + i, name: `Competition ${String(from + i)}`, reference: `C-${from + i}` }));

const idsOf = (call: Recorded) => (call.body as { competition_ids: number[] }).competition_ids;

afterEach(() => jest.restoreAllMocks());

test('the confirm-entry panel counts the selection; confirming sends batches of 50 under additional_interfaces and reads the list again', async () => {
  const list = open(120);
  const { user, api, toasts } = renderScreen(
    CONFIRM,
    { 'GET flex/qualificationsummary/': () => page(list), [BULK]: (req: Recorded) => json(idsOf(req).map((id) => ({ competition: id, confirmation: id, flex_assets: 2 })), { status: 201 }) },
    { flags: ['additional_interfaces'] },
  );
  const panel = await screen.findByRole('region', { name: 'Your selection' });
  expect(within(panel).getByText('0 selected')).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Confirm entry' })).toBeDisabled();
  expect(within(panel).getByRole('button', { name: 'Withdraw' })).toBeDisabled();

  await user.click(screen.getByRole('checkbox', { name: 'Select Competition 100' }));
  expect(within(panel).getByText('1 selected')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Select all competitions' }));
  expect(within(panel).getByText('120 selected')).toBeInTheDocument();
  expect(api.callsTo('GET flex/qualificationsummary/')).toHaveLength(1);

  await user.click(within(panel).getByRole('button', { name: 'Confirm entry' }));
  await waitFor(() => expect(api.callsTo('GET flex/qualificationsummary/')).toHaveLength(2));
  const batches = api.callsTo(BULK).map(idsOf);
  expect(batches.map((b) => b.length)).toEqual([50, 50, 20]);
  expect(batches.flat()).toEqual(list.map((s) => s.competition));
  expect(toasts).toEqual([{ kind: 'success', title: 'Entry confirmed in 120 competitions' }]);
  expect(within(panel).getByText('0 selected')).toBeInTheDocument();
});

test('a failed batch gives the bulk failure toast with the server’s words, sends no later batch, and refreshes the list', async () => {
  let batch = 0;
  const { user, api, toasts } = renderScreen(
    CONFIRM,
    {
      'GET flex/qualificationsummary/': () => page(open(120)),
      [BULK]: () => (++batch === 2 ? json({ competition_ids: ['Competition 160 is not qualifying or open.'] }, { status: 400 }) : json([], { status: 201 })),
    },
    { flags: ['additional_interfaces'] },
  );
  await user.click(await screen.findByRole('checkbox', { name: 'Select all competitions' }));
  await user.click(screen.getByRole('button', { name: 'Confirm entry' }));
  await waitFor(() => expect(api.callsTo('GET flex/qualificationsummary/')).toHaveLength(2));
  expect(api.callsTo(BULK)).toHaveLength(2);
  expect(toasts).toEqual([
    { kind: 'success', title: 'Entry confirmed in 50 competitions' },
    {
      kind: 'error',
      title: 'Entry confirmation failed',
      text: 'Some competitions could not be confirmed: competition_ids: Competition 160 is not qualifying or open. The list shows where each entry now stands.',
    },
  ]);
  // The failed batch stays selected for another try.
  expect(screen.getByText('50 selected')).toBeInTheDocument();
});

test('an answer other than 201 is a failure too', async () => {
  const { user, toasts } = renderScreen(
    CONFIRM,
    { 'GET flex/qualificationsummary/': () => page(open(2)), [BULK]: () => json([], { status: 200 }) },
    { flags: ['additional_interfaces'] },
  );
  await user.click(await screen.findByRole('checkbox', { name: 'Select all competitions' }));
  await user.click(screen.getByRole('button', { name: 'Confirm entry' }));
  await waitFor(() => expect(toasts).toHaveLength(1));
  expect(toasts[0]).toEqual(expect.objectContaining({ kind: 'error', title: 'Entry confirmation failed' }));
});

test('without additional_interfaces each competition is confirmed on its own, and each failure is the single confirmation toast', async () => {
  const { user, api, toasts } = renderScreen(CONFIRM, {
    'GET flex/qualificationsummary/': () => page(open(3)),
    [BULK]: (req: Recorded) => (idsOf(req)[0] === 101 ? json({ detail: 'Nope.' }, { status: 400 }) : json([], { status: 201 })),
  });
  await user.click(await screen.findByRole('checkbox', { name: 'Select all competitions' }));
  await user.click(screen.getByRole('button', { name: 'Confirm entry' }));
  await waitFor(() => expect(api.callsTo('GET flex/qualificationsummary/')).toHaveLength(2));
  expect(api.callsTo(BULK).map(idsOf)).toEqual([[100], [101], [102]]);
  expect(toasts).toEqual([
    { kind: 'success', title: 'Entry confirmed in 2 competitions' },
    { kind: 'error', title: 'Competition confirmation failed', text: 'Sorry, there was a problem confirming this competition. Please try again.' },
  ]);
});

test('withdraws the selected entries after the user confirms', async () => {
  const entered = summary({ competition: 9, name: 'Entered one', entry_status: 'confirmed', entered_assets: 2 });
  const { user, api, toasts } = renderScreen(CONFIRM, {
    'GET flex/qualificationsummary/': () => page([entered, summary({ competition: 10, name: 'Not yet' })]),
    'POST flex/competitionentries/': (req: Recorded) => json({ id: 1, competition: (req.body as { competition: number }).competition, flex_assets: [] }, { status: 201 }),
  });
  expect(await screen.findByRole('row', { name: /Entered one/ })).toHaveTextContent('Entered with 2 assets');
  await user.click(screen.getByRole('checkbox', { name: 'Select Not yet' }));
  expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: 'Select Entered one' }));
  const asked = answerNextConfirmation(true);
  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
  await waitFor(() => expect(api.callsTo('POST flex/competitionentries/')).toHaveLength(1));
  expect(asked.seen[0]).toEqual(expect.objectContaining({ title: 'Withdraw your entry?', confirmLabel: 'Withdraw entry' }));
  expect(api.callsTo('POST flex/competitionentries/')[0]!.body).toEqual({ competition: 9, flex_assets: [] });
  await waitFor(() => expect(toasts).toEqual([{ kind: 'success', title: 'Entry withdrawn from 1 competition' }]));
});

test('with nothing open for entry, says what to do next', async () => {
  renderScreen(CONFIRM, { 'GET flex/qualificationsummary/': () => page([summary({ qualifying_assets: 0 })]) });
  expect(await screen.findByText('No competition is open for your entry')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See asset eligibility' })).toHaveAttribute('href', '/manage/flexprovider/qualification/assets');
});

describe('confirmEntries', () => {
  it('stops at the first failed batch in bulk, and keeps going one by one otherwise', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => i + 1);
    const sent: number[][] = [];
    const failSecond = async (batch: readonly number[]) => {
      sent.push([...batch]);
      if (sent.length === 2) throw new Error('no');
    };
    const bulk = await confirmEntries(ids, true, failSecond);
    expect(sent.map((b) => b.length)).toEqual([50, 50]);
    expect(bulk.confirmed).toEqual(ids.slice(0, 50));
    expect(bulk.batchFailure?.ids).toEqual(ids.slice(50, 100));
    sent.length = 0;
    const single = await confirmEntries([1, 2, 3], false, failSecond);
    expect(sent).toEqual([[1], [2], [3]]);
    expect(single.confirmed).toEqual([1, 3]);
    expect(single.failures.map((f) => f.id)).toEqual([2]);
  });
});
