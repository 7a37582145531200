import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { json, type Recorded, type Routes } from 'shared-session/testing';
import { OPERATOR, page, PROVIDER, renderSettlement } from '../test/render';
import type { Dispute, Report, ReportDetail, ReportEvent, Run } from './api';

configure({ asyncUtilTimeout: 6000 });

function report(patch: Partial<Report> = {}): Report {
  return {
    id: 7,
    competition: 3,
    competition_name: 'Norwich Winter 2026',
    competition_reference: 'NOR-W26',
    operator: OPERATOR,
    operator_name: 'Northern Lines',
    month: '2026-03',
    version: 1,
    latest: true,
    status: 'draft',
    settings_version: 0,
    currency: 'GBP',
    interval_minutes: 30,
    events_count: 1,
    net: '175.00',
    vat: '35.00',
    gross: '210.00',
    created: '2026-04-01T09:00:00.000Z',
    published_at: null,
    dispute_window_ends: null,
    finalised_at: null,
    open_disputes: 0,
    run: 5,
    ...patch,
  };
}

const detail = (r: Report, disputes: Dispute[] = []): ReportDetail => ({ ...r, statements: [], disputes });

const event: ReportEvent = {
  id: '90-12',
  instruction: 90,
  asset: 12,
  asset_ref: 'BAT-1',
  provider: PROVIDER,
  provider_name: 'Sunny Flex',
  start: '2026-03-10T10:00:00.000Z',
  end: '2026-03-10T11:00:00.000Z',
  direction: 'turn_down',
  instructed_mw: '2',
  has_baseline_data: true,
  has_actual_data: true,
  performance_ratio: '0.875',
  delivered_mwh: '1.75',
  instructed_mwh: '2',
  shortfall_mwh: '0.25',
  utilisation_paid: true,
  utilisation: '175',
  penalty: '0',
  inputs: { meter_ids: ['M12'], readings: [], missing_metered: [], baseline: { method: 'fixed', complete: true, days_used: [], days_excluded: [], adjustment: null, periods: [] } },
  periods: [],
};


function renderAt(org: 'systemoperator' | 'flexprovider', path: string, routes: Routes) {
  return renderSettlement(path, routes, org);
}

const run = (patch: Partial<Run>): Run => ({
  id: 5, competition: 3, competition_name: 'Norwich Winter 2026', month: '2026-03', status: 'queued', trigger: 'operator', events_total: null, events_done: 0,
  settings_version: null, error: null, created: '2026-04-01T09:00:00.000Z', started: null, finished: null, report: null, version: null, ...patch,
});

describe('the operator’s settlement reports', () => {
  test('runs a month with progress, opens the new draft and publishes it', async () => {
    const progress = [run({ status: 'running', events_total: 4, events_done: 2 }), run({ status: 'done', events_total: 4, events_done: 4, report: 7, version: 1 })];
    const published: Recorded[] = [];
    let current = report();
    const { user } = renderAt('systemoperator', '/settlement/systemoperator', {
      'GET performance/settlementreports/': () => page([current]),
      'GET performance/settlementdisputes/': page([]),
      'GET flex/competitions/': page([{ id: 3, name: 'Norwich Winter 2026', reference: 'NOR-W26' }]),
      'POST dfssettlement/runsettlement/': json(run({}), { status: 202 }),
      'GET dfssettlement/runsettlement/5/': () => json(progress.shift()),
      'GET performance/settlementreports/7/': () => json(detail(current)),
      'GET performance/settlementreports/7/versions/': () => json([current]),
      'GET performance/settlementreports/7/events/': page([event]),
      'POST performance/settlementreports/7/publish/': (req: Recorded) => {
        published.push(req);
        current = report({ status: 'published', published_at: '2026-04-02T09:00:00.000Z', dispute_window_ends: '2026-04-09T23:00:00.000Z' });
        return json(current);
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settlement reports' })).toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Competition' }), '3');
    const month = screen.getByLabelText('Month');
    await user.clear(month);
    await user.type(month, '2026-03');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('2 of 4 events settled')).toBeInTheDocument();
    expect(await screen.findByText('Done: version 1 with 4 events.')).toBeInTheDocument();
    // The new version opens below, with its event.
    expect(await screen.findByRole('heading', { level: 2, name: 'Norwich Winter 2026, March 2026: version 1 (Draft)' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '90-12' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: providers can see it and their invoices are issued.')).toBeInTheDocument();
    expect(published).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /version 1 \(Published\)/ })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  test('decides an open dispute: upholding needs a note', async () => {
    const dispute: Dispute = {
      id: 4, report: 7, version: 1, competition: 3, competition_name: 'Norwich Winter 2026', month: '2026-03', provider: PROVIDER, provider_name: 'Sunny Flex',
      event: '90-12', reason: 'meter_data', note: 'Late readings', status: 'open', created: '2026-04-03T09:00:00.000Z', decided_at: null, decision_note: null, rerun: null,
    };
    const decided: Recorded[] = [];
    const { user } = renderAt('systemoperator', '/settlement/systemoperator/settlementreports', {
      'GET performance/settlementreports/': page([report({ status: 'published' })]),
      'GET performance/settlementdisputes/': () => page(decided.length ? [] : [dispute]),
      'GET flex/competitions/': page([]),
      'POST performance/settlementdisputes/4/decide/': (req: Recorded) => {
        decided.push(req);
        return json({ ...dispute, status: 'upheld', decided_at: '2026-04-04T09:00:00.000Z', decision_note: 'Accepted', rerun: 6 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Decide the dispute of Sunny Flex on Norwich Winter 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Decide the dispute of Sunny Flex' });
    expect(within(dialog).getByText('Late readings')).toBeInTheDocument();
    const uphold = within(dialog).getByRole('button', { name: 'Uphold and rerun' });
    expect(uphold).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Your note to the provider'), 'Accepted');
    await act(async () => {
      await user.click(uphold);
    });
    expect(await screen.findByText('Upheld: the month is being settled again as a new version.')).toBeInTheDocument();
    expect(decided[0]!.body).toEqual({ decision: 'upheld', note: 'Accepted' });
    expect(await screen.findByText('No dispute is waiting for you.')).toBeInTheDocument();
  });
});

describe('the provider’s settlement reports', () => {
  test('disputes one event of a published report within its window', async () => {
    const shown = report({ status: 'published', published_at: '2026-04-02T09:00:00.000Z', dispute_window_ends: new Date(Date.now() + 86_400_000).toISOString() });
    const sent: Recorded[] = [];
    const { user, api } = renderAt('flexprovider', '/settlement/flexprovider/settlementreports', {
      'GET performance/settlementreports/': page([shown]),
      'GET performance/settlementreports/7/': json(detail(shown)),
      'GET performance/settlementreports/7/versions/': json([shown]),
      'GET performance/settlementreports/7/events/': page([event]),
      'POST performance/settlementreports/7/disputes/': (req: Recorded) => {
        sent.push(req);
        return json({ id: 9 }, { status: 201 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Open Norwich Winter 2026, March 2026' }));
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Dispute' }));
    const dialog = screen.getByRole('dialog', { name: 'Dispute this report' });
    await user.selectOptions(within(dialog).getByLabelText('What you dispute'), '90-12');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'baseline');
    await user.type(within(dialog).getByLabelText('Note (what is wrong and what you expect)'), 'Wrong days');
    await act(async () => {
      await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    });
    expect(await screen.findByText('Your dispute is sent; the operator is told.')).toBeInTheDocument();
    expect(sent[0]!.body).toEqual({ event: '90-12', reason: 'baseline', note: 'Wrong days' });
    // The operator's run and disputes are not the provider's.
    expect(api.callsTo('GET performance/settlementdisputes/')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Run' })).not.toBeInTheDocument();
  });
});
