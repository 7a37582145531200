import { gunzipSync } from 'node:zlib';
import { domainHarness, type Json } from '../../../../test/domain-harness.js';

const h = domainHarness();

describe('map-data file', () => {
  it('serves the provider file by signed URL with an ETag, 304 on If-None-Match, gzip when asked', async () => {
    const meta = await h.get('providerA', '/flex/map-data-files/');
    expect(meta.statusCode).toBe(200);
    const [m] = meta.json() as Json[];
    const url = new URL(String(m!.document_url));
    const doc = await h.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers.etag).toBe(m!.etag);
    const body = doc.json() as { pins: Json[]; competitions: Json[] };
    const own = await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM flex_assets WHERE flex_provider_id = $1 AND lon IS NOT NULL', [
      h.orgs['brightgrid-energy'],
    ]);
    expect(body.pins).toHaveLength(own.rows[0]!.n);
    expect(body.competitions.length).toBeGreaterThan(0);
    expect(body.competitions[0]).toEqual(expect.objectContaining({ color: expect.stringMatching(/^#/), opacityLevel: expect.stringMatching(/high|mid|low/) }));
    const again = await h.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { 'if-none-match': String(m!.etag) } });
    expect(again.statusCode).toBe(304);
    const gz = await h.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { 'accept-encoding': 'gzip, br' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(body);
    const tampered = await h.app.inject({ method: 'GET', url: `${url.pathname}${url.search.replace('provider', 'operator')}` });
    expect(tampered.statusCode).toBe(403);
  });

  it('changes its ETag when qualification changes, and the public file has open competitions and no assets', async () => {
    const before = ((await h.get('providerB', '/flex/map-data-files/')).json() as Json[])[0]!;
    const asset = await h.app.db.query<{ id: number }>('SELECT id FROM flex_assets WHERE flex_provider_id = $1 AND is_active LIMIT 1', [h.orgs['voltwise-flex']]);
    await h.send('providerB', 'POST', `/flex/assets/${asset.rows[0]!.id}/set_inactive/`);
    const after = ((await h.get('providerB', '/flex/map-data-files/')).json() as Json[])[0]!;
    expect(after.etag).not.toBe(before.etag);

    const pub = ((await h.get(null, '/flex/map-data-files/')).json() as Json[])[0]!;
    expect(pub.audience).toBe('public');
    const url = new URL(String(pub.document_url));
    const doc = (await h.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).json() as { pins: unknown[]; competitions: Json[] };
    expect(doc.pins).toEqual([]);
    expect(doc.competitions.length).toBeGreaterThan(0);
    for (const c of doc.competitions) expect(c.status).toBe('open');
  });
});

describe('address search', () => {
  it('finds postcode districts, full postcodes and GSP place names offline', async () => {
    const d = (await h.get(null, '/flex/geo/postcodes/?search=SW1A')).json() as Json[];
    expect(d[0]).toEqual(expect.objectContaining({ label: expect.stringContaining('SW1A'), kind: 'postcode_district' }));
    expect(Number(d[0]!.lat)).toBeCloseTo(51.5, 0);
    const full = (await h.get(null, '/flex/geo/postcodes/?search=sw1a%201aa')).json() as Json[];
    expect(full[0]!.label).toBe(d[0]!.label);
    const place = (await h.get(null, '/flex/geo/postcodes/?search=Bedding')).json() as Json[];
    expect(place.some((p) => String(p.label).startsWith('Beddington'))).toBe(true);
    expect((await h.get(null, '/flex/geo/postcodes/?search=')).statusCode).toBe(400);
  });

  it('finds places by the post town a postcode area is named after', async () => {
    for (const [search, area, lat] of [
      ['Leeds', 'LS', 53.8],
      ['manchester', 'M', 53.5],
      ['Aberdeen', 'AB', 57.3],
    ] as const) {
      const r = (await h.get(null, `/flex/geo/postcodes/?search=${search}`)).json() as Json[];
      expect(r[0]).toEqual(expect.objectContaining({ kind: 'post_town', code: area, fallback_for: null }));
      expect(String(r[0]!.name).toLowerCase()).toBe(search.toLowerCase());
      expect(Number(r[0]!.lat)).toBeCloseTo(lat, 0);
    }
    // A postcode area names its town; a district its region.
    const ls = (await h.get(null, '/flex/geo/postcodes/?search=LS')).json() as Json[];
    expect(ls[0]).toEqual(expect.objectContaining({ kind: 'postcode_area', code: 'LS', name: 'Leeds' }));
    const district = (await h.get(null, '/flex/geo/postcodes/?search=LS1')).json() as Json[];
    expect(district[0]).toEqual(expect.objectContaining({ kind: 'postcode_district', code: 'LS1', name: expect.any(String), fallback_for: null }));
  });

  it('answers a full postcode with its district alone, saying it stands in for that postcode', async () => {
    const r = await h.get(null, '/flex/geo/postcodes/?search=ls1%204ap');
    expect(r.statusCode).toBe(200);
    const rows = r.json() as Json[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(expect.objectContaining({ kind: 'postcode_district', code: 'LS1', fallback_for: 'LS1 4AP' }));
    expect(Number(rows[0]!.lat)).toBeCloseTo(53.8, 0);
    // A postcode whose district does not exist finds nothing (no 5xx, no guess).
    expect((await h.get(null, '/flex/geo/postcodes/?search=QQ9%209QQ')).json()).toEqual([]);
  });
});

