import { domainHarness, total, type Json } from '../../../../test/domain-harness.js';

const h = domainHarness();

describe('assets and qualification', () => {
  it('qualifies a new asset inside a competition, with reasons once it no longer fits', async () => {
    const comp = await h.app.db.query<{ id: number; lon: number; lat: number; min: number | null; max: number | null; need: string }>(
      `SELECT c.id, x.centre_lon AS lon, x.centre_lat AS lat, c.min_connection_voltage AS min, c.max_connection_voltage AS max, c.need_direction AS need
         FROM competitions c JOIN gsp_regions x ON x.id = c.area_refs[1]
        WHERE c.status IN ('open', 'qualifying') AND c.power_type = 'active_power' AND c.is_active
          AND (c.min_connection_voltage > 0.24 OR c.max_connection_voltage < 132) ORDER BY c.id LIMIT 1`,
    );
    const c = comp.rows[0]!;
    const voltage = c.min !== null && c.max !== null ? Math.max(c.min, Math.min(11, c.max)) : 11;
    const created = await h.send('providerA', 'POST', '/flex/assets/', {
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
    const q1 = (await h.get('providerA', `/flex/qualifyingassets/?competition=${c.id}&flex_asset=${String(asset.id)}`)).json() as Json[];
    expect(q1).toHaveLength(1);

    // A listed voltage outside the range → ineligible with a voltage reason.
    const outside = c.min !== null && c.min > 0.24 ? 0.24 : 132;
    const patched = await h.send('providerA', 'PATCH', `/flex/assets/${String(asset.id)}/`, { voltage_level: outside });
    expect(patched.statusCode).toBe(200);
    const summary = (await h.get('providerA', `/flex/assetsummary/?competition=${c.id}`)).json() as Json[];
    const row = summary.find((r) => r.flex_asset === asset.id)!;
    expect(row.eligibility_status).toBe('ineligible');
    expect((row.reasons as Json[]).map((r) => r.code)).toContain('voltage');

    // Back in range, then deactivated → inactive reason.
    await h.send('providerA', 'PATCH', `/flex/assets/${String(asset.id)}/`, { voltage_level: voltage });
    const inactive = await h.send('providerA', 'POST', `/flex/assets/${String(asset.id)}/set_inactive/`);
    expect(inactive.statusCode).toBe(200);
    expect((inactive.json() as Json).is_active).toBe(false);
    const q2 = await h.app.db.query<{ eligibility_status: string; reasons: Json[] }>(
      'SELECT eligibility_status, reasons FROM qualifications WHERE competition_id = $1 AND flex_asset_id = $2',
      [c.id, asset.id],
    );
    expect(q2.rows[0]!.eligibility_status).toBe('ineligible');
    expect(q2.rows[0]!.reasons.map((r) => r.code)).toEqual(['inactive']);

    // Moved far away → no located row at all.
    await h.send('providerA', 'PATCH', `/flex/assets/${String(asset.id)}/`, { location: { type: 'Point', coordinates: [-7.5, 57.5] } });
    const q3 = await h.app.db.query('SELECT 1 FROM qualifications WHERE competition_id = $1 AND flex_asset_id = $2', [c.id, asset.id]);
    expect(q3.rows).toHaveLength(0);
  });

  it('locates an asset from its postcode district when no point is given, and rejects duplicate refs', async () => {
    const res = await h.send('providerA', 'POST', '/flex/assets/', {
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
    const dup = await h.send('providerA', 'POST', '/flex/assets/', { ref: 'pc-1', name: 'x', asset_type: 'thermal', asset_category: 'thermal', postcode: 'NE1' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toHaveProperty('ref');
    const unknown = await h.send('providerA', 'POST', '/flex/assets/', { ref: 'PC-2', name: 'x', asset_type: 'thermal', asset_category: 'thermal', postcode: 'ZZ99' });
    expect(unknown.statusCode).toBe(400);
  });

  it('never shows a provider another provider’s assets, qualifications, entries or ballots', async () => {
    const a = h.orgs['brightgrid-energy'];
    for (const url of ['/flex/assets/', '/flex/qualifyingassets/', '/flex/qualifications/', '/flex/competitionentries/', '/bids/ballots/', '/flex/plannedassets/']) {
      const rows = (await h.get('providerA', `${url}?limit=1000`)).json() as Json[];
      for (const r of rows) expect(r.flex_provider).toBe(a);
    }
    const other = await h.app.db.query<{ id: number }>('SELECT id FROM flex_assets WHERE flex_provider_id <> $1 LIMIT 1', [a]);
    expect((await h.get('providerA', `/flex/assets/${other.rows[0]!.id}/`)).statusCode).toBe(404);
    const res = await h.get('providerA', '/flex/assetoverviews/?limit=1000');
    const pins = res.json() as Json[];
    const own = await h.app.db.query<{ id: number }>('SELECT id FROM flex_assets WHERE flex_provider_id = $1', [a]);
    expect(total(res)).toBe(pins.length);
    const past = await h.get('providerA', `/flex/assetoverviews/?limit=10&offset=${pins.length + 5}`);
    expect(past.json()).toEqual([]);
    expect(total(past)).toBe(pins.length);
    const counted = await h.get('providerA', '/flex/assetoverviews/?limit=0');
    expect(total(counted)).toBe(pins.length);
    const ownIds = new Set(own.rows.map((r) => r.id));
    for (const p of pins) expect(ownIds.has(p.id as number)).toBe(true);
  });

  it('shows an operator only assets qualifying for its own competitions, without ref or name', async () => {
    const x = h.orgs['northern-lines-networks'];
    const pins = (await h.get('operatorX', '/flex/assetoverviews/?limit=1000')).json() as Json[];
    expect(pins.length).toBeGreaterThan(0);
    const allowed = await h.app.db.query<{ id: number }>(
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
    const rows = (await h.get('operatorX', '/flex/qualifyingassets/?limit=1000')).json() as Json[];
    const own = await h.app.db.query<{ id: number }>('SELECT id FROM competitions WHERE operator_id = $1', [x]);
    const ids = new Set(own.rows.map((r) => r.id));
    for (const r of rows) expect(ids.has(r.competition as number)).toBe(true);
  });

  it('gives the operator counts and the provider per-asset rows in the asset summary', async () => {
    const c = await h.app.db.query<{ id: number }>(
      `SELECT q.competition_id AS id FROM qualifications q JOIN competitions c ON c.id = q.competition_id
        WHERE c.operator_id = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      [h.orgs['northern-lines-networks']],
    );
    const id = c.rows[0]!.id;
    const op = (await h.get('operatorX', `/flex/assetsummary/?competition=${id}`)).json() as Json[];
    expect(op).toHaveLength(1);
    const counts = await h.app.db.query<{ eligible: number; ineligible: number }>(
      `SELECT count(*) FILTER (WHERE eligibility_status = 'eligible')::int AS eligible, count(*) FILTER (WHERE eligibility_status = 'ineligible')::int AS ineligible
         FROM qualifications WHERE competition_id = $1`,
      [id],
    );
    expect(op[0]).toEqual(expect.objectContaining({ competition: id, eligible: counts.rows[0]!.eligible, ineligible: counts.rows[0]!.ineligible }));
    // Another operator's competition (outside its operating area) does not exist for operator Y.
    expect((await h.get('operatorY', `/flex/assetsummary/?competition=${id}`)).statusCode).toBe(404);
    const rows = (await h.get('providerA', `/flex/assetsummary/?competition=${id}`)).json() as Json[];
    const own = await h.app.db.query<{ id: number }>('SELECT id FROM flex_assets WHERE flex_provider_id = $1', [h.orgs['brightgrid-energy']]);
    const ownIds = new Set(own.rows.map((r) => r.id));
    for (const r of rows) {
      if (!r.planned) expect(ownIds.has(r.flex_asset as number)).toBe(true);
      expect(r).toEqual(expect.objectContaining({ eligibility_status: expect.any(String), reasons: expect.any(Array) }));
    }
    expect((await h.get('providerA', '/flex/assetsummary/')).statusCode).toBe(400);
  });

  it('lets an operator disqualify an asset in its competition only with a reason', async () => {
    const q = await h.app.db.query<{ id: number }>(
      `SELECT q.id FROM qualifications q JOIN competitions c ON c.id = q.competition_id WHERE c.operator_id = $1 AND q.eligibility_status = 'eligible' LIMIT 1`,
      [h.orgs['northern-lines-networks']],
    );
    const id = q.rows[0]!.id;
    expect((await h.send('operatorX', 'PATCH', `/flex/qualifications/${id}/`, { override_status: 'disqualified' })).statusCode).toBe(400);
    const ok = await h.send('operatorX', 'PATCH', `/flex/qualifications/${id}/`, { override_status: 'disqualified', override_reason: 'capacity' });
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as Json).eligibility_status).toBe('disqualified');
    expect((await h.send('operatorY', 'PATCH', `/flex/qualifications/${id}/`, { override_status: 'qualified' })).statusCode).toBe(404);
    const undo = await h.send('operatorX', 'PATCH', `/flex/qualifications/${id}/`, { override_status: null });
    expect((undo.json() as Json).eligibility_status).toBe('eligible');
  });
});

