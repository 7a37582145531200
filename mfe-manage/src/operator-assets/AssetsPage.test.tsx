import { screen, waitFor, within } from '@testing-library/react';
import type { Qualification } from 'shared-session';
import { json, page, queryOf, type Recorded } from '../test/manage';
import { OPERATOR_ID, PROVIDER_ID, qualification, renderScreen, summary } from '../qualification/testing';

const QUALIFIED = '/manage/systemoperator/assets/qualified';
const UNQUALIFIED = '/manage/systemoperator/assets/unqualified';
const REASONS = [
  { value: 'location', label: 'Location' },
  { value: 'capacity', label: 'Capacity' },
  { value: 'insufficient_experience', label: 'Insufficient experience' },
];

function routes(rows: Qualification[], onPatch?: (req: Recorded) => Response) {
  const current = new Map(rows.map((r) => [r.id, r]));
  const answer = (req: Recorded) => {
    const id = Number(/qualifications\/(\d+)\//.exec(req.url.pathname)![1]);
    const body = req.body as Partial<Qualification>;
    const before = current.get(id)!;
    const status = body.override_status ?? null;
    const after: Qualification = { ...before, override_status: status, override_reason: body.override_reason ?? null, eligibility_status: status ?? before.computed_status };
    current.set(id, after);
    return json(after);
  };
  return {
    'GET flex/qualificationsummary/': () => page([summary({ operator: OPERATOR_ID })]),
    'GET flex/qualifications/': (req: Recorded) => {
      const statuses = req.url.searchParams.get('eligibility_status__in')?.split(',');
      return page([...current.values()].filter((r) => !statuses || statuses.includes(r.eligibility_status)));
    },
    'GET flex/qualifications/override-reasons/': () => page(REASONS),
    'GET flex/flexproviders/': () => page([{ id: PROVIDER_ID, name: 'Brightgrid Energy' }]),
    ...Object.fromEntries(rows.map((r) => [`PATCH flex/qualifications/${r.id}/`, onPatch ?? answer])),
  };
}

test('disqualifying needs a reason from the override-reasons list: the negative override’s confirm is enabled only once one is chosen', async () => {
  const { user, api, toasts } = renderScreen(QUALIFIED, routes([qualification({ id: 501, ref: 'BAT-001' })]), { orgType: 'systemoperator' });
  const row = await screen.findByRole('row', { name: /BAT-001/ });
  expect(row).toHaveTextContent('Brightgrid Energy');
  expect(row).toHaveTextContent('Qualified');
  expect(queryOf(api.callsTo('GET flex/qualifications/')[0])).toEqual(expect.objectContaining({ eligibility_status__in: 'eligible,qualified' }));

  await user.click(within(row).getByRole('button', { name: 'Disqualify BAT-001' }));
  const dialog = screen.getByRole('dialog', { name: 'Disqualify asset' });
  expect(dialog).toHaveTextContent('Disqualify BAT-001 (Harbour battery) from Norwich winter peak?');
  const confirm = within(dialog).getByRole('button', { name: 'Disqualify' });
  expect(confirm).toBeDisabled();
  expect(within(dialog).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['location', 'capacity', 'insufficient_experience']);
  await user.click(within(dialog).getByRole('radio', { name: 'Insufficient experience' }));
  expect(confirm).toBeEnabled();
  await user.click(confirm);

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.callsTo('PATCH flex/qualifications/501/')[0]!.body).toEqual({ override_status: 'disqualified', override_reason: 'insufficient_experience' });
  const after = screen.getByRole('row', { name: /BAT-001/ });
  expect(after).toHaveTextContent('Disqualified');
  expect(after).toHaveTextContent('Disqualified by you: Insufficient experience');
  expect(toasts).toEqual([
    { kind: 'success', title: 'BAT-001 disqualified from Norwich winter peak', text: 'Its provider sees the reason on their asset eligibility screen.' },
  ]);

  // Re-qualifying clears the override: back to the computed status.
  await user.click(within(after).getByRole('button', { name: 'Re-qualify BAT-001' }));
  await waitFor(() => expect(api.callsTo('PATCH flex/qualifications/501/')).toHaveLength(2));
  expect(api.callsTo('PATCH flex/qualifications/501/')[1]!.body).toEqual({ override_status: null, override_reason: null });
  await waitFor(() => expect(within(screen.getByRole('row', { name: /BAT-001/ })).getByRole('button', { name: 'Disqualify BAT-001' })).toBeInTheDocument());
});

test('cancelling the negative override changes nothing; the server’s refusal is shown in the modal', async () => {
  const { user, api } = renderScreen(
    QUALIFIED,
    routes([qualification({ id: 501 })], () => json({ override_reason: ['A reason is required to disqualify an asset.'] }, { status: 400 })),
    { orgType: 'systemoperator' },
  );
  await user.click(await screen.findByRole('button', { name: 'Disqualify BAT-001' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(api.callsTo('PATCH flex/qualifications/501/')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Disqualify BAT-001' }));
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('radio', { name: 'Location' }));
  await user.click(within(dialog).getByRole('button', { name: 'Disqualify' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('override_reason: A reason is required to disqualify an asset.');
});

test('unqualified assets: why in words, and the operator may qualify one anyway; a disqualified one the rules fail can have its disqualification removed', async () => {
  const rows = [
    qualification({
      id: 601,
      ref: 'PV-009',
      eligibility_status: 'ineligible',
      computed_status: 'ineligible',
      reasons: [{ code: 'location', message: 'Outside…', details: { distance_km: 2.4, buffer_km: 0 } }],
    }),
    qualification({ id: 602, ref: 'PV-010', eligibility_status: 'disqualified', computed_status: 'ineligible', override_status: 'disqualified', override_reason: 'deadline' }),
  ];
  const { user, api } = renderScreen(UNQUALIFIED, routes(rows), { orgType: 'systemoperator' });
  const out = await screen.findByRole('row', { name: /PV-009/ });
  expect(out).toHaveTextContent('Unqualified');
  expect(out).toHaveTextContent('Outside the competition boundary by 2.4 km');
  const removed = screen.getByRole('row', { name: /PV-010/ });
  expect(removed).toHaveTextContent('Disqualified by you: Missed the deadline');
  expect(within(removed).queryByRole('button', { name: /Re-qualify/ })).toBeNull();

  await user.click(within(out).getByRole('button', { name: 'Qualify anyway: PV-009' }));
  await waitFor(() => expect(api.callsTo('PATCH flex/qualifications/601/')).toHaveLength(1));
  expect(api.callsTo('PATCH flex/qualifications/601/')[0]!.body).toEqual({ override_status: 'qualified', override_reason: null });
  await waitFor(() => expect(screen.getByRole('row', { name: /PV-009/ })).toHaveTextContent('Qualified (by you)'));

  await user.click(within(screen.getByRole('row', { name: /PV-010/ })).getByRole('button', { name: 'Remove disqualification of PV-010' }));
  await waitFor(() => expect(screen.getByRole('row', { name: /PV-010/ })).toHaveTextContent('Unqualified'));
});

test('an operator without manage-competitions sees the assets but no override actions', async () => {
  renderScreen(QUALIFIED, routes([qualification({ id: 501 })]), { orgType: 'systemoperator', permissions: ['default', 'view-competitions'] });
  await screen.findByRole('row', { name: /BAT-001/ });
  expect(screen.queryByRole('button', { name: 'Disqualify BAT-001' })).toBeNull();
});

test('a flex provider gets the 404 on the operator’s asset screens', () => {
  renderScreen(QUALIFIED, {}, { orgType: 'flexprovider' });
  expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
});
