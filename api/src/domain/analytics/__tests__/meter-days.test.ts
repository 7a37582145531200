/**
 * The meter readings summed per meter and day that baseline-accuracy reads (summaries.ts,
 * migration 184): every write of readings — a fresh month loaded whole, new days, a corrected
 * reading, readings deleted — shows in the next report at once; concurrent reports and the minute
 * job never sum a day twice (on the PostgreSQL server too, where the writer copies in bulk).
 * The asset's baseline is fixed zero, so its figures follow from the readings alone:
 * bias = Σ(0 − M) ÷ ΣM = −1 and relative RMSE = √(mean M²) ÷ mean M over the evaluated half-hours.
 */
import { domainHarness } from '../../../../test/domain-harness.js';
import { bearer } from '../../../../test/helpers.js';
import { makeAsset, makeBid, makeCompetition, makeInstruction, makeOrganisation, makeWindow } from '../../../../test/support/analytics.js';
import { defaultSettlementConfig } from '../../settlement/config.js';
import { writeReadings, type ReadingRow } from '../../settlement/meter/write.js';
import { refreshSummaries } from '../summaries.js';

const h = domainHarness();
const METER = 'MD-1';
/** September in London is UTC+1: local day d starts at 23:00 UTC the day before; period t starts t half-hours later. */
const periodStart = (day: string, t: number) => Date.parse(`${day}T00:00:00Z`) - 3_600_000 + t * 1_800_000;
/** MW at clock time t of a day: a daily shape that differs from day to day. */
const level = (day: string, t: number) => 1 + Number(day.slice(8)) / 10 + (t % 6) / 20;

let operator: { id: number; token: string };
let provider = 0;

beforeAll(async () => {
  const db = h.app.db;
  const x = await makeOrganisation(h.app, 'meterdays-x', 'Meter Days X Networks', 'systemoperator');
  operator = { id: x.id, token: x.token! };
  provider = (await makeOrganisation(h.app, 'meterdays-p', 'Meter Days P', 'flexprovider')).id;
  const asset = await makeAsset(db, provider, { ref: 'MD-A', importMeter: METER });
  const competition = await makeCompetition(db, operator.id, { name: 'Zero baseline' });
  const window = await makeWindow(db, competition, { name: 'Evening', start: '2031-01-01', end: '2031-12-31', requiredMw: 1 });
  const bid = await makeBid(db, { competition, provider, window, capacity: '1', approved: true });
  // Its one event is in August, before the range.
  await makeInstruction(db, { competition, window, provider, bid, assets: [asset], start: '2031-08-20T16:00:00Z', end: '2031-08-20T17:00:00Z', mw: '0.5' });
  const config = { ...defaultSettlementConfig('GB'), baseline: { method: 'fixed', profile: 'zero' } };
  await db.query('INSERT INTO settlement_configs (competition_id, version, config) VALUES ($1, 1, $2)', [competition, JSON.stringify(config)]);
});

/** Writes MW values of whole local days through the meter-data writer (COPY on PostgreSQL). */
async function write(values: Map<string, number[]>): Promise<void> {
  const rows: ReadingRow[] = [...values].flatMap(([day, mw]) => mw.map((v, t) => ({ meterId: METER, start: periodStart(day, t), minutes: 30 as const, kw: (v * 1000).toFixed(3) })));
  const starts = rows.map((r) => r.start);
  await writeReadings(h.app.db, { rows: () => rows, meters: [METER], from: Math.min(...starts), to: Math.max(...starts) + 1_800_000 }, { orgId: provider, uploadId: null });
}
const day = (d: string, f: (t: number) => number = (t) => level(d, t)) => [d, Array.from({ length: 48 }, (_, t) => f(t))] as [string, number[]];

/** What the report must say for these stored days. */
function expected(stored: Map<string, number[]>) {
  const all = [...stored.values()].flat();
  const n = all.length;
  const mean = all.reduce((s, m) => s + m, 0) / n;
  return { days: stored.size, bias: -1, rmse: Math.sqrt(all.reduce((s, m) => s + m * m, 0) / n) / mean };
}

async function answer(): Promise<{ days: number; bias: number; rmse: number }> {
  const res = await h.app.inject({ method: 'GET', url: '/analytics/reports/baseline-accuracy/?from=2031-09-01&to=2031-09-10', headers: bearer(operator.token) });
  expect(res.statusCode).toBe(200);
  const row = (res.json() as { tables: Array<{ rows: Array<{ days: number; bias: number; relative_rmse: number }> }> }).tables[0]!.rows[0]!;
  return { days: row.days, bias: row.bias, rmse: row.relative_rmse };
}
function expectAnswer(got: { days: number; bias: number; rmse: number }, want: ReturnType<typeof expected>) {
  expect(got.days).toBe(want.days);
  expect(got.bias).toBeCloseTo(want.bias, 9);
  expect(got.rmse).toBeCloseTo(want.rmse, 9);
}

describe('meter day summaries', () => {
  const stored = new Map<string, number[]>();

  it('show every write of readings in the next report', async () => {
    // Two local days within September (UTC): on PostgreSQL the fresh month is loaded into a new partition.
    const first = new Map([day('2031-09-02'), day('2031-09-03')]);
    await write(first);
    for (const [d, v] of first) stored.set(d, v);
    expectAnswer(await answer(), expected(stored));

    // A further day: copied into the partitioned table.
    const next = new Map([day('2031-09-04')]);
    await write(next);
    stored.set('2031-09-04', next.get('2031-09-04')!);
    expectAnswer(await answer(), expected(stored));

    // A corrected day: the stored readings replaced.
    const corrected = new Map([day('2031-09-03', (t) => 2 * level('2031-09-03', t) + (t === 7 ? 1 : 0))]);
    await write(corrected);
    stored.set('2031-09-03', corrected.get('2031-09-03')!);
    expectAnswer(await answer(), expected(stored));

    // A day's readings deleted: it is no longer fully metered, so no longer evaluated.
    await h.app.db.query('DELETE FROM meter_readings WHERE meter_id = $1 AND period_start >= $2 AND period_start < $3', [
      METER,
      new Date(periodStart('2031-09-04', 0)).toISOString(),
      new Date(periodStart('2031-09-04', 24)).toISOString(),
    ]);
    stored.delete('2031-09-04');
    expectAnswer(await answer(), expected(stored));
  });

  it('are summed once however many reports and jobs re-sum at the same time', async () => {
    const before = expected(stored);
    const added = new Map([day('2031-09-07', (t) => 3 + t / 10)]);
    await write(added);
    stored.set('2031-09-07', added.get('2031-09-07')!);
    const after = expected(stored);
    const answers = await Promise.all([...Array.from({ length: 8 }, () => answer()), refreshSummaries(h.app.db).then(() => null)]);
    for (const got of answers) {
      if (got === null) continue;
      // A report that ran while another re-summed may read the days before its commit: never doubled ones.
      expect([before.days, after.days]).toContain(got.days);
      expect(got.rmse).toBeCloseTo(got.days === after.days ? after.rmse : before.rmse, 9);
    }
    expectAnswer(await answer(), after);
    const rows = await h.app.db.query<{ day: string; readings: number }>('SELECT day, length(kw) / 8 AS readings FROM analytics_meter_days WHERE meter_id = $1 ORDER BY day', [METER]);
    // One row per UTC day: each local day's 48 half-hours are 46 + 2 of two UTC days (23:00 UTC starts the local day).
    const perUtcDay = new Map<string, number>();
    for (const [d, v] of stored) {
      v.forEach((_, t) => {
        const utc = new Date(periodStart(d, t)).toISOString().slice(0, 10);
        perUtcDay.set(utc, (perUtcDay.get(utc) ?? 0) + 1);
      });
    }
    // 4 September's first half (00:00–12:00 local) was deleted; its second half stays.
    for (let t = 24; t < 48; t++) {
      const utc = new Date(periodStart('2031-09-04', t)).toISOString().slice(0, 10);
      perUtcDay.set(utc, (perUtcDay.get(utc) ?? 0) + 1);
    }
    expect(rows.rows).toEqual([...perUtcDay].sort().map(([d, readings]) => ({ day: d, readings })));
    await refreshSummaries(h.app.db);
    expect((await h.app.db.query('SELECT 1 FROM analytics_stale_meter_days')).rows).toHaveLength(0);
  });
});
