/**
 * Two API processes on one PostgreSQL server behave as one API: throttles made through one
 * replica hold on the other at once, and revocations within a second (each process keeps its
 * callers in memory until the database announces a change to them). Runs in the PGlite pass only (it starts its own
 * PostgreSQL server and API processes; see scripts/test.mjs).
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres, type PostgresServer } from '../support/postgres-server.js';
import { createPostgresDb } from '../../src/db/postgres.js';
import { startApi, type ApiProcess } from '../support/api-process.js';
import { DEMO_PASSWORD } from '../../src/seed/core.js';

jest.setTimeout(120_000);

let server: PostgresServer | undefined;
let a: ApiProcess | undefined;
let b: ApiProcess | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'flex-replicas-'));
const timings: Record<string, number> = {};

beforeAll(async () => {
  let started = Date.now();
  server = await startPostgres();
  timings.postgres = Date.now() - started;
  const env = {
    DATABASE_URL: server.url,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    DATA_DIR: dataDir,
    SEED_SIZE: 'test',
    // Clients are told apart by X-Forwarded-For, as behind a load balancer.
    TRUST_PROXY: '1',
    LOGIN_RATE_LIMIT: '4',
    LOGIN_IP_FAILURE_LIMIT: '6',
  };
  started = Date.now();
  a = await startApi(env); // migrates and seeds
  timings.replicaA = Date.now() - started;
  started = Date.now();
  b = await startApi({ ...env, SEED: '0' });
  timings.replicaB = Date.now() - started;
}, 300_000);

afterAll(async () => {
  await Promise.allSettled([a?.stop(), b?.stop()]);
  await server?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  console.info(`replicas: PostgreSQL ready in ${timings.postgres} ms, replica A (migrate + seed) in ${timings.replicaA} ms, replica B in ${timings.replicaB} ms`);
}, 60_000);

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

async function call(api: ApiProcess | undefined, method: string, path: string, options: { body?: unknown; token?: string; from?: string } = {}): Promise<Answer> {
  if (!api) throw new Error('API not started');
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.from) headers['x-forwarded-for'] = options.from;
  const res = await fetch(`${api.url}${path}`, { method, headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const login = (api: ApiProcess | undefined, email: string, password: string, from: string) => call(api, 'POST', '/auth/jwt/create/', { body: { email, password }, from });

async function token(api: ApiProcess | undefined, email: string, from: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await login(api, email, password, from);
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return String(res.body.token);
}

const me = (api: ApiProcess | undefined, t: string) => call(api, 'GET', '/auth/users/me/', { token: t });

function expectThrottled(res: Answer): void {
  expect(res.status).toBe(429);
  expect(String(res.body.detail)).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
}

it('runs two separate API processes on one database', () => {
  expect(a?.url).toBeDefined();
  expect(b?.url).toBeDefined();
  expect(a?.url).not.toBe(b?.url);
  expect(a?.child.pid).not.toBe(b?.child.pid);
});

describe('throttles count across replicas', () => {
  it('failed logins from one address, spread over both replicas and many accounts, reach 429 on either', async () => {
    const from = '203.0.113.7';
    const codes: string[] = [];
    // Six failures (the limit), alternating replicas: three each. Counted per process, neither would throttle yet.
    for (let i = 0; i < 6; i++) {
      const api = i % 2 === 0 ? a : b;
      codes.push(`${i % 2 === 0 ? 'A' : 'B'}${(await login(api, `stuffing-${i}@victims.test`, 'a-guessed-password', from)).status}`);
    }
    expect(codes).toEqual(['A401', 'B401', 'A401', 'B401', 'A401', 'B401']);
    expectThrottled(await login(a, 'stuffing-6@victims.test', 'a-guessed-password', from));
    expectThrottled(await login(b, 'stuffing-7@victims.test', 'a-guessed-password', from));
    // An X-Forwarded-For entry of the client's own making does not change its address.
    expectThrottled(await login(a, 'stuffing-8@victims.test', 'a-guessed-password', `198.18.0.1, ${from}`));
    // Even the right password, from that address; another address is unaffected.
    expectThrottled(await login(b, 'settlement@brightgrid.test', DEMO_PASSWORD, from));
    expect((await login(b, 'settlement@brightgrid.test', DEMO_PASSWORD, '203.0.113.8')).status).toBe(200);
  });

  it('attempts at one account from one address, spread over both replicas, reach 429 on either', async () => {
    const from = '198.51.100.9';
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await login(i % 2 === 0 ? a : b, 'account@brightgrid.test', 'not-the-password', from)).status);
    expect(codes).toEqual([401, 401, 401, 401]);
    expectThrottled(await login(a, 'account@brightgrid.test', DEMO_PASSWORD, from));
    expectThrottled(await login(b, 'account@brightgrid.test', DEMO_PASSWORD, from));
  });
});

/**
 * Each replica keeps the callers it has served in memory and drops them when the database
 * announces a change (LISTEN/NOTIFY at commit). The other replica hears it a moment after the
 * answer: ask it again until it refuses, for at most a second (each try is a real request).
 */
async function refusedWithin(api: ApiProcess | undefined, t: string, ms = 1000): Promise<{ answer: Answer; tries: number; elapsedMs: number }> {
  const started = Date.now();
  let tries = 0;
  for (;;) {
    const answer = await me(api, t);
    tries++;
    if (answer.status !== 200 || Date.now() - started > ms) return { answer, tries, elapsedMs: Date.now() - started };
  }
}

describe('revocation holds across replicas within a second', () => {
  it('a token logged out through A is refused by B, and by A on the very next request', async () => {
    const session = await token(a, 'dispatch@brightgrid.test', '192.0.2.21');
    // Both replicas have just served this token: each holds its caller in memory.
    expect((await me(b, session)).status).toBe(200);
    expect((await me(a, session)).status).toBe(200);
    expect((await call(a, 'POST', '/auth/jwt/logout/', { token: session, body: { sliding: session } })).status).toBe(200);
    expect((await me(a, session)).status).toBe(401);
    const { answer, elapsedMs } = await refusedWithin(b, session);
    expect(answer.status).toBe(401);
    expect(answer.body.detail).toBe('Token is blacklisted');
    expect(elapsedMs).toBeLessThanOrEqual(1000);
    expect((await me(b, session)).status).toBe(401);
    expect((await call(b, 'POST', '/auth/jwt/refresh/', { body: { token: session } })).status).toBe(401);
  });

  it('a member deactivated through A is refused by B', async () => {
    const admin = await token(b, 'provider@brightgrid.test', '192.0.2.22');
    const member = await token(a, 'analytics@brightgrid.test', '192.0.2.23');
    expect((await me(b, member)).status).toBe(200);
    expect((await me(a, member)).status).toBe(200);
    const team = await call(b, 'GET', '/auth/team/?email=analytics@brightgrid.test', { token: admin });
    const rows = team.body as unknown as Array<{ id: number }>;
    expect(rows).toHaveLength(1);
    const off = await call(a, 'POST', `/auth/team/${rows[0]!.id}/set_inactive/`, { token: admin });
    expect(off.status).toBe(200);
    expect(off.body.is_active).toBe(false);
    expect((await me(a, member)).status).toBe(401);
    const { answer } = await refusedWithin(b, member);
    expect(answer.status).toBe(401);
    expect(answer.body.detail).toBe('User not found or inactive.');
    expect((await login(b, 'analytics@brightgrid.test', DEMO_PASSWORD, '192.0.2.24')).status).toBe(401);
  });

  it('a password changed through A ends the sessions B serves', async () => {
    const onA = await token(a, 'operations@brightgrid.test', '192.0.2.25');
    const onB = await token(b, 'operations@brightgrid.test', '192.0.2.26');
    expect((await me(b, onB)).status).toBe(200);
    expect((await me(b, onA)).status).toBe(200);
    const changed = await call(a, 'POST', '/auth/users/set_password/', { token: onA, body: { current_password: DEMO_PASSWORD, new_password: 'Replica-password-42' } });
    expect(changed.status).toBeLessThan(300);
    expect((await me(a, onA)).status).toBe(401);
    const first = await refusedWithin(b, onB);
    expect(first.answer.status).toBe(401);
    expect(first.answer.body.detail).toBe('Token is no longer valid.');
    expect((await me(b, onA)).status).toBe(401);
    // The fresh token the change answered with works on both.
    expect((await me(b, String(changed.body.token))).status).toBe(200);
    expect((await login(b, 'operations@brightgrid.test', 'Replica-password-42', '192.0.2.27')).status).toBe(200);
  });

  it('roles changed through A change what the member may do on B', async () => {
    const admin = await token(a, 'provider@brightgrid.test', '192.0.2.28');
    const member = await token(b, 'settlement@brightgrid.test', '192.0.2.29');
    const before = await me(b, member);
    expect(before.status).toBe(200);
    expect(before.body.roles).toEqual(['settlement']);
    expect(before.body.permission_names).toContain('view-settlement');
    expect((await call(b, 'GET', '/performance/settlementreports/', { token: member })).status).toBe(200);
    const team = await call(a, 'GET', '/auth/team/?email=settlement@brightgrid.test', { token: admin });
    const rows = team.body as unknown as Array<{ id: number }>;
    expect(rows).toHaveLength(1);
    const changed = await call(a, 'PATCH', `/auth/team/${rows[0]!.id}/`, { token: admin, body: { roles: ['dispatch'] } });
    expect(changed.status).toBe(200);
    // The same token, now with the new role's permissions: wait until B answers with them.
    const started = Date.now();
    let after = await me(b, member);
    while (Array.isArray(after.body.roles) && (after.body.roles as string[]).includes('settlement') && Date.now() - started <= 1000) after = await me(b, member);
    expect(after.status).toBe(200);
    expect(after.body.roles).toEqual(['dispatch']);
    expect(after.body.permission_names).toContain('manage-dispatches');
    expect(after.body.permission_names).not.toContain('view-settlement');
    expect(Date.now() - started).toBeLessThanOrEqual(1000);
    // A route the old role opened is closed to the token on B now (it was open before the change: see the first answer).
    expect((await call(b, 'GET', '/performance/settlementreports/', { token: member })).status).toBe(403);
  });
});

describe('a replica that may have missed a change reads the database', () => {
  const sql = async <T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({ connectionString: server!.url });
    await client.connect();
    try {
      return (await client.query<T>(text, params)).rows;
    } finally {
      await client.end();
    }
  };
  const listeners = async (): Promise<number> =>
    Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM pg_stat_activity WHERE query = 'LISTEN "flex_auth"'`))[0]?.n ?? 0);

  it('hears of a broken listening connection at once, before it is re-opened (then: anything may have been missed)', async () => {
    const db = await createPostgresDb(server!.url);
    const events: string[] = [];
    let reopened: () => void = () => undefined;
    const back = new Promise<void>((done) => (reopened = done));
    let broke: () => void = () => undefined;
    const broken = new Promise<void>((done) => (broke = done));
    const unlisten = await db.listen(
      'flex_auth_probe',
      (payload) => {
        events.push(payload === null ? 'listening again' : `notified ${payload}`);
        if (payload === null) reopened();
      },
      () => {
        events.push('broken');
        broke();
      },
    );
    try {
      await sql(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN "flex_auth_probe"'`);
      await broken;
      expect(events).toEqual(['broken']);
      await back;
      await sql(`SELECT pg_notify('flex_auth_probe', 'after')`);
      await new Promise<void>((done) => {
        const check = (): void => (events.includes('notified after') ? done() : void setImmediate(check));
        check();
      });
      expect(events).toEqual(['broken', 'listening again', 'notified after']);
    } finally {
      await unlisten();
      await db.close();
    }
  });

  it('drops what it holds when its listening connection breaks, and holds callers again once it listens again', async () => {
    const session = await token(a, 'admin@brightgrid.test', '192.0.2.30');
    expect((await me(b, session)).status).toBe(200);
    // Revoked without a notification (the trigger off for this one transaction): a change the replicas cannot hear.
    const digest = createHash('sha256').update(session).digest('base64url');
    await sql(`DO $$ BEGIN
      ALTER TABLE token_blocklist DISABLE TRIGGER auth_token_blocklist_insert;
      INSERT INTO token_blocklist (jti, expires_at) VALUES ('${digest}', now() + interval '1 hour');
      ALTER TABLE token_blocklist ENABLE TRIGGER auth_token_blocklist_insert;
    END $$`);
    // B still serves the token from memory (this is the cache at work, and why it must hear every change).
    expect((await me(b, session)).status).toBe(200);
    // The listening connections break (both replicas'): each forgets what it holds and reads the database.
    expect(await listeners()).toBe(2);
    await sql(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN "flex_auth"'`);
    const { answer } = await refusedWithin(b, session);
    expect(answer.status).toBe(401);
    expect(answer.body.detail).toBe('Token is blacklisted');
    // Both listen again (re-opened with back-off): changes announced from now on are heard again.
    const started = Date.now();
    while ((await listeners()) < 2 && Date.now() - started < 30_000) await sql('SELECT pg_sleep(0.05)');
    expect(await listeners()).toBe(2);
    const next = await token(a, 'admin@brightgrid.test', '192.0.2.31');
    expect((await me(b, next)).status).toBe(200);
    expect((await me(b, next)).status).toBe(200);
    expect((await call(a, 'POST', '/auth/jwt/logout/', { token: next })).status).toBe(200);
    const after = await refusedWithin(b, next);
    expect(after.answer.status).toBe(401);
    expect(after.answer.body.detail).toBe('Token is blacklisted');
  });
});

it('leaves both processes running (nothing crashed)', () => {
  expect(a?.exited()).toBeNull();
  expect(b?.exited()).toBeNull();
});
