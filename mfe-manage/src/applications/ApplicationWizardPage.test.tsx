import { screen, waitFor, within } from '@testing-library/react';
import { bus, type Toast } from 'shared-session';
import { json, type Recorded } from '../test/manage';
import type { FullApplication } from './api';
import { application, attachment, DEFINITIONS, outcome, question, record, renderAsProvider, sectionsFor } from './testing';

const BLANK = 'This field may not be blank.';
const BASE = '/manage/flexprovider/applications/90';

/** The complete answers of every section. */
const COMPLETE = {
  registered_name: 'Harbour Battery Co Ltd',
  organisation_type: 'limited',
  registration_country: 'GB',
  registered_postcode: 'LS1 4AP',
  company_website: 'www.harbour.test',
  trading_name_different: false,
  asset_relationship: 'owners',
  ownership_structure: 'We own and operate the batteries.',
  audit_details: 'ISO 9001 audit in 2025.',
  in_debt: false,
  contract_entity: true,
  contract_confirmation: false,
};

/** A fake dps/applications/90/ that keeps what is saved (PUT sections) and answers GETs with it. */
function server(initial: FullApplication = application()) {
  let current = initial;
  const puts: Array<{ number: number; body: { name: string; responses: Array<{ key: string; response: unknown }> } }> = [];
  return {
    puts,
    routes: {
      'GET dps/records/7/': record(),
      [`GET dps/applications/90/`]: () => json(current),
      ...Object.fromEntries(
        [1, 2, 3, 4, 5].map((n) => [
          `PUT dps/applications/90/sections/${n}/`,
          (req: Recorded) => {
            const body = req.body as (typeof puts)[number]['body'];
            puts.push({ number: n, body });
            const answers = Object.fromEntries(body.responses.map((r) => [r.key, r.response]));
            current = { ...current, sections: current.sections.map((s, i) => (s.number === n ? sectionsFor(answers, [n])[i]! : s)), updated: '2026-03-02T10:00:00Z' };
            return json(current);
          },
        ]),
      ),
    },
    set(next: FullApplication) {
      current = next;
    },
  };
}

let toasts: Toast[] = [];
let listening: { unsubscribe(): void } | null = null;
beforeEach(() => {
  toasts = [];
  listening = bus.toast$.subscribe((t) => toasts.push(t));
});
afterEach(() => listening?.unsubscribe());

test('shows the five stages, reveals conditional questions, checks limits at once and blanks only after Next, saves drafts', async () => {
  const fake = server();
  const { user } = renderAsProvider(`${BASE}/contracting`, fake.routes);
  expect(await screen.findByRole('heading', { level: 1, name: 'Qualification application to Northern Lines Networks' })).toBeInTheDocument();
  const stages = within(screen.getByRole('navigation', { name: 'Application stages' })).getAllByRole('link');
  expect(stages.map((s) => s.textContent)).toEqual([
    '1 Contracting organisationNot started',
    '2 Asset ownershipNot started',
    '3 Audit detailsNot started',
    '4 Legal questionsNot started',
    '5 Submit applicationNot started',
  ]);
  expect(stages[0]).toHaveAttribute('aria-current', 'step');
  expect(screen.getByText('Status:')).toBeInTheDocument();
  expect(screen.getByText('Draft')).toBeInTheDocument();
  // The country starts at GB, frequently chosen first.
  expect(screen.getByRole('combobox', { name: 'Country of registration' })).toHaveValue('GB');

  // Trading name appears only once the organisation says it trades under another name.
  expect(screen.queryByRole('textbox', { name: 'Trading name' })).toBeNull();
  await user.click(within(question(/trade under a name different/)).getByLabelText('Yes'));
  expect(screen.getByRole('textbox', { name: 'Trading name' })).toBeInTheDocument();

  // The §5 limit shows as soon as it is exceeded; blanks are not pointed out yet.
  const name = screen.getByRole('textbox', { name: 'Registered name of the organisation' });
  await user.click(name);
  await user.paste('N'.repeat(81));
  expect(screen.getByText('Ensure this field has no more than 80 characters.')).toBeInTheDocument();
  expect(screen.queryByText(BLANK)).toBeNull();

  await user.clear(name);
  await user.paste('Harbour Battery Co Ltd');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
  expect(fake.puts[0]).toEqual({
    number: 1,
    body: {
      name: 'contracting',
      responses: [
        { key: 'registered_name', response: 'Harbour Battery Co Ltd' },
        { key: 'organisation_type', response: null },
        { key: 'registration_country', response: 'GB' },
        { key: 'registered_postcode', response: null },
        { key: 'company_website', response: null },
        { key: 'trading_name_different', response: true },
        { key: 'trading_name', response: null },
      ],
    },
  });
  expect(screen.queryByText(BLANK)).toBeNull();

  // Next flags the stage: the blanks show, with a summary, and the stage stays.
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const summary = await screen.findByRole('alert');
  expect(summary).toHaveTextContent('Some answers need your attention:');
  expect(within(summary).getByRole('link', { name: `Type of organisation: ${BLANK}` })).toBeInTheDocument();
  expect(within(summary).getByRole('link', { name: `Trading name: ${BLANK}` })).toBeInTheDocument();
  await waitFor(() => expect(summary).toHaveFocus());
  expect(screen.getByRole('heading', { level: 2, name: '1 Contracting organisation' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Registered postcode' })).toHaveAccessibleDescription(BLANK);

  // Answer them (a "No" hides the trading name again) and move on.
  await user.click(screen.getByRole('button', { name: /^Type of organisation/ }));
  await user.click(screen.getByRole('option', { name: 'Private limited company' }));
  await user.click(screen.getByRole('textbox', { name: 'Registered postcode' }));
  await user.paste('LS1 4AP');
  await user.click(within(question(/trade under a name different/)).getByLabelText('No'));
  expect(screen.queryByRole('textbox', { name: 'Trading name' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { level: 2, name: '2 Asset ownership' })).toHaveFocus();
  expect(fake.puts.at(-1)!.body.responses).toEqual(expect.arrayContaining([{ key: 'organisation_type', response: 'limited' }, { key: 'trading_name_different', response: false }]));
  expect(fake.puts.at(-1)!.body.responses.map((r) => r.key)).not.toContain('trading_name');
  expect(within(screen.getByRole('navigation', { name: 'Application stages' })).getByRole('link', { name: /1 Contracting organisation/ })).toHaveTextContent('Complete');
  // A stage not yet flagged shows no blanks.
  expect(screen.queryByText(BLANK)).toBeNull();
});

test('shows the server’s per-field messages on their questions', async () => {
  const fake = server();
  const { user } = renderAsProvider(`${BASE}/contracting`, {
    ...fake.routes,
    'PUT dps/applications/90/sections/1/': json({ registered_postcode: ['Enter a postcode the Royal Mail knows.'], company_website: ['Enter a website address, e.g. www.example.com.'] }, { status: 400 }),
  });
  await user.click(await screen.findByLabelText('Company website'));
  await user.paste('not a site');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Some answers could not be saved; see the messages on the questions.');
  expect(screen.getByLabelText('Company website')).toHaveAccessibleDescription('e.g. www.example.com Enter a website address, e.g. www.example.com.');
  expect(screen.getByText('Enter a postcode the Royal Mail knows.')).toBeInTheDocument();
  expect(screen.queryByText('Draft saved.')).toBeNull();
  // Changing the answer clears the server's message for it.
  await user.type(screen.getByLabelText('Company website'), 'x');
  expect(screen.queryByText('Enter a website address, e.g. www.example.com.')).toBeNull();
});

test('attaches files through the upload call and downloads them by presigned link, with the spec’s notification on failure', async () => {
  const fake = server();
  const file = attachment();
  const { user, api } = renderAsProvider(`${BASE}/audit`, {
    ...fake.routes,
    'POST dps/applications/90/attachments/': () => {
      fake.set(application({ attachments: [file] }));
      return json(file, { status: 201 });
    },
    [`GET dps/applications/90/attachments/${file.key}/`]: { presigned_url: `http://api.test/dps/files/${file.key}/?expires=1&signature=abc`, filename: 'audit-2026.pdf' },
  });
  await user.upload(await screen.findByLabelText('Latest audit report or certificate'), new File(['%PDF-1.4'], 'audit-2026.pdf', { type: 'application/pdf' }));
  await user.click(screen.getByRole('button', { name: 'Attach file' }));
  const download = await screen.findByRole('button', { name: 'Download audit-2026.pdf' });
  const upload = api.callsTo('POST dps/applications/90/attachments/')[0]!;
  expect(String(upload.body)).toMatch(/name="question"\r\n\r\naudit_documents\r\n/);
  expect(String(upload.body)).toContain('filename="audit-2026.pdf"');
  expect(screen.getByRole('button', { name: 'Remove audit-2026.pdf' })).toBeInTheDocument();

  // The link is fetched without the auth header and saved under the file's name.
  const fetched: string[] = [];
  const realFetch = globalThis.fetch;
  const createObjectURL = jest.fn(() => 'blob:audit');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const saved = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL) => {
    fetched.push(String(url));
    return fetched.length === 1 ? new Response('%PDF-1.4') : new Response('', { status: 403 });
  }) as typeof fetch;
  try {
    await user.click(download);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect((saved.mock.contexts[0] as HTMLAnchorElement).download).toBe('audit-2026.pdf');
    expect(fetched[0]).toBe(`http://api.test/dps/files/${file.key}/?expires=1&signature=abc`);
    expect(toasts).toEqual([]);
    // A failed download (expired link, network) is the 'File download error' notification.
    await user.click(download);
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual({ kind: 'error', title: 'File download error', text: 'Download failed. Please try again. If the error persists please contact support' });
  } finally {
    globalThis.fetch = realFetch;
    saved.mockRestore();
  }
});

test('refuses an attachment with the server’s sentence', async () => {
  const fake = server();
  const { user } = renderAsProvider(`${BASE}/audit`, {
    ...fake.routes,
    'POST dps/applications/90/attachments/': json({ file: ['This file is a Windows program; programs cannot be attached.'] }, { status: 400 }),
  });
  await user.click(await screen.findByRole('button', { name: 'Attach file' }));
  expect(screen.getByText('Choose a file first.')).toBeInTheDocument();
  await user.upload(screen.getByLabelText('Latest audit report or certificate'), new File(['MZ'], 'setup.pdf'));
  await user.click(screen.getByRole('button', { name: 'Attach file' }));
  expect(await screen.findByText('This file is a Windows program; programs cannot be attached.')).toBeInTheDocument();
});

test('submits from the last stage: the stage is saved, then the submit block shows who submitted and when', async () => {
  const fake = server(application({ sections: sectionsFor(COMPLETE, [1, 2, 3, 4, 5]) }));
  const submitted = application({
    status: 'pending',
    is_submitted: true,
    submitted: '2026-03-05T10:00:00Z',
    submitted_by: 1,
    submitted_by_name: 'Nia Grant',
    sections: sectionsFor({ ...COMPLETE, contract_confirmation: true }, [1, 2, 3, 4, 5]),
  });
  const { user, api } = renderAsProvider(`${BASE}/submit`, { ...fake.routes, 'POST dps/applications/90/submit/': submitted });
  const submit = await screen.findByRole('button', { name: 'Submit application' });
  await user.click(screen.getByRole('checkbox', { name: 'I confirm that the information in this application is complete and accurate.' }));
  await user.click(submit);
  expect(await screen.findByText('Submitted by Nia Grant on 5 Mar 2026')).toBeInTheDocument();
  expect(fake.puts.at(-1)).toEqual({
    number: 5,
    body: { name: 'submit', responses: [{ key: 'contract_entity', response: true }, { key: 'contract_confirmation', response: true }] },
  });
  expect(api.callsTo('POST dps/applications/90/submit/')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Submitted' })).toBeDisabled();
  expect(screen.getByText('Pending')).toBeInTheDocument();
  expect(screen.getByText('Northern Lines Networks has not decided yet.')).toBeInTheDocument();
  expect(toasts).toEqual([{ kind: 'success', title: 'Application submitted' }]);
});

test('a refused submission points at the stages and questions still blank', async () => {
  const fake = server(application({ sections: sectionsFor(COMPLETE, [1, 2, 3, 4, 5]) }));
  const { user } = renderAsProvider(`${BASE}/submit`, {
    ...fake.routes,
    'POST dps/applications/90/submit/': json({ contract_confirmation: [BLANK], audit_details: [BLANK], detail: 'Complete these stages before submitting: 3 Audit details, 5 Submit application.' }, { status: 400 }),
  });
  await user.click(await screen.findByRole('button', { name: 'Submit application' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Complete these stages before submitting: 3 Audit details, 5 Submit application.');
  expect(within(alert).getByRole('link', { name: `${DEFINITIONS.fields.contract_confirmation!.question}: ${BLANK}` })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Application stages' })).getByRole('link', { name: /3 Audit details/ })).toHaveTextContent('Needs answers');
  expect(screen.getByRole('button', { name: 'Submit application' })).toBeEnabled();
});

test('a submitted application reads as its answers, with its outcome', async () => {
  const decided = application({
    status: 'rejected',
    is_submitted: true,
    submitted: '2026-03-05T10:00:00Z',
    submitted_by_name: 'Nia Grant',
    sections: sectionsFor(COMPLETE, [1, 2, 3, 4, 5]),
    outcome: outcome({ is_approved: false, note: 'Please add your insurance certificates.' }),
  });
  renderAsProvider(`${BASE}/contracting`, { 'GET dps/records/7/': record(), 'GET dps/applications/90/': decided });
  expect(await screen.findByText('Rejected')).toBeInTheDocument();
  expect(screen.getByText(/Their note: Please add your insurance certificates\./)).toBeInTheDocument();
  const answers = screen.getByRole('heading', { level: 2, name: '1 Contracting organisation' }).closest('section')!;
  expect(within(answers).getByText('Registered name of the organisation').nextSibling).toHaveTextContent('Harbour Battery Co Ltd');
  expect(within(answers).getByText('Country of registration').nextSibling).toHaveTextContent('United Kingdom');
  expect(within(answers).getByText(/trade under a name different/).nextSibling).toHaveTextContent('No');
  expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  expect(screen.queryByRole('textbox')).toBeNull();
});

test('an application that is not the provider’s is not found', async () => {
  renderAsProvider(`${BASE}/contracting`, { 'GET dps/applications/90/': json({ detail: 'Not found.' }, { status: 404 }) });
  expect(await screen.findByRole('heading', { name: 'Application not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See your applications' })).toHaveAttribute('href', '/manage/flexprovider/applications');
});
