/**
 * GET analytics/reports/dispatch-operations/: a fresh operator's instructions in two competitions
 * over two months, every way an instruction can end, with response times the test chooses; every
 * cell and figure computed here from those inputs. Another operator's instruction never shows.
 */
import type { Db } from '../../../db/types.js';
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import { bearer } from '../../../../test/helpers.js';
import { makeBid, makeCompetition, makeOrganisation, makeWindow } from '../../../../test/support/analytics.js';
import { loginWithoutAnalytics } from '../../../../test/support/analytics-access.js';

const h = domainHarness();

/** One instruction as the test writes it: times in seconds after its creation. */
interface Given {
  comp: 'c1' | 'c2' | 'other';
  provider: 'p1' | 'p2';
  created: string;
  sentAfter: number | null;
  deadlineAfter: number;
  respondedAfter: number | null;
  response: 'accepted' | 'rejected' | null;
  status: string;
  stoppedAfter: number | null;
}

const GIVEN: Given[] = [
  // Competition 1, March: answered in 60 s, 300 s, not at all (expired), late (900 s against a 600 s deadline),
  // stopped before it was sent, accepted in 120 s then stopped.
  { comp: 'c1', provider: 'p1', created: '2026-03-05T10:00:00Z', sentAfter: 0, deadlineAfter: 600, respondedAfter: 60, response: 'accepted', status: 'accepted', stoppedAfter: null },
  { comp: 'c1', provider: 'p1', created: '2026-03-10T10:00:00Z', sentAfter: 0, deadlineAfter: 600, respondedAfter: 300, response: 'rejected', status: 'rejected', stoppedAfter: null },
  { comp: 'c1', provider: 'p2', created: '2026-03-12T10:00:00Z', sentAfter: 0, deadlineAfter: 600, respondedAfter: null, response: null, status: 'expired', stoppedAfter: null },
  { comp: 'c1', provider: 'p2', created: '2026-03-20T10:00:00Z', sentAfter: 10, deadlineAfter: 600, respondedAfter: 910, response: 'accepted', status: 'accepted', stoppedAfter: null },
  { comp: 'c1', provider: 'p1', created: '2026-03-25T10:00:00Z', sentAfter: null, deadlineAfter: 7200, respondedAfter: null, response: null, status: 'stop', stoppedAfter: 100 },
  { comp: 'c1', provider: 'p1', created: '2026-03-28T10:00:00Z', sentAfter: 0, deadlineAfter: 600, respondedAfter: 120, response: 'accepted', status: 'stop', stoppedAfter: 1800 },
  // Competition 1, April: answered in 30 s; one still awaiting its answer.
  { comp: 'c1', provider: 'p2', created: '2026-04-02T10:00:00Z', sentAfter: 0, deadlineAfter: 600, respondedAfter: 30, response: 'accepted', status: 'accepted', stoppedAfter: null },
  { comp: 'c1', provider: 'p1', created: '2026-04-03T10:00:00Z', sentAfter: 0, deadlineAfter: 600, respondedAfter: null, response: null, status: 'awaiting response', stoppedAfter: null },
  // Competition 2, March: rejected in 45 s.
  { comp: 'c2', provider: 'p2', created: '2026-03-15T10:00:00Z', sentAfter: 0, deadlineAfter: 600, respondedAfter: 45, response: 'rejected', status: 'rejected', stoppedAfter: null },
  // Competition 1, June: outside the range the tests ask for.
  { comp: 'c1', provider: 'p1', created: '2026-06-01T10:00:00Z', sentAfter: 0, deadlineAfter: 600, respondedAfter: 20, response: 'accepted', status: 'accepted', stoppedAfter: null },
  // Another operator's competition, March.
  { comp: 'other', provider: 'p1', created: '2026-03-06T10:00:00Z', sentAfter: 0, deadlineAfter: 600, respondedAfter: 15, response: 'rejected', status: 'rejected', stoppedAfter: null },
];

const NAMES = { c1: 'Dispatch Test North', c2: 'Dispatch Test South', other: 'Dispatch Test Elsewhere', p1: 'Dispatch Test Power One', p2: 'Dispatch Test Power Two' };
const RANGE = 'from=2026-03-01&to=2026-04-30';

interface Operator {
  id: number;
  token: string;
}
interface Competition {
  id: number;
  windowId: number;
}

let x: Operator;
let y: Operator;
let xWithoutAnalytics = '';
const comps: Record<string, Competition> = {};
const providers: Record<string, number> = {};

const later = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();

async function instruct(db: Db, g: Given, bid: number): Promise<void> {
  const c = comps[g.comp]!;
  // One still awaiting its answer has its deadline ahead: with a past one the app's expiry job
  // would rightly end it as expired while the test runs.
  const awaiting = g.status === 'awaiting response';
  const start = awaiting ? '2099-01-02T10:00:00.000Z' : later(g.created, 86_400);
  const deadline = awaiting ? '2099-01-02T09:00:00.000Z' : later(g.created, g.deadlineAfter);
  await db.query(
    `INSERT INTO dispatch_instructions (competition_id, service_window_id, flex_provider_id, bid_id, assets, start, "end", quantity, unit,
                                        response_deadline, status, sent, responded, response, stopped, created)
     VALUES ($1, $2, $3, $4, '{1}', $5, $6, 1, 'MW', $7, $8, $9, $10, $11, $12, $13)`,
    [
      c.id, c.windowId, providers[g.provider], bid, start, later(start, 3600), deadline, g.status,
      g.sentAfter === null ? null : later(g.created, g.sentAfter),
      g.respondedAfter === null ? null : later(g.created, g.respondedAfter),
      g.response,
      g.stoppedAfter === null ? null : later(g.created, g.stoppedAfter),
      g.created,
    ],
  );
}

async function operator(slug: string, name: string): Promise<Operator> {
  const o = await makeOrganisation(h.app, slug, name, 'systemoperator');
  return { id: o.id, token: o.token! };
}

async function competition(operatorId: number, name: string, type: string, gspGroup: string): Promise<Competition> {
  const id = await makeCompetition(h.app.db, operatorId, { name, type, gspGroups: [gspGroup] });
  return { id, windowId: await makeWindow(h.app.db, id, { name: 'Evening', start: '2026-01-01', end: '2026-12-31', requiredMw: 5 }) };
}

beforeAll(async () => {
  const db = h.app.db;
  x = await operator('dispatch-test-grid', 'Dispatch Test Grid');
  y = await operator('dispatch-test-other-grid', 'Dispatch Test Other Grid');
  xWithoutAnalytics = await loginWithoutAnalytics(h.app, x.id, 'dispatcher@dispatch-test-grid.test');
  providers.p1 = (await makeOrganisation(h.app, 'dispatch-test-power-one', NAMES.p1, 'flexprovider')).id;
  providers.p2 = (await makeOrganisation(h.app, 'dispatch-test-power-two', NAMES.p2, 'flexprovider')).id;
  comps.c1 = await competition(x.id, NAMES.c1, 'availability_utilisation', '_A');
  comps.c2 = await competition(x.id, NAMES.c2, 'utilisation', '_B');
  comps.other = await competition(y.id, NAMES.other, 'availability_utilisation', '_A');
  for (const g of GIVEN) {
    const c = comps[g.comp]!;
    await instruct(db, g, await makeBid(db, { competition: c.id, provider: providers[g.provider]!, window: c.windowId, capacity: '2', approved: true }));
  }
});

// ── The expected answer, from GIVEN ────────────────────────────────────────────────────────────
/** Linear interpolation between closest ranks, as PostgreSQL's percentile_cont. */
function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const v = [...values].sort((a, b) => a - b);
  const pos = p * (v.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return v[lo]! + (v[hi]! - v[lo]!) * (pos - lo);
}

function expectedRow(month: string, comp: string, rows: Given[]): Json {
  const times = rows.filter((g) => g.respondedAfter !== null && g.sentAfter !== null).map((g) => g.respondedAfter! - g.sentAfter!);
  const late = rows.filter((g) => g.respondedAfter !== null && g.respondedAfter > g.deadlineAfter).length;
  const onTime = rows.filter((g) => g.respondedAfter !== null && g.respondedAfter <= g.deadlineAfter).length;
  const due = rows.filter((g) => g.respondedAfter !== null || g.status === 'expired').length;
  return {
    month,
    competition: NAMES[comp as 'c1'],
    sent: rows.filter((g) => g.sentAfter !== null).length,
    accepted: rows.filter((g) => g.response === 'accepted').length,
    rejected: rows.filter((g) => g.response === 'rejected').length,
    expired: rows.filter((g) => g.status === 'expired').length,
    stopped: rows.filter((g) => g.stoppedAfter !== null).length,
    median_response_seconds: percentile(times, 0.5),
    p90_response_seconds: percentile(times, 0.9),
    late_responses: late,
    on_time_share: due === 0 ? null : onTime / due,
  };
}

/** The rows for the instructions `keep` lets through, between March and April, by month then competition name. */
function expectedRows(keep: (g: Given) => boolean = () => true): Json[] {
  const inRange = GIVEN.filter((g) => g.comp !== 'other' && g.created >= '2026-03-01' && g.created < '2026-05-01' && keep(g));
  const keys = [...new Set(inRange.map((g) => `${g.created.slice(0, 7)}|${g.comp}`))].sort((a, b) => {
    const [ma, ca] = a.split('|');
    const [mb, cb] = b.split('|');
    return ma === mb ? NAMES[ca as 'c1'].localeCompare(NAMES[cb as 'c1']) : ma!.localeCompare(mb!);
  });
  return keys.map((k) => {
    const [month, comp] = k.split('|') as [string, string];
    return expectedRow(month, comp, inRange.filter((g) => g.created.startsWith(month) && g.comp === comp));
  });
}

function closeTo(actual: Json[], expected: Json[]): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((row, i) => {
    for (const [key, value] of Object.entries(expected[i]!)) {
      if (typeof value === 'number' && !Number.isInteger(value)) expect(row[key]).toBeCloseTo(value, 9);
      else expect([key, row[key]]).toEqual([key, value]);
    }
  });
}

async function report(token: string, query: string): Promise<Json> {
  const res = await h.app.inject({ method: 'GET', url: `/analytics/reports/dispatch-operations/?${query}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as Json;
}

const mainRows = (r: Json) => ((r.tables as Json[])[0]!.rows as Json[]);

describe('dispatch-operations', () => {
  it('counts, response times and lateness per month and competition, each computed from the instructions', async () => {
    const r = await report(x.token, RANGE);
    expect(r.empty).toBeNull();
    const expected = expectedRows();
    // Two months of competition 1 and March of competition 2.
    expect(expected.map((e) => [e.month, e.competition])).toEqual([
      ['2026-03', NAMES.c1],
      ['2026-03', NAMES.c2],
      ['2026-04', NAMES.c1],
    ]);
    closeTo(mainRows(r), expected);
    expect((r.tables as Json[])[0]!.columns).toEqual([
      { key: 'month', kind: 'month' },
      { key: 'competition', kind: 'text' },
      ...['sent', 'accepted', 'rejected', 'expired', 'stopped'].map((key) => ({ key, kind: 'count' })),
      { key: 'median_response_seconds', kind: 'seconds' },
      { key: 'p90_response_seconds', kind: 'seconds' },
      { key: 'late_responses', kind: 'count' },
      { key: 'on_time_share', kind: 'ratio' },
    ]);

    // Figures: the counts summed, and the on-time share over every answer due in the range.
    const inRange = GIVEN.filter((g) => g.comp !== 'other' && g.created >= '2026-03-01' && g.created < '2026-05-01');
    const due = inRange.filter((g) => g.respondedAfter !== null || g.status === 'expired');
    const onTime = due.filter((g) => g.respondedAfter !== null && g.respondedAfter <= g.deadlineAfter);
    const figures = Object.fromEntries((r.figures as Json[]).map((f) => [f.key, f.value]));
    expect(figures).toEqual({
      sent: inRange.filter((g) => g.sentAfter !== null).length,
      accepted: inRange.filter((g) => g.response === 'accepted').length,
      rejected: inRange.filter((g) => g.response === 'rejected').length,
      expired: inRange.filter((g) => g.status === 'expired').length,
      stopped: inRange.filter((g) => g.stoppedAfter !== null).length,
      on_time_share: onTime.length / due.length,
    });
    // By hand: 9 instructions in range, 8 sent; answers due 7 (6 answered, 1 expired), 5 on time.
    expect([figures.sent, due.length, onTime.length]).toEqual([8, 7, 5]);

    // The chart: per month, the endings summed over competitions.
    expect((r.chart as Json).points).toEqual(
      ['2026-03', '2026-04'].map((month) => {
        const m = inRange.filter((g) => g.created.startsWith(month));
        return {
          month,
          accepted: m.filter((g) => g.response === 'accepted').length,
          rejected: m.filter((g) => g.response === 'rejected').length,
          expired: m.filter((g) => g.status === 'expired').length,
          stopped: m.filter((g) => g.stoppedAfter !== null).length,
        };
      }),
    );
  });

  it('narrows by date range, competition, area, product and provider', async () => {
    closeTo(mainRows(await report(x.token, 'from=2026-04-01&to=2026-04-30')), expectedRows((g) => g.created >= '2026-04-01'));
    closeTo(mainRows(await report(x.token, `${RANGE}&competition=${comps.c2!.id}`)), expectedRows((g) => g.comp === 'c2'));
    closeTo(mainRows(await report(x.token, `${RANGE}&area=_B`)), expectedRows((g) => g.comp === 'c2'));
    closeTo(mainRows(await report(x.token, `${RANGE}&product=availability_utilisation`)), expectedRows((g) => g.comp === 'c1'));
    closeTo(mainRows(await report(x.token, `${RANGE}&provider=${providers.p2}`)), expectedRows((g) => g.provider === 'p2'));
    // The whole year up to June takes the June instruction in too.
    expect(mainRows(await report(x.token, 'from=2026-01-01&to=2026-06-30')).map((row) => row.month)).toEqual(['2026-03', '2026-03', '2026-04', '2026-06']);
    const none = await report(x.token, 'from=2025-01-01&to=2025-12-31');
    expect([none.empty, mainRows(none)]).toEqual(['no_data', []]);
  });

  it("shows only the caller's own competitions and names no provider", async () => {
    const mine = await report(x.token, RANGE);
    const body = JSON.stringify(mine);
    expect(body).not.toContain(NAMES.other);
    expect(body).not.toContain(NAMES.p1);
    expect(body).not.toContain(NAMES.p2);
    // The other operator sees its one instruction, and none of these.
    const theirs = await report(y.token, RANGE);
    expect(mainRows(theirs)).toEqual([expect.objectContaining({ month: '2026-03', competition: NAMES.other, sent: 1, rejected: 1 })]);
    expect(JSON.stringify(theirs)).not.toContain(NAMES.c1);
    // Another operator's competition as the filter gives nothing.
    expect(mainRows(await report(x.token, `${RANGE}&competition=${comps.other!.id}`))).toEqual([]);
  });

  it('says why it is empty: an operator without competitions, then without instructions', async () => {
    const fresh = await operator('dispatch-test-empty-grid', 'Dispatch Test Empty Grid');
    expect((await report(fresh.token, RANGE)).empty).toBe('no_competitions');
    await competition(fresh.id, 'Dispatch Test Quiet', 'utilisation', '_C');
    expect((await report(fresh.token, RANGE)).empty).toBe('no_dispatches');
  });

  it('is for operators holding analytics only, and gives the main table as CSV', async () => {
    const url = `/analytics/reports/dispatch-operations/?${RANGE}`;
    expect((await h.get('providerA', url)).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url, headers: bearer(xWithoutAnalytics) })).statusCode).toBe(403);
    const csv = await h.app.inject({ method: 'GET', url: `${url}&format=csv`, headers: bearer(x.token) });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('month,competition,sent,accepted,rejected,expired,stopped,median_response_seconds,p90_response_seconds,late_responses,on_time_share');
    expect(lines).toHaveLength(1 + expectedRows().length);
    expect(lines[1]!.startsWith(`2026-03,${NAMES.c1},`)).toBe(true);
  });
});
