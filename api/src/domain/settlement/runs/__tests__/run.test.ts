/**
 * A settlement run end to end: an accepted instruction, its asset's half-hourly readings (ten
 * working days of history and the event day), the run queued by the operator and done by the job,
 * the report it writes; a rerun with the same inputs gives the same figures, one with late data
 * changes the event and shows it in the difference. Figures are computed here from the readings.
 */
import { domainHarness, total, type Json } from '../../../../../test/domain-harness.js';
import { periodStartsOfDay } from '../../time.js';
import { writeReadings, type ReadingRow } from '../../meter/write.js';
import { lastMonthOf, scheduleMonthlyRuns } from '../lifecycle.js';

const h = domainHarness();
const ZONE = 'Europe/London';
const HALF_HOUR = 1_800_000;
const MONTH = '2026-02';
// Wednesday 18 February 2026, 17:00–18:00 GMT; the ten working days before it (no holidays in England then).
const EVENT_START = Date.parse('2026-02-18T17:00:00Z');
const HISTORY = ['2026-02-17', '2026-02-16', '2026-02-13', '2026-02-12', '2026-02-11', '2026-02-10', '2026-02-09', '2026-02-06', '2026-02-05', '2026-02-04'];
const HISTORY_KW = 400;
const EVENT_KW = [100, 250];
const INSTRUCTED_MW = 0.5;
const tag = `RUN${Date.now() % 100000}`;

let competition: number;
let provider: number;
let eventId: string;

function readings(dates: string[], kw: (start: number) => number): ReadingRow[] {
  return dates.flatMap((d) => periodStartsOfDay(d, 30, ZONE).map((start) => ({ meterId: `${tag}-NET`, start, minutes: 30 as const, kw: String(kw(start)) })));
}

async function write(rows: ReadingRow[]): Promise<void> {
  const starts = rows.map((r) => r.start);
  await writeReadings(h.app.db, { rows: () => rows, meters: [`${tag}-NET`], from: Math.min(...starts), to: Math.max(...starts) + HALF_HOUR }, { orgId: provider, uploadId: null });
}

const eventKw = (t: number) => (t === EVENT_START ? EVENT_KW[0]! : t === EVENT_START + HALF_HOUR ? EVENT_KW[1]! : HISTORY_KW);

beforeAll(async () => {
  const b = await h.app.db.query<{ id: number; competition_id: number; service_window_id: number; flex_provider_id: number }>(
    `SELECT b.id, b.competition_id, b.service_window_id, b.flex_provider_id FROM bids b JOIN organisations o ON o.id = b.flex_provider_id
      WHERE o.slug = 'brightgrid-energy' ORDER BY b.id LIMIT 1`,
  );
  const bid = b.rows[0]!;
  competition = bid.competition_id;
  provider = bid.flex_provider_id;
  await h.app.db.query(`UPDATE competitions SET need_direction = 'deficit' WHERE id = $1`, [competition]);
  const a = await h.app.db.query<{ id: number }>(
    `INSERT INTO flex_assets (ref, name, flex_provider_id, asset_type, asset_category, lon, lat, postcode, import_meter_id, export_meter_id, active_export_capacity, active_import_capacity, voltage_level)
     VALUES ($1, $1, $2, 'thermal', 'thermal', -1.6, 54.9, 'NE1 4ST', $3, $3, 2, 1, 11) RETURNING id`,
    [`${tag}-A`, provider, `${tag}-NET`],
  );
  const i = await h.app.db.query<{ id: number }>(
    `INSERT INTO dispatch_instructions (competition_id, service_window_id, flex_provider_id, bid_id, assets, start, "end", quantity, unit, response_deadline, status, response)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'MW', $6::timestamptz - interval '1 hour', 'accepted', 'accepted') RETURNING id`,
    [competition, bid.service_window_id, provider, bid.id, [a.rows[0]!.id], new Date(EVENT_START), new Date(EVENT_START + 2 * HALF_HOUR), String(INSTRUCTED_MW)],
  );
  eventId = `${i.rows[0]!.id}-${a.rows[0]!.id}`;
  await write(readings([...HISTORY, '2026-02-18'], eventKw));
});

async function runMonth(): Promise<Json & { id: number; report: number | null }> {
  const res = await h.send('operatorX', 'POST', '/dfssettlement/runsettlement/', { competition, month: MONTH });
  expect(res.statusCode).toBe(202);
  await h.app.jobs.idle();
  return (await h.get('operatorX', `/dfssettlement/runsettlement/${(res.json() as { id: number }).id}/`)).json() as Json & { id: number; report: number | null };
}

async function eventOf(report: number): Promise<Json & { periods: Array<Record<string, string>>; inputs: Json & { baseline: { days_used: Array<{ date: string }> } } }> {
  const res = await h.get('operatorX', `/performance/settlementreports/${report}/events/?limit=500`);
  return (res.json() as Array<Json & { id: string }>).find((e) => e.id === eventId) as never;
}

describe('a settlement run', () => {
  let first: number;

  it('is refused to other operators, providers, unknown competitions and months to come', async () => {
    expect((await h.send('operatorY', 'POST', '/dfssettlement/runsettlement/', { competition, month: MONTH })).statusCode).toBe(403);
    expect((await h.send('providerA', 'POST', '/dfssettlement/runsettlement/', { competition, month: MONTH })).statusCode).toBe(403);
    expect((await h.send('operatorX', 'POST', '/dfssettlement/runsettlement/', { competition: 999999, month: MONTH })).statusCode).toBe(400);
    expect((await h.send('operatorX', 'POST', '/dfssettlement/runsettlement/', { competition, month: '2999-01' })).statusCode).toBe(400);
    expect((await h.send('operatorX', 'POST', '/dfssettlement/runsettlement/', { competition, month: '2026-2' })).statusCode).toBe(400);
  });

  it('runs once at a time, then settles the month as version 1 with its progress', async () => {
    // A run of the month already waiting: another request is refused until it is done.
    const waiting = await h.app.db.query<{ id: number }>(`INSERT INTO settlement_runs (competition_id, month, trigger) VALUES ($1, $2, 'operator') RETURNING id`, [competition, MONTH]);
    const refused = await h.send('operatorX', 'POST', '/dfssettlement/runsettlement/', { competition, month: MONTH });
    expect(refused.statusCode).toBe(409);
    await h.app.db.query(`DELETE FROM settlement_runs WHERE id = $1`, [waiting.rows[0]!.id]);
    const run = (await runMonth()) as Json & { report: number };
    expect(run).toMatchObject({ status: 'done', trigger: 'operator', version: 1 });
    // Progress ends with every event found settled.
    expect(run.events_done).toBe(run.events_total);
    expect(run.events_total).toBeGreaterThanOrEqual(1);
    first = run.report;
  });

  it('settles the event from its readings: baseline = mean of the ten history days, D_t = clamp(B_t − M_t, 0, I_t) for a turn-down', async () => {
    const e = await eventOf(first);
    expect(e.inputs.baseline.days_used.map((d) => d.date).sort()).toEqual([...HISTORY].sort());
    const baseline = HISTORY_KW / 1000;
    // In kW first (whole numbers), then MW.
    const delivered = EVENT_KW.map((kw) => Math.min(Math.max(HISTORY_KW - kw, 0), INSTRUCTED_MW * 1000) / 1000);
    expect(e.periods.map((p) => Number(p.baseline))).toEqual([baseline, baseline]);
    expect(e.periods.map((p) => Number(p.delivered))).toEqual(delivered);
    const deliveredMwh = (delivered[0]! + delivered[1]!) * 0.5;
    expect(Number(e.delivered_mwh)).toBeCloseTo(deliveredMwh, 12);
    expect(Number(e.performance_ratio)).toBeCloseTo(deliveredMwh / (INSTRUCTED_MW * 1), 12);
    const report = (await h.get('operatorX', `/performance/settlementreports/${first}/`)).json() as { statements: Array<{ provider: number; statement: { lines: Array<{ kind: string; quantity: string; rate: string; amount: string }> } }> };
    const util = report.statements.find((s) => s.provider === provider)?.statement.lines.filter((l) => l.kind === 'utilisation') ?? [];
    // The event's ratio (0.45) is below the minimum 0.5: it earns no utilisation, so no paid MWh come from it.
    expect(deliveredMwh / INSTRUCTED_MW).toBeLessThan(0.5);
    expect(e.utilisation_paid).toBe(false);
    expect(util.every((l) => Number(l.amount) === Math.round(Number(l.quantity) * Number(l.rate) * 100) / 100)).toBe(true);
  });

  it('a rerun with the same inputs gives the same figures; one with late data shows the change as version 3', async () => {
    const again = await runMonth();
    expect(again).toMatchObject({ status: 'done', version: 2 });
    const same = (await h.get('operatorX', `/performance/settlementreports/${again.report}/diff/`)).json() as { against: { version: number }; lines: Array<{ change: string }>; events: unknown[] };
    expect(same.against.version).toBe(1);
    expect(same.events).toEqual([]);
    expect(same.lines.every((l) => l.change === 'unchanged')).toBe(true);
    // Corrected readings of the second half-hour: 50 kW, so the event now delivers 0.35 + 0.3 MW.
    await write([{ meterId: `${tag}-NET`, start: EVENT_START + HALF_HOUR, minutes: 30, kw: '50' }]);
    const late = await runMonth();
    expect(late).toMatchObject({ status: 'done', version: 3 });
    const diff = (await h.get('operatorX', `/performance/settlementreports/${late.report}/diff/`)).json() as { events: Array<Json & { after: Json }> };
    const changed = diff.events.find((x) => x.id === eventId)!;
    expect(changed.change).toBe('changed');
    const baseline = HISTORY_KW / 1000;
    const now = (Math.min(baseline - EVENT_KW[0]! / 1000, INSTRUCTED_MW) + Math.min(baseline - 50 / 1000, INSTRUCTED_MW)) * 0.5;
    expect(Number(changed.after.delivered_mwh)).toBeCloseTo(now, 12);
    // Earlier versions stay readable; the unpublished drafts were replaced.
    const versions = (await h.get('operatorX', `/performance/settlementreports/${late.report}/versions/`)).json() as Array<{ version: number; status: string }>;
    expect(versions.map((v) => [v.version, v.status])).toEqual([[3, 'draft'], [2, 'superseded'], [1, 'superseded']]);
    expect(total(await h.get('operatorX', `/dfssettlement/runsettlement/?competition=${competition}&month=${MONTH}`))).toBe(3);
  });

  it('the monthly schedule queues last month for every competition with accepted instructions in it', async () => {
    expect(lastMonthOf(new Date('2026-03-01T05:00:00Z'))).toBe(MONTH);
    expect(lastMonthOf(new Date('2026-01-01T05:00:00Z'))).toBe('2025-12');
    const queued = await scheduleMonthlyRuns(h.app.db, h.app, new Date('2026-03-01T05:00:00Z'));
    expect(queued).toBeGreaterThanOrEqual(1);
    const runs = await h.app.db.query<{ trigger: string }>(`SELECT trigger FROM settlement_runs WHERE competition_id = $1 AND month = $2 ORDER BY id DESC LIMIT 1`, [competition, MONTH]);
    expect(runs.rows[0]!.trigger).toBe('schedule');
    await h.app.jobs.idle();
  });
});
