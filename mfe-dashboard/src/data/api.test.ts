import { ApiError, type PlannedAsset, type QualifyingAsset } from 'shared-session';
import { createDashboardApi, ENDPOINTS, type Transport } from './api';
import type { MapDataCache, CachedDocument } from './mapDataCache';

const rows = [
  { id: 1, asset_type: 'storage', location: { type: 'Point', coordinates: [-1.5, 53.8] } },
  { id: 2, asset_type: 'thermal', location: { type: 'Point', coordinates: [-0.1, 51.5] } },
];

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

function transport(over: Partial<Transport> = {}): jest.Mocked<Transport> {
  return {
    listPage: jest.fn(async () => ({ items: [], total: 0 })),
    one: jest.fn(),
    count: jest.fn(async () => 0),
    create: jest.fn(async () => ({})),
    fetchAllPages: jest.fn(async () => [{ id: 9, lat: 52, lng: -1 }]),
    fetchDocument: jest.fn(),
    ...over,
  } as jest.Mocked<Transport>;
}

const response = (status: number, body: unknown, etag?: string) =>
  ({ status, ok: status >= 200 && status < 300, headers: new Headers(etag ? { ETag: etag } : {}), json: async () => body }) as unknown as Response;

describe('map data loading', () => {
  it('downloads the map-data document and caches it by ETag', async () => {
    const t = transport({
      listPage: jest.fn(async () => ({ items: [{ document_url: 'https://files.test/map.json', etag: '"v1"' }], total: 1 })) as never,
      fetchDocument: jest.fn(async () => response(200, rows, '"v1"')),
    });
    const cache = memoryCache();
    const onError = jest.fn();
    const r = await createDashboardApi({ transport: t, cache }).mapData(onError);
    expect(r.source).toBe('document');
    expect(r.pins.map((p) => [p.id, p.lat, p.lng])).toEqual([[1, 53.8, -1.5], [2, 51.5, -0.1]]);
    expect(cache.stored?.etag).toBe('"v1"');
    expect(onError).not.toHaveBeenCalled();
  });

  it('does not download again while the ETag is unchanged', async () => {
    const t = transport({
      listPage: jest.fn(async () => ({ items: [{ document_url: 'https://files.test/map.json', etag: '"v1"' }], total: 1 })) as never,
    });
    const r = await createDashboardApi({ transport: t, cache: memoryCache({ etag: '"v1"', body: rows }) }).mapData(jest.fn());
    expect(r.source).toBe('cache');
    expect(r.pins).toHaveLength(2);
    expect(t.fetchDocument).not.toHaveBeenCalled();
  });

  it('without a listed ETag, revalidates with If-None-Match and uses the cached copy on 304', async () => {
    const t = transport({
      listPage: jest.fn(async () => ({ items: [{ document_url: 'https://files.test/map.json' }], total: 1 })) as never,
      fetchDocument: jest.fn(async () => response(304, null)),
    });
    const r = await createDashboardApi({ transport: t, cache: memoryCache({ etag: '"v1"', body: rows }) }).mapData(jest.fn());
    expect(t.fetchDocument).toHaveBeenCalledWith('https://files.test/map.json', expect.objectContaining({ headers: { 'If-None-Match': '"v1"' } }));
    expect(r.source).toBe('cache');
  });

  it('a 404 for the map-data file falls back to the paginated asset overviews silently', async () => {
    const t = transport({ listPage: jest.fn(async () => Promise.reject(new ApiError({ status: 404 }))) as never });
    const onError = jest.fn();
    const r = await createDashboardApi({ transport: t, cache: memoryCache() }).mapData(onError);
    expect(r.source).toBe('paginated');
    expect(t.fetchAllPages).toHaveBeenCalledWith(ENDPOINTS.assetOverviews, {}, expect.objectContaining({ pageSize: 1000 }));
    expect(onError).not.toHaveBeenCalled();
  });

  it('other failures are reported, then the paginated fallback is used', async () => {
    const t = transport({
      listPage: jest.fn(async () => ({ items: [{ document_url: 'https://files.test/map.json' }], total: 1 })) as never,
      fetchDocument: jest.fn(async () => response(500, null)),
    });
    const onError = jest.fn();
    const r = await createDashboardApi({ transport: t, cache: memoryCache() }).mapData(onError);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(r.source).toBe('paginated');
    expect(r.pins.map((p) => p.id)).toEqual([9]);
  });
});

describe('dashboard calls', () => {
  it('provider competitions: status range, low-fidelity boundaries, pages of 200 until the total', async () => {
    const listPage = jest.fn(async (_p: string, params?: Record<string, unknown>) => ({
      items: Array.from({ length: params?.offset === 0 ? 200 : 50 }, (_, i) => ({ id: Number(params?.offset) + i + 1, status: 'open' })),
      total: 250,
    }));
    const t = transport({ listPage: listPage as never });
    const list = await createDashboardApi({ transport: t }).competitions('flexprovider', 5, new Set());
    expect(list).toHaveLength(250);
    expect(listPage).toHaveBeenCalledTimes(2);
    expect(listPage.mock.calls[0]?.[1]).toMatchObject({
      expand: 'operator,boundary,qualifyingAssets', boundary_fidelity: 'low', require_boundary: 'true',
      from_status: 'qualifying', to_status: 'closed', ordering: 'name', limit: 200, offset: 0,
    });
  });

  it('operators with e163 also get the competitions within their operating area, without duplicates', async () => {
    const listPage = jest.fn(async (_p: string, params?: Record<string, unknown>) => ({
      items: params?.within_operators_area ? [{ id: 1 }, { id: 3 }] : [{ id: 1 }, { id: 2 }],
      total: 2,
    }));
    const list = await createDashboardApi({ transport: transport({ listPage: listPage as never }) }).competitions('systemoperator', 8, new Set(['e163']));
    expect(list.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(listPage.mock.calls[1]?.[1]).toMatchObject({ within_operators_area: 8 });
    expect(listPage.mock.calls[0]?.[1]).not.toHaveProperty('from_status');
  });

  it('bulk confirmation goes in batches of 50', async () => {
    const t = transport();
    await createDashboardApi({ transport: t }).bulkConfirm(Array.from({ length: 120 }, (_, i) => i + 1));
    expect(t.create).toHaveBeenCalledTimes(3);
    expect((t.create.mock.calls[2]?.[1] as { competition_ids: number[] }).competition_ids).toHaveLength(20);
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
    const fetchAllPages = jest.fn(async (path: string) => (path === ENDPOINTS.qualifyingAssets ? [flex] : [planned]));
    const list = await createDashboardApi({ transport: transport({ fetchAllPages: fetchAllPages as never }) }).qualifyingAssets('flexprovider');
    expect(fetchAllPages).toHaveBeenCalledWith(ENDPOINTS.plannedAssets, { open_competitions: 'True', qualified: 'True' }, expect.anything());
    expect(list).toEqual([
      { competition: 4, flex_asset: 10, planned: false, eligibility_status: 'qualified', reasons: [], name: 'Battery', ref: 'BG-10' },
      { competition: 4, flex_asset: 30, planned: true, name: 'Future battery', ref: 'BG-P30' },
      { competition: 6, flex_asset: 30, planned: true, name: 'Future battery', ref: 'BG-P30' },
    ]);
  });

  it('the list and the detail ask the API for the same qualifying-asset count (expand=qualifyingAssets), for every role', async () => {
    for (const role of ['flexprovider', 'systemoperator', 'user'] as const) {
      const listPage = jest.fn(async () => ({ items: [], total: 0 }));
      const one = jest.fn(async () => ({ id: 4, name: 'X' }));
      const api = createDashboardApi({ transport: transport({ listPage: listPage as never, one: one as never }) });
      await api.competitions(role, 8, new Set());
      await api.competition(4, role);
      expect(String((listPage.mock.calls[0] as unknown[])[1] && ((listPage.mock.calls[0] as unknown[])[1] as { expand: string }).expand).split(',')).toContain('qualifyingAssets');
      expect(String(((one.mock.calls[0] as unknown[])[2] as { expand: string }).expand).split(',')).toContain('qualifyingAssets');
    }
  });

  it('results summaries: the closed competitions asked for, in the order asked, from bids/summaries', async () => {
    const listPage = jest.fn(async () => ({ items: [{ competition: 5, competition_name: 'B' }, { competition: 9, competition_name: 'Other' }, { competition: 4, competition_name: 'A' }], total: 3 }));
    const rows = await createDashboardApi({ transport: transport({ listPage: listPage as never }) }).resultsSummaries([4, 5]);
    expect(listPage).toHaveBeenCalledWith(ENDPOINTS.bidSummaries, { status: 'closed' }, {});
    expect(rows.map((r) => r.competition_name)).toEqual(['A', 'B']);
  });

  it('address search keeps what words a result (kind, code, name) and the postcode it stands in for', async () => {
    const listPage = jest.fn(async () => ({
      items: [{ label: 'LS1, Yorkshire', lat: 53.8, lng: -1.55, kind: 'postcode_district', code: 'LS1', name: 'Yorkshire', fallback_for: 'LS1 4AP' }],
      total: 1,
    }));
    const r = await createDashboardApi({ transport: transport({ listPage: listPage as never }) }).searchPlaces('LS1 4AP');
    expect(listPage).toHaveBeenCalledWith(ENDPOINTS.postcodes, { search: 'LS1 4AP' }, expect.anything());
    expect(r).toEqual([{ label: 'LS1, Yorkshire', lat: 53.8, lng: -1.55, kind: 'postcode_district', code: 'LS1', name: 'Yorkshire', fallback_for: 'LS1 4AP' }]);
  });

  it('confirm entry posts the competition and the chosen assets', async () => {
    const t = transport();
    await createDashboardApi({ transport: t }).confirmEntry(4, [10, 11]);
    expect(t.create).toHaveBeenCalledWith(ENDPOINTS.entries, { competition: 4, flex_assets: [10, 11] }, {});
  });
});

describe('logged-out map', () => {
  it('reads the open competitions from the public map-data document, downloaded once', async () => {
    const doc = {
      competitions: [{ id: 3, name: 'Open one', status: 'open', operator: 2, color: '#123456', polygons: [[[[0, 50], [1, 50], [1, 51], [0, 50]]]] }],
      pins: [],
    };
    const t = transport({
      listPage: jest.fn(async () => ({ items: [{ document_url: 'https://files.test/map.json', etag: '"p1"' }], total: 1 })) as never,
      fetchDocument: jest.fn(async () => response(200, doc, '"p1"')),
    });
    const api = createDashboardApi({ transport: t, cache: memoryCache() });
    const list = await api.competitions('public', null, new Set());
    expect(list).toEqual([expect.objectContaining({ id: 3, name: 'Open one', status: 'open', boundary: expect.objectContaining({ boundary: { type: 'MultiPolygon', coordinates: doc.competitions[0]?.polygons } }) })]);
    expect((await api.competition(3, 'public')).name).toBe('Open one');
    await expect(api.competition(4, 'public')).rejects.toMatchObject({ status: 404 });
    expect(t.fetchDocument).toHaveBeenCalledTimes(1);
    expect(t.one).not.toHaveBeenCalled();
  });
});
