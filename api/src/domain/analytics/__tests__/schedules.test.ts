/**
 * Who may read the reports (operators with the analytics permission, and the reporting-tool
 * token for the report reads only), and reports sent by e-mail as CSV: the schedule's dates, the
 * e-mail with the same CSV the API gives for that period, and the unsubscribe link.
 */
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import { bearer, login } from '../../../../test/helpers.js';
import { REPORT_TYPES } from '../schemas.js';
import { nextSendAfter, periodOf, sendDueSchedules } from '../schedules.js';

const h = domainHarness();

describe('send days and periods', () => {
  // 2026-11-28 is a Saturday; 2026-11-30 a Monday; 2024 is a leap year.
  it.each([
    ['weekly', '2026-11-28', '2026-11-30'],
    ['weekly', '2026-11-30', '2026-12-07'],
    ['weekly', '2026-12-06', '2026-12-07'],
    ['monthly', '2026-11-28', '2026-12-01'],
    ['monthly', '2026-12-01', '2027-01-01'],
    ['monthly', '2026-12-31', '2027-01-01'],
  ] as const)('%s after %s is %s', (frequency, today, next) => {
    expect(nextSendAfter(frequency, today)).toBe(next);
  });
  it.each([
    ['weekly', '2026-11-30', '2026-11-23', '2026-11-29'],
    ['weekly', '2027-01-04', '2026-12-28', '2027-01-03'],
    ['monthly', '2026-12-01', '2026-11-01', '2026-11-30'],
    ['monthly', '2024-03-01', '2024-02-01', '2024-02-29'],
    ['monthly', '2027-01-01', '2026-12-01', '2026-12-31'],
  ] as const)('a %s send on %s covers %s to %s', (frequency, day, from, to) => {
    expect(periodOf(frequency, day)).toEqual({ from, to });
  });
});

describe('access', () => {
  it('every report answers an operator holding the analytics permission, in the one shape', async () => {
    for (const report of REPORT_TYPES) {
      const res = await h.get('operatorX', `/analytics/reports/${report}/`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ report, tables: expect.any(Array) });
    }
  });

  it('providers, plain users and operators without the permission are refused; anonymous callers must sign in', async () => {
    for (const url of ['/analytics/reports/', '/analytics/filters/', '/analytics/reports/procurement-summary/', '/analytics/schedules/']) {
      expect((await h.get('providerA', url)).statusCode).toBe(403);
      expect((await h.get('user', url)).statusCode).toBe(403);
      expect((await h.get(null, url)).statusCode).toBe(401);
    }
    const db = h.app.db;
    const op = (await db.query<{ id: number; password_hash: string; organisation_id: number }>(`SELECT id, password_hash, organisation_id FROM users WHERE email = 'operator@northernlines.test'`)).rows[0]!;
    const id = (
      await db.query<{ id: number }>(
        `INSERT INTO users (email, first_name, password_hash, organisation_id, is_activated) VALUES ('dispatcher.analytics@northernlines.test', 'Dee', $1, $2, true) RETURNING id`,
        [op.password_hash, op.organisation_id],
      )
    ).rows[0]!.id;
    await db.query(`INSERT INTO team_roles (user_id, role) VALUES ($1, 'dispatch')`, [id]);
    await db.query(`UPDATE feature_flags SET enabled = true WHERE name = 'targeted_permissions'`);
    try {
      const dispatcher = await login(h.app, 'dispatcher.analytics@northernlines.test');
      const res = await h.app.inject({ method: 'GET', url: '/analytics/reports/procurement-summary/', headers: bearer(dispatcher) });
      expect(res.statusCode).toBe(403);
      await db.query(`INSERT INTO team_roles (user_id, role) VALUES ($1, 'analytics')`, [id]);
      expect((await h.app.inject({ method: 'GET', url: '/analytics/reports/procurement-summary/', headers: bearer(dispatcher) })).statusCode).toBe(200);
    } finally {
      await db.query(`UPDATE feature_flags SET enabled = false WHERE name = 'targeted_permissions'`);
    }
  });

  it('bad filters answer 400 on their field, never 5xx', async () => {
    for (const query of ['from=2026-13-01', 'to=yesterday', 'competition=0x10', 'competition=1e3', 'area=_Z', 'provider=-1', 'format=xml', 'unknown=1']) {
      const res = await h.get('operatorX', `/analytics/reports/procurement-summary/?${query}`);
      expect(res.statusCode).toBe(400);
    }
    const reversed = await h.get('operatorX', '/analytics/reports/procurement-summary/?from=2026-06-01&to=2026-05-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toHaveProperty('from');
    expect((await h.get('operatorX', '/analytics/reports/no-such-report/')).statusCode).toBe(404);
    const misspelt = await h.get('operatorX', '/analytics/reports/procurement-summary/?competiton=4');
    expect(misspelt.statusCode).toBe(400);
    expect(JSON.stringify(misspelt.json())).toContain('competiton');
    // Ids beyond PostgreSQL's integer range are refused on their own field, not by the database.
    for (const field of ['competition', 'provider']) {
      const res = await h.get('operatorX', `/analytics/reports/procurement-summary/?${field}=2147483648`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty(field);
    }
  });

  it('the reporting-tool token reads the reports (JSON and CSV) and nothing else', async () => {
    const tjwt = await h.get('operatorX', '/auth/tjwt/');
    expect(tjwt.statusCode).toBe(200);
    const token = (tjwt.json() as { token: string }).token;
    const session = await h.get('operatorX', '/analytics/reports/dispatch-operations/?from=2026-01-01&to=2026-06-30');
    const viaTool = await h.app.inject({ method: 'GET', url: '/analytics/reports/dispatch-operations/?from=2026-01-01&to=2026-06-30', headers: bearer(token) });
    expect(viaTool.statusCode).toBe(200);
    const strip = (r: Json) => ({ ...r, generated: null });
    expect(strip(viaTool.json())).toEqual(strip(session.json()));
    const csv = await h.app.inject({ method: 'GET', url: '/analytics/reports/dispatch-operations/?format=csv', headers: bearer(token) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    for (const url of ['/analytics/schedules/', '/auth/users/me/', '/flex/competitions/']) {
      expect((await h.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(401);
    }
    expect((await h.app.inject({ method: 'POST', url: '/analytics/schedules/', headers: bearer(token), payload: { report: 'price-benchmarks', frequency: 'weekly' } })).statusCode).toBe(401);
    // A provider's reporting token reads no report either.
    const providerTool = (await h.get('providerA', '/auth/tjwt/')).json() as { token: string };
    expect((await h.app.inject({ method: 'GET', url: '/analytics/reports/dispatch-operations/', headers: bearer(providerTool.token) })).statusCode).toBe(403);
  });

  it('the API docs page tells reporting tools how to read the reports', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    const section = /<p id="reporting-tool">(.*?)<\/p>/s.exec(page.body)?.[1] ?? '';
    expect(section).toContain('GET /auth/tjwt/');
    expect(section).toContain('/analytics/reports/{report}/');
    expect(page.body).toContain('id="tag-analytics"');
  });

  it('a reporting token stops working when its user is deactivated', async () => {
    const db = h.app.db;
    const op = (await db.query<{ password_hash: string; organisation_id: number }>(`SELECT password_hash, organisation_id FROM users WHERE email = 'operator@northernlines.test'`)).rows[0]!;
    const id = (
      await db.query<{ id: number }>(
        `INSERT INTO users (email, first_name, password_hash, organisation_id, is_activated) VALUES ('bi.analytics@northernlines.test', 'Bea', $1, $2, true) RETURNING id`,
        [op.password_hash, op.organisation_id],
      )
    ).rows[0]!.id;
    await db.query(`INSERT INTO team_roles (user_id, role) VALUES ($1, 'analytics')`, [id]);
    const session = await login(h.app, 'bi.analytics@northernlines.test');
    const token = ((await h.app.inject({ method: 'GET', url: '/auth/tjwt/', headers: bearer(session) })).json() as { token: string }).token;
    const url = '/analytics/reports/spend-invoicing/';
    expect((await h.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(200);
    await db.query('UPDATE users SET is_active = false WHERE id = $1', [id]);
    expect((await h.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('scheduled e-mails', () => {
  interface Row {
    id: number;
    next_send: string;
    frequency: string;
  }
  const today = new Date().toISOString().slice(0, 10);

  it('validates the schedule and keeps it to its owner', async () => {
    expect((await h.send('operatorX', 'POST', '/analytics/schedules/', { report: 'price-benchmarks', frequency: 'daily' })).statusCode).toBe(400);
    expect((await h.send('operatorX', 'POST', '/analytics/schedules/', { report: 'nope', frequency: 'weekly' })).statusCode).toBe(400);
    expect((await h.send('operatorX', 'POST', '/analytics/schedules/', { report: 'price-benchmarks', frequency: 'weekly', filters: { from: '2026-01-01' } })).statusCode).toBe(400);
    expect((await h.send('providerA', 'POST', '/analytics/schedules/', { report: 'price-benchmarks', frequency: 'weekly' })).statusCode).toBe(403);
    const outOfRange = await h.send('operatorX', 'POST', '/analytics/schedules/', { report: 'price-benchmarks', frequency: 'weekly', filters: { competition: '2147483648' } });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json()).toHaveProperty('competition');
    expect((await h.send('operatorX', 'DELETE', '/analytics/schedules/2147483648/')).statusCode).toBe(400);
    const created = await h.send('operatorX', 'POST', '/analytics/schedules/', { report: 'price-benchmarks', frequency: 'monthly', filters: { area: '_F' } });
    expect(created.statusCode).toBe(201);
    const row = created.json() as Row;
    expect(row).toMatchObject({ report: 'price-benchmarks', frequency: 'monthly', filters: { area: '_F' }, last_sent: null });
    const d = new Date(`${today}T00:00:00Z`);
    expect(row.next_send).toBe(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10));
    expect((await h.get('operatorY', '/analytics/schedules/')).json()).not.toContainEqual(expect.objectContaining({ id: row.id }));
    expect((await h.send('operatorY', 'DELETE', `/analytics/schedules/${row.id}/`)).statusCode).toBe(404);
    expect((await h.get('operatorX', '/analytics/schedules/')).json()).toContainEqual(expect.objectContaining({ id: row.id }));
    expect((await h.send('operatorX', 'DELETE', `/analytics/schedules/${row.id}/`)).statusCode).toBe(204);
    expect((await h.get('operatorX', '/analytics/schedules/')).json()).not.toContainEqual(expect.objectContaining({ id: row.id }));
  });

  it('sends the CSV the API gives for the week just ended, once, until the unsubscribe link stops it', async () => {
    const db = h.app.db;
    const created = (await h.send('operatorX', 'POST', '/analytics/schedules/', { report: 'dispatch-operations', frequency: 'weekly' })).json() as Row;
    const sendDay = created.next_send;
    // The next Monday after today: the test's own reckoning.
    const t = new Date(`${today}T00:00:00Z`);
    const ahead = ((8 - t.getUTCDay()) % 7) || 7;
    expect(sendDay).toBe(new Date(t.getTime() + ahead * 86_400_000).toISOString().slice(0, 10));
    const before = new Date(`${sendDay}T00:00:00Z`);
    const from = new Date(before.getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(before.getTime() - 86_400_000).toISOString().slice(0, 10);

    const count = async () =>
      Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE kind = 'analytics-report' AND attachments::text LIKE '%dispatch-operations%'`)).rows[0]!.n);
    const sentBefore = await count();
    await sendDueSchedules(h.app, to); // the day before: not due
    expect(await count()).toBe(sentBefore);
    await sendDueSchedules(h.app, sendDay);
    expect(await count()).toBe(sentBefore + 1);
    await sendDueSchedules(h.app, sendDay); // the same day again: already sent
    expect(await count()).toBe(sentBefore + 1);

    const mail = (
      await db.query<{ to_email: string; subject: string; body: string; attachments: Array<{ filename: string; contentType: string; content: string }> }>(
        `SELECT to_email, subject, body, attachments FROM outbox WHERE kind = 'analytics-report' AND attachments::text LIKE '%dispatch-operations%' ORDER BY id DESC LIMIT 1`,
      )
    ).rows[0]!;
    expect(mail.to_email).toBe('operator@northernlines.test');
    const expected = await h.get('operatorX', `/analytics/reports/dispatch-operations/?format=csv&from=${from}&to=${to}`);
    expect(mail.attachments).toEqual([{ filename: `flexmarket-dispatch-operations-${from}-${to}.csv`, contentType: 'text/csv; charset=utf-8', content: expected.body }]);
    expect(mail.body).toContain(`/analytics/reports/dispatch-operations?from=${from}&to=${to}`);
    const after = (await h.get('operatorX', '/analytics/schedules/')).json() as Array<Row & { last_sent: string | null }>;
    const mine = after.find((s) => s.id === created.id)!;
    expect(mine.last_sent).not.toBeNull();
    expect(mine.next_send).toBe(new Date(before.getTime() + 7 * 86_400_000).toISOString().slice(0, 10));

    const link = /\/analytics\/unsubscribe\?token=(\S+)/.exec(mail.body);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);
    // The signature with its last character changed (to one it is not).
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await h.app.inject({ method: 'POST', url: '/analytics/schedules/unsubscribe/', payload: { token: tampered } })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'POST', url: '/analytics/schedules/unsubscribe/', payload: { token: `${created.id + 1000}.${token.split('.')[1]}` } })).statusCode).toBe(404);
    const stop = await h.app.inject({ method: 'POST', url: '/analytics/schedules/unsubscribe/', payload: { token } });
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ report: 'dispatch-operations', frequency: 'weekly' });
    await sendDueSchedules(h.app, mine.next_send);
    expect(await count()).toBe(sentBefore + 1);
    expect((await h.get('operatorX', '/analytics/schedules/')).json()).not.toContainEqual(expect.objectContaining({ id: created.id }));
  });

  it('sends nothing to a member who has lost the analytics permission, and moves on', async () => {
    const db = h.app.db;
    const op = (await db.query<{ password_hash: string; organisation_id: number }>(`SELECT password_hash, organisation_id FROM users WHERE email = 'operator@northernlines.test'`)).rows[0]!;
    const id = (
      await db.query<{ id: number }>(
        `INSERT INTO users (email, first_name, password_hash, organisation_id, is_activated) VALUES ('leaver.analytics@northernlines.test', 'Lee', $1, $2, true) RETURNING id`,
        [op.password_hash, op.organisation_id],
      )
    ).rows[0]!.id;
    await db.query(`INSERT INTO team_roles (user_id, role) VALUES ($1, 'analytics')`, [id]);
    const token = await login(h.app, 'leaver.analytics@northernlines.test');
    const created = (await h.app.inject({ method: 'POST', url: '/analytics/schedules/', headers: bearer(token), payload: { report: 'spend-invoicing', frequency: 'monthly' } })).json() as Row;
    await db.query('UPDATE users SET organisation_id = NULL WHERE id = $1', [id]);
    const before = Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE to_email = 'leaver.analytics@northernlines.test'`)).rows[0]!.n);
    await sendDueSchedules(h.app, created.next_send);
    const after = Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE to_email = 'leaver.analytics@northernlines.test'`)).rows[0]!.n);
    expect(after).toBe(before);
    const next = (await db.query<{ next_send: string; last_sent: Date | null }>('SELECT next_send, last_sent FROM analytics_schedules WHERE id = $1', [created.id])).rows[0]!;
    expect(next.last_sent).toBeNull();
    expect(next.next_send > created.next_send).toBe(true);
  });
});
