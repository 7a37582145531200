import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithI18n } from '../test/i18n';
import type { DashboardApi } from '../data/api';
import type { CompetitionAssetSource, ShownCompetition } from '../data/views';
import type { ActiveCompetition } from '../dashboard/activation';
import { CompetitionDetail, type CompetitionDetailProps } from './CompetitionDetail';

const GB = { locale: 'en-GB', timezone: 'Europe/London' };

const competition = (over: Partial<ShownCompetition> = {}): ShownCompetition => ({
  id: 7,
  name: 'Leeds Winter Peak',
  status: 'open',
  operator: { id: 5, name: 'Northern Lines Networks', slug: 'nl', brand_colour: null },
  tag: null,
  min_connection_voltage: 0.24,
  max_connection_voltage: 11,
  boundary: null,
  power_type: 'active_power',
  need_direction: 'deficit',
  qualification_open: '2026-01-10T09:00:00Z',
  qualification_closed: '2026-02-10T09:00:00Z',
  open: '2026-07-01T08:30:00Z',
  closed: '2026-07-15T16:00:00Z',
  description: 'Flexibility for the Leeds evening peak.',
  contact: 'flex@northernlines.test',
  qualifyingAssets: { total_count: 2 },
  service_periods: [
    {
      id: 1,
      competition: 7,
      name: 'Winter 2026/27',
      start: '2026-11-01',
      end: '2027-02-28',
      windows: [
        { id: 11, name: 'Evening peak', start_time: '16:00:00', end_time: '19:30:00', service_days: [0, 1, 2, 3, 4], holiday_handling: 'Exclude', capacity_required: 2.5 },
        { id: 12, name: 'Weekend', start_time: '17:00:00', end_time: '20:00:00', service_days: [2, 5], holiday_handling: 'Only', capacity_required: 1 },
      ],
    },
  ] as unknown as ShownCompetition['service_periods'],
  ...over,
});

const summaryRow = (id: number, over: Partial<CompetitionAssetSource> = {}): CompetitionAssetSource =>
  ({
    id: 100 + id,
    competition: 7,
    flex_asset: id,
    planned: false,
    ref: `BGE-${id}`,
    name: `Asset ${id}`,
    asset_type: 'storage',
    asset_category: 'storage',
    voltage_level: 11,
    active_export_capacity: 1,
    active_import_capacity: 0,
    reactive_export_capacity: 0,
    reactive_import_capacity: 0,
    capacity_type: null,
    capacity_value: null,
    eligibility_status: 'eligible',
    reasons: [],
    override_reason: null,
    ...over,
  }) as CompetitionAssetSource;

function renderDetail(active: Partial<ActiveCompetition> = {}, props: Partial<CompetitionDetailProps> = {}) {
  const full: ActiveCompetition = { competition: competition(), boundary: null, summary: null, ballotCount: null, entry: null, assets: [], ...active };
  const api = { entry: jest.fn(async () => null) } as unknown as DashboardApi;
  render(
    <WithI18n>
      <CompetitionDetail
        active={full}
        role="flexprovider"
        roleId={3}
        operatorName="Northern Lines Networks"
        assets={[]}
        showPlanned
        onTogglePlanned={jest.fn()}
        onBack={jest.fn()}
        api={api}
        toast={jest.fn()}
        region={GB}
        embed={false}
        {...props}
      />
    </WithI18n>,
  );
  return { user: userEvent.setup() };
}

describe('competition detail', () => {
  it('shows the dates on the region’s clock, description, contact, need and power type in words, and the periods and windows', () => {
    renderDetail();
    const article = screen.getByRole('article', { name: 'Leeds Winter Peak' });
    const dates = within(article).getByRole('region', { name: 'Dates' });
    expect(within(dates).getByText('Qualification opens').nextSibling).toHaveTextContent('10 Jan 2026, 09:00 GMT');
    expect(within(dates).getByText('Qualification closes').nextSibling).toHaveTextContent('10 Feb 2026, 09:00 GMT');
    expect(within(dates).getByText('Bidding opens').nextSibling).toHaveTextContent('1 Jul 2026, 09:30 BST');
    expect(within(dates).getByText('Bidding closes').nextSibling).toHaveTextContent('15 Jul 2026, 17:00 BST');
    expect(article).toHaveTextContent('Flexibility for the Leeds evening peak.');
    expect(within(article).getByRole('link', { name: 'flex@northernlines.test' })).toHaveAttribute('href', 'mailto:flex@northernlines.test');
    expect(within(article).getByText('Need direction').nextSibling).toHaveTextContent('Deficit — reduce demand or increase generation');
    expect(within(article).getByText('Power type').nextSibling).toHaveTextContent('Active power (MW)');
    const periods = within(article).getByRole('region', { name: 'Service periods and windows' });
    expect(within(periods).getByRole('heading', { level: 3 })).toHaveTextContent('Winter 2026/27: 1 Nov 2026 to 28 Feb 2027');
    const windows = within(periods).getAllByRole('listitem');
    expect(windows[0]).toHaveTextContent('Evening peak');
    expect(windows[0]).toHaveTextContent('16:00–19:30 · Weekdays (Monday to Friday) · No service on public holidays · 2.5 MW required');
    expect(windows[1]).toHaveTextContent('Wednesday and Saturday · Service only on public holidays');
  });

  it('shows the dates in another region’s zone and language', () => {
    renderDetail({}, { region: { locale: 'en-US', timezone: 'America/New_York' } });
    const dates = screen.getByRole('region', { name: 'Dates' });
    expect(within(dates).getByText('Bidding opens').nextSibling).toHaveTextContent('Jul 1, 2026, 04:30 AM EDT');
  });

  it('offers bidding and entry when the provider has qualifying assets, and moves focus to its heading', () => {
    renderDetail();
    expect(screen.getByRole('heading', { level: 1, name: 'Leeds Winter Peak' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Bid in this competition' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Competition entry' })).toBeInTheDocument();
    expect(screen.getByText('Qualifying assets').nextSibling).toHaveTextContent('2');
  });

  it('says what the qualifying count counts, planned assets apart, out of the list below', () => {
    // 4 rows: 2 eligible, 1 qualified planned asset, 1 ineligible. The API counts 3 qualifying.
    const assets = [
      summaryRow(1),
      summaryRow(2),
      summaryRow(3, { planned: true, eligibility_status: 'qualified', capacity_type: 'active_export', capacity_value: 2 } as Partial<CompetitionAssetSource>),
      summaryRow(4, { eligibility_status: 'ineligible', reasons: [{ code: 'voltage', message: 'Connection voltage 0.4 kV is outside 11–33 kV' }] } as Partial<CompetitionAssetSource>),
    ];
    renderDetail({ competition: competition({ qualifyingAssets: { total_count: 3 } }), assets });
    expect(screen.getByText('Qualifying assets').nextSibling).toHaveTextContent('3 (1 planned)');
    const list = screen.getByRole('region', { name: 'Assets in the area' });
    expect(list).toHaveTextContent('3 assets qualify (1 planned) of the 4 in the area; the list shows them all, with the reasons for those that do not.');
    expect(within(list).getAllByRole('row').length - 1).toBe(4);
  });

  it('says so when nothing qualifies, points to asset management, and offers no bidding or entry', () => {
    renderDetail({ competition: competition({ qualifyingAssets: { total_count: 0 } }), assets: [] });
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('None of your assets qualify for this competition');
    expect(note).toHaveTextContent('Add or update assets in the area');
    expect(within(note).getByRole('link', { name: 'Manage your assets' })).toHaveAttribute('href', '/manage/flexprovider/3/flexassets');
    expect(screen.queryByRole('link', { name: /Bid in this competition|Open competition page/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Competition entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm entry' })).not.toBeInTheDocument();
  });

  it('an operator’s own competition with nothing qualifying says so, without bidding', () => {
    renderDetail({ competition: competition({ qualifyingAssets: { total_count: 0 }, operator: 5 }), assets: [] }, { role: 'systemoperator', roleId: 5 });
    expect(screen.getByRole('note')).toHaveTextContent('No assets qualify for this competition yet');
    expect(screen.queryByRole('link', { name: /Bid in this competition/ })).not.toBeInTheDocument();
  });

  it('lists the assets with capacity (unit, up to 5 decimals) and type in words, searchable and sortable', async () => {
    const { user } = renderDetail({
      assets: [
        summaryRow(1, { active_export_capacity: 0.5 }),
        summaryRow(2, { asset_type: 'thermal', active_export_capacity: 12.3456789 }),
        summaryRow(3, { planned: true, name: 'Future battery', capacity_type: 'active_export_capacity', capacity_value: 1.23456, active_export_capacity: null }),
      ],
    });
    const table = screen.getByRole('table', { name: 'Assets in this competition' });
    const rows = () => within(table).getAllByRole('row').slice(1);
    // Largest capacity first by default.
    expect(rows().map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['BGE-2 — Asset 2', 'BGE-3 — Future battery', 'BGE-1 — Asset 1']);
    expect(rows()[0]).toHaveTextContent('Thermal');
    expect(rows()[0]).toHaveTextContent('12.34568 MW');
    expect(rows()[1]).toHaveTextContent('1.23456 MW');
    expect(rows()[1]).toHaveTextContent('Planned');
    expect(within(table).queryByRole('columnheader', { name: /Owner/ })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: /Capacity/ }));
    await user.click(within(table).getByRole('button', { name: /Capacity/ }));
    // Third click: unsorted; sort by asset name ascending instead.
    await user.click(within(table).getByRole('button', { name: /Asset/ }));
    expect(rows().map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['BGE-1 — Asset 1', 'BGE-2 — Asset 2', 'BGE-3 — Future battery']);
    await user.type(screen.getByRole('searchbox', { name: 'Search assets' }), 'thermal');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('BGE-2');
  });

  it('shows the owner of each asset to the owning operator', () => {
    renderDetail(
      {
        competition: competition({ operator: 5 }),
        assets: [{ ...summaryRow(1), flex_provider: 3, flex_provider_name: 'Brightgrid Energy' } as unknown as CompetitionAssetSource],
      },
      { role: 'systemoperator', roleId: 5 },
    );
    const table = screen.getByRole('table', { name: 'Assets in this competition' });
    expect(within(table).getByRole('columnheader', { name: /Owner/ })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Brightgrid Energy');
  });
});
