/**
 * Market access through the API: each organisation sees its own state per market, registers
 * interest once (again only after a refusal), and only the market's reviewer — its operator, or a
 * platform admin for the platform's markets — moves a registration on, telling the provider by
 * e-mail and live push. Bad input is a 400, never a 5xx.
 */
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import { bearer, login, outbox } from '../../../../test/helpers.js';
import { isApprovedFor } from '../catalogue.js';

const h = domainHarness();
type M = { id: number; kind: string; operator: number | null; state: string; reason: string | null };
const markets = async (who: string) => (await h.get(who, '/flex/markets/')).json() as M[];
const marketOf = (list: M[], kind: string, operator: number | null = null) => list.find((m) => m.kind === kind && m.operator === operator)!;
const register = (who: string, id: number | string) => h.send(who, 'POST', `/markets/markets/${id}/register/`);
const review = (who: string, id: number, body: Json) => h.send(who, 'POST', `/markets/registrations/${id}/review/`, body);
let X: number;
let Y: number;

beforeAll(() => {
  X = h.orgs['northern-lines-networks']!;
  Y = h.orgs['southern-wires']!;
});

describe('GET flex/markets/', () => {
  it("lists every market with the caller's own organisation's state", async () => {
    const a = await markets('providerA');
    const b = await markets('providerB');
    expect(a.map((m) => m.kind).slice(0, 3)).toEqual(['capacity_exchange', 'load_modifications', 'open_market']);
    const operators = (await h.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM organisations WHERE org_type = 'systemoperator' AND is_active`)).rows[0]!.n;
    expect(a.filter((m) => m.kind === 'flexibility')).toHaveLength(operators);
    expect(marketOf(a, 'flexibility', X).state).toBe('approved');
    expect(marketOf(a, 'flexibility', Y).state).toBe('under_review');
    expect(marketOf(a, 'load_modifications')).toMatchObject({ state: 'refused', reason: expect.stringContaining('constrained zones') });
    expect(marketOf(a, 'open_market').state).toBe('none');
    // Voltwise sees its own states, never Brightgrid's.
    expect(marketOf(b, 'flexibility', X).state).toBe('interest_registered');
    expect(marketOf(b, 'flexibility', Y).state).toBe('none');
    expect(marketOf(b, 'load_modifications')).toMatchObject({ state: 'none', reason: null });
  });

  it('is refused (403) to callers without the manage view, 401 anonymously', async () => {
    expect((await h.get('user', '/flex/markets/')).statusCode).toBe(403);
    expect((await h.get('settlement', '/flex/markets/')).statusCode).toBe(403);
    expect((await h.get(null, '/flex/markets/')).statusCode).toBe(401);
  });
});

describe('POST markets/markets/{id}/register/', () => {
  it('registers once, tells the operator live, answers 409 the second time', async () => {
    const target = marketOf(await markets('providerB'), 'flexibility', Y);
    const first = await register('providerB', target.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id: target.id, state: 'interest_registered', reason: null });
    const again = await register('providerB', target.id);
    expect(again.statusCode).toBe(409);
    const events = await h.app.db.query<{ org_ids: number[] }>(`SELECT org_ids FROM events WHERE type = 'market.access.updated' AND (data->>'market')::int = $1`, [target.id]);
    expect(events.rows.at(-1)!.org_ids.sort()).toEqual([h.orgs['voltwise-flex']!, Y].sort());
  });

  it('starts a refused registration over', async () => {
    const refused = marketOf(await markets('providerA'), 'load_modifications');
    const r = await register('providerA', refused.id);
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ state: 'interest_registered', reason: null });
  });

  it('is for providers only, and ids that name no market are 404', async () => {
    const open = marketOf(await markets('providerA'), 'open_market');
    expect((await register('operatorX', open.id)).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'POST', url: `/markets/markets/${open.id}/register/` })).statusCode).toBe(401);
    // A path whose id is not a valid id names no market: not found, as everywhere in the API.
    for (const bad of ['abc', '0', '-1', '1e3', '99999999999']) expect([bad, (await register('providerA', bad)).statusCode]).toEqual([bad, 404]);
    expect((await register('providerA', 2_000_000_000)).statusCode).toBe(404);
  });
});

describe('reviews', () => {
  it("shows an operator only its own market's registrations, and providers none", async () => {
    const x = (await h.get('operatorX', '/markets/registrations/')).json() as Array<{ market: number; organisation_name: string; state: string }>;
    const xMarket = marketOf(await markets('providerA'), 'flexibility', X).id;
    expect(x.length).toBeGreaterThanOrEqual(2);
    expect(x.every((r) => r.market === xMarket)).toBe(true);
    expect(x.map((r) => r.organisation_name).sort()).toEqual(expect.arrayContaining(['Brightgrid Energy', 'Voltwise Flex']));
    expect((await h.get('providerA', '/markets/registrations/')).statusCode).toBe(403);
    expect((await h.get('user', '/markets/registrations/')).statusCode).toBe(403);
  });

  it('moves a registration on (under review, approved) and tells the provider by e-mail and live push', async () => {
    const x = (await h.get('operatorX', '/markets/registrations/')).json() as Array<{ id: number; organisation_name: string; state: string }>;
    const voltwise = x.find((r) => r.organisation_name === 'Voltwise Flex')!;
    expect(voltwise.state).toBe('interest_registered');
    expect((await review('operatorY', voltwise.id, { decision: 'approved' })).statusCode).toBe(403);
    expect((await review('providerB', voltwise.id, { decision: 'approved' })).statusCode).toBe(403);
    const under = await review('operatorX', voltwise.id, { decision: 'under_review' });
    expect(under.statusCode).toBe(200);
    expect(under.json()).toMatchObject({ state: 'under_review', reason: null });
    expect((await review('operatorX', voltwise.id, { decision: 'under_review' })).statusCode).toBe(409);
    expect((await review('operatorX', voltwise.id, { decision: 'approved' })).json()).toMatchObject({ state: 'approved' });
    await h.app.jobs.idle();
    const mails = await outbox(h.app, 'provider@voltwise.test');
    expect(mails.map((m) => m.subject)).toEqual(expect.arrayContaining([
      'Your access to the Northern Lines Networks flexibility market is under review',
      'Your access to the Northern Lines Networks flexibility market is approved',
    ]));
    const pushed = await h.app.db.query<{ state: string }>(`SELECT data->>'state' AS state FROM events WHERE type = 'market.access.updated' AND (data->>'access')::int = $1 ORDER BY id`, [voltwise.id]);
    expect(pushed.rows.map((r) => r.state)).toEqual(['under_review', 'approved']);
    const marketId = marketOf(await markets('providerB'), 'flexibility', X).id;
    expect(await isApprovedFor(h.app.db, h.orgs['voltwise-flex']!, marketId)).toBe(true);
    expect(await isApprovedFor(h.app.db, h.orgs['voltwise-flex']!, 'capacity_exchange')).toBe(true);
    expect(await isApprovedFor(h.app.db, h.orgs['brightgrid-energy']!, 'capacity_exchange')).toBe(false);
    expect(marketOf(await markets('providerB'), 'flexibility', X).state).toBe('approved');
  });

  it('refuses only with a reason, which the provider sees', async () => {
    const x = (await h.get('operatorX', '/markets/registrations/')).json() as Array<{ id: number; organisation_name: string; state: string }>;
    const brightgrid = x.find((r) => r.organisation_name === 'Brightgrid Energy')!;
    expect(brightgrid.state).toBe('approved');
    expect((await review('operatorX', brightgrid.id, { decision: 'refused' })).json()).toEqual({ reason: ['Give the provider a reason for the refusal.'] });
    expect((await review('operatorX', brightgrid.id, { decision: 'refused', reason: '   ' })).statusCode).toBe(400);
    expect((await review('operatorX', brightgrid.id, { decision: 'approved', reason: 'why' })).statusCode).toBe(400);
    const refused = await review('operatorX', brightgrid.id, { decision: 'refused', reason: 'Your framework agreement has lapsed.' });
    expect(refused.json()).toMatchObject({ state: 'refused', reason: 'Your framework agreement has lapsed.' });
    expect(marketOf(await markets('providerA'), 'flexibility', X)).toMatchObject({ state: 'refused', reason: 'Your framework agreement has lapsed.' });
    await h.app.jobs.idle();
    const mail = (await outbox(h.app, 'provider@brightgrid.test')).find((m) => m.subject.includes('was refused'))!;
    expect(mail.body).toContain('Your framework agreement has lapsed.');
  });

  it('leaves the platform’s markets to platform admins', async () => {
    const exchange = marketOf(await markets('providerA'), 'capacity_exchange');
    const id = (await h.app.db.query<{ id: number }>('SELECT id FROM market_access WHERE market_id = $1 AND organisation_id = $2', [exchange.id, h.orgs['brightgrid-energy']!])).rows[0]!.id;
    expect((await review('operatorX', id, { decision: 'approved' })).statusCode).toBe(403);
    await h.app.db.query(`INSERT INTO platform_admins (user_id) SELECT id FROM users WHERE email = 'user@flex.test'`);
    const token = await login(h.app, 'user@flex.test');
    const queue = await h.app.inject({ method: 'GET', url: '/markets/registrations/', headers: bearer(token) });
    expect((queue.json() as Array<{ market_kind: string }>).every((r) => r.market_kind !== 'flexibility')).toBe(true);
    const ok = await h.app.inject({ method: 'POST', url: `/markets/registrations/${id}/review/`, headers: bearer(token), payload: { decision: 'approved' } });
    expect(ok.statusCode).toBe(200);
  });

  it('answers 400 for bad input, never 5xx', async () => {
    for (const body of [{}, { decision: 'maybe' }, { decision: 'refused', reason: 'x'.repeat(1001) }, { decision: 7 }]) {
      expect([body, (await review('operatorX', 1, body)).statusCode]).toEqual([body, 400]);
    }
    expect((await h.send('operatorX', 'POST', '/markets/registrations/abc/review/', { decision: 'approved' })).statusCode).toBe(404);
    expect((await review('operatorX', 2_000_000_000, { decision: 'approved' })).statusCode).toBe(404);
  });
});

test('two registrations at once make one', async () => {
  const open = marketOf(await markets('providerB'), 'open_market');
  const answers = await Promise.all(Array.from({ length: 8 }, () => register('providerB', open.id)));
  expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array<number>(7).fill(409)]);
  const rows = await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM market_access WHERE market_id = $1', [open.id]);
  expect(rows.rows[0]!.n).toBe(1);
});
