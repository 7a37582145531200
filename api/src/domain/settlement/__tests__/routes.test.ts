import { domainHarness, type Json } from '../../../../test/domain-harness.js';

const h = domainHarness();

describe('GET /performance/settlement-defaults/', () => {
  it('answers the default configuration of the operator’s country', async () => {
    const gb = await h.get('operatorX', '/performance/settlement-defaults/?country=GB');
    expect(gb.statusCode).toBe(200);
    expect(gb.json()).toEqual({
      interval_minutes: 30,
      baseline: { method: 'historical', days_used: 10, days_considered: 10, day_selection: 'highest', same_day_adjustment: null },
      performance_method: 'energy_ratio',
      min_performance_ratio: 0.5,
      penalty_rate: null,
      invoice_mode: 'self_billed',
      vat_rate_percent: 20,
    });
    const vat = async (country: string) => ((await h.get('providerA', `/performance/settlement-defaults/?country=${country}`)).json() as Json).vat_rate_percent;
    expect([await vat('IT'), await vat('PT'), await vat('AU'), await vat('US')]).toEqual([22, 23, 10, 0]);
    expect(((await h.get('providerA', '/performance/settlement-defaults/?country=IT')).json() as Json).interval_minutes).toBe(15);
  });

  it('refuses an unknown country and anonymous callers', async () => {
    expect((await h.get('operatorX', '/performance/settlement-defaults/?country=FR')).statusCode).toBe(400);
    expect((await h.get('operatorX', '/performance/settlement-defaults/')).statusCode).toBe(400);
    expect((await h.get(null, '/performance/settlement-defaults/?country=GB')).statusCode).toBe(401);
  });
});
