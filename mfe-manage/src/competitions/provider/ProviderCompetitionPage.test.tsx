import { screen, waitFor, within } from '@testing-library/react';
import { page, queryOf, renderManage, serveApi } from '../../test/manage';
import { COMPETITION } from '../../test/fixtures';
import { bidsRoute, decided } from '../../market/provider-bids/testing';

const PROVIDER = { orgType: 'flexprovider' as const, orgId: 3, permissions: ['default', 'view-competitions', 'manage-bids'] };

const FOR_PROVIDER = {
  ...COMPETITION,
  fixed_price: false,
  need_direction: 'deficit',
  power_type: 'reactive_power',
  operator: { id: 31, name: 'Grid North', slug: 'grid-north', brand_colour: '#0B5394' },
};

const SUMMARY = [
  { id: 100, competition: 7, flex_asset: 500, planned: false, ref: 'BAT-1', name: 'Battery Norwich', asset_type: 'storage', eligibility_status: 'eligible', reasons: [] },
  { id: 104, competition: 7, flex_asset: 504, planned: false, ref: 'BAT-4', name: 'Battery Wymondham', asset_type: 'storage', eligibility_status: 'qualified', reasons: [] },
  {
    id: 101,
    competition: 7,
    flex_asset: 501,
    planned: false,
    ref: 'GEN-9',
    name: 'Diesel Cromer',
    asset_type: 'thermal',
    eligibility_status: 'ineligible',
    reasons: [{ code: 'voltage', message: 'Connection voltage 0.4 kV is outside 11–33 kV', details: { voltage_level: 0.4, min: 11, max: 33 } }],
  },
  { id: 900, competition: 7, flex_asset: 77, planned: true, ref: 'PLAN-1', name: 'Solar Attleborough', asset_type: 'renewable', eligibility_status: 'eligible', reasons: [] },
];

const CONFIRMED = { id: 9, competition: 7, flex_provider: 3, status: 'confirmed', withdrawn: false, flex_assets: [500], created: '2026-11-02T10:00:00Z', updated: '2026-11-03T10:30:00Z' };

function serve(competition: Record<string, unknown> = FOR_PROVIDER, entries: unknown[] = [CONFIRMED]) {
  return serveApi({
    'GET flex/competitions/7/': competition,
    'GET flex/assetsummary/': () => page(SUMMARY),
    'GET flex/competitionentries/': () => page(entries),
    'GET flex/gspregions/': [{ id: 4, name: 'Norwich Main', gsp_group: '_A', area_km2: 812 }],
  });
}

const section = (name: string) => screen.getByRole('region', { name });

test('shows what a bidder needs: the need in words, dates with statuses, windows, its assets and entry', async () => {
  const api = serve();
  renderManage('/flexprovider/competitions/7', PROVIDER);
  expect(await screen.findByRole('heading', { level: 1, name: 'Norwich winter peak' })).toBeInTheDocument();
  expect(screen.getByText('Grid North · NOR-7 · Qualification open')).toBeInTheDocument();
  expect(queryOf(api.callsTo('GET flex/competitions/7/')[0])).toEqual({ expand: 'operator,service_periods.windows', include_archived: 'true' });
  expect(queryOf(api.callsTo('GET flex/assetsummary/')[0])).toMatchObject({ competition: '7', limit: '1000', offset: '0' });
  expect(queryOf(api.callsTo('GET flex/competitionentries/')[0])).toMatchObject({ competition: '7' });

  const need = section('What is needed');
  await within(need).findByText('Norwich Main');
  const facts = Object.fromEntries(within(need).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
  expect(facts).toMatchObject({
    Need: 'Reduce demand / increase generation (deficit)',
    'Power type': 'Reactive power (MVAr)',
    'Connection voltage': '11 kV to 33 kV',
    Pricing: 'You set your prices in your bids',
    'Availability guide price': '£12.50/MW/h',
    // The area by its GSP regions' names, never an internal group code.
    'Area (GSP regions)': 'Norwich Main',
    'Public holiday calendar': 'England',
    Contact: 'flex@gridnorth.test',
    Description: 'Winter evening peak support for Norwich.',
  });

  expect(within(section('Dates')).getAllByRole('listitem')[0]).toHaveTextContent('Now: Qualification open');
  const windows = within(section('Service periods and windows')).getByRole('table', { name: 'Service windows of Winter 2026' });
  const evening = within(windows).getByRole('rowheader', { name: 'Evening peak' }).closest('tr') as HTMLElement;
  // Reactive power: capacity in MVAr.
  expect([...evening.querySelectorAll('td')].slice(0, 5).map((c) => c.textContent)).toEqual([
    '16:00–19:30',
    'Weekdays (Monday to Friday)',
    'No service on public holidays',
    '5 MVAr',
    'Availability £10.00/MW/h; Utilisation £200.00/MWh',
  ]);

  expect(within(section('Your entry')).getByText('Entry confirmed with 1 asset on 3 November 2026.')).toBeInTheDocument();
  const assets = within(section('Your assets in this competition')).getByRole('table', { name: 'Your assets in the area: 3 of 4 qualify' });
  const rows = within(assets)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
  expect(rows).toEqual([
    ['BAT-1', 'Battery Norwich', 'Storage', 'Eligible', 'Yes', '—'],
    ['BAT-4', 'Battery Wymondham', 'Storage', 'Qualified', 'No', '—'],
    ['GEN-9', 'Diesel Cromer', 'Thermal', 'Unqualified', 'No', 'Connection voltage 0.4 kV is outside 11 kV to 33 kV'],
    ['PLAN-1', 'Solar Attleborough (planned)', 'Renewable', 'Eligible', 'No', '—'],
  ]);
});

test('before bidding opens the way in says when it opens, without a dead link', async () => {
  serve();
  renderManage('/flexprovider/competitions/7', PROVIDER);
  const bidding = await screen.findByRole('region', { name: 'Bidding' });
  expect(bidding).toHaveTextContent('Bidding opens on 1 Dec 2026, 09:00 GMT');
  expect(within(bidding).queryByRole('link')).toBeNull();
  expect(within(bidding).queryByRole('button')).toBeNull();
});

test.each([
  ['open', 'Bidding is open until 10 Dec 2026, 17:00 GMT.'],
  ['closed', 'Bidding closed on 10 Dec 2026, 17:00 GMT.'],
  ['archived', 'This competition is archived; bidding has ended.'],
])('a competition %s for bidding says so', async (status, text) => {
  serve({ ...FOR_PROVIDER, status });
  renderManage('/flexprovider/competitions/7', PROVIDER);
  expect(await screen.findByRole('region', { name: 'Bidding' })).toHaveTextContent(text);
});

test('while bidding is open, the way to bid from the competition’s bids template leads to bulk upload with the competition chosen', async () => {
  serve({ ...FOR_PROVIDER, status: 'open' });
  renderManage('/flexprovider/competitions/7', PROVIDER);
  const bidding = await screen.findByRole('region', { name: 'Bidding' });
  expect(within(bidding).getByRole('link', { name: "Bid for many windows at once from this competition's bids template (CSV)" })).toHaveAttribute(
    'href',
    '/manage/flexprovider/bids/bulk-upload?competition=7',
  );
});

test('once the results are confirmed, the page shows the provider’s outcome: each bid accepted or rejected, with the reason and the price paid', async () => {
  const accepted = decided({ id: 201, competition: 7, window_name: 'Evening peak', asset_refs: ['BAT-1'] }, true, 'accepted', 140);
  const rejected = decided({ id: 202, competition: 7, window_name: 'Market days', asset_refs: ['BAT-4'] }, false, 'capacity_met');
  serveApi({
    'GET flex/competitions/7/': { ...FOR_PROVIDER, status: 'closed', power_type: 'active_power' },
    'GET flex/assetsummary/': () => page(SUMMARY),
    'GET flex/competitionentries/': () => page([CONFIRMED]),
    'GET bids/bids/': bidsRoute([accepted, rejected]),
  });
  renderManage('/flexprovider/competitions/7', PROVIDER);
  const results = await screen.findByRole('region', { name: 'Your results' });
  expect(results).toHaveTextContent('The operator has confirmed the results: 1 of your bids was accepted, 1 rejected.');
  const table = within(results).getByRole('table', { name: 'Your bids and their outcome' });
  const evening = within(table).getByRole('rowheader', { name: /^Evening peak/ }).closest('tr') as HTMLElement;
  expect(evening).toHaveTextContent('Accepted');
  expect(evening).toHaveTextContent('Paid £140.00 per MWh.');
  expect(evening).toHaveTextContent('Availability £5.50/MW/h');
  expect(evening).toHaveTextContent('Utilisation £250.00/MWh');
  const market = within(table).getByRole('rowheader', { name: /^Market days/ }).closest('tr') as HTMLElement;
  expect(market).toHaveTextContent('Rejected');
  expect(market).toHaveTextContent('The capacity needed was already met by cheaper bids.');
});

test('before the results are confirmed, there is no outcome section', async () => {
  const api = serveApi({
    'GET flex/competitions/7/': { ...FOR_PROVIDER, status: 'closed' },
    'GET flex/assetsummary/': () => page(SUMMARY),
    'GET flex/competitionentries/': () => page([CONFIRMED]),
    'GET bids/bids/': bidsRoute([{ ...decided({ id: 203, competition: 7 }, true, 'accepted', 140), results_confirmed: false, outcome: 'pending' }]),
  });
  renderManage('/flexprovider/competitions/7', PROVIDER);
  await screen.findByRole('region', { name: 'Bidding' });
  await screen.findByRole('region', { name: 'Ballots' });
  await waitFor(() => expect(api.callsTo('GET bids/bids/')).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('region', { name: 'Your results' })).toBeNull();
});

test('without an entry, a provider with qualifying assets is shown the way to confirm it', async () => {
  serve(FOR_PROVIDER, []);
  renderManage('/flexprovider/competitions/7', PROVIDER);
  const entry = await screen.findByRole('region', { name: 'Your entry' });
  expect(entry).toHaveTextContent('You have not entered this competition. 2 of your assets qualify. Confirm your entry from the competition on the map.');
  expect(within(entry).getByRole('link', { name: 'Confirm entry on the map' })).toHaveAttribute('href', '/dashboard?competition=7');
});

test('a withdrawn entry says when', async () => {
  serve({ ...FOR_PROVIDER, status: 'closed' }, [{ ...CONFIRMED, status: 'withdrawn', withdrawn: true, flex_assets: [], updated: '2026-11-05T12:00:00Z' }]);
  renderManage('/flexprovider/competitions/7', PROVIDER);
  expect(await screen.findByRole('region', { name: 'Your entry' })).toHaveTextContent('You withdrew your entry on 5 November 2026.');
});

test('a competition the provider may not see is not found; operators do not use this page', async () => {
  serveApi({});
  const { unmount } = renderManage('/flexprovider/competitions/7', PROVIDER);
  expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  unmount();
  const api = serve();
  renderManage('/flexprovider/competitions/7', { orgType: 'systemoperator', orgId: 31 });
  expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});
