/**
 * The map-dashboard domain against the real app (buildApp + inject, PGlite or Postgres), on the
 * small 'test' seed: competitions in every status over real GSP regions, assets at postcode
 * districts, qualification computed by the engine.
 */
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { bearer, createTestApp, login, type TestApp } from '../../../test/helpers.js';
import { competitionStatusAt, COMPETITION_STATUSES } from '../competitions/status.js';
import { refreshStatuses } from '../competitions/visibility.js';

let t: TestApp;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const orgs: Record<string, number> = {};

type Json = Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  for (const [name, email] of Object.entries({
    providerA: 'provider@brightgrid.test',
    providerB: 'provider@voltwise.test',
    operatorX: 'operator@northernlines.test',
    operatorY: 'operator@southernwires.test',
    user: 'user@flex.test',
    settlement: 'settlement@brightgrid.test',
  })) {
    tokens[name] = await login(app, email);
  }
  const r = await app.db.query<{ id: number; slug: string }>('SELECT id, slug FROM organisations');
  for (const row of r.rows) orgs[row.slug] = row.id;
});
afterAll(async () => t.close());

async function get(who: string | null, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers: { ...(who ? bearer(tokens[who]!) : {}), ...headers } });
}
async function send(who: string, method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return app.inject({ method, url, headers: bearer(tokens[who]!), ...(payload === undefined ? {} : { payload: payload as object }) });
}
const total = (res: { headers: Record<string, unknown> }) => Number(/\/(\d+)$/.exec(String(res.headers['content-range']))?.[1]);

describe('competition statuses', () => {
  it('the SQL rule and the TypeScript rule agree, including boundaries and missing dates', async () => {
    const now = new Date('2027-03-10T12:00:00Z');
    const d = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
    const cases: (string | null)[][] = [
      [d(1), d(2), d(3), d(4), d(5)],
      [d(-1), d(2), d(3), d(4), d(5)],
      [d(-2), d(-1), d(3), d(4), d(5)],
      [d(-3), d(-2), d(-1), d(4), d(5)],
      [d(-4), d(-3), d(-2), d(-1), d(5)],
      [d(-5), d(-4), d(-3), d(-2), d(-1)],
      [d(-5), d(-4), d(-3), d(-2), null],
      [d(1), null, d(3), d(4), null],
      [null, null, null, null, d(-1)],
      [now.toISOString(), d(1), d(2), d(3), null],
      [d(-1), d(1), d(2), now.toISOString(), null],
    ];
    const seen = new Set<string>();
    for (const c of cases) {
      const r = await app.db.query<{ s: string }>('SELECT competition_status_at($1, $2, $3, $4, $5, $6) AS s', [...c, now.toISOString()]);
      const js = competitionStatusAt({ qualification_open: c[0]!, qualification_closed: c[1]!, open: c[2]!, closed: c[3]!, archive_on: c[4]! }, now);
      expect(r.rows[0]!.s).toBe(js);
      seen.add(js);
    }
    expect([...seen].sort()).toEqual([...COMPETITION_STATUSES].sort());
  });

  it('the seed has a competition in every status, and the stored status matches the computed one', async () => {
    const r = await app.db.query<{ status: string; computed: string }>(
      `SELECT status, competition_status_at(qualification_open, qualification_closed, open, closed, archive_on, now()) AS computed FROM competitions`,
    );
    expect(new Set(r.rows.map((x) => x.computed))).toEqual(new Set(COMPETITION_STATUSES));
    for (const row of r.rows) expect(row.status).toBe(row.computed);
  });

  it('the refresh job stores stale statuses and bumps the version the map-data files key on', async () => {
    const c = await app.db.query<{ id: number; status: string }>(`SELECT id, status FROM competitions WHERE status = 'open' LIMIT 1`);
    await app.db.query(`UPDATE competitions SET status = 'pending' WHERE id = $1`, [c.rows[0]!.id]);
    const before = await app.db.query<{ version: number }>(`SELECT version FROM domain_versions WHERE name = 'statuses'`);
    expect(await refreshStatuses(app.db)).toEqual([c.rows[0]!.id]);
    const after = await app.db.query<{ version: number; status: string }>(
      `SELECT d.version, c.status FROM domain_versions d, competitions c WHERE d.name = 'statuses' AND c.id = $1`,
      [c.rows[0]!.id],
    );
    expect(after.rows[0]!.status).toBe('open');
    expect(Number(after.rows[0]!.version)).toBe(Number(before.rows[0]!.version) + 1);
    expect(await refreshStatuses(app.db)).toEqual([]);
  });

  it('moves a competition to the next status when its date passes, on the next read', async () => {
    const c = await app.db.query<{ id: number }>(`SELECT id FROM competitions WHERE status = 'qualifying' AND operator_id = $1 LIMIT 1`, [
      orgs['northern-lines-networks'],
    ]);
    const id = c.rows[0]!.id;
    await app.db.query(`UPDATE competitions SET qualification_closed = now() - interval '1 minute' WHERE id = $1`, [id]);
    const res = await get('providerA', `/flex/competitions/${id}/`);
    expect((res.json() as Json).status).toBe('qualified');
  });
});

describe('provider competition list (dashboard call)', () => {
  const url =
    '/flex/competitions/?expand=operator,boundary&boundary_fidelity=low&require_boundary=true&from_status=qualifying&to_status=closed&ordering=name&limit=200';

  it('returns competitions from qualifying to closed, ordered by name, with operator and low-fidelity boundary', async () => {
    const res = await get('providerA', url);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Json[];
    expect(rows.length).toBeGreaterThan(3);
    expect(total(res)).toBe(rows.length);
    const order = ['qualifying', 'qualified', 'open', 'closed'];
    for (const row of rows) expect(order).toContain(row.status);
    const names = rows.map((r) => String(r.name));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const first = rows[0]!;
    expect(first.operator).toEqual(expect.objectContaining({ name: expect.any(String), brand_colour: expect.stringMatching(/^#/) }));
    const boundary = first.boundary as { boundary: { type: string; coordinates: unknown[] }; fidelity: string };
    expect(boundary.fidelity).toBe('low');
    expect(boundary.boundary.type).toBe('MultiPolygon');
  });

  it('serves a simplified boundary in lists and the detailed one by competition', async () => {
    const list = (await get('providerA', url)).json() as Json[];
    const c = list[0]!;
    const low = (c.boundary as { boundary: { coordinates: number[][][][] } }).boundary.coordinates;
    const res = await get('providerA', `/flex/competitionboundaries/?competition=${String(c.id)}&fidelity=high`);
    const rows = res.json() as Json[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fidelity).toBe('high');
    expect(rows[0]).not.toHaveProperty('boundary_high');
    const high = (rows[0]!.boundary as { coordinates: number[][][][] }).coordinates;
    const count = (mp: number[][][][]) => mp.reduce((s, p) => s + p.reduce((n, r) => n + r.length, 0), 0);
    expect(count(low)).toBeLessThan(count(high));
  });

  it('rejects an unknown status and hides drafts and archived competitions unless include_archived', async () => {
    expect((await get('providerA', '/flex/competitions/?from_status=bogus')).statusCode).toBe(400);
    const all = (await get('providerA', '/flex/competitions/?limit=1000')).json() as Json[];
    expect(all.some((c) => c.status === 'incomplete' || c.status === 'archived')).toBe(false);
    const archived = (await get('providerA', '/flex/competitions/?include_archived=true&status=archived')).json() as Json[];
    expect(archived.length).toBeGreaterThan(0);
    const one = await get('providerA', `/flex/competitions/${String(archived[0]!.id)}/?include_archived=true&expand=operator,service_periods.windows`);
    expect(one.statusCode).toBe(200);
    const periods = (one.json() as Json).service_periods as Json[];
    expect(periods.length).toBeGreaterThan(0);
    expect((periods[0]!.windows as Json[])[0]).toEqual(expect.objectContaining({ start_time: expect.stringMatching(/^\d\d:\d\d$/) }));
    expect((await get('providerA', `/flex/competitions/${String(archived[0]!.id)}/`)).statusCode).toBe(404);
  });

  it('filters by a voltage inside the connection range', async () => {
    const rows = (await get('providerA', '/flex/competitions/?voltage=22&limit=1000')).json() as Json[];
    for (const c of rows) {
      if (c.min_connection_voltage !== null) expect(Number(c.min_connection_voltage)).toBeLessThanOrEqual(22);
      if (c.max_connection_voltage !== null) expect(Number(c.max_connection_voltage)).toBeGreaterThanOrEqual(22);
    }
  });
});

describe('operators and competitions', () => {
  it('an operator lists its own competitions (all statuses) and may ask only for its own operating area', async () => {
    const rows = (await get('operatorX', '/flex/competitions/?limit=1000')).json() as Json[];
    expect(rows.length).toBeGreaterThan(0);
    for (const c of rows) expect(c.operator).toBe(orgs['northern-lines-networks']);
    const area = await get('operatorX', `/flex/competitions/?within_operators_area=${orgs['northern-lines-networks']}`);
    expect(area.statusCode).toBe(200);
    for (const c of area.json() as Json[]) expect((c.gsp_groups as string[]).some((g) => ['_F', '_G', '_M'].includes(g))).toBe(true);
    expect((await get('operatorX', `/flex/competitions/?within_operators_area=${orgs['southern-wires']}`)).statusCode).toBe(403);
  });

  it('creates a competition from GSP regions inside its area, computes boundary and qualification, and refuses regions outside it', async () => {
    const regions = await app.db.query<{ id: number; gsp_group: string }>(`SELECT id, gsp_group FROM gsp_regions WHERE gsp_group IN ('_F', '_C') ORDER BY id`);
    const north = regions.rows.filter((r) => r.gsp_group === '_F').map((r) => r.id);
    const london = regions.rows.filter((r) => r.gsp_group === '_C').map((r) => r.id);
    const now = Date.now();
    const iso = (days: number) => new Date(now + days * 86_400_000).toISOString();
    const body = {
      name: 'Tyneside 2027 Winter Peak Reduction',
      reference: 'TYNE-27-W',
      power_type: 'active_power',
      need_direction: 'deficit',
      min_connection_voltage: 0.24,
      max_connection_voltage: 132,
      boundary_buffer: 2,
      qualification_open: iso(-1),
      qualification_closed: iso(10),
      open: iso(20),
      closed: iso(30),
      area_refs: north.slice(0, 3),
      service_periods: [
        { name: 'Winter 2027/28', start: '2027-11-01', end: '2028-02-28', service_windows: [{ name: 'Evening peak', start_time: '16:00', end_time: '19:30', capacity_required: 3 }] },
      ],
    };
    const outside = await send('operatorX', 'POST', '/flex/competitions/', { ...body, reference: 'X-OUT', area_refs: london.slice(0, 1) });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toHaveProperty('area_refs');
    const badDates = await send('operatorX', 'POST', '/flex/competitions/', { ...body, reference: 'X-DATES', open: iso(5) });
    expect(badDates.statusCode).toBe(400);
    expect(badDates.json()).toHaveProperty('open');
    expect((await send('providerA', 'POST', '/flex/competitions/', body)).statusCode).toBe(403);

    const created = await send('operatorX', 'POST', '/flex/competitions/', body);
    expect(created.statusCode).toBe(201);
    const c = created.json() as Json;
    const again = await send('operatorX', 'POST', '/flex/competitions/', { ...body, reference: 'tyne-27-w' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toHaveProperty('reference');
    expect(c.status).toBe('qualifying');
    expect(c.operator).toBe(orgs['northern-lines-networks']);
    expect(c.gsp_groups).toEqual(['_F']);
    expect(typeof c.boundary).toBe('number');
    expect((c.service_periods as number[]).length).toBe(1);

    // Every asset inside those regions (or within 2 km) is qualified by the engine: compare with a direct check.
    const q = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM qualifications WHERE competition_id = $1', [c.id]);
    const inBbox = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM flex_assets a, competition_boundaries b WHERE b.competition_id = $1
         AND a.lon BETWEEN b.min_lon AND b.max_lon AND a.lat BETWEEN b.min_lat AND b.max_lat`,
      [c.id],
    );
    expect(q.rows[0]!.n).toBeGreaterThan(0);
    expect(q.rows[0]!.n).toBeLessThanOrEqual(inBbox.rows[0]!.n + 50);

    // The other operator cannot change it; the owner can, and a narrower voltage range re-qualifies.
    expect((await send('operatorY', 'PATCH', `/flex/competitions/${String(c.id)}/`, { name: 'Hijack' })).statusCode).toBe(404);
    const patched = await send('operatorX', 'PATCH', `/flex/competitions/${String(c.id)}/`, { min_connection_voltage: 200, max_connection_voltage: 400 });
    expect(patched.statusCode).toBe(200);
    const after = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM qualifications WHERE competition_id = $1 AND eligibility_status = 'eligible'`, [c.id]);
    expect(after.rows[0]!.n).toBe(0);

    // Deactivated: gone for providers, still there for its operator.
    expect((await get('providerA', `/flex/competitions/${String(c.id)}/`)).statusCode).toBe(200);
    expect((await send('operatorY', 'POST', `/flex/competitions/${String(c.id)}/set_inactive/`)).statusCode).toBe(404);
    const off = await send('operatorX', 'POST', `/flex/competitions/${String(c.id)}/set_inactive/`);
    expect(off.statusCode).toBe(200);
    expect((off.json() as Json).is_active).toBe(false);
    expect((await get('providerA', `/flex/competitions/${String(c.id)}/`)).statusCode).toBe(404);
    expect((await get('operatorX', `/flex/competitions/${String(c.id)}/`)).statusCode).toBe(200);
  });

  it('lets an operator add service periods and windows to its own competitions only', async () => {
    const own = await app.db.query<{ id: number }>('SELECT id FROM competitions WHERE operator_id = $1 ORDER BY id LIMIT 1', [orgs['northern-lines-networks']]);
    const id = own.rows[0]!.id;
    const period = await send('operatorX', 'POST', '/flex/serviceperiods/', { competition: id, name: 'Spring 2027', start: '2027-03-01', end: '2027-05-31' });
    expect(period.statusCode).toBe(201);
    const p = period.json() as Json;
    expect(p.period_dates).toEqual(['2027-03-01', '2027-05-31']);
    const win = await send('operatorX', 'POST', '/flex/windows/', {
      service_period: p.id,
      name: 'Weekday evening',
      start_time: '16:30',
      end_time: '19:00',
      service_days: [0, 1, 2, 3, 4],
      capacity_required: 4.5,
    });
    expect(win.statusCode).toBe(201);
    expect(win.json()).toEqual(expect.objectContaining({ competition: id, start_time: '16:30', required_capacity: 4.5, service_days: [0, 1, 2, 3, 4] }));
    const detail = (await get('providerA', `/flex/competitions/${id}/?expand=service_periods.windows&include_archived=true`)).json() as Json;
    const spring = (detail.service_periods as Json[]).find((x) => x.id === p.id)!;
    expect((spring.windows as Json[]).map((w) => w.name)).toEqual(['Weekday evening']);
    expect((await send('operatorY', 'POST', '/flex/serviceperiods/', { competition: id, name: 'X', start: '2027-01-01', end: '2027-01-31' })).statusCode).toBe(403);
    expect((await send('operatorX', 'POST', '/flex/serviceperiods/', { competition: id, name: 'Bad', start: '2027-02-01', end: '2027-01-01' })).statusCode).toBe(400);
    expect((await send('operatorX', 'POST', '/flex/windows/', { service_period: p.id, name: 'Bad', start_time: '25:00', end_time: '19:00' })).statusCode).toBe(400);
  });

  it('derives the GSP regions and groups of a drawn boundary', async () => {
    const region = await app.db.query<{ id: number; centre_lon: number; centre_lat: number }>(
      `SELECT id, centre_lon, centre_lat FROM gsp_regions WHERE gsp_group = '_M' ORDER BY area_km2 DESC LIMIT 1`,
    );
    const r = region.rows[0]!;
    const d = 0.01;
    const square = [
      [
        [r.centre_lon - d, r.centre_lat - d],
        [r.centre_lon + d, r.centre_lat - d],
        [r.centre_lon + d, r.centre_lat + d],
        [r.centre_lon - d, r.centre_lat + d],
        [r.centre_lon - d, r.centre_lat - d],
      ],
    ];
    const res = await send('operatorX', 'POST', '/flex/competitions/', {
      name: 'Drawn area trial',
      reference: 'DRAWN-1',
      boundary: { type: 'Polygon', coordinates: square },
    });
    expect(res.statusCode).toBe(201);
    const c = res.json() as Json;
    expect(c.area_refs).toEqual([r.id]);
    expect(c.gsp_groups).toEqual(['_M']);
    expect(c.status).toBe('incomplete');
    // Drafts are invisible to providers.
    expect((await get('providerA', `/flex/competitions/${String(c.id)}/`)).statusCode).toBe(404);
    const bad = await send('operatorX', 'POST', '/flex/competitions/', { name: 'Bad', reference: 'BAD-1', boundary: { type: 'Point', coordinates: [0, 0] } });
    expect(bad.statusCode).toBe(400);
  });

  it('lets the logged-out public see open competitions only, with public fields', async () => {
    const res = await get(null, '/flex/public/competitions/?expand=operator,boundary&limit=1000');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Json[];
    expect(rows.length).toBeGreaterThan(0);
    for (const c of rows) {
      expect(c.status).toBe('open');
      expect(c).not.toHaveProperty('maximum_budget');
    }
    expect((await get(null, '/flex/competitions/')).statusCode).toBe(401);
  });
});

describe('assets and qualification', () => {
  it('qualifies a new asset inside a competition, with reasons once it no longer fits', async () => {
    const comp = await app.db.query<{ id: number; lon: number; lat: number; min: number | null; max: number | null; need: string }>(
      `SELECT c.id, x.centre_lon AS lon, x.centre_lat AS lat, c.min_connection_voltage AS min, c.max_connection_voltage AS max, c.need_direction AS need
         FROM competitions c JOIN gsp_regions x ON x.id = c.area_refs[1]
        WHERE c.status IN ('open', 'qualifying') AND c.power_type = 'active_power' AND c.is_active ORDER BY c.id LIMIT 1`,
    );
    const c = comp.rows[0]!;
    const voltage = c.min !== null && c.max !== null ? Math.max(c.min, Math.min(11, c.max)) : 11;
    const created = await send('providerA', 'POST', '/flex/assets/', {
      ref: 'QUAL-1',
      name: 'Qualifying battery',
      asset_type: 'storage',
      asset_category: 'storage',
      location: { type: 'Point', coordinates: [c.lon, c.lat] },
      voltage_level: voltage,
      active_export_capacity: 2,
      active_import_capacity: 2,
    });
    expect(created.statusCode).toBe(201);
    const asset = created.json() as Json;
    expect(asset.qualifying_competitions).toContain(c.id);
    const q1 = (await get('providerA', `/flex/qualifyingassets/?competition=${c.id}&flex_asset=${String(asset.id)}`)).json() as Json[];
    expect(q1).toHaveLength(1);

    // Voltage outside the range → ineligible with a voltage reason.
    const patched = await send('providerA', 'PATCH', `/flex/assets/${String(asset.id)}/`, { voltage_level: 400 });
    expect(patched.statusCode).toBe(200);
    const summary = (await get('providerA', `/flex/assetsummary/?competition=${c.id}`)).json() as Json[];
    const row = summary.find((r) => r.flex_asset === asset.id)!;
    expect(row.eligibility_status).toBe('ineligible');
    expect((row.reasons as Json[]).map((r) => r.code)).toContain('voltage');

    // Back in range, then deactivated → inactive reason.
    await send('providerA', 'PATCH', `/flex/assets/${String(asset.id)}/`, { voltage_level: voltage });
    const inactive = await send('providerA', 'POST', `/flex/assets/${String(asset.id)}/set_inactive/`);
    expect(inactive.statusCode).toBe(200);
    expect((inactive.json() as Json).is_active).toBe(false);
    const q2 = await app.db.query<{ eligibility_status: string; reasons: Json[] }>(
      'SELECT eligibility_status, reasons FROM qualifications WHERE competition_id = $1 AND flex_asset_id = $2',
      [c.id, asset.id],
    );
    expect(q2.rows[0]!.eligibility_status).toBe('ineligible');
    expect(q2.rows[0]!.reasons.map((r) => r.code)).toEqual(['inactive']);

    // Moved far away → no located row at all.
    await send('providerA', 'PATCH', `/flex/assets/${String(asset.id)}/`, { location: { type: 'Point', coordinates: [-7.5, 57.5] } });
    const q3 = await app.db.query('SELECT 1 FROM qualifications WHERE competition_id = $1 AND flex_asset_id = $2', [c.id, asset.id]);
    expect(q3.rows).toHaveLength(0);
  });

  it('locates an asset from its postcode district when no point is given, and rejects duplicate refs', async () => {
    const res = await send('providerA', 'POST', '/flex/assets/', {
      ref: 'PC-1',
      name: 'Postcode site',
      asset_type: 'thermal',
      asset_category: 'thermal',
      postcode: 'NE1 4ST',
      voltage_level: 11,
      active_export_capacity: 1,
    });
    expect(res.statusCode).toBe(201);
    const loc = (res.json() as Json).location as { coordinates: number[] };
    expect(loc.coordinates[1]).toBeGreaterThan(54.9);
    expect(loc.coordinates[1]).toBeLessThan(55.05);
    const dup = await send('providerA', 'POST', '/flex/assets/', { ref: 'pc-1', name: 'x', asset_type: 'thermal', asset_category: 'thermal', postcode: 'NE1' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toHaveProperty('ref');
    const unknown = await send('providerA', 'POST', '/flex/assets/', { ref: 'PC-2', name: 'x', asset_type: 'thermal', asset_category: 'thermal', postcode: 'ZZ99' });
    expect(unknown.statusCode).toBe(400);
  });

  it('never shows a provider another provider’s assets, qualifications, entries or ballots', async () => {
    const a = orgs['brightgrid-energy'];
    for (const url of ['/flex/assets/', '/flex/qualifyingassets/', '/flex/qualifications/', '/flex/competitionentries/', '/bids/ballots/', '/flex/plannedassets/']) {
      const rows = (await get('providerA', `${url}?limit=1000`)).json() as Json[];
      for (const r of rows) expect(r.flex_provider).toBe(a);
    }
    const other = await app.db.query<{ id: number }>('SELECT id FROM flex_assets WHERE flex_provider_id <> $1 LIMIT 1', [a]);
    expect((await get('providerA', `/flex/assets/${other.rows[0]!.id}/`)).statusCode).toBe(404);
    const res = await get('providerA', '/flex/assetoverviews/?limit=1000');
    const pins = res.json() as Json[];
    const own = await app.db.query<{ id: number }>('SELECT id FROM flex_assets WHERE flex_provider_id = $1', [a]);
    expect(total(res)).toBe(pins.length);
    const past = await get('providerA', `/flex/assetoverviews/?limit=10&offset=${pins.length + 5}`);
    expect(past.json()).toEqual([]);
    expect(total(past)).toBe(pins.length);
    const counted = await get('providerA', '/flex/assetoverviews/?limit=0');
    expect(total(counted)).toBe(pins.length);
    const ownIds = new Set(own.rows.map((r) => r.id));
    for (const p of pins) expect(ownIds.has(p.id as number)).toBe(true);
  });

  it('shows an operator only assets qualifying for its own competitions, without ref or name', async () => {
    const x = orgs['northern-lines-networks'];
    const pins = (await get('operatorX', '/flex/assetoverviews/?limit=1000')).json() as Json[];
    expect(pins.length).toBeGreaterThan(0);
    const allowed = await app.db.query<{ id: number }>(
      `SELECT DISTINCT q.flex_asset_id AS id FROM qualifications q JOIN competitions c ON c.id = q.competition_id
        WHERE c.operator_id = $1 AND q.eligibility_status IN ('eligible', 'qualified')`,
      [x],
    );
    const ok = new Set(allowed.rows.map((r) => r.id));
    for (const p of pins) {
      expect(ok.has(p.id as number)).toBe(true);
      expect(p.matching).toBe(true);
      expect(p.details).not.toHaveProperty('ref');
    }
    const rows = (await get('operatorX', '/flex/qualifyingassets/?limit=1000')).json() as Json[];
    const own = await app.db.query<{ id: number }>('SELECT id FROM competitions WHERE operator_id = $1', [x]);
    const ids = new Set(own.rows.map((r) => r.id));
    for (const r of rows) expect(ids.has(r.competition as number)).toBe(true);
  });

  it('gives the operator counts and the provider per-asset rows in the asset summary', async () => {
    const c = await app.db.query<{ id: number }>(
      `SELECT q.competition_id AS id FROM qualifications q JOIN competitions c ON c.id = q.competition_id
        WHERE c.operator_id = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      [orgs['northern-lines-networks']],
    );
    const id = c.rows[0]!.id;
    const op = (await get('operatorX', `/flex/assetsummary/?competition=${id}`)).json() as Json[];
    expect(op).toHaveLength(1);
    const counts = await app.db.query<{ eligible: number; ineligible: number }>(
      `SELECT count(*) FILTER (WHERE eligibility_status = 'eligible')::int AS eligible, count(*) FILTER (WHERE eligibility_status = 'ineligible')::int AS ineligible
         FROM qualifications WHERE competition_id = $1`,
      [id],
    );
    expect(op[0]).toEqual(expect.objectContaining({ competition: id, eligible: counts.rows[0]!.eligible, ineligible: counts.rows[0]!.ineligible }));
    // Another operator's competition (outside its operating area) does not exist for operator Y.
    expect((await get('operatorY', `/flex/assetsummary/?competition=${id}`)).statusCode).toBe(404);
    const rows = (await get('providerA', `/flex/assetsummary/?competition=${id}`)).json() as Json[];
    const own = await app.db.query<{ id: number }>('SELECT id FROM flex_assets WHERE flex_provider_id = $1', [orgs['brightgrid-energy']]);
    const ownIds = new Set(own.rows.map((r) => r.id));
    for (const r of rows) {
      if (!r.planned) expect(ownIds.has(r.flex_asset as number)).toBe(true);
      expect(r).toEqual(expect.objectContaining({ eligibility_status: expect.any(String), reasons: expect.any(Array) }));
    }
    expect((await get('providerA', '/flex/assetsummary/')).statusCode).toBe(400);
  });

  it('lets an operator disqualify an asset in its competition only with a reason', async () => {
    const q = await app.db.query<{ id: number }>(
      `SELECT q.id FROM qualifications q JOIN competitions c ON c.id = q.competition_id WHERE c.operator_id = $1 AND q.eligibility_status = 'eligible' LIMIT 1`,
      [orgs['northern-lines-networks']],
    );
    const id = q.rows[0]!.id;
    expect((await send('operatorX', 'PATCH', `/flex/qualifications/${id}/`, { override_status: 'disqualified' })).statusCode).toBe(400);
    const ok = await send('operatorX', 'PATCH', `/flex/qualifications/${id}/`, { override_status: 'disqualified', override_reason: 'capacity' });
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as Json).eligibility_status).toBe('disqualified');
    expect((await send('operatorY', 'PATCH', `/flex/qualifications/${id}/`, { override_status: 'qualified' })).statusCode).toBe(404);
    const undo = await send('operatorX', 'PATCH', `/flex/qualifications/${id}/`, { override_status: null });
    expect((undo.json() as Json).eligibility_status).toBe('eligible');
  });
});

describe('entries, confirmations and ballots', () => {
  async function competitionWithQualifyingAssets(status: string) {
    const r = await app.db.query<{ id: number; assets: number[] }>(
      `SELECT q.competition_id AS id, array_agg(q.flex_asset_id ORDER BY q.flex_asset_id) AS assets
         FROM qualifications q JOIN flex_assets a ON a.id = q.flex_asset_id JOIN competitions c ON c.id = q.competition_id
        WHERE a.flex_provider_id = $1 AND a.is_active AND q.eligibility_status = 'eligible' AND c.status = $2
        GROUP BY 1 ORDER BY 1 LIMIT 1`,
      [orgs['brightgrid-energy'], status],
    );
    return r.rows[0];
  }

  it('confirms entry with own qualifying assets, refuses others, and withdraws with an empty list', async () => {
    const c = (await competitionWithQualifyingAssets('open')) ?? (await competitionWithQualifyingAssets('qualifying'));
    expect(c).toBeDefined();
    const foreign = await app.db.query<{ id: number }>('SELECT id FROM flex_assets WHERE flex_provider_id = $1 LIMIT 1', [orgs['voltwise-flex']]);
    const bad = await send('providerA', 'POST', '/flex/competitionentries/', { competition: c!.id, flex_assets: [foreign.rows[0]!.id] });
    expect(bad.statusCode).toBe(400);
    const ok = await send('providerA', 'POST', '/flex/competitionentries/', { competition: c!.id, flex_assets: [c!.assets[0]] });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual(expect.objectContaining({ competition: c!.id, flex_assets: [c!.assets[0]], status: 'confirmed' }));
    const listed = (await get('providerA', `/flex/competitionentries/?competition=${c!.id}`)).json() as Json[];
    expect(listed).toHaveLength(1);
    expect((await get('providerB', `/flex/competitionentries/?competition=${c!.id}`)).json()).toEqual(
      ((await get('providerB', `/flex/competitionentries/?competition=${c!.id}`)).json() as Json[]).filter((e) => e.flex_provider === orgs['voltwise-flex']),
    );
    const withdrawn = await send('providerA', 'POST', '/flex/competitionentries/', { competition: c!.id, flex_assets: [] });
    expect(withdrawn.json()).toEqual(expect.objectContaining({ status: 'withdrawn', withdrawn: true, flex_assets: [] }));
    expect((await send('operatorX', 'POST', '/flex/competitionentries/', { competition: c!.id, flex_assets: [] })).statusCode).toBe(403);
  });

  it('bulk-confirms competitions for a provider (max 50), all or nothing', async () => {
    const c = await competitionWithQualifyingAssets('qualifying');
    expect(c).toBeDefined();
    const tooMany = await send('providerA', 'POST', '/flex/competitionconfirmations/bulk_confirm/', { competition_ids: Array.from({ length: 51 }, (_, i) => i + 1) });
    expect(tooMany.statusCode).toBe(400);
    const closed = await app.db.query<{ id: number }>(`SELECT id FROM competitions WHERE status = 'closed' LIMIT 1`);
    const mixed = await send('providerA', 'POST', '/flex/competitionconfirmations/bulk_confirm/', { competition_ids: [c!.id, closed.rows[0]!.id] });
    expect(mixed.statusCode).toBe(400);
    const ok = await send('providerA', 'POST', '/flex/competitionconfirmations/bulk_confirm/', { competition_ids: [c!.id] });
    expect(ok.statusCode).toBe(201);
    const entry = (await get('providerA', `/flex/competitionentries/?competition=${c!.id}`)).json() as Json[];
    expect(entry[0]!.flex_assets).toEqual(c!.assets);
    const conf = (await get('providerA', `/flex/competitions/${c!.id}/?expand=confirmation`)).json() as Json;
    expect(conf.confirmation).toEqual(expect.objectContaining({ kind: 'entry' }));
    // A team member without manage-bids may not confirm.
    expect((await send('settlement', 'POST', '/flex/competitionconfirmations/bulk_confirm/', { competition_ids: [c!.id] })).statusCode).toBe(403);
  });

  it('lets an operator confirm the results of its own closed competitions only', async () => {
    const mine = await app.db.query<{ id: number; status: string }>(`SELECT id, status FROM competitions WHERE operator_id = $1`, [orgs['northern-lines-networks']]);
    const closed = mine.rows.find((r) => r.status === 'closed');
    const open = mine.rows.find((r) => r.status !== 'closed');
    if (closed) {
      const ok = await send('operatorX', 'POST', '/flex/competitionconfirmations/bulk_confirm/', { competition_ids: [closed.id] });
      expect(ok.statusCode).toBe(201);
      const c = (await get('operatorX', `/flex/competitions/${closed.id}/?expand=confirmation`)).json() as Json;
      expect(c.confirmation).toEqual(expect.objectContaining({ kind: 'results' }));
    }
    expect((await send('operatorX', 'POST', '/flex/competitionconfirmations/bulk_confirm/', { competition_ids: [open!.id] })).statusCode).toBe(400);
    expect((await send('operatorY', 'POST', '/flex/competitionconfirmations/bulk_confirm/', { competition_ids: [mine.rows[0]!.id] })).statusCode).toBe(400);
  });

  it('counts active ballots per competition with limit=0, own ballots only', async () => {
    const b = await app.db.query<{ competition_id: number; n: number }>(
      `SELECT competition_id, count(*)::int AS n FROM ballots WHERE flex_provider_id = $1 AND is_active GROUP BY 1 LIMIT 1`,
      [orgs['brightgrid-energy']],
    );
    if (!b.rows[0]) return;
    const res = await get('providerA', `/bids/ballots/?is_active=true&competition=${b.rows[0].competition_id}&limit=0`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(total(res)).toBe(b.rows[0].n);
  });
});

describe('map-data file', () => {
  it('serves the provider file by signed URL with an ETag, 304 on If-None-Match, gzip when asked', async () => {
    const meta = await get('providerA', '/flex/map-data-files/');
    expect(meta.statusCode).toBe(200);
    const [m] = meta.json() as Json[];
    const url = new URL(String(m!.document_url));
    const doc = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers.etag).toBe(m!.etag);
    const body = doc.json() as { pins: Json[]; competitions: Json[] };
    const own = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM flex_assets WHERE flex_provider_id = $1 AND lon IS NOT NULL', [
      orgs['brightgrid-energy'],
    ]);
    expect(body.pins).toHaveLength(own.rows[0]!.n);
    expect(body.competitions.length).toBeGreaterThan(0);
    expect(body.competitions[0]).toEqual(expect.objectContaining({ color: expect.stringMatching(/^#/), opacityLevel: expect.stringMatching(/high|mid|low/) }));
    const again = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { 'if-none-match': String(m!.etag) } });
    expect(again.statusCode).toBe(304);
    const gz = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { 'accept-encoding': 'gzip, br' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(body);
    const tampered = await app.inject({ method: 'GET', url: `${url.pathname}${url.search.replace('provider', 'operator')}` });
    expect(tampered.statusCode).toBe(403);
  });

  it('changes its ETag when qualification changes, and the public file has open competitions and no assets', async () => {
    const before = ((await get('providerB', '/flex/map-data-files/')).json() as Json[])[0]!;
    const asset = await app.db.query<{ id: number }>('SELECT id FROM flex_assets WHERE flex_provider_id = $1 AND is_active LIMIT 1', [orgs['voltwise-flex']]);
    await send('providerB', 'POST', `/flex/assets/${asset.rows[0]!.id}/set_inactive/`);
    const after = ((await get('providerB', '/flex/map-data-files/')).json() as Json[])[0]!;
    expect(after.etag).not.toBe(before.etag);

    const pub = ((await get(null, '/flex/map-data-files/')).json() as Json[])[0]!;
    expect(pub.audience).toBe('public');
    const url = new URL(String(pub.document_url));
    const doc = (await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).json() as { pins: unknown[]; competitions: Json[] };
    expect(doc.pins).toEqual([]);
    expect(doc.competitions.length).toBeGreaterThan(0);
    for (const c of doc.competitions) expect(c.status).toBe('open');
  });
});

describe('reference lists and operator views', () => {
  it('serves voltages, need and product types, and override reasons to operators', async () => {
    const v = (await get(null, '/flex/voltages/')).json() as Json[];
    expect(v.map((x) => x.value)).toEqual(expect.arrayContaining([0.24, 11, 22, 132]));
    expect(((await get(null, '/flex/need-types/')).json() as Json[]).length).toBeGreaterThan(0);
    expect(((await get(null, '/flex/product-types/')).json() as Json[]).length).toBeGreaterThan(0);
    const reasons = (await get('operatorX', '/flex/qualifications/override-reasons/')).json() as Json[];
    expect(reasons.map((r) => r.value)).toContain('insufficient_financials');
    expect((await get(null, '/flex/qualifications/override-reasons/')).statusCode).toBe(401);
  });

  it('lists every asset located in an operator’s own competition, and nobody else’s', async () => {
    const c = await app.db.query<{ id: number; n: number }>(
      `SELECT q.competition_id AS id, count(*)::int AS n FROM qualifications q JOIN competitions c ON c.id = q.competition_id
        WHERE c.operator_id = $1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
      [orgs['northern-lines-networks']],
    );
    const res = await get('operatorX', `/flex/competitions/${c.rows[0]!.id}/assets/`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Json[]).length).toBe(c.rows[0]!.n);
    expect((await get('operatorY', `/flex/competitions/${c.rows[0]!.id}/assets/`)).statusCode).toBe(404);
    expect((await get('providerA', `/flex/competitions/${c.rows[0]!.id}/assets/`)).statusCode).toBe(403);
  });
});

describe('address search', () => {
  it('finds postcode districts, full postcodes and GSP place names offline', async () => {
    const d = (await get(null, '/flex/geo/postcodes/?search=SW1A')).json() as Json[];
    expect(d[0]).toEqual(expect.objectContaining({ label: expect.stringContaining('SW1A'), kind: 'postcode_district' }));
    expect(Number(d[0]!.lat)).toBeCloseTo(51.5, 0);
    const full = (await get(null, '/flex/geo/postcodes/?search=sw1a%201aa')).json() as Json[];
    expect(full[0]!.label).toBe(d[0]!.label);
    const place = (await get(null, '/flex/geo/postcodes/?search=Bedding')).json() as Json[];
    expect(place.some((p) => String(p.label).startsWith('Beddington'))).toBe(true);
    expect((await get(null, '/flex/geo/postcodes/?search=')).statusCode).toBe(400);
  });
});
