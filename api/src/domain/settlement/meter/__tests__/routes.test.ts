/**
 * Meter data through the API: the provider's settlement events and what is required (with the
 * money at stake), the template prefilled for a required event, the meterreadings file through
 * the pipeline (a bad row writes nothing, every check names its row), the same readings for
 * machines, nominated baselines and their lock, and who may do what.
 */
import { domainHarness, type Json } from '../../../../../test/domain-harness.js';
import { Dec } from '../../decimal.js';

const h = domainHarness();
const tag = `RT${Date.now() % 100000}`;
const IMP = `${tag}-IMP`;
const EXP = `${tag}-EXP`;
const OTHER = `${tag}-OTHER`;
const START = '2026-10-14T17:00:00Z';
const END = '2026-10-14T18:00:00Z';
const PRICE = '150.00';
const QUANTITY = '2';

interface Fixture {
  provider: number;
  competition: number;
  bid: number;
  asset: number;
  event: string;
}
let F: Fixture;

async function userId(email: string): Promise<number> {
  return (await h.app.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]!.id;
}

async function upload(kind: string, csv: string): Promise<Json> {
  const id = await h.app.files.submit({ kind, orgId: F.provider, userId: await userId('provider@brightgrid.test'), filename: 'readings.csv', bytes: Buffer.from(csv) });
  await h.app.jobs.idle();
  return (await h.get('providerA', `/files/uploads/${id}/`)).json() as Json;
}

const stored = async (meters: string[]) =>
  (await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM meter_readings WHERE meter_id = ANY ($1::text[])', [meters])).rows[0]!.n;

beforeAll(async () => {
  const b = await h.app.db.query<{ id: number; competition_id: number; service_window_id: number; flex_provider_id: number }>(
    `SELECT b.id, b.competition_id, b.service_window_id, b.flex_provider_id FROM bids b JOIN organisations o ON o.id = b.flex_provider_id
      WHERE o.slug = 'brightgrid-energy' ORDER BY b.id LIMIT 1`,
  );
  const bid = b.rows[0]!;
  await h.app.db.query('UPDATE bids SET utilisation_price = $2 WHERE id = $1', [bid.id, PRICE]);
  await h.app.db.query(`UPDATE competitions SET need_direction = 'deficit' WHERE id = $1`, [bid.competition_id]);
  const insertAsset = async (provider: number, ref: string, imp: string | null, exp: string | null) =>
    (
      await h.app.db.query<{ id: number }>(
        `INSERT INTO flex_assets (ref, name, flex_provider_id, asset_type, asset_category, lon, lat, postcode, import_meter_id, export_meter_id, active_export_capacity, voltage_level)
         VALUES ($1, $1, $2, 'thermal', 'thermal', -1.6, 54.9, 'NE1 4ST', $3, $4, 3, 11) RETURNING id`,
        [ref, provider, imp, exp],
      )
    ).rows[0]!.id;
  const asset = await insertAsset(bid.flex_provider_id, `${tag}-A`, IMP, EXP);
  await insertAsset(h.orgs['voltwise-flex']!, `${tag}-B`, OTHER, null);
  const i = await h.app.db.query<{ id: number }>(
    `INSERT INTO dispatch_instructions (competition_id, service_window_id, flex_provider_id, bid_id, assets, start, "end", quantity, unit, response_deadline, status, response)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'MW', $6::timestamptz - interval '1 hour', 'accepted', 'accepted') RETURNING id`,
    [bid.competition_id, bid.service_window_id, bid.flex_provider_id, bid.id, [asset], START, END, QUANTITY],
  );
  F = { provider: bid.flex_provider_id, competition: bid.competition_id, bid: bid.id, asset, event: `${i.rows[0]!.id}-${asset}` };
});

describe('settlement events and what is required', () => {
  it('lists the event as required, with its meters, missing periods and the money at stake (utilisation price × instructed MWh)', async () => {
    const res = await h.get('providerA', '/performance/required/');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { count: number; money_at_stake: Array<{ currency: string; amount: string }>; events: Json[] };
    const mine = body.events.find((e) => e.id === F.event)!;
    const hours = (Date.parse(END) - Date.parse(START)) / 3_600_000;
    expect(mine).toMatchObject({
      has_actual_data: false,
      has_baseline_data: false,
      completeness: 0,
      meters: [IMP, EXP],
      missing_metered: ['2026-10-14T17:00:00.000Z', '2026-10-14T17:30:00.000Z'],
      money_at_stake: new Dec(PRICE).times(QUANTITY).times(hours).toFixed(),
      instructed_mw: QUANTITY,
      direction: 'turn_down',
    });
    expect(body.count).toBe(body.events.length);
    const gbp = body.events.filter((e) => e.currency === 'GBP').reduce((a, e) => a.plus(String(e.money_at_stake)), new Dec(0));
    expect(body.money_at_stake.find((m) => m.currency === 'GBP')?.amount).toBe(gbp.toFixed());
  });

  it('pages the provider’s own events latest first (at most 200), and refuses operators', async () => {
    const res = await h.get('providerA', '/performance/settlementevents/?limit=200');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Json[];
    const starts = rows.map((r) => String(r.start));
    expect(starts).toEqual([...starts].sort().reverse());
    expect(rows.some((r) => r.id === F.event)).toBe(true);
    expect(String(res.headers['content-range'])).toMatch(/^items 0-\d+\/\d+$/);
    const ascending = (await h.get('providerA', '/performance/settlementevents/?ordering=start')).json() as Json[];
    expect(ascending.map((r) => String(r.start))).toEqual([...ascending.map((r) => String(r.start))].sort());
    expect((await h.get('providerA', '/performance/settlementevents/?limit=201')).statusCode).toBe(400);
    const other = (await h.get('providerB', '/performance/settlementevents/')).json() as Json[];
    expect(other.some((r) => r.id === F.event)).toBe(false);
    expect((await h.get('operatorX', '/performance/settlementevents/')).statusCode).toBe(403);
    expect((await h.get('operatorX', '/performance/required/')).statusCode).toBe(403);
  });
});

/** The ten working days before Wednesday 14 October 2026 (no public holiday in between). */
const HISTORY = ['2026-10-13', '2026-10-12', '2026-10-09', '2026-10-08', '2026-10-07', '2026-10-06', '2026-10-05', '2026-10-02', '2026-10-01', '2026-09-30'];

function parseCsv(text: string): string[][] {
  return text.replace(/^\uFEFF/, '').trim().split('\r\n').map((l) => l.split(','));
}

describe('the template and the meterreadings file', () => {
  let template: string[][];

  it('prefills one row per meter and period still to send: the event’s and the same clock times of the ten history days', async () => {
    const res = await h.get('providerA', `/upload/meterreadings/template/?events=${F.event}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    template = parseCsv(res.body);
    expect(template[0]).toEqual(['meter_id', 'period_start_utc', 'period_start_local', 'value', 'unit', 'interval_minutes']);
    const rows = template.slice(1);
    expect(rows).toHaveLength(2 * (HISTORY.length + 1) * 2);
    expect(rows).toContainEqual([IMP, '2026-10-14T17:00:00Z', '2026-10-14 18:00+01:00', '', 'kW', '30']);
    expect(rows).toContainEqual([EXP, '2026-09-30T17:30:00Z', '2026-09-30 18:30+01:00', '', 'kW', '30']);
    const pipeline = await h.get('providerA', `/files/templates/meterreadings/?events=${F.event}`);
    expect(parseCsv(pipeline.body)).toEqual(template);
  });

  it('refuses the whole file for one negative reading on an import meter (row and fix named), then takes the corrected file', async () => {
    // History: 400 kW import; event: 100 kW import and 50 kW export. The first data row is row 2.
    const filled = template.slice(1).map((r) => {
      const event = r[1]!.startsWith('2026-10-14');
      const value = r[0] === IMP ? (event ? '100' : '400') : event ? '50' : '0';
      return [r[0], r[1], r[2], value, r[4], r[5]];
    });
    const badIndex = filled.findIndex((r) => r[0] === IMP);
    const bad = filled.map((r, i) => (i === badIndex ? [r[0], r[1], r[2], '-5', r[4], r[5]] : r));
    const refused = await upload('meterreadings', [template[0]!.join(','), ...bad.map((r) => r.join(','))].join('\n'));
    expect(refused.status).toBe('Error');
    expect(refused.errors).toEqual([expect.objectContaining({ row: badIndex + 2, field: 'value', message: expect.stringContaining(`Meter ${IMP} is an import meter`) })]);
    expect(await stored([IMP, EXP])).toBe(0);

    const ok = await upload('meterreadings', [template[0]!.join(','), ...filled.map((r) => r.join(','))].join('\n'));
    expect(ok.status).toBe('Ready');
    expect(ok.result).toMatchObject({ written: filled.length, meters: 2 });
    expect(await stored([IMP, EXP])).toBe(filled.length);

    const required = (await h.get('providerA', '/performance/required/')).json() as { events: Json[] };
    expect(required.events.some((e) => e.id === F.event)).toBe(false);
    const events = (await h.get('providerA', '/performance/settlementevents/?month=2026-10')).json() as Json[];
    expect(events.find((e) => e.id === F.event)).toMatchObject({ has_actual_data: true, has_baseline_data: true, completeness: 100, missing_metered: [] });
    const empty = await h.get('providerA', `/upload/meterreadings/template/?events=${F.event}`);
    expect(parseCsv(empty.body)).toHaveLength(1);
  });

  it('names each problem on its row with how to fix it', async () => {
    const rows = [
      ['meter_id', 'period_start_utc', 'period_start_local', 'value', 'unit', 'interval_minutes'],
      [IMP, '2026-11-02T10:10:00Z', '', '1', 'kW', '30'], // 2: not aligned
      [IMP, '2026-11-02T10:00:00Z', '', '1', 'MW', '30'], // 3: unit
      [IMP, '2026-11-03T10:00:00Z', '', '1', 'kW', '30'], // 4
      [IMP, '2026-11-03T10:00:00Z', '', '2', 'kW', '30'], // 5: duplicate of 4
      [IMP, '2026-11-03T11:00:00Z', '', '1', 'kW', '30'], // 6: gap (10:30 missing)
      [IMP, '', '2026-03-29 01:30', '1', 'kW', '30'], // 7: skipped by the clock change
      [IMP, '', '2026-10-25 01:30', '1', 'kW', '30'], // 8: repeated by the clock change
      [EXP, '2026-11-04T10:00:00Z', '', '-3', 'kW', '30'], // 9: negative on an export meter
      ['NOBODY-1', '2026-11-04T10:00:00Z', '', '1', 'kW', '30'], // 10: unknown meter
      [OTHER, '2026-11-04T10:00:00Z', '', '1', 'kW', '30'], // 11: another organisation's meter
      [IMP, '2026-11-05T10:00:00Z', '2026-11-05 11:00+00:00', '1', 'kW', '30'], // 12: UTC and local disagree
      [IMP, '2026-11-06T10:00:00Z', '', '1,5', 'kW', '30'], // 13: decimal comma
    ];
    const status = await upload('meterreadings', rows.map((r) => r.join(',')).join('\n').replace('1,5', '"1,5"'));
    expect(status.status).toBe('Error');
    const byRow = new Map<number, string[]>();
    for (const e of status.errors as Array<{ row: number; message: string }>) byRow.set(e.row, [...(byRow.get(e.row) ?? []), e.message]);
    const at = (row: number) => (byRow.get(row) ?? []).join(' | ');
    expect(at(2)).toContain('is not the start of a 30-minute period');
    expect(at(3)).toContain('“MW” is not a unit');
    expect(at(4)).toBe('');
    expect(at(5)).toContain('is already on row 4');
    expect(at(6)).toContain('no reading for 1 period from 2026-11-03T10:30:00Z');
    expect(at(7)).toContain('does not exist in Europe/London: the clocks go forward that night and the day has 46 half-hours');
    expect(at(8)).toContain('happens twice in Europe/London: the clocks go back that night and the day has 50 half-hours');
    expect(at(9)).toContain(`Meter ${EXP} is an export meter`);
    expect(at(10)).toContain('is not the import or export meter of any of your assets');
    expect(at(11)).toContain('belongs to another organisation');
    expect(at(12)).toContain('period_start_local is 2026-11-05T11:00:00Z in UTC but period_start_utc says 2026-11-05T10:00:00Z');
    expect(at(13)).toContain('with a point for decimals');
    expect(await stored(['NOBODY-1', OTHER])).toBe(0);
  });
});

describe('readings and nominations from machines', () => {
  it('answers 400 naming each bad reading by its index and writes nothing; then writes, converting kWh to average kW', async () => {
    const body = (value: string, unit = 'kWh') => ({
      readings: [
        { meter_id: IMP, period_start: '2026-11-09T09:00:00Z', interval_minutes: 30, value: '20', unit },
        { meter_id: IMP, period_start: '2026-11-09T09:30:00Z', interval_minutes: 30, value, unit },
      ],
    });
    const bad = await h.send('providerA', 'POST', '/upload/meterreadings/', body('twelve'));
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as Json).readings).toEqual({ '1': { value: [expect.stringContaining('is not a reading')] } });
    expect((await h.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM meter_readings WHERE meter_id = $1 AND period_start >= '2026-11-09'`, [IMP])).rows[0]!.n).toBe(0);
    const ok = await h.send('providerA', 'POST', '/upload/meterreadings/', body('12.5'));
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ written: 2, meters: 1, from: '2026-11-09T09:00:00.000Z', to: '2026-11-09T10:00:00.000Z' });
    const kw = await h.app.db.query<{ kw: string }>(`SELECT kw::text AS kw FROM meter_readings WHERE meter_id = $1 AND period_start >= '2026-11-09' ORDER BY period_start`, [IMP]);
    expect(kw.rows.map((r) => new Dec(r.kw).toFixed())).toEqual([new Dec(20).times(60).div(30).toFixed(), new Dec('12.5').times(60).div(30).toFixed()]);
    expect((await h.send('operatorX', 'POST', '/upload/meterreadings/', body('1'))).statusCode).toBe(403);
  });

  it('takes nominations before the lock and refuses them after it', async () => {
    const ref = `${tag}-A`;
    const soon = new Date(Date.now() + 3 * 86_400_000);
    soon.setUTCHours(12, 0, 0, 0);
    const ok = await h.send('providerA', 'POST', '/upload/nominations/', { nominations: [{ competition: F.competition, asset_ref: ref, period_start: soon.toISOString(), mw: '1.5' }] });
    expect(ok.statusCode).toBe(201);
    const row = await h.app.db.query<{ mw: string }>('SELECT mw::text AS mw FROM settlement_nominations WHERE flex_asset_id = $1 AND period_start = $2', [F.asset, soon]);
    expect(new Dec(row.rows[0]!.mw).toFixed()).toBe('1.5');
    const late = await h.send('providerA', 'POST', '/upload/nominations/', { nominations: [{ competition: F.competition, asset_ref: ref, period_start: '2026-10-14T17:00:00Z', mw: '1' }] });
    expect(late.statusCode).toBe(400);
    expect(JSON.stringify(late.json())).toContain('was locked at 2026-10-13T11:00:00Z');
  });
});
