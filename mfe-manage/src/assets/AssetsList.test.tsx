import { screen, waitFor, within } from '@testing-library/react';
import { bus, type Toast } from 'shared-session';
import { answerNextConfirmation, json, queryOf, renderManage, serveApi, type Recorded } from '../test/manage';
import { choose } from '../competitions/create/testing';
import { TABLE_FIELDS } from './api';
import { asset, assetsRoute, PROVIDER, PROVIDER_ID, VOLTAGES } from './testing';

// A page of 50 rows with 14 columns renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

const LIST = 'GET flex/assets/';
const PAGE = `/manage/flexprovider/${PROVIDER_ID}/flexassets`;
const MANY = Array.from({ length: 120 }, (_, i) => asset(i + 1));

function serve(assets = MANY, extra: Record<string, unknown> = {}) {
  return serveApi({ [LIST]: assetsRoute(assets), 'GET flex/voltages/': VOLTAGES, ...extra });
}

const lastQuery = (api: ReturnType<typeof serve>) => queryOf(api.callsTo(LIST).at(-1));

test('shows a page of the organisation’s assets from the server, with every column and the total', async () => {
  const api = serve();
  renderManage(PAGE, PROVIDER);
  const table = await screen.findByRole('table', { name: 'Your assets' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(51));
  expect(queryOf(api.callsTo(LIST)[0])).toEqual({ is_active: 'true', ordering: 'ref', fields: TABLE_FIELDS, limit: '50', offset: '0' });
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'Reference',
    'Name',
    'Type',
    'Category',
    'Active export (MW)',
    'Active import (MW)',
    'Reactive export (MVAr)',
    'Reactive import (MVAr)',
    'Voltage',
    'Status',
    'Export meter',
    'Import meter',
    'Postcode',
    'Actions',
  ].map((h) => expect.stringContaining(h)));
  const first = within(table).getByRole('rowheader', { name: 'BAT-0001' }).closest('tr') as HTMLElement;
  expect(within(first).getAllByRole('cell').map((c) => c.textContent).slice(0, 12)).toEqual([
    'Site 1',
    'Thermal',
    'Thermal',
    '0.1',
    '0',
    '0',
    '0.25',
    '11 kV',
    'Operational',
    'EXP1',
    '—',
    'NE1 4ST',
  ]);
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  await screen.findByRole('link', { name: 'Add an asset' });
  expect(screen.getByRole('link', { name: 'Upload a CSV of assets' })).toHaveAttribute('href', `${PAGE}?view=upload`);
});

test('pages and sorts on the server', async () => {
  const api = serve();
  const { user } = renderManage(PAGE, PROVIDER);
  await screen.findByRole('rowheader', { name: 'BAT-0001' });
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(lastQuery(api)).toMatchObject({ offset: '50', limit: '50' }));
  expect(await screen.findByRole('rowheader', { name: 'BAT-0051' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /Active export \(MW\)/ }));
  await waitFor(() => expect(lastQuery(api)).toMatchObject({ ordering: 'active_export_capacity', offset: '0' }));
  await user.click(screen.getByRole('button', { name: /Active export \(MW\)/ }));
  await waitFor(() => expect(lastQuery(api)).toMatchObject({ ordering: '-active_export_capacity' }));
  expect(await screen.findByRole('rowheader', { name: 'BAT-0120' })).toBeInTheDocument();
});

test('searches and filters on the server, from the first page', async () => {
  const api = serve();
  const { user } = renderManage(PAGE, PROVIDER);
  await screen.findByRole('rowheader', { name: 'BAT-0001' });
  await user.type(screen.getByRole('searchbox'), 'exp11');
  await waitFor(() => expect(lastQuery(api)).toMatchObject({ search: 'exp11' }));
  await waitFor(() => expect(screen.getAllByRole('rowheader').map((r) => r.textContent)).toEqual(['BAT-0011', ...Array.from({ length: 10 }, (_, i) => `BAT-011${i}`)]));
  await user.clear(screen.getByRole('searchbox'));

  await choose(user, 'Filter by type', 'Storage');
  await waitFor(() => expect(lastQuery(api)).toMatchObject({ asset_type: 'storage' }));
  await choose(user, 'Filter by status', 'Maintenance');
  await choose(user, 'Filter by voltage', '33 kV');
  await waitFor(() => expect(lastQuery(api)).toEqual({ asset_type: 'storage', status: 'maintenance', voltage_level: '33', is_active: 'true', ordering: 'ref', fields: TABLE_FIELDS, limit: '50', offset: '0' }));
  await waitFor(() => expect(screen.getAllByRole('rowheader').map((r) => r.textContent)).toEqual(['BAT-0030', 'BAT-0060', 'BAT-0090', 'BAT-0120']));
  await choose(user, 'Show', 'All assets');
  await waitFor(() => expect(lastQuery(api).is_active).toBeUndefined());
});

test('the CSV export holds every matching asset, fetched page by page', async () => {
  const api = serve();
  const created: Blob[] = [];
  const original = URL.createObjectURL;
  URL.createObjectURL = jest.fn((b: Blob) => (created.push(b), 'blob:x'));
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  try {
    const { user } = renderManage(PAGE, PROVIDER);
    await screen.findByRole('rowheader', { name: 'BAT-0001' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(queryOf(api.callsTo(LIST).at(-1))).toEqual({ is_active: 'true', ordering: 'ref', fields: TABLE_FIELDS, limit: '1000', offset: '0' });
    const lines = (await (created[0] as Blob).text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Name,Type,Category,Active export (MW),Active import (MW),Reactive export (MVAr),Reactive import (MVAr),Voltage,Status,Export meter,Import meter,Postcode',
    );
    expect(lines.filter((l) => l.startsWith('BAT-'))).toHaveLength(120);
    expect(lines[1]).toBe('BAT-0001,Site 1,Thermal,Thermal,0.1,0,0,0.25,11,Operational,EXP1,,NE1 4ST');
  } finally {
    URL.createObjectURL = original;
    click.mockRestore();
  }
});

test('deactivates an asset only after confirmation, then reads the page again', async () => {
  const assets = MANY.slice(0, 3);
  const api = serve(assets, {
    'POST flex/assets/2/set_inactive/': (req: Recorded) => {
      void req;
      assets[1] = { ...assets[1]!, is_active: false };
      return json(assets[1]);
    },
  });
  const toasts: Toast[] = [];
  const sub = bus.toast$.subscribe((t) => toasts.push(t));
  const { user } = renderManage(PAGE, PROVIDER);
  await screen.findByRole('rowheader', { name: 'BAT-0002' });

  const no = answerNextConfirmation(false);
  await user.click(screen.getByRole('button', { name: 'Deactivate BAT-0002' }));
  await waitFor(() => expect(no.seen).toHaveLength(1));
  expect(no.seen[0]).toEqual(expect.objectContaining({ title: 'Deactivate BAT-0002?', confirmLabel: 'Deactivate asset' }));
  expect(api.callsTo('POST flex/assets/2/set_inactive/')).toHaveLength(0);

  answerNextConfirmation(true);
  await user.click(screen.getByRole('button', { name: 'Deactivate BAT-0002' }));
  await waitFor(() => expect(api.callsTo('POST flex/assets/2/set_inactive/')).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'BAT-0002' })).toBeNull());
  expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'BAT-0002 was deactivated' }));
  sub.unsubscribe();
});

test('a refused deactivation is reported with the server’s message', async () => {
  serve(MANY.slice(0, 2), { 'POST flex/assets/1/set_inactive/': json({ detail: 'The asset is in a ballot.' }, { status: 409 }) });
  const toasts: Toast[] = [];
  const sub = bus.toast$.subscribe((t) => toasts.push(t));
  const { user } = renderManage(PAGE, PROVIDER);
  answerNextConfirmation(true);
  await user.click(await screen.findByRole('button', { name: 'Deactivate BAT-0001' }));
  await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', title: 'BAT-0001 could not be deactivated', text: 'The asset is in a ballot.' }));
  sub.unsubscribe();
});

test('a provider with no assets is told how to add them', async () => {
  serve([]);
  renderManage(PAGE, PROVIDER);
  expect(await screen.findByRole('heading', { name: 'You have no assets yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add your first asset' })).toHaveAttribute('href', `${PAGE}?view=new`);
});

test('another organisation’s assets are not shown, and operators do not have this screen', async () => {
  const api = serve();
  renderManage('/manage/flexprovider/99/flexassets', PROVIDER);
  expect(await screen.findByRole('heading', { name: 'These assets are not yours to see' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: "Go to your organisation's assets" })).toHaveAttribute('href', PAGE);
  expect(api.callsTo(LIST)).toHaveLength(0);
});

test('the own-organisation path lists the same assets', async () => {
  serve();
  renderManage('/manage/flexprovider/flexassets', PROVIDER);
  expect(await screen.findByRole('rowheader', { name: 'BAT-0001' })).toBeInTheDocument();
});

test('an operator gets the not-found page', async () => {
  serve();
  renderManage(PAGE, { orgType: 'systemoperator', orgId: 31 });
  expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
});
