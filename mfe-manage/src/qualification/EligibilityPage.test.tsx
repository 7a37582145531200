import { screen, waitFor, within } from '@testing-library/react';
import { page, queryOf, type Recorded } from '../test/manage';
import { qualification, renderScreen, summary } from './testing';

const ASSETS = '/manage/flexprovider/qualification/assets';

const ROWS = [
  qualification({ id: 1, ref: 'BAT-001' }),
  qualification({
    id: 2,
    ref: 'BAT-002',
    eligibility_status: 'ineligible',
    computed_status: 'ineligible',
    reasons: [
      { code: 'voltage', message: 'Connection voltage 0.4 kV is outside 11 kV to 33 kV', details: { voltage_level: 0.4, min: 11, max: 33 } },
      { code: 'capacity', message: 'No active import capacity…', details: { field: 'active_import_capacity', value: 0, unit: 'MW' } },
    ],
  }),
  qualification({ id: 3, ref: 'BAT-003', eligibility_status: 'disqualified', override_status: 'disqualified', override_reason: 'capacity' }),
];

test('shows each asset’s eligibility per competition with the reasons in words, and the operator’s disqualification', async () => {
  const { user, api } = renderScreen(ASSETS, {
    'GET flex/qualificationsummary/': () => page([summary()]),
    'GET flex/qualifications/': (req: Recorded) => page(req.url.searchParams.get('competition') ? ROWS.slice(0, 1) : ROWS),
  });
  const failing = await screen.findByRole('row', { name: /BAT-002/ });
  expect(failing).toHaveTextContent('Not eligible');
  expect(failing).toHaveTextContent('Connection voltage 0.4 kV is outside 11 kV to 33 kV');
  expect(failing).toHaveTextContent('No active import capacity: the competition needs it above 0 MW');
  const out = screen.getByRole('row', { name: /BAT-003/ });
  expect(out).toHaveTextContent('Disqualified by the operator');
  expect(out).toHaveTextContent('Disqualified by the operator: Capacity');
  expect(within(screen.getByRole('row', { name: /BAT-001/ })).getByRole('link', { name: 'Norwich winter peak' })).toHaveAttribute('href', '/flexprovider/competitions/7');

  await user.click(screen.getByRole('button', { name: /^Status.*All statuses/ }));
  await user.click(screen.getByRole('option', { name: 'Disqualified by the operator' }));
  expect(screen.queryByRole('row', { name: /BAT-002/ })).toBeNull();

  await user.click(screen.getByRole('button', { name: /^Competition.*All competitions/ }));
  await user.click(screen.getByRole('option', { name: 'Norwich winter peak (NOR-7)' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?competition=7'));
  await waitFor(() => expect(queryOf(api.callsTo('GET flex/qualifications/').at(-1))).toEqual(expect.objectContaining({ competition: '7' })));
});
