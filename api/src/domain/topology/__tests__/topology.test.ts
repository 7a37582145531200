/**
 * Grid topology through the API: the CSV upload (per-row problems, all or nothing, the whole
 * topology replaced), who may upload and read it, the operating area, and the uploaded GSP names
 * on bids and in market clearing's GSP list.
 */
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import { bearer } from '../../../../test/helpers.js';
import { gspNameAt } from '../../market/gsp.js';

const h = domainHarness();
const HEADER = 'type,name,parent,latitude,longitude';
const NL = 'northern-lines-networks';

interface Upload {
  id: number;
  status: string;
  errors: Array<{ row: number; field?: string; message: string }>;
  result: Json | null;
}

async function post(who: string, org: number, csv: string) {
  const form = new FormData();
  form.append('org_id', String(org));
  form.append('file', new Blob([csv]), 'topology.csv');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return h.app.inject({
    method: 'POST',
    url: '/files/upload/grid-topology/',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...bearer(h.tokens[who]!), 'content-type': request.headers.get('content-type')! },
  });
}

async function upload(csv: string): Promise<Upload> {
  const res = await post('operatorX', h.orgs[NL]!, csv);
  expect(res.statusCode).toBe(201);
  await h.app.jobs.idle();
  return (await h.get('operatorX', `/files/uploads/${(res.json() as Upload).id}/`)).json() as Upload;
}

async function sites(who = 'operatorX'): Promise<Json[]> {
  const res = await h.get(who, '/flex/gridtopology/?limit=1000');
  expect(res.statusCode).toBe(200);
  return res.json() as Json[];
}

/** Points inside two regions of Northern Lines' area (Tyneside, Teesside) and one in London. */
const NE = { lat: 54.97, lon: -1.61 };
const TEES = { lat: 54.57, lon: -1.23 };
const LONDON = { lat: 51.507, lon: -0.128 };

describe('grid topology upload', () => {
  it('serves a template and lets only operators with manage-competitions upload', async () => {
    const template = await h.get('operatorX', '/files/templates/grid-topology/');
    expect(template.statusCode).toBe(200);
    expect(template.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(HEADER);
    expect((await post('providerA', h.orgs['brightgrid-energy']!, `${HEADER}\nGSP,X,,${NE.lat},${NE.lon}\n`)).statusCode).toBe(403);
    expect((await h.get('providerA', '/flex/gridtopology/')).statusCode).toBe(403);
  });

  it('reports every wrong row and writes nothing: bad cells first, then the checks across rows', async () => {
    const before = await sites();
    expect(before.length).toBeGreaterThan(0); // the demo seed's topology of Northern Lines

    const cells = await upload(`${HEADER}\nGSP,Good GSP,,${NE.lat},${NE.lon}\nSubstation,Odd,,${NE.lat},${NE.lon}\nGSP,No place,,north,${NE.lon}\nGSP,Fed,Good GSP,${NE.lat},${NE.lon}\n`);
    expect(cells.status).toBe('Error');
    expect(cells.errors).toEqual([
      expect.objectContaining({ row: 3, field: 'type', message: 'Enter GSP, BSP or Primary.' }),
      expect.objectContaining({ row: 4, field: 'latitude' }),
      expect.objectContaining({ row: 5, field: 'parent' }),
    ]);

    const across = await upload(
      [
        HEADER,
        `GSP,Tyneside GSP,,${NE.lat},${NE.lon}`,
        `gsp,tyneside gsp,,${TEES.lat},${TEES.lon}`,
        `BSP,Orphan BSP,Nowhere GSP,${NE.lat},${NE.lon}`,
        `GSP,London GSP,,${LONDON.lat},${LONDON.lon}`,
      ].join('\n'),
    );
    expect(across.status).toBe('Error');
    expect(across.errors).toEqual([
      expect.objectContaining({ row: 3, field: 'name', message: expect.stringContaining('already on row 2') }),
      expect.objectContaining({ row: 4, field: 'parent', message: expect.stringContaining('No GSP named Nowhere GSP') }),
      expect.objectContaining({ row: 5, message: expect.stringContaining('outside your operating area') }),
    ]);

    const noGsp = await upload(`${HEADER}\nPrimary,Lonely primary,,${NE.lat},${NE.lon}\n`);
    expect(noGsp.status).toBe('Error');
    expect(noGsp.errors).toEqual([expect.objectContaining({ row: 1, message: expect.stringContaining('no GSP rows') })]);

    expect((await sites()).map((s) => s.id)).toEqual(before.map((s) => s.id));
  });

  it('replaces the operator’s whole topology with a good file, placed in GSP regions; other operators see none of it', async () => {
    const ok = await upload(
      [
        HEADER,
        `GSP,Tyneside GSP,,${NE.lat},${NE.lon}`,
        `GSP,Teesside GSP,,${TEES.lat},${TEES.lon}`,
        `BSP,Tyneside BSP,Tyneside GSP,${NE.lat + 0.02},${NE.lon}`,
        `Primary substation,Tyneside Primary,Tyneside BSP,${NE.lat},${NE.lon + 0.02}`,
      ].join('\r\n'),
    );
    expect(ok.status).toBe('Ready');
    expect(ok.result).toEqual(expect.objectContaining({ gsp: 2, bsp: 1, primary: 1 }));
    const now = await sites();
    expect(now.map((s) => [s.site_type, s.name, s.parent])).toEqual([
      ['bsp', 'Tyneside BSP', 'Tyneside GSP'],
      ['gsp', 'Teesside GSP', null],
      ['gsp', 'Tyneside GSP', null],
      ['primary', 'Tyneside Primary', 'Tyneside BSP'],
    ]);
    const tyneside = now.find((s) => s.name === 'Tyneside GSP')!;
    expect(tyneside).toEqual(expect.objectContaining({ gsp_region: gspNameAt(NE.lon, NE.lat), gsp_group: '_F', upload: ok.id, operator: h.orgs[NL] }));
    expect(await sites('operatorY')).toEqual([]);
    expect((await h.get('operatorY', `/flex/gridtopology/${tyneside.id}/`)).statusCode).toBe(404);
  });

  it('serves the operating area with its GSP regions for the map', async () => {
    const res = await h.get('operatorX', '/flex/operatingarea/');
    expect(res.statusCode).toBe(200);
    const area = res.json() as { groups: Array<{ code: string }>; regions: Array<{ gsp_group: string; name: string; boundary: unknown[] }>; bbox: number[]; outline: unknown[] };
    expect(area.groups.map((g) => g.code)).toEqual(['_F', '_G', '_M']);
    expect(area.regions.length).toBeGreaterThan(10);
    expect(area.regions.every((r) => ['_F', '_G', '_M'].includes(r.gsp_group) && r.boundary.length > 0)).toBe(true);
    expect(area.regions.map((r) => r.name)).toContain(gspNameAt(NE.lon, NE.lat));
    expect(area.bbox).toHaveLength(4);
    expect(area.outline.length).toBeGreaterThan(0);
    expect((await h.get('providerA', '/flex/operatingarea/')).statusCode).toBe(403);
  });
});

describe('GSP names on bids', () => {
  it('names a bid’s GSP by the operator’s nearest uploaded GSP site in the asset’s region, and renames open bids on a new upload', async () => {
    const r = await h.app.db.query<{ competition: number; asset: number; lon: number; lat: number }>(
      `SELECT q.competition_id AS competition, a.id AS asset, a.lon, a.lat
         FROM qualifications q JOIN flex_assets a ON a.id = q.flex_asset_id JOIN competitions c ON c.id = q.competition_id
        WHERE a.flex_provider_id = $1 AND a.is_active AND q.eligibility_status = 'eligible' AND c.status = 'open' AND c.operator_id = $2 AND c.is_active
          AND NOT EXISTS (SELECT 1 FROM competition_confirmations cc WHERE cc.competition_id = c.id AND cc.kind = 'results')
          AND EXISTS (SELECT 1 FROM service_windows w WHERE w.competition_id = c.id)
          AND (CASE WHEN c.power_type = 'reactive_power' THEN a.reactive_export_capacity + a.reactive_import_capacity ELSE a.active_export_capacity + a.active_import_capacity END) > 0.1
        ORDER BY q.competition_id, a.id LIMIT 1`,
      [h.orgs['brightgrid-energy'], h.orgs[NL]],
    );
    const s = r.rows[0]!;
    await h.app.db.query('DELETE FROM ballots WHERE competition_id = $1', [s.competition]); // the seeded bids would overlap ours
    const region = gspNameAt(s.lon, s.lat)!;
    const near = { lat: Math.round(s.lat * 1e4) / 1e4, lon: Math.round(s.lon * 1e4) / 1e4 };
    const first = await upload(`${HEADER}\nGSP,First Name GSP,,${near.lat},${near.lon}\n`);
    expect(first.status).toBe('Ready');

    const ballot = await h.send('providerA', 'POST', '/bids/ballots/', { competition: s.competition, flex_assets: [s.asset] });
    expect(ballot.statusCode).toBe(201);
    const rules = (await h.get('providerA', `/bids/ballots/bidding_rules/?competition=${s.competition}`)).json() as Json;
    const window = (await h.app.db.query<{ id: number }>('SELECT id FROM service_windows WHERE competition_id = $1 ORDER BY id LIMIT 1', [s.competition])).rows[0]!.id;
    const rates = Object.fromEntries((rules.rate_fields as string[]).map((f) => [f, 10]));
    const submit = await h.send('providerA', 'POST', `/bids/ballots/${(ballot.json() as Json).id}/submit/`, {
      bids: [{ service_window: window, capacity: 0.1, max_runtime: '0 01:00:00', ...rates }],
    });
    expect(submit.statusCode).toBe(200);
    const bidId = (submit.json() as { bids: number[] }).bids[0]!;
    const bid = async () => (await h.get('operatorX', `/bids/bids/${bidId}/`)).json() as { gsps: string[] };
    expect((await bid()).gsps).toEqual(['First Name GSP']);
    const gspList = async () => ((await h.get('operatorX', `/mca/gsps/?competition=${s.competition}`)).json() as { gsps: string[] }).gsps;
    expect(await gspList()).toContain('First Name GSP');

    // A new topology renames the bids still to be decided: nearest site in the region wins; none in the region → the region's name.
    const renamed = await upload(`${HEADER}\nGSP,Renamed Near GSP,,${near.lat},${near.lon}\nGSP,Renamed Far GSP,,${TEES.lat},${TEES.lon}\n`);
    expect(renamed.status).toBe('Ready');
    expect((renamed.result as Json).bids_updated).toBeGreaterThan(0);
    expect((await bid()).gsps).toEqual(['Renamed Near GSP']);
    expect(await gspList()).toContain('Renamed Near GSP');
    expect(await gspList()).not.toContain('First Name GSP');

    const elsewhere = gspNameAt(TEES.lon, TEES.lat) === region ? NE : TEES;
    const moved = await upload(`${HEADER}\nGSP,Elsewhere GSP,,${elsewhere.lat},${elsewhere.lon}\n`);
    expect(moved.status).toBe('Ready');
    expect((await bid()).gsps).toEqual(gspNameAt(elsewhere.lon, elsewhere.lat) === region ? ['Elsewhere GSP'] : [region]);
  });
});
