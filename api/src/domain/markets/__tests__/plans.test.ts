/**
 * Plans through the API: the organisation's plan per market (Free where it has none), what each
 * unlocks, seats against the best plan's limit; team invitations refused past the limit, and two
 * invitations for the last seat never both pass.
 */
import { domainHarness } from '../../../../test/domain-harness.js';
import { PLANS } from '../plans.js';

const h = domainHarness();
type Answer = {
  subscriptions: Array<{ market: number; market_kind: string; operator_name: string | null; tier: string; renews_on: string | null; features: string[] }>;
  seats: { used: number; limit: number | null };
  features: string[];
};
const invite = (who: string, tag: string) =>
  h.send(who, 'POST', '/auth/team/', { email: `seat-${tag}-${Math.random().toString(36).slice(2)}@example.test`, first_name: 'Sea', last_name: 'T', roles: ['account'] });

test("lists the organisation's plan on every market, its seats and what its best plan includes", async () => {
  const r = await h.get('providerA', '/markets/subscriptions/');
  expect(r.statusCode).toBe(200);
  const a = r.json() as Answer;
  const northern = a.subscriptions.find((s) => s.operator_name === 'Northern Lines Networks')!;
  expect(northern).toMatchObject({ tier: 'full', features: PLANS.find((p) => p.tier === 'full')!.features });
  expect(northern.renews_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(a.subscriptions.find((s) => s.market_kind === 'open_market')).toMatchObject({ tier: 'free', renews_on: null });
  const members = (await h.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE organisation_id = $1 AND is_active`, [h.orgs['brightgrid-energy']])).rows[0]!.n;
  expect(a.seats).toEqual({ used: members, limit: 25 });
  expect(a.features).toContain('settlement');
  const b = (await h.get('providerB', '/markets/subscriptions/')).json() as Answer;
  expect(b.seats.limit).toBe(10);
  expect(b.features).not.toContain('settlement');
});

test('one subscription with its usage; unknown markets are 404; providers only see their own', async () => {
  const list = (await h.get('providerB', '/markets/subscriptions/')).json() as Answer;
  const basic = list.subscriptions.find((s) => s.tier === 'basic')!;
  const one = await h.get('providerB', `/markets/subscriptions/${basic.market}/`);
  expect(one.statusCode).toBe(200);
  expect(one.json()).toMatchObject({ subscription: { market: basic.market, tier: 'basic' }, seats: list.seats });
  // The same market read by Brightgrid is Brightgrid's plan there, not Voltwise's.
  expect(((await h.get('providerA', `/markets/subscriptions/${basic.market}/`)).json() as { subscription: { tier: string } }).subscription.tier).toBe('free');
  expect((await h.get('providerB', '/markets/subscriptions/2000000000/')).statusCode).toBe(404);
  expect((await h.get('user', '/markets/subscriptions/')).statusCode).toBe(403);
});

test('invitations stop at the seat limit with a clear message, and two for the last seat never both pass', async () => {
  const seats = ((await h.get('operatorY', '/markets/subscriptions/')).json() as Answer).seats;
  expect(seats.limit).toBe(10);
  for (let i = seats.used; i < seats.limit! - 1; i++) expect((await invite('operatorY', `fill${i}`)).statusCode).toBe(201);
  const both = await Promise.all([invite('operatorY', 'last-a'), invite('operatorY', 'last-b')]);
  expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  const refused = await invite('operatorY', 'over');
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({
    detail: 'Your plan includes 10 seats and all are taken. Deactivate a member or upgrade your plan under Manage → Subscriptions to invite someone else.',
  });
  expect(((await h.get('operatorY', '/markets/subscriptions/')).json() as Answer).seats.used).toBe(10);
  // A deactivated member frees their seat.
  const team = (await h.get('operatorY', '/auth/team/?is_activated=false')).json() as Array<{ id: number }>;
  expect((await h.send('operatorY', 'POST', `/auth/team/${team[0]!.id}/set_inactive/`)).statusCode).toBe(200);
  expect((await invite('operatorY', 'freed')).statusCode).toBe(201);
});
