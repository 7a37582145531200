/**
 * procurement-summary over a small market of a fresh operator: every cell and figure worked out
 * here from the windows and bids the test made, each filter narrowing it, another operator's
 * market never in it, the CSV and who may read it.
 */
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import { makeBid, makeCompetition, makeOrganisation, makeWindow } from '../../../../test/support/analytics.js';

const h = domainHarness();

interface WindowInput {
  competition: 'Alpha' | 'Beta';
  name: string;
  start: string;
  end: string;
  required: number;
}
interface BidInput {
  window: string;
  provider: 'p1' | 'p2';
  capacity: number;
  approved?: boolean;
  active?: boolean;
}

const WINDOWS: WindowInput[] = [
  { competition: 'Alpha', name: 'Winter evening', start: '2026-01-01', end: '2026-03-31', required: 10 },
  { competition: 'Alpha', name: 'Summer evening', start: '2026-06-01', end: '2026-08-31', required: 4 },
  { competition: 'Beta', name: 'February peak', start: '2026-02-01', end: '2026-02-28', required: 5 },
];
const BIDS: BidInput[] = [
  { window: 'Winter evening', provider: 'p1', capacity: 6, approved: true },
  { window: 'Winter evening', provider: 'p2', capacity: 3, approved: false },
  // Withdrawn: neither offered nor accepted.
  { window: 'Winter evening', provider: 'p2', capacity: 2, approved: true, active: false },
  { window: 'Summer evening', provider: 'p1', capacity: 5, approved: true },
  { window: 'February peak', provider: 'p2', capacity: 2.5 },
];
const COMPETITIONS = { Alpha: { type: 'availability_utilisation', gsp: ['_A'] }, Beta: { type: 'utilisation', gsp: ['_B'] } } as const;

let operator: { id: number; token: string };
let other: { id: number; token: string };
const ids: Record<string, number> = {};
const providers: Record<string, number> = {};

beforeAll(async () => {
  const db = h.app.db;
  const x = await makeOrganisation(h.app, 'procurement-x', 'Procurement X Networks', 'systemoperator');
  const y = await makeOrganisation(h.app, 'procurement-y', 'Procurement Y Networks', 'systemoperator');
  operator = { id: x.id, token: x.token! };
  other = { id: y.id, token: y.token! };
  providers.p1 = (await makeOrganisation(h.app, 'procurement-p1', 'Procurement P1', 'flexprovider')).id;
  providers.p2 = (await makeOrganisation(h.app, 'procurement-p2', 'Procurement P2', 'flexprovider')).id;
  for (const [name, c] of Object.entries(COMPETITIONS)) ids[name] = await makeCompetition(db, operator.id, { name, type: c.type, gspGroups: [...c.gsp] });
  for (const w of WINDOWS) ids[w.name] = await makeWindow(db, ids[w.competition]!, { name: w.name, start: w.start, end: w.end, requiredMw: w.required });
  for (const b of BIDS) {
    const competition = ids[WINDOWS.find((w) => w.name === b.window)!.competition]!;
    await makeBid(db, { competition, provider: providers[b.provider]!, window: ids[b.window]!, capacity: String(b.capacity), ...(b.approved === undefined ? {} : { approved: b.approved }), active: b.active ?? true });
  }
  // The other operator's market, in the same months, bid on by the same provider.
  const theirs = await makeCompetition(db, other.id, { name: 'Gamma', gspGroups: ['_A'] });
  const theirWindow = await makeWindow(db, theirs, { name: 'Winter evening', start: '2026-01-01', end: '2026-03-31', requiredMw: 7 });
  await makeBid(db, { competition: theirs, provider: providers.p1!, window: theirWindow, capacity: '7', approved: true });
});

/** The rows the report should give for the windows and bids the test made, narrowed as the filters do. */
function expected(keep: (w: WindowInput) => boolean, provider?: 'p1' | 'p2') {
  const rows = WINDOWS.filter(keep).flatMap((w) => {
    const bids = BIDS.filter((b) => b.window === w.name && (provider === undefined || b.provider === provider));
    if (provider !== undefined && bids.length === 0) return [];
    const offered = bids.filter((b) => b.active !== false).reduce((s, b) => s + b.capacity, 0);
    const accepted = bids.filter((b) => b.active !== false && b.approved === true).reduce((s, b) => s + b.capacity, 0);
    return [
      {
        competition: w.competition,
        window: w.name,
        required_mw: w.required,
        offered_mw: offered,
        accepted_mw: accepted,
        coverage: w.required === 0 ? null : offered / w.required,
        acceptance_rate: offered === 0 ? null : accepted / offered,
        unmet_mw: Math.max(0, w.required - accepted),
      },
    ];
  });
  return rows.sort((a, b) => (a.competition + a.window < b.competition + b.window ? -1 : 1));
}

const overlaps = (from: string, to: string) => (w: WindowInput) => w.start <= to && w.end >= from;

async function report(query: string, token = operator.token): Promise<Json & { tables: Array<{ rows: Json[] }>; figures: Array<{ key: string; value: unknown }>; chart: { points: Json[] } }> {
  const res = await h.app.inject({ method: 'GET', url: `/analytics/reports/procurement-summary/?${query}`, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('procurement-summary', () => {
  it('gives every window overlapping the range with its required, offered and accepted MW and ratios', async () => {
    const r = await report('from=2026-01-01&to=2026-12-31');
    const rows = expected(overlaps('2026-01-01', '2026-12-31'));
    expect(r.empty).toBeNull();
    expect(r.tables[0]!.rows).toEqual(rows);
    const sum = (k: 'required_mw' | 'offered_mw' | 'accepted_mw' | 'unmet_mw') => rows.reduce((s, x) => s + x[k], 0);
    expect(r.figures).toEqual([
      { key: 'required_mw', kind: 'mw', value: sum('required_mw') },
      { key: 'offered_mw', kind: 'mw', value: sum('offered_mw') },
      { key: 'accepted_mw', kind: 'mw', value: sum('accepted_mw') },
      { key: 'coverage', kind: 'ratio', value: sum('offered_mw') / sum('required_mw') },
      { key: 'acceptance_rate', kind: 'ratio', value: sum('accepted_mw') / sum('offered_mw') },
      { key: 'unmet_mw', kind: 'mw', value: sum('unmet_mw') },
    ]);
    // Per competition: Alpha's two windows summed, Beta's one.
    const perCompetition = ['Alpha', 'Beta'].map((c) => {
      const of = rows.filter((x) => x.competition === c);
      return { competition: c, required_mw: of.reduce((s, x) => s + x.required_mw, 0), offered_mw: of.reduce((s, x) => s + x.offered_mw, 0), accepted_mw: of.reduce((s, x) => s + x.accepted_mw, 0) };
    });
    expect(r.chart.points).toEqual(perCompetition);
  });

  it('narrows by date range, competition, area, product and provider', async () => {
    expect((await report('from=2026-06-01&to=2026-12-31')).tables[0]!.rows).toEqual(expected(overlaps('2026-06-01', '2026-12-31')));
    expect((await report(`from=2026-01-01&to=2026-12-31&competition=${ids.Beta}`)).tables[0]!.rows).toEqual(expected((w) => w.competition === 'Beta'));
    expect((await report('from=2026-01-01&to=2026-12-31&area=_A')).tables[0]!.rows).toEqual(expected((w) => COMPETITIONS[w.competition].gsp.includes('_A' as never)));
    expect((await report('from=2026-01-01&to=2026-12-31&product=utilisation')).tables[0]!.rows).toEqual(expected((w) => COMPETITIONS[w.competition].type === 'utilisation'));
    const p2 = await report(`from=2026-01-01&to=2026-12-31&provider=${providers.p2}`);
    expect(p2.tables[0]!.rows).toEqual(expected(() => true, 'p2'));
    expect(p2.tables[0]!.rows.map((x) => x.window)).toEqual(['Winter evening', 'February peak']);
  });

  it('never shows another operator’s windows, and says why a report is empty', async () => {
    const theirs = await report('from=2026-01-01&to=2026-12-31', other.token);
    expect(theirs.tables[0]!.rows).toEqual([
      { competition: 'Gamma', window: 'Winter evening', required_mw: 7, offered_mw: 7, accepted_mw: 7, coverage: 1, acceptance_rate: 1, unmet_mw: 0 },
    ]);
    expect((await report('from=2025-01-01&to=2025-06-30')).empty).toBe('no_data');
    const fresh = await makeOrganisation(h.app, 'procurement-z', 'Procurement Z Networks', 'systemoperator');
    expect((await report('from=2026-01-01&to=2026-12-31', fresh.token!)).empty).toBe('no_competitions');
  });

  it('gives the main table as CSV, and refuses providers and users without the analytics permission', async () => {
    const res = await h.app.inject({ method: 'GET', url: `/analytics/reports/procurement-summary/?from=2026-06-01&to=2026-12-31&format=csv`, headers: { authorization: `Bearer ${operator.token}` } });
    expect(res.statusCode).toBe(200);
    const [row] = expected(overlaps('2026-06-01', '2026-12-31'));
    const lines = res.body.replace(/^\uFEFF/, '').trim().split(/\r\n/);
    expect(lines[0]).toBe('competition,window,required_mw,offered_mw,accepted_mw,coverage,acceptance_rate,unmet_mw');
    expect(lines.slice(1)).toEqual([[row!.competition, row!.window, row!.required_mw, row!.offered_mw, row!.accepted_mw, row!.coverage, row!.acceptance_rate, row!.unmet_mw].join(',')]);
    for (const who of ['providerA', 'user']) expect((await h.get(who, '/analytics/reports/procurement-summary/')).statusCode).toBe(403);
  });
});
