/**
 * Alerts end to end on the test seed: access (own organisation only, 404 for others', 401/403),
 * bad input answered 400, competition moments queued as jobs by the write that caused them and
 * told by the job (e-mail with its unsubscribe link, live event, webhook), matching by market,
 * area, voltage and asset type, daily digests, pause, the unsubscribe link, milestones, and
 * "each event tells each alert once" under concurrent jobs.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { bearer, createTestApp, login, outbox, type TestApp } from '../../../../test/helpers.js';
import { refreshStatuses } from '../../competitions/visibility.js';
import { alertCompetitionMoment, alertMilestoneDue, COMPETITION_JOB, sendDigests } from '../jobs.js';

type Json = Record<string, unknown>;
const day = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * day).toISOString();

let t: TestApp;
let app: FastifyInstance;
let server: Server;
let base: string;
const posted: Json[] = [];
const tokens: Record<string, string> = {};
const orgs: Record<string, number> = {};
let north: number[] = [];
let far: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      posted.push(JSON.parse(body) as Json);
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ webhooksAllowLoopback: true });
  app = t.app;
  for (const [name, email] of Object.entries({
    providerA: 'provider@brightgrid.test',
    providerB: 'provider@voltwise.test',
    operatorX: 'operator@northernlines.test',
  })) tokens[name] = await login(app, email);
  for (const row of (await app.db.query<{ id: number; slug: string }>('SELECT id, slug FROM organisations')).rows) orgs[row.slug] = row.id;
  north = (await app.db.query<{ id: number }>(`SELECT id FROM gsp_regions WHERE gsp_group = '_F' ORDER BY id LIMIT 2`)).rows.map((r) => r.id);
  far = (await app.db.query<{ id: number }>(`SELECT id FROM gsp_regions WHERE gsp_group = '_M' ORDER BY id DESC LIMIT 1`)).rows[0]!.id;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const call = (who: string | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({ method, url, headers: who ? bearer(tokens[who]!) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

const operatorX = () => orgs['northern-lines-networks']!;

async function createAlert(who: string, extra: Json = {}): Promise<Json> {
  const res = await call(who, 'POST', '/alerts/', {
    name: 'North evening peaks',
    operator: operatorX(),
    area_refs: [north[0]],
    triggers: ['qualification_open', 'bidding_open', 'results_published'],
    channels: ['email'],
    frequency: 'immediate',
    ...extra,
  });
  expect([res.statusCode, res.statusCode === 201 ? null : res.body]).toEqual([201, null]);
  return res.json() as Json;
}

/** A competition of operator X over `refs`, qualifying now (or in the status its dates give). */
async function createCompetition(refs: number[], dates: Json = {}, extra: Json = {}): Promise<{ id: number; name: string; reference: string }> {
  const reference = `ALRT-${Math.random().toString(36).slice(2, 8)}`;
  const res = await call('operatorX', 'POST', '/flex/competitions/', {
    name: `Alert test ${reference}`,
    reference,
    competition_type: 'availability_utilisation',
    power_type: 'active_power',
    need_direction: 'deficit',
    availability_guide_price: 120,
    utilisation_guide_price: 250,
    qualification_open: iso(-1),
    qualification_closed: iso(10),
    open: iso(20),
    closed: iso(30),
    archive_on: iso(400),
    area_refs: refs,
    service_periods: [
      { name: 'Winter', start: '2027-11-01', end: '2028-02-29', service_windows: [{ name: 'Evening', start_time: '16:00', end_time: '19:30', capacity_required: 4 }] },
    ],
    ...dates,
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  const body = res.json() as { id: number; name: string };
  return { id: body.id, name: body.name, reference };
}

const mailsTo = async (email: string, subject: string) => (await outbox(app, email)).filter((m) => m.subject === subject);
const notifications = async (alertId: unknown) =>
  (await app.db.query<{ trigger: string; status: string; subject_key: string }>(`SELECT trigger, status, subject_key FROM alert_notifications WHERE alert_id = $1 ORDER BY id`, [alertId])).rows;

describe('access and input', () => {
  it('lets a provider manage its own alerts only', async () => {
    const mine = await createAlert('providerA', { name: 'Mine' });
    expect(mine).toMatchObject({ name: 'Mine', operator: operatorX(), operator_name: 'Northern Lines Networks', organisation: orgs['brightgrid-energy'], is_paused: false, pending: 0 });
    expect((mine.area_names as string[]).length).toBe(1);
    const listA = (await call('providerA', 'GET', '/alerts/')).json() as Json[];
    expect(listA.map((a) => a.id)).toContain(mine.id);
    const listB = (await call('providerB', 'GET', '/alerts/')).json() as Json[];
    expect(listB.map((a) => a.id)).not.toContain(mine.id);
    expect((await call('providerB', 'GET', `/alerts/${mine.id}/`)).statusCode).toBe(404);
    expect((await call('providerB', 'PATCH', `/alerts/${mine.id}/`, { is_paused: true })).statusCode).toBe(404);
    expect((await call('providerB', 'DELETE', `/alerts/${mine.id}/`)).statusCode).toBe(404);
    expect((await call('providerA', 'GET', `/alerts/${mine.id}/`)).json()).toMatchObject({ is_paused: false });
    expect((await call('operatorX', 'GET', '/alerts/')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/alerts/')).statusCode).toBe(401);
    const markets = (await call('providerA', 'GET', '/alerts/markets/')).json() as Json[];
    expect(markets).toContainEqual({ operator: operatorX(), name: 'Northern Lines Networks' });
    expect((await call('providerA', 'DELETE', `/alerts/${mine.id}/`)).statusCode).toBe(204);
    expect((await call('providerA', 'GET', `/alerts/${mine.id}/`)).statusCode).toBe(404);
  });

  it('gives a market’s area for the map: the operator’s GSP regions with their boundaries', async () => {
    const groups = (await app.db.query<{ operating_area: string[] }>('SELECT operating_area FROM organisations WHERE id = $1', [operatorX()])).rows[0]!.operating_area;
    const expected = await app.db.query<{ id: number }>('SELECT id FROM gsp_regions WHERE cardinality($1::text[]) = 0 OR gsp_group = ANY ($1::text[]) ORDER BY id', [groups]);
    const res = await call('providerA', 'GET', `/alerts/markets/${operatorX()}/area/`);
    expect(res.statusCode).toBe(200);
    const area = res.json() as { regions: Array<{ id: number; gsp_group: string; boundary: unknown[] }>; groups: Array<{ code: string }> };
    expect(area.regions.map((r) => r.id).sort((a, b) => a - b)).toEqual(expected.rows.map((r) => r.id));
    expect(area.regions.every((r) => r.boundary.length > 0)).toBe(true);
    expect(area.groups.map((g) => g.code)).toEqual([...groups].sort());
    // A provider is no market; operators and anonymous callers are not alert members.
    expect((await call('providerA', 'GET', `/alerts/markets/${orgs['voltwise-flex']}/area/`)).statusCode).toBe(404);
    expect((await call('providerA', 'GET', '/alerts/markets/abc/area/')).statusCode).toBe(404);
    expect((await call('operatorX', 'GET', `/alerts/markets/${operatorX()}/area/`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/alerts/markets/${operatorX()}/area/`)).statusCode).toBe(401);
  });

  it('answers bad input with 400, never 5xx', async () => {
    const good = { name: 'x', operator: operatorX(), triggers: ['bidding_open'], channels: ['email'], frequency: 'daily' };
    const cases: Array<[Json, string | null]> = [
      [{ ...good, operator: orgs['voltwise-flex'] }, 'operator'],
      [{ ...good, operator: 99_999 }, 'operator'],
      [{ ...good, area_refs: [987_654] }, 'area_refs'],
      [{ ...good, boundary: { type: 'Polygon', coordinates: [[1, 2]] } }, 'boundary'],
      [{ ...good, triggers: [] }, null],
      [{ ...good, channels: ['sms'] }, null],
      [{ ...good, frequency: 'hourly' }, null],
      [{ ...good, name: '   ' }, null],
      [{ ...good, voltages: [-1] }, null],
      [{ ...good, asset_types: ['nuclear'] }, null],
      [{ ...good, operator: 'one' }, null],
    ];
    for (const [payload, field] of cases) {
      const res = await call('providerA', 'POST', '/alerts/', payload);
      expect([payload, res.statusCode]).toEqual([payload, 400]);
      if (field) expect(Object.keys(res.json() as Json)).toContain(field);
    }
    // Path ids are decimal digits only: anything else is no alert (404), as everywhere.
    expect((await call('providerA', 'GET', '/alerts/abc/')).statusCode).toBe(404);
    expect((await call('providerA', 'PATCH', '/alerts/1/', {})).statusCode).toBe(400);
    expect((await call(null, 'POST', '/alerts/unsubscribe/', { alert: 'x', token: 'y' })).statusCode).toBe(400);
  });
});

describe('delivery', () => {
  it('queues a job from the write that opens qualification; the job e-mails, pushes and posts to webhooks', async () => {
    const endpoint = await call('providerA', 'POST', '/webhooks/endpoints/', { url: `${base}/alerts`, event_types: ['invoice.issued'] });
    expect(endpoint.statusCode).toBe(201);
    const all = await createAlert('providerA', { name: 'All channels', channels: ['email', 'push', 'webhook'] });
    const daily = await createAlert('providerA', { name: 'Daily north', frequency: 'daily' });
    const elsewhere = await createAlert('providerA', { name: 'Elsewhere', area_refs: [far] });
    const paused = await createAlert('providerA', { name: 'Paused' });
    expect((await call('providerA', 'PATCH', `/alerts/${paused.id}/`, { is_paused: true })).json()).toMatchObject({ is_paused: true });
    const highVoltage = await createAlert('providerA', { name: 'HV only', voltages: [132] });
    const anyArea = await createAlert('providerB', { name: 'Anywhere in X', area_refs: [] });

    const spy = jest.spyOn(app.jobs, 'send');
    const c = await createCompetition(north, {}, { min_connection_voltage: 0.4, max_connection_voltage: 33 });
    // The request queued the alert job inside its own transaction; it did not tell anyone itself.
    const queued = spy.mock.calls.filter(([name]) => name === COMPETITION_JOB);
    expect(queued.map(([, data]) => data)).toEqual([{ competition_id: c.id, moment: 'qualification_open' }]);
    expect(queued[0]![2]?.db).toBeDefined();
    spy.mockRestore();
    await app.jobs.idle();

    const subject = `Open for qualification: ${c.name} (${c.reference})`;
    const mails = await mailsTo('provider@brightgrid.test', subject);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('All channels');
    expect(mails[0]!.body).toMatch(new RegExp(`/alerts/unsubscribe/${all.id}/[A-Za-z0-9_-]+`));
    expect(await mailsTo('provider@voltwise.test', subject)).toHaveLength(1);
    expect(await notifications(elsewhere.id)).toEqual([]);
    expect(await notifications(paused.id)).toEqual([]);
    expect(await notifications(highVoltage.id)).toEqual([]);
    expect(await notifications(anyArea.id)).toEqual([{ trigger: 'qualification_open', status: 'sent', subject_key: `competition:${c.id}` }]);
    expect(await notifications(daily.id)).toEqual([{ trigger: 'qualification_open', status: 'pending', subject_key: `competition:${c.id}` }]);

    const events = (await app.db.query<{ type: string; org_ids: number[]; data: Json }>(`SELECT type, org_ids, data FROM events WHERE type = 'alert.triggered' AND data->'alert'->>'id' = $1`, [String(all.id)])).rows;
    expect(events).toHaveLength(1);
    expect(events[0]!.org_ids.map(Number)).toEqual([orgs['brightgrid-energy']]);
    expect(events[0]!.data).toMatchObject({ trigger: 'qualification_open', competition_id: c.id, reference: c.reference });
    expect(JSON.stringify(events[0]!.data)).not.toContain('unsubscribe');
    const hooked = posted.filter((p) => p.type === 'alert.triggered' && (p.data as Json).competition_id === c.id);
    expect(hooked).toHaveLength(1);

    // The daily digest sends the pending item once, as one message.
    expect(await sendDigests(app)).toBeGreaterThanOrEqual(1);
    const digest = await mailsTo('provider@brightgrid.test', 'Your daily alert “Daily north”: 1 update');
    expect(digest).toHaveLength(1);
    expect(digest[0]!.body).toContain(c.reference);
    expect(await notifications(daily.id)).toEqual([{ trigger: 'qualification_open', status: 'sent', subject_key: `competition:${c.id}` }]);
    await sendDigests(app);
    expect(await mailsTo('provider@brightgrid.test', 'Your daily alert “Daily north”: 1 update')).toHaveLength(1);

    // The same moment again tells nobody again.
    expect(await alertCompetitionMoment(app, c.id, 'qualification_open')).toBe(0);
    expect(await mailsTo('provider@brightgrid.test', subject)).toHaveLength(1);

    // Bidding opens when the stored status catches up with the dates (the periodic refresh).
    await app.db.query(`UPDATE competitions SET qualification_open = now() - interval '3 days', qualification_closed = now() - interval '2 days', open = now() - interval '1 day' WHERE id = $1`, [c.id]);
    await refreshStatuses(app.db);
    await app.jobs.idle();
    expect(await mailsTo('provider@brightgrid.test', `Open for bidding: ${c.name} (${c.reference})`)).toHaveLength(1);

    // Results: the operator confirms a closed competition (no bids), the job tells the alerts.
    await app.db.query(`UPDATE competitions SET open = now() - interval '1 day' + interval '1 minute', closed = now() - interval '1 hour' WHERE id = $1`, [c.id]);
    await refreshStatuses(app.db);
    const confirm = await call('operatorX', 'POST', '/bids/approvals/confirm/', { competition: c.id, results_final: true });
    expect(confirm.statusCode).toBe(201);
    await app.jobs.idle();
    expect(await mailsTo('provider@brightgrid.test', `Results published: ${c.name} (${c.reference})`)).toHaveLength(1);
    for (const id of [all.id, daily.id, elsewhere.id, paused.id, highVoltage.id]) await call('providerA', 'DELETE', `/alerts/${id}/`);
    await call('providerB', 'DELETE', `/alerts/${anyArea.id}/`);
  });

  it('matches asset types by the organisation’s assets that qualify for the competition', async () => {
    // A competition like one of operator X's where the provider has a qualifying asset.
    const like = (
      await app.db.query<{ area_refs: number[]; power_type: string; need_direction: string; min_connection_voltage: number | null; max_connection_voltage: number | null }>(
        `SELECT c.area_refs, c.power_type, c.need_direction, c.min_connection_voltage, c.max_connection_voltage FROM qualifications q
           JOIN flex_assets f ON f.id = q.flex_asset_id JOIN competitions c ON c.id = q.competition_id
          WHERE c.operator_id = $1 AND f.flex_provider_id = $2 AND q.eligibility_status IN ('eligible', 'qualified') AND cardinality(c.area_refs) > 0
          ORDER BY c.id LIMIT 1`,
        [operatorX(), orgs['brightgrid-energy']],
      )
    ).rows[0]!;
    const c = await createCompetition(like.area_refs.map(Number), {}, {
      power_type: like.power_type,
      need_direction: like.need_direction,
      min_connection_voltage: like.min_connection_voltage,
      max_connection_voltage: like.max_connection_voltage,
    });
    const types = (
      await app.db.query<{ asset_type: string }>(
        `SELECT DISTINCT COALESCE(f.asset_type, p.asset_type) AS asset_type FROM qualifications q
           LEFT JOIN flex_assets f ON f.id = q.flex_asset_id LEFT JOIN planned_assets p ON p.id = q.planned_asset_id
          WHERE q.competition_id = $1 AND q.eligibility_status IN ('eligible', 'qualified') AND COALESCE(f.flex_provider_id, p.flex_provider_id) = $2`,
        [c.id, orgs['brightgrid-energy']],
      )
    ).rows.map((r) => r.asset_type);
    const all = ['demand_side_response', 'energy_efficiency', 'interconnectors', 'low_carbon', 'renewable', 'storage', 'thermal'];
    const lacking = all.filter((x) => !types.includes(x));
    expect(types.length).toBeGreaterThan(0);
    expect(lacking.length).toBeGreaterThan(0);
    const has = await createAlert('providerA', { name: 'Types held', asset_types: [types[0]], area_refs: [] });
    const lacks = await createAlert('providerA', { name: 'Types lacking', asset_types: lacking, area_refs: [] });
    expect(await alertCompetitionMoment(app, c.id, 'bidding_open')).toBeGreaterThanOrEqual(1);
    expect((await notifications(has.id)).map((n) => n.subject_key)).toEqual([`competition:${c.id}`]);
    expect(await notifications(lacks.id)).toEqual([]);
    for (const id of [has.id, lacks.id]) await call('providerA', 'DELETE', `/alerts/${id}/`);
  });
});

describe('unsubscribe link', () => {
  it('pauses only the alert of the link, without signing in; other tokens and alerts answer 404', async () => {
    const first = await createAlert('providerA', { name: 'Link one', area_refs: [] });
    const second = await createAlert('providerA', { name: 'Link two', area_refs: [] });
    const c = await createCompetition([north[1]!]);
    await app.jobs.idle();
    const mail = (await mailsTo('provider@brightgrid.test', `Open for qualification: ${c.name} (${c.reference})`)).find((m) => m.body.includes('Link one'))!;
    const [, alertId, token] = /\/alerts\/unsubscribe\/(\d+)\/([A-Za-z0-9_-]+)/.exec(mail.body)!;
    expect(Number(alertId)).toBe(first.id);
    expect((await call(null, 'POST', '/alerts/unsubscribe/', { alert: second.id, token })).statusCode).toBe(404);
    expect((await call(null, 'POST', '/alerts/unsubscribe/', { alert: first.id, token: `${token!.slice(0, -2)}xx` })).statusCode).toBe(404);
    expect((await call(null, 'POST', '/alerts/unsubscribe/', { alert: 987_654, token })).statusCode).toBe(404);
    const res = await call(null, 'POST', '/alerts/unsubscribe/', { alert: first.id, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ alert: first.id, name: 'Link one', is_paused: true });
    expect((await call('providerA', 'GET', `/alerts/${first.id}/`)).json()).toMatchObject({ is_paused: true, unsubscribed: expect.any(String) });
    expect((await call('providerA', 'GET', `/alerts/${second.id}/`)).json()).toMatchObject({ is_paused: false, unsubscribed: null });
    // Resuming undoes the unsubscribe.
    expect((await call('providerA', 'PATCH', `/alerts/${first.id}/`, { is_paused: false })).json()).toMatchObject({ is_paused: false, unsubscribed: null });
    for (const id of [first.id, second.id]) await call('providerA', 'DELETE', `/alerts/${id}/`);
  });
});

describe('milestones and at-most-once', () => {
  it('tells a milestone falling due once per due date', async () => {
    const alert = await createAlert('providerA', { name: 'Milestones X', triggers: ['milestone_due'], area_refs: [] });
    const c = (await app.db.query<{ id: number; name: string }>(`SELECT id, name FROM competitions WHERE operator_id = $1 ORDER BY id LIMIT 1`, [operatorX()])).rows[0]!;
    const milestone = { milestone_id: 4242, title: 'Commissioning', due_date: '2027-03-01', provider_id: orgs['brightgrid-energy']!, competition_id: c.id };
    await app.db.transaction((tx) => alertMilestoneDue(app, tx, milestone));
    await app.db.transaction((tx) => alertMilestoneDue(app, tx, milestone));
    await app.jobs.idle();
    const subject = 'Milestone due on 1 Mar 2027: Commissioning';
    expect(await mailsTo('provider@brightgrid.test', subject)).toHaveLength(1);
    await app.db.transaction((tx) => alertMilestoneDue(app, tx, { ...milestone, due_date: '2027-04-01' }));
    await app.jobs.idle();
    expect((await notifications(alert.id)).map((n) => n.subject_key)).toEqual(['milestone:4242:2027-03-01', 'milestone:4242:2027-04-01']);
    // Another provider's milestone tells this alert nothing.
    await app.db.transaction((tx) => alertMilestoneDue(app, tx, { ...milestone, milestone_id: 77, provider_id: orgs['voltwise-flex']! }));
    await app.jobs.idle();
    expect(await notifications(alert.id)).toHaveLength(2);
    await expect(alertMilestoneDue(app, app.db, { ...milestone, due_date: '1 March' })).rejects.toThrow('YYYY-MM-DD');
    await call('providerA', 'DELETE', `/alerts/${alert.id}/`);
  });

  it('tells each alert once when the same competition event is handled by concurrent jobs', async () => {
    const alerts = [await createAlert('providerA', { name: 'Race one', area_refs: [] }), await createAlert('providerA', { name: 'Race two', area_refs: [] })];
    const c = await createCompetition(north, { qualification_open: iso(1) });
    const runs = await Promise.all(Array.from({ length: 4 }, () => alertCompetitionMoment(app, c.id, 'bidding_open')));
    const told = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM alert_notifications WHERE trigger = 'bidding_open' AND subject_key = $1`, [`competition:${c.id}`]);
    // Together the jobs recorded each alert's item once: what they report adds up to what is stored.
    expect(runs.reduce((a, b) => a + b, 0)).toBe(told.rows[0]!.n);
    for (const a of alerts) expect(await notifications(a.id)).toEqual([{ trigger: 'bidding_open', status: 'sent', subject_key: `competition:${c.id}` }]);
    const mails = await mailsTo('provider@brightgrid.test', `Open for bidding: ${c.name} (${c.reference})`);
    expect(mails.filter((m) => m.body.includes('Race one'))).toHaveLength(1);
    expect(mails.filter((m) => m.body.includes('Race two'))).toHaveLength(1);
  });
});
