import { domainHarness, total, type Json } from '../../../../test/domain-harness.js';
import { competitionStatusAt, COMPETITION_STATUSES } from '../status.js';
import { refreshStatuses } from '../visibility.js';

const h = domainHarness();

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
      const r = await h.app.db.query<{ s: string }>('SELECT competition_status_at($1, $2, $3, $4, $5, $6) AS s', [...c, now.toISOString()]);
      const js = competitionStatusAt({ qualification_open: c[0]!, qualification_closed: c[1]!, open: c[2]!, closed: c[3]!, archive_on: c[4]! }, now);
      expect(r.rows[0]!.s).toBe(js);
      seen.add(js);
    }
    expect([...seen].sort()).toEqual([...COMPETITION_STATUSES].sort());
  });

  it('the seed has a competition in every status, and the stored status matches the computed one', async () => {
    const r = await h.app.db.query<{ status: string; computed: string }>(
      `SELECT status, competition_status_at(qualification_open, qualification_closed, open, closed, archive_on, now()) AS computed FROM competitions`,
    );
    expect(new Set(r.rows.map((x) => x.computed))).toEqual(new Set(COMPETITION_STATUSES));
    for (const row of r.rows) expect(row.status).toBe(row.computed);
  });

  it('the refresh job stores stale statuses and bumps the version the map-data files key on', async () => {
    const c = await h.app.db.query<{ id: number; status: string }>(`SELECT id, status FROM competitions WHERE status = 'open' LIMIT 1`);
    await h.app.db.query(`UPDATE competitions SET status = 'pending' WHERE id = $1`, [c.rows[0]!.id]);
    const before = await h.app.db.query<{ version: number }>(`SELECT version FROM domain_versions WHERE name = 'statuses'`);
    expect(await refreshStatuses(h.app.db)).toEqual([c.rows[0]!.id]);
    const after = await h.app.db.query<{ version: number; status: string }>(
      `SELECT d.version, c.status FROM domain_versions d, competitions c WHERE d.name = 'statuses' AND c.id = $1`,
      [c.rows[0]!.id],
    );
    expect(after.rows[0]!.status).toBe('open');
    expect(Number(after.rows[0]!.version)).toBe(Number(before.rows[0]!.version) + 1);
    expect(await refreshStatuses(h.app.db)).toEqual([]);
  });

  it('moves a competition to the next status when its date passes, on the next read', async () => {
    const c = await h.app.db.query<{ id: number }>(`SELECT id FROM competitions WHERE status = 'qualifying' AND operator_id = $1 LIMIT 1`, [
      h.orgs['northern-lines-networks'],
    ]);
    const id = c.rows[0]!.id;
    await h.app.db.query(`UPDATE competitions SET qualification_closed = now() - interval '1 minute' WHERE id = $1`, [id]);
    const res = await h.get('providerA', `/flex/competitions/${id}/`);
    expect((res.json() as Json).status).toBe('qualified');
  });
});

describe('provider competition list (dashboard call)', () => {
  const url =
    '/flex/competitions/?expand=operator,boundary&boundary_fidelity=low&require_boundary=true&from_status=qualifying&to_status=closed&ordering=name&limit=200';

  it('returns competitions from qualifying to closed, ordered by name, with operator and low-fidelity boundary', async () => {
    const res = await h.get('providerA', url);
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
    const list = (await h.get('providerA', url)).json() as Json[];
    const c = list[0]!;
    const low = (c.boundary as { boundary: { coordinates: number[][][][] } }).boundary.coordinates;
    const res = await h.get('providerA', `/flex/competitionboundaries/?competition=${String(c.id)}&fidelity=high`);
    const rows = res.json() as Json[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fidelity).toBe('high');
    expect(rows[0]).not.toHaveProperty('boundary_high');
    const high = (rows[0]!.boundary as { coordinates: number[][][][] }).coordinates;
    const count = (mp: number[][][][]) => mp.reduce((s, p) => s + p.reduce((n, r) => n + r.length, 0), 0);
    expect(count(low)).toBeLessThan(count(high));
  });

  it('rejects an unknown status and hides drafts and archived competitions unless include_archived', async () => {
    expect((await h.get('providerA', '/flex/competitions/?from_status=bogus')).statusCode).toBe(400);
    const all = (await h.get('providerA', '/flex/competitions/?limit=1000')).json() as Json[];
    expect(all.some((c) => c.status === 'incomplete' || c.status === 'archived')).toBe(false);
    const archived = (await h.get('providerA', '/flex/competitions/?include_archived=true&status=archived')).json() as Json[];
    expect(archived.length).toBeGreaterThan(0);
    const one = await h.get('providerA', `/flex/competitions/${String(archived[0]!.id)}/?include_archived=true&expand=operator,service_periods.windows`);
    expect(one.statusCode).toBe(200);
    const periods = (one.json() as Json).service_periods as Json[];
    expect(periods.length).toBeGreaterThan(0);
    expect((periods[0]!.windows as Json[])[0]).toEqual(expect.objectContaining({ start_time: expect.stringMatching(/^\d\d:\d\d$/) }));
    expect((await h.get('providerA', `/flex/competitions/${String(archived[0]!.id)}/`)).statusCode).toBe(404);
  });

  it('filters by a voltage inside the connection range', async () => {
    const rows = (await h.get('providerA', '/flex/competitions/?voltage=22&limit=1000')).json() as Json[];
    for (const c of rows) {
      if (c.min_connection_voltage !== null) expect(Number(c.min_connection_voltage)).toBeLessThanOrEqual(22);
      if (c.max_connection_voltage !== null) expect(Number(c.max_connection_voltage)).toBeGreaterThanOrEqual(22);
    }
  });
});

describe('operators and competitions', () => {
  it('an operator lists its own competitions (all statuses) and may ask only for its own operating area', async () => {
    const rows = (await h.get('operatorX', '/flex/competitions/?limit=1000')).json() as Json[];
    expect(rows.length).toBeGreaterThan(0);
    for (const c of rows) expect(c.operator).toBe(h.orgs['northern-lines-networks']);
    const area = await h.get('operatorX', `/flex/competitions/?within_operators_area=${h.orgs['northern-lines-networks']}`);
    expect(area.statusCode).toBe(200);
    for (const c of area.json() as Json[]) expect((c.gsp_groups as string[]).some((g) => ['_F', '_G', '_M'].includes(g))).toBe(true);
    expect((await h.get('operatorX', `/flex/competitions/?within_operators_area=${h.orgs['southern-wires']}`)).statusCode).toBe(403);
  });

  it('creates a competition from GSP regions inside its area, computes boundary and qualification, and refuses regions outside it', async () => {
    const regions = await h.app.db.query<{ id: number; gsp_group: string }>(`SELECT id, gsp_group FROM gsp_regions WHERE gsp_group IN ('_F', '_C') ORDER BY id`);
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
      availability_guide_price: 150,
      utilisation_guide_price: 300,
      qualification_open: iso(-1),
      qualification_closed: iso(10),
      open: iso(20),
      closed: iso(30),
      area_refs: north.slice(0, 3),
      service_periods: [
        { name: 'Winter 2027/28', start: '2027-11-01', end: '2028-02-28', service_windows: [{ name: 'Evening peak', start_time: '16:00', end_time: '19:30', capacity_required: 3 }] },
      ],
    };
    const outside = await h.send('operatorX', 'POST', '/flex/competitions/', { ...body, reference: 'X-OUT', area_refs: london.slice(0, 1) });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toHaveProperty('area_refs');
    const badDates = await h.send('operatorX', 'POST', '/flex/competitions/', { ...body, reference: 'X-DATES', open: iso(5) });
    expect(badDates.statusCode).toBe(400);
    expect(badDates.json()).toHaveProperty('open');
    expect((await h.send('providerA', 'POST', '/flex/competitions/', body)).statusCode).toBe(403);

    const created = await h.send('operatorX', 'POST', '/flex/competitions/', body);
    expect(created.statusCode).toBe(201);
    const c = created.json() as Json;
    const again = await h.send('operatorX', 'POST', '/flex/competitions/', { ...body, reference: 'tyne-27-w' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toHaveProperty('reference');
    expect(c.status).toBe('qualifying');
    expect(c.operator).toBe(h.orgs['northern-lines-networks']);
    expect(c.gsp_groups).toEqual(['_F']);
    expect(typeof c.boundary).toBe('number');
    expect((c.service_periods as number[]).length).toBe(1);

    // Every asset inside those regions (or within 2 km) is qualified by the engine: compare with a direct check.
    const q = await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM qualifications WHERE competition_id = $1', [c.id]);
    const inBbox = await h.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM flex_assets a, competition_boundaries b WHERE b.competition_id = $1
         AND a.lon BETWEEN b.min_lon AND b.max_lon AND a.lat BETWEEN b.min_lat AND b.max_lat`,
      [c.id],
    );
    expect(q.rows[0]!.n).toBeGreaterThan(0);
    expect(q.rows[0]!.n).toBeLessThanOrEqual(inBbox.rows[0]!.n + 50);

    // The other operator cannot change it; the owner can, and a narrower voltage range re-qualifies.
    expect((await h.send('operatorY', 'PATCH', `/flex/competitions/${String(c.id)}/`, { name: 'Hijack' })).statusCode).toBe(404);
    const patched = await h.send('operatorX', 'PATCH', `/flex/competitions/${String(c.id)}/`, { min_connection_voltage: 200, max_connection_voltage: 400 });
    expect(patched.statusCode).toBe(200);
    const after = await h.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM qualifications WHERE competition_id = $1 AND eligibility_status = 'eligible'`, [c.id]);
    expect(after.rows[0]!.n).toBe(0);

    // Deactivated: gone for providers, still there for its operator.
    expect((await h.get('providerA', `/flex/competitions/${String(c.id)}/`)).statusCode).toBe(200);
    expect((await h.send('operatorY', 'POST', `/flex/competitions/${String(c.id)}/set_inactive/`)).statusCode).toBe(404);
    const off = await h.send('operatorX', 'POST', `/flex/competitions/${String(c.id)}/set_inactive/`);
    expect(off.statusCode).toBe(200);
    expect((off.json() as Json).is_active).toBe(false);
    expect((await h.get('providerA', `/flex/competitions/${String(c.id)}/`)).statusCode).toBe(404);
    expect((await h.get('operatorX', `/flex/competitions/${String(c.id)}/`)).statusCode).toBe(200);
  });

  it('lets an operator add service periods and windows to its own competitions only', async () => {
    // Periods and windows are part of the terms: a competition still open to changes (bidding not opened), without fixed prices.
    const own = await h.app.db.query<{ id: number }>(
      `SELECT id FROM competitions c WHERE operator_id = $1 AND NOT fixed_price
          AND competition_status_at(c.qualification_open, c.qualification_closed, c.open, c.closed, c.archive_on, now()) IN ('incomplete', 'pending', 'qualifying', 'qualified')
        ORDER BY id LIMIT 1`,
      [h.orgs['northern-lines-networks']],
    );
    const id = own.rows[0]!.id;
    const period = await h.send('operatorX', 'POST', '/flex/serviceperiods/', { competition: id, name: 'Spring 2027', start: '2027-03-01', end: '2027-05-31' });
    expect(period.statusCode).toBe(201);
    const p = period.json() as Json;
    expect(p.period_dates).toEqual(['2027-03-01', '2027-05-31']);
    const win = await h.send('operatorX', 'POST', '/flex/windows/', {
      service_period: p.id,
      name: 'Weekday evening',
      start_time: '16:30',
      end_time: '19:00',
      service_days: [0, 1, 2, 3, 4],
      capacity_required: 4.5,
    });
    expect(win.statusCode).toBe(201);
    expect(win.json()).toEqual(expect.objectContaining({ competition: id, start_time: '16:30', required_capacity: 4.5, service_days: [0, 1, 2, 3, 4] }));
    const detail = (await h.get('providerA', `/flex/competitions/${id}/?expand=service_periods.windows&include_archived=true`)).json() as Json;
    const spring = (detail.service_periods as Json[]).find((x) => x.id === p.id)!;
    expect((spring.windows as Json[]).map((w) => w.name)).toEqual(['Weekday evening']);
    expect((await h.send('operatorY', 'POST', '/flex/serviceperiods/', { competition: id, name: 'X', start: '2027-01-01', end: '2027-01-31' })).statusCode).toBe(403);
    expect((await h.send('operatorX', 'POST', '/flex/serviceperiods/', { competition: id, name: 'Bad', start: '2027-02-01', end: '2027-01-01' })).statusCode).toBe(400);
    expect((await h.send('operatorX', 'POST', '/flex/windows/', { service_period: p.id, name: 'Bad', start_time: '25:00', end_time: '19:00' })).statusCode).toBe(400);
  });

  it('derives the GSP regions and groups of a drawn boundary', async () => {
    const region = await h.app.db.query<{ id: number; centre_lon: number; centre_lat: number }>(
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
    const res = await h.send('operatorX', 'POST', '/flex/competitions/', {
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
    expect((await h.get('providerA', `/flex/competitions/${String(c.id)}/`)).statusCode).toBe(404);
    const bad = await h.send('operatorX', 'POST', '/flex/competitions/', { name: 'Bad', reference: 'BAD-1', boundary: { type: 'Point', coordinates: [0, 0] } });
    expect(bad.statusCode).toBe(400);
  });

  it('lets the logged-out public see open competitions only, with public fields', async () => {
    const res = await h.get(null, '/flex/public/competitions/?expand=operator,boundary&limit=1000');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Json[];
    expect(rows.length).toBeGreaterThan(0);
    for (const c of rows) {
      expect(c.status).toBe('open');
      expect(c).not.toHaveProperty('maximum_budget');
    }
    expect((await h.get(null, '/flex/competitions/')).statusCode).toBe(401);
  });
});


describe('another operator’s competition', () => {
  it('is answered 403 “belongs to another operator” when published, 404 when a draft or deactivated', async () => {
    const flag = await h.app.db.query<{ enabled: boolean }>(`SELECT enabled FROM feature_flags WHERE name = 'e163'`);
    // Without e163, operators read their own competitions only.
    await h.app.db.query(`UPDATE feature_flags SET enabled = false WHERE name = 'e163'`);
    try {
      const x = h.orgs['northern-lines-networks'];
      const published = await h.app.db.query<{ id: number }>(`SELECT id FROM competitions WHERE operator_id = $1 AND is_active AND status NOT IN ('incomplete') ORDER BY id LIMIT 1`, [x]);
      const id = published.rows[0]!.id;
      expect((await h.get('operatorX', `/flex/competitions/${id}/`)).statusCode).toBe(200);
      const other = await h.get('operatorY', `/flex/competitions/${id}/`);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({ detail: 'This competition belongs to another operator.', code: 'other_operator' });
      expect((await h.get('operatorY', `/flex/competitions/${id}/`, { 'Accept-Language': 'it-IT' })).json()).toEqual({ detail: 'Questa gara appartiene a un altro operatore.', code: 'other_operator' });

      await h.app.db.query('UPDATE competitions SET is_active = false WHERE id = $1', [id]);
      expect((await h.get('operatorY', `/flex/competitions/${id}/`)).statusCode).toBe(404);
      await h.app.db.query('UPDATE competitions SET is_active = true WHERE id = $1', [id]);
      expect((await h.get('operatorY', '/flex/competitions/99999999/')).statusCode).toBe(404);
    } finally {
      await h.app.db.query(`UPDATE feature_flags SET enabled = $1 WHERE name = 'e163'`, [flag.rows[0]?.enabled ?? false]);
    }
  });
});
