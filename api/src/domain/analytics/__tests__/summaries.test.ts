/**
 * The bid summaries the procurement and price reports read (summaries.ts, migration 182): every
 * write to bids and decisions shows in the next report at once, whoever re-sums first; concurrent
 * reports and the minute job never sum a competition twice (on the PostgreSQL server too).
 */
import { domainHarness } from '../../../../test/domain-harness.js';
import { bearer } from '../../../../test/helpers.js';
import { makeBid, makeCompetition, makeOrganisation, makeWindow } from '../../../../test/support/analytics.js';
import { refreshSummaries } from '../summaries.js';

const h = domainHarness();

let operator: { id: number; token: string };
let competition = 0;
let window = 0;
const providers: number[] = [];

beforeAll(async () => {
  const db = h.app.db;
  const x = await makeOrganisation(h.app, 'summaries-x', 'Summaries X Networks', 'systemoperator');
  operator = { id: x.id, token: x.token! };
  for (const n of [1, 2, 3]) providers.push((await makeOrganisation(h.app, `summaries-p${n}`, `Summaries P${n}`, 'flexprovider')).id);
  competition = await makeCompetition(db, operator.id, { name: 'Summed', gspGroups: ['_C'] });
  window = await makeWindow(db, competition, { name: 'Evening', start: '2026-03-01', end: '2026-03-31', requiredMw: 10 });
});

async function figures(): Promise<Record<string, number | null>> {
  const res = await h.app.inject({ method: 'GET', url: '/analytics/reports/procurement-summary/?from=2026-03-01&to=2026-03-31', headers: bearer(operator.token) });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { figures: Array<{ key: string; value: number | null }> };
  return Object.fromEntries(body.figures.map((f) => [f.key, f.value]));
}

const decide = (bid: number, approved: boolean) =>
  h.app.db.query(`INSERT INTO bid_approvals (bid_id, approved, reason, method) VALUES ($1, $2, $3, 'manual')
                  ON CONFLICT (bid_id) DO UPDATE SET approved = EXCLUDED.approved, reason = EXCLUDED.reason`, [bid, approved, approved ? 'accepted' : 'rejected_by_operator']);

describe('bid summaries', () => {
  it('show every bid write and decision in the next report', async () => {
    const db = h.app.db;
    const first = await makeBid(db, { competition, provider: providers[0]!, window, capacity: '4' });
    const second = await makeBid(db, { competition, provider: providers[1]!, window, capacity: '3' });
    await decide(first, true);
    expect(await figures()).toMatchObject({ required_mw: 10, offered_mw: 4 + 3, accepted_mw: 4, unmet_mw: 10 - 4 });

    await db.query('UPDATE bids SET capacity = 5 WHERE id = $1', [second]); // amended
    expect(await figures()).toMatchObject({ offered_mw: 4 + 5, accepted_mw: 4 });

    await decide(second, true);
    expect(await figures()).toMatchObject({ offered_mw: 9, accepted_mw: 9, unmet_mw: 1 });

    await db.query('UPDATE bids SET is_active = false WHERE id = $1', [first]); // withdrawn
    expect(await figures()).toMatchObject({ offered_mw: 5, accepted_mw: 5, unmet_mw: 5 });

    await decide(second, false); // decision reversed
    expect(await figures()).toMatchObject({ offered_mw: 5, accepted_mw: 0, unmet_mw: 10 });

    await db.query('DELETE FROM bids WHERE id = $1', [second]);
    expect(await figures()).toMatchObject({ offered_mw: 0, accepted_mw: 0 });
  });

  it('are summed once however many reports and jobs re-sum at the same time', async () => {
    const db = h.app.db;
    const bid = await makeBid(db, { competition, provider: providers[2]!, window, capacity: '2.5' });
    await decide(bid, true);
    const answers = await Promise.all([...Array.from({ length: 8 }, () => figures()), refreshSummaries(db).then(() => null)]);
    for (const answer of answers.filter((a) => a !== null)) {
      // A report that ran while another re-summed may read the figures before its commit: never double ones.
      expect([0, 2.5]).toContain(answer!.accepted_mw);
    }
    expect(await figures()).toMatchObject({ offered_mw: 2.5, accepted_mw: 2.5 });
    const rows = await db.query<{ provider_id: number; bids: number }>('SELECT provider_id, bids FROM analytics_window_bids WHERE competition_id = $1 ORDER BY provider_id', [competition]);
    // The first provider's withdrawn bid is still a bid (neither offered nor accepted); the second's was deleted.
    expect(rows.rows).toEqual([
      { provider_id: providers[0], bids: 1 },
      { provider_id: providers[2], bids: 1 },
    ]);
    await refreshSummaries(db);
    expect((await db.query('SELECT 1 FROM analytics_stale_competitions')).rows).toHaveLength(0);
  });

  it('leave a deleted competition’s prices out of its operator’s month sums', async () => {
    const db = h.app.db;
    const kept = await makeCompetition(db, operator.id, { name: 'Kept', gspGroups: ['_E'] });
    const gone = await makeCompetition(db, operator.id, { name: 'Gone', gspGroups: ['_E'] });
    for (const [c, capacity, price] of [[kept, '2', '11.00'], [gone, '3', '40.00']] as const) {
      const w = await makeWindow(db, c, { name: 'Evening', start: '2026-06-01', end: '2026-06-30', requiredMw: 5 });
      await makeBid(db, { competition: c, provider: providers[0]!, window: w, capacity, prices: { availability: price }, approved: true, decided: '2026-06-15T10:00:00Z' });
    }
    const june = async () => {
      const res = await h.app.inject({ method: 'GET', url: '/analytics/reports/price-benchmarks/?from=2026-06-01&to=2026-06-30&area=_E', headers: bearer(operator.token) });
      return (res.json() as { tables: Array<{ rows: Array<{ accepted_bids: number; clearing_price: string }> }> }).tables[0]!.rows;
    };
    expect(await june()).toMatchObject([{ accepted_bids: 2, clearing_price: '40.00' }]);
    await db.query('DELETE FROM competitions WHERE id = $1', [gone]);
    expect(await june()).toMatchObject([{ accepted_bids: 1, clearing_price: '11.00' }]);
    expect((await db.query('SELECT 1 FROM analytics_price_sources WHERE competition_id = $1', [gone])).rows).toHaveLength(0);
  });

  it('sum the month of two competitions re-summed at the same time once each', async () => {
    const db = h.app.db;
    // Two more competitions of the operator, their bids accepted in one month: re-summed by
    // concurrent reports and the job, the month's sums hold each accepted bid once.
    const accepted: Array<{ capacity: number; price: number }> = [];
    const bids: number[] = [];
    for (const [i, name] of ['Summed A', 'Summed B'].entries()) {
      const c = await makeCompetition(db, operator.id, { name, gspGroups: ['_D'] });
      const w = await makeWindow(db, c, { name: 'Evening', start: '2026-05-01', end: '2026-05-31', requiredMw: 10 });
      for (const [j, capacity] of [1.5, 2].entries()) {
        const price = 10 + i * 3 + j;
        bids.push(await makeBid(db, { competition: c, provider: providers[j]!, window: w, capacity: String(capacity), prices: { availability: price.toFixed(2) }, approved: true, decided: `2026-05-1${i}T10:00:00Z` }));
        accepted.push({ capacity, price });
      }
    }
    const prices = () => h.app.inject({ method: 'GET', url: '/analytics/reports/price-benchmarks/?from=2026-05-01&to=2026-05-31', headers: bearer(operator.token) });
    await Promise.all([...Array.from({ length: 6 }, () => prices()), refreshSummaries(db)]);
    // One of each competition's bids rejected after all, while reports and the job re-sum.
    await Promise.all([decide(bids[1]!, false), decide(bids[3]!, false), ...Array.from({ length: 6 }, () => prices()), refreshSummaries(db)]);
    await refreshSummaries(db);
    const kept = accepted.filter((_, i) => i !== 1 && i !== 3);
    const month = await db.query<{ bids: number; mw: number }>(
      `SELECT sum(bids)::int AS bids, sum(mw)::float8 AS mw FROM analytics_price_months_all WHERE operator_id = $1 AND month = '2026-05' AND kind = 'availability'`,
      [operator.id],
    );
    expect(month.rows[0]).toEqual({ bids: kept.length, mw: kept.reduce((s, b) => s + b.capacity, 0) });
    const res = await prices();
    const main = (res.json() as { tables: Array<{ rows: Array<{ price_kind: string; accepted_bids: number; clearing_price: string }> }> }).tables[0]!.rows;
    expect(main.filter((r) => r.price_kind === 'availability')).toMatchObject([{ accepted_bids: kept.length, clearing_price: Math.max(...kept.map((b) => b.price)).toFixed(2) }]);
  });
});
