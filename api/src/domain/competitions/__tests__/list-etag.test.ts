/**
 * The dashboard's competition list: low-fidelity boundaries stored with the competition (not
 * simplified per request), and the list's ETag — the same while nothing it shows changes, another
 * one when a listed competition, its boundary or its operator changes, different for callers who
 * see different rows, and 304 without a body for a matching If-None-Match.
 */
import { gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import type { MultiPolygon } from '../../../platform/geo/geometry.js';
import { roundMultiPolygon, simplifyMultiPolygon } from '../../../platform/geo/simplify.js';
import { LOW_FIDELITY_TOLERANCE_KM } from '../boundary.js';

const h = domainHarness();
const day = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * day).toISOString();

/** The provider dashboard's call (mfe-dashboard/src/data/competitions.ts, listCompetitions). */
const LIST =
  '/flex/competitions/?boundary_fidelity=low&require_boundary=true&ordering=name&from_status=qualifying&to_status=closed&limit=200&offset=0&expand=operator%2Cboundary%2CqualifyingAssets';

/** Two regions of Northern Lines' group _F (its operating area), by id. */
async function regions(offset: number): Promise<{ id: number; boundary: MultiPolygon }[]> {
  const r = await h.app.db.query<{ id: number; boundary: MultiPolygon }>(`SELECT id, boundary FROM gsp_regions WHERE gsp_group = '_F' ORDER BY id LIMIT 2 OFFSET $1`, [
    offset,
  ]);
  expect(r.rows).toHaveLength(2);
  return r.rows;
}

/** A competition of operator X qualifying now (so providers list it), over the given regions. */
async function createCompetition(areaRefs: number[]): Promise<Json> {
  const res = await h.send('operatorX', 'POST', '/flex/competitions/', {
    name: `Aaa ETag ${Math.random().toString(36).slice(2, 8)}`,
    reference: `ETAG-${Math.random().toString(36).slice(2, 8)}`,
    competition_type: 'availability_utilisation',
    power_type: 'active_power',
    need_direction: 'deficit',
    availability_guide_price: 120,
    utilisation_guide_price: 250,
    qualification_open: iso(-1),
    qualification_closed: iso(10),
    open: iso(20),
    closed: iso(30),
    area_refs: areaRefs,
    service_periods: [
      {
        name: 'Winter',
        start: '2027-11-01',
        end: '2028-02-29',
        service_windows: [{ name: 'Evening', start_time: '16:00', end_time: '19:30', service_days: [0, 1, 2, 3, 4], holiday_handling: 'Exclude', capacity_required: 4 }],
      },
    ],
  });
  expect(res.statusCode).toBe(201);
  return res.json() as Json;
}

function etagOf(res: LightMyRequestResponse): string {
  const etag = res.headers.etag;
  expect(typeof etag).toBe('string');
  return String(etag);
}

/** The listed competition's low-fidelity polygons. */
function lowOf(rows: Json[], id: unknown): MultiPolygon {
  const row = rows.find((c) => c.id === id);
  expect(row).toBeDefined();
  const boundary = row!.boundary as { fidelity: string; boundary: { coordinates: MultiPolygon } };
  expect(boundary.fidelity).toBe('low');
  return boundary.boundary.coordinates;
}

/** What simplifying the area on each request gave: Douglas–Peucker at the low-fidelity tolerance, 4 decimals. */
function simplified(area: MultiPolygon): MultiPolygon {
  return roundMultiPolygon(simplifyMultiPolygon(area, LOW_FIDELITY_TOLERANCE_KM), 4);
}

describe('stored low-fidelity boundaries', () => {
  it('the list answers the stored simplification, equal to simplifying the area per request, and a new area replaces it', async () => {
    const first = await regions(0);
    const c = await createCompetition(first.map((r) => r.id));
    const area = first.flatMap((r) => r.boundary);

    const stored = await h.app.db.query<{ boundary_low: { coordinates: MultiPolygon } }>('SELECT boundary_low FROM competition_boundaries WHERE competition_id = $1', [c.id]);
    expect(stored.rows[0]!.boundary_low.coordinates).toEqual(simplified(area));
    const before = await h.get('providerA', LIST);
    expect(before.statusCode).toBe(200);
    expect(lowOf(before.json() as Json[], c.id)).toEqual(simplified(area));
    // Fewer vertices than the area: it is simplified, not copied.
    const vertices = (mp: MultiPolygon) => mp.flat(2).length;
    expect(vertices(simplified(area))).toBeLessThan(vertices(area));

    const second = await regions(2);
    const patched = await h.send('operatorX', 'PATCH', `/flex/competitions/${String(c.id)}/`, { area_refs: second.map((r) => r.id) });
    expect(patched.statusCode).toBe(200);
    const newArea = second.flatMap((r) => r.boundary);
    const after = await h.get('providerA', LIST, { 'if-none-match': etagOf(before) });
    expect(after.statusCode).toBe(200);
    expect(etagOf(after)).not.toBe(etagOf(before));
    expect(lowOf(after.json() as Json[], c.id)).toEqual(simplified(newArea));
    expect(simplified(newArea)).not.toEqual(simplified(area));
  });
});

describe('the competition list ETag', () => {
  it('stays while nothing changes: a matching If-None-Match is answered 304 with no body, the answer repeated is the same', async () => {
    const first = await h.get('providerA', LIST);
    expect(first.statusCode).toBe(200);
    const etag = etagOf(first);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await h.get('providerA', LIST);
    expect(etagOf(again)).toBe(etag);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['content-range']).toBe(first.headers['content-range']);

    const notModified = await h.get('providerA', LIST, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(etagOf(notModified)).toBe(etag);
    // In a list of tags, and without W/, it still matches; another tag does not.
    expect((await h.get('providerA', LIST, { 'if-none-match': `"other", ${etag.slice(2)}` })).statusCode).toBe(304);
    expect((await h.get('providerA', LIST, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('sends the same answer gzip-compressed to a caller who accepts it', async () => {
    const plain = await h.get('providerA', LIST);
    const zipped = await h.get('providerA', LIST, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(etagOf(zipped)).toBe(etagOf(plain));
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it('changes when a listed competition changes, and the new answer shows the change', async () => {
    const c = await createCompetition((await regions(4)).map((r) => r.id));
    const before = await h.get('providerA', LIST);
    const etag = etagOf(before);
    const name = `Aaa renamed ${Math.random().toString(36).slice(2, 8)}`;
    expect((await h.send('operatorX', 'PATCH', `/flex/competitions/${String(c.id)}/`, { name })).statusCode).toBe(200);

    const after = await h.get('providerA', LIST, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(etagOf(after)).not.toBe(etag);
    expect((after.json() as Json[]).find((x) => x.id === c.id)?.name).toBe(name);

    // A write straight to the table (no `updated`) changes it too: the row's version moves.
    await h.app.db.query('UPDATE competitions SET description = $2 WHERE id = $1', [c.id, 'Written by SQL']);
    const direct = await h.get('providerA', LIST, { 'if-none-match': etagOf(after) });
    expect(direct.statusCode).toBe(200);
    expect((direct.json() as Json[]).find((x) => x.id === c.id)?.description).toBe('Written by SQL');
  });

  it('changes when a listed competition leaves the list', async () => {
    const c = await createCompetition((await regions(6)).map((r) => r.id));
    const before = await h.get('providerA', LIST);
    expect((before.json() as Json[]).some((x) => x.id === c.id)).toBe(true);
    expect((await h.send('operatorX', 'POST', `/flex/competitions/${String(c.id)}/set_inactive/`)).statusCode).toBe(200);
    const after = await h.get('providerA', LIST, { 'if-none-match': etagOf(before) });
    expect(after.statusCode).toBe(200);
    expect((after.json() as Json[]).some((x) => x.id === c.id)).toBe(false);
  });

  it('changes when the operator of a listed competition changes (expand=operator)', async () => {
    const operator = h.orgs['northern-lines-networks']!;
    const before = await h.get('providerA', LIST);
    expect((before.json() as Json[]).some((x) => (x.operator as Json).id === operator)).toBe(true);
    const old = await h.app.db.query<{ brand_colour: string | null }>('SELECT brand_colour FROM organisations WHERE id = $1', [operator]);
    const colour = old.rows[0]!.brand_colour === '#123456' ? '#654321' : '#123456';
    await h.app.db.query('UPDATE organisations SET brand_colour = $2 WHERE id = $1', [operator, colour]);
    try {
      const after = await h.get('providerA', LIST, { 'if-none-match': etagOf(before) });
      expect(after.statusCode).toBe(200);
      expect(etagOf(after)).not.toBe(etagOf(before));
      for (const row of (after.json() as Json[]).filter((x) => (x.operator as Json).id === operator)) expect((row.operator as Json).brand_colour).toBe(colour);
    } finally {
      await h.app.db.query('UPDATE organisations SET brand_colour = $2 WHERE id = $1', [operator, old.rows[0]!.brand_colour]);
    }
  });

  it('changes when the caller’s qualifying assets change (expand=qualifyingAssets)', async () => {
    const before = await h.get('providerA', LIST);
    const row = (before.json() as Json[]).find((x) => (x.qualifyingAssets as { total_count: number }).total_count > 0);
    expect(row).toBeDefined();
    const provider = ((await h.get('providerA', '/auth/users/me/')).json() as Json).organisation;
    const q = await h.app.db.query<{ id: number }>(
      `SELECT q.id FROM qualifications q LEFT JOIN flex_assets a ON a.id = q.flex_asset_id LEFT JOIN planned_assets p ON p.id = q.planned_asset_id
        WHERE q.competition_id = $1 AND COALESCE(a.flex_provider_id, p.flex_provider_id) = $2 AND q.eligibility_status IN ('eligible', 'qualified')
        ORDER BY q.id LIMIT 1`,
      [row!.id, provider],
    );
    expect(q.rows).toHaveLength(1);
    await h.app.db.query(`UPDATE qualifications SET override_status = 'disqualified', override_reason = 'unspecified', updated = now() WHERE id = $1`, [q.rows[0]!.id]);
    const after = await h.get('providerA', LIST, { 'if-none-match': etagOf(before) });
    expect(after.statusCode).toBe(200);
    const count = (rows: Json[]) => (rows.find((x) => x.id === row!.id)!.qualifyingAssets as { total_count: number }).total_count;
    expect(count(after.json() as Json[])).toBe(count(before.json() as Json[]) - 1);
  });

  it('differs between callers who see different rows or counts, and for another query', async () => {
    const a = etagOf(await h.get('providerA', LIST));
    const b = etagOf(await h.get('providerB', LIST));
    const x = etagOf(await h.get('operatorX', LIST));
    const y = etagOf(await h.get('operatorY', LIST));
    expect(new Set([a, b, x, y]).size).toBe(4);
    const operatorRows = (await h.get('operatorX', LIST)).json() as Json[];
    const providerRows = (await h.get('providerA', LIST)).json() as Json[];
    expect(operatorRows.map((r) => r.id)).not.toEqual(providerRows.map((r) => r.id));
    // Another caller's tag is not a match.
    expect((await h.get('providerB', LIST, { 'if-none-match': a })).statusCode).toBe(200);
    expect(etagOf(await h.get('providerA', LIST.replace('limit=200', 'limit=100')))).not.toBe(a);
  });

  it('is not given for expansions it does not cover (the list is answered as before)', async () => {
    const res = await h.get('providerA', '/flex/competitions/?expand=counts&limit=5');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
  });
});
