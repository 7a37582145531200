import { domainHarness, type Json } from '../../../../test/domain-harness.js';

const h = domainHarness();

const HEADER =
  'ref,name,asset_type,asset_category,status,postcode,latitude,longitude,voltage_level,active_export_capacity,active_import_capacity,reactive_export_capacity,reactive_import_capacity,export_meter_id,import_meter_id';

async function userId(email: string): Promise<number> {
  return (await h.app.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]!.id;
}

async function upload(csv: string, org = 'brightgrid-energy', email = 'provider@brightgrid.test'): Promise<Json> {
  const id = await h.app.files.submit({ kind: 'flexassets', orgId: h.orgs[org]!, userId: await userId(email), filename: 'assets.csv', bytes: Buffer.from(csv) });
  await h.app.jobs.idle();
  return (await h.get('providerA', `/files/uploads/${id}/`)).json() as Json;
}

const count = async () => (await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM flex_assets')).rows[0]!.n;

/** A qualifying active-power competition with its area's centre and a voltage it takes. */
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

describe('the flexassets file', () => {
  it('writes nothing when one row of three is wrong, and names that row and its column', async () => {
    const before = await count();
    const status = await upload(
      [
        HEADER,
        'CSV-1,North battery,storage,storage,operational,NE1 4ST,,,11,2,2,0,0,EXP-1,',
        'CSV-2,South battery,storage,storage,,,51.5,-0.12,11,1.5,0,0,0,,',
        'CSV-3,Broken battery,storage,storage,operational,NE1 4ST,,,7,-1,0,0,0,,',
      ].join('\n'),
    );
    expect(status.status).toBe('Error');
    expect(status.errors).toHaveLength(2);
    expect(status.errors).toEqual(
      expect.arrayContaining([
        { row: 4, column: 'I', field: 'voltage_level', message: 'Choose a connection voltage from the list: 0.24, 0.4, 6.6, 11, 22, 33, 66, 132 kV.' },
        { row: 4, column: 'J', field: 'active_export_capacity', message: 'Ensure this value is greater than or equal to 0.' },
      ]),
    );
    expect(await count()).toBe(before);
  });

  it('reports unknown values, missing locations and refs used twice in the file', async () => {
    const status = await upload(
      [
        HEADER,
        'DUPE-1,One,storage,storage,,NE1,,,11,1,0,0,0,,',
        'dupe-1,Two,storage,storage,,NE1,,,11,1,0,0,0,,',
        'LOST-1,Nowhere,rocket,storage,,,,,11,1,0,0,0,,',
        'HALF-1,Half a point,storage,storage,,,54.9,,11,1,0,0,0,,',
        'BAD-PC,Bad postcode,storage,storage,,QQ1 1QQ,,,11,x,0,0,0,,',
      ].join('\n'),
    );
    expect(status.status).toBe('Error');
    const errors = status.errors as Json[];
    const at = (row: number) => errors.filter((e) => e.row === row).map((e) => `${String(e.field)}: ${String(e.message)}`);
    expect(at(4)).toEqual([expect.stringMatching(/^asset_type: “rocket” is not one of/), 'postcode: Give the postcode, or the latitude and longitude.']);
    expect(at(5)).toEqual(['longitude: Enter the longitude in degrees (-180 to 180), with the latitude.']);
    expect(at(6)).toEqual([
      'active_export_capacity: Enter a number, e.g. 2.5, or leave it empty for 0.',
      'postcode: Unknown postcode district; check the postcode or pick the point on the map instead.',
    ]);
    // Row-level checks run before the ones across rows: the duplicate shows once the rows are right.
    const dupes = await upload([HEADER, 'DUPE-1,One,storage,storage,,NE1,,,11,1,0,0,0,,', 'dupe-1,Two,storage,storage,,NE1,,,11,1,0,0,0,,'].join('\n'));
    expect(dupes.errors).toEqual([expect.objectContaining({ row: 3, field: 'ref', message: 'The ref dupe-1 is already on row 2 of this file; each asset goes on one row.' })]);
  });

  it('creates new refs, updates known ones, and qualifies what it wrote in the same transaction', async () => {
    const c = await competition();
    const existing = (await h.send('providerA', 'POST', '/flex/assets/', {
      ref: 'KNOWN-1',
      name: 'Known site',
      asset_type: 'thermal',
      asset_category: 'thermal',
      postcode: 'NE1',
      voltage_level: 11,
    })).json() as Json;
    const here = `${c.lat},${c.lon}`;
    const status = await upload(
      [
        HEADER,
        `NEW-1,Inside one,Storage,storage,operational,,${here},${c.voltage},2,2,0,0,EXP-9,`,
        `NEW-2,Inside two,demand side response,demand_side_response,commissioning,,${here},${c.voltage},1,1,0,0,,IMP-9`,
        `known-1,Known site moved,thermal,thermal,operational,,${here},${c.voltage},3,3,0,0,,`,
      ].join('\r\n'),
    );
    expect(status.status).toBe('Ready');
    const result = status.result as { created: number[]; updated: number[] };
    expect(result.created).toHaveLength(2);
    expect(result.updated).toEqual([existing.id]);
    const rows = (await h.get('providerA', `/flex/assets/?flex_asset_ids=${[...result.created, ...result.updated].join(',')}`)).json() as Json[];
    // The row replaces the known asset's details, the ref's spelling included.
    expect(rows.map((r) => r.ref).sort()).toEqual(['NEW-1', 'NEW-2', 'known-1']);
    const two = rows.find((r) => r.ref === 'NEW-2')!;
    expect(two).toEqual(expect.objectContaining({ asset_type: 'demand_side_response', status: 'commissioning', import_meter_id: 'IMP-9', export_meter_id: null, located_by: 'point' }));
    expect(rows.find((r) => r.id === existing.id)).toEqual(expect.objectContaining({ name: 'Known site moved', active_export_capacity: 3 }));
    for (const r of rows) expect(r.qualifying_competitions).toContain(c.id);
  });

  it('serves the template and refuses operators', async () => {
    const template = await h.get('providerA', '/files/templates/flexassets/');
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toContain('flexmarket-flexassets-template.csv');
    expect(template.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(HEADER);
    expect((await h.get('operatorX', '/files/templates/flexassets/')).statusCode).toBe(403);
  });
});
