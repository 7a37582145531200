import { configure, screen, waitFor, within } from '@testing-library/react';
import { json } from 'shared-session/testing';
import { requiredOf } from '../required/testing';
import { page, PROVIDER, renderSettlement } from '../test/render';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

type Stage = { name: 'received' | 'scanned' | 'parsed' | 'applied'; state: 'pending' | 'running' | 'done' | 'failed'; message?: string };
const stages = (parsed: Stage['state'], applied: Stage['state']): Stage[] => [
  { name: 'received', state: 'done' },
  { name: 'scanned', state: 'done' },
  { name: 'parsed', state: parsed },
  { name: 'applied', state: applied },
];

function status(patch: Record<string, unknown>) {
  return {
    id: 9,
    kind: 'meterreadings',
    organisation: PROVIDER,
    filename: 'readings.csv',
    size: 512,
    status: 'Uploaded',
    code: 'u',
    done: false,
    stages: stages('pending', 'pending'),
    errors: [],
    result: null,
    job: 'job-9',
    download_url: null,
    created: '2026-11-02T10:00:00Z',
    updated: '2026-11-02T10:00:00Z',
    ...patch,
  };
}

const csv = () => new File(['meter_id,period_start_utc,period_start_local,value,unit,interval_minutes\nIMP100001,2026-10-14T17:00:00Z,,100,kW,30\n'], 'readings.csv', { type: 'text/csv' });

test('a saved file opens the "meter readings uploaded" dialog: upload more, or review data completeness', async () => {
  const { user, api } = renderSettlement('/settlement/flexprovider/upload', {
    'POST files/upload/meterreadings/': json(status({}), { status: 201 }),
    'GET files/uploads/9/': json(status({ status: 'Ready', code: 'r', done: true, stages: stages('done', 'done'), result: { written: 44, meters: 2, from: '2026-09-30T17:00:00.000Z', to: '2026-10-14T18:00:00.000Z' } })),
    'GET performance/required/': json(requiredOf([])),
    'GET performance/settlementevents/': page([]),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Upload settlement data' })).toBeInTheDocument();
  await user.upload(screen.getByLabelText('Meter readings CSV file'), csv());
  await user.click(within(screen.getByRole('region', { name: 'Meter readings' })).getByRole('button', { name: 'Upload' }));
  const dialog = await screen.findByRole('dialog', { name: 'Meter readings uploaded' });
  expect(dialog).toHaveTextContent('readings.csv: 44 readings of 2 meters saved.');
  // The progress dialog closed itself: one dialog at a time.
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  const sent = api.callsTo('POST files/upload/meterreadings/')[0];
  expect(String(sent?.body)).toMatch(new RegExp(`name="org_id"\\r\\n\\r\\n${PROVIDER}\\r\\n`));

  await user.click(within(dialog).getByRole('button', { name: 'Upload more' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.upload(screen.getByLabelText('Meter readings CSV file'), csv());
  await user.click(within(screen.getByRole('region', { name: 'Meter readings' })).getByRole('button', { name: 'Upload' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Meter readings uploaded' })).getByRole('link', { name: 'Review data completeness' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Settlement overview' })).toBeInTheDocument();
});

test('a refused file lists each row’s problem with its fix, and nothing is said to be saved', async () => {
  const message = 'Meter IMP100001 is an import meter: its reading is the import in the period, 0 or more. Write the other direction on the asset\'s export meter, or 0.';
  const { user } = renderSettlement('/settlement/flexprovider/upload', {
    'POST files/upload/meterreadings/': json(status({}), { status: 201 }),
    'GET files/uploads/9/': json(status({ status: 'Error', code: 'e', done: true, stages: stages('failed', 'pending'), errors: [{ row: 5, column: 'D', field: 'value', message }] })),
  });
  await user.upload(await screen.findByLabelText('Meter readings CSV file'), csv());
  await user.click(within(screen.getByRole('region', { name: 'Meter readings' })).getByRole('button', { name: 'Upload' }));
  const progress = await screen.findByRole('dialog', { name: 'Loading your meter readings' });
  await waitFor(() => expect(within(progress).getByRole('list', { name: 'Stages' })).toHaveTextContent('Failed'));
  await user.click(within(progress).getByRole('button', { name: 'Done' }));
  const problems = screen.getByRole('table', { name: 'Problems in readings.csv: nothing was saved. Correct these rows and upload the whole file again.' });
  expect(within(problems).getByRole('rowheader', { name: '5' }).closest('tr')).toHaveTextContent(`value${message}`);
  expect(screen.queryByRole('dialog', { name: 'Meter readings uploaded' })).not.toBeInTheDocument();
});

test('the baseline nudge lands on the nominated baselines section, and the template asks for the required events', async () => {
  const { user, api } = renderSettlement('/settlement/flexprovider/upload?baseline=1', {
    'GET files/templates/meterreadings/': () => new Response('meter_id\n', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="flexmarket-meterreadings-required.csv"' } }),
  });
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Nominated baselines' })).toHaveFocus());
  expect(screen.getByLabelText('Nominated baselines CSV file')).toBeInTheDocument();
  const original = URL.createObjectURL;
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
  try {
    await user.click(screen.getByRole('button', { name: 'Download the template for your required events' }));
    await waitFor(() => expect(api.callsTo('GET files/templates/meterreadings/')).toHaveLength(1));
    expect(api.callsTo('GET files/templates/meterreadings/')[0]!.url.searchParams.get('events')).toBe('required');
  } finally {
    URL.createObjectURL = original;
  }
});
