/**
 * The market through the API: ballots and bids with the server's rules, decisions, market
 * clearing, results confirmation with the providers' e-mail, and bulk bids by file.
 */
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import { outbox } from '../../../../test/helpers.js';

const h = domainHarness();

interface Setup {
  competition: number;
  windows: Array<{ id: number; name: string; start_time: string; end_time: string }>;
  assets: number[];
  rates: string[];
}

/** An open competition of operator X where provider A has eligible assets, all entered, cleared of seeded bids. */
async function openCompetition(): Promise<Setup> {
  const r = await h.app.db.query<{ id: number; assets: number[] }>(
    `SELECT q.competition_id AS id, array_agg(q.flex_asset_id ORDER BY q.flex_asset_id) AS assets
       FROM qualifications q JOIN flex_assets a ON a.id = q.flex_asset_id JOIN competitions c ON c.id = q.competition_id
      WHERE a.flex_provider_id = $1 AND a.is_active AND q.eligibility_status = 'eligible' AND c.status = 'open' AND c.operator_id = $2 AND c.is_active
        AND EXISTS (SELECT 1 FROM service_windows w WHERE w.competition_id = c.id)
      GROUP BY 1 ORDER BY 1 LIMIT 1`,
    [h.orgs['brightgrid-energy'], h.orgs['northern-lines-networks']],
  );
  const c = r.rows[0];
  if (!c) throw new Error('the test seed has no open competition with provider A’s eligible assets');
  await h.app.db.query('DELETE FROM ballots WHERE competition_id = $1', [c.id]);
  await h.app.db.query('DELETE FROM competition_confirmations WHERE competition_id = $1 AND kind = $2', [c.id, 'results']);
  // Bidding follows entry (the test seed has the entry-confirmation flag on): provider A enters every qualifying asset.
  expect((await h.send('providerA', 'POST', '/flex/competitionentries/', { competition: c.id, flex_assets: c.assets })).statusCode).toBe(201);
  const windows = await h.app.db.query<Setup['windows'][number]>(
    `SELECT id, name, to_char(start_time, 'HH24:MI') AS start_time, to_char(end_time, 'HH24:MI') AS end_time FROM service_windows WHERE competition_id = $1 ORDER BY id`,
    [c.id],
  );
  const rules = (await h.get('providerA', `/bids/ballots/bidding_rules/?competition=${c.id}`)).json() as Json;
  return { competition: c.id, windows: windows.rows, assets: c.assets, rates: rules.rate_fields as string[] };
}

function offer(s: Setup, window: number, extra: Json = {}): Json {
  const rates = Object.fromEntries(s.rates.map((f) => [f, 10]));
  return { service_window: window, capacity: 0.1, max_runtime: '0 02:00:00', ...rates, ...extra };
}

async function makeBallot(s: Setup, assets = [s.assets[0]!]): Promise<Json> {
  const res = await h.send('providerA', 'POST', '/bids/ballots/', { competition: s.competition, flex_assets: assets });
  expect(res.statusCode).toBe(201);
  return res.json() as Json;
}

describe('ballots and bids', () => {
  it('creates a ballot from the provider’s own qualifying assets only', async () => {
    const s = await openCompetition();
    const foreign = await h.app.db.query<{ id: number }>('SELECT id FROM flex_assets WHERE flex_provider_id = $1 LIMIT 1', [h.orgs['voltwise-flex']]);
    const bad = await h.send('providerA', 'POST', '/bids/ballots/', { competition: s.competition, flex_assets: [foreign.rows[0]!.id] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ flex_assets: [expect.stringContaining('Unknown assets')] });
    const ballot = await makeBallot(s);
    expect(ballot).toEqual(
      expect.objectContaining({
        competition: s.competition,
        assets: [s.assets[0]],
        bids: [],
        bid_count: 0,
        results_confirmed: false,
        ballot_asset_group: expect.objectContaining({ ballot_assets: [{ flex_asset: s.assets[0], planned: false }] }),
      }),
    );
    expect(ballot.max_capacity as number).toBeGreaterThan(0);
    expect((await h.send('operatorX', 'POST', '/bids/ballots/', { competition: s.competition, flex_assets: [s.assets[0]] })).statusCode).toBe(403);
  });

  it('refuses invalid offers, naming each problem on its row, and writes nothing', async () => {
    const s = await openCompetition();
    const ballot = await makeBallot(s);
    const [w1] = s.windows;
    const notTaken = ['availability_price', 'utilisation_price', 'service_fee'].find((f) => !s.rates.includes(f))!;
    const offers = [
      offer(s, w1!.id, { max_runtime: '0 00:00:00' }),
      offer(s, w1!.id, { max_runtime: '24:00:00', capacity: 0.15 }),
      offer(s, w1!.id, { capacity: Math.ceil(ballot.max_capacity as number) + 1, [s.rates[0]!]: null }),
      offer(s, 999999),
      offer(s, w1!.id, { [notTaken]: 5, [s.rates[0]!]: 1.234 }),
    ];
    const res = await h.send('providerA', 'POST', `/bids/ballots/${ballot.id}/submit/`, { bids: offers });
    expect(res.statusCode).toBe(400);
    const errors = (res.json() as { bids: Array<Record<string, string[]>> }).bids;
    expect(errors[0]!.max_runtime).toEqual(['The duration must be longer than zero.']);
    expect(errors[1]!.max_runtime).toEqual(['Hours must be less than 24.']);
    expect(errors[1]!.capacity).toEqual(['Ensure that there are no more than 1 decimal places.']);
    expect(errors[2]!.capacity![0]).toMatch(/more than the ballot's assets can deliver/);
    expect(errors[2]![s.rates[0]!]).toEqual(['This field is required.']);
    expect(errors[3]!.service_window![0]).toMatch(/is not part of/);
    expect(errors[4]![notTaken]![0]).toMatch(/does not take this rate/);
    expect(errors[4]![s.rates[0]!]).toEqual(['Ensure that there are no more than 2 decimal places.']);
    const written = await h.app.db.query('SELECT 1 FROM bids WHERE ballot_id = $1', [ballot.id]);
    expect(written.rows).toHaveLength(0);
  });

  it('places, amends (new version, decision cleared) and keeps every version; an identical resubmission changes nothing', async () => {
    const s = await openCompetition();
    const ballot = await makeBallot(s);
    const w = s.windows[0]!;
    const first = await h.send('providerA', 'POST', `/bids/ballots/${ballot.id}/submit/`, { bids: [offer(s, w.id)] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(expect.objectContaining({ created: 1, amended: 0, unchanged: 0 }));
    const bidId = (first.json() as { bids: number[] }).bids[0]!;
    const again = await h.send('providerA', 'POST', `/bids/ballots/${ballot.id}/submit/`, { bids: [offer(s, w.id)] });
    expect(again.json()).toEqual(expect.objectContaining({ created: 0, amended: 0, unchanged: 1 }));

    // The operator decides; the provider amends; the decision is gone and a version 2 exists.
    expect((await h.send('operatorX', 'POST', '/bids/approvals/decide/', { competition: s.competition, decisions: [{ bid_id: bidId, approved: true }] })).statusCode).toBe(200);
    const amended = await h.send('providerA', 'PATCH', `/bids/bids/${bidId}/`, { capacity: 0.2, max_runtime: '1 01:30:00' });
    expect(amended.statusCode).toBe(200);
    const bid = (await h.get('providerA', `/bids/bids/${bidId}/`)).json() as Json;
    expect(bid).toEqual(expect.objectContaining({ capacity: 0.2, max_runtime: '1 01:30:00', version: 2, outcome: 'pending', approval: null, window_name: w.name }));
    expect((await h.get('operatorX', `/bids/approvals/?competition=${s.competition}`)).json()).toEqual([]);
    const history = (await h.get('providerA', `/bids/bids/${bidId}/history/`)).json() as Json[];
    expect(history.map((v) => [v.version, v.capacity, v.max_runtime])).toEqual([
      [2, 0.2, '1 01:30:00'],
      [1, 0.1, '02:00:00'],
    ]);
    const badPatch = await h.send('providerA', 'PATCH', `/bids/bids/${bidId}/`, { capacity: -1 });
    expect(badPatch.statusCode).toBe(400);
    expect(badPatch.json()).toEqual({ capacity: ['Capacity must be greater than zero.'] });
  });

  it('refuses the same asset in overlapping windows of one competition', async () => {
    const s = await openCompetition();
    const a = await makeBallot(s);
    const b = await makeBallot(s);
    const w = s.windows[0]!;
    expect((await h.send('providerA', 'POST', `/bids/ballots/${a.id}/submit/`, { bids: [offer(s, w.id)] })).statusCode).toBe(200);
    const twice = await h.send('providerA', 'POST', `/bids/ballots/${b.id}/submit/`, { bids: [offer(s, w.id)] });
    expect(twice.statusCode).toBe(400);
    expect((twice.json() as { bids: Array<Record<string, string[]>> }).bids[0]!.service_window![0]).toMatch(/is already offered in/);
  });

  it('shows bids to their provider and the competition’s operator only', async () => {
    const s = await openCompetition();
    const ballot = await makeBallot(s);
    await h.send('providerA', 'POST', `/bids/ballots/${ballot.id}/submit/`, { bids: [offer(s, s.windows[0]!.id)] });
    const own = (await h.get('providerA', `/bids/bids/?competition=${s.competition}`)).json() as Json[];
    expect(own.length).toBeGreaterThan(0);
    expect((await h.get('providerB', `/bids/bids/?competition=${s.competition}`)).json()).toEqual(
      ((await h.get('providerB', `/bids/bids/?competition=${s.competition}`)).json() as Json[]).filter((x) => x.flex_provider === h.orgs['voltwise-flex']),
    );
    expect(((await h.get('operatorX', `/bids/bids/?competition=${s.competition}`)).json() as Json[]).map((x) => x.id)).toEqual(expect.arrayContaining(own.map((x) => x.id)));
    expect((await h.get('operatorY', `/bids/bids/?competition=${s.competition}`)).json()).toEqual([]);
    expect((await h.send('providerB', 'PATCH', `/bids/bids/${own[0]!.id}/`, { capacity: 0.1 })).statusCode).toBe(404);
  });
});

describe('decisions, market clearing and results', () => {
  it('clears with an excluded GSP, confirms, refuses late changes and e-mails the provider', async () => {
    const s = await openCompetition();
    const ballot = await makeBallot(s, s.assets.slice(0, 1));
    const w = s.windows[0]!;
    const placed = await h.send('providerA', 'POST', `/bids/ballots/${ballot.id}/submit/`, { bids: [offer(s, w.id)] });
    expect(placed.statusCode).toBe(200);
    const bidId = (placed.json() as { bids: number[] }).bids[0]!;
    const gsps = (await h.get('operatorX', `/mca/gsps/?competition=${s.competition}`)).json() as { gsps: string[] };
    const bid = (await h.get('operatorX', `/bids/bids/${bidId}/`)).json() as { gsps: string[] };
    expect(bid.gsps.length).toBeGreaterThan(0);
    expect(gsps.gsps).toEqual(expect.arrayContaining(bid.gsps));

    const today = new Date().toISOString().slice(0, 10);
    const far = new Date(Date.now() + 800 * 86_400_000).toISOString().slice(0, 10);
    const period = await h.app.db.query<{ start: string; end: string }>('SELECT p.start, p."end" FROM service_periods p JOIN service_windows w ON w.service_period_id = p.id WHERE w.id = $1', [w.id]);
    const interval = {
      start_time: w.start_time,
      end_time: w.end_time,
      max_utilisation_rate: 1000,
      required_capacity: 50,
      exclude_gsps: [bid.gsps[0]!],
      period_dates: [period.rows[0]!.start, period.rows[0]!.end],
    };
    const run = await h.send('operatorX', 'POST', '/mca/decisionsets/', { competition: s.competition, demand_intervals: [interval] });
    expect(run.statusCode).toBe(200);
    const set = run.json() as { decisions: Array<{ bid_id: number; approved: boolean; reason: string }>; intervals: Json[]; pricing: string };
    const mine = set.decisions.find((d) => d.bid_id === bidId)!;
    expect(mine).toEqual(expect.objectContaining({ approved: false, reason: 'excluded_gsp', intervals: [] }));
    expect(set.intervals[0]).toEqual(expect.objectContaining({ index: 0, required_capacity: 50, bids: expect.arrayContaining([bidId]) }));
    const badDates = await h.send('operatorX', 'POST', '/mca/decisionsets/', { competition: s.competition, demand_intervals: [{ ...interval, period_dates: [far, today] }] });
    expect(badDates.statusCode).toBe(400);
    expect(badDates.json()).toEqual({ demand_intervals: [{ period_dates: ['The first date must not be after the last.'] }] });
    expect((await h.send('operatorY', 'POST', '/mca/decisionsets/', { competition: s.competition, demand_intervals: [interval] })).statusCode).toBe(400);

    const seen = set.decisions.map(({ bid_id, approved }) => ({ bid_id, approved }));
    const stale = await h.send('operatorX', 'POST', '/mca/decisionsets/confirm/', {
      competition: s.competition,
      demand_intervals: [interval],
      decisions: seen.map((d) => (d.bid_id === bidId ? { ...d, approved: !d.approved } : d)),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: 'The bids changed since market clearing ran. Run it again.' });
    const confirmed = await h.send('operatorX', 'POST', '/mca/decisionsets/confirm/', { competition: s.competition, demand_intervals: [interval], decisions: seen });
    expect(confirmed.statusCode).toBe(201);
    const approvals = (await h.get('operatorX', `/bids/approvals/?competition=${s.competition}`)).json() as Json[];
    expect(approvals.find((a) => a.bid === bidId)).toEqual(expect.objectContaining({ method: 'clearing', reason: mine.reason }));
    const params = (await h.get('operatorX', `/mca/inputparametersets/?competition=${s.competition}`)).json() as Json[];
    expect(params[0]!.demand_intervals).toEqual([interval]);

    // Results: not while open; close bidding (reopened at the end for the other tests); then every bid must be decided.
    const closedAt = (await h.app.db.query<{ closed: Date }>('SELECT closed FROM competitions WHERE id = $1', [s.competition])).rows[0]!.closed;
    const early = await h.send('operatorX', 'POST', '/bids/approvals/confirm/', { competition: s.competition, results_final: true });
    expect(early.statusCode).toBe(409);
    expect((await h.send('operatorX', 'POST', `/flex/competitions/${s.competition}/close_bidding/`)).json()).toEqual(expect.objectContaining({ status: 'closed' }));
    const late = await h.send('providerA', 'POST', `/bids/ballots/${ballot.id}/submit/`, { bids: [offer(s, w.id, { capacity: 0.2 })] });
    expect(late.statusCode).toBe(409);
    expect((late.json() as { detail: string }).detail).toMatch(/Bidding has closed/);
    const undecided = await h.app.db.query<{ id: number }>('SELECT b.id FROM bids b LEFT JOIN bid_approvals ap ON ap.bid_id = b.id WHERE b.competition_id = $1 AND b.is_active AND ap.bid_id IS NULL', [s.competition]);
    if (undecided.rows.length) {
      expect((await h.send('operatorX', 'POST', '/bids/approvals/confirm/', { competition: s.competition, results_final: true })).statusCode).toBe(409);
      await h.send('operatorX', 'POST', '/bids/approvals/decide/', { competition: s.competition, decisions: undecided.rows.map((b) => ({ bid_id: b.id, approved: false })) });
    }
    expect((await h.send('operatorX', 'POST', '/bids/approvals/confirm/', { competition: s.competition })).statusCode).toBe(400);
    const done = await h.send('operatorX', 'POST', '/bids/approvals/confirm/', { competition: s.competition, results_final: true });
    expect(done.statusCode).toBe(201);
    expect(done.json()).toEqual(expect.objectContaining({ competition: s.competition, emails: 1 }));
    expect((await h.send('operatorX', 'POST', '/bids/approvals/decide/', { competition: s.competition, decisions: [{ bid_id: bidId, approved: true }] })).statusCode).toBe(409);
    expect((await h.send('operatorX', 'POST', '/bids/approvals/confirm/', { competition: s.competition, results_final: true })).statusCode).toBe(409);

    const final = (await h.get('providerA', `/bids/bids/${bidId}/`)).json() as Json;
    expect(final).toEqual(expect.objectContaining({ results_confirmed: true, outcome: mine.approved ? 'accepted' : 'rejected', approval: expect.objectContaining({ reason: mine.reason }) }));
    const mails = await outbox(h.app, 'provider@brightgrid.test');
    const results = mails.find((m) => m.kind === 'competition_results');
    expect(results?.body).toContain(mine.approved ? 'ACCEPTED' : 'REJECTED');
    await h.app.db.query(`UPDATE competitions SET closed = $2, status = 'open' WHERE id = $1`, [s.competition, closedAt]);
  });

  it('confirms a day-ahead clearing with a bid outside the demand intervals from the body the MCA modal sends', async () => {
    const s = await openCompetition();
    await h.app.db.query(`UPDATE competitions SET qualification_type = 'piclo_stac' WHERE id = $1`, [s.competition]);
    // Two windows of one period that never overlap: the evening (the demand interval) and a night window outside it.
    const w = s.windows[0]!;
    await h.app.db.query(`UPDATE service_windows SET start_time = '16:00', end_time = '18:00' WHERE id = $1`, [w.id]);
    const night = await h.app.db.query<{ id: number }>(
      `INSERT INTO service_windows (service_period_id, competition_id, name, start_time, end_time, capacity_required)
       SELECT service_period_id, competition_id, 'Night outside the intervals', '02:00', '03:00', 1 FROM service_windows WHERE id = $1 RETURNING id`,
      [w.id],
    );
    const nightId = night.rows[0]!.id;
    const ballot = await makeBallot(s, s.assets.slice(0, 1));
    const placed = await h.send('providerA', 'POST', `/bids/ballots/${ballot.id}/submit/`, { bids: [offer(s, w.id), offer(s, nightId)] });
    expect(placed.statusCode).toBe(200);
    const [eveningBid, nightBid] = (placed.json() as { bids: number[] }).bids as [number, number];
    const period = await h.app.db.query<{ start: string; end: string }>('SELECT p.start, p."end" FROM service_periods p JOIN service_windows w ON w.service_period_id = p.id WHERE w.id = $1', [w.id]);
    // The evening bid (0.1 at 10) is under the cap (1000) and the required capacity (50): accepted. The night bid overlaps no interval.
    const interval = { start_time: '16:00', end_time: '18:00', max_utilisation_rate: 1000, required_capacity: 50, exclude_gsps: null, period_dates: [period.rows[0]!.start, period.rows[0]!.end] };
    const run = await h.send('operatorX', 'POST', '/mca/decisionsets/', { competition: s.competition, demand_intervals: [interval] });
    expect(run.statusCode).toBe(200);
    const set = run.json() as { decisions: Array<{ bid_id: number; approved: boolean; reason: string }> };
    expect(set.decisions.map((d) => [d.bid_id, d.approved, d.reason])).toEqual([
      [eveningBid, true, 'accepted'],
      [nightBid, false, 'not_in_interval'],
    ]);
    // Exactly the modal's body (mfe-manage/src/market/mca/api.ts confirmClearing): the run's intervals and its whole decision list.
    const body = { competition: s.competition, demand_intervals: [interval], decisions: set.decisions.map(({ bid_id, approved }) => ({ bid_id, approved })) };

    const confirmed = await h.send('operatorX', 'POST', '/mca/decisionsets/confirm/', body);
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json()).toEqual({ parameter_set: expect.any(Number), decided: 1, unchanged: 1 });
    const approvals = (await h.get('operatorX', `/bids/approvals/?competition=${s.competition}`)).json() as Json[];
    expect(approvals.map((a) => [a.bid, a.approved, a.method, a.reason])).toEqual([[eveningBid, true, 'clearing', 'accepted']]);

    // Each bid once; and every bid of the run, the one outside the intervals too.
    const twice = await h.send('operatorX', 'POST', '/mca/decisionsets/confirm/', { ...body, decisions: [...body.decisions, body.decisions[0]] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ decisions: ['Send each bid once.'] });
    const partial = await h.send('operatorX', 'POST', '/mca/decisionsets/confirm/', { ...body, decisions: body.decisions.filter((d) => d.bid_id !== nightBid) });
    expect(partial.statusCode).toBe(409);

    // A bid placed after the run, even outside the intervals, changes what the operator saw: 409.
    const morning = await h.app.db.query<{ id: number }>(
      `INSERT INTO service_windows (service_period_id, competition_id, name, start_time, end_time, capacity_required)
       SELECT service_period_id, competition_id, 'Morning outside the intervals', '06:00', '07:00', 1 FROM service_windows WHERE id = $1 RETURNING id`,
      [w.id],
    );
    const morningId = morning.rows[0]!.id;
    expect((await h.send('providerA', 'POST', `/bids/ballots/${ballot.id}/submit/`, { bids: [offer(s, morningId)] })).statusCode).toBe(200);
    const stale = await h.send('operatorX', 'POST', '/mca/decisionsets/confirm/', body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: 'The bids changed since market clearing ran. Run it again.' });

    await h.app.db.query('DELETE FROM ballots WHERE competition_id = $1', [s.competition]);
    await h.app.db.query('DELETE FROM service_windows WHERE id = ANY($1::int[])', [[nightId, morningId]]);
    await h.app.db.query('UPDATE service_windows SET start_time = $2, end_time = $3 WHERE id = $1', [w.id, w.start_time, w.end_time]);
    await h.app.db.query(`UPDATE competitions SET qualification_type = 'standard' WHERE id = $1`, [s.competition]);
  });

  it('auto-decides per window in merit order until the required capacity is met', async () => {
    const s = await openCompetition();
    const w = s.windows[0]!;
    await h.app.db.query('UPDATE service_windows SET capacity_required = 0.2 WHERE id = $1', [w.id]);
    const cheap = await makeBallot(s, [s.assets[0]!]);
    const dear = s.assets[1] ? await makeBallot(s, [s.assets[1]]) : null;
    const price = s.rates.includes('utilisation_price') ? 'utilisation_price' : s.rates[0]!;
    await h.send('providerA', 'POST', `/bids/ballots/${cheap.id}/submit/`, { bids: [offer(s, w.id, { capacity: 0.2, [price]: 5 })] });
    if (dear) await h.send('providerA', 'POST', `/bids/ballots/${dear.id}/submit/`, { bids: [offer(s, w.id, { capacity: 0.1, [price]: 50 })] });
    const res = await h.send('operatorX', 'POST', '/bids/approvals/auto_decide/', { competition: s.competition });
    expect(res.statusCode).toBe(200);
    const out = res.json() as { accepted: number; decisions: Array<{ bid_id: number; approved: boolean; reason: string }> };
    const bids = (await h.get('operatorX', `/bids/bids/?competition=${s.competition}&service_window=${w.id}`)).json() as Json[];
    const byPrice = [...bids].sort((a, b) => (a[price] as number) - (b[price] as number));
    expect(out.decisions.find((d) => d.bid_id === byPrice[0]!.id)).toEqual(expect.objectContaining({ approved: true, reason: 'accepted' }));
    if (dear) expect(out.decisions.find((d) => d.bid_id === byPrice[1]!.id)).toEqual(expect.objectContaining({ approved: false, reason: 'capacity_met' }));
    const summary = ((await h.get('operatorX', `/bids/summaries/?competition=${s.competition}`)).json() as Json[])[0]!;
    expect(summary).toEqual(expect.objectContaining({ competition: s.competition, bids: bids.length, accepted: out.accepted, pending: 0 }));
    expect((await h.get('operatorX', '/bids/summaries/?status=nonsense')).statusCode).toBe(400);
  });
});

describe('bulk bids by file', () => {
  async function upload(csv: string): Promise<Json> {
    const id = await h.app.files.submit({ kind: 'bids', orgId: h.orgs['brightgrid-energy']!, userId: (await userId('provider@brightgrid.test'))!, filename: 'bids.csv', bytes: Buffer.from(csv) });
    await h.app.jobs.idle();
    return (await h.get('providerA', `/files/uploads/${id}/`)).json() as Json;
  }
  async function userId(email: string): Promise<number | undefined> {
    return (await h.app.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]?.id;
  }

  it('writes every row or none, and reports each wrong row', async () => {
    const s = await openCompetition();
    const ref = (await h.app.db.query<{ reference: string }>('SELECT reference FROM competitions WHERE id = $1', [s.competition])).rows[0]!.reference;
    const asset = (await h.app.db.query<{ ref: string }>('SELECT ref FROM flex_assets WHERE id = $1', [s.assets[0]])).rows[0]!.ref;
    const rates = (v: string) => ['availability_price', 'utilisation_price', 'service_fee'].map((f) => (s.rates.includes(f) ? v : '')).join(',');
    // A file written by a program: windows by id, no service_period column.
    const header = 'competition,service_window,assets,capacity,max_runtime,availability_price,utilisation_price,service_fee';
    const good = `${ref},${s.windows[0]!.id},${asset},0.1,02:00:00,${rates('12.5')}`;
    const bad = await upload(`${header}\n${good}\n${ref},${s.windows[0]!.id},NO-SUCH-ASSET,0.1,02:00:00,${rates('1')}\n`);
    expect(bad.status).toBe('Error');
    expect(bad.errors).toEqual([expect.objectContaining({ row: 3, field: 'assets', message: expect.stringContaining('NO-SUCH-ASSET') })]);
    expect((await h.app.db.query('SELECT 1 FROM bids WHERE competition_id = $1', [s.competition])).rows).toHaveLength(0);
    const ok = await upload(`${header}\n${good}\n`);
    expect(ok.status).toBe('Ready');
    expect(ok.result).toEqual(expect.objectContaining({ ballots_created: 1, bids_created: 1 }));
  });

  /** The CSV rows of a text (no quoting in these fixtures), header first. */
  function csvRows(text: string): string[][] {
    return text.replace(/^\uFEFF/, '').trim().split('\r\n').map((line) => line.split(','));
  }

  it('downloads a competition’s template with one row per service window, by period and name, and accepts it filled in', async () => {
    const s = await openCompetition();
    const c = (await h.app.db.query<{ reference: string }>('SELECT reference FROM competitions WHERE id = $1', [s.competition])).rows[0]!;
    const periods = await h.app.db.query<{ window: string; period: string }>(
      'SELECT w.name AS window, p.name AS period FROM service_windows w JOIN service_periods p ON p.id = w.service_period_id WHERE w.competition_id = $1',
      [s.competition],
    );
    const refs = await h.app.db.query<{ ref: string }>(
      `SELECT a.ref FROM qualifications q JOIN flex_assets a ON a.id = q.flex_asset_id
        WHERE q.competition_id = $1 AND a.flex_provider_id = $2 AND a.is_active AND q.eligibility_status = 'eligible' ORDER BY a.ref`,
      [s.competition, h.orgs['brightgrid-energy']],
    );
    const res = await h.get('providerA', `/files/templates/bids/?competition=${s.competition}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`flexmarket-bids-${c.reference}.csv`);
    const [header, ...rows] = csvRows(res.body);
    expect(header).toEqual(['competition', 'service_period', 'service_window', 'assets', 'capacity', 'max_runtime', 'availability_price', 'utilisation_price', 'service_fee']);
    expect(rows).toHaveLength(periods.rows.length);
    expect(rows.map((r) => `${r[1]}|${r[2]}`).sort()).toEqual(periods.rows.map((p) => `${p.period}|${p.window}`).sort());
    for (const r of rows) {
      expect(r[0]).toBe(c.reference);
      expect(r[3]).toBe(refs.rows.map((a) => a.ref).join(';'));
      expect(r.slice(4).every((cell) => cell === '')).toBe(true);
    }
    // No window id anywhere in the template.
    const ids = await h.app.db.query<{ id: number }>('SELECT id FROM service_windows WHERE competition_id = $1', [s.competition]);
    expect(rows.flat().some((cell) => ids.rows.some((w) => cell === String(w.id)))).toBe(false);

    // The first template row filled in with one asset, and uploaded: the bid is in that window.
    const asset = (await h.app.db.query<{ ref: string }>('SELECT ref FROM flex_assets WHERE id = $1', [s.assets[0]])).rows[0]!.ref;
    const prices = ['availability_price', 'utilisation_price', 'service_fee'].map((f) => (s.rates.includes(f) ? '12.5' : ''));
    const filled = [rows[0]![0], rows[0]![1], rows[0]![2], asset, '0.1', '02:00:00', ...prices];
    const done = await upload(`${header!.join(',')}\n${filled.join(',')}\n`);
    expect(done.status).toBe('Ready');
    const bid = await h.app.db.query<{ window: string; period: string }>(
      `SELECT w.name AS window, p.name AS period FROM bids b JOIN service_windows w ON w.id = b.service_window_id JOIN service_periods p ON p.id = w.service_period_id
        WHERE b.competition_id = $1 AND b.is_active`,
      [s.competition],
    );
    expect(bid.rows).toEqual([{ window: rows[0]![2], period: rows[0]![1] }]);
  });

  it('prefills only the assets that may bid: a qualifying asset whose entry was withdrawn is left out', async () => {
    const s = await openCompetition();
    const first = (await h.app.db.query<{ ref: string }>('SELECT ref FROM flex_assets WHERE id = $1', [s.assets[0]])).rows[0]!.ref;
    const entered = csvRows((await h.get('providerA', `/files/templates/bids/?competition=${s.competition}`)).body).slice(1);
    expect(entered[0]![3]!.split(';')).toContain(first);
    // Withdrawing the entry (an entry with no assets) leaves no asset that may bid.
    expect((await h.send('providerA', 'POST', '/flex/competitionentries/', { competition: s.competition, flex_assets: [] })).statusCode).toBeLessThan(300);
    const rows = csvRows((await h.get('providerA', `/files/templates/bids/?competition=${s.competition}`)).body).slice(1);
    expect(rows.length).toBe(entered.length);
    expect(rows.every((r) => r[3] === '')).toBe(true);
  });

  it('refuses template parameters it does not know, and competitions that do not exist', async () => {
    const s = await openCompetition();
    expect((await h.get('providerA', `/files/templates/bids/?competition=${s.competition}&colour=red`)).json()).toEqual({ colour: ['Unknown parameter.'] });
    const bad = await h.get('providerA', '/files/templates/bids/?competition=0x10');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ competition: ['A valid integer is required.'] });
    const missing = await h.get('providerA', '/files/templates/bids/?competition=999999');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ competition: ['No competition has this id.'] });
    expect((await h.get('providerA', '/files/templates/competitions/?competition=1')).statusCode).toBe(403);
    expect((await h.get('operatorX', '/files/templates/bids/?competition=1')).statusCode).toBe(403);
  });

  it('reports every wrong row of a file at once, whichever check finds it', async () => {
    const s = await openCompetition();
    const c = (await h.app.db.query<{ reference: string }>('SELECT reference FROM competitions WHERE id = $1', [s.competition])).rows[0]!;
    const w = (await h.app.db.query<{ window: string; period: string }>(
      'SELECT w.name AS window, p.name AS period FROM service_windows w JOIN service_periods p ON p.id = w.service_period_id WHERE w.competition_id = $1 ORDER BY w.id LIMIT 1',
      [s.competition],
    )).rows[0]!;
    const asset = (await h.app.db.query<{ ref: string }>('SELECT ref FROM flex_assets WHERE id = $1', [s.assets[0]])).rows[0]!.ref;
    const rate = s.rates[0]!;
    // Every rate the competition takes at 10, the first one at `v`.
    const prices = (v: string) => ['availability_price', 'utilisation_price', 'service_fee'].map((f) => (f === rate ? v : s.rates.includes(f) ? '10' : '')).join(',');
    const header = 'competition,service_period,service_window,assets,capacity,max_runtime,availability_price,utilisation_price,service_fee';
    const file = [
      header,
      `${c.reference},${w.period},${w.window},${asset},lots,02:00:00,${prices('10')}`, // row 2: capacity not a number (parsing)
      `${c.reference},${w.period},No such window,${asset},0.1,02:00:00,${prices('10')}`, // row 3: unknown window (applying)
      `${c.reference},${w.period},${w.window},NO-SUCH-ASSET,0.1,02:00:00,${prices('10')}`, // row 4: unknown asset (applying)
      `${c.reference},${w.period},${w.window},${asset},0.1,02:00:00,${prices('1.234')}`, // row 5: three decimals (the bid rules)
      `${c.reference},No such period,${w.window},${asset},0.1,02:00:00,${prices('10')}`, // row 6: unknown period
    ].join('\n');
    const out = await upload(`${file}\n`);
    expect(out.status).toBe('Error');
    const errors = out.errors as Array<{ row: number; field: string; message: string }>;
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [2, 'capacity'],
      [3, 'service_window'],
      [4, 'assets'],
      [5, rate],
      [6, 'service_period'],
    ]);
    expect(errors[1]!.message).toBe(`${c.reference} has no service window named No such window in ${w.period}. Download the competition’s bids template for its windows.`);
    expect((out.stages as Array<{ name: string; state: string; message?: string }>).find((st) => st.state === 'failed')).toEqual(
      expect.objectContaining({ name: 'parsed', message: '5 problems found; nothing was written.' }),
    );
    expect((await h.app.db.query('SELECT 1 FROM bids WHERE competition_id = $1', [s.competition])).rows).toHaveLength(0);
    expect((await h.app.db.query('SELECT 1 FROM ballots WHERE competition_id = $1', [s.competition])).rows).toHaveLength(0);
  });
});
