import { screen, waitFor, within } from '@testing-library/react';
import { choose, fill, json, renderAt, serveApi, type RouteAnswer } from '../competitions/create/testing';
import { AlertsSection } from './AlertsSection';
import type { RegionPickerMapProps } from './RegionPickerMap';

// Leaflet does not draw in jsdom: each region of the map is a button that does what a click on it does.
jest.mock('./RegionPickerMap', () => ({
  __esModule: true,
  default: ({ area, chosen, onToggle, label }: RegionPickerMapProps) => (
    <div role="region" aria-label={label}>
      {area.regions.map((r) => (
        <button key={r.id} type="button" aria-pressed={chosen.includes(r.id)} onClick={() => onToggle(r)}>
          {r.name}
        </button>
      ))}
    </div>
  ),
}));
import type { Alert } from './api';

const PAGE = '/manage/flexprovider/subscriptions';

const base: Alert = {
  id: 7,
  organisation: 3,
  name: 'North evening peaks',
  operator: 31,
  operator_name: 'Northern Lines Networks',
  area_refs: [12],
  area_names: ['Norwich Main'],
  boundary: null,
  asset_types: ['storage'],
  voltages: [11],
  triggers: ['qualification_open', 'bidding_open'],
  channels: ['email', 'push'],
  frequency: 'immediate',
  is_paused: false,
  unsubscribed: null,
  created_by_name: 'Pat Provider',
  created: '2026-05-01T09:00:00Z',
  updated: '2026-05-01T09:00:00Z',
  last_notified: '2026-05-02T09:30:00Z',
  pending: 0,
};

function store(initial: Alert[], extra: Record<string, RouteAnswer> = {}) {
  let rows = [...initial];
  const routes: Record<string, RouteAnswer> = {
    'GET alerts/': () => json(rows),
    'GET alerts/markets/': [
      { operator: 31, name: 'Northern Lines Networks' },
      { operator: 32, name: 'Southern Wires' },
    ],
    'GET flex/voltages/': [
      { value: 0.24, label: '0.24 kV' },
      { value: 11, label: '11 kV' },
    ],
    'GET flex/gspregions/': [
      { id: 12, name: 'Norwich Main', gsp_group: '_A', area_km2: 100 },
      { id: 13, name: 'Walpole', gsp_group: '_A', area_km2: 90 },
    ],
    'PATCH alerts/7/': (req) => {
      const change = req.body as Partial<Alert>;
      rows = rows.map((r) => (r.id === 7 ? { ...r, ...change } : r));
      return json(rows.find((r) => r.id === 7));
    },
    'DELETE alerts/7/': () => {
      rows = rows.filter((r) => r.id !== 7);
      return new Response(null, { status: 204 });
    },
    ...extra,
  };
  return { routes, rows: () => rows };
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('lists the alerts with their market, area, assets, delivery and state, and pauses and resumes one', async () => {
  const s = store([base, { ...base, id: 8, name: 'South digest', operator_name: 'Southern Wires', area_refs: [], area_names: [], asset_types: [], voltages: [], frequency: 'daily', channels: ['email'], is_paused: true, unsubscribed: '2026-05-03T10:00:00Z', last_notified: null }]);
  const api = serveApi(s.routes);
  const { user } = renderAt(PAGE, PAGE, <AlertsSection />);
  const row = within(await screen.findByRole('rowheader', { name: 'North evening peaks' }).then((h) => h.closest('tr') as HTMLElement));
  expect(row.getByText('Northern Lines Networks')).toBeInTheDocument();
  expect(row.getByText('Norwich Main')).toBeInTheDocument();
  expect(row.getByText('Storage · 11 kV')).toBeInTheDocument();
  expect(row.getByText('E-mail, Live notification · At once')).toBeInTheDocument();
  expect(row.getByText('Active')).toBeInTheDocument();
  const south = within(rowOf('South digest'));
  expect(south.getByText('Whole market')).toBeInTheDocument();
  expect(south.getByText('Any · Any')).toBeInTheDocument();
  expect(south.getByText('Paused (unsubscribed by e-mail)')).toBeInTheDocument();
  expect(south.getByRole('button', { name: 'Resume South digest' })).toBeInTheDocument();

  await user.click(row.getByRole('button', { name: 'Pause North evening peaks' }));
  expect(await within(rowOf('North evening peaks')).findByText('Paused')).toBeInTheDocument();
  expect(api.callsTo('PATCH', 'alerts/7/')[0]!.body).toEqual({ is_paused: true });
  expect(screen.getByText('Alert “North evening peaks” paused.')).toHaveAttribute('role', 'status');
  await user.click(within(rowOf('North evening peaks')).getByRole('button', { name: 'Resume North evening peaks' }));
  expect(await within(rowOf('North evening peaks')).findByText('Active')).toBeInTheDocument();
});

test('creates an alert in the dialog: market, regions from the picker, events and channels', async () => {
  let created: unknown = null;
  const s = store([], {
    'POST alerts/': (req) => {
      created = req.body;
      return json({ ...base, id: 9, name: 'Walpole storage', area_refs: [13], area_names: ['Walpole'] }, { status: 201 });
    },
  });
  const api = serveApi(s.routes);
  const { user } = renderAt(PAGE, PAGE, <AlertsSection />);
  expect(await screen.findByText('No alerts yet. Create one to hear about new competitions near your assets.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'New alert' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'New alert' }));
  // Nothing chosen yet: the form says what is missing and sends nothing.
  await user.click(dialog.getByRole('button', { name: 'Save alert' }));
  expect(await dialog.findAllByText('This field is required')).toHaveLength(2);
  expect(api.callsTo('POST', 'alerts/')).toHaveLength(0);
  await fill(user, dialog.getByRole('textbox', { name: /Name/ }), 'Walpole storage');
  await choose(user, 'Market', 'Southern Wires', screen.getByRole('dialog'));
  await user.click(await dialog.findByRole('checkbox', { name: 'Walpole (_A)' }));
  await user.click(dialog.getByRole('checkbox', { name: 'A competition opens for bidding' }));
  await user.click(dialog.getByRole('checkbox', { name: 'Results are published' }));
  await user.click(dialog.getByRole('checkbox', { name: 'Webhook' }));
  await user.click(dialog.getByRole('radio', { name: 'Daily digest' }));
  await user.click(dialog.getByRole('button', { name: 'Save alert' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(created).toEqual({
    name: 'Walpole storage',
    operator: 32,
    area_refs: [13],
    asset_types: [],
    voltages: [],
    triggers: ['qualification_open', 'results_published'],
    channels: ['email', 'webhook'],
    frequency: 'daily',
  });
  expect(await screen.findByRole('rowheader', { name: 'Walpole storage' })).toBeInTheDocument();
  expect(screen.getByText('Alert “Walpole storage” saved.')).toHaveAttribute('role', 'status');
});

test('chooses the alert’s regions on the market’s map: a click adds a region, a second takes it out', async () => {
  let created: unknown = null;
  const region = (id: number, name: string) => ({ id, name, gsp_group: '_J', area_km2: 50, centre: [0.5, 51.2], boundary: [[[[0, 51], [1, 51], [1, 52], [0, 51]]]] });
  const s = store([], {
    'GET alerts/markets/32/area/': { groups: [{ code: '_J', name: 'South Eastern' }], regions: [region(40, 'Bolney'), region(41, 'Ninfield')], bbox: [0, 51, 1, 52], outline: [[[[0, 50], [2, 50], [2, 53], [0, 50]]]] },
    'POST alerts/': (req) => {
      created = req.body;
      return json({ ...base, id: 10, name: 'Bolney', operator: 32, area_refs: [40], area_names: ['Bolney'] }, { status: 201 });
    },
  });
  serveApi(s.routes);
  const { user } = renderAt(PAGE, PAGE, <AlertsSection />);
  await user.click(await screen.findByRole('button', { name: 'New alert' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'New alert' }));
  const open = dialog.getByRole('button', { name: 'Choose regions on the map' });
  await user.click(open);
  expect(open).toHaveAttribute('aria-expanded', 'true');
  expect(dialog.getByText('Choose the market first: the map shows its GSP regions.')).toBeInTheDocument();
  await fill(user, dialog.getByRole('textbox', { name: /Name/ }), 'Bolney');
  await choose(user, 'Market', 'Southern Wires', screen.getByRole('dialog'));
  const map = within(await dialog.findByRole('region', { name: 'Map of the market’s GSP regions' }));
  await user.click(map.getByRole('button', { name: 'Bolney' }));
  await user.click(map.getByRole('button', { name: 'Ninfield' }));
  expect(dialog.getByText('2 regions chosen')).toBeInTheDocument();
  await user.click(map.getByRole('button', { name: 'Ninfield' }));
  expect(dialog.getByText('1 region chosen')).toBeInTheDocument();
  expect(map.getByRole('button', { name: 'Bolney' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(dialog.getByRole('button', { name: 'Save alert' }));
  await waitFor(() => expect(created).toMatchObject({ name: 'Bolney', operator: 32, area_refs: [40] }));
});

test('shows the server’s messages on their fields', async () => {
  const s = store([base], {
    'PATCH alerts/7/': () => json({ area_refs: ['Unknown GSP region ids: 12.'] }, { status: 400 }),
  });
  serveApi(s.routes);
  const { user } = renderAt(PAGE, PAGE, <AlertsSection />);
  await user.click(await screen.findByRole('button', { name: 'Edit North evening peaks' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Change the alert' }));
  expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue('North evening peaks');
  expect(dialog.getByRole('list', { name: 'Chosen GSP regions' })).toHaveTextContent('Norwich Main');
  await user.click(dialog.getByRole('button', { name: 'Save alert' }));
  expect(await dialog.findByText('Unknown GSP region ids: 12.')).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('deletes an alert only once confirmed', async () => {
  const s = store([base]);
  const api = serveApi(s.routes);
  const { user } = renderAt(PAGE, PAGE, <AlertsSection />);
  await user.click(await screen.findByRole('button', { name: 'Delete North evening peaks' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Delete this alert?' })).getByRole('button', { name: 'Keep it' }));
  expect(api.callsTo('DELETE', 'alerts/7/')).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Delete North evening peaks' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Delete this alert?' })).getByRole('button', { name: 'Delete alert' }));
  await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'North evening peaks' })).not.toBeInTheDocument());
  expect(api.callsTo('DELETE', 'alerts/7/')).toHaveLength(1);
  expect(s.rows()).toEqual([]);
});
