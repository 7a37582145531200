/**
 * Operators' overrides on flex/qualifications/ (disqualify with a reason, re-qualify, clear), who may
 * make them, what the provider then sees, the counts per competition, and the overrides copied to
 * a new competition by duplicate_asset_overrides_from_competition.
 */
import { domainHarness, type Json } from '../../../../test/domain-harness.js';

const h = domainHarness();
const NL = 'northern-lines-networks';

interface Row {
  id: number;
  competition: number;
  flex_asset: number;
  area_refs: number[];
}

/**
 * Rows without overrides in one of operator X's live competitions (with an area), all in the same
 * one: eligible rows of provider A's assets, or any provider's rows of any status.
 */
async function eligibleRows(n: number, anyRow = false): Promise<Row[]> {
  const r = await h.app.db.query<Row>(
    `WITH candidates AS (
       SELECT q.id, q.competition_id AS competition, q.flex_asset_id AS flex_asset, c.area_refs
         FROM qualifications q JOIN flex_assets a ON a.id = q.flex_asset_id JOIN competitions c ON c.id = q.competition_id
        WHERE ($1::int IS NULL OR (a.flex_provider_id = $1 AND q.eligibility_status = 'eligible')) AND c.operator_id = $2 AND q.override_status IS NULL
          AND c.status IN ('qualifying', 'qualified', 'open', 'closed') AND cardinality(c.area_refs) > 0)
     SELECT * FROM candidates
      WHERE competition = (SELECT competition FROM candidates GROUP BY competition HAVING count(*) >= $3 ORDER BY competition LIMIT 1)
      ORDER BY flex_asset LIMIT $3`,
    [anyRow ? null : h.orgs['brightgrid-energy'], h.orgs[NL], n],
  );
  if (r.rows.length < n) throw new Error(`the test seed has no competition of operator X with ${n} ${anyRow ? 'assets' : 'eligible assets of provider A'}`);
  return r.rows;
}

const patch = (who: string, id: number, body: Json) => h.send(who, 'PATCH', `/flex/qualifications/${id}/`, body);

describe('operator overrides', () => {
  it('lists the override reasons', async () => {
    const res = await h.get('operatorX', '/flex/qualifications/override-reasons/');
    expect(res.statusCode).toBe(200);
    expect((res.json() as Array<{ value: string }>).map((o) => o.value)).toEqual([
      'location',
      'deadline',
      'incomplete',
      'withdrawn',
      'requirements',
      'capacity',
      'unspecified',
      'insufficient_experience',
      'insufficient_financials',
    ]);
  });

  it('lets only the competition’s operator override, and needs a reason to disqualify', async () => {
    const [row] = await eligibleRows(1);
    expect((await patch('providerA', row!.id, { override_status: 'disqualified', override_reason: 'capacity' })).statusCode).toBe(403);
    expect((await patch('operatorY', row!.id, { override_status: 'disqualified', override_reason: 'capacity' })).statusCode).toBe(404);
    const noReason = await patch('operatorX', row!.id, { override_status: 'disqualified' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ override_reason: ['A reason is required to disqualify an asset.'] });
    expect((await patch('operatorX', row!.id, { override_status: 'disqualified', override_reason: 'not-a-reason' })).statusCode).toBe(400);
    const unchanged = await h.app.db.query('SELECT override_status FROM qualifications WHERE id = $1', [row!.id]);
    expect(unchanged.rows[0]).toEqual({ override_status: null });
  });

  it('disqualifies with a reason (the provider sees it), re-qualifies, and clears back to the computed status', async () => {
    const [row] = await eligibleRows(1);
    const done = await patch('operatorX', row!.id, { override_status: 'disqualified', override_reason: 'requirements' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual(expect.objectContaining({ eligibility_status: 'disqualified', computed_status: 'eligible', override_reason: 'requirements' }));

    const seen = (await h.get('providerA', `/flex/qualifications/?competition=${row!.competition}&flex_asset=${row!.flex_asset}`)).json() as Json[];
    expect(seen).toEqual([expect.objectContaining({ eligibility_status: 'disqualified', override_reason: 'requirements' })]);
    const summary = (await h.get('providerA', `/flex/assetsummary/?competition=${row!.competition}`)).json() as Json[];
    expect(summary.find((s) => s.flex_asset === row!.flex_asset)).toEqual(expect.objectContaining({ eligibility_status: 'disqualified', override_reason: 'requirements' }));
    const qualifying = (await h.get('providerA', `/flex/qualifyingassets/?competition=${row!.competition}`)).json() as Json[];
    expect(qualifying.map((q) => q.flex_asset)).not.toContain(row!.flex_asset);

    const back = await patch('operatorX', row!.id, { override_status: 'qualified', override_reason: null });
    expect(back.json()).toEqual(expect.objectContaining({ eligibility_status: 'qualified', override_status: 'qualified', override_reason: null }));
    const cleared = await patch('operatorX', row!.id, { override_status: null });
    expect(cleared.json()).toEqual(expect.objectContaining({ eligibility_status: 'eligible', override_status: null, override_reason: null }));
  });

  it('copies overrides to a new competition made with duplicate_asset_overrides_from_competition', async () => {
    const [out, kept, plain] = await eligibleRows(3, true);
    expect((await patch('operatorX', out!.id, { override_status: 'disqualified', override_reason: 'insufficient_experience' })).statusCode).toBe(200);
    expect((await patch('operatorX', kept!.id, { override_status: 'qualified', override_reason: null })).statusCode).toBe(200);
    const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const created = await h.send('operatorX', 'POST', '/flex/competitions/', {
      name: 'Override copy',
      reference: `COPY-${Date.now()}`,
      competition_type: 'utilisation',
      power_type: 'active_power',
      need_direction: 'deficit',
      utilisation_guide_price: 200,
      qualification_open: iso(1),
      qualification_closed: iso(10),
      open: iso(20),
      closed: iso(30),
      archive_on: iso(400),
      area_refs: out!.area_refs,
      duplicate_asset_overrides_from_competition: out!.competition,
      service_periods: [
        { name: 'Winter', start: '2027-11-01', end: '2028-02-28', service_windows: [{ name: 'Evening', start_time: '16:00', end_time: '19:00', service_days: [0, 1, 2, 3, 4], capacity_required: 2 }] },
      ],
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as Json).id as number;
    const rows = (await h.get('operatorX', `/flex/qualifications/?competition=${id}&limit=1000`)).json() as Json[];
    const of = (asset: number) => rows.find((r) => r.flex_asset === asset);
    expect(of(out!.flex_asset)).toEqual(expect.objectContaining({ eligibility_status: 'disqualified', override_reason: 'insufficient_experience' }));
    expect(of(kept!.flex_asset)).toEqual(expect.objectContaining({ eligibility_status: 'qualified', override_status: 'qualified' }));
    expect(of(plain!.flex_asset)).toEqual(expect.objectContaining({ override_status: null, eligibility_status: of(plain!.flex_asset)!.computed_status }));
    for (const r of [out!, kept!]) expect((await patch('operatorX', r.id, { override_status: null })).statusCode).toBe(200);
  });
});

describe('qualification summary per competition', () => {
  it('counts a provider’s own assets with its entry, and every provider’s for the operator of the competition', async () => {
    const [row] = await eligibleRows(1);
    await patch('operatorX', row!.id, { override_status: 'disqualified', override_reason: 'deadline' });
    const mine = (await h.get('providerA', `/flex/qualificationsummary/?competition=${row!.competition}`)).json() as Json[];
    const own = await h.app.db.query<{ status: string; n: number }>(
      `SELECT q.eligibility_status AS status, count(*)::int AS n FROM qualifications q
         LEFT JOIN flex_assets a ON a.id = q.flex_asset_id LEFT JOIN planned_assets p ON p.id = q.planned_asset_id
        WHERE q.competition_id = $1 AND COALESCE(a.flex_provider_id, p.flex_provider_id) = $2 GROUP BY 1`,
      [row!.competition, h.orgs['brightgrid-energy']],
    );
    const count = (s: string) => own.rows.find((x) => x.status === s)?.n ?? 0;
    expect(mine).toEqual([
      expect.objectContaining({
        competition: row!.competition,
        eligible: count('eligible'),
        qualified: count('qualified'),
        ineligible: count('ineligible'),
        disqualified: count('disqualified'),
        providers: 1,
      }),
    ]);
    expect(mine[0]!.disqualified).toBeGreaterThanOrEqual(1);
    const theirs = (await h.get('operatorX', `/flex/qualificationsummary/?competition=${row!.competition}`)).json() as Json[];
    expect(theirs[0]!.providers).toBeGreaterThanOrEqual(1);
    expect(theirs[0]!.entry_status).toBeNull();
    expect((await h.get('operatorY', `/flex/qualificationsummary/?competition=${row!.competition}`)).json()).toEqual([]);
    expect((await h.get('providerA', '/flex/qualificationsummary/?status=nonsense')).statusCode).toBe(400);
    const all = await h.get('providerA', '/flex/qualificationsummary/?limit=0');
    expect(all.json()).toEqual([]);
    expect(Number(/\/(\d+)$/.exec(String(all.headers['content-range']))?.[1])).toBeGreaterThan(0);
  });
});

describe('asset data gaps', () => {
  it('lists the provider’s assets missing a location, a voltage or a needed capacity, and drops what is completed', async () => {
    // The demo seed leaves one of provider A's assets without a location; here another loses its voltage.
    const other = await h.app.db.query<{ id: number; ref: string }>(
      'SELECT id, ref FROM flex_assets WHERE flex_provider_id = $1 AND is_active AND lon IS NOT NULL ORDER BY id DESC LIMIT 1',
      [h.orgs['brightgrid-energy']],
    );
    const unvolted = other.rows[0]!;
    await h.app.db.query('UPDATE flex_assets SET voltage_level = NULL WHERE id = $1', [unvolted.id]);

    const res = await h.get('providerA', '/flex/assetdatagaps/');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<Json & { missing: string[]; competitions: Array<{ missing: string[] }> }>;
    const noPlace = rows.filter((r) => r.location === null);
    expect(noPlace).toHaveLength(1);
    expect(noPlace[0]).toEqual(expect.objectContaining({ missing: ['location'], competitions: [] }));
    expect(rows.find((r) => r.id === unvolted.id)?.missing).toContain('voltage_level');
    const capacity = rows.find((r) => r.missing.some((m) => m.endsWith('_capacity')));
    expect(capacity?.competitions.some((c) => c.missing.some((m) => m.endsWith('_capacity')))).toBe(true);

    const located = (await h.get('providerA', '/flex/assetdatagaps/?missing=location')).json() as Json[];
    expect(located.map((r) => r.id)).toEqual([noPlace[0]!.id]);
    const byRef = (await h.get('providerA', `/flex/assetdatagaps/?search=${encodeURIComponent(unvolted.ref.toLowerCase())}`)).json() as Json[];
    expect(byRef.map((r) => r.id)).toEqual([unvolted.id]);
    expect((await h.get('providerA', '/flex/assetdatagaps/?missing=colour')).statusCode).toBe(400);

    const placed = await h.send('providerA', 'PATCH', `/flex/assets/${noPlace[0]!.id}/`, { location: { type: 'Point', coordinates: [-1.61, 54.97] } });
    expect(placed.statusCode).toBe(200);
    expect((await h.get('providerA', '/flex/assetdatagaps/?missing=location')).json()).toEqual([]);
    const volted = await h.send('providerA', 'PATCH', `/flex/assets/${unvolted.id}/`, { voltage_level: 11 });
    expect(volted.statusCode).toBe(200);
    expect(((await h.get('providerA', '/flex/assetdatagaps/?missing=voltage_level')).json() as Json[]).map((r) => r.id)).not.toContain(unvolted.id);

    expect(((await h.get('providerB', '/flex/assetdatagaps/?limit=1000')).json() as Json[]).some((r) => String(r.ref).startsWith('BGE'))).toBe(false);
    expect((await h.get('operatorX', '/flex/assetdatagaps/')).statusCode).toBe(403);
  });
});
