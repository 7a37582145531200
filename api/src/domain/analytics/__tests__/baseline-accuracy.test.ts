/**
 * baseline-accuracy over a fresh operator's dispatched assets with metered half-hours: the
 * historical (2 of 2, most recent) and nominated baselines worked out here on the event-free days,
 * bias and relative RMSE per asset, provider and overall, the pre-event rise flag, each filter,
 * another operator's assets never in it, why a report is empty, the CSV and who may read it.
 */
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import { makeAsset, makeBid, makeCompetition, makeInstruction, makeOrganisation, makeWindow } from '../../../../test/support/analytics.js';
import { defaultSettlementConfig } from '../../settlement/config.js';
import { ensureMonthPartitions } from '../../settlement/meter/partitions.js';
import { PRE_EVENT_HOURS, PRE_EVENT_RISE } from '../reports/baseline-accuracy.js';

const h = domainHarness();

const DAYS = Array.from({ length: 12 }, (_, i) => `2026-06-${String(i + 1).padStart(2, '0')}`);
/** June in London is UTC+1: local midnight is 23:00 UTC the day before; period t starts t half-hours later. */
const periodStart = (day: string, t: number) => Date.parse(`${day}T00:00:00Z`) - 3_600_000 + t * 1_800_000;
const isWorking = (day: string) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

type AssetKey = 'A1' | 'A2';
interface AssetInput {
  provider: 'P1' | 'P2';
  competition: 'Alpha' | 'Beta';
  /** MW at clock time t of a day. */
  metered: (day: string, t: number) => number;
  event: { start: string; end: string };
}
const LEVEL: Record<string, number> = { '01': 1, '02': 1.2, '03': 1.1, '04': 1.3, '05': 0.9, '06': 0.5, '07': 0.6, '08': 1.4, '09': 1, '10': 1.2, '11': 1.1, '12': 1.25 };
const ASSETS: Record<AssetKey, AssetInput> = {
  // Demand rising in the 3 hours before its event (10 June, 17:00 local = 16:00 UTC): clock times 14:00–17:00 (t 28–33).
  A1: {
    provider: 'P1',
    competition: 'Alpha',
    metered: (day, t) => LEVEL[day.slice(8)]! + 0.1 * (t % 4) + (day === '2026-06-10' && t >= 28 && t < 34 ? 0.5 : 0),
    event: { start: '2026-06-10T16:00:00Z', end: '2026-06-10T17:00:00Z' },
  },
  A2: { provider: 'P2', competition: 'Beta', metered: (day, t) => 2 + 0.05 * (t % 2) + Number(day.slice(8)) / 100, event: { start: '2026-06-03T16:00:00Z', end: '2026-06-03T17:00:00Z' } },
};
const HISTORY = { used: 2, considered: 2 };
/** Beta's provider nominates its baseline for 11 June only. */
const NOMINATED = { day: '2026-06-11', mw: 2.1 };
const COMPETITIONS = { Alpha: { type: 'availability_utilisation', gsp: ['_A'] }, Beta: { type: 'utilisation', gsp: ['_B'] } } as const;

let operator: { id: number; token: string };
let other: { id: number; token: string };
const ids: Record<string, number> = {};

async function writeReadings(meter: string, org: number, metered: (day: string, t: number) => number): Promise<void> {
  const rows = DAYS.flatMap((day) => Array.from({ length: 48 }, (_, t) => ({ meter_id: meter, organisation_id: org, period_start: new Date(periodStart(day, t)).toISOString(), kw: (metered(day, t) * 1000).toFixed(3) })));
  await h.app.db.query(
    `INSERT INTO meter_readings (meter_id, organisation_id, period_start, interval_minutes, kw)
     SELECT x.meter_id, x.organisation_id, x.period_start, 30, x.kw FROM jsonb_to_recordset($1::jsonb) AS x(meter_id text, organisation_id int, period_start timestamptz, kw numeric)`,
    [JSON.stringify(rows)],
  );
}

/** A competition with a window and a bid of the provider, and the provider's accepted instruction for the asset. */
async function dispatched(operatorId: number, name: string, provider: number, asset: number, event: { start: string; end: string }, c: { type?: string; gsp?: string[] } = {}): Promise<number> {
  const db = h.app.db;
  const competition = await makeCompetition(db, operatorId, { name, ...(c.type ? { type: c.type } : {}), ...(c.gsp ? { gspGroups: c.gsp } : {}) });
  const window = await makeWindow(db, competition, { name: 'Evening', start: '2026-01-01', end: '2026-12-31', requiredMw: 1 });
  const bid = await makeBid(db, { competition, provider, window, capacity: '1', approved: true });
  await makeInstruction(db, { competition, window, provider, bid, assets: [asset], start: event.start, end: event.end, mw: '0.5' });
  return competition;
}

beforeAll(async () => {
  const db = h.app.db;
  await ensureMonthPartitions(db, ['2026-05', '2026-06']);
  const x = await makeOrganisation(h.app, 'baseline-x', 'Baseline X Networks', 'systemoperator');
  const y = await makeOrganisation(h.app, 'baseline-y', 'Baseline Y Networks', 'systemoperator');
  operator = { id: x.id, token: x.token! };
  other = { id: y.id, token: y.token! };
  for (const p of ['P1', 'P2']) ids[p] = (await makeOrganisation(h.app, `baseline-${p.toLowerCase()}`, `Baseline ${p}`, 'flexprovider')).id;
  const defaults = defaultSettlementConfig('GB');
  for (const [key, a] of Object.entries(ASSETS)) {
    ids[key] = await makeAsset(db, ids[a.provider]!, { ref: `BL-${key}`, importMeter: `BL-${key}` });
    await writeReadings(`BL-${key}`, ids[a.provider]!, a.metered);
    ids[a.competition] = await dispatched(operator.id, a.competition, ids[a.provider]!, ids[key]!, a.event, { type: COMPETITIONS[a.competition].type, gsp: [...COMPETITIONS[a.competition].gsp] });
  }
  const alpha = { ...defaults, baseline: { method: 'historical', days_used: HISTORY.used, days_considered: HISTORY.considered, day_selection: 'most_recent', same_day_adjustment: null } };
  const beta = { ...defaults, baseline: { method: 'nominated', lock_time: '12:00', lock_days_before: 1 } };
  for (const [c, config] of [['Alpha', alpha], ['Beta', beta]] as const) await db.query(`INSERT INTO settlement_configs (competition_id, version, config) VALUES ($1, 1, $2)`, [ids[c], JSON.stringify(config)]);
  for (let t = 0; t < 48; t++) {
    await db.query(`INSERT INTO settlement_nominations (competition_id, flex_asset_id, period_start, interval_minutes, mw, organisation_id) VALUES ($1, $2, $3, 30, $4, $5)`, [
      ids.Beta,
      ids.A2,
      new Date(periodStart(NOMINATED.day, t)).toISOString(),
      NOMINATED.mw,
      ids.P2,
    ]);
  }
  // The other operator's asset, metered and dispatched in its own competition.
  ids.A3 = await makeAsset(db, ids.P1!, { ref: 'BL-A3', importMeter: 'BL-A3' });
  await writeReadings('BL-A3', ids.P1!, () => 3);
  await dispatched(other.id, 'Gamma', ids.P1!, ids.A3, { start: '2026-06-05T16:00:00Z', end: '2026-06-05T17:00:00Z' });
});

interface Sums {
  n: number;
  m: number;
  err: number;
  sq: number;
}
const add = (s: Sums, b: number, m: number): Sums => ({ n: s.n + 1, m: s.m + m, err: s.err + (b - m), sq: s.sq + (b - m) ** 2 });
const ZERO: Sums = { n: 0, m: 0, err: 0, sq: 0 };
const bias = (s: Sums) => s.err / s.m;
const rmse = (s: Sums) => Math.sqrt(s.sq / s.n) / (s.m / s.n);

/** Per asset: the event-free, fully metered days in the range, the baseline's errors there, and the pre-event comparison. */
function worked(key: AssetKey, from: string, to: string) {
  const a = ASSETS[key];
  const eventDay = a.event.start.slice(0, 10);
  const candidates = DAYS.filter((d) => d !== eventDay);
  const evaluated = candidates.filter((d) => d >= from && d <= to);
  let sums = ZERO;
  const used = new Set<string>();
  for (const day of evaluated) {
    for (let t = 0; t < 48; t++) {
      let b: number | null = null;
      if (a.competition === 'Alpha') {
        const history = candidates.filter((d) => d < day && isWorking(d) === isWorking(day)).slice(-HISTORY.considered).slice(-HISTORY.used);
        if (history.length >= HISTORY.used) b = history.reduce((s, d) => s + a.metered(d, t), 0) / history.length;
      } else if (day === NOMINATED.day) b = NOMINATED.mw;
      if (b === null) continue;
      sums = add(sums, b, a.metered(day, t));
      used.add(day);
    }
  }
  // Pre-event: the event's start in the range; the 3 hours before it, and those clock times on the evaluated days.
  let flag: boolean | null = null;
  if (eventDay >= from && eventDay <= to) {
    const first = (Date.parse(a.event.start) - PRE_EVENT_HOURS * 3_600_000 - periodStart(eventDay, 0)) / 1_800_000;
    const times = Array.from({ length: PRE_EVENT_HOURS * 2 }, (_, i) => first + i);
    const pre = times.reduce((s, t) => s + a.metered(eventDay, t), 0) / times.length;
    const refValues = evaluated.flatMap((d) => times.map((t) => a.metered(d, t)));
    const ref = refValues.reduce((s, v) => s + v, 0) / refValues.length;
    flag = pre - ref > PRE_EVENT_RISE * Math.abs(ref);
  }
  return { key, days: used.size, sums, flag };
}

function expected(keys: AssetKey[], from: string, to: string) {
  const rows = keys.map((k) => worked(k, from, to));
  const pooled = rows.reduce((s, r) => ({ n: s.n + r.sums.n, m: s.m + r.sums.m, err: s.err + r.sums.err, sq: s.sq + r.sums.sq }), ZERO);
  return { rows, pooled };
}

type Answer = Json & { empty: string | null; tables: Array<{ rows: Array<Record<string, unknown>> }>; figures: Array<{ key: string; value: unknown }>; chart: { points: Array<Record<string, unknown>> } };
async function report(query: string, token = operator.token): Promise<Answer> {
  const res = await h.app.inject({ method: 'GET', url: `/analytics/reports/baseline-accuracy/?${query}`, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function expectAnswer(r: Answer, want: ReturnType<typeof expected>) {
  const rows = r.tables[0]!.rows;
  expect(rows.map((x) => [x.provider, x.asset, x.days, x.pre_event_rise])).toEqual(want.rows.map((w) => [`Baseline ${ASSETS[w.key].provider}`, `BL-${w.key}`, w.days, w.flag]));
  rows.forEach((x, i) => {
    const s = want.rows[i]!.sums;
    expect(x.bias as number).toBeCloseTo(bias(s), 9);
    expect(x.relative_rmse as number).toBeCloseTo(rmse(s), 9);
  });
  const figure = (key: string) => r.figures.find((f) => f.key === key)!.value as number;
  expect(figure('bias')).toBeCloseTo(bias(want.pooled), 9);
  expect(figure('relative_rmse')).toBeCloseTo(rmse(want.pooled), 9);
  expect(figure('flagged')).toBe(want.rows.filter((w) => w.flag === true).length);
  // One asset per provider here: the chart's bars are the assets' figures.
  expect(r.chart.points.map((p) => p.provider)).toEqual(want.rows.map((w) => `Baseline ${ASSETS[w.key].provider}`));
  r.chart.points.forEach((p, i) => expect(p.bias as number).toBeCloseTo(bias(want.rows[i]!.sums), 9));
}

describe('baseline-accuracy', () => {
  it('works out bias and relative RMSE of each asset’s settlement baseline on its event-free days, and flags demand rising before events', async () => {
    const r = await report('from=2026-06-04&to=2026-06-12');
    expect(r.empty).toBeNull();
    const want = expected(['A1', 'A2'], '2026-06-04', '2026-06-12');
    // A1: 4, 5, 8, 9, 11, 12 June have two earlier days of their type (6 and 7 June, a weekend, do not); A2: 11 June is nominated.
    expect(want.rows.map((w) => w.days)).toEqual([6, 1]);
    expect(want.rows.map((w) => w.flag)).toEqual([true, null]);
    expect(r.tables[0]!.rows.map((x) => x.baseline_method)).toEqual(['historical 2 of 2 (most_recent)', 'nominated']);
    expectAnswer(r, want);
  });

  it('narrows by date range, competition, area, product and provider', async () => {
    expectAnswer(await report('from=2026-06-11&to=2026-06-12'), expected(['A1', 'A2'], '2026-06-11', '2026-06-12'));
    expectAnswer(await report('from=2026-06-01&to=2026-06-12'), expected(['A1', 'A2'], '2026-06-01', '2026-06-12'));
    expectAnswer(await report(`from=2026-06-04&to=2026-06-12&competition=${ids.Alpha}`), expected(['A1'], '2026-06-04', '2026-06-12'));
    expectAnswer(await report('from=2026-06-04&to=2026-06-12&area=_B'), expected(['A2'], '2026-06-04', '2026-06-12'));
    expectAnswer(await report('from=2026-06-04&to=2026-06-12&product=availability_utilisation'), expected(['A1'], '2026-06-04', '2026-06-12'));
    expectAnswer(await report(`from=2026-06-04&to=2026-06-12&provider=${ids.P2}`), expected(['A2'], '2026-06-04', '2026-06-12'));
  });

  it('never shows another operator’s assets, and says why a report is empty', async () => {
    const theirs = await report('from=2026-06-01&to=2026-06-12', other.token);
    expect(theirs.tables[0]!.rows.map((x) => [x.asset, x.bias, x.relative_rmse])).toEqual([['BL-A3', null, null]]);
    expect((await report('from=2025-01-01&to=2025-06-30')).empty).toBe('no_data');
    const fresh = await makeOrganisation(h.app, 'baseline-z', 'Baseline Z Networks', 'systemoperator');
    expect((await report('from=2026-06-01&to=2026-06-12', fresh.token!)).empty).toBe('no_competitions');
    await makeCompetition(h.app.db, fresh.id, { name: 'Zeta' });
    expect((await report('from=2026-06-01&to=2026-06-12', fresh.token!)).empty).toBe('no_dispatches');
    const unmetered = await makeAsset(h.app.db, ids.P2!, { ref: 'BL-A4', importMeter: 'BL-A4' });
    await dispatched(fresh.id, 'Eta', ids.P2!, unmetered, { start: '2026-06-05T16:00:00Z', end: '2026-06-05T17:00:00Z' });
    expect((await report('from=2026-06-01&to=2026-06-12', fresh.token!)).empty).toBe('no_meter_data');
  });

  it('gives the main table as CSV, and refuses providers and users without the analytics permission', async () => {
    const res = await h.app.inject({ method: 'GET', url: `/analytics/reports/baseline-accuracy/?from=2026-06-04&to=2026-06-12&format=csv`, headers: { authorization: `Bearer ${operator.token}` } });
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split(/\r\n/);
    expect(lines[0]).toBe('provider,asset,baseline_method,days,bias,relative_rmse,pre_event_rise');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 4).join(','))).toEqual(['Baseline P1,BL-A1,historical 2 of 2 (most_recent),6', 'Baseline P2,BL-A2,nominated,1']);
    for (const who of ['providerA', 'user']) expect((await h.get(who, '/analytics/reports/baseline-accuracy/')).statusCode).toBe(403);
  });
});
