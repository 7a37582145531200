/**
 * Bidding follows entry: under the entry-confirmation flag a provider bids only with assets in its
 * confirmed entry (409 with code entry_required, naming the assets by reference, in the caller's
 * language); with the flag off no entry is needed. Entry refusals name assets by reference.
 */
import { domainHarness, type Json } from '../../../../test/domain-harness.js';

const h = domainHarness();

interface Setup {
  competition: number;
  name: string;
  window: number;
  assets: Array<{ id: number; ref: string }>;
  rates: string[];
}

/** An open competition of operator X where provider A has eligible assets, with no ballot and no entry of provider A. */
async function openCompetition(): Promise<Setup> {
  const r = await h.app.db.query<{ id: number; name: string; assets: Array<{ id: number; ref: string }> }>(
    `SELECT c.id, c.name, json_agg(json_build_object('id', a.id, 'ref', a.ref) ORDER BY a.id) AS assets
       FROM qualifications q JOIN flex_assets a ON a.id = q.flex_asset_id JOIN competitions c ON c.id = q.competition_id
      WHERE a.flex_provider_id = $1 AND a.is_active AND q.eligibility_status = 'eligible' AND c.status = 'open' AND c.operator_id = $2 AND c.is_active
        AND EXISTS (SELECT 1 FROM service_windows w WHERE w.competition_id = c.id)
      GROUP BY c.id ORDER BY c.id LIMIT 1`,
    [h.orgs['brightgrid-energy'], h.orgs['northern-lines-networks']],
  );
  const c = r.rows[0];
  if (!c) throw new Error('the test seed has no open competition with provider A’s eligible assets');
  await h.app.db.query('DELETE FROM ballots WHERE competition_id = $1', [c.id]);
  await h.app.db.query('DELETE FROM competition_entries WHERE competition_id = $1 AND flex_provider_id = $2', [c.id, h.orgs['brightgrid-energy']]);
  const w = await h.app.db.query<{ id: number }>('SELECT id FROM service_windows WHERE competition_id = $1 ORDER BY id LIMIT 1', [c.id]);
  const rules = (await h.get('providerA', `/bids/ballots/bidding_rules/?competition=${c.id}`)).json() as Json;
  return { competition: c.id, name: c.name, window: w.rows[0]!.id, assets: c.assets, rates: rules.rate_fields as string[] };
}

const offer = (s: Setup) => ({ service_window: s.window, capacity: 0.1, max_runtime: '0 02:00:00', ...Object.fromEntries(s.rates.map((f) => [f, 10])) });

async function setFlag(enabled: boolean): Promise<void> {
  await h.app.db.query(`UPDATE feature_flags SET enabled = $1 WHERE name = 'entry_confirmation'`, [enabled]);
}

describe('bidding follows entry', () => {
  afterEach(() => setFlag(true));

  it('refuses a ballot with assets outside the confirmed entry, naming them by reference, and takes it once entered', async () => {
    await setFlag(true);
    const s = await openCompetition();
    const asset = s.assets[0]!;
    const refused = await h.send('providerA', 'POST', '/bids/ballots/', { competition: s.competition, flex_assets: [asset.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: `Confirm your entry into ${s.name} with ${asset.ref} before bidding with them.`, code: 'entry_required' });
    const italian = await h.app.inject({
      method: 'POST',
      url: '/bids/ballots/',
      headers: { authorization: `Bearer ${h.tokens.providerA}`, 'accept-language': 'it-IT' },
      payload: { competition: s.competition, flex_assets: [asset.id] },
    });
    expect(italian.json()).toEqual({ detail: `Conferma la tua partecipazione a ${s.name} con ${asset.ref} prima di presentare offerte con queste risorse.`, code: 'entry_required' });

    expect((await h.send('providerA', 'POST', '/flex/competitionentries/', { competition: s.competition, flex_assets: [asset.id] })).statusCode).toBe(201);
    const ballot = await h.send('providerA', 'POST', '/bids/ballots/', { competition: s.competition, flex_assets: [asset.id] });
    expect(ballot.statusCode).toBe(201);
    const id = (ballot.json() as Json).id as number;
    expect((await h.send('providerA', 'POST', `/bids/ballots/${id}/submit/`, { bids: [offer(s)] })).statusCode).toBe(200);
    // An asset entered with another but not itself: still refused, and only it is named.
    if (s.assets[1]) {
      const mixed = await h.send('providerA', 'POST', '/bids/ballots/', { competition: s.competition, flex_assets: [asset.id, s.assets[1].id] });
      expect(mixed.statusCode).toBe(409);
      expect((mixed.json() as Json).detail).toBe(`Confirm your entry into ${s.name} with ${s.assets[1].ref} before bidding with them.`);
    }

    // Withdrawing the entry stops later bids of the existing ballot.
    expect((await h.send('providerA', 'POST', '/flex/competitionentries/', { competition: s.competition, flex_assets: [] })).statusCode).toBe(201);
    const late = await h.send('providerA', 'POST', `/bids/ballots/${id}/submit/`, { bids: [{ ...offer(s), capacity: 0.2 }] });
    expect(late.statusCode).toBe(409);
    expect((late.json() as Json).code).toBe('entry_required');
  });

  it('needs no entry with the flag off', async () => {
    await setFlag(false);
    const s = await openCompetition();
    const ballot = await h.send('providerA', 'POST', '/bids/ballots/', { competition: s.competition, flex_assets: [s.assets[0]!.id] });
    expect(ballot.statusCode).toBe(201);
    expect((await h.send('providerA', 'POST', `/bids/ballots/${(ballot.json() as Json).id as number}/submit/`, { bids: [offer(s)] })).statusCode).toBe(200);
  });
});

describe('entry refusals in the user’s words', () => {
  it('names assets by reference, and never names another provider’s asset or a planned asset’s id', async () => {
    const s = await openCompetition();
    const planned = await h.app.db.query<{ id: number }>('SELECT id FROM planned_assets WHERE flex_provider_id = $1 ORDER BY id LIMIT 1', [h.orgs['brightgrid-energy']]);
    const foreign = await h.app.db.query<{ id: number }>('SELECT id FROM flex_assets WHERE flex_provider_id = $1 ORDER BY id LIMIT 1', [h.orgs['voltwise-flex']]);
    expect(planned.rows).toHaveLength(1);
    for (const id of [planned.rows[0]!.id, foreign.rows[0]!.id]) {
      const res = await h.send('providerA', 'POST', '/flex/competitionentries/', { competition: s.competition, flex_assets: [s.assets[0]!.id, id] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ flex_assets: ['Some of the selected assets are not yours or no longer exist.'] });
    }
    const notQualifying = await h.app.db.query<{ id: number; ref: string }>(
      `SELECT a.id, a.ref FROM flex_assets a WHERE a.flex_provider_id = $1 AND a.is_active
          AND NOT EXISTS (SELECT 1 FROM qualifications q WHERE q.flex_asset_id = a.id AND q.competition_id = $2 AND q.eligibility_status IN ('eligible', 'qualified'))
        ORDER BY a.id LIMIT 1`,
      [h.orgs['brightgrid-energy'], s.competition],
    );
    const other = notQualifying.rows[0]!;
    const res = await h.send('providerA', 'POST', '/flex/competitionentries/', { competition: s.competition, flex_assets: [other.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ flex_assets: [`These assets do not qualify for the competition: ${other.ref}.`] });
  });
});
