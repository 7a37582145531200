import { act, screen, waitFor, within } from '@testing-library/react';
import { browserLocation, bus } from 'shared-session';
import { json, page, renderManage, serveApi, type Recorded } from '../test/manage';
import type { Milestone } from './api';
// Loaded before the first test, so the screen's lazy chunk resolves at once.
import './MilestonesPage';

jest.setTimeout(60_000);

const OPERATOR = 31;
const PROVIDER = 41;

function milestone(patch: Partial<Milestone> = {}): Milestone {
  return {
    id: 7,
    contract: 5,
    contract_reference: 'CO-7-41',
    competition: 7,
    competition_name: 'Norwich Winter 2026',
    flex_provider: PROVIDER,
    flex_provider_name: 'Sunny Flex',
    system_operator: OPERATOR,
    system_operator_name: 'Northern Lines',
    planned_asset: 3,
    planned_asset_ref: 'SF-PLAN-1',
    planned_asset_name: 'Harbour battery',
    kind: 'connection',
    sequence: 1,
    due_on: '2026-12-15',
    status: 'upcoming',
    overdue: false,
    note: null,
    evidence: null,
    evidence_filename: null,
    submitted_at: null,
    submitted_by_email: null,
    decided_at: null,
    rejection_reason: null,
    flex_asset: null,
    created: '2026-10-20T09:00:00.000Z',
    updated: '2026-10-20T09:00:00.000Z',
    ...patch,
  };
}

const overdue = milestone({ id: 8, kind: 'progress_report', sequence: 1, due_on: '2026-10-01', status: 'overdue', overdue: true });

type Stage = { name: 'received' | 'scanned' | 'parsed' | 'applied'; state: 'done' };
const done: Stage[] = (['received', 'scanned', 'parsed', 'applied'] as const).map((name) => ({ name, state: 'done' }));
const uploaded = (patch: Record<string, unknown>) => ({
  id: 90, kind: 'milestone-evidence', organisation: PROVIDER, filename: 'connection.pdf', size: 900, status: 'Uploaded', code: 'u', done: false,
  stages: done.map((s, i) => (i === 0 ? s : { ...s, state: 'pending' })), errors: [], result: null, job: 'job-90', download_url: null,
  created: '2026-12-02T10:00:00Z', updated: '2026-12-02T10:00:00Z', ...patch,
});

const session = (orgType: 'flexprovider' | 'systemoperator') => ({ orgType, orgId: orgType === 'flexprovider' ? PROVIDER : OPERATOR, permissions: ['default', 'view-manage-ui', 'manage-bids'], flags: ['milestones'] });

afterEach(() => jest.restoreAllMocks());

describe('the provider’s milestones', () => {
  test('lists milestones with their status and overdue count, submits evidence through the upload, server messages on the fields', async () => {
    const posted: Recorded[] = [];
    const answers = [
      json({ note: ['Say what the evidence shows.'] }, { status: 400 }),
      json(milestone({ status: 'submitted', note: 'Connected on 12 December', evidence: 90, evidence_filename: 'connection.pdf' })),
    ];
    const api = serveApi({
      'GET contracts/milestones/': page([milestone(), overdue]),
      'POST files/upload/milestone-evidence/': json(uploaded({}), { status: 201 }),
      'GET files/uploads/90/': uploaded({ status: 'Ready', code: 'r', done: true, stages: done, result: {} }),
      'POST contracts/milestones/7/submit/': (req: Recorded) => {
        posted.push(req);
        return answers.shift();
      },
    });
    const { user } = renderManage('/manage/flexprovider/milestones', session('flexprovider'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Milestones' }, { timeout: 20000 })).toBeInTheDocument();
    expect(await screen.findByText('1 milestone is overdue.')).toBeInTheDocument();
    const rows = screen.getAllByRole('rowheader', { name: 'Harbour battery (SF-PLAN-1)' }).map((h) => within(h.closest('tr')!));
    expect(rows[0]!.getByText('Connection date')).toBeInTheDocument();
    expect(rows[0]!.getByText('15 Dec 2026')).toBeInTheDocument();
    expect(rows[0]!.getByText('Upcoming')).toBeInTheDocument();
    expect(rows[1]!.getByText('Overdue')).toBeInTheDocument();
    expect(rows[1]!.getByText('Progress report 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit evidence for Connection date of Harbour battery' }));
    const panel = screen.getByRole('region', { name: 'Submit evidence: Connection date of Harbour battery' });
    // Submitting before a file is uploaded says so.
    await user.type(within(panel).getByRole('textbox', { name: /What the evidence shows/ }), 'x');
    await user.click(within(panel).getByRole('button', { name: 'Submit evidence' }));
    expect(await within(panel).findByText('Upload the evidence file first.')).toBeInTheDocument();

    await user.upload(within(panel).getByLabelText('Evidence file'), new File(['%PDF-1.4'], 'connection.pdf', { type: 'application/pdf' }));
    await user.click(within(panel).getByRole('button', { name: 'Upload' }));
    expect(await within(panel).findByText('Evidence file: connection.pdf', undefined, { timeout: 10000 })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Submit evidence' }));
    const note = within(panel).getByRole('textbox', { name: /What the evidence shows/ });
    await waitFor(() => expect(note).toHaveAccessibleDescription(expect.stringContaining('Say what the evidence shows.')));
    await user.clear(note);
    await user.type(note, 'Connected on 12 December');
    await user.click(within(panel).getByRole('button', { name: 'Submit evidence' }));
    expect(await screen.findByText('Evidence for Connection date of Harbour battery is submitted; Northern Lines is told.')).toHaveFocus();
    expect(posted.map((p) => p.body)).toEqual([
      { note: 'x', evidence: 90 },
      { note: 'Connected on 12 December', evidence: 90 },
    ]);
    expect(String(api.callsTo('POST files/upload/milestone-evidence/')[0]?.body)).toMatch(/name="org_id"\r\n\r\n41\r\n/);
    expect(rows[0]!.getByText('Awaiting decision')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Submit evidence:/ })).toBeNull();
  });

  test('a pushed milestone.updated reloads the table', async () => {
    const lists = [page([milestone({ status: 'submitted', note: 'Done', evidence: 90, evidence_filename: 'connection.pdf' })]), page([milestone({ status: 'accepted', note: 'Done', evidence: 90, evidence_filename: 'connection.pdf' })])];
    const api = serveApi({ 'GET contracts/milestones/': () => lists.shift() });
    renderManage('/manage/flexprovider/milestones', session('flexprovider'));
    expect(await within(await screen.findByRole('table')).findByText('Awaiting decision')).toBeInTheDocument();
    act(() => bus.events$.next({ id: 9, type: 'milestone.updated', org_ids: [PROVIDER, OPERATOR], data: { change: 'accepted' }, created: new Date().toISOString() }));
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
    expect(api.callsTo('GET contracts/milestones/')).toHaveLength(2);
  });
});

describe('the operator’s milestones', () => {
  test('downloads the evidence, rejects with a reason on the field, accepts commissioning', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const commissioning = milestone({ id: 9, kind: 'commissioning', due_on: '2027-01-12', status: 'submitted', note: '2.4 of 2.5 MW running', evidence: 91, evidence_filename: 'commissioning.pdf' });
    const submitted = milestone({ status: 'submitted', note: 'Connected', evidence: 90, evidence_filename: 'connection.pdf' });
    const rejects = [json({ reason: ['Tell the provider why the evidence is not enough.'] }, { status: 400 }), json(milestone({ ...submitted, status: 'rejected', rejection_reason: 'Unsigned' }))];
    const posted: Recorded[] = [];
    serveApi({
      'GET contracts/milestones/': page([submitted, commissioning]),
      'GET contracts/milestones/7/evidence_link/': json({ url: 'http://api.test/files/downloads/90/?expires=1&signature=a', filename: 'connection.pdf' }),
      'POST contracts/milestones/7/reject/': (req: Recorded) => {
        posted.push(req);
        return rejects.shift();
      },
      'POST contracts/milestones/9/accept/': json({ ...commissioning, status: 'accepted', flex_asset: 501 }),
    });
    const { user } = renderManage('/manage/systemoperator/milestones', session('systemoperator'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Milestones' }, { timeout: 20000 })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Download connection.pdf' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://api.test/files/downloads/90/?expires=1&signature=a'));
    expect(screen.queryByRole('button', { name: /Submit evidence/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reject Connection date of Harbour battery' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Connection date of Harbour battery?' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.type(reason, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Reject evidence' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription(expect.stringContaining('Tell the provider why the evidence is not enough.')));
    await user.clear(reason);
    await user.type(reason, 'Unsigned');
    await user.click(within(dialog).getByRole('button', { name: 'Reject evidence' }));
    expect(await screen.findByText('The evidence for Connection date of Harbour battery is rejected; Sunny Flex is told.')).toHaveFocus();
    expect(posted.map((p) => p.body)).toEqual([{ reason: 'x' }, { reason: 'Unsigned' }]);

    await user.click(screen.getByRole('button', { name: 'Accept Commissioning (90% of capacity operational) of Harbour battery' }));
    const accept = screen.getByRole('dialog', { name: 'Accept Commissioning (90% of capacity operational) of Harbour battery?' });
    expect(within(accept).getByText("Harbour battery then becomes one of Sunny Flex's flex assets, qualified like any other asset.")).toBeInTheDocument();
    await user.click(within(accept).getByRole('button', { name: 'Accept milestone' }));
    expect(await screen.findByText('Commissioning (90% of capacity operational) of Harbour battery is accepted; it is now one of Sunny Flex’s flex assets.')).toHaveFocus();
    expect(screen.getAllByText('Accepted').length).toBeGreaterThan(0);
  });

  test('the provider’s URL is not found for an operator', async () => {
    const api = serveApi({ 'GET contracts/milestones/': page([]) });
    renderManage('/manage/flexprovider/milestones', session('systemoperator'));
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(api.callsTo('GET contracts/milestones/')).toHaveLength(0);
  });
});
