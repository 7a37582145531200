/**
 * @jest-environment ../shared-session/jest.environment.cjs
 */
import { act, screen, within } from '@testing-library/react';
import { bus, REGIONS } from 'shared-session';
import { DEFAULT_REGION, json } from 'shared-session/testing';
import { fakeApi, listed, refusal } from '../../testing/api';
import { renderShell } from '../../testing/renderShell';

afterEach(() => {
  act(() => {
    bus.session$.next(null);
    bus.flags$.next(new Set());
    bus.region$.next(DEFAULT_REGION);
  });
});

const MAX = { orgType: 'flexprovider' as const, orgId: 7, isMaxOrg: true, permissions: ['view-manage-ui', 'manage-bids'] };

const row = (over: Record<string, unknown>) => ({
  competition: 10, competition_name: 'Blyth 2026', competition_status: 'open', window: 1, window_name: 'Weekday evening', period_name: 'Winter',
  unit: 'MW', eligible_mw: 7, required_mw: 5, counted_mw: 5, guide_price: 9.5, hours: 10, value: '475.00', currency: 'GBP', ...over,
});

const valuation = {
  totals: [{ currency: 'GBP', amount: '741.00' }],
  rows: [
    row({}),
    row({ window: 2, window_name: 'Weekend overnight', required_mw: 10, counted_mw: 7, hours: 4, value: '266.00' }),
    row({ competition: 26, competition_name: 'Barking 2026', competition_status: 'qualifying', window: 3, window_name: 'Morning hour', period_name: 'June', required_mw: 1, counted_mw: 1, guide_price: null, hours: 3, value: null }),
  ],
};

const zeros = <S extends string>(statuses: S[], counts: Partial<Record<S, number>>) => statuses.map((status) => ({ status, count: counts[status] ?? 0 }));
const LISTING_STATUSES = ['draft', 'scheduled', 'open', 'closed', 'awarded', 'withdrawn', 'expired'];
const BID_STATUSES = ['submitted', 'withdrawn', 'accepted', 'rejected', 'lapsed'];

const activity = {
  listings: {
    total: 3,
    by_status: zeros(LISTING_STATUSES, { open: 2, draft: 1 }),
    latest: [
      { id: 41, exchange_type: 'load_modification', status: 'open', mw: '1.50000', currency: 'GBP', bidding_closes: '2026-12-10T12:00:00Z', created: '2026-11-27T09:00:00Z' },
      { id: 40, exchange_type: 'flexibility_obligation', status: 'draft', mw: '2.00000', currency: 'GBP', bidding_closes: '2026-12-10T12:00:00Z', created: '2026-11-26T09:00:00Z' },
    ],
  },
  bids: {
    total: 1,
    by_status: zeros(BID_STATUSES, { submitted: 1 }),
    latest: [{ id: 5, listing: 33, exchange_type: 'capacity_market', status: 'submitted', mw: '2.00000', price: '11.25', currency: 'GBP', created: '2026-11-25T10:00:00Z' }],
  },
  trades: {
    total: 1,
    sold: 1,
    bought: 0,
    latest: [{ id: 3, reference: 'EX-2026-0003', listing: 41, exchange_type: 'load_modification', side: 'sold', mw: '1.50000', amount: '1875.00', currency: 'GBP', created: '2026-11-27T15:00:00Z' }],
  },
};

const empty = {
  listings: { total: 0, by_status: zeros(LISTING_STATUSES, {}), latest: [] },
  bids: { total: 0, by_status: zeros(BID_STATUSES, {}), latest: [] },
  trades: { total: 0, sold: 0, bought: 0, latest: [] },
};

describe('home for a max organisation', () => {
  it('shows the valuation (total and one row per window, money in the region’s format) and the exchange activity with links', async () => {
    const calls = fakeApi({ 'GET maxdashboard/valuation/': valuation, 'GET maxdashboard/activity/': activity });
    await renderShell('/home', { user: MAX });
    expect(await screen.findByRole('heading', { level: 1, name: 'Max home' })).toBeInTheDocument();

    const section = await screen.findByRole('region', { name: 'Market valuation of your assets' });
    expect(await within(section).findByText(/^Total £741\.00:/)).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Valuation per service window' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    // Sorted by competition: Barking first, its window without a guide price not valued.
    expect(rows[0]).toHaveTextContent('No guide price');
    expect(rows[0]).toHaveTextContent('Not valued');
    expect(within(rows[0]!).getByRole('link', { name: 'Barking 2026' })).toHaveAttribute('href', '/flexprovider/competitions/26');
    const evening = rows.find((r) => r.textContent?.includes('Weekday evening'))!;
    expect(evening).toHaveTextContent('Winter: Weekday evening');
    expect(evening).toHaveTextContent('7 MW');
    expect(evening).toHaveTextContent('£9.50/MW/h');
    expect(evening).toHaveTextContent('£475.00');

    const stats = screen.getByRole('list', { name: 'At a glance' });
    expect(within(stats).getByText('£741.00')).toBeInTheDocument();
    expect(within(stats).getByRole('link', { name: /^2 open competitions your assets qualify for/ })).toHaveAttribute('href', '/dashboard');
    expect(within(stats).getByRole('link', { name: /^2 of your listings open for bids/ })).toBeInTheDocument();
    expect(within(stats).getByRole('link', { name: /^1 of your bids awaiting a decision/ })).toBeInTheDocument();

    const exchange = screen.getByRole('region', { name: 'Your exchange activity' });
    expect(within(exchange).getByText('By status: Draft 1 · Open for bids 2')).toBeInTheDocument();
    const listings = within(exchange).getByRole('table', { name: 'Your latest listings' });
    expect(within(listings).getByRole('link', { name: 'Listing 41' })).toHaveAttribute('href', '/exchange/load-modifications/41/view');
    expect(within(listings).getByRole('link', { name: 'Listing 40' })).toHaveAttribute('href', '/exchange/listings/40/view');
    expect(within(exchange).getByRole('table', { name: 'Your latest bids' })).toHaveTextContent('£11.25');
    const trades = within(exchange).getByRole('table', { name: 'Your latest trades' });
    expect(within(trades).getByRole('link', { name: 'EX-2026-0003' })).toHaveAttribute('href', '/exchange/listings/41/outcome');
    expect(trades).toHaveTextContent('Sold');
    expect(trades).toHaveTextContent('£1,875.00');
    expect(calls.routes).toEqual(expect.arrayContaining(['GET maxdashboard/valuation/', 'GET maxdashboard/activity/']));
  });

  it('shows money in the region’s format (Italy)', async () => {
    fakeApi({ 'GET maxdashboard/valuation/': valuation, 'GET maxdashboard/activity/': empty });
    act(() => bus.region$.next(REGIONS.IT));
    await renderShell('/home', { user: MAX });
    const stats = await screen.findByRole('list', { name: 'At a glance' });
    // 741 pounds in Italian: decimal comma, the symbol after the figure.
    expect(await within(stats).findByText(/^741,00\s£$/)).toBeInTheDocument();
  });

  it('says what to do when nothing qualifies and there is no exchange activity', async () => {
    fakeApi({ 'GET maxdashboard/valuation/': { totals: [], rows: [] }, 'GET maxdashboard/activity/': empty });
    await renderShell('/home', { user: MAX });
    const section = await screen.findByRole('region', { name: 'Market valuation of your assets' });
    expect(await within(section).findByRole('heading', { name: 'None of your assets qualifies for an open competition' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Manage your assets' })).toHaveAttribute('href', '/manage/flexprovider/7/flexassets');
    const exchange = screen.getByRole('region', { name: 'Your exchange activity' });
    expect(within(exchange).getByRole('heading', { name: 'You have not listed anything on the exchange' })).toBeInTheDocument();
    expect(within(exchange).getByRole('link', { name: 'Create a listing' })).toHaveAttribute('href', '/exchange/new-listing');
    expect(within(exchange).getByRole('heading', { name: 'You have not bid on the exchange' })).toBeInTheDocument();
    expect(within(exchange).getByRole('heading', { name: 'No trades yet' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'At a glance' })).getByText('£0.00')).toBeInTheDocument();
  });

  it('a section that fails says so and tries again, the other still shows', async () => {
    let fail = true;
    fakeApi({
      'GET maxdashboard/valuation/': () => (fail ? refusal(500, { detail: 'Server error.' }) : json(valuation)),
      'GET maxdashboard/activity/': activity,
    });
    const { user } = await renderShell('/home', { user: MAX });
    const section = await screen.findByRole('region', { name: 'Market valuation of your assets' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Server error.');
    expect(await within(screen.getByRole('region', { name: 'Your exchange activity' })).findByRole('table', { name: 'Your latest trades' })).toBeInTheDocument();
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('table', { name: 'Valuation per service window' })).toBeInTheDocument();
  });

  it('keeps the provider home for a flex provider that is not a max organisation', async () => {
    const calls = fakeApi({ 'GET flex/qualificationsummary/': listed([]), 'GET bids/bids/': listed([]) });
    await renderShell('/home', { user: { ...MAX, isMaxOrg: false } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(calls.routes.some((r) => r.startsWith('GET maxdashboard/'))).toBe(false);
  });
});
