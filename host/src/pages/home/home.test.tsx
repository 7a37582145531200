/**
 * @jest-environment ../shared-session/jest.environment.cjs
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from 'shared-session';
import { DEFAULT_REGION, type Recorded } from 'shared-session/testing';
import { fakeApi, listed, refusal } from '../../testing/api';
import { renderShell } from '../../testing/renderShell';

/** A call as `METHOD path?query`. */
const withQuery = (c: Recorded) => `${c.method} ${c.url.pathname.replace(/^\/+/, '')}?${c.url.searchParams.toString()}`;

afterEach(() => {
  act(() => {
    bus.session$.next(null);
    bus.flags$.next(new Set());
    bus.region$.next(DEFAULT_REGION);
  });
});

const summary = (over: Record<string, unknown>) => ({
  competition: 1, name: 'Blyth 2026', reference: 'F-1', status: 'open', operator: 3, operator_name: 'Northern Lines Networks',
  eligible: 0, qualified: 0, ineligible: 0, disqualified: 0, planned: 0, qualifying_assets: 0, providers: 1, entries: 0,
  entry_status: null, entered_assets: 0, ...over,
});

const PROVIDER = { orgType: 'flexprovider' as const, orgId: 1, permissions: ['manage-bids', 'view-operations', 'view-manage-ui'] };
const OPERATOR = { orgType: 'systemoperator' as const, orgId: 3, permissions: ['manage-bids', 'manage-competitions', 'view-operations'] };
const FLAGS = ['operations_provider', 'operations_operator', 'permissions_navigation_guard'];

describe('home for a flex provider', () => {
  it('lists entries to confirm and qualifying competitions from the API, with counts, links and empty states', async () => {
    const calls = fakeApi({
      'GET flex/qualificationsummary/': listed([
        summary({ competition: 10, name: 'Blyth 2026', status: 'open', eligible: 4, entry_status: 'confirmed', entered_assets: 3 }),
        summary({ competition: 26, name: 'Barking 2026', status: 'qualifying', operator_name: 'Southern Wires', eligible: 12 }),
        summary({ competition: 30, name: 'Nowhere 2026', status: 'qualifying', ineligible: 5 }),
      ]),
      'GET bids/bids/': listed(
        [{ id: 4, competition: 6, competition_name: 'Knaresborough 2026', window_name: 'Weekday evening peak', capacity: 0.4, submitted: '2026-11-25T14:42:04Z' }],
        9,
      ),
      'GET dispatch/v1/instructions/': listed([]),
    });
    await renderShell('/home', { user: PROVIDER, flags: FLAGS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();

    const entries = await screen.findByRole('region', { name: 'Entries awaiting your confirmation' });
    const entryTable = await within(entries).findByRole('table', { name: 'Competitions waiting for your entry' });
    const entryRows = within(entryTable).getAllByRole('row').slice(1);
    expect(entryRows).toHaveLength(1);
    expect(within(entryRows[0]!).getByRole('link', { name: 'Barking 2026' })).toHaveAttribute('href', '/flexprovider/competitions/26');

    const qualifying = screen.getByRole('region', { name: 'Live competitions your assets qualify for' });
    const rows = within(within(qualifying).getByRole('table')).getAllByRole('row').slice(1);
    // Only competitions where an asset qualifies (not "Nowhere"), by name.
    expect(rows.map((r) => r.querySelector('th')?.textContent)).toEqual(['Barking 2026', 'Blyth 2026']);
    expect(rows[1]).toHaveTextContent('Bidding open');
    expect(rows[1]).toHaveTextContent('Entered (3 assets)');
    expect(within(rows[1]!).getByRole('link', { name: 'Show on map: Blyth 2026' })).toHaveAttribute('href', '/dashboard?competition=10');
    expect(within(qualifying).getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();

    const stats = screen.getByRole('list', { name: 'At a glance' });
    expect(within(stats).getByRole('link', { name: /1 entries to confirm/ })).toHaveAttribute('href', '/manage/flexprovider/qualification/confirm');
    expect(within(stats).getByRole('link', { name: /2 live competitions/ })).toBeInTheDocument();
    expect(within(stats).getByRole('link', { name: /9 open bids/ })).toHaveAttribute('href', '/manage/flexprovider/bids/list');
    expect(within(stats).getByRole('link', { name: /0 upcoming dispatches/ })).toBeInTheDocument();

    const bids = screen.getByRole('region', { name: 'Your open bids' });
    expect(within(bids).getByText('The latest 1 of 9 bids in competitions with bidding open.')).toBeInTheDocument();
    expect(within(bids).getByRole('link', { name: 'Knaresborough 2026' })).toBeInTheDocument();

    const dispatches = screen.getByRole('region', { name: 'Upcoming dispatches' });
    expect(within(dispatches).getByRole('heading', { name: 'No upcoming dispatches' })).toBeInTheDocument();

    expect(calls.calls.map(withQuery).some((c) => c.startsWith('GET flex/qualificationsummary/?') && c.includes('status=qualifying%2Cqualified%2Copen'))).toBe(true);
    expect(calls.calls.map(withQuery).some((c) => c.startsWith('GET dispatch/v1/instructions/?') && c.includes('when=upcoming'))).toBe(true);
  });

  it('leaves out what the user may not open (no dispatch without the operations flag and permission)', async () => {
    fakeApi({ 'GET flex/qualificationsummary/': listed([]), 'GET bids/bids/': listed([]) });
    await renderShell('/home', { user: { orgType: 'flexprovider', orgId: 1, permissions: ['manage-bids'] }, flags: ['permissions_navigation_guard'] });
    const qualifying = await screen.findByRole('region', { name: 'Live competitions your assets qualify for' });
    expect(await within(qualifying).findByRole('heading', { name: 'None of your assets qualifies for a live competition' })).toBeInTheDocument();
    expect(within(qualifying).getByRole('link', { name: 'Manage your assets' })).toHaveAttribute('href', '/manage/flexprovider/1/flexassets');
    expect(screen.queryByRole('region', { name: 'Upcoming dispatches' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your open bids' })).toBeInTheDocument();
  });

  it('counts the settlement events needing meter data and the money at stake, for a user who may see settlement', async () => {
    const calls = fakeApi({
      'GET flex/qualificationsummary/': listed([]),
      'GET performance/required/': { count: 3, money_at_stake: [{ currency: 'GBP', amount: '425.5' }], events: [] },
    });
    await renderShell('/home', { user: { orgType: 'flexprovider', orgId: 1, permissions: ['view-settlement'] }, flags: ['settlement_provider'] });
    const stats = await screen.findByRole('list', { name: 'At a glance' });
    expect(await within(stats).findByRole('link', { name: /^3 settlement events need meter data/ })).toHaveAttribute('href', '/settlement/flexprovider/required');
    expect(within(stats).getByRole('link', { name: '£425.50 at stake until that data is uploaded' })).toHaveAttribute('href', '/settlement/flexprovider/required');
    expect(calls.calls.filter((c) => c.url.pathname.endsWith('performance/required/'))).toHaveLength(1);
  });

  it('asks nothing about settlement of a user without the settlement permission', async () => {
    const calls = fakeApi({ 'GET flex/qualificationsummary/': listed([]), 'GET bids/bids/': listed([]) });
    await renderShell('/home', { user: { orgType: 'flexprovider', orgId: 1, permissions: ['manage-bids'] }, flags: ['settlement_provider'] });
    const stats = await screen.findByRole('list', { name: 'At a glance' });
    expect(within(stats).queryByRole('link', { name: /settlement events/ })).not.toBeInTheDocument();
    expect(calls.calls.some((c) => c.url.pathname.endsWith('performance/required/'))).toBe(false);
  });

  it('a section that fails says so and tries again', async () => {
    let fail = true;
    fakeApi({
      'GET flex/qualificationsummary/': (req: Recorded) =>
        fail ? refusal(500, { detail: 'Server error.' }) : listed([summary({ competition: 5, name: 'Later 2026', eligible: 1 })])(req),
    });
    const { user } = await renderShell('/home', { user: { orgType: 'flexprovider', orgId: 1 } });
    const section = await screen.findByRole('region', { name: 'Entries awaiting your confirmation' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Server error.');
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('link', { name: 'Later 2026' })).toBeInTheDocument();
  });
});

describe('home for a system operator', () => {
  it('counts its competitions by status (limit=0 and Content-Range) and lists bids to decide', async () => {
    const byStatus: Record<string, number> = { incomplete: 1, pending: 2, qualifying: 6, qualified: 2, open: 4, closed: 3 };
    const calls = fakeApi({
      'GET flex/competitions/': (req: Recorded) => listed([], byStatus[req.url.searchParams.get('status') ?? ''] ?? 0)(req),
      'GET bids/summaries/': [
        { competition: 6, competition_name: 'Knaresborough 2026', reference: 'F-6', status: 'open', results_confirmed: false, bids: 8, pending: 8, providers: 2, capacity_offered: 12.5, power_type: 'active_power' },
        { competition: 4, competition_name: 'Wincobank 2026', reference: 'F-4', status: 'closed', results_confirmed: true, bids: 4, pending: 0, providers: 1, capacity_offered: 3, power_type: 'active_power' },
      ],
      'GET dispatch/v1/instructions/': listed(
        [{ id: 9, start: '2026-11-26T07:00:00Z', competition_name: 'Wincobank 2026', flex_provider_name: 'Voltwise Flex', window_name: 'Weekday morning peak', quantity: 6.6, unit: 'MW', status: 'awaiting response' }],
        4,
      ),
    });
    await renderShell('/home', { user: OPERATOR, flags: FLAGS });
    const competitions = await screen.findByRole('region', { name: 'Your competitions by status' });
    const statusList = await within(competitions).findByRole('list', { name: 'Your competitions by status' });
    expect(within(statusList).getByRole('link', { name: '6 Qualification open' })).toHaveAttribute('href', '/manage/systemoperator/3/competitions');
    expect(within(statusList).getByRole('link', { name: '4 Bidding open' })).toBeInTheDocument();
    expect(within(competitions).getByRole('link', { name: 'Create a competition' })).toHaveAttribute('href', '/manage/systemoperator/competitions/create');
    expect(calls.calls.map(withQuery).filter((c) => c.startsWith('GET flex/competitions/?') && c.includes('limit=0') && c.includes('operator=3'))).toHaveLength(6);

    const decisions = screen.getByRole('region', { name: 'Bids awaiting your decision' });
    const rows = within(await within(decisions).findByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByRole('link', { name: 'Knaresborough 2026' })).toHaveAttribute('href', '/manage/systemoperator/bids/decision?competition=6');
    expect(rows[0]).toHaveTextContent('12.5 MW');

    const stats = screen.getByRole('list', { name: 'At a glance' });
    expect(within(stats).getByRole('link', { name: /8 bids awaiting your decision/ })).toBeInTheDocument();
    expect(within(stats).getByRole('link', { name: /4 upcoming dispatches/ })).toBeInTheDocument();
    const dispatches = screen.getByRole('region', { name: 'Upcoming dispatches' });
    expect(await within(dispatches).findByText('Voltwise Flex')).toBeInTheDocument();
    expect(within(dispatches).getByText('Awaiting response')).toBeInTheDocument();
  });
});

describe('overdue milestones on both homes', () => {
  it.each([
    ['provider', PROVIDER, '/manage/flexprovider/milestones'],
    ['operator', OPERATOR, '/manage/systemoperator/milestones'],
  ] as const)('the %s sees how many are overdue (limit=0, overdue=true), linking to its milestones', async (_who, user, path) => {
    const calls = fakeApi({
      'GET contracts/milestones/': listed([], 2),
      'GET flex/qualificationsummary/': listed([]),
      'GET flex/competitions/': listed([], 0),
      'GET bids/bids/': listed([]),
      'GET bids/summaries/': [],
      'GET dispatch/v1/instructions/': listed([]),
    });
    await renderShell('/home', { user, flags: [...FLAGS, 'milestones'] });
    const stats = await screen.findByRole('list', { name: 'At a glance' });
    await waitFor(() => expect(within(stats).getByRole('link', { name: '2 contract milestones overdue' })).toHaveAttribute('href', path));
    expect(calls.calls.map(withQuery)).toContain('GET contracts/milestones/?overdue=true&limit=0');
  });

  it('is not shown without the milestones flag', async () => {
    const calls = fakeApi({ 'GET flex/qualificationsummary/': listed([]), 'GET bids/bids/': listed([]), 'GET dispatch/v1/instructions/': listed([]) });
    await renderShell('/home', { user: PROVIDER, flags: FLAGS });
    const stats = await screen.findByRole('list', { name: 'At a glance' });
    expect(within(stats).queryByRole('link', { name: /contract milestones overdue/ })).toBeNull();
    expect(calls.calls.map(withQuery).some((c) => c.startsWith('GET contracts/milestones/'))).toBe(false);
  });
});

describe('home for a plain user', () => {
  it('offers registering an organisation and the open competitions on the map', async () => {
    fakeApi({ 'GET flex/competitions/': listed([], 26) });
    await renderShell('/home', { user: { orgType: 'user', email: 'user@flex.test', permissions: ['default'] }, flags: ['explore'] });
    expect(await screen.findByRole('link', { name: 'Register an organisation' })).toHaveAttribute('href', '/register/confirm');
    expect(await screen.findByTestId('open-competitions')).toHaveTextContent('26 competitions have bidding open across Great Britain.');
    expect(screen.getByRole('link', { name: 'See them on the map' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Explore by system operator' })).toHaveAttribute('href', '/explore');
  });
});

const competition = (id: number, name: string, status: string, operator: { id: number; name: string }) => ({
  id, name, status, reference: `R-${id}`, operator: { ...operator, slug: 'x', brand_colour: '#123456', is_max_org: false, operating_area: [], is_active: true },
  qualification_closed: '2026-12-08T14:21:04Z', open: '2026-12-10T09:00:00Z', closed: '2026-12-27T17:21:04Z',
});

describe('explore', () => {
  it('groups live competitions by operator and links each to the map', async () => {
    const nl = { id: 3, name: 'Northern Lines Networks' };
    const sw = { id: 4, name: 'Southern Wires' };
    fakeApi({
      'GET flex/competitions/': listed([
        competition(10, 'Blyth 2026', 'open', nl),
        competition(11, 'Kirkstall 2026', 'qualifying', nl),
        competition(26, 'Barking 2026', 'qualifying', sw),
      ]),
    });
    await renderShell('/explore', { user: { orgType: 'user', permissions: ['default'] }, flags: ['explore'] });
    const byOperator = await screen.findByRole('region', { name: 'By system operator' });
    const opRows = within(await within(byOperator).findByRole('table')).getAllByRole('row').slice(1);
    expect(opRows.map((r) => Array.from(r.querySelectorAll('th, td')).map((c) => c.textContent))).toEqual([
      ['Northern Lines Networks', '1', '1', '2'],
      ['Southern Wires', '1', '0', '1'],
    ]);
    const list = screen.getByRole('region', { name: 'Live competitions' });
    expect(within(list).getByRole('link', { name: 'Blyth 2026, on the map' })).toHaveAttribute('href', '/dashboard?competition=10');
    expect(within(list).getByRole('searchbox')).toBeInTheDocument();
  });
});

describe('marketplace', () => {
  it('shows an operator the qualified flexibility per competition', async () => {
    fakeApi({
      'GET flex/qualificationsummary/': listed([summary({ competition: 6, name: 'Knaresborough 2026', providers: 2, qualifying_assets: 17, entries: 1 })]),
      'GET bids/summaries/': [{ competition: 6, bids: 8, capacity_offered: 12.5 }],
    });
    await renderShell('/marketplace/buy', { user: OPERATOR, flags: FLAGS });
    const table = await screen.findByRole('table', { name: 'Flexibility available in your live competitions' });
    const cells = Array.from(within(table).getAllByRole('row')[1]!.querySelectorAll('th, td')).map((c) => c.textContent);
    expect(cells.slice(0, 8)).toEqual(['Knaresborough 2026', 'F-1', 'Bidding open', '2', '17', '1', '8', '12.5']);
  });

  it('tells a provider that buying is for operators and where to go instead', async () => {
    fakeApi({});
    await renderShell('/marketplace/buy', { user: PROVIDER, flags: ['explore'] });
    expect(await screen.findByRole('heading', { name: 'Buying is for system operators' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore open competitions' })).toHaveAttribute('href', '/explore');
  });
});

describe('roadmap', () => {
  it('lists shipped, in-progress and planned capabilities and filters them by status', async () => {
    const { user } = await renderShell('/roadmap', { user: OPERATOR, flags: ['roadmap'] });
    const table = await screen.findByRole('table', { name: 'Capabilities by status' });
    expect(within(table).getByRole('rowheader', { name: 'Dispatch with live updates' })).toBeInTheDocument();
    const summaryList = screen.getByRole('list', { name: 'Roadmap summary' });
    expect(summaryList).toHaveTextContent(/\d+ Shipped/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'planned');
    await waitFor(() => expect(within(table).queryByRole('rowheader', { name: 'Dispatch with live updates' })).not.toBeInTheDocument());
    expect(within(table).getByRole('rowheader', { name: 'Settlement and invoices' })).toBeInTheDocument();
  });
});
