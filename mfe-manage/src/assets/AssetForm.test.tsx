import { screen, waitFor, within } from '@testing-library/react';
import { bus, type Toast } from 'shared-session';
import { json, renderManage, serveApi, type Recorded } from '../test/manage';
import { choose, fill } from '../competitions/create/testing';
import { asset, assetsRoute, PROVIDER, PROVIDER_ID, VOLTAGES } from './testing';

jest.setTimeout(30_000);

const PAGE = `/manage/flexprovider/${PROVIDER_ID}/flexassets`;

function serve(extra: Record<string, unknown> = {}) {
  return serveApi({ 'GET flex/assets/': assetsRoute([asset(1)]), 'GET flex/voltages/': VOLTAGES, ...extra });
}

function toasts() {
  const seen: Toast[] = [];
  const sub = bus.toast$.subscribe((t) => seen.push(t));
  return { seen, stop: () => sub.unsubscribe() };
}

async function fillRequired(user: Parameters<typeof fill>[0]) {
  await fill(user, await screen.findByRole('textbox', { name: /^Reference/ }), 'BAT-9');
  await fill(user, screen.getByRole('textbox', { name: /^Name/ }), 'Harbour battery');
  await choose(user, 'Type', 'Storage');
  await choose(user, 'Category', 'Storage');
  await choose(user, 'Connection voltage', '11 kV');
}

test('adds an asset located by postcode, with the server’s qualification in the toast, then shows the list', async () => {
  const api = serve({ 'POST flex/assets/': (req: Recorded) => json(asset(9, { ...(req.body as object), qualifying_competitions: [4, 7] } as never), { status: 201 }) });
  const seen = toasts();
  const { user } = renderManage(`${PAGE}?view=new`, PROVIDER);
  expect(await screen.findByRole('heading', { level: 1, name: 'Add an asset' })).toBeInTheDocument();
  await fillRequired(user);
  await fill(user, screen.getByRole('textbox', { name: /^Active export \(MW\)/ }), '2.5');
  await fill(user, screen.getByRole('textbox', { name: /^Export meter id/ }), ' EXP-9 ');
  await fill(user, screen.getByRole('textbox', { name: /^Postcode/ }), 'ne1  4st');
  expect(screen.getByRole('textbox', { name: /^Postcode/ })).toHaveValue('NE1 4ST');
  await user.click(screen.getByRole('button', { name: 'Add asset' }));

  await waitFor(() => expect(api.callsTo('POST flex/assets/')).toHaveLength(1));
  expect(api.callsTo('POST flex/assets/')[0]!.body).toEqual({
    ref: 'BAT-9',
    name: 'Harbour battery',
    asset_type: 'storage',
    asset_category: 'storage',
    status: 'operational',
    voltage_level: 11,
    active_export_capacity: 2.5,
    active_import_capacity: 0,
    reactive_export_capacity: 0,
    reactive_import_capacity: 0,
    export_meter_id: 'EXP-9',
    import_meter_id: null,
    postcode: 'NE1 4ST',
    location: null,
  });
  expect(await screen.findByRole('table', { name: 'Your assets' })).toBeInTheDocument();
  expect(seen.seen).toContainEqual({ kind: 'success', title: 'BAT-9 was added', text: 'It qualifies for 2 live competitions.' });
  seen.stop();
});

test('checks the fields before sending: required ones, capacities not below 0, a postcode', async () => {
  const api = serve();
  const { user } = renderManage(`${PAGE}?view=new`, PROVIDER);
  await screen.findByRole('heading', { level: 1, name: 'Add an asset' });
  await fill(user, await screen.findByRole('textbox', { name: /^Reactive import \(MVAr\)/ }), '-1');
  await user.click(screen.getByRole('button', { name: 'Add asset' }));
  expect(await screen.findByText('The asset was not saved. Correct the fields marked below.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^Reactive import \(MVAr\)/ })).toHaveAccessibleDescription('Ensure this value is greater than or equal to 0.');
  expect(screen.getByRole('textbox', { name: /^Reference/ })).toHaveAccessibleDescription(expect.stringContaining('This field is required'));
  expect(screen.getByRole('textbox', { name: /^Postcode/ })).toHaveAccessibleDescription(expect.stringContaining('This field is required'));
  expect(screen.getByRole('button', { name: /^Connection voltage/ })).toHaveAccessibleDescription(expect.stringContaining('This field is required'));
  await fill(user, screen.getByRole('textbox', { name: /^Postcode/ }), 'Nowhere');
  expect(screen.getByRole('textbox', { name: /^Postcode/ })).toHaveAccessibleDescription(expect.stringContaining('Enter a UK postcode, e.g. NE1 4ST, or its district, e.g. NE1.'));
  expect(api.callsTo('POST flex/assets/')).toHaveLength(0);
});

test('puts the server’s messages on their fields and keeps the form', async () => {
  const api = serve({
    'POST flex/assets/': json(
      { ref: ['You already have an asset with this reference.'], postcode: ['Unknown postcode district; check the postcode or pick the point on the map instead.'] },
      { status: 400 },
    ),
  });
  const { user } = renderManage(`${PAGE}?view=new`, PROVIDER);
  await screen.findByRole('heading', { level: 1, name: 'Add an asset' });
  await fillRequired(user);
  await fill(user, screen.getByRole('textbox', { name: /^Postcode/ }), 'ZZ9 9ZZ');
  await user.click(screen.getByRole('button', { name: 'Add asset' }));
  await waitFor(() => expect(api.callsTo('POST flex/assets/')).toHaveLength(1));
  expect(await screen.findByText('The asset was not saved. Correct the fields marked below.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^Reference/ })).toHaveAccessibleDescription(expect.stringContaining('You already have an asset with this reference.'));
  expect(screen.getByRole('textbox', { name: /^Postcode/ })).toHaveAccessibleDescription(expect.stringContaining('Unknown postcode district'));
  expect(screen.getByRole('heading', { level: 1, name: 'Add an asset' })).toBeInTheDocument();
});

test('locates by a point: typed coordinates, a map to pick on, and the point sent', async () => {
  const api = serve({ 'POST flex/assets/': (req: Recorded) => json(asset(9, req.body as never), { status: 201 }) });
  const { user } = renderManage(`${PAGE}?view=new`, PROVIDER);
  await screen.findByRole('heading', { level: 1, name: 'Add an asset' });
  await fillRequired(user);
  await user.click(screen.getByRole('radio', { name: 'By a point on the map' }));
  expect(await screen.findByRole('region', { name: 'Map to pick the asset’s point' })).toBeInTheDocument();
  await fill(user, screen.getByRole('textbox', { name: /^Latitude/ }), '-1.61');
  await fill(user, screen.getByRole('textbox', { name: /^Longitude/ }), '54.97');
  expect(screen.getByText('This point is outside Great Britain: check the latitude and longitude are not swapped.')).toBeInTheDocument();
  await fill(user, screen.getByRole('textbox', { name: /^Latitude/ }), '54.97');
  await fill(user, screen.getByRole('textbox', { name: /^Longitude/ }), '-1.61');
  expect(screen.queryByText(/outside Great Britain/)).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Add asset' }));
  await waitFor(() => expect(api.callsTo('POST flex/assets/')).toHaveLength(1));
  expect(api.callsTo('POST flex/assets/')[0]!.body).toMatchObject({ location: { type: 'Point', coordinates: [-1.61, 54.97] }, postcode: '' });
});

test('edits an asset: its values filled in, a patch sent, a point-located asset kept on its point', async () => {
  const stored = asset(5, { located_by: 'point', location: { type: 'Point', coordinates: [-1.5, 53.8] }, postcode: 'LS1 4AP', import_meter_id: 'IMP5' });
  const api = serve({
    'GET flex/assets/5/': stored,
    'PATCH flex/assets/5/': (req: Recorded) => json({ ...stored, ...(req.body as object) }),
  });
  const { user } = renderManage(`${PAGE}?view=edit&asset=5`, PROVIDER);
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit asset' })).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: /^Reference/ })).toHaveValue('BAT-0005');
  expect(screen.getByRole('radio', { name: 'By a point on the map' })).toBeChecked();
  expect(screen.getByRole('textbox', { name: /^Latitude/ })).toHaveValue('53.8');
  expect(screen.getByRole('button', { name: /^Connection voltage/ })).toHaveTextContent('11 kV');
  await fill(user, screen.getByRole('textbox', { name: /^Name/ }), 'Leeds battery');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(api.callsTo('PATCH flex/assets/5/')).toHaveLength(1));
  expect(api.callsTo('PATCH flex/assets/5/')[0]!.body).toMatchObject({
    name: 'Leeds battery',
    location: { type: 'Point', coordinates: [-1.5, 53.8] },
    postcode: 'LS1 4AP',
    import_meter_id: 'IMP5',
  });
  expect(await screen.findByRole('table', { name: 'Your assets' })).toBeInTheDocument();
});

test('an asset that is not the provider’s says so', async () => {
  serve({ 'GET flex/assets/77/': json({ detail: 'Not found.' }, { status: 404 }) });
  renderManage(`${PAGE}?view=edit&asset=77`, PROVIDER);
  expect(await screen.findByRole('heading', { name: 'This asset is not one of yours' })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Edit asset' })).getByRole('link', { name: 'Back to your assets' })).toHaveAttribute('href', PAGE);
});

test('without access to the manage area the provider sees the table only', async () => {
  serve();
  renderManage(`${PAGE}?view=new`, { ...PROVIDER, permissions: ['default', 'view-competitions'] });
  expect(await screen.findByRole('heading', { name: 'You cannot change assets' })).toBeInTheDocument();
});
