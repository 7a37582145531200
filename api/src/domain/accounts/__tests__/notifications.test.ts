/**
 * Notification e-mails reach the people who act on them: each kind goes to the organisation's
 * admins and the roles declared for it, never to every member; each user can turn a kind's
 * e-mails off for themselves (auth/users/me/notifications/) while the live events still arrive.
 * The demo's Brightgrid has one user per team role (admin@, account@, analytics@, dispatch@,
 * operations@, settlement@brightgrid.test) besides its first admin, provider@brightgrid.test.
 */
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import { login, outbox } from '../../../../test/helpers.js';
import { NOTIFICATION_KINDS, notificationRecipients, type NotificationKind } from '../notifications.js';
import { competitionFacts, windowsOf } from '../../market/facts.js';
import { instancesOf } from '../../market/windows.js';
import { instantOf } from '../../dispatch/validate.js';
import { RESULTS_MAIL_JOB } from '../../market/results.js';
import { OUTCOME_MAIL_JOB } from '../../dps/outcomes.js';

const h = domainHarness();
const ME = '/auth/users/me/notifications/';
const TEAM = ['provider', 'admin', 'account', 'analytics', 'dispatch', 'operations', 'settlement'].map((name) => `${name}@brightgrid.test`);
/** Who of Brightgrid's team should get each kind (admins, plus the roles that act on it), by hand. */
const EXPECTED: Record<NotificationKind, string[]> = {
  dispatch: ['provider', 'admin', 'dispatch', 'operations'],
  competition_results: ['provider', 'admin', 'operations'],
  dps_outcome: ['provider', 'admin', 'account', 'operations'],
  settlement: ['provider', 'admin', 'settlement'],
};
const addresses = (names: string[]) => names.map((name) => `${name}@brightgrid.test`);

const tokens: Record<string, string> = {};
const as = (email: string, method: 'GET' | 'PATCH', url: string, payload?: unknown) =>
  h.app.inject({ method, url, headers: { authorization: `Bearer ${tokens[email]!}` }, ...(payload === undefined ? {} : { payload: payload as object }) });

/** An accepted bid of Brightgrid with a delivery time ahead, and the operator (an e-mail) who may dispatch it. */
let target: { operator: string; body: Json };

/** Who of Brightgrid's team has an e-mail of this outbox kind whose subject passes `pick`. */
async function mailedTo(kind: string, pick: (subject: string) => boolean): Promise<string[]> {
  const got: string[] = [];
  for (const email of TEAM) if ((await outbox(h.app, email)).some((m) => m.kind === kind && pick(m.subject))) got.push(email);
  return got;
}

beforeAll(async () => {
  for (const email of [...TEAM, 'user@flex.test']) tokens[email] = await login(h.app, email);
  const operators: Record<number, string> = { [h.orgs['northern-lines-networks']!]: 'operator@northernlines.test', [h.orgs['southern-wires']!]: 'operator@southernwires.test' };
  // The test seed clears a competition of an operator nobody logs in as: hand it to Northern Lines.
  await h.app.db.query(
    `UPDATE competitions SET operator_id = $1 WHERE id IN (SELECT competition_id FROM competition_confirmations WHERE kind = 'results') AND operator_id NOT IN ($1, $2)`,
    [h.orgs['northern-lines-networks'], h.orgs['southern-wires']],
  );
  const bids = await h.app.db.query<{ id: number; competition_id: number; service_window_id: number; capacity: number; operator_id: number }>(
    `SELECT b.id, b.competition_id, b.service_window_id, b.capacity::float8 AS capacity, c.operator_id
       FROM bids b JOIN bid_approvals ap ON ap.bid_id = b.id AND ap.approved JOIN competitions c ON c.id = b.competition_id
      WHERE b.is_active AND b.flex_provider_id = $1 AND c.operator_id = ANY($2::int[])
        AND EXISTS (SELECT 1 FROM competition_confirmations cc WHERE cc.competition_id = c.id AND cc.kind = 'results') ORDER BY b.id`,
    [h.orgs['brightgrid-energy'], Object.keys(operators).map(Number)],
  );
  const now = Date.now();
  for (const b of bids.rows) {
    const c = (await competitionFacts(h.app.db, b.competition_id))!;
    const w = (await windowsOf(h.app.db, c.id, c.holiday_calendar)).get(b.service_window_id)!;
    const next = instancesOf(w).map((i) => ({ start: instantOf(i.start), end: instantOf(i.end) })).find((i) => i.start > now + 10 * 60_000);
    if (!next) continue;
    const operator = operators[b.operator_id]!;
    tokens[operator] = await login(h.app, operator);
    const bid = (await as(operator, 'GET', `/bids/bids/${b.id}/`)).json() as Json;
    // Dispatch needs the bid's obligation to bind: its contract accepted (the seed may have left it awaiting acceptance or terminated).
    await h.app.db.query(
      `UPDATE contracts SET status = 'active', accepted_at = now(), accepted_name = 'Test', terms_read = true, terminated_at = NULL, termination_reason = NULL, termination_date = NULL
        WHERE id = (SELECT contract_id FROM obligations WHERE bid_id = $1)`,
      [b.id],
    );
    target = {
      operator,
      body: {
        competition: b.competition_id,
        service_window: b.service_window_id,
        flex_provider: h.orgs['brightgrid-energy'],
        assets: bid.assets,
        start: new Date(next.start).toISOString(),
        end: new Date(Math.min(next.end, next.start + 30 * 60_000)).toISOString(),
        quantity: Math.min(b.capacity, 0.5),
        response_deadline: new Date(Math.min(next.start, now + 3_600_000)).toISOString(),
      },
    };
    return;
  }
  throw new Error('the test seed has no accepted bid of Brightgrid with a future delivery time');
});

/** Sends a dispatch instruction to Brightgrid now; returns its id once its e-mails have been queued and sent. */
async function dispatchToBrightgrid(): Promise<number> {
  const res = await h.app.inject({ method: 'POST', url: '/dispatch/v1/instructions/', headers: { authorization: `Bearer ${tokens[target.operator]!}` }, payload: target.body });
  expect(res.statusCode).toBe(201);
  return Number((res.json() as Json).id);
}

/** Who of Brightgrid's team got the e-mail of instruction `id` (outbox() waits for the job queue). */
const dispatchMailedTo = (id: number) => mailedTo('dispatch_instruction', (subject) => subject.startsWith(`Dispatch instruction ${id}:`));

describe('recipients per kind', () => {
  it.each(NOTIFICATION_KINDS)('%s e-mails go to admins and the roles that act on them', async (kind) => {
    const got = await notificationRecipients(h.app.db, kind, h.orgs['brightgrid-energy']!);
    expect(got.map((u) => u.email).sort()).toEqual(addresses(EXPECTED[kind]).sort());
  });

  it('confirmed results are e-mailed to the admins and operations, not to account, analytics, dispatch or settlement', async () => {
    const competition = Number(target.body.competition);
    const name = (await h.app.db.query<{ name: string }>('SELECT name FROM competitions WHERE id = $1', [competition])).rows[0]!.name;
    // The results e-mail job of a competition whose results are confirmed and where Brightgrid has bids.
    await h.app.jobs.send(RESULTS_MAIL_JOB, { competition });
    expect(await mailedTo('competition_results', (subject) => subject.includes(name))).toEqual(addresses(EXPECTED.competition_results));
  });

  it('the decision on a qualification application is e-mailed to the admins, account and operations, not to analytics, dispatch or settlement', async () => {
    const r = await h.app.db.query<{ id: number; operator: string }>(
      `SELECT o.id, op.name AS operator FROM dps_outcomes o JOIN dps_applications a ON a.id = o.application_id JOIN dps_records d ON d.id = a.dps_record_id
         JOIN organisations op ON op.id = d.system_operator_id WHERE a.flex_provider_id = $1 ORDER BY o.id LIMIT 1`,
      [h.orgs['brightgrid-energy']],
    );
    const outcome = r.rows[0];
    if (!outcome) throw new Error('the test seed has no decided qualification application of Brightgrid');
    await h.app.jobs.send(OUTCOME_MAIL_JOB, { outcome: outcome.id });
    expect(await mailedTo('dps_outcome', (subject) => subject.includes(outcome.operator))).toEqual(addresses(EXPECTED.dps_outcome));
  });

  it('a dispatch instruction is e-mailed to the dispatch, operations and admin users, not to account, analytics or settlement', async () => {
    const id = await dispatchToBrightgrid();
    expect(await dispatchMailedTo(id)).toEqual(addresses(EXPECTED.dispatch));
  });
});

describe('my notification e-mails', () => {
  it('lists the kinds my roles receive, all on by default', async () => {
    const all = { dispatch: true, competition_results: true, dps_outcome: true, settlement: true };
    const expectations: Array<[string, string[]]> = [
      ['admin@brightgrid.test', ['dispatch', 'competition_results', 'dps_outcome', 'settlement']],
      ['dispatch@brightgrid.test', ['dispatch']],
      ['operations@brightgrid.test', ['dispatch', 'competition_results', 'dps_outcome']],
      ['account@brightgrid.test', ['dps_outcome']],
      ['settlement@brightgrid.test', ['settlement']],
      ['analytics@brightgrid.test', []],
      ['user@flex.test', []],
    ];
    for (const [email, receives] of expectations) {
      const res = await as(email, 'GET', ME);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ email: all, receives });
    }
    expect((await h.app.inject({ method: 'GET', url: ME })).statusCode).toBe(401);
  });

  it('refuses what is not a kind and on/off, naming the field', async () => {
    const bad: Array<[unknown, string]> = [
      [{ dispatch: 'false' }, 'dispatch'],
      [{ dispatch: null }, 'dispatch'],
    ];
    for (const [payload, field] of bad) {
      const res = await as('dispatch@brightgrid.test', 'PATCH', ME, payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json() as Json)).toContain(field);
    }
    // A body naming no kind (unknown names are dropped, as everywhere) changes nothing: refused.
    for (const payload of [{}, { invoices: false }]) {
      const res = await as('dispatch@brightgrid.test', 'PATCH', ME, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ non_field_errors: ['Name at least one kind of notification: dispatch, competition_results, dps_outcome or settlement.'] });
    }
    const italian = await h.app.inject({ method: 'PATCH', url: ME, headers: { authorization: `Bearer ${tokens['dispatch@brightgrid.test']!}`, 'accept-language': 'it-IT' }, payload: {} });
    expect(italian.json()).toEqual({ non_field_errors: ['Indica almeno un tipo di notifica: dispatch, competition_results, dps_outcome o settlement.'] });
    expect(((await as('dispatch@brightgrid.test', 'GET', ME)).json() as Json).email).toMatchObject({ dispatch: true });
  });

  it('a user who turned dispatch e-mails off gets none, while the live event still reaches them; turned on again, they do', async () => {
    const off = await as('dispatch@brightgrid.test', 'PATCH', ME, { dispatch: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ email: { dispatch: false, competition_results: true, dps_outcome: true, settlement: true }, receives: ['dispatch'] });
    // Only their own setting changed.
    expect(((await as('operations@brightgrid.test', 'GET', ME)).json() as Json).email).toMatchObject({ dispatch: true });

    const before = (await h.app.db.query<{ id: number }>('SELECT COALESCE(max(id), 0)::int AS id FROM events')).rows[0]!.id;
    const id = await dispatchToBrightgrid();
    const others = addresses(EXPECTED.dispatch).filter((email) => email !== 'dispatch@brightgrid.test');
    expect(await dispatchMailedTo(id)).toEqual(others);
    const events = (await as('dispatch@brightgrid.test', 'GET', `/events/?after=${before}&limit=1000`)).json() as Array<{ type: string; data: { instruction?: { id: number } } }>;
    expect(events.some((e) => e.data.instruction?.id === id)).toBe(true);

    expect((await as('dispatch@brightgrid.test', 'PATCH', ME, { dispatch: true })).statusCode).toBe(200);
    const again = await dispatchToBrightgrid();
    expect(await dispatchMailedTo(again)).toEqual(addresses(EXPECTED.dispatch));
  });
});
