import { screen, waitFor, within } from '@testing-library/react';
import { json, queryOf } from '../test/manage';
import { application, attachment, outcome, record, renderAsOperator, sectionsFor } from './testing';

const ANSWERS = {
  registered_name: 'Harbour Battery Co Ltd',
  organisation_type: 'limited',
  registration_country: 'GB',
  registered_postcode: 'LS1 4AP',
  trading_name_different: false,
  ownership_structure: 'We own and operate the batteries.',
  audit_details: 'ISO 9001 audit in 2025.',
  contract_confirmation: true,
};
const PENDING = application({
  status: 'pending',
  is_submitted: true,
  submitted: '2026-03-05T10:00:00Z',
  submitted_by_name: 'Hal Jones',
  sections: sectionsFor({ ...ANSWERS, audit_documents: ['audit-2026.pdf'] }, [1, 2, 3, 4, 5]),
  attachments: [attachment()],
});
const APPROVED = application({ id: 70, flex_provider: 42, flex_provider_name: 'Brightgrid Energy', status: 'approved', is_submitted: true, submitted: '2026-01-05T10:00:00Z', outcome: outcome({ id: 9, application: 70 }) });

test('lists the applications to the operator’s DPS, pending first, with a way to review each', async () => {
  const { api, user } = renderAsOperator('/manage/systemoperator/applications', { 'GET dps/applications/': [APPROVED, PENDING] });
  const table = await screen.findByRole('table', { name: 'Applications to your DPS' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent('Harbour Battery Co');
  expect(rows[0]).toHaveTextContent('Pending');
  expect(within(rows[0]!).getByRole('link', { name: 'Review Harbour Battery Co' })).toHaveAttribute('href', '/manage/systemoperator/applications/90');
  expect(rows[1]).toHaveTextContent('Approved');
  expect(rows[1]).toHaveTextContent('Olivia Barker');
  expect(queryOf(api.callsTo('GET dps/applications/')[0])).toMatchObject({ expand: 'outcome', ordering: '-submitted' });

  await user.click(screen.getByRole('button', { name: /^Show applications/ }));
  await user.click(screen.getByRole('option', { name: 'Approved' }));
  await waitFor(() => expect(within(table).queryByText('Harbour Battery Co')).toBeNull());
  expect(within(table).getByText('Brightgrid Energy')).toBeInTheDocument();
});

test('shows an application’s answers and files, and approves it with a note', async () => {
  const decided = outcome({ note: 'Welcome aboard.' });
  const { user, api } = renderAsOperator('/manage/systemoperator/applications/90', {
    'GET dps/applications/90/': PENDING,
    'GET dps/records/7/': record(),
    'POST dps/outcomes/': json(decided, { status: 201 }),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Application from Harbour Battery Co' })).toBeInTheDocument();
  expect(screen.getByText('Pending')).toBeInTheDocument();
  expect(screen.getByText(/Submitted by Hal Jones on/)).toBeInTheDocument();
  const contracting = screen.getByRole('heading', { level: 2, name: '1 Contracting organisation' }).closest('section')!;
  expect(within(contracting).getByText('Type of organisation').nextSibling).toHaveTextContent('Private limited company');
  expect(within(contracting).getByText('Country of registration').nextSibling).toHaveTextContent('United Kingdom');
  expect(within(screen.getByRole('heading', { level: 2, name: 'Attached files' }).closest('section')!).getByRole('button', { name: 'Download audit-2026.pdf' })).toBeInTheDocument();

  const approve = screen.getByRole('button', { name: 'Approve' });
  await user.click(approve);
  const dialog = screen.getByRole('dialog', { name: 'Approve Harbour Battery Co?' });
  await user.type(within(dialog).getByLabelText('Note to the provider (optional)'), 'Welcome aboard.');
  await user.click(within(dialog).getByRole('button', { name: 'Approve application' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.callsTo('POST dps/outcomes/')[0]!.body).toEqual({ application: 90, is_approved: true, note: 'Welcome aboard.' });
  expect(screen.getByText('Approved')).toBeInTheDocument();
  expect(screen.getByText(/Their note: Welcome aboard\./)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
});

test('rejecting needs a note; Cancel returns focus to the button that opened the dialog', async () => {
  const { user, api } = renderAsOperator('/manage/systemoperator/applications/90', {
    'GET dps/applications/90/': PENDING,
    'GET dps/records/7/': record(),
    'POST dps/outcomes/': json({ detail: 'This application has already been decided.' }, { status: 409 }),
  });
  const reject = await screen.findByRole('button', { name: 'Reject' });
  await user.click(reject);
  const dialog = screen.getByRole('dialog', { name: 'Reject Harbour Battery Co’s application?' });
  await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Tell the provider why the application is rejected.');
  expect(api.callsTo('POST dps/outcomes/')).toHaveLength(0);

  await user.type(within(dialog).getByRole('textbox', { name: 'Note to the provider (required)' }), 'Missing insurance.');
  await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));
  expect(await within(dialog).findByText('This application has already been decided.')).toBeInTheDocument();
  expect(api.callsTo('POST dps/outcomes/')[0]!.body).toEqual({ application: 90, is_approved: false, note: 'Missing insurance.' });

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(reject).toHaveFocus());
});

test('an operator without the permission to decide reads the application only', async () => {
  renderAsOperator('/manage/systemoperator/applications/90', { 'GET dps/applications/90/': PENDING, 'GET dps/records/7/': record() }, ['default']);
  expect(await screen.findByText('Deciding needs permission to manage competitions. Ask your team admin.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
});
