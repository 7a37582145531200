import { screen, waitFor, within } from '@testing-library/react';
import { json } from '../../test/manage';
import { BulkBidUploadPage } from './BulkBidUploadPage';
import { competitionsRoute, openCompetition, renderBids } from './testing';

const BULK = '/manage/flexprovider/bids/bulk-upload';
type Stage = { name: 'received' | 'scanned' | 'parsed' | 'applied'; state: 'pending' | 'running' | 'done' | 'failed'; message?: string };
const stages = (parsed: Stage['state'], applied: Stage['state'], message?: string): Stage[] => [
  { name: 'received', state: 'done' },
  { name: 'scanned', state: 'done' },
  { name: 'parsed', state: parsed, ...(message ? { message } : {}) },
  { name: 'applied', state: applied },
];

function status(patch: Record<string, unknown>) {
  return {
    id: 9,
    kind: 'bids',
    organisation: 41,
    filename: 'winter-bids.csv',
    size: 512,
    status: 'Uploaded',
    code: 'u',
    done: false,
    stages: stages('pending', 'pending'),
    errors: [],
    result: null,
    job: 'job-9',
    download_url: null,
    created: '2026-12-02T10:00:00Z',
    updated: '2026-12-02T10:00:00Z',
    ...patch,
  };
}

const failed = status({
  status: 'Error',
  code: 'e',
  done: true,
  stages: stages('failed', 'pending', '2 rows have problems.'),
  errors: [
    { row: 3, column: 'capacity', field: 'capacity', message: 'Ensure that there are no more than 1 decimal places.' },
    { row: 5, column: 'assets', field: 'assets', message: 'You have no active asset with the ref BAT-404.' },
  ],
});

const ready = status({
  status: 'Ready',
  code: 'r',
  done: true,
  stages: stages('done', 'done'),
  result: { ballots_created: 2, bids_created: 5, bids_amended: 1, bids_unchanged: 0, ballots: [21, 22] },
});

const routes = (final: object) => ({
  'GET flex/competitions/': competitionsRoute([openCompetition({ id: 7, qualifying: 2 })]),
  'POST files/upload/bids/': json(status({}), { status: 201 }),
  'GET files/uploads/9/': final,
});

const csv = () => new File(['competition,service_window,assets,capacity,max_runtime\nNOR-7,11,BAT-001,2.55,02:00:00\n'], 'winter-bids.csv', { type: 'text/csv' });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

async function upload(user: ReturnType<typeof renderBids>['user']) {
  await user.upload(screen.getByLabelText('Bids CSV file'), csv());
  await user.click(screen.getByRole('button', { name: 'Upload' }));
}

test('a file with errors shows its stages and every row’s problem, and says nothing was saved', async () => {
  const { user, api } = renderBids(BULK, routes(failed));
  expect(screen.getByRole('heading', { level: 1, name: 'Bulk bid submission' })).toBeInTheDocument();
  await upload(user);

  const progress = await screen.findByRole('dialog', { name: 'Submitting bids from your file' });
  await waitFor(() => expect(within(progress).getByRole('list', { name: 'Stages' })).toHaveTextContent('Failed'));
  expect(within(progress).getByRole('list', { name: 'Stages' })).toHaveTextContent('2 rows have problems.');
  await user.click(within(progress).getByRole('button', { name: 'Done' }));

  expect(screen.getByText('The file has errors. Nothing was saved: no bid was created or changed. Correct the rows below and upload the whole file again.')).toBeInTheDocument();
  const problems = screen.getByRole('table', { name: 'Problems in winter-bids.csv (row 1 is the header row)' });
  const row3 = within(problems).getByRole('rowheader', { name: '3' }).closest('tr') as HTMLElement;
  expect(row3).toHaveTextContent('capacity');
  expect(row3).toHaveTextContent('Ensure that there are no more than 1 decimal places.');
  const row5 = within(problems).getByRole('rowheader', { name: '5' }).closest('tr') as HTMLElement;
  expect(row5).toHaveTextContent('assets');
  expect(row5).toHaveTextContent('You have no active asset with the ref BAT-404.');
  expect(screen.queryByRole('dialog', { name: 'Your bids were submitted' })).toBeNull();

  const sent = api.callsTo('POST files/upload/bids/')[0];
  expect(String(sent?.body)).toMatch(/name="org_id"\r\n\r\n41\r\n/);
  expect(String(sent?.body)).toContain('filename="winter-bids.csv"');
});

test('a good file ends in the bulk bid confirmation with what it did and the way to the bids', async () => {
  const { user } = renderBids(BULK, routes(ready));
  await upload(user);

  const confirmation = await screen.findByRole('dialog', { name: 'Your bids were submitted' });
  // The progress modal gave way to the confirmation.
  expect(screen.queryByRole('dialog', { name: 'Submitting bids from your file' })).toBeNull();
  const summary = within(confirmation).getByRole('list', { name: 'What your file did' });
  expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    '2 new ballots',
    '5 new bids',
    '1 bid amended (a new version)',
    'No bids left unchanged',
  ]);
  expect(confirmation).toHaveTextContent('Every row of winter-bids.csv was checked and saved.');
  expect(within(confirmation).getByRole('link', { name: 'See all your bids' })).toHaveAttribute('href', '/manage/flexprovider/bids/list');
  expect(within(confirmation).getByRole('link', { name: 'Review your active bids' })).toHaveAttribute('href', '/manage/flexprovider/bids/edit');

  await user.click(within(confirmation).getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('heading', { level: 1, name: 'Bulk bid submission' })).toHaveFocus();
  // The outcome stays on the page.
  expect(screen.getByText('winter-bids.csv was saved: 5 new bids, 1 amended, 0 unchanged, 2 new ballots.')).toBeInTheDocument();
});

test('the confirmation leads to the bids list', async () => {
  const { user } = renderBids(BULK, { ...routes(ready), 'GET bids/bids/': json([]), 'GET flex/competitions/': json([]) });
  await upload(user);
  const confirmation = await screen.findByRole('dialog', { name: 'Your bids were submitted' });
  await user.click(within(confirmation).getByRole('link', { name: 'See all your bids' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Your bids' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/manage/flexprovider/bids/list');
});

test('the bids CSV template downloads under the server’s name', async () => {
  const saveBlob = jest.fn();
  const { user, api } = renderBids(
    BULK,
    {
      'GET files/templates/bids/': () =>
        new Response('competition,service_window\n', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="flexmarket-bids-template.csv"' } }),
    },
    { page: <BulkBidUploadPage services={{ saveBlob }} /> },
  );
  await user.click(screen.getByRole('button', { name: 'Download a blank template' }));
  await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'flexmarket-bids-template.csv'));
  expect(api.callsTo('GET files/templates/bids/')).toHaveLength(1);
});

test('a competition’s bids template: chosen (or preselected by ?competition=) among the open competitions with qualifying assets, asked for by its id', async () => {
  const saveBlob = jest.fn();
  const downloadTemplate = jest.fn(async () => ({ blob: new Blob(['competition\r\n']), filename: 'flexmarket-bids-CAM-12.csv' }));
  const url = `${BULK}?competition=12`;
  const { user } = renderBids(
    url,
    {
      'GET flex/competitions/': competitionsRoute([
        openCompetition({ id: 7, qualifying: 2 }),
        openCompetition({ id: 9, name: 'Ipswich docks', reference: 'IPS-9', qualifying: 0 }),
        openCompetition({ id: 12, name: 'Cambridge north', reference: 'CAM-12', qualifying: 1 }),
      ]),
    },
    { page: <BulkBidUploadPage services={{ saveBlob, downloadTemplate }} /> },
  );
  const select = await screen.findByRole('combobox', { name: 'Competition' });
  await waitFor(() => expect(select).toHaveValue('12'));
  // Only the competitions the provider can bid in are offered (no qualifying asset in IPS-9).
  expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a competition', 'Norwich winter peak (NOR-7)', 'Cambridge north (CAM-12)']);
  await user.click(screen.getByRole('button', { name: "Download this competition's bids template" }));
  await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'flexmarket-bids-CAM-12.csv'));
  expect(downloadTemplate).toHaveBeenLastCalledWith('bids', { competition: 12 });

  await user.selectOptions(select, '7');
  await user.click(screen.getByRole('button', { name: "Download this competition's bids template" }));
  await waitFor(() => expect(downloadTemplate).toHaveBeenLastCalledWith('bids', { competition: 7 }));
});

test('without permission to manage bids, says who can give it', async () => {
  const { api } = renderBids(BULK, {}, { permissions: ['default', 'view-competitions'] });
  expect(screen.getByRole('heading', { name: 'You cannot submit bids' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Bids CSV file')).toBeNull();
  expect(api.calls).toHaveLength(0);
});
