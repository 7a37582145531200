import { screen, within } from '@testing-library/react';
import { choose } from '../competitions/create/testing';
import { json, queryOf, type Recorded } from '../test/manage';
import { application, attachment, outcome, record, renderAsProvider, sectionsFor } from './testing';

const RECORDS = [
  record(),
  record({ id: 8, system_operator: 32, system_operator_name: 'Southern Wires' }),
  record({ id: 9, system_operator: 33, system_operator_name: 'Central Grid Distribution' }),
  record({ id: 10, system_operator: 34, system_operator_name: 'Western & Highland Networks' }),
];

const DRAFT = { ...application({ id: 91, dps_record: 8, system_operator: 32, system_operator_name: 'Southern Wires', updated: '2026-03-03T10:00:00Z' }), sections: [1, 2], attachments: [] };
const APPROVED = application({
  status: 'approved',
  is_submitted: true,
  submitted: '2026-02-05T10:00:00Z',
  submitted_by_name: 'Priya Shah',
  sections: sectionsFor({}, [1, 2, 3, 4, 5]),
  attachments: [attachment()],
  outcome: outcome(),
});
const REJECTED = application({
  id: 80,
  dps_record: 10,
  system_operator: 34,
  system_operator_name: 'Western & Highland Networks',
  status: 'rejected',
  is_submitted: true,
  submitted: '2026-01-05T10:00:00Z',
  submitted_by_name: 'Priya Shah',
  outcome: outcome({ id: 4, is_approved: false, note: 'Public liability insurance is required.' }),
});

function applicationsRoute(req: Recorded) {
  return json(req.url.searchParams.get('is_submitted') === 'false' ? [DRAFT] : [APPROVED, REJECTED]);
}

test('lists drafts and submitted applications with their status and the operator’s note', async () => {
  const { api } = renderAsProvider('/manage/flexprovider/applications', { 'GET dps/records/': RECORDS, 'GET dps/applications/': applicationsRoute });
  expect(await screen.findByRole('heading', { level: 1, name: 'Company qualification' })).toBeInTheDocument();
  const drafts = await screen.findByRole('table', { name: 'Draft applications' });
  const draft = within(drafts).getByRole('rowheader', { name: 'Southern Wires' }).closest('tr')!;
  expect(draft).toHaveTextContent('2 of 5');
  expect(within(draft).getByRole('link', { name: 'Continue application to Southern Wires' })).toHaveAttribute('href', '/manage/flexprovider/applications/91/contracting');

  const submitted = screen.getByRole('table', { name: 'Submitted applications' });
  const approved = within(submitted).getByRole('rowheader', { name: 'Northern Lines Networks' }).closest('tr')!;
  expect(approved).toHaveTextContent('Approved');
  expect(approved).toHaveTextContent('Priya Shah');
  expect(approved).toHaveTextContent('Welcome aboard.');
  const rejected = within(submitted).getByRole('rowheader', { name: 'Western & Highland Networks' }).closest('tr')!;
  expect(rejected).toHaveTextContent('Rejected');
  expect(rejected).toHaveTextContent('Public liability insurance is required.');
  expect(within(rejected).getByRole('link', { name: 'View application to Western & Highland Networks' })).toHaveAttribute('href', '/manage/flexprovider/applications/80/contracting');

  const [draftsCall, submittedCall] = [api.callsTo('GET dps/applications/').find((c) => c.url.searchParams.get('is_submitted') === 'false'), api.callsTo('GET dps/applications/').find((c) => c.url.searchParams.get('is_submitted') === 'true')];
  expect(queryOf(draftsCall)).toMatchObject({ is_latest: 'true', is_submitted: 'false' });
  expect(queryOf(submittedCall)).toMatchObject({ is_submitted: 'true', expand: 'sections,outcome,attachments', ordering: '-created' });
});

test('starts an application to an operator not applied to yet (a rejected one may be applied to again) and opens its first stage', async () => {
  const created = application({ id: 95, dps_record: 9, system_operator: 33, system_operator_name: 'Central Grid Distribution' });
  const { user, api } = renderAsProvider('/manage/flexprovider/applications', {
    'GET dps/records/': RECORDS,
    'GET dps/applications/': applicationsRoute,
    'POST dps/applications/': json(created, { status: 201 }),
    'GET dps/applications/95/': created,
    'GET dps/records/9/': record({ id: 9 }),
  });
  await screen.findByRole('table', { name: 'Draft applications' });
  await user.click(screen.getByRole('button', { name: /^Operator to apply to/ }));
  const options = screen.getAllByRole('option').map((o) => o.textContent);
  expect(options).toEqual(['Central Grid Distribution', 'Western & Highland Networks']);
  await user.keyboard('{Escape}');

  await user.click(screen.getByRole('button', { name: 'Start application' }));
  expect(screen.getByText('Choose the operator to apply to.')).toBeInTheDocument();
  await choose(user, 'Operator to apply to', 'Central Grid Distribution');
  await user.click(screen.getByRole('button', { name: 'Start application' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Qualification application to Central Grid Distribution' })).toBeInTheDocument();
  expect(api.callsTo('POST dps/applications/')[0]!.body).toEqual({ dps_record: 9 });
  expect(window.location.pathname).toBe('/manage/flexprovider/applications/95/contracting');
});

test('says so when the application cannot be started, and when there is nothing yet', async () => {
  const { user } = renderAsProvider('/manage/flexprovider/applications', {
    'GET dps/records/': [record()],
    'GET dps/applications/': json([]),
    'POST dps/applications/': json({ detail: 'Your application to Northern Lines Networks is waiting for a decision.' }, { status: 409 }),
  });
  expect(await screen.findByText('You have no drafts. Start an application above; each stage you save is kept as a draft until you submit.')).toBeInTheDocument();
  expect(screen.getByText('You have not submitted an application yet. Submit a draft from its last stage.')).toBeInTheDocument();
  await choose(user, 'Operator to apply to', 'Northern Lines Networks');
  await user.click(screen.getByRole('button', { name: 'Start application' }));
  expect(await screen.findByText('Your application to Northern Lines Networks is waiting for a decision.')).toBeInTheDocument();
});
