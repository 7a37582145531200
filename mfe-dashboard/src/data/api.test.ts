import { json, serveApi, type Recorded } from 'shared-session/testing';
import type { AssetPin, MapDocument, PlannedAsset, QualifyingAsset } from 'shared-session';
import { createDashboardApi, type DashboardApiOptions } from './api';
import type { MapDataCache, CachedDocument } from './mapDataCache';

const API = 'http://api.test/';
const pin = (id: number, location: [number, number]): AssetPin => ({
  id, type: 'storage', location, matching: true, details: { asset_type: 'storage', asset_category: 'storage', voltage_level: 11 },
});
const documentOf = (over: Partial<MapDocument> = {}): MapDocument => ({
  version: 1, audience: 'provider', generated: '2026-05-01T09:00:00Z', competitions: [], pins: [pin(1, [-1.5, 53.8]), pin(2, [-0.1, 51.5])], ...over,
});
const listing = (etag?: string) => [{ document_url: 'https://files.test/map.json', etag: etag ?? '' }];

function memoryCache(initial: CachedDocument | null = null): MapDataCache & { stored: CachedDocument | null } {
  const c = {
    stored: initial,
    get: async () => c.stored,
    put: async (doc: CachedDocument) => {
      c.stored = doc;
    },
  };
  return c;
}

const response = (status: number, body: unknown, etag?: string) =>
  ({ status, ok: status >= 200 && status < 300, headers: new Headers(etag ? { ETag: etag } : {}), json: async () => body }) as unknown as Response;

const queryOf = (call: Recorded | undefined) => Object.fromEntries(call?.url.searchParams ?? []);
const dashboardApi = (options: DashboardApiOptions = {}) => createDashboardApi({ cache: memoryCache(), ...options });

describe('map data loading', () => {
  it('downloads the map-data document and caches it by ETag', async () => {
    serveApi({ 'GET flex/map-data-files/': listing('"v1"') }, API);
    const fetchDocument = jest.fn(async () => response(200, documentOf(), '"v1"'));
    const cache = memoryCache();
    const onError = jest.fn();
    const r = await createDashboardApi({ cache, fetchDocument }).mapData(onError);
    expect(r.source).toBe('document');
    expect(r.pins.map((p) => [p.id, p.lat, p.lng])).toEqual([[1, 53.8, -1.5], [2, 51.5, -0.1]]);
    expect(cache.stored?.etag).toBe('"v1"');
    expect(onError).not.toHaveBeenCalled();
  });

  it('does not download again while the ETag is unchanged', async () => {
    serveApi({ 'GET flex/map-data-files/': listing('"v1"') }, API);
    const fetchDocument = jest.fn();
    const r = await createDashboardApi({ fetchDocument, cache: memoryCache({ etag: '"v1"', body: documentOf() }) }).mapData(jest.fn());
    expect(r.source).toBe('cache');
    expect(r.pins).toHaveLength(2);
    expect(fetchDocument).not.toHaveBeenCalled();
  });

  it('without a listed ETag, revalidates with If-None-Match and uses the cached copy on 304', async () => {
    serveApi({ 'GET flex/map-data-files/': listing() }, API);
    const fetchDocument = jest.fn(async () => response(304, null));
    const r = await createDashboardApi({ fetchDocument, cache: memoryCache({ etag: '"v1"', body: documentOf() }) }).mapData(jest.fn());
    expect(fetchDocument).toHaveBeenCalledWith('https://files.test/map.json', expect.objectContaining({ headers: { 'If-None-Match': '"v1"' } }));
    expect(r.source).toBe('cache');
  });

  it('a 404 for the map-data file falls back to the paginated asset overviews silently', async () => {
    const server = serveApi({ 'GET flex/assetoverviews/': [pin(9, [-1, 52])] }, API);
    const onError = jest.fn();
    const r = await dashboardApi().mapData(onError);
    expect(r.source).toBe('paginated');
    expect(queryOf(server.callsTo('GET flex/assetoverviews/')[0])).toEqual({ limit: '1000', offset: '0' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('other failures are reported, then the paginated fallback is used', async () => {
    serveApi({ 'GET flex/map-data-files/': listing(), 'GET flex/assetoverviews/': [pin(9, [-1, 52])] }, API);
    const fetchDocument = jest.fn(async () => response(500, null));
    const onError = jest.fn();
    const r = await dashboardApi({ fetchDocument }).mapData(onError);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(r.source).toBe('paginated');
    expect(r.pins.map((p) => [p.id, p.lat, p.lng])).toEqual([[9, 52, -1]]);
  });
});

describe('dashboard calls', () => {
  it('provider competitions: status range, low-fidelity boundaries, pages of 200 until the total', async () => {
    const server = serveApi(
      {
        'GET flex/competitions/': (req: Recorded) => {
          const offset = Number(req.url.searchParams.get('offset'));
          const items = Array.from({ length: offset === 0 ? 200 : 50 }, (_, i) => ({ id: offset + i + 1, status: 'open' }));
          return json(items, { headers: { 'Content-Range': `items ${offset}-${offset + items.length - 1}/250` } });
        },
      },
      API,
    );
    const list = await dashboardApi().competitions('flexprovider', 5, new Set());
    expect(list).toHaveLength(250);
    const calls = server.callsTo('GET flex/competitions/');
    expect(calls).toHaveLength(2);
    expect(queryOf(calls[0])).toMatchObject({
      expand: 'operator,boundary,qualifyingAssets', boundary_fidelity: 'low', require_boundary: 'true',
      from_status: 'qualifying', to_status: 'closed', ordering: 'name', limit: '200', offset: '0',
    });
  });

  it('operators with e163 also get the competitions within their operating area, without duplicates', async () => {
    const server = serveApi(
      {
        'GET flex/competitions/': (req: Recorded) =>
          json(req.url.searchParams.get('within_operators_area') ? [{ id: 1 }, { id: 3 }] : [{ id: 1 }, { id: 2 }], { headers: { 'Content-Range': 'items 0-1/2' } }),
      },
      API,
    );
    const list = await dashboardApi().competitions('systemoperator', 8, new Set(['e163']));
    expect(list.map((c) => c.id)).toEqual([1, 2, 3]);
    const calls = server.callsTo('GET flex/competitions/');
    expect(queryOf(calls[1])).toMatchObject({ within_operators_area: '8' });
    expect(queryOf(calls[0])).not.toHaveProperty('from_status');
  });

  it('bulk confirmation goes in batches of 50', async () => {
    const server = serveApi({ 'POST flex/competitionconfirmations/bulk_confirm/': json([], { status: 201 }) }, API);
    await dashboardApi().bulkConfirm(Array.from({ length: 120 }, (_, i) => i + 1));
    const calls = server.callsTo('POST flex/competitionconfirmations/bulk_confirm/');
    expect(calls).toHaveLength(3);
    expect(calls[2]?.body).toEqual({ competition_ids: Array.from({ length: 20 }, (_, i) => i + 101) });
  });

  it('qualifying assets: flex assets as listed, planned ones once for each competition they qualify for', async () => {
    const flex: QualifyingAsset = {
      id: 1, competition: 4, flex_asset: 10, planned_asset: null, planned: false, eligibility_status: 'qualified', reasons: [],
      flex_provider: 2, ref: 'BG-10', name: 'Battery', asset_type: 'storage', asset_category: 'storage', competition_status: 'open', updated: '2026-05-01T09:00:00Z',
    };
    const planned: PlannedAsset = {
      id: 30, ref: 'BG-P30', name: 'Future battery', flex_provider: 2, asset_type: 'storage', asset_category: 'storage', location: null, located_by: 'postcode', postcode: 'LS1',
      voltage_level: 11, is_active: true, created: '2026-05-01T09:00:00Z', updated: '2026-05-01T09:00:00Z', planned: true,
      capacity_type: 'active_export_capacity', capacity_value: 2, expected_connection: '2027-01-01', qualified: true, reason: null, competitions: [4, 6], competition: 4,
    };
    const server = serveApi({ 'GET flex/qualifyingassets/': [flex], 'GET flex/plannedassets/': [planned] }, API);
    const list = await dashboardApi().qualifyingAssets('flexprovider');
    expect(queryOf(server.callsTo('GET flex/plannedassets/')[0])).toEqual({ open_competitions: 'true', qualified: 'true', limit: '1000', offset: '0' });
    expect(list).toEqual([
      { competition: 4, flex_asset: 10, planned: false, eligibility_status: 'qualified', reasons: [], name: 'Battery', ref: 'BG-10' },
      { competition: 4, flex_asset: 30, planned: true, name: 'Future battery', ref: 'BG-P30' },
      { competition: 6, flex_asset: 30, planned: true, name: 'Future battery', ref: 'BG-P30' },
    ]);
  });

  it('the list and the detail ask the API for the same qualifying-asset count (expand=qualifyingAssets), for every role', async () => {
    for (const role of ['flexprovider', 'systemoperator', 'user'] as const) {
      const server = serveApi({ 'GET flex/competitions/': [], 'GET flex/competitions/4/': { id: 4, name: 'X' } }, API);
      const api = dashboardApi();
      await api.competitions(role, 8, new Set());
      await api.competition(4, role);
      expect(queryOf(server.callsTo('GET flex/competitions/')[0]).expand?.split(',')).toContain('qualifyingAssets');
      expect(queryOf(server.callsTo('GET flex/competitions/4/')[0]).expand?.split(',')).toContain('qualifyingAssets');
    }
  });

  it('the detail: a provider also opens archived competitions; an operator gets its confirmation', async () => {
    const server = serveApi({ 'GET flex/competitions/4/': { id: 4, name: 'X', boundary: 12 } }, API);
    const shown = await dashboardApi().competition(4, 'flexprovider');
    expect(shown.boundary).toBeNull();
    expect(queryOf(server.callsTo('GET flex/competitions/4/')[0])).toEqual({ expand: 'operator,service_periods.windows,qualifyingAssets', include_archived: 'true' });
    await dashboardApi().competition(4, 'systemoperator');
    expect(queryOf(server.callsTo('GET flex/competitions/4/')[1])).toEqual({ expand: 'operator,service_periods.windows,confirmation,qualifyingAssets' });
  });

  it('results summaries: the closed competitions asked for, in the order asked, from bids/summaries', async () => {
    const server = serveApi(
      { 'GET bids/summaries/': [{ competition: 5, competition_name: 'B' }, { competition: 9, competition_name: 'Other' }, { competition: 4, competition_name: 'A' }] },
      API,
    );
    const rows = await dashboardApi().resultsSummaries([4, 5]);
    expect(queryOf(server.callsTo('GET bids/summaries/')[0])).toEqual({ status: 'closed' });
    expect(rows.map((r) => r.competition_name)).toEqual(['A', 'B']);
  });

  it('address search keeps what words a result (kind, code, name) and the postcode it stands in for', async () => {
    const place = { label: 'LS1, Yorkshire', lat: 53.8, lng: -1.55, kind: 'postcode_district', code: 'LS1', name: 'Yorkshire', fallback_for: 'LS1 4AP' };
    const server = serveApi({ 'GET flex/geo/postcodes/': [place] }, API);
    const r = await dashboardApi().searchPlaces('LS1 4AP');
    expect(queryOf(server.callsTo('GET flex/geo/postcodes/')[0])).toEqual({ search: 'LS1 4AP' });
    expect(r).toEqual([place]);
  });

  it('confirm entry posts the competition and the chosen assets; withdrawing posts none', async () => {
    const server = serveApi({ 'POST flex/competitionentries/': json({ id: 1 }, { status: 201 }) }, API);
    await dashboardApi().confirmEntry(4, [10, 11]);
    await dashboardApi().withdrawEntry(4);
    expect(server.callsTo('POST flex/competitionentries/').map((c) => c.body)).toEqual([{ competition: 4, flex_assets: [10, 11] }, { competition: 4, flex_assets: [] }]);
  });

  it('the asset summary: a provider’s rows count the eligible and qualified ones; an operator’s counts give the total', async () => {
    const row = (flex_asset: number, eligibility_status: string) => ({ id: flex_asset, flex_asset, eligibility_status, planned: false, reasons: [] });
    serveApi({ 'GET flex/assetsummary/': [row(1, 'eligible'), row(2, 'qualified'), row(3, 'ineligible')] }, API);
    const provider = await dashboardApi().assetSummary(4);
    expect(provider.total).toBe(2);
    expect(provider.rows.map((r) => r.flex_asset)).toEqual([1, 2, 3]);
    const server = serveApi({ 'GET flex/assetsummary/': [{ competition: 4, total: 7, qualifying: 7, eligible: 5, qualified: 2, ineligible: 1, disqualified: 0 }] }, API);
    expect(await dashboardApi().assetSummary(4)).toEqual({ total: 7, rows: [] });
    expect(queryOf(server.callsTo('GET flex/assetsummary/')[0])).toEqual({ competition: '4' });
  });

  it('the active ballot count is a count request (limit=0), its total from Content-Range', async () => {
    const server = serveApi({ 'GET bids/ballots/': json([], { headers: { 'Content-Range': 'items */3' } }) }, API);
    expect(await dashboardApi().ballotCount(4)).toBe(3);
    expect(queryOf(server.callsTo('GET bids/ballots/')[0])).toEqual({ is_active: 'true', competition: '4', limit: '0' });
  });
});

describe('logged-out map', () => {
  it('reads the open competitions from the public map-data document, downloaded once', async () => {
    const polygons = [[[[0, 50], [1, 50], [1, 51], [0, 50]]]];
    const doc = documentOf({
      audience: 'public',
      pins: [],
      competitions: [
        { id: 3, name: 'Open one', status: 'open', operator: 2, color: '#123456', opacityLevel: 'mid', opacity: 0.4, buffer: 0, polygons, min_connection_voltage: null, max_connection_voltage: null, tag: null },
      ],
    });
    const server = serveApi({ 'GET flex/map-data-files/': listing('"p1"') }, API);
    const fetchDocument = jest.fn(async () => response(200, doc, '"p1"'));
    const api = dashboardApi({ fetchDocument });
    const list = await api.competitions('public', null, new Set());
    expect(list).toEqual([
      expect.objectContaining({ id: 3, name: 'Open one', status: 'open', colour: '#123456', boundary: expect.objectContaining({ boundary: { type: 'MultiPolygon', coordinates: polygons } }) }),
    ]);
    expect((await api.competition(3, 'public')).name).toBe('Open one');
    await expect(api.competition(4, 'public')).rejects.toMatchObject({ status: 404 });
    expect(fetchDocument).toHaveBeenCalledTimes(1);
    expect(server.callsTo('GET flex/competitions/3/')).toHaveLength(0);
  });
});
