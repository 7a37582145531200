import { domainHarness, type Json } from '../../../../test/domain-harness.js';

const h = domainHarness();

describe('reference lists and operator views', () => {
  it('serves voltages, need and product types, and override reasons to operators', async () => {
    const v = (await h.get(null, '/flex/voltages/')).json() as Json[];
    expect(v.map((x) => x.value)).toEqual(expect.arrayContaining([0.24, 11, 22, 132]));
    expect(((await h.get(null, '/flex/need-types/')).json() as Json[]).length).toBeGreaterThan(0);
    expect(((await h.get(null, '/flex/product-types/')).json() as Json[]).length).toBeGreaterThan(0);
    const reasons = (await h.get('operatorX', '/flex/qualifications/override-reasons/')).json() as Json[];
    expect(reasons.map((r) => r.value)).toContain('insufficient_financials');
    expect((await h.get(null, '/flex/qualifications/override-reasons/')).statusCode).toBe(401);
  });

  it('lists every asset located in an operator’s own competition, and nobody else’s', async () => {
    const c = await h.app.db.query<{ id: number; n: number }>(
      `SELECT q.competition_id AS id, count(*)::int AS n FROM qualifications q JOIN competitions c ON c.id = q.competition_id
        WHERE c.operator_id = $1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
      [h.orgs['northern-lines-networks']],
    );
    const res = await h.get('operatorX', `/flex/competitions/${c.rows[0]!.id}/assets/`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Json[]).length).toBe(c.rows[0]!.n);
    expect((await h.get('operatorY', `/flex/competitions/${c.rows[0]!.id}/assets/`)).statusCode).toBe(404);
    expect((await h.get('providerA', `/flex/competitions/${c.rows[0]!.id}/assets/`)).statusCode).toBe(403);
  });
});

