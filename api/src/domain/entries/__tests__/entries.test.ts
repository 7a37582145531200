import { domainHarness, total, type Json } from '../../../../test/domain-harness.js';

const h = domainHarness();

describe('entries, confirmations and ballots', () => {
  async function competitionWithQualifyingAssets(status: string) {
    const r = await h.app.db.query<{ id: number; assets: number[] }>(
      `SELECT q.competition_id AS id, array_agg(q.flex_asset_id ORDER BY q.flex_asset_id) AS assets
         FROM qualifications q JOIN flex_assets a ON a.id = q.flex_asset_id JOIN competitions c ON c.id = q.competition_id
        WHERE a.flex_provider_id = $1 AND a.is_active AND q.eligibility_status = 'eligible' AND c.status = $2
        GROUP BY 1 ORDER BY 1 LIMIT 1`,
      [h.orgs['brightgrid-energy'], status],
    );
    return r.rows[0];
  }

  it('confirms entry with own qualifying assets, refuses others, and withdraws with an empty list', async () => {
    const c = (await competitionWithQualifyingAssets('open')) ?? (await competitionWithQualifyingAssets('qualifying'));
    expect(c).toBeDefined();
    const foreign = await h.app.db.query<{ id: number }>('SELECT id FROM flex_assets WHERE flex_provider_id = $1 LIMIT 1', [h.orgs['voltwise-flex']]);
    const bad = await h.send('providerA', 'POST', '/flex/competitionentries/', { competition: c!.id, flex_assets: [foreign.rows[0]!.id] });
    expect(bad.statusCode).toBe(400);
    const ok = await h.send('providerA', 'POST', '/flex/competitionentries/', { competition: c!.id, flex_assets: [c!.assets[0]] });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual(expect.objectContaining({ competition: c!.id, flex_assets: [c!.assets[0]], status: 'confirmed' }));
    const listed = (await h.get('providerA', `/flex/competitionentries/?competition=${c!.id}`)).json() as Json[];
    expect(listed).toHaveLength(1);
    expect((await h.get('providerB', `/flex/competitionentries/?competition=${c!.id}`)).json()).toEqual(
      ((await h.get('providerB', `/flex/competitionentries/?competition=${c!.id}`)).json() as Json[]).filter((e) => e.flex_provider === h.orgs['voltwise-flex']),
    );
    const withdrawn = await h.send('providerA', 'POST', '/flex/competitionentries/', { competition: c!.id, flex_assets: [] });
    expect(withdrawn.json()).toEqual(expect.objectContaining({ status: 'withdrawn', withdrawn: true, flex_assets: [] }));
    expect((await h.send('operatorX', 'POST', '/flex/competitionentries/', { competition: c!.id, flex_assets: [] })).statusCode).toBe(403);
  });

  it('bulk-confirms competitions for a provider (max 50), all or nothing', async () => {
    const c = await competitionWithQualifyingAssets('qualifying');
    expect(c).toBeDefined();
    const tooMany = await h.send('providerA', 'POST', '/flex/competitionconfirmations/bulk_confirm/', { competition_ids: Array.from({ length: 51 }, (_, i) => i + 1) });
    expect(tooMany.statusCode).toBe(400);
    const closed = await h.app.db.query<{ id: number }>(`SELECT id FROM competitions WHERE status = 'closed' LIMIT 1`);
    const mixed = await h.send('providerA', 'POST', '/flex/competitionconfirmations/bulk_confirm/', { competition_ids: [c!.id, closed.rows[0]!.id] });
    expect(mixed.statusCode).toBe(400);
    const ok = await h.send('providerA', 'POST', '/flex/competitionconfirmations/bulk_confirm/', { competition_ids: [c!.id] });
    expect(ok.statusCode).toBe(201);
    const entry = (await h.get('providerA', `/flex/competitionentries/?competition=${c!.id}`)).json() as Json[];
    expect(entry[0]!.flex_assets).toEqual(c!.assets);
    const conf = (await h.get('providerA', `/flex/competitions/${c!.id}/?expand=confirmation`)).json() as Json;
    expect(conf.confirmation).toEqual(expect.objectContaining({ kind: 'entry' }));
    // A team member without manage-bids may not confirm.
    expect((await h.send('settlement', 'POST', '/flex/competitionconfirmations/bulk_confirm/', { competition_ids: [c!.id] })).statusCode).toBe(403);
  });

  it('lets an operator confirm the results of its own closed competitions only', async () => {
    const mine = await h.app.db.query<{ id: number; status: string }>(`SELECT id, status FROM competitions WHERE operator_id = $1`, [h.orgs['northern-lines-networks']]);
    const closed = mine.rows.find((r) => r.status === 'closed');
    const open = mine.rows.find((r) => r.status !== 'closed');
    if (closed) {
      const ok = await h.send('operatorX', 'POST', '/flex/competitionconfirmations/bulk_confirm/', { competition_ids: [closed.id] });
      expect(ok.statusCode).toBe(201);
      const c = (await h.get('operatorX', `/flex/competitions/${closed.id}/?expand=confirmation`)).json() as Json;
      expect(c.confirmation).toEqual(expect.objectContaining({ kind: 'results' }));
    }
    expect((await h.send('operatorX', 'POST', '/flex/competitionconfirmations/bulk_confirm/', { competition_ids: [open!.id] })).statusCode).toBe(400);
    expect((await h.send('operatorY', 'POST', '/flex/competitionconfirmations/bulk_confirm/', { competition_ids: [mine.rows[0]!.id] })).statusCode).toBe(400);
  });

  it('counts active ballots per competition with limit=0, own ballots only', async () => {
    const b = await h.app.db.query<{ competition_id: number; n: number }>(
      `SELECT competition_id, count(*)::int AS n FROM ballots WHERE flex_provider_id = $1 AND is_active GROUP BY 1 LIMIT 1`,
      [h.orgs['brightgrid-energy']],
    );
    if (!b.rows[0]) return;
    const res = await h.get('providerA', `/bids/ballots/?is_active=true&competition=${b.rows[0].competition_id}&limit=0`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(total(res)).toBe(b.rows[0].n);
  });
});

