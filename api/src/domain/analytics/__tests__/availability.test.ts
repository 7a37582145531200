/** GET analytics/reports/: which reports have something to show, for an operator with nothing, then a market with an accepted bid. */
import { domainHarness } from '../../../../test/domain-harness.js';
import { bearer } from '../../../../test/helpers.js';
import { makeBid, makeCompetition, makeOrganisation, makeWindow } from '../../../../test/support/analytics.js';

const h = domainHarness();

async function list(token: string): Promise<Record<string, string | null>> {
  const res = await h.app.inject({ method: 'GET', url: '/analytics/reports/', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries((res.json() as Array<{ report: string; empty: string | null }>).map((r) => [r.report, r.empty]));
}

it('says why each report is empty, and which have data once the operator has a market', async () => {
  const op = await makeOrganisation(h.app, 'availability-x', 'Availability X Networks', 'systemoperator');
  expect(await list(op.token!)).toEqual({
    'procurement-summary': 'no_competitions',
    'price-benchmarks': 'no_competitions',
    'delivery-performance': 'no_competitions',
    'dispatch-operations': 'no_competitions',
    'spend-invoicing': 'no_settlement',
    'exchange-liquidity': 'no_exchange',
    'baseline-accuracy': 'no_competitions',
  });
  const competition = await makeCompetition(h.app.db, op.id, { name: 'Available' });
  const window = await makeWindow(h.app.db, competition, { name: 'Evening', start: '2026-01-01', end: '2026-01-31', requiredMw: 2 });
  const provider = await makeOrganisation(h.app, 'availability-p', 'Availability P', 'flexprovider');
  const bid = await makeBid(h.app.db, { competition, provider: provider.id, window, capacity: '1' });
  expect(await list(op.token!)).toMatchObject({ 'procurement-summary': null, 'price-benchmarks': 'no_data', 'dispatch-operations': 'no_dispatches', 'baseline-accuracy': 'no_dispatches' });
  await h.app.db.query(`INSERT INTO bid_approvals (bid_id, approved, reason, method) VALUES ($1, true, 'accepted', 'manual')`, [bid]);
  expect(await list(op.token!)).toMatchObject({ 'price-benchmarks': null });
});

it('matches what each report says for the demo operator with data', async () => {
  const listed = await list(h.tokens.operatorX!);
  for (const [report, empty] of Object.entries(listed)) {
    if (empty !== null) continue;
    const res = await h.get('operatorX', `/analytics/reports/${report}/?from=2000-01-01&to=2100-12-31`);
    expect({ report, empty: (res.json() as { empty: string | null }).empty }).toEqual({ report, empty: null });
  }
});
