import { screen, waitFor, within } from '@testing-library/react';
import { json, renderManage, serveApi } from '../test/manage';
import { PROVIDER, PROVIDER_ID, VOLTAGES } from './testing';

jest.setTimeout(30_000);

const UPLOAD = `/manage/flexprovider/${PROVIDER_ID}/flexassets?view=upload`;
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
    kind: 'flexassets',
    organisation: PROVIDER_ID,
    filename: 'assets.csv',
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

const serve = (final: object) =>
  serveApi({
    'GET flex/voltages/': VOLTAGES,
    'POST files/upload/flexassets/': json(status({}), { status: 201 }),
    'GET files/uploads/9/': final,
    'GET flex/assets/': json([]),
  });

const csv = () =>
  new File(
    [
      'ref,name,asset_type,asset_category,postcode,voltage_level,active_export_capacity\nA-1,One,storage,storage,NE1,11,1\nA-2,Two,storage,storage,NE1,11,1\nA-3,Three,storage,storage,NE1,7,-1\n',
    ],
    'assets.csv',
    { type: 'text/csv' },
  );

async function upload(user: ReturnType<typeof renderManage>['user']) {
  await user.upload(await screen.findByLabelText('Assets CSV file'), csv());
  await user.click(screen.getByRole('button', { name: 'Upload' }));
}

test('a file with a bad row shows that row’s problems and that nothing was saved', async () => {
  const api = serve(
    status({
      status: 'Error',
      code: 'e',
      done: true,
      stages: stages('failed', 'pending', '1 row has problems.'),
      errors: [
        { row: 4, column: 'F', field: 'voltage_level', message: 'Choose a connection voltage from the list: 0.24, 0.4, 6.6, 11, 22, 33, 66, 132 kV.' },
        { row: 4, column: 'G', field: 'active_export_capacity', message: 'Ensure this value is greater than or equal to 0.' },
      ],
    }),
  );
  const { user } = renderManage(UPLOAD, PROVIDER);
  expect(await screen.findByRole('heading', { level: 1, name: 'Upload assets' })).toBeInTheDocument();
  await upload(user);
  const progress = await screen.findByRole('dialog', { name: 'Adding assets from your file' });
  await waitFor(() => expect(within(progress).getByRole('list', { name: 'Stages' })).toHaveTextContent('Failed'));
  await user.click(within(progress).getByRole('button', { name: 'Done' }));

  expect(screen.getByText('The file has errors. Nothing was saved: no asset was created or changed. Correct the rows below and upload the whole file again.')).toBeInTheDocument();
  const problems = screen.getByRole('table', { name: 'Problems in assets.csv (row 1 is the header row)' });
  const rows = within(problems).getAllByRole('rowheader', { name: '4' }).map((r) => r.closest('tr')!.textContent);
  expect(rows).toEqual([
    expect.stringContaining('voltage_levelChoose a connection voltage from the list'),
    expect.stringContaining('active_export_capacityEnsure this value is greater than or equal to 0.'),
  ]);
  const sent = api.callsTo('POST files/upload/flexassets/')[0];
  expect(String(sent?.body)).toMatch(/name="org_id"\r\n\r\n41\r\n/);
});

test('a good file says how many assets it added and updated, with the way back to the table', async () => {
  serve(status({ status: 'Ready', code: 'r', done: true, stages: stages('done', 'done'), result: { created: [11, 12], updated: [3] } }));
  const { user } = renderManage(UPLOAD, PROVIDER);
  await upload(user);
  const progress = await screen.findByRole('dialog', { name: 'Adding assets from your file' });
  await waitFor(() => expect(within(progress).getByRole('list', { name: 'Stages' })).not.toHaveTextContent('Pending'));
  await user.click(within(progress).getByRole('button', { name: 'Done' }));
  expect(screen.getByText('assets.csv was saved: 2 new assets, 1 updated. Their qualification for competitions was worked out again.')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'See your assets' }));
  expect(await screen.findByRole('heading', { name: 'You have no assets yet' })).toBeInTheDocument();
});

test('the flexassets template downloads from the server', async () => {
  const api = serveApi({
    'GET flex/voltages/': VOLTAGES,
    'GET files/templates/flexassets/': () =>
      new Response('ref,name\n', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="flexmarket-flexassets-template.csv"' } }),
  });
  const original = URL.createObjectURL;
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  try {
    const { user } = renderManage(UPLOAD, PROVIDER);
    await user.click(await screen.findByRole('button', { name: 'Download the CSV template' }));
    await waitFor(() => expect(api.callsTo('GET files/templates/flexassets/')).toHaveLength(1));
    await waitFor(() => expect(click).toHaveBeenCalled());
  } finally {
    URL.createObjectURL = original;
    click.mockRestore();
  }
});
