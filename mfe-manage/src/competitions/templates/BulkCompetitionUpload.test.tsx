import { screen, waitFor, within } from '@testing-library/react';
import { json, renderAt, serveApi, type RouteAnswer } from '../create/testing';
import { BulkCompetitionUpload } from './BulkCompetitionUpload';
import { TemplatesPage } from './TemplatesPage';

const PAGE = '/manage/systemoperator/competitions/templates';

type Stage = { name: 'received' | 'scanned' | 'parsed' | 'applied'; state: 'pending' | 'running' | 'done' | 'failed'; message?: string };

function status(patch: Record<string, unknown>) {
  return {
    id: 4,
    kind: 'competitions',
    organisation: 31,
    filename: 'three-competitions.csv',
    size: 2048,
    status: 'Uploaded',
    code: 'u',
    done: false,
    stages: [
      { name: 'received', state: 'done' },
      { name: 'scanned', state: 'pending' },
      { name: 'parsed', state: 'pending' },
      { name: 'applied', state: 'pending' },
    ] as Stage[],
    errors: [],
    result: null,
    job: 'job-1',
    download_url: null,
    created: '2026-06-01T10:00:00Z',
    updated: '2026-06-01T10:00:00Z',
    ...patch,
  };
}

const failed = status({
  status: 'Error',
  code: 'e',
  done: true,
  stages: [
    { name: 'received', state: 'done' },
    { name: 'scanned', state: 'done' },
    { name: 'parsed', state: 'failed', message: '1 row has problems.' },
    { name: 'applied', state: 'pending' },
  ],
  errors: [{ row: 3, column: 'F', field: 'closed', message: 'Must not be before bidding opens.' }],
});

const ready = status({
  status: 'Ready',
  code: 'r',
  done: true,
  stages: [
    { name: 'received', state: 'done' },
    { name: 'scanned', state: 'done' },
    { name: 'parsed', state: 'done' },
    { name: 'applied', state: 'done' },
  ],
  result: { created: [41, 42, 43] },
});

function routes(final: object, extra: Record<string, RouteAnswer> = {}): Record<string, RouteAnswer> {
  return {
    'GET flex/competitions/': (req) => {
      const ids = req.url.searchParams.get('ids');
      if (!ids) return json([{ id: 5, name: 'Norwich North', reference: 'NN-1' }]);
      return json(ids.split(',').map((id) => ({ id: Number(id), name: `Bulk ${id}`, reference: `B-${id}` })));
    },
    'GET flex/competitiontemplates/': [],
    'POST files/upload/competitions/': json(status({}), { status: 201 }),
    'GET files/uploads/4/': final,
    'GET files/uploads/': [],
    ...extra,
  };
}

const csv = () => new File(['reference,name\nA,One\n'], 'three-competitions.csv', { type: 'text/csv' });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a file with a bad row shows its stages and per-row problems, and says nothing was created', async () => {
  const api = serveApi(routes(failed));
  const { user } = renderAt(PAGE, PAGE, <TemplatesPage />);
  const bulk = (await screen.findByRole('heading', { name: 'Create competitions in bulk' })).closest('section') as HTMLElement;
  await user.upload(within(bulk).getByLabelText('Competitions CSV file'), csv());
  await user.click(within(bulk).getByRole('button', { name: 'Upload' }));

  const dialog = await screen.findByRole('dialog', { name: 'Creating competitions from your file' });
  await waitFor(() => expect(within(dialog).getByRole('list', { name: 'Stages' })).toHaveTextContent('Failed'));
  expect(within(dialog).getByRole('list', { name: 'Stages' })).toHaveTextContent('1 row has problems.');
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));

  expect(within(bulk).getByText('The file has errors. Nothing was created: correct the file and upload it again.')).toBeInTheDocument();
  const problems = within(bulk).getByRole('table', { name: 'Problems in three-competitions.csv' });
  const row = within(problems).getByRole('rowheader', { name: '3' }).closest('tr') as HTMLElement;
  expect(row).toHaveTextContent('F');
  expect(row).toHaveTextContent('closed');
  expect(row).toHaveTextContent('Must not be before bidding opens.');

  const upload = api.callsTo('POST', 'files/upload/competitions/')[0];
  expect(String(upload?.body)).toContain('name="org_id"');
  expect(String(upload?.body)).toMatch(/name="org_id"\r\n\r\n31\r\n/);
  expect(String(upload?.body)).toContain('filename="three-competitions.csv"');
  // Nothing created, nothing to list.
  expect(api.calls.some((c) => c.url.pathname === '/flex/competitions/' && c.url.searchParams.has('ids'))).toBe(false);
});

test('a good file lists and links the competitions it created', async () => {
  const api = serveApi(routes(ready));
  const { user } = renderAt(PAGE, PAGE, <TemplatesPage />);
  const bulk = (await screen.findByRole('heading', { name: 'Create competitions in bulk' })).closest('section') as HTMLElement;
  await waitFor(() => expect(api.callsTo('GET', 'flex/competitiontemplates/')).toHaveLength(1));
  await user.upload(within(bulk).getByLabelText('Competitions CSV file'), csv());
  await user.click(within(bulk).getByRole('button', { name: 'Upload' }));
  const dialog = await screen.findByRole('dialog', { name: 'Creating competitions from your file' });
  await user.click(await within(dialog).findByRole('button', { name: 'Done' }));

  expect(await within(bulk).findByText('3 competitions were created from three-competitions.csv.')).toBeInTheDocument();
  const created = await within(bulk).findByRole('table', { name: 'Competitions created from the file' });
  expect(within(created).getByRole('link', { name: 'Bulk 42' })).toHaveAttribute('href', '/systemoperator/competitions/42');
  expect(within(created).getByRole('row', { name: /Bulk 42 B-42/ })).toBeInTheDocument();
  expect(within(created).getAllByRole('link')).toHaveLength(3);
  expect(within(bulk).getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  const lookup = api.calls.find((c) => c.url.pathname === '/flex/competitions/' && c.url.searchParams.has('ids'));
  expect(lookup?.url.searchParams.get('ids')).toBe('41,42,43');
  // The page's lists are read again (the competitions can now be saved as templates), and the recent files.
  await waitFor(() => expect(api.callsTo('GET', 'flex/competitiontemplates/')).toHaveLength(2));
  await waitFor(() => expect(api.callsTo('GET', 'files/uploads/')).toHaveLength(2));
});

test('lists the recent competitions files with how each ended and a link to the file', async () => {
  const api = serveApi(
    routes(ready, {
      'GET files/uploads/': json([
        { ...ready, id: 7, filename: 'north.csv', download_url: 'http://api.test/files/downloads/7/?expires=1&signature=s' },
        { ...failed, id: 6, filename: 'broken.csv', errors: [failed.errors[0], { row: 4, message: 'Enter a number.' }] },
      ]),
    }),
  );
  renderAt(PAGE, PAGE, <TemplatesPage />);
  const table = await screen.findByRole('table', { name: 'Your recent competitions files' });
  const north = (await within(table).findByRole('rowheader', { name: 'north.csv' })).closest('tr') as HTMLElement;
  expect(within(north).getByRole('link', { name: 'north.csv' })).toHaveAttribute('href', 'http://api.test/files/downloads/7/?expires=1&signature=s');
  expect(north).toHaveTextContent('Ready');
  expect(north).toHaveTextContent('3 competitions created');
  const broken = within(table).getByRole('rowheader', { name: 'broken.csv' }).closest('tr') as HTMLElement;
  expect(broken).toHaveTextContent('2 problems, nothing created');
  const call = api.callsTo('GET', 'files/uploads/')[0]!;
  expect(Object.fromEntries(call.url.searchParams)).toMatchObject({ kind: 'competitions', ordering: '-created', limit: '20' });
});

test('the CSV template downloads under the name the server gives it', async () => {
  serveApi({
    'GET files/templates/competitions/': () =>
      new Response('reference,name\n', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="flexmarket-competitions-template.csv"' } }),
  });
  const saveBlob = jest.fn();
  const { user } = renderAt(PAGE, PAGE, <BulkCompetitionUpload services={{ saveBlob }} />);
  await user.click(screen.getByRole('button', { name: 'Download the CSV template' }));
  await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'flexmarket-competitions-template.csv'));
});
