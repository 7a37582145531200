/**
 * delivery-performance over stored settlement reports of a fresh operator: the version each month
 * is read from (latest published, else latest draft), every cell and figure worked out here from
 * the events the test stored, the minimum ratio of each competition's configuration, the ratio
 * bands, each filter, another operator's reports never in it, the CSV and who may read it.
 */
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import { makeAsset, makeBid, makeCompetition, makeInstruction, makeOrganisation, makeSettlementReport, makeWindow } from '../../../../test/support/analytics.js';
import { defaultSettlementConfig } from '../../settlement/config.js';
import { RATIO_BANDS } from '../reports/delivery-performance.js';

const h = domainHarness();

type Competition = 'Alpha' | 'Beta';
type Provider = 'P1' | 'P2';
type Asset = 'a1' | 'a2' | 'b1';
interface EventInput {
  competition: Competition;
  provider: Provider;
  asset: Asset;
  start: string;
  instructed: number | null;
  delivered: number | null;
}

const COMPETITIONS = { Alpha: { type: 'availability_utilisation', gsp: ['_A'], window: 'Evening', minimum: 0.6 }, Beta: { type: 'utilisation', gsp: ['_B'], window: 'Morning', minimum: 0.5 } } as const;
const ASSETS: Record<Asset, { provider: Provider; type: string }> = { a1: { provider: 'P1', type: 'demand_side_response' }, a2: { provider: 'P1', type: 'storage' }, b1: { provider: 'P2', type: 'demand_side_response' } };
const PROVIDER_NAMES: Record<Provider, string> = { P1: 'Delivery P1 Flex', P2: 'Delivery P2 Flex' };

/** The events of the versions the report must read: Alpha March v2 (published), Beta April v1 (draft, none published). */
const COUNTED: EventInput[] = [
  { competition: 'Alpha', provider: 'P1', asset: 'a1', start: '2026-03-03T17:00:00Z', instructed: 2, delivered: 1.6 },
  { competition: 'Alpha', provider: 'P1', asset: 'a1', start: '2026-03-10T17:00:00Z', instructed: 2, delivered: 1 },
  { competition: 'Alpha', provider: 'P1', asset: 'a2', start: '2026-03-12T17:00:00Z', instructed: 1, delivered: 1 },
  { competition: 'Alpha', provider: 'P2', asset: 'b1', start: '2026-03-20T17:00:00Z', instructed: 3, delivered: 0.3 },
  // Without metered data: no figures, not counted.
  { competition: 'Alpha', provider: 'P2', asset: 'b1', start: '2026-03-21T17:00:00Z', instructed: null, delivered: null },
  { competition: 'Beta', provider: 'P2', asset: 'b1', start: '2026-04-02T07:00:00Z', instructed: 4, delivered: 2.2 },
  { competition: 'Beta', provider: 'P1', asset: 'a1', start: '2026-04-05T07:00:00Z', instructed: 1, delivered: 0.45 },
];
/** Versions the report must pass over: Alpha March v1 (superseded) and v3 (a draft after the published v2). */
const PASSED_OVER: Array<EventInput & { version: number; status: 'superseded' | 'draft' }> = [
  { competition: 'Alpha', provider: 'P1', asset: 'a1', start: '2026-03-03T17:00:00Z', instructed: 5, delivered: 5, version: 1, status: 'superseded' },
  { competition: 'Alpha', provider: 'P1', asset: 'a1', start: '2026-03-03T17:00:00Z', instructed: 7, delivered: 0, version: 3, status: 'draft' },
];

let operator: { id: number; token: string };
let other: { id: number; token: string };
const ids: Record<string, number> = {};
const close = (a: unknown, b: number | null) => (b === null ? expect(a).toBeNull() : expect(a as number).toBeCloseTo(b, 12));

beforeAll(async () => {
  const db = h.app.db;
  const x = await makeOrganisation(h.app, 'delivery-x', 'Delivery X Networks', 'systemoperator');
  const y = await makeOrganisation(h.app, 'delivery-y', 'Delivery Y Networks', 'systemoperator');
  operator = { id: x.id, token: x.token! };
  other = { id: y.id, token: y.token! };
  for (const p of ['P1', 'P2'] as const) ids[p] = (await makeOrganisation(h.app, `delivery-${p.toLowerCase()}`, PROVIDER_NAMES[p], 'flexprovider')).id;
  for (const [a, v] of Object.entries(ASSETS)) ids[a] = await makeAsset(db, ids[v.provider]!, { ref: `DLV-${a}`, type: v.type });
  const defaults = defaultSettlementConfig('GB');
  for (const [name, c] of Object.entries(COMPETITIONS)) {
    ids[name] = await makeCompetition(db, operator.id, { name, type: c.type, gspGroups: [...c.gsp] });
    ids[c.window] = await makeWindow(db, ids[name]!, { name: c.window, start: '2026-01-01', end: '2026-12-31', requiredMw: 5 });
  }
  // Alpha settles with its own minimum (version 1 of its configuration); Beta with the defaults.
  await db.query(`INSERT INTO settlement_configs (competition_id, version, config) VALUES ($1, 1, $2)`, [ids.Alpha, JSON.stringify({ ...defaults, min_performance_ratio: COMPETITIONS.Alpha.minimum })]);
  expect(defaults.min_performance_ratio).toBe(COMPETITIONS.Beta.minimum);

  const bids = new Map<string, number>();
  const stored = async (e: EventInput) => {
    const window = ids[COMPETITIONS[e.competition].window]!;
    const key = `${e.competition}-${e.provider}`;
    if (!bids.has(key)) bids.set(key, await makeBid(db, { competition: ids[e.competition]!, provider: ids[e.provider]!, window, capacity: '5', approved: true }));
    const end = new Date(Date.parse(e.start) + 3_600_000).toISOString();
    const instruction = await makeInstruction(db, { competition: ids[e.competition]!, window, provider: ids[e.provider]!, bid: bids.get(key)!, assets: [ids[e.asset]!], start: e.start, end, mw: '2' });
    return { instruction, asset: ids[e.asset]!, provider: ids[e.provider]!, start: e.start, end, instructedMw: '2', instructedMwh: e.instructed === null ? null : String(e.instructed), deliveredMwh: e.delivered === null ? null : String(e.delivered) };
  };
  const alphaCounted = [];
  for (const e of COUNTED.filter((x) => x.competition === 'Alpha')) alphaCounted.push(await stored(e));
  const betaCounted = [];
  for (const e of COUNTED.filter((x) => x.competition === 'Beta')) betaCounted.push(await stored(e));
  await makeSettlementReport(db, { competition: ids.Alpha!, month: '2026-03', version: 1, status: 'superseded', settingsVersion: 1, events: [await stored(PASSED_OVER[0]!)] });
  await makeSettlementReport(db, { competition: ids.Alpha!, month: '2026-03', version: 2, status: 'published', settingsVersion: 1, events: alphaCounted });
  await makeSettlementReport(db, { competition: ids.Alpha!, month: '2026-03', version: 3, status: 'draft', settingsVersion: 1, events: [await stored(PASSED_OVER[1]!)] });
  await makeSettlementReport(db, { competition: ids.Beta!, month: '2026-04', version: 1, status: 'draft', events: betaCounted });

  // The other operator's settled month, with the same provider and asset.
  const theirs = await makeCompetition(db, other.id, { name: 'Gamma' });
  const theirWindow = await makeWindow(db, theirs, { name: 'Evening', start: '2026-01-01', end: '2026-12-31', requiredMw: 5 });
  const theirBid = await makeBid(db, { competition: theirs, provider: ids.P1!, window: theirWindow, capacity: '9', approved: true });
  const theirInstruction = await makeInstruction(db, { competition: theirs, window: theirWindow, provider: ids.P1!, bid: theirBid, assets: [ids.a1!], start: '2026-03-04T17:00:00Z', end: '2026-03-04T18:00:00Z', mw: '9' });
  await makeSettlementReport(db, {
    competition: theirs,
    month: '2026-03',
    version: 1,
    status: 'published',
    events: [{ instruction: theirInstruction, asset: ids.a1!, provider: ids.P1!, start: '2026-03-04T17:00:00Z', end: '2026-03-04T18:00:00Z', instructedMw: '9', instructedMwh: '9', deliveredMwh: '9' }],
  });
});

/** The table, figures and bands worked out from the counted events that pass `keep`. */
function expected(keep: (e: EventInput) => boolean, minimum: Record<Competition, number> = { Alpha: COMPETITIONS.Alpha.minimum, Beta: COMPETITIONS.Beta.minimum }) {
  const events = COUNTED.filter((e) => e.instructed !== null && keep(e));
  const groups = new Map<string, EventInput[]>();
  for (const e of events) {
    const key = [PROVIDER_NAMES[e.provider], ASSETS[e.asset].type, `${e.competition}: ${COMPETITIONS[e.competition].window}`].join('|');
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  const below = (e: EventInput) => e.delivered! / e.instructed! < minimum[e.competition];
  const rows = [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, of]) => {
      const [provider, assetType, window] = key.split('|');
      const ordered = of.reduce((s, e) => s + e.instructed!, 0);
      const delivered = of.reduce((s, e) => s + e.delivered!, 0);
      const under = of.filter(below).length;
      return { provider, asset_type: assetType, window, dispatches: of.length, ordered_mwh: ordered, delivered_mwh: delivered, performance_ratio: delivered / ordered, below_minimum: under, below_minimum_share: under / of.length };
    });
  const bands = RATIO_BANDS.map((band, i) => ({ ratio_band: band, dispatches: events.filter((e) => Math.min(Math.floor((e.delivered! / e.instructed!) * 10 + 1e-9), 10) === i).length }));
  const ordered = events.reduce((s, e) => s + e.instructed!, 0);
  const delivered = events.reduce((s, e) => s + e.delivered!, 0);
  return { rows, bands, figures: { performance_ratio: delivered / ordered, below_minimum_share: events.filter(below).length / events.length, dispatches: events.length } };
}

type Answer = Json & { empty: string | null; tables: Array<{ rows: Array<Record<string, unknown>> }>; figures: Array<{ key: string; value: unknown }>; chart: { points: Json[] } };
async function report(query: string, token = operator.token): Promise<Answer> {
  const res = await h.app.inject({ method: 'GET', url: `/analytics/reports/delivery-performance/?${query}`, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function expectAnswer(r: Answer, want: ReturnType<typeof expected>) {
  const rows = r.tables[0]!.rows;
  expect(rows.map((x) => [x.provider, x.asset_type, x.window, x.dispatches, x.below_minimum])).toEqual(want.rows.map((x) => [x.provider, x.asset_type, x.window, x.dispatches, x.below_minimum]));
  rows.forEach((x, i) => {
    for (const k of ['ordered_mwh', 'delivered_mwh', 'performance_ratio', 'below_minimum_share'] as const) close(x[k], want.rows[i]![k]);
  });
  const figure = (key: string) => r.figures.find((f) => f.key === key)!.value;
  close(figure('performance_ratio'), want.figures.performance_ratio);
  close(figure('below_minimum_share'), want.figures.below_minimum_share);
  expect(figure('dispatches')).toBe(want.figures.dispatches);
  expect(r.chart.points).toEqual(want.bands);
}

describe('delivery-performance', () => {
  it('reads the latest published version of each month (else the latest draft) and works out every cell', async () => {
    const r = await report('from=2026-01-01&to=2026-12-31');
    expect(r.empty).toBeNull();
    const want = expected(() => true);
    expect(want.rows).toHaveLength(5);
    expectAnswer(r, want);
  });

  it('narrows by date range, competition, area, product and provider', async () => {
    expectAnswer(await report('from=2026-03-05&to=2026-04-03'), expected((e) => e.start >= '2026-03-05' && e.start < '2026-04-04'));
    // March cut at the range's start (read event by event), April whole (read from its groups).
    expectAnswer(await report('from=2026-03-11&to=2026-04-30'), expected((e) => e.start >= '2026-03-11'));
    expectAnswer(await report(`from=2026-01-01&to=2026-12-31&competition=${ids.Beta}`), expected((e) => e.competition === 'Beta'));
    expectAnswer(await report('from=2026-01-01&to=2026-12-31&area=_A'), expected((e) => e.competition === 'Alpha'));
    expectAnswer(await report('from=2026-01-01&to=2026-12-31&product=utilisation'), expected((e) => e.competition === 'Beta'));
    expectAnswer(await report(`from=2026-01-01&to=2026-12-31&provider=${ids.P2}`), expected((e) => e.provider === 'P2'));
  });

  it('follows an edit of the minimum ratio of the configuration version a report was settled with', async () => {
    const config = async (minimum: number) =>
      h.app.db.query(`UPDATE settlement_configs SET config = jsonb_set(config, '{min_performance_ratio}', $2::jsonb) WHERE competition_id = $1 AND version = 1`, [ids.Alpha, JSON.stringify(minimum)]);
    const lower = 0.45;
    // Alpha's 0.5 ratio (1 of 2 MWh) was below its 0.6; under 0.45 only the 0.1 ratio (0.3 of 3) is.
    await config(lower);
    try {
      const all = expected(() => true, { Alpha: lower, Beta: COMPETITIONS.Beta.minimum });
      expect(all.rows.reduce((s, r) => s + r.below_minimum, 0)).not.toBe(expected(() => true).rows.reduce((s, r) => s + r.below_minimum, 0));
      expectAnswer(await report('from=2026-01-01&to=2026-12-31'), all);
      expectAnswer(await report('from=2026-03-11&to=2026-12-31'), expected((e) => e.start >= '2026-03-11', { Alpha: lower, Beta: COMPETITIONS.Beta.minimum }));
    } finally {
      await config(COMPETITIONS.Alpha.minimum);
    }
    expectAnswer(await report('from=2026-01-01&to=2026-12-31'), expected(() => true));
  });

  it('never shows another operator’s settlement, and says why a report is empty', async () => {
    const theirs = await report('from=2026-01-01&to=2026-12-31', other.token);
    expect(theirs.tables[0]!.rows).toEqual([
      { provider: PROVIDER_NAMES.P1, asset_type: 'demand_side_response', window: 'Gamma: Evening', dispatches: 1, ordered_mwh: 9, delivered_mwh: 9, performance_ratio: 1, below_minimum: 0, below_minimum_share: 0 },
    ]);
    expect((await report('from=2025-01-01&to=2025-06-30')).empty).toBe('no_data');
    const fresh = await makeOrganisation(h.app, 'delivery-z', 'Delivery Z Networks', 'systemoperator');
    expect((await report('from=2026-01-01&to=2026-12-31', fresh.token!)).empty).toBe('no_competitions');
    const competition = await makeCompetition(h.app.db, fresh.id, { name: 'Zeta' });
    expect((await report('from=2026-01-01&to=2026-12-31', fresh.token!)).empty).toBe('no_dispatches');
    const window = await makeWindow(h.app.db, competition, { name: 'Evening', start: '2026-01-01', end: '2026-12-31', requiredMw: 1 });
    const bid = await makeBid(h.app.db, { competition, provider: ids.P2!, window, capacity: '1', approved: true });
    await makeInstruction(h.app.db, { competition, window, provider: ids.P2!, bid, assets: [ids.b1!], start: '2026-05-01T17:00:00Z', end: '2026-05-01T18:00:00Z', mw: '1' });
    expect((await report('from=2026-01-01&to=2026-12-31', fresh.token!)).empty).toBe('no_settlement');
  });

  it('gives the main table as CSV, and refuses providers and users without the analytics permission', async () => {
    const res = await h.app.inject({ method: 'GET', url: `/analytics/reports/delivery-performance/?from=2026-01-01&to=2026-12-31&format=csv`, headers: { authorization: `Bearer ${operator.token}` } });
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split(/\r\n/);
    expect(lines[0]).toBe('provider,asset_type,window,dispatches,ordered_mwh,delivered_mwh,performance_ratio,below_minimum,below_minimum_share');
    expect(lines).toHaveLength(1 + expected(() => true).rows.length);
    for (const who of ['providerA', 'user']) expect((await h.get(who, '/analytics/reports/delivery-performance/')).statusCode).toBe(403);
  });
});
