import { screen, waitFor, within } from '@testing-library/react';
import { bus, type AssetUnavailability, type Toast } from 'shared-session';
import { answerNextConfirmation, json, page, queryOf, renderManage, serveApi, type Recorded } from '../test/manage';
import { fill } from '../competitions/create/testing';
import { PROVIDER } from '../assets/testing';

jest.setTimeout(30_000);

const LIST = '/manage/flexprovider/availability';
const RECORDS = 'GET flex/assetunavailability/';
const DAY = 86_400_000;

function record(id: number, fromDays: number, hours: number, patch: Partial<AssetUnavailability> = {}): AssetUnavailability {
  const from = Date.UTC(2026, 11, 1, 8) + fromDays * DAY;
  return {
    id,
    flex_asset: 100 + id,
    flex_provider: 41,
    asset_ref: `BAT-00${id}`,
    asset_name: `Site ${id}`,
    unavailable_from: new Date(from).toISOString(),
    unavailable_to: new Date(from + hours * 3_600_000).toISOString(),
    reason: `Reason ${id}`,
    created: '2026-11-01T00:00:00Z',
    updated: '2026-11-01T00:00:00Z',
    ...patch,
  };
}

const ASSETS = [
  { id: 7, ref: 'BAT-007', name: 'Riverside battery' },
  { id: 8, ref: 'BAT-008', name: 'Harbour battery' },
];

function assetsRoute(req: Recorded) {
  const search = req.url.searchParams.get('search')?.toLowerCase() ?? '';
  const rows = ASSETS.filter((a) => `${a.ref} ${a.name}`.toLowerCase().includes(search));
  return page(rows);
}

function toasts() {
  const seen: Toast[] = [];
  const sub = bus.toast$.subscribe((t) => seen.push(t));
  return { seen, stop: () => sub.unsubscribe() };
}

beforeEach(() => {
  jest.useFakeTimers({ now: Date.UTC(2026, 11, 5, 12), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate', 'clearImmediate'] });
});
afterEach(() => jest.useRealTimers());

test('lists the records with when they run, in the region’s time, and what is over, under way or to come', async () => {
  const api = serveApi({ [RECORDS]: page([record(1, -10, 24), record(2, 3, 48), record(3, 20, 5, { reason: 'Annual servicing' })]) });
  renderManage(LIST, PROVIDER);
  const table = await screen.findByRole('table', { name: 'Unavailability of your assets' });
  expect(queryOf(api.callsTo(RECORDS)[0])).toMatchObject({ ordering: 'unavailable_from' });
  const row = (ref: string) => within(table).getByRole('rowheader', { name: ref }).closest('tr') as HTMLElement;
  expect(within(row('BAT-001')).getAllByRole('cell').map((c) => c.textContent).slice(0, 5)).toEqual([
    'Site 1',
    '21 Nov 2026, 08:00 GMT',
    '22 Nov 2026, 08:00 GMT',
    'Reason 1',
    'Over',
  ]);
  expect(row('BAT-002')).toHaveTextContent('Under way');
  expect(row('BAT-003')).toHaveTextContent('Upcoming');
  expect(row('BAT-003')).toHaveTextContent('Annual servicing');
  expect(within(row('BAT-002')).getByRole('link', { name: 'Change the unavailability of BAT-002' })).toHaveAttribute('href', '/manage/flexprovider/availability/change?record=2');
  expect(screen.getAllByRole('link', { name: 'Record unavailability' })[0]).toHaveAttribute('href', '/manage/flexprovider/availability/change');
});

test('deletes a record only after confirmation', async () => {
  const records = [record(1, 3, 24), record(2, 5, 24)];
  const api = serveApi({
    [RECORDS]: () => page(records),
    'DELETE flex/assetunavailability/1/': () => {
      records.splice(0, 1);
      return new Response(null, { status: 204 });
    },
  });
  const { user } = renderManage(LIST, PROVIDER);
  await screen.findByRole('rowheader', { name: 'BAT-001' });
  const no = answerNextConfirmation(false);
  await user.click(screen.getByRole('button', { name: 'Delete the unavailability of BAT-001' }));
  await waitFor(() => expect(no.seen).toHaveLength(1));
  expect(api.callsTo('DELETE flex/assetunavailability/1/')).toHaveLength(0);
  answerNextConfirmation(true);
  await user.click(screen.getByRole('button', { name: 'Delete the unavailability of BAT-001' }));
  await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'BAT-001' })).toBeNull());
  expect(api.callsTo('DELETE flex/assetunavailability/1/')).toHaveLength(1);
});

test('with no records, says what the screen is for', async () => {
  serveApi({ [RECORDS]: page([]) });
  renderManage(LIST, PROVIDER);
  expect(await screen.findByRole('heading', { name: 'No unavailability recorded' })).toBeInTheDocument();
});

test('records an unavailability: asset, day-month-year dates reformatted, times joined as ISO date-times, reviewed, then saved', async () => {
  const api = serveApi({
    'GET flex/assets/': assetsRoute,
    'POST flex/assetunavailability/': (req: Recorded) => json({ ...record(9, 0, 1), ...(req.body as object), asset_ref: 'BAT-008' }, { status: 201 }),
    [RECORDS]: page([]),
  });
  const seen = toasts();
  const { user } = renderManage(`${LIST}/change`, PROVIDER);
  expect(await screen.findByRole('heading', { level: 1, name: 'Record unavailability' })).toBeInTheDocument();

  await user.type(screen.getByRole('searchbox', { name: 'Find the asset by reference or name' }), 'harbour');
  await user.click(await screen.findByRole('button', { name: 'Choose BAT-008' }));
  expect(screen.getByText('BAT-008')).toBeInTheDocument();
  await fill(user, screen.getByRole('textbox', { name: /^From date/ }), '01/07/2026');
  expect(screen.getByRole('textbox', { name: /^From date/ })).toHaveValue('2026-07-01');
  await fill(user, screen.getByRole('textbox', { name: /^From time/ }), '08:00');
  await fill(user, screen.getByRole('textbox', { name: /^To date/ }), '02.07.2026');
  await fill(user, screen.getByRole('textbox', { name: /^To time/ }), '17:30');
  await fill(user, screen.getByRole('textbox', { name: /^Reason/ }), 'Transformer works');
  await user.click(screen.getByRole('button', { name: 'Review' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Confirm the unavailability' })).toBeInTheDocument();
  const summary = screen.getByLabelText('The unavailability to save');
  expect(summary).toHaveTextContent('BAT-008 Harbour battery');
  expect(summary).toHaveTextContent('1 Jul 2026, 08:00 BST (2026-07-01 07:00 UTC)');
  expect(summary).toHaveTextContent('2 Jul 2026, 17:30 BST (2026-07-02 16:30 UTC)');
  expect(api.callsTo('POST flex/assetunavailability/')).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(api.callsTo('POST flex/assetunavailability/')).toHaveLength(1));
  expect(api.callsTo('POST flex/assetunavailability/')[0]!.body).toEqual({
    flex_asset: 8,
    unavailable_from: '2026-07-01T07:00:00.000Z',
    unavailable_to: '2026-07-02T16:30:00.000Z',
    reason: 'Transformer works',
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Asset availability' })).toBeInTheDocument();
  expect(seen.seen).toContainEqual({ kind: 'success', title: 'The unavailability of BAT-008 was saved' });
  seen.stop();
});

test('does not go to review until from, to and reason are all set, and the end is after the start', async () => {
  serveApi({ 'GET flex/assets/': assetsRoute, 'GET flex/assets/7/': ASSETS[0] });
  const { user } = renderManage(`${LIST}/change?asset=7`, PROVIDER);
  expect(await screen.findByText('Riverside battery')).toBeInTheDocument();
  await fill(user, screen.getByRole('textbox', { name: /^From date/ }), '2026-12-01');
  await user.click(screen.getByRole('button', { name: 'Review' }));
  expect(screen.getByRole('textbox', { name: /^From time/ })).toHaveAccessibleDescription(expect.stringContaining('This field is required'));
  expect(screen.getByRole('textbox', { name: /^Reason/ })).toHaveAccessibleDescription(expect.stringContaining('This field is required'));
  await fill(user, screen.getByRole('textbox', { name: /^From time/ }), '25:00');
  expect(screen.getByRole('textbox', { name: /^From time/ })).toHaveAccessibleDescription(expect.stringContaining('Enter a time as HH:MM (24-hour).'));
  await fill(user, screen.getByRole('textbox', { name: /^From time/ }), '09:00');
  await fill(user, screen.getByRole('textbox', { name: /^To date/ }), '01-12-2026');
  await fill(user, screen.getByRole('textbox', { name: /^To time/ }), '08:00');
  await fill(user, screen.getByRole('textbox', { name: /^Reason/ }), 'Works');
  await user.click(screen.getByRole('button', { name: 'Review' }));
  expect(screen.getByRole('textbox', { name: /^To time/ })).toHaveAccessibleDescription(expect.stringContaining('The end must be after the start.'));
  expect(screen.getByRole('heading', { level: 1, name: 'Record unavailability' })).toBeInTheDocument();
});

test('changes a record: its values filled in, a refusal shown on the confirm screen, back to change with the values kept', async () => {
  const stored = record(4, 10, 24, { flex_asset: 7, asset_ref: 'BAT-007', asset_name: 'Riverside battery' });
  const api = serveApi({
    'GET flex/assetunavailability/4/': stored,
    'PATCH flex/assetunavailability/4/': json(
      { unavailable_from: ['This asset already has an unavailability from 2026-12-11 06:00 to 2026-12-11 10:00 (UTC) that overlaps this one; change that record instead.'] },
      { status: 400 },
    ),
  });
  const { user } = renderManage(`${LIST}/change?record=4`, PROVIDER);
  expect(await screen.findByRole('heading', { level: 1, name: 'Change an unavailability' })).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: /^From date/ })).toHaveValue('2026-12-11');
  expect(screen.getByRole('textbox', { name: /^From time/ })).toHaveValue('08:00');
  await fill(user, screen.getByRole('textbox', { name: /^Reason/ }), 'Longer works');
  await user.click(screen.getByRole('button', { name: 'Review' }));
  await user.click(await screen.findByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo('PATCH flex/assetunavailability/4/')).toHaveLength(1));
  expect(api.callsTo('PATCH flex/assetunavailability/4/')[0]!.body).toMatchObject({ flex_asset: 7, reason: 'Longer works', unavailable_from: '2026-12-11T08:00:00.000Z' });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The record was not saved');
  expect(alert).toHaveTextContent('overlaps this one');
  await user.click(screen.getByRole('link', { name: 'Change the details' }));
  expect(await screen.findByRole('textbox', { name: /^Reason/ })).toHaveValue('Longer works');
  expect(screen.getByRole('heading', { level: 1, name: 'Change an unavailability' })).toBeInTheDocument();
});

test('the confirm screen without a record says what to do', async () => {
  serveApi({});
  renderManage(`${LIST}/confirm`, PROVIDER);
  expect(await screen.findByRole('heading', { name: 'There is nothing to confirm' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Record unavailability' })).toHaveAttribute('href', '/manage/flexprovider/availability/change');
});
