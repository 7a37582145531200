import { act, screen, waitFor, within } from '@testing-library/react';
import { browserLocation, bus } from 'shared-session';
import { json, page, renderManage, serveApi, type Recorded } from '../test/manage';
import type { Contract, FrameworkAgreement } from './api';
// Loaded before the first test, so the screen's lazy chunk resolves at once.
import './ContractsPage';

const OPERATOR = 31;
const PROVIDER = 41;

/** A contract of the provider with the operator, awaiting acceptance, with one obligation. */
function contract(patch: Partial<Contract> = {}): Contract {
  return {
    id: 5,
    reference: 'CO-7-41',
    status: 'awaiting_acceptance',
    competition: 7,
    competition_name: 'Norwich Winter 2026',
    competition_reference: 'NOR-W26',
    flex_provider: PROVIDER,
    flex_provider_name: 'Sunny Flex',
    system_operator: OPERATOR,
    system_operator_name: 'Northern Lines',
    framework_agreement: 3,
    framework_reference: 'FA-31-41-9',
    framework_name: 'ENA Flexibility Services Standard Agreement v3.0',
    currency: 'GBP',
    starts_on: '2026-11-01',
    // Stored exclusive: the last day is 28 February 2027.
    ends_on: '2027-03-01',
    total_capacity: '1.5',
    obligation_count: 1,
    accepted_at: null,
    accepted_name: null,
    accepted_by_email: null,
    terms_read: false,
    terminated_at: null,
    termination_reason: null,
    termination_date: null,
    created: '2026-10-20T09:00:00.000Z',
    updated: '2026-10-20T09:00:00.000Z',
    obligations: [
      {
        id: 11, bid: 90, service_window: 4, window_name: 'Evening peak', start_time: '16:00', end_time: '19:00', service_days: [0, 1, 2, 3, 4],
        holiday_handling: 'Exclude', flex_assets: [101, 102], power_type: 'active_power', unit: 'MW', capacity: '1.5', max_runtime_seconds: 7200,
        availability_rate: '12.50', utilisation_rate: '300.00', service_fee: null, currency: 'GBP', starts_on: '2026-11-01', ends_on: '2027-03-01',
      },
    ],
    ...patch,
  };
}

const agreement: FrameworkAgreement = {
  id: 3, reference: 'FA-31-41-9', flex_provider: PROVIDER, flex_provider_name: 'Sunny Flex', system_operator: OPERATOR, system_operator_name: 'Northern Lines',
  name: 'ENA Flexibility Services Standard Agreement', version: '3.0', signed_on: '2026-09-14', signed_by: 'Ada Sunny', created: '2026-09-20T09:00:00.000Z',
};

const session = (orgType: 'flexprovider' | 'systemoperator') => ({ orgType, orgId: orgType === 'flexprovider' ? PROVIDER : OPERATOR, permissions: ['default', 'view-manage-ui'], flags: ['contracts'] });
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

afterEach(() => jest.restoreAllMocks());

describe('the provider’s contracts', () => {
  test('lists its contracts with the end date one day earlier, opens one, accepts it with server messages on the fields', async () => {
    const posted: Recorded[] = [];
    const answers = [
      json({ name: ['Type your full name to accept the contract.'], terms_read: ['Tick to confirm that you have read the contract terms.'] }, { status: 400 }),
      json(contract({ status: 'active', accepted_at: '2026-10-21T10:00:00.000Z', accepted_name: 'Ada Sunny', terms_read: true })),
    ];
    serveApi({
      'GET contracts/contracts/': page([contract()]),
      'GET contracts/framework-agreements/': page([agreement]),
      'POST contracts/contracts/5/accept/': (req: Recorded) => {
        posted.push(req);
        return answers.shift();
      },
    });
    const { user } = renderManage('/manage/flexprovider/contracts', session('flexprovider'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contracts' }, { timeout: 20000 })).toBeInTheDocument();
    const row = within(await screen.findByRole('rowheader', { name: 'CO-7-41' }).then((h) => h.closest('tr')!));
    expect(row.getByText('Northern Lines')).toBeInTheDocument();
    expect(row.getByText('Awaiting acceptance')).toBeInTheDocument();
    expect(row.getByText('28 Feb 2027')).toBeInTheDocument();
    expect(row.getByText('1 Nov 2026')).toBeInTheDocument();
    // The framework agreements register.
    expect(await screen.findByRole('rowheader', { name: 'FA-31-41-9' })).toBeInTheDocument();
    expect(within(rowOf('FA-31-41-9')).getByText('Ada Sunny')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View contract CO-7-41' }));
    const detail = screen.getByRole('region', { name: 'Contract CO-7-41' });
    expect(within(detail).getByText('1 Nov 2026 to 28 Feb 2027')).toBeInTheDocument();
    expect(within(detail).getByText('ENA Flexibility Services Standard Agreement v3.0 (FA-31-41-9)')).toBeInTheDocument();
    const obligation = within(within(detail).getByRole('rowheader', { name: 'Evening peak' }).closest('tr')!);
    expect(obligation.getByText('16:00–19:00')).toBeInTheDocument();
    expect(obligation.getByText('1.5 MW')).toBeInTheDocument();
    expect(obligation.getByText('£12.50')).toBeInTheDocument();
    expect(obligation.getByText('Mon, Tue, Wed, Thu, Fri; Not on public holidays')).toBeInTheDocument();
    expect(obligation.getByText('101, 102')).toBeInTheDocument();

    await user.click(within(detail).getByRole('button', { name: 'Accept contract' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept contract CO-7-41?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Your full name/ }), 'Ada Sunny');
    await user.click(within(dialog).getByRole('button', { name: 'Accept contract' }));
    // The server refuses the unticked box: its sentence sits on the checkbox.
    const box = within(dialog).getByRole('checkbox', { name: 'I have read the contract terms and the obligations' });
    await waitFor(() => expect(box).toHaveAccessibleDescription('Tick to confirm that you have read the contract terms.'));
    expect(posted[0]!.body).toEqual({ name: 'Ada Sunny', terms_read: false });
    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Accept contract' }));
    expect(await screen.findByText('Contract CO-7-41 is accepted; Northern Lines is told.')).toHaveFocus();
    expect(posted[1]!.body).toEqual({ name: 'Ada Sunny', terms_read: true });
    expect(within(rowOf('CO-7-41')).getByText('Active')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Contract CO-7-41' })).queryByRole('button', { name: 'Accept contract' })).toBeNull();
  });

  test('downloads the summary PDF through a fresh signed link, and a pushed contract.updated reloads the list', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const lists = [page([contract()]), page([contract({ status: 'terminated', termination_date: '2026-12-01', termination_reason: 'Assets sold', terminated_at: '2026-11-20T09:00:00.000Z' })])];
    const api = serveApi({
      'GET contracts/contracts/': () => lists.shift(),
      'GET contracts/framework-agreements/': page([]),
      'GET contracts/contracts/5/download_links/': json({ pdf: 'http://api.test/contracts/contracts/5/download/pdf/?user=1&expires=1&signature=a', csv: 'http://api.test/c.csv', expires: '2026-11-20T09:10:00.000Z' }),
    });
    const { user } = renderManage('/manage/flexprovider/contracts?contract=5', session('flexprovider'));
    const detail = await screen.findByRole('region', { name: 'Contract CO-7-41' });
    await user.click(within(detail).getByRole('button', { name: 'Summary PDF' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://api.test/contracts/contracts/5/download/pdf/?user=1&expires=1&signature=a'));
    expect(await screen.findByText('No framework agreements yet')).toBeInTheDocument();
    act(() => bus.events$.next({ id: 9, type: 'contract.updated', org_ids: [PROVIDER, OPERATOR], data: { change: 'terminated' }, created: new Date().toISOString() }));
    expect(await within(rowOf('CO-7-41')).findByText('Terminated')).toBeInTheDocument();
    // The termination's last day is one day before the stored date.
    expect(within(screen.getByRole('region', { name: 'Contract CO-7-41' })).getByText('Last day 30 Nov 2026: Assets sold')).toBeInTheDocument();
    expect(api.callsTo('GET contracts/contracts/')).toHaveLength(2);
  });
});

describe('the operator’s contracts', () => {
  test('terminates a contract with a reason and its last day; refusals land on the fields', async () => {
    const posted: Recorded[] = [];
    const answers = [
      json({ termination_date: ['The last day cannot be before today.'] }, { status: 400 }),
      json(contract({ status: 'terminated', termination_date: '2026-12-01', termination_reason: 'Assets sold', terminated_at: '2026-11-20T09:00:00.000Z' })),
    ];
    serveApi({
      'GET contracts/contracts/': page([contract({ status: 'active', accepted_at: '2026-10-21T10:00:00.000Z', accepted_name: 'Ada Sunny', terms_read: true })]),
      'GET contracts/framework-agreements/': page([agreement]),
      'POST contracts/contracts/5/terminate/': (req: Recorded) => {
        posted.push(req);
        return answers.shift();
      },
    });
    const { user } = renderManage('/manage/systemoperator/contracts', session('systemoperator'));
    await user.click(await screen.findByRole('button', { name: 'View contract CO-7-41' }));
    const detail = screen.getByRole('region', { name: 'Contract CO-7-41' });
    expect(within(detail).getByText(/by Ada Sunny, terms read/)).toBeInTheDocument();
    expect(within(rowOf('CO-7-41')).getByText('Sunny Flex')).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Accept contract' })).toBeNull();
    await user.click(within(detail).getByRole('button', { name: 'Terminate contract' }));
    const dialog = screen.getByRole('dialog', { name: 'Terminate contract CO-7-41?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Assets sold');
    await user.type(within(dialog).getByRole('textbox', { name: /Last day of the contract/ }), '2020-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Terminate contract' }));
    const date = within(dialog).getByRole('textbox', { name: /Last day of the contract/ });
    await waitFor(() => expect(date).toHaveAccessibleDescription(expect.stringContaining('The last day cannot be before today.')));
    await user.clear(date);
    await user.type(date, '2026-11-30');
    await user.click(within(dialog).getByRole('button', { name: 'Terminate contract' }));
    expect(await screen.findByText('Contract CO-7-41 is terminated; Sunny Flex is told.')).toHaveFocus();
    expect(posted.map((p) => p.body)).toEqual([
      { reason: 'Assets sold', termination_date: '2020-01-01' },
      { reason: 'Assets sold', termination_date: '2026-11-30' },
    ]);
    expect(within(rowOf('CO-7-41')).getByText('Terminated')).toBeInTheDocument();
  });

  test('the provider’s URL is not found for an operator', async () => {
    const api = serveApi({ 'GET contracts/contracts/': page([]) });
    renderManage('/manage/flexprovider/contracts', session('systemoperator'));
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(api.callsTo('GET contracts/contracts/')).toHaveLength(0);
  });
});
