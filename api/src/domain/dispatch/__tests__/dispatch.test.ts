/**
 * Dispatch instructions through the API: create (single, bulk) for accepted bids only, send now
 * or schedule (sent on time by the job), respond once before the deadline, expiry at the deadline
 * by the job, stop (final), illegal transitions 409, who may see and do what, events and e-mails.
 */
import { domainHarness, ACTORS, type Actor, type Json } from '../../../../test/domain-harness.js';
import { outbox } from '../../../../test/helpers.js';
import { competitionFacts, windowsOf } from '../../market/facts.js';
import { instancesOf } from '../../market/windows.js';
import { instantOf } from '../validate.js';

const h = domainHarness();
const URL = '/dispatch/v1/instructions/';

interface Target {
  competition: number;
  service_window: number;
  flex_provider: number;
  bid: number;
  assets: number[];
  capacity: number;
  operator: Actor;
  otherOperator: Actor;
  provider: Actor;
  otherProvider: Actor;
  /** A future delivery time of the window (real instants, ms). */
  slot: { start: number; end: number };
  outside: number;
}
let T: Target;

const iso = (ms: number) => new Date(ms).toISOString();
const actorOf = (orgId: number): Actor => {
  const slug = Object.entries(h.orgs).find(([, id]) => id === orgId)![0];
  return ({ 'brightgrid-energy': 'providerA', 'voltwise-flex': 'providerB', 'northern-lines-networks': 'operatorX', 'southern-wires': 'operatorY' } as Record<string, Actor>)[slug]!;
};

beforeAll(async () => {
  // The test seed clears a competition of an operator nobody logs in as: hand it to operator X.
  await h.app.db.query(
    `UPDATE competitions SET operator_id = $1 WHERE id IN (SELECT competition_id FROM competition_confirmations WHERE kind = 'results')
        AND operator_id NOT IN ($1, $2)`,
    [h.orgs['northern-lines-networks'], h.orgs['southern-wires']],
  );
  const r = await h.app.db.query<{ id: number; competition_id: number; service_window_id: number; flex_provider_id: number; capacity: number; operator_id: number }>(
    `SELECT b.id, b.competition_id, b.service_window_id, b.flex_provider_id, b.capacity::float8 AS capacity, c.operator_id
       FROM bids b JOIN bid_approvals ap ON ap.bid_id = b.id AND ap.approved JOIN competitions c ON c.id = b.competition_id
       JOIN organisations o ON o.id = b.flex_provider_id JOIN organisations op ON op.id = c.operator_id
      WHERE b.is_active AND o.slug IN ('brightgrid-energy', 'voltwise-flex') AND op.slug IN ('northern-lines-networks', 'southern-wires')
        AND EXISTS (SELECT 1 FROM competition_confirmations cc WHERE cc.competition_id = c.id AND cc.kind = 'results') ORDER BY b.id`,
  );
  const now = Date.now();
  for (const b of r.rows) {
    const c = (await competitionFacts(h.app.db, b.competition_id))!;
    const w = (await windowsOf(h.app.db, c.id, c.holiday_calendar)).get(b.service_window_id)!;
    const next = instancesOf(w).map((i) => ({ start: instantOf(i.start), end: instantOf(i.end) })).find((i) => i.start > now + 10 * 60_000);
    if (!next) continue;
    const bid = (await h.get(actorOf(b.operator_id), `/bids/bids/${b.id}/`)).json() as Json;
    // Dispatch needs the bid's obligation to bind: its contract accepted (the seed may have left it awaiting acceptance or terminated).
    await h.app.db.query(
      `UPDATE contracts SET status = 'active', accepted_at = now(), accepted_name = 'Test', terms_read = true, terminated_at = NULL, termination_reason = NULL, termination_date = NULL
        WHERE id = (SELECT contract_id FROM obligations WHERE bid_id = $1)`,
      [b.id],
    );
    T = {
      competition: b.competition_id,
      service_window: b.service_window_id,
      flex_provider: b.flex_provider_id,
      bid: b.id,
      assets: bid.assets as number[],
      capacity: b.capacity,
      operator: actorOf(b.operator_id),
      otherOperator: actorOf(b.operator_id) === 'operatorX' ? 'operatorY' : 'operatorX',
      provider: actorOf(b.flex_provider_id),
      otherProvider: actorOf(b.flex_provider_id) === 'providerA' ? 'providerB' : 'providerA',
      slot: { start: next.start, end: Math.min(next.end, next.start + 30 * 60_000) },
      outside: next.end + 60_000,
    };
    return;
  }
  throw new Error('the test seed has no accepted bid of a demo provider with a future delivery time');
});

function body(extra: Json = {}): Json {
  return {
    competition: T.competition,
    service_window: T.service_window,
    flex_provider: T.flex_provider,
    assets: T.assets,
    start: iso(T.slot.start),
    end: iso(T.slot.end),
    quantity: Math.min(T.capacity, 0.5),
    response_deadline: iso(Math.min(T.slot.start, Date.now() + 3_600_000)),
    ...extra,
  };
}

async function create(extra: Json = {}): Promise<Json> {
  const res = await h.send(T.operator, 'POST', URL, body(extra));
  expect(res.statusCode).toBe(201);
  return res.json() as Json;
}

/** Waits (on the job queue, not the clock) until the instruction reaches the status, up to `ms`. */
async function until(id: number, status: string, ms = 15_000): Promise<Json> {
  const stopAt = Date.now() + ms;
  for (;;) {
    await h.app.jobs.idle();
    const r = await h.app.db.query<{ status: string }>('SELECT status FROM dispatch_instructions WHERE id = $1', [id]);
    if (r.rows[0]?.status === status) return (await h.get(T.operator, `${URL}${id}/`)).json() as Json;
    if (Date.now() > stopAt) throw new Error(`instruction ${id} is still ${r.rows[0]?.status}, expected ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function eventsOf(id: number): Promise<Array<{ type: string; org_ids: number[]; data: Json }>> {
  const r = await h.app.db.query<{ type: string; org_ids: number[]; data: Json }>(
    `SELECT type, org_ids, data FROM events WHERE (data->'instruction'->>'id')::int = $1 ORDER BY id`,
    [id],
  );
  return r.rows.map((e) => ({ ...e, org_ids: e.org_ids.map(Number) }));
}

const respond = (who: Actor, instruction: number, response: string) => h.send(who, 'POST', '/dispatch/v2/responses/', { instruction, response });
const stop = (who: Actor, instruction: number) => h.send(who, 'POST', '/dispatch/v1/stop/', { instruction });

describe('demo seed', () => {
  it('(before any test adds its own) gives both demo providers an instruction awaiting response and a scheduled one, past ones with their outcomes', async () => {
    const r = await h.app.db.query<{ slug: string; statuses: string[]; past_ok: boolean }>(
      `SELECT o.slug, array_agg(DISTINCT d.status ORDER BY d.status) AS statuses,
              bool_and(d."end" > now() OR d.status IN ('accepted', 'rejected', 'expired')) AS past_ok
         FROM dispatch_instructions d JOIN organisations o ON o.id = d.flex_provider_id
        GROUP BY o.slug ORDER BY o.slug`,
    );
    const bySlug = Object.fromEntries(r.rows.map((x) => [x.slug, x]));
    for (const slug of ['brightgrid-energy', 'voltwise-flex']) {
      expect(bySlug[slug]?.statuses).toEqual(expect.arrayContaining(['awaiting response', 'scheduled']));
      expect(bySlug[slug]?.past_ok).toBe(true);
    }
  });
});

describe('creating', () => {
  it('sends at once: awaiting response, visible to the provider, history, event to both and an e-mail', async () => {
    const i = await create();
    expect(i).toMatchObject({ status: 'awaiting response', bid: T.bid, assets: T.assets, send_at: null, response: null, unit: expect.stringMatching(/^MW|MVAr$/) });
    expect(i.sent).not.toBeNull();
    expect((i.asset_refs as string[]).length).toBe(T.assets.length);
    const seen = await h.get(T.provider, `${URL}${i.id}/`);
    expect(seen.statusCode).toBe(200);
    const twoG = (await h.get(T.provider, `/dispatch/v1/instructions-2g/${i.id}/`)).json() as Json;
    expect((twoG.asset_details as Json[]).map((a) => a.id)).toEqual(T.assets);
    const history = (await h.get(T.provider, `/dispatch/v1/events/?instruction=${i.id}`)).json() as Json[];
    expect(history.map((e) => [e.kind, e.status])).toEqual([['created', 'created'], ['sent', 'awaiting response']]);
    const events = await eventsOf(i.id as number);
    expect(events).toEqual([{ type: 'dispatch.instruction.created', org_ids: expect.arrayContaining([h.orgs[slugOf(T.operator)], T.flex_provider]), data: { instruction: expect.objectContaining({ id: i.id, status: 'awaiting response' }) } }]);
    const mails = (await outbox(h.app, ACTORS[T.provider])).filter((m) => m.subject.startsWith(`Dispatch instruction ${i.id}:`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('Your response is final');
  });

  it('creates many at once with bulk, in one transaction', async () => {
    const ok = await h.send(T.operator, 'POST', `${URL}bulk/`, [body(), body({ quantity: 0.1 })]);
    expect(ok.statusCode).toBe(201);
    expect((ok.json() as Json[]).map((x) => x.status)).toEqual(['awaiting response', 'awaiting response']);
    const before = await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dispatch_instructions');
    const bad = await h.send(T.operator, 'POST', `${URL}bulk/`, [body(), body({ quantity: T.capacity + 1 })]);
    expect(bad.statusCode).toBe(400);
    const after = await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dispatch_instructions');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('must match an accepted bid: window, assets, capacity, delivery time, deadline', async () => {
    const cases: Array<[Json, string, RegExp]> = [
      [{ quantity: T.capacity + 1 }, 'quantity', /capacity/],
      [{ assets: [...T.assets, 2147483000] }, 'assets', /accepted bid/],
      [{ start: iso(T.outside), end: iso(T.outside + 60_000) }, 'start', /delivery time/],
      [{ end: iso(T.slot.start) }, 'end', /after the start/],
      [{ response_deadline: iso(Date.now() - 60_000) }, 'response_deadline', /future/],
      [{ response_deadline: iso(T.slot.start + 60_000) }, 'response_deadline', /no later than the start/],
      [{ send_at: iso(Date.now() - 3_600_000) }, 'send_at', /past/],
      [{ bid: 2147483000 }, 'bid', /not an accepted bid/],
      [{ flex_provider: h.orgs['harbour-battery'] }, 'flex_provider', /no accepted bid/],
    ];
    for (const [extra, field, message] of cases) {
      const res = await h.send(T.operator, 'POST', URL, body(extra));
      expect([res.statusCode, field, (res.json() as Record<string, string[]>)[field]?.[0]]).toEqual([400, field, expect.stringMatching(message)]);
    }
    // A bid that was rejected cannot be dispatched either.
    const rejected = await h.app.db.query<{ id: number; service_window_id: number; flex_provider_id: number }>(
      'SELECT b.id, b.service_window_id, b.flex_provider_id FROM bids b JOIN bid_approvals ap ON ap.bid_id = b.id AND NOT ap.approved WHERE b.competition_id = $1 LIMIT 1',
      [T.competition],
    );
    if (rejected.rows[0]) {
      const res = await h.send(T.operator, 'POST', URL, body({ bid: rejected.rows[0].id, service_window: rejected.rows[0].service_window_id, flex_provider: rejected.rows[0].flex_provider_id }));
      expect(res.statusCode).toBe(400);
    }
  });

  it('falls inside the bid’s obligation, names it, and is refused while its contract does not bind', async () => {
    const ob = (
      await h.app.db.query<{ id: number; capacity: number; contract_id: number; reference: string }>(
        'SELECT ob.id, ob.capacity::float8 AS capacity, k.id AS contract_id, k.reference FROM obligations ob JOIN contracts k ON k.id = ob.contract_id WHERE ob.bid_id = $1',
        [T.bid],
      )
    ).rows[0]!;
    const made = await create();
    expect(made).toMatchObject({ obligation: ob.id, contract_reference: ob.reference });
    const listed = (await h.get(T.operator, `${URL}?obligation=${ob.id}&limit=500`)).json() as Json[];
    expect(listed.map((i) => i.id)).toContain(made.id);

    const above = await h.send(T.operator, 'POST', URL, body({ quantity: ob.capacity + 0.5 }));
    expect(above.statusCode).toBe(400);
    expect((above.json() as Record<string, string[]>).quantity?.[0]).toContain(`(obligation ${ob.id} of contract ${ob.reference})`);

    const slotDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(T.slot.start));
    const refusal = async () => {
      const res = await h.send(T.operator, 'POST', URL, body());
      expect(res.statusCode).toBe(400);
      return (res.json() as Record<string, string[]>).bid?.[0] ?? '';
    };
    try {
      await h.app.db.query(`UPDATE contracts SET status = 'awaiting_acceptance', accepted_at = NULL, accepted_name = NULL WHERE id = $1`, [ob.contract_id]);
      expect(await refusal()).toBe(`Contract ${ob.reference} awaits the provider’s acceptance; obligation ${ob.id} can be dispatched once the contract is accepted.`);
      // Terminated with the slot's day as the first day it no longer runs: its last day is the day before.
      await h.app.db.query(
        `UPDATE contracts SET status = 'terminated', accepted_at = now(), accepted_name = 'Test', terminated_at = now(), termination_reason = 'Test', termination_date = $2::date WHERE id = $1`,
        [ob.contract_id, slotDay],
      );
      const lastDay = new Date(Date.parse(`${slotDay}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      expect(await refusal()).toBe(`Contract ${ob.reference} was terminated with ${lastDay} as its last day; obligation ${ob.id} does not bind after it.`);
      await h.app.db.query(`UPDATE contracts SET accepted_at = NULL, accepted_name = NULL WHERE id = $1`, [ob.contract_id]);
      expect(await refusal()).toBe(`Contract ${ob.reference} was withdrawn before it was accepted; obligation ${ob.id} never bound.`);
    } finally {
      await h.app.db.query(
        `UPDATE contracts SET status = 'active', accepted_at = now(), accepted_name = 'Test', terminated_at = NULL, termination_reason = NULL, termination_date = NULL WHERE id = $1`,
        [ob.contract_id],
      );
    }
    expect((await h.send(T.operator, 'POST', URL, body())).statusCode).toBe(201);
  });

  it('only the competition’s operator creates', async () => {
    expect((await h.send(T.otherOperator, 'POST', URL, body())).statusCode).toBe(403);
    expect((await h.send(T.provider, 'POST', URL, body())).statusCode).toBe(403);
    expect((await h.send('user', 'POST', URL, body())).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'POST', url: URL, payload: body() })).statusCode).toBe(401);
  });
});

describe('the lifecycle', () => {
  it('a scheduled instruction is sent on time by the job, and only then reaches the provider', async () => {
    const sendAt = Date.now() + 2_000;
    const i = await create({ send_at: iso(sendAt) });
    expect(i).toMatchObject({ status: 'scheduled', sent: null });
    expect((await h.get(T.provider, `${URL}${i.id}/`)).statusCode).toBe(404);
    expect((await eventsOf(i.id as number)).map((e) => [e.type, e.org_ids])).toEqual([['dispatch.instruction.created', [h.orgs[slugOf(T.operator)]]]]);
    expect((await respond(T.provider, i.id as number, 'accepted')).statusCode).toBe(404);
    const sent = await until(i.id as number, 'awaiting response');
    const at = Date.parse(sent.sent as string);
    expect(at).toBeGreaterThanOrEqual(sendAt - 1_000);
    expect(at - sendAt).toBeLessThan(4_000);
    expect((await h.get(T.provider, `${URL}${i.id}/`)).statusCode).toBe(200);
    const events = await eventsOf(i.id as number);
    expect(events[1]).toMatchObject({ type: 'dispatch.instruction.created', org_ids: expect.arrayContaining([T.flex_provider]) });
    expect((await outbox(h.app, ACTORS[T.provider])).some((m) => m.subject.startsWith(`Dispatch instruction ${i.id}:`))).toBe(true);
  });

  it('the provider responds once; the response is final', async () => {
    const i = await create();
    expect((await respond(T.otherProvider, i.id as number, 'accepted')).statusCode).toBe(404);
    expect((await respond(T.operator, i.id as number, 'accepted')).statusCode).toBe(403);
    const ok = await respond(T.provider, i.id as number, 'accepted');
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ id: i.id, status: 'accepted', response: 'accepted' });
    const again = await respond(T.provider, i.id as number, 'rejected');
    expect(again.statusCode).toBe(409);
    expect((again.json() as Json).detail).toMatch(/already accepted .*final/);
    const last = (await eventsOf(i.id as number)).at(-1)!;
    expect(last).toMatchObject({ type: 'dispatch.instruction.responded', data: { response: 'accepted', instruction: expect.objectContaining({ status: 'accepted' }) } });
  });

  it('refuses a response after the deadline, and the job expires the instruction at its deadline', async () => {
    const late = await create();
    await h.app.db.query(`UPDATE dispatch_instructions SET response_deadline = now() - interval '1 second' WHERE id = $1`, [late.id]);
    const refused = await respond(T.provider, late.id as number, 'accepted');
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as Json).detail).toMatch(/deadline passed/);

    const deadline = Date.now() + 2_000;
    const i = await create({ response_deadline: iso(deadline) });
    const expired = await until(i.id as number, 'expired');
    const history = (await h.get(T.operator, `/dispatch/v1/events/?instruction=${i.id}`)).json() as Json[];
    const at = Date.parse(history.at(-1)!.created as string);
    expect(history.at(-1)).toMatchObject({ kind: 'expired', actor_name: null });
    expect(at).toBeGreaterThanOrEqual(deadline - 1_000);
    expect(at - deadline).toBeLessThan(4_000);
    expect(expired.response).toBeNull();
    expect((await eventsOf(i.id as number)).at(-1)!.type).toBe('dispatch.instruction.expired');
    const answer = await respond(T.provider, i.id as number, 'rejected');
    expect(answer.statusCode).toBe(409);
    expect((answer.json() as Json).detail).toMatch(/expired/);
  });

  it('the operator stops (final); the provider is told at once by event and e-mail', async () => {
    const i = await create();
    expect((await stop(T.otherOperator, i.id as number)).statusCode).toBe(404);
    expect((await stop(T.provider, i.id as number)).statusCode).toBe(403);
    const ok = await stop(T.operator, i.id as number);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'stop', stopped: expect.any(String) });
    expect((await eventsOf(i.id as number)).at(-1)).toMatchObject({ type: 'dispatch.instruction.stopped', org_ids: expect.arrayContaining([T.flex_provider]) });
    const mails = (await outbox(h.app, ACTORS[T.provider])).filter((m) => m.subject === `Dispatch instruction ${i.id} stopped: ${i.competition_name}`);
    expect(mails).toHaveLength(1);
    const again = await stop(T.operator, i.id as number);
    expect(again.statusCode).toBe(409);
    expect((again.json() as Json).detail).toMatch(/already stopped.*final/);
    const answer = await respond(T.provider, i.id as number, 'accepted');
    expect(answer.statusCode).toBe(409);
    expect((answer.json() as Json).detail).toMatch(/stopped/);
  });

  it('stops accepted and scheduled ones, never rejected ones; a stopped scheduled one never reaches the provider', async () => {
    const accepted = await create();
    await respond(T.provider, accepted.id as number, 'accepted');
    expect((await stop(T.operator, accepted.id as number)).statusCode).toBe(200);

    const rejected = await create();
    await respond(T.provider, rejected.id as number, 'rejected');
    const refused = await stop(T.operator, rejected.id as number);
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as Json).detail).toMatch(/rejected/);

    // Scheduled well ahead, so a busy machine cannot send it before the stop; the test then makes its send job due.
    const scheduled = await create({ send_at: iso(Math.min(Date.now() + 10 * 60_000, T.slot.start - 120_000)), response_deadline: iso(T.slot.start) });
    expect((await stop(T.operator, scheduled.id as number)).statusCode).toBe(200);
    // Its send job, made due now, must leave it alone.
    await h.app.db.query(`UPDATE ${h.app.jobs.schema}.job SET start_after = now() WHERE name = 'dispatch-send' AND state = 'created'`);
    await h.app.jobs.idle();
    const after = (await h.get(T.operator, `${URL}${scheduled.id}/`)).json() as Json;
    expect(after).toMatchObject({ status: 'stop', sent: null });
    expect((await h.get(T.provider, `${URL}${scheduled.id}/`)).statusCode).toBe(404);
    expect((await outbox(h.app, ACTORS[T.provider])).some((m) => m.subject.startsWith(`Dispatch instruction ${scheduled.id}`))).toBe(false);
  });
});

describe('access', () => {
  it('operators see their competitions’ instructions, providers those addressed to them once sent', async () => {
    const i = await create();
    expect((await h.get(T.otherOperator, `${URL}${i.id}/`)).statusCode).toBe(404);
    expect((await h.get(T.otherProvider, `${URL}${i.id}/`)).statusCode).toBe(404);
    expect((await h.get(T.otherProvider, `/dispatch/v1/events/?instruction=${i.id}`)).json()).toEqual([]);
    const mine = (await h.get(T.provider, `${URL}?limit=1000`)).json() as Json[];
    expect(mine.every((x) => x.flex_provider === T.flex_provider && x.sent !== null)).toBe(true);
    const theirs = (await h.get(T.operator, `${URL}?when=upcoming&limit=1000`)).json() as Json[];
    expect(theirs.some((x) => x.id === i.id)).toBe(true);
    expect((await h.get('user', URL)).statusCode).toBe(403);
  });
});

function slugOf(actor: Actor): string {
  return ({ providerA: 'brightgrid-energy', providerB: 'voltwise-flex', operatorX: 'northern-lines-networks', operatorY: 'southern-wires' } as Record<string, string>)[actor]!;
}
