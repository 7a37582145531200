import { useEffect } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { WithI18n } from '../test/i18n';
import type { DashboardApi } from '../data/api';
import type { DashboardCompetition } from '../data/views';
import { DashboardPage, type DashboardEnv } from './DashboardPage';

const square = (x: number, y: number) => ({ type: 'Polygon' as const, coordinates: [[[x, y], [x + 1, y], [x + 1, y + 1], [x, y + 1], [x, y]]] });
const operator = (id: number, name: string) => ({ id, name, slug: name.toLowerCase().replace(/ /g, '-'), brand_colour: null });
const voltages = { min_connection_voltage: null, max_connection_voltage: null };
const competitions: DashboardCompetition[] = [
  { id: 1, name: 'Leeds North', status: 'open', operator: operator(5, 'Northern Lines Networks'), tag: 'Day Ahead', boundary: { boundary: square(-2, 53), buffer: null }, ...voltages },
  { id: 2, name: 'Kent Coast', status: 'qualifying', operator: operator(6, 'Southern Wires'), tag: null, boundary: { boundary: square(0, 51), buffer: null }, ...voltages },
];

function fakeApi(): jest.Mocked<DashboardApi> {
  return {
    competitions: jest.fn(async () => competitions),
    competition: jest.fn(async (id: number) => {
      const c = competitions.find((x) => x.id === id);
      if (!c) throw Object.assign(new Error('Not found'), { status: 404 });
      return c;
    }),
    boundary: jest.fn(async () => null),
    assetSummary: jest.fn(async () => ({ total: 0, rows: [] })),
    mapData: jest.fn(async () => ({ pins: [], source: 'document' as const })),
    qualifyingAssets: jest.fn(async () => []),
    ballotCount: jest.fn(async () => 0),
    entry: jest.fn(async () => null),
    confirmEntry: jest.fn(),
    withdrawEntry: jest.fn(),
    bulkConfirm: jest.fn(),
    resultsSummaries: jest.fn(async () => []),
    competitionAssets: jest.fn(async () => []),
    operators: jest.fn(async () => []),
    searchPlaces: jest.fn(async () => []),
  } as unknown as jest.Mocked<DashboardApi>;
}

const seen = { location: '' };
function Where() {
  const l = useLocation();
  useEffect(() => {
    seen.location = `${l.pathname}${l.search}`;
  });
  return null;
}

function renderAt(url: string, role: DashboardEnv['role'] = 'public', setup: (api: jest.Mocked<DashboardApi>) => void = () => undefined) {
  const api = fakeApi();
  setup(api);
  const toast = jest.fn();
  const env: DashboardEnv = { api, role, roleId: null, flags: new Set(), locale: 'en-GB', embed: false, tilesUrl: null, toast };
  render(
    <WithI18n>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="*" element={<><DashboardPage env={env} /><Where /></>} />
        </Routes>
      </MemoryRouter>
    </WithI18n>,
  );
  return { api, toast };
}

describe('dashboard page', () => {
  afterEach(() => jest.useRealTimers());

  it('lists competitions by name with their status label and buyer, and names the map', async () => {
    renderAt('/dashboard');
    const list = await screen.findByRole('list', { name: 'Competitions' });
    expect(within(list).getByRole('button', { name: 'Leeds North' })).toBeInTheDocument();
    expect(within(list).getByText('Bidding open')).toBeInTheDocument();
    expect(within(list).getByText('Qualification open')).toBeInTheDocument();
    expect(within(list).getByText('Southern Wires')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Competitions map' })).toBeInTheDocument();
  });

  it('filters from the URL narrow the list', async () => {
    renderAt('/dashboard?tag=untagged');
    const list = await screen.findByRole('list', { name: 'Competitions' });
    expect(within(list).queryByRole('button', { name: 'Leeds North' })).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Kent Coast' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveTextContent('(1)');
  });

  it('opening a competition puts it in the URL and shows page 2; Back returns to page 1', async () => {
    const { api } = renderAt('/dashboard?tag=day_ahead');
    const open = await screen.findByRole('button', { name: 'Leeds North' });
    act(() => open.click());
    expect(await screen.findByRole('heading', { name: 'Leeds North' })).toBeInTheDocument();
    expect(seen.location).toBe('/dashboard?tag=day_ahead&competition=1');
    expect(api.competition).toHaveBeenCalledWith(1, 'public');
    act(() => screen.getByRole('button', { name: 'Back to competitions' }).click());
    expect(await screen.findByRole('list', { name: 'Competitions' })).toBeInTheDocument();
    expect(seen.location).toBe('/dashboard?tag=day_ahead');
  });

  it('an unknown competition id in the URL shows the removal toast and deactivates after 1.5 s', async () => {
    jest.useFakeTimers();
    const { toast } = renderAt('/dashboard?competition=999');
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Competition removed' })));
    expect(seen.location).toBe('/dashboard?competition=999');
    await act(async () => {
      jest.advanceTimersByTime(1500);
    });
    expect(seen.location).toBe('/dashboard');
  });

  it('opening a competition moves focus to its detail heading; closing gives it back to the competition in the list', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Kent Coast' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Kent Coast' });
    await waitFor(() => expect(heading).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Back to competitions' }));
    const item = await screen.findByRole('button', { name: 'Kent Coast' });
    await waitFor(() => expect(item).toHaveFocus());
  });

  it('counts qualifying assets the same way in the list and the detail, planned assets included', async () => {
    const withCounts = competitions.map((c) => ({ ...c, qualifyingAssets: { total_count: c.id === 1 ? 3 : 0 } }));
    renderAt('/dashboard', 'flexprovider', (api) => {
      api.competitions.mockResolvedValue(withCounts);
      api.competition.mockImplementation(async (id: number) => withCounts.find((c) => c.id === id)!);
      // Two flex assets and one planned asset qualify for competition 1 (the map's pins).
      api.qualifyingAssets.mockResolvedValue([
        { competition: 1, flex_asset: 10, planned: false },
        { competition: 1, flex_asset: 11, planned: false },
        { competition: 1, flex_asset: 30, planned: true },
      ]);
    });
    const list = await screen.findByRole('list', { name: 'Competitions' });
    const item = within(list).getByRole('button', { name: 'Leeds North' }).closest('li')!;
    expect(item).toHaveTextContent('3 qualifying assets');
    // Ordered by qualifying assets (spec §9): Leeds North (3) before Kent Coast (0).
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['Leeds North', 'Kent Coast']);
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Leeds North' }));
    const detail = await screen.findByRole('article', { name: 'Leeds North' });
    expect(within(detail).getByText('Qualifying assets').nextSibling).toHaveTextContent('3');
  });
});
