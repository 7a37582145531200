import { domainHarness, total, type Json } from '../../../../test/domain-harness.js';

const h = domainHarness();

/** An open or qualifying active-power competition, its area's centre and a voltage it takes. */
async function competition(): Promise<{ id: number; lon: number; lat: number; voltage: number }> {
  const r = await h.app.db.query<{ id: number; lon: number; lat: number; min: number | null; max: number | null }>(
    `SELECT c.id, x.centre_lon AS lon, x.centre_lat AS lat, c.min_connection_voltage AS min, c.max_connection_voltage AS max
       FROM competitions c JOIN gsp_regions x ON x.id = c.area_refs[1]
      WHERE c.status IN ('open', 'qualifying') AND c.power_type = 'active_power' AND c.is_active ORDER BY c.id LIMIT 1`,
  );
  const c = r.rows[0]!;
  const voltage = [0.24, 0.4, 6.6, 11, 22, 33, 66, 132].find((v) => (c.min === null || v >= c.min) && (c.max === null || v <= c.max))!;
  return { id: c.id, lon: c.lon, lat: c.lat, voltage };
}

const asset = (patch: Json = {}): Json => ({
  ref: `W-${Math.random().toString(36).slice(2, 8)}`,
  name: 'Test site',
  asset_type: 'storage',
  asset_category: 'storage',
  postcode: 'NE1 4ST',
  voltage_level: 11,
  active_export_capacity: 1,
  ...patch,
});

describe('asset writes', () => {
  it('refuses a bad asset with every field’s message at once', async () => {
    await h.send('providerA', 'POST', '/flex/assets/', asset({ ref: 'DUP-1' }));
    const res = await h.send('providerA', 'POST', '/flex/assets/', asset({ ref: ' dup-1 ', voltage_level: 7, postcode: 'ZZ99 9ZZ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ref: ['You already have an asset with this reference.'],
      voltage_level: ['Choose a connection voltage from the list: 0.24, 0.4, 6.6, 11, 22, 33, 66, 132 kV.'],
      postcode: ['Unknown postcode district; check the postcode or pick the point on the map instead.'],
    });
  });

  it('needs a voltage, a location and non-negative capacities', async () => {
    const noVoltage = await h.send('providerA', 'POST', '/flex/assets/', asset({ voltage_level: undefined }));
    expect(noVoltage.statusCode).toBe(400);
    expect(noVoltage.json()).toEqual({ voltage_level: ['Choose the connection voltage from the list.'] });
    const nowhere = await h.send('providerA', 'POST', '/flex/assets/', asset({ postcode: undefined }));
    expect(nowhere.json()).toEqual({ location: ['Give the postcode or pick the point on the map.'] });
    const negative = await h.send('providerA', 'POST', '/flex/assets/', asset({ active_import_capacity: -0.5 }));
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toHaveProperty('active_import_capacity');
    const blank = await h.send('providerA', 'POST', '/flex/assets/', asset({ name: '   ' }));
    expect(blank.json()).toEqual({ name: ['This field may not be blank.'] });
    // An edit may not clear the location or pick an unlisted voltage either.
    const ok = (await h.send('providerA', 'POST', '/flex/assets/', asset())).json() as Json;
    expect((await h.send('providerA', 'PATCH', `/flex/assets/${String(ok.id)}/`, { location: null })).json()).toEqual({
      location: ['Give the postcode or pick the point on the map.'],
    });
    expect((await h.send('providerA', 'PATCH', `/flex/assets/${String(ok.id)}/`, { voltage_level: 12 })).statusCode).toBe(400);
    expect((await h.send('providerA', 'PATCH', `/flex/assets/${String(ok.id)}/`, { reactive_export_capacity: -1 })).statusCode).toBe(400);
  });

  it('keeps a picked point when only the postcode changes, and moves a postcode-located asset with its postcode', async () => {
    const byPoint = (await h.send('providerA', 'POST', '/flex/assets/', asset({ location: { type: 'Point', coordinates: [-1.61, 54.97] } }))).json() as Json;
    expect(byPoint.located_by).toBe('point');
    const moved = (await h.send('providerA', 'PATCH', `/flex/assets/${String(byPoint.id)}/`, { postcode: 'LS1 4AP' })).json() as Json;
    expect(moved.location).toEqual({ type: 'Point', coordinates: [-1.61, 54.97] });
    expect(moved.postcode).toBe('LS1 4AP');

    const byPostcode = (await h.send('providerA', 'POST', '/flex/assets/', asset({ postcode: 'ne1 4st' }))).json() as Json;
    expect(byPostcode).toEqual(expect.objectContaining({ located_by: 'postcode', postcode: 'NE1 4ST' }));
    const leeds = (await h.send('providerA', 'PATCH', `/flex/assets/${String(byPostcode.id)}/`, { postcode: 'LS1 4AP' })).json() as Json;
    const [, lat] = (leeds.location as { coordinates: number[] }).coordinates;
    expect(lat).toBeGreaterThan(53.7);
    expect(lat).toBeLessThan(53.9);
    // location: null with a postcode puts a point-located asset back at its district.
    const back = (await h.send('providerA', 'PATCH', `/flex/assets/${String(byPoint.id)}/`, { location: null, postcode: 'LS1 4AP' })).json() as Json;
    expect(back.located_by).toBe('postcode');
    expect(back.location).toEqual(leeds.location);
  });

  it('lets only the owning provider change or deactivate an asset', async () => {
    const mine = (await h.send('providerA', 'POST', '/flex/assets/', asset())).json() as Json;
    expect((await h.send('providerB', 'PATCH', `/flex/assets/${String(mine.id)}/`, { name: 'Taken' })).statusCode).toBe(404);
    expect((await h.send('providerB', 'POST', `/flex/assets/${String(mine.id)}/set_inactive/`)).statusCode).toBe(404);
    expect((await h.send('operatorX', 'POST', '/flex/assets/', asset())).statusCode).toBe(403);
    expect((await h.get('user', '/flex/assets/')).statusCode).toBe(403);
    // Provider B may use the same ref: refs are unique per provider.
    expect((await h.send('providerB', 'POST', '/flex/assets/', asset({ ref: mine.ref }))).statusCode).toBe(201);
    const row = await h.app.db.query<{ name: string; is_active: boolean }>('SELECT name, is_active FROM flex_assets WHERE id = $1', [mine.id]);
    expect(row.rows[0]).toEqual({ name: 'Test site', is_active: true });
  });

  it('re-runs qualification on create, on each edit and on deactivation', async () => {
    const c = await competition();
    const status = async (id: unknown) =>
      (await h.app.db.query<{ s: string; codes: string[] }>(
        `SELECT eligibility_status AS s, ARRAY(SELECT r->>'code' FROM jsonb_array_elements(reasons) r) AS codes FROM qualifications WHERE competition_id = $1 AND flex_asset_id = $2`,
        [c.id, id],
      )).rows[0];
    const created = (await h.send('providerA', 'POST', '/flex/assets/', asset({ location: { type: 'Point', coordinates: [c.lon, c.lat] }, voltage_level: c.voltage, active_export_capacity: 2, active_import_capacity: 2 }))).json() as Json;
    expect(created.qualifying_competitions).toContain(c.id);
    expect((await status(created.id))?.s).toBe('eligible');

    await h.send('providerA', 'PATCH', `/flex/assets/${String(created.id)}/`, { active_export_capacity: 0, active_import_capacity: 0 });
    expect(await status(created.id)).toEqual({ s: 'ineligible', codes: ['capacity'] });
    const back = (await h.send('providerA', 'PUT', `/flex/assets/${String(created.id)}/`, { ...asset({ ref: created.ref, location: { type: 'Point', coordinates: [c.lon, c.lat] }, voltage_level: c.voltage }), active_export_capacity: 2, active_import_capacity: 2 })).json() as Json;
    expect(back.qualifying_competitions).toContain(c.id);
    await h.send('providerA', 'POST', `/flex/assets/${String(created.id)}/set_inactive/`);
    expect(await status(created.id)).toEqual({ s: 'ineligible', codes: ['inactive'] });
  });
});

describe('the assets table’s list', () => {
  it('pages, sorts, searches and filters on the server with the total in Content-Range', async () => {
    const a = h.orgs['brightgrid-energy'];
    const all = await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM flex_assets WHERE flex_provider_id = $1', [a]);
    const page = await h.get('providerA', '/flex/assets/?limit=25&offset=25&ordering=-active_export_capacity');
    expect(page.statusCode).toBe(200);
    expect(total(page)).toBe(all.rows[0]!.n);
    const rows = page.json() as Json[];
    expect(rows).toHaveLength(25);
    const caps = rows.map((r) => r.active_export_capacity as number);
    expect(caps).toEqual([...caps].sort((x, y) => y - x));
    for (const ordering of ['status', 'asset_category', '-reactive_import_capacity', 'export_meter_id', '-import_meter_id', 'is_active']) {
      expect((await h.get('providerA', `/flex/assets/?limit=5&ordering=${ordering}`)).statusCode).toBe(200);
    }

    const sample = (await h.app.db.query<{ ref: string; export_meter_id: string | null }>(
      'SELECT ref, export_meter_id FROM flex_assets WHERE flex_provider_id = $1 AND export_meter_id IS NOT NULL ORDER BY id LIMIT 1',
      [a],
    )).rows[0]!;
    const byMeter = (await h.get('providerA', `/flex/assets/?search=${sample.export_meter_id!.toLowerCase()}`)).json() as Json[];
    expect(byMeter.map((r) => r.ref)).toEqual([sample.ref]);

    const filtered = await h.get('providerA', '/flex/assets/?limit=1000&asset_type=storage&status=operational&voltage_level=11&asset_category__in=storage,thermal');
    const expected = await h.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM flex_assets WHERE flex_provider_id = $1 AND asset_type = 'storage' AND status = 'operational' AND voltage_level = 11 AND asset_category IN ('storage', 'thermal')`,
      [a],
    );
    expect(total(filtered)).toBe(expected.rows[0]!.n);
    for (const r of filtered.json() as Json[]) expect(r).toEqual(expect.objectContaining({ asset_type: 'storage', status: 'operational', voltage_level: 11 }));
    expect((await h.get('providerA', '/flex/assets/?ordering=password')).statusCode).toBe(400);
  });
});
