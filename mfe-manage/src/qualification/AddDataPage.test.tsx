import { screen, waitFor, within } from '@testing-library/react';
import type { AssetDataGap } from 'shared-session';
import { json, page, type Recorded } from '../test/manage';
import { renderScreen } from './testing';

const ADD_DATA = '/manage/flexprovider/qualification/add-data';

function gap(patch: Partial<AssetDataGap>): AssetDataGap {
  return {
    id: 1,
    ref: 'DSR-001',
    name: 'Depot demand response',
    asset_type: 'demand_side_response',
    postcode: 'NE1',
    location: null,
    voltage_level: 11,
    active_export_capacity: 1,
    active_import_capacity: 0,
    reactive_export_capacity: 0,
    reactive_import_capacity: 0,
    missing: ['location'],
    competitions: [],
    ...patch,
  };
}

const GAPS = [
  gap({}),
  gap({
    id: 2,
    ref: 'BAT-002',
    name: 'Quay battery',
    asset_type: 'storage',
    location: { type: 'Point', coordinates: [-1.6, 54.9] },
    voltage_level: null,
    missing: ['voltage_level', 'active_import_capacity'],
    competitions: [{ id: 7, name: 'Tyneside turn-up', reference: 'TYN-7', status: 'qualifying', missing: ['voltage_level', 'active_import_capacity'] }],
  }),
];

const VOLTAGES = [
  { value: 0.4, label: '0.4 kV' },
  { value: 11, label: '11 kV' },
];

function routes(patchAnswer: (req: Recorded) => Response) {
  let gaps = GAPS;
  return {
    'GET flex/assetdatagaps/': () => page(gaps),
    'GET flex/voltages/': () => page(VOLTAGES),
    'PATCH flex/assets/2/': (req: Recorded) => {
      const answer = patchAnswer(req);
      if (answer.ok) gaps = gaps.filter((g) => g.id !== 2);
      return answer;
    },
    'PATCH flex/assets/1/': (req: Recorded) => patchAnswer(req),
  };
}

test('lists what each asset is missing and for which competitions, and completes it in place', async () => {
  const { user, api, toasts } = renderScreen(ADD_DATA, routes(() => json({ id: 2 })));
  const row = await screen.findByRole('row', { name: /BAT-002/ });
  expect(row).toHaveTextContent('Connection voltage');
  expect(row).toHaveTextContent('Active import capacity');
  expect(within(row).getByRole('link', { name: 'Tyneside turn-up' })).toHaveAttribute('href', '/flexprovider/competitions/7');
  expect(screen.getByRole('row', { name: /DSR-001/ })).toHaveTextContent('Every competition: without a location it lies in none');

  await user.click(within(row).getByRole('button', { name: 'Complete data of BAT-002' }));
  const dialog = screen.getByRole('dialog', { name: 'Complete asset data' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByText('Choose the connection voltage.')).toBeInTheDocument();
  expect(within(dialog).getByText('Enter a capacity above 0, e.g. 1.5.')).toBeInTheDocument();
  expect(api.callsTo('PATCH flex/assets/2/')).toHaveLength(0);

  await user.selectOptions(within(dialog).getByLabelText('Connection voltage'), '11');
  await user.type(within(dialog).getByLabelText('Active import capacity (MW)'), '1.5');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.callsTo('PATCH flex/assets/2/')[0]!.body).toEqual({ voltage_level: 11, active_import_capacity: 1.5 });
  expect(toasts).toEqual([{ kind: 'success', title: 'BAT-002 saved', text: 'Its qualification was checked again.' }]);
  await waitFor(() => expect(screen.queryByRole('row', { name: /BAT-002/ })).toBeNull());
});

test('locates an asset by postcode and shows the server’s message on the field', async () => {
  const { user, api } = renderScreen(
    ADD_DATA,
    routes(() => json({ postcode: ['Unknown postcode district; check the postcode or pick the point on the map instead.'] }, { status: 400 })),
  );
  await user.click(await screen.findByRole('button', { name: 'Complete data of DSR-001' }));
  const dialog = screen.getByRole('dialog', { name: 'Complete asset data' });
  const postcode = within(dialog).getByLabelText('Postcode');
  expect(postcode).toHaveValue('NE1');
  await user.clear(postcode);
  await user.type(postcode, 'ZZ99');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo('PATCH flex/assets/1/')).toHaveLength(1));
  expect(api.callsTo('PATCH flex/assets/1/')[0]!.body).toEqual({ postcode: 'ZZ99', location: null });
  expect(await within(dialog).findByText('Unknown postcode district; check the postcode or pick the point on the map instead.', { selector: '.qualification__field-error' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Postcode')).toHaveAttribute('aria-invalid', 'true');

  await user.click(within(dialog).getByRole('radio', { name: 'By coordinates' }));
  await user.type(within(dialog).getByLabelText('Latitude'), '54.97');
  await user.type(within(dialog).getByLabelText('Longitude'), '-1.61');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo('PATCH flex/assets/1/')).toHaveLength(2));
  expect(api.callsTo('PATCH flex/assets/1/')[1]!.body).toEqual({ location: { type: 'Point', coordinates: [-1.61, 54.97] } });
});

test('filters by what is missing, and says when everything is complete', async () => {
  const { user } = renderScreen(ADD_DATA, routes(() => json({})));
  await screen.findByRole('row', { name: /BAT-002/ });
  await user.click(screen.getByRole('button', { name: /^Missing.*Anything missing/ }));
  await user.click(screen.getByRole('option', { name: 'Location' }));
  expect(screen.queryByRole('row', { name: /BAT-002/ })).toBeNull();
  expect(screen.getByRole('row', { name: /DSR-001/ })).toBeInTheDocument();
});

test('with nothing missing, points to asset eligibility', async () => {
  renderScreen(ADD_DATA, { 'GET flex/assetdatagaps/': () => page([]), 'GET flex/voltages/': () => page(VOLTAGES) });
  expect(await screen.findByText('Your asset data is complete')).toBeInTheDocument();
});
