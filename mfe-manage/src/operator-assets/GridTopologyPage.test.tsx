import { screen, waitFor, within } from '@testing-library/react';
import type { GridTopologySite } from 'shared-session';
import { json, page } from '../test/manage';
import { OPERATOR_ID, renderScreen } from '../qualification/testing';

const TOPOLOGY = '/manage/systemoperator/grid-topology-upload';
type Stage = { name: 'received' | 'scanned' | 'parsed' | 'applied'; state: 'pending' | 'running' | 'done' | 'failed'; message?: string };
const stages = (applied: Stage['state'], message?: string): Stage[] => [
  { name: 'received', state: 'done' },
  { name: 'scanned', state: 'done' },
  { name: 'parsed', state: 'done' },
  { name: 'applied', state: applied, ...(message ? { message } : {}) },
];

function status(patch: Record<string, unknown>) {
  return {
    id: 12,
    kind: 'grid-topology',
    organisation: OPERATOR_ID,
    filename: 'topology.csv',
    size: 256,
    status: 'Uploaded',
    code: 'u',
    done: false,
    stages: stages('pending'),
    errors: [],
    result: null,
    job: 'job-12',
    download_url: null,
    created: '2026-12-02T10:00:00Z',
    updated: '2026-12-02T10:00:00Z',
    ...patch,
  };
}

const site = (patch: Partial<GridTopologySite>): GridTopologySite => ({
  id: 1,
  operator: OPERATOR_ID,
  site_type: 'gsp',
  name: 'Tyneside GSP',
  parent: null,
  latitude: 54.97,
  longitude: -1.61,
  gsp_region: 'Stella North',
  gsp_group: '_F',
  upload: 12,
  created: '2026-12-02T10:00:00Z',
  ...patch,
});

const csv = () => new File(['type,name,parent,latitude,longitude\nGSP,Tyneside GSP,,54.97,-1.61\n'], 'topology.csv', { type: 'text/csv' });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('a file with errors lists every row’s problem and says the topology is unchanged', async () => {
  const failed = status({
    status: 'Error',
    code: 'e',
    done: true,
    stages: stages('failed', '2 rows have problems.'),
    errors: [
      { row: 3, field: 'parent', message: 'No GSP named Nowhere GSP in this file; name one of its GSP rows.' },
      { row: 4, field: 'latitude', message: 'This location is in Lewisham (London), outside your operating area (North East England).' },
    ],
  });
  const { user, api } = renderScreen(
    TOPOLOGY,
    { 'GET flex/gridtopology/': () => page([site({})]), 'POST files/upload/grid-topology/': json(status({}), { status: 201 }), 'GET files/uploads/12/': failed },
    { orgType: 'systemoperator' },
  );
  expect(await screen.findByRole('row', { name: /Tyneside GSP/ })).toHaveTextContent('Stella North');
  await user.upload(screen.getByLabelText('Grid topology CSV file'), csv());
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  const progress = await screen.findByRole('dialog', { name: 'Reading your grid topology' });
  await waitFor(() => expect(within(progress).getByRole('list', { name: 'Stages' })).toHaveTextContent('Failed'));
  await user.click(within(progress).getByRole('button', { name: 'Done' }));
  expect(screen.getByText('The file has errors. Nothing was saved: your grid topology is as it was. Correct the rows below and upload the whole file again.')).toBeInTheDocument();
  const problems = screen.getByRole('table', { name: /Problems in topology.csv/ });
  expect(within(problems).getByRole('row', { name: /3 parent/ })).toHaveTextContent('No GSP named Nowhere GSP');
  expect(within(problems).getByRole('row', { name: /4 latitude/ })).toHaveTextContent('outside your operating area');
  expect(api.callsTo('GET flex/gridtopology/')).toHaveLength(1);
});

test('a good file replaces the topology: the counts, and the sites read again', async () => {
  let sites = [site({ id: 1, name: 'Old GSP' })];
  const ready = status({ status: 'Ready', code: 'r', done: true, stages: stages('done'), result: { gsp: 2, bsp: 1, primary: 0, bids_updated: 3 } });
  const { user, api } = renderScreen(
    TOPOLOGY,
    {
      'GET flex/gridtopology/': () => page(sites),
      'POST files/upload/grid-topology/': () => {
        sites = [site({ id: 2 }), site({ id: 3, name: 'Teesside GSP' }), site({ id: 4, site_type: 'bsp', name: 'Tyneside BSP', parent: 'Tyneside GSP' })];
        return json(status({}), { status: 201 });
      },
      'GET files/uploads/12/': ready,
    },
    { orgType: 'systemoperator' },
  );
  await screen.findByRole('row', { name: /Old GSP/ });
  await user.upload(screen.getByLabelText('Grid topology CSV file'), csv());
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  const progress = await screen.findByRole('dialog', { name: 'Reading your grid topology' });
  await user.click(await within(progress).findByRole('button', { name: 'Done' }));
  expect(await screen.findByText('topology.csv is your grid topology now: 2 GSPs, 1 BSP, 0 primary substations.')).toBeInTheDocument();
  expect(screen.getByText('3 open bids now name their GSPs from it.')).toBeInTheDocument();
  expect(await screen.findByRole('row', { name: /Tyneside BSP/ })).toHaveTextContent('Tyneside GSP');
  expect(screen.queryByRole('row', { name: /Old GSP/ })).toBeNull();
  expect(api.callsTo('GET flex/gridtopology/')).toHaveLength(2);
});

test('without manage-competitions there is no upload, and an empty topology says what bids are named by', async () => {
  renderScreen(TOPOLOGY, { 'GET flex/gridtopology/': () => page([]) }, { orgType: 'systemoperator', permissions: ['default', 'view-competitions'] });
  expect(await screen.findByText('No grid topology uploaded yet')).toBeInTheDocument();
  expect(screen.getByText('Uploading the grid topology needs permission to manage competitions. Ask your team admin.')).toBeInTheDocument();
  expect(screen.queryByLabelText('Grid topology CSV file')).toBeNull();
});
