/**
 * price-benchmarks over a fresh operator's accepted bids: every group's count, MW, weighted
 * average, P10/P50/P90 (linear interpolation between closest ranks), clearing and guide price
 * worked out here from the bids the test made; the figures and chart of the first price kind;
 * each filter; another operator's bids never in it; the CSV and who may read it.
 */
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import { makeBid, makeCompetition, makeOrganisation, makeWindow } from '../../../../test/support/analytics.js';

const h = domainHarness();

type Kind = 'availability' | 'utilisation' | 'service_fee';
type Competition = 'Alpha' | 'Beta';
interface BidInput {
  competition: Competition;
  provider: 'P1' | 'P2';
  capacity: number;
  availability?: number;
  utilisation?: number;
  serviceFee?: number;
  paid?: number;
  approved: boolean;
  decided: string;
}

const COMPETITIONS: Record<Competition, { type: string; gsp: string[]; guides: Partial<Record<Kind, number>> }> = {
  Alpha: { type: 'availability_utilisation', gsp: ['_A', '_B'], guides: { availability: 5, utilisation: 200 } },
  // Beta's service fee is the competition's (every accepted bid without its own is paid it) and its guide.
  Beta: { type: 'utilisation', gsp: ['_C'], guides: { utilisation: 150, service_fee: 12 } },
};
const BIDS: BidInput[] = [
  { competition: 'Alpha', provider: 'P1', capacity: 2, availability: 4, utilisation: 180, approved: true, decided: '2026-01-15T10:00:00Z' },
  { competition: 'Alpha', provider: 'P2', capacity: 3, availability: 6, utilisation: 220, paid: 210, approved: true, decided: '2026-01-20T10:00:00Z' },
  { competition: 'Alpha', provider: 'P2', capacity: 1, availability: 10, approved: false, decided: '2026-01-22T10:00:00Z' },
  { competition: 'Alpha', provider: 'P1', capacity: 4, availability: 5.5, utilisation: 190, approved: true, decided: '2026-02-10T10:00:00Z' },
  { competition: 'Beta', provider: 'P1', capacity: 2, utilisation: 140, approved: true, decided: '2026-01-05T10:00:00Z' },
  { competition: 'Beta', provider: 'P2', capacity: 6, utilisation: 160, serviceFee: 9, approved: true, decided: '2026-01-25T10:00:00Z' },
];

let operator: { id: number; token: string };
let other: { id: number; token: string };
const ids: Record<string, number> = {};

beforeAll(async () => {
  const db = h.app.db;
  const x = await makeOrganisation(h.app, 'prices-x', 'Prices X Networks', 'systemoperator');
  const y = await makeOrganisation(h.app, 'prices-y', 'Prices Y Networks', 'systemoperator');
  operator = { id: x.id, token: x.token! };
  other = { id: y.id, token: y.token! };
  for (const p of ['P1', 'P2']) ids[p] = (await makeOrganisation(h.app, `prices-${p.toLowerCase()}`, `Prices ${p}`, 'flexprovider')).id;
  for (const [name, c] of Object.entries(COMPETITIONS)) {
    ids[name] = await makeCompetition(db, operator.id, {
      name,
      type: c.type,
      gspGroups: c.gsp,
      guides: { availability: c.guides.availability?.toFixed(2), utilisation: c.guides.utilisation?.toFixed(2), serviceFee: c.guides.service_fee?.toFixed(2) },
    });
    ids[`${name} window`] = await makeWindow(db, ids[name]!, { name: 'Evening', start: '2026-01-01', end: '2026-12-31', requiredMw: 10 });
  }
  for (const b of BIDS) {
    await makeBid(db, {
      competition: ids[b.competition]!,
      provider: ids[b.provider]!,
      window: ids[`${b.competition} window`]!,
      capacity: String(b.capacity),
      prices: { availability: b.availability?.toFixed(2) ?? null, utilisation: b.utilisation?.toFixed(2) ?? null, serviceFee: b.serviceFee?.toFixed(2) ?? null },
      approved: b.approved,
      decided: b.decided,
      ...(b.paid === undefined ? {} : { paidPrice: b.paid.toFixed(2) }),
    });
  }
  const theirs = await makeCompetition(db, other.id, { name: 'Gamma', type: 'utilisation', gspGroups: ['_A'] });
  const theirWindow = await makeWindow(db, theirs, { name: 'Evening', start: '2026-01-01', end: '2026-12-31', requiredMw: 1 });
  await makeBid(db, { competition: theirs, provider: ids.P1!, window: theirWindow, capacity: '1', prices: { utilisation: '999.00' }, approved: true, decided: '2026-01-10T10:00:00Z' });
});

/** The accepted price of each kind: utilisation is what the decision pays, else the bid's; service fee the bid's, else the competition's. */
function pricesOf(b: BidInput): Array<{ kind: Kind; price: number }> {
  const fee = b.serviceFee ?? COMPETITIONS[b.competition].guides.service_fee;
  const all: Array<[Kind, number | undefined]> = [
    ['availability', b.availability],
    ['utilisation', b.paid ?? b.utilisation],
    ['service_fee', fee],
  ];
  return all.flatMap(([kind, price]) => (price === undefined ? [] : [{ kind, price }]));
}

const money = (x: number) => (Math.round(x * 100) / 100).toFixed(2);
/** PostgreSQL's percentile_cont: linear interpolation between the closest ranks. */
function percentile(values: number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  const pos = q * (s.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return s[lo]! + (s[hi]! - s[lo]!) * (pos - lo);
}
function stats(items: Array<{ price: number; capacity: number; guide: number | undefined }>) {
  const mw = items.reduce((s, x) => s + x.capacity, 0);
  const guided = items.filter((x) => x.guide !== undefined);
  const prices = items.map((x) => x.price);
  return {
    weighted_average: money(items.reduce((s, x) => s + x.price * x.capacity, 0) / mw),
    p10: money(percentile(prices, 0.1)),
    p50: money(percentile(prices, 0.5)),
    p90: money(percentile(prices, 0.9)),
    guide_price: guided.length === 0 ? null : money(guided.reduce((s, x) => s + x.guide! * x.capacity, 0) / guided.reduce((s, x) => s + x.capacity, 0)),
  };
}

const KINDS: Kind[] = ['availability', 'utilisation', 'service_fee'];
function expected(keep: (b: BidInput) => boolean, area?: string) {
  const items = BIDS.filter((b) => b.approved && keep(b)).flatMap((b) =>
    pricesOf(b).map((p) => ({ ...p, bid: b, month: b.decided.slice(0, 7), product: COMPETITIONS[b.competition].type, capacity: b.capacity, guide: COMPETITIONS[b.competition].guides[p.kind] })),
  );
  const groups = new Map<string, typeof items>();
  for (const i of items) {
    for (const g of COMPETITIONS[i.bid.competition].gsp.filter((x) => area === undefined || x === area)) {
      const key = [i.month, i.product, g, KINDS.indexOf(i.kind)].join('|');
      groups.set(key, [...(groups.get(key) ?? []), i]);
    }
  }
  const rows = [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, of]) => {
      const [month, product, g] = key.split('|');
      return {
        month,
        product,
        area: g,
        price_kind: of[0]!.kind,
        accepted_bids: of.length,
        accepted_mw: of.reduce((s, x) => s + x.capacity, 0),
        ...stats(of),
        clearing_price: money(Math.max(...of.map((x) => x.price))),
      };
    })
    .map(({ weighted_average, p10, p50, p90, clearing_price, guide_price, ...r }) => ({ ...r, weighted_average, p10, p50, p90, clearing_price, guide_price }));
  const kind = KINDS.find((k) => items.some((i) => i.kind === k));
  const ofKind = items.filter((i) => i.kind === kind);
  const overall = stats(ofKind);
  const months = [...new Set(ofKind.map((i) => i.month))].sort();
  return {
    rows,
    figures: [
      { key: 'weighted_average', value: overall.weighted_average },
      { key: 'p50', value: overall.p50 },
      { key: 'guide_price', value: overall.guide_price },
    ],
    points: months.map((month) => ({ month, ...stats(ofKind.filter((i) => i.month === month)) })),
  };
}

type Answer = Json & { empty: string | null; tables: Array<{ rows: Json[] }>; figures: Array<{ key: string; value: unknown; unit?: string }>; chart: { points: Json[] } };
async function report(query: string, token = operator.token): Promise<Answer> {
  const res = await h.app.inject({ method: 'GET', url: `/analytics/reports/price-benchmarks/?${query}`, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  return res.json();
}
function expectAnswer(r: Answer, want: ReturnType<typeof expected>) {
  expect(r.tables[0]!.rows).toEqual(want.rows);
  expect(r.figures.map((f) => ({ key: f.key, value: f.value }))).toEqual(want.figures);
  expect(r.chart.points).toEqual(want.points);
}

describe('price-benchmarks', () => {
  it('gives every month, product, area and price kind of the accepted bids with their statistics', async () => {
    const r = await report('from=2026-01-01&to=2026-12-31');
    expect(r.empty).toBeNull();
    const want = expected(() => true);
    // Alpha's bids count in both of its GSP groups; Beta's service fees are its own and the competition's.
    expect(want.rows).toHaveLength(10);
    expectAnswer(r, want);
    // The figures are of availability prices (the first kind the answer holds): per MW per hour.
    expect(r.figures.map((f) => f.unit)).toEqual(['MW/h', 'MW/h', 'MW/h']);
  });

  it('narrows by date range, competition, area, product and provider', async () => {
    expectAnswer(await report('from=2026-02-01&to=2026-02-28'), expected((b) => b.decided.startsWith('2026-02')));
    expectAnswer(await report(`from=2026-01-01&to=2026-12-31&competition=${ids.Beta}`), expected((b) => b.competition === 'Beta'));
    expectAnswer(await report('from=2026-01-01&to=2026-12-31&area=_B'), expected((b) => COMPETITIONS[b.competition].gsp.includes('_B'), '_B'));
    expectAnswer(await report('from=2026-01-01&to=2026-12-31&product=utilisation'), expected((b) => COMPETITIONS[b.competition].type === 'utilisation'));
    expectAnswer(await report(`from=2026-01-01&to=2026-12-31&provider=${ids.P2}`), expected((b) => b.provider === 'P2'));
  });

  it('gives the same figures whether a month is whole in the range or cut by it', async () => {
    // January cut (its days from the 10th) with February whole; January whole with February cut before the 10th.
    expectAnswer(await report('from=2026-01-10&to=2026-02-28'), expected((b) => b.decided >= '2026-01-10' && b.decided < '2026-03'));
    expectAnswer(await report('from=2026-01-01&to=2026-02-09'), expected((b) => b.decided < '2026-02-10'));
    expectAnswer(await report('from=2026-01-16&to=2026-02-10'), expected((b) => b.decided >= '2026-01-16' && b.decided < '2026-02-11'));
    expectAnswer(await report('from=2026-01-10&to=2026-12-31&area=_A'), expected((b) => b.decided >= '2026-01-10' && COMPETITIONS[b.competition].gsp.includes('_A'), '_A'));
    expectAnswer(await report('from=2025-12-20&to=2026-12-31&product=utilisation'), expected((b) => COMPETITIONS[b.competition].type === 'utilisation'));
  });

  it('follows a change of a competition’s GSP groups and guide price', async () => {
    const beta = COMPETITIONS.Beta;
    const before = { gsp: beta.gsp, guide: beta.guides.utilisation };
    const change = async (gsp: string[], guide: number | undefined) => {
      await h.app.db.query('UPDATE competitions SET gsp_groups = $2, utilisation_guide_price = $3 WHERE id = $1', [ids.Beta, gsp, guide?.toFixed(2) ?? null]);
      beta.gsp = gsp;
      beta.guides.utilisation = guide;
    };
    await change(['_C', '_D'], 170);
    try {
      expectAnswer(await report('from=2026-01-01&to=2026-12-31'), expected(() => true));
      expectAnswer(await report('from=2026-01-01&to=2026-12-31&area=_D'), expected((b) => b.competition === 'Beta', '_D'));
    } finally {
      await change(before.gsp, before.guide);
    }
    expectAnswer(await report('from=2026-01-01&to=2026-12-31'), expected(() => true));
  });

  it('never shows another operator’s prices, and says why a report is empty', async () => {
    const theirs = await report('from=2026-01-01&to=2026-12-31', other.token);
    expect(theirs.tables[0]!.rows.map((x) => [x.area, x.price_kind, x.weighted_average])).toEqual([['_A', 'utilisation', '999.00']]);
    expect((await report('from=2025-01-01&to=2025-06-30')).empty).toBe('no_data');
    const fresh = await makeOrganisation(h.app, 'prices-z', 'Prices Z Networks', 'systemoperator');
    expect((await report('from=2026-01-01&to=2026-12-31', fresh.token!)).empty).toBe('no_competitions');
  });

  it('gives the main table as CSV, and refuses providers and users without the analytics permission', async () => {
    const res = await h.app.inject({ method: 'GET', url: `/analytics/reports/price-benchmarks/?from=2026-02-01&to=2026-02-28&format=csv`, headers: { authorization: `Bearer ${operator.token}` } });
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split(/\r\n/);
    expect(lines[0]).toBe('month,product,area,price_kind,accepted_bids,accepted_mw,weighted_average,p10,p50,p90,clearing_price,guide_price');
    expect(lines.slice(1)).toEqual(expected((b) => b.decided.startsWith('2026-02')).rows.map((r) => Object.values(r).map((v) => (v === null ? '' : String(v))).join(',')));
    for (const who of ['providerA', 'user']) expect((await h.get(who, '/analytics/reports/price-benchmarks/')).statusCode).toBe(403);
  });
});
