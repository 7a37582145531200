/**
 * Settlement events from accepted instructions (one per instruction and asset), the bulk loading
 * of what settleEvent needs, and the bulk writer of meter readings (partitions on demand, a
 * reading sent again replaces the stored one, a bad batch writes nothing) — on PGlite and, in the
 * PostgreSQL pass, through COPY.
 */
import { domainHarness } from '../../../../../test/domain-harness.js';
import { DEFAULT_SAME_DAY_ADJUSTMENT, defaultSettlementConfig } from '../../config.js';
import { Dec, sum } from '../../decimal.js';
import { settleEvent } from '../../event.js';
import { periodStartsOfDay } from '../../time.js';
import { directionOfNeed, settlementEventsOf, type SettlementEventRow } from '../events.js';
import { loadEventContexts, mergeRanges } from '../inputs.js';
import type { SettlementSettings } from '../../settings.js';
import { partitionName } from '../partitions.js';
import { writeReadings, type ReadingRow } from '../write.js';

const h = domainHarness();
const ZONE = 'Europe/London';
const HALF_HOUR = 1_800_000;

interface Fixture {
  provider: number;
  otherProvider: number;
  competition: number;
  window: number;
  bid: number;
  /** Two assets: one with import and export meters (4 MW export capacity), one with a single two-way meter (1 MW). */
  assets: [number, number];
}
let F: Fixture;
const tag = `EVT${Date.now() % 100000}`;

async function asset(provider: number, ref: string, meters: { imp: string | null; exp: string | null }, exportMw: number, type = 'thermal'): Promise<number> {
  const r = await h.app.db.query<{ id: number }>(
    `INSERT INTO flex_assets (ref, name, flex_provider_id, asset_type, asset_category, lon, lat, postcode, import_meter_id, export_meter_id, active_export_capacity, active_import_capacity, voltage_level)
     VALUES ($1, $1, $2, $5, $5, -1.6, 54.9, 'NE1 4ST', $3, $4, $6, 1, 11) RETURNING id`,
    [ref, provider, meters.imp, meters.exp, type, exportMw],
  );
  return r.rows[0]!.id;
}

async function instruct(assets: number[], start: string, end: string, quantity: string, extra: { response?: string; stopped?: string; unit?: string; provider?: number } = {}): Promise<number> {
  const r = await h.app.db.query<{ id: number }>(
    `INSERT INTO dispatch_instructions (competition_id, service_window_id, flex_provider_id, bid_id, assets, start, "end", quantity, unit, response_deadline, status, response, stopped)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $6::timestamptz - interval '1 hour', $10, $11, $12) RETURNING id`,
    [F.competition, F.window, extra.provider ?? F.provider, F.bid, assets, start, end, quantity, extra.unit ?? 'MW', extra.response === 'rejected' ? 'rejected' : extra.stopped ? 'stop' : 'accepted', extra.response ?? 'accepted', extra.stopped ?? null],
  );
  return r.rows[0]!.id;
}

beforeAll(async () => {
  const b = await h.app.db.query<{ id: number; competition_id: number; service_window_id: number; flex_provider_id: number }>(
    `SELECT b.id, b.competition_id, b.service_window_id, b.flex_provider_id FROM bids b JOIN organisations o ON o.id = b.flex_provider_id
      WHERE o.slug = 'brightgrid-energy' ORDER BY b.id LIMIT 1`,
  );
  const bid = b.rows[0]!;
  F = {
    provider: bid.flex_provider_id,
    otherProvider: h.orgs['voltwise-flex']!,
    competition: bid.competition_id,
    window: bid.service_window_id,
    bid: bid.id,
    assets: [0, 0],
  };
  await h.app.db.query(`UPDATE competitions SET need_direction = 'deficit' WHERE id = $1`, [F.competition]);
  F.assets = [await asset(F.provider, `${tag}-A`, { imp: `${tag}-IMP`, exp: `${tag}-EXP` }, 4), await asset(F.provider, `${tag}-B`, { imp: `${tag}-NET`, exp: `${tag}-NET` }, 1, 'storage')];
});

const settings = (): SettlementSettings => ({
  competitionId: F.competition,
  version: 0,
  config: defaultSettlementConfig('GB'),
  zone: ZONE,
  currency: 'GBP',
  country: 'GB',
  holidayCalendar: 'GB-ENG',
  systemOperatorId: 0,
});

describe('settlement events', () => {
  it('maps needs to directions', () => {
    expect(['deficit', 'export', 'excess', 'import'].map(directionOfNeed)).toEqual(['turn_down', 'turn_down', 'turn_up', 'turn_up']);
  });

  it('makes one event per accepted MW instruction and asset, shares the MW by capacity, ends a stopped one when it was stopped', async () => {
    const both = await instruct(F.assets, '2026-10-14T17:00:00Z', '2026-10-14T18:00:00Z', '2.5');
    const stopped = await instruct([F.assets[0]], '2026-10-15T17:00:00Z', '2026-10-15T18:00:00Z', '1', { stopped: '2026-10-15T17:30:00Z' });
    await instruct([F.assets[0]], '2026-10-16T17:00:00Z', '2026-10-16T18:00:00Z', '1', { stopped: '2026-10-16T16:00:00Z' });
    await instruct([F.assets[0]], '2026-10-19T17:00:00Z', '2026-10-19T18:00:00Z', '1', { response: 'rejected' });
    await instruct([F.assets[0]], '2026-10-20T17:00:00Z', '2026-10-20T18:00:00Z', '1', { unit: 'MVAr' });

    const events = await settlementEventsOf(h.app.db, { providerId: F.provider, month: '2026-10' });
    const mine = events.filter((e) => F.assets.includes(e.assetId));
    expect(mine.map((e) => e.id)).toEqual([`${both}-${F.assets[0]}`, `${both}-${F.assets[1]}`, `${stopped}-${F.assets[0]}`]);
    // 2.5 MW shared 4 : 1 by export capacity (a turn-down).
    expect(mine.map((e) => new Dec(e.instructedMw).toFixed())).toEqual([new Dec(2.5).times(4).div(5).toFixed(), new Dec(2.5).div(5).toFixed(), '1']);
    expect(mine[0]).toMatchObject({ direction: 'turn_down', isStorage: false, capacityMw: '4', competitionId: F.competition, providerId: F.provider });
    expect(mine[0]!.meterIds.sort()).toEqual([`${tag}-EXP`, `${tag}-IMP`]);
    expect(mine[1]).toMatchObject({ isStorage: true, meterIds: [`${tag}-NET`] });
    expect(mine[2]!.end.toISOString()).toBe('2026-10-15T17:30:00.000Z');

    const byId = await settlementEventsOf(h.app.db, { ids: [`${both}-${F.assets[1]}`, 'nonsense', `${stopped}-${F.assets[1]}`] });
    expect(byId.map((e) => e.id)).toEqual([`${both}-${F.assets[1]}`]);
    expect(await settlementEventsOf(h.app.db, { providerId: F.otherProvider, ids: [`${both}-${F.assets[1]}`] })).toEqual([]);
    expect((await settlementEventsOf(h.app.db, { competitionId: F.competition, month: '2026-09' })).filter((e) => F.assets.includes(e.assetId))).toEqual([]);
  });
});

/** Whole local days of half-hours for a meter at a constant kW, except where `at` says otherwise. */
function days(meter: string, dates: string[], kw: string, at: (start: number) => string | null = () => null): ReadingRow[] {
  return dates.flatMap((d) => periodStartsOfDay(d, 30, ZONE).map((start) => ({ meterId: meter, start, minutes: 30 as const, kw: at(start) ?? kw })));
}

async function write(rows: ReadingRow[]) {
  const starts = rows.map((r) => r.start);
  return writeReadings(h.app.db, { rows: () => rows, meters: [...new Set(rows.map((r) => r.meterId))], from: Math.min(...starts), to: Math.max(...starts) + HALF_HOUR }, { orgId: F.provider, uploadId: null });
}

describe('loading what settleEvent needs, in bulk', () => {
  // The event on Wednesday 14 October 2026, 18:00–19:00 in London (17:00–18:00 UTC). The ten working
  // days before it, leaving out 7 October (another event of the asset): 13, 12, 9, 8, 6, 5, 2, 1 October,
  // 30 and 29 September.
  const history = ['2026-10-13', '2026-10-12', '2026-10-09', '2026-10-08', '2026-10-06', '2026-10-05', '2026-10-02', '2026-10-01', '2026-09-30', '2026-09-29'];
  const eventStart = Date.parse('2026-10-14T17:00:00Z');
  const inEvent = (t: number) => t >= eventStart && t < eventStart + 2 * HALF_HOUR;

  it('gives the asset its net import per period (import − export), its event days and no baseline without history', async () => {
    const otherDay = await instruct([F.assets[0]], '2026-10-07T17:00:00Z', '2026-10-07T18:00:00Z', '1');
    expect(otherDay).toBeGreaterThan(0);
    await write(days(`${tag}-IMP`, ['2026-10-14'], '400', (t) => (inEvent(t) ? '100' : null)));
    await write(days(`${tag}-EXP`, ['2026-10-14'], '0', (t) => (inEvent(t) ? '50.5' : null)));
    const events = (await settlementEventsOf(h.app.db, { competitionId: F.competition, month: '2026-10' })).filter((e) => e.assetId === F.assets[0] && e.start.getTime() === eventStart);
    const ctx = await loadEventContexts(h.app.db, events, settings());
    const c = ctx.get(events[0]!.id)!;
    expect(c.readings.get(eventStart)?.toFixed()).toBe(new Dec(100).minus('50.5').div(1000).toFixed());
    // Without a same-day adjustment nothing before the event is read on its day.
    expect(c.readings.has(eventStart - HALF_HOUR)).toBe(false);
    const adjusted = { ...settings(), config: { ...defaultSettlementConfig('GB'), baseline: { ...defaultSettlementConfig('GB').baseline, same_day_adjustment: DEFAULT_SAME_DAY_ADJUSTMENT } } };
    const withAdjustment = (await loadEventContexts(h.app.db, events, adjusted)).get(events[0]!.id)!;
    expect(withAdjustment.readings.get(eventStart - HALF_HOUR)?.toFixed()).toBe('0.4');
    expect([...c.eventDays]).toEqual(expect.arrayContaining(['2026-10-07', '2026-10-14']));
    const settled = settleEvent(toInput(events[0]!), c);
    expect(settled).toMatchObject({ has_actual_data: true, has_baseline_data: false, missing_metered: [] });
  });

  it('with ten history days the baseline is their mean per period and the delivery follows (figures from the readings)', async () => {
    // 400 kW on every history day but the oldest (500 kW); no export.
    for (const meter of [`${tag}-IMP`, `${tag}-EXP`]) {
      await write(days(meter, history.slice(0, 9), meter.endsWith('IMP') ? '400' : '0'));
      await write(days(meter, history.slice(9), meter.endsWith('IMP') ? '500' : '0'));
    }
    const events = (await settlementEventsOf(h.app.db, { competitionId: F.competition, month: '2026-10' })).filter((e) => e.assetId === F.assets[0] && e.start.getTime() === eventStart);
    const event = events[0]!;
    const c = (await loadEventContexts(h.app.db, events, settings())).get(event.id)!;
    const settled = settleEvent(toInput(event), c);
    expect(settled.has_baseline_data).toBe(true);
    expect(settled.baseline.days_used.map((d) => d.date).sort()).toEqual([...history].sort());
    expect(settled.baseline.days_excluded).toEqual(expect.arrayContaining([{ date: '2026-10-07', reason: 'event_day' }]));
    const baseline = new Dec(400).times(9).plus(500).div(10).div(1000);
    expect(settled.baseline.periods.map((p) => p.mw)).toEqual([baseline.toFixed(), baseline.toFixed()]);
    const metered = new Dec(100).minus('50.5').div(1000);
    const instructed = new Dec(event.instructedMw);
    const delivered = Dec.min(instructed, Dec.max(0, baseline.minus(metered)));
    expect(settled.delivery?.periods.map((p) => p.delivered)).toEqual([delivered.toFixed(), delivered.toFixed()]);
    expect(settled.delivery?.delivered_mwh).toBe(sum([delivered, delivered]).div(2).toFixed());
  });

  it('reports the periods without a reading, and the nominated baseline from the nominations', async () => {
    const events = (await settlementEventsOf(h.app.db, { competitionId: F.competition, month: '2026-10' })).filter((e) => e.assetId === F.assets[1] && e.start.getTime() === eventStart);
    const nominated = { ...settings(), config: { ...defaultSettlementConfig('GB'), baseline: { method: 'nominated' as const, lock_time: '12:00', lock_days_before: 1 } } };
    await h.app.db.query(
      `INSERT INTO settlement_nominations (competition_id, flex_asset_id, period_start, interval_minutes, mw, organisation_id) VALUES ($1, $2, $3, 30, '0.8', $4)`,
      [F.competition, F.assets[1], new Date(eventStart), F.provider],
    );
    await write([{ meterId: `${tag}-NET`, start: eventStart, minutes: 30, kw: '-200' }]);
    const c = (await loadEventContexts(h.app.db, events, nominated)).get(events[0]!.id)!;
    const settled = settleEvent(toInput(events[0]!), c);
    expect(settled.has_actual_data).toBe(false);
    expect(settled.missing_metered).toEqual([new Date(eventStart + HALF_HOUR).toISOString()]);
    expect(settled.has_baseline_data).toBe(false);
    expect(c.readings.get(eventStart)?.toFixed()).toBe('-0.2');
    expect(c.nominations?.get(eventStart)?.toFixed()).toBe('0.8');
  });
});

describe('reading ranges', () => {
  it('merges each meter’s overlapping or touching ranges and keeps the others apart', () => {
    const merged = mergeRanges([
      { meter: 'B', from: 10, to: 20 },
      { meter: 'A', from: 30, to: 40 },
      { meter: 'A', from: 0, to: 10 },
      { meter: 'A', from: 5, to: 12 },
      { meter: 'B', from: 20, to: 25 },
      { meter: 'A', from: 13, to: 14 },
    ]);
    expect(merged).toEqual([
      { meter: 'A', from: 0, to: 12 },
      { meter: 'A', from: 13, to: 14 },
      { meter: 'A', from: 30, to: 40 },
      { meter: 'B', from: 10, to: 25 },
    ]);
  });
});

describe('the bulk writer', () => {
  const meter = `${tag}-W`;
  it('creates the month partitions it needs and replaces a reading sent again', async () => {
    const rows: ReadingRow[] = [
      { meterId: meter, start: Date.parse('2031-01-31T23:30:00Z'), minutes: 30, kw: '1.5' },
      { meterId: meter, start: Date.parse('2031-02-01T00:00:00Z'), minutes: 30, kw: '2.25' },
    ];
    expect(await write(rows)).toMatchObject({ written: 2 });
    const parts = await h.app.db.query<{ name: string }>(`SELECT n AS name FROM unnest($1::text[]) AS n WHERE to_regclass(n) IS NOT NULL`, [[partitionName('2031-01'), partitionName('2031-02')]]);
    expect(parts.rows.map((r) => r.name).sort()).toEqual([partitionName('2031-01'), partitionName('2031-02')]);
    expect(await write([{ ...rows[1]!, kw: '3' }])).toMatchObject({ written: 1, merged: true });
    const stored = await h.app.db.query<{ kw: string }>(`SELECT kw::text AS kw FROM meter_readings WHERE meter_id = $1 ORDER BY period_start`, [meter]);
    expect(stored.rows.map((r) => new Dec(r.kw).toFixed())).toEqual(['1.5', '3']);
  });

  it('a batch the database refuses writes nothing (a month loaded whole, then a batch crossing into it)', async () => {
    const fresh: ReadingRow[] = [0, 1, 2].map((i) => ({ meterId: meter, start: Date.parse('2031-05-01T00:00:00Z') + i * HALF_HOUR, minutes: 30, kw: '1' }));
    await expect(write([...fresh, fresh[0]!])).rejects.toThrow();
    await expect(write([{ ...fresh[0]!, kw: '1e999' }, ...fresh.slice(1)])).rejects.toThrow();
    const n = await h.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM meter_readings WHERE meter_id = $1 AND period_start >= '2031-05-01'`, [meter]);
    expect(n.rows[0]!.n).toBe(0);
    expect(await write(fresh)).toMatchObject({ written: 3 });
  });
});

function toInput(e: SettlementEventRow) {
  return { id: e.id, start: e.start.getTime(), end: e.end.getTime(), direction: e.direction, instructedMw: new Dec(e.instructedMw), isStorage: e.isStorage, capacityMw: new Dec(e.capacityMw) };
}
