/**
 * What the map dashboard reads: one qualifying-asset count for the list and the detail
 * (planned assets counted the same way in both), asset rows with capacity and type, the owner's
 * name for operators only, the results each competition would confirm, and the demo's examples.
 */
import { domainHarness, type Json } from '../../../../test/domain-harness.js';

const h = domainHarness();

const LIST = '/flex/competitions/?expand=operator,boundary,qualifyingAssets&boundary_fidelity=low&from_status=qualifying&to_status=closed&limit=200';

/** A live competition where provider A has a qualifying flex asset, and that asset. */
async function providerAQualifyingAsset(): Promise<{ competition: number; asset: Json; powerType: string; need: string }> {
  const q = (await h.get('providerA', '/flex/qualifyingassets/?open_competitions=True&limit=50')).json() as Json[];
  for (const row of q) {
    const c = (await h.get('providerA', `/flex/competitions/${String(row.competition)}/`)).json() as Json;
    if (c.power_type !== 'active_power') continue;
    const asset = (await h.get('providerA', `/flex/assets/${String(row.flex_asset)}/`)).json() as Json;
    return { competition: Number(row.competition), asset, powerType: String(c.power_type), need: String(c.need_direction) };
  }
  throw new Error('provider A has no qualifying asset in a live active-power competition');
}

describe('the qualifying-asset count', () => {
  it('is the same in the list and the detail for a competition with planned assets, and counts flex and planned assets alike', async () => {
    const { competition, asset, need } = await providerAQualifyingAsset();
    const capacityType = need === 'deficit' || need === 'export' ? 'active_export_capacity' : 'active_import_capacity';
    const created = await h.send('providerA', 'POST', '/flex/plannedassets/', {
      ref: `PLAN-${Math.random().toString(36).slice(2, 8)}`,
      name: 'Planned extension',
      asset_type: asset.asset_type,
      asset_category: asset.asset_category,
      location: asset.location,
      voltage_level: asset.voltage_level,
      capacity_type: capacityType,
      capacity_value: 1.23456,
    });
    expect(created.statusCode).toBe(201);
    expect((created.json() as Json).competitions).toContain(competition);

    const list = (await h.get('providerA', LIST)).json() as Json[];
    const listed = list.find((c) => c.id === competition);
    expect(listed).toBeDefined();
    const detail = (await h.get('providerA', `/flex/competitions/${competition}/?expand=operator,service_periods.windows,qualifyingAssets&include_archived=true`)).json() as Json;
    const listCount = (listed!.qualifyingAssets as { total_count: number }).total_count;
    expect((detail.qualifyingAssets as { total_count: number }).total_count).toBe(listCount);

    // The one definition: the provider's own eligible or qualified assets, flex and planned.
    const flex = (await h.get('providerA', `/flex/qualifyingassets/?competition=${competition}&limit=1000`)).json() as Json[];
    const planned = (await h.get('providerA', `/flex/plannedassets/?qualified=True&limit=1000`)).json() as Json[];
    const plannedHere = planned.filter((p) => (p.competitions as number[]).includes(competition));
    expect(plannedHere.length).toBeGreaterThanOrEqual(1);
    expect(listCount).toBe(flex.length + plannedHere.length);
    // expand=counts says the same.
    const counted = (await h.get('providerA', `/flex/competitions/${competition}/?expand=counts`)).json() as Json;
    expect((counted.counts as { qualifying_assets: number }).qualifying_assets).toBe(listCount);
  });
});

describe('asset rows of a competition', () => {
  it('give providers their own assets with capacity and type, and no other provider’s name', async () => {
    const { competition } = await providerAQualifyingAsset();
    const rows = (await h.get('providerA', `/flex/assetsummary/?competition=${competition}`)).json() as Json[];
    expect(rows.length).toBeGreaterThan(0);
    const own = await h.app.db.query<{ id: number }>('SELECT id FROM flex_assets WHERE flex_provider_id = $1', [h.orgs['brightgrid-energy']]);
    const ownIds = new Set(own.rows.map((r) => r.id));
    for (const r of rows) {
      expect(r).not.toHaveProperty('flex_provider_name');
      expect(r.asset_type).toEqual(expect.any(String));
      if (r.planned) expect(r.capacity_value).toEqual(expect.any(Number));
      else {
        expect(ownIds.has(Number(r.flex_asset))).toBe(true);
        expect(r.active_export_capacity).toEqual(expect.any(Number));
      }
    }
    // The operator's view with names is the operator's alone.
    expect((await h.get('providerA', `/flex/competitions/${competition}/assets/`)).statusCode).toBe(403);
  });

  it('give the owning operator every located asset with its provider’s name; another operator is refused', async () => {
    const own = (await h.get('operatorX', '/flex/competitions/?status=open&limit=50')).json() as Json[];
    const competition = own.find((c) => typeof c.operator === 'number' && c.operator === h.orgs['northern-lines-networks']);
    expect(competition).toBeDefined();
    const res = await h.get('operatorX', `/flex/competitions/${String(competition!.id)}/assets/`);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Json[];
    const names = await h.app.db.query<{ id: number; name: string }>('SELECT id, name FROM organisations');
    const byId = new Map(names.rows.map((r) => [r.id, r.name]));
    for (const r of rows) expect(r.flex_provider_name).toBe(byId.get(Number(r.flex_provider)));
    // Another operator's competition is not even visible to it.
    expect((await h.get('operatorY', `/flex/competitions/${String(competition!.id)}/assets/`)).statusCode).toBe(404);
  });
});

describe('results before confirmation', () => {
  it('bid summaries name each competition with its accepted bids and capacity, and its power type for the unit', async () => {
    const rows = (await h.get('operatorX', '/bids/summaries/?status=closed')).json() as Json[];
    for (const r of rows) {
      expect(r).toEqual(
        expect.objectContaining({
          competition_name: expect.any(String),
          accepted: expect.any(Number),
          accepted_capacity: expect.any(Number),
          power_type: expect.stringMatching(/^(active|reactive)_power$/),
        }),
      );
    }
  });
});

describe('the demo examples', () => {
  it('has an open competition nothing qualifies for', async () => {
    const r = await h.app.db.query<{ id: number; status: string; n: number }>(
      `SELECT c.id, c.status, (SELECT count(*)::int FROM qualifications q WHERE q.competition_id = c.id AND q.eligibility_status IN ('eligible', 'qualified')) AS n
         FROM competitions c WHERE c.name = 'Leeds City Transmission Interface Support'`,
    );
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]).toEqual(expect.objectContaining({ status: 'open', n: 0 }));
    const listed = ((await h.get('providerA', LIST)).json() as Json[]).find((c) => c.id === r.rows[0]!.id);
    expect((listed!.qualifyingAssets as { total_count: number }).total_count).toBe(0);
  });
});
