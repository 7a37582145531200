/**
 * The API survives its database restarting: an API process keeps taking writes while its
 * PostgreSQL server is stopped (pg_ctl stop -m fast) and started again. During the outage every
 * request is answered quickly with 503 and Retry-After (no hang, no crash, no 500); once the
 * server is back the same process serves again, and every write it acknowledged is stored.
 * Runs in the PGlite pass only (it starts its own PostgreSQL server; see scripts/test.mjs).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startPostgres, type PostgresServer } from '../support/postgres-server.js';
import { startApi, type ApiProcess } from '../support/api-process.js';
import { DEMO_PASSWORD } from '../../src/seed/core.js';

jest.setTimeout(240_000);

const CONNECT_TIMEOUT_MS = 3_000;
const DETAIL = 'The database is unavailable. Try again in a moment.';

let server: PostgresServer | undefined;
let api: ApiProcess | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'flex-restart-'));

beforeAll(async () => {
  server = await startPostgres();
  api = await startApi({
    DATABASE_URL: server.url,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    DATA_DIR: dataDir,
    SEED_SIZE: 'test',
    PG_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
  });
  // The writers invite team members without end: an Enterprise plan (no seat limit), so no
  // invitation is refused for the plan's seats.
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO subscriptions (organisation_id, market_id, tier, renews_on)
       SELECT o.id, (SELECT min(id) FROM markets), 'enterprise', NULL FROM organisations o WHERE o.slug = 'brightgrid-energy'
       ON CONFLICT (organisation_id, market_id) DO UPDATE SET tier = 'enterprise', renews_on = NULL`,
    );
  } finally {
    await client.end();
  }
}, 300_000);

afterAll(async () => {
  await api?.stop();
  await server?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

interface Outcome {
  what: string;
  started: number;
  finished: number;
  /** HTTP status, or 0 when no answer came (connection refused or reset, or our 30 s cut-off). */
  status: number;
  retryAfter: string | null;
  body: Record<string, unknown>;
  error?: string;
}

const outcomes: Outcome[] = [];

async function send(what: string, method: string, path: string, token: string | null, body?: unknown): Promise<Outcome> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const started = Date.now();
  let outcome: Outcome;
  try {
    const res = await fetch(`${api!.url}${path}`, { method, headers, signal: AbortSignal.timeout(30_000), ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    const text = await res.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = { raw: text };
    }
    outcome = { what, started, finished: Date.now(), status: res.status, retryAfter: res.headers.get('retry-after'), body: parsed };
  } catch (error) {
    outcome = { what, started, finished: Date.now(), status: 0, retryAfter: null, body: {}, error: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error) };
  }
  outcomes.push(outcome);
  return outcome;
}

async function until(condition: () => boolean | Promise<boolean>, what: string, deadlineMs = 90_000): Promise<void> {
  const end = Date.now() + deadlineMs;
  while (!(await condition())) {
    const exit = api?.exited();
    if (exit) throw new Error(`The API process ended (${JSON.stringify(exit)}) while waiting for ${what}:\n${api!.output().slice(-4000)}`);
    if (Date.now() > end) throw new Error(`Gave up waiting for ${what} after ${deadlineMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

it('answers 503 while PostgreSQL is down, serves again once it is back, and keeps every acknowledged write', async () => {
  const loginRes = await send('login', 'POST', '/auth/jwt/create/', null, { email: 'provider@brightgrid.test', password: DEMO_PASSWORD });
  expect(loginRes.status).toBe(200);
  const token = String(loginRes.body.token);

  // Writers: two create team members (a transaction per write), one renames the admin (a single statement).
  const created: string[] = []; // acknowledged (201) member e-mails
  const renames: Array<{ name: string; status: number }> = []; // every rename attempt, in order
  let writing = true;
  const creator = async (n: number): Promise<void> => {
    for (let i = 0; writing; i++) {
      const email = `restart-${n}-${i}@brightgrid.test`;
      const res = await send('create', 'POST', '/auth/team/', token, { email, first_name: 'Restart', last_name: `${n}-${i}`, roles: ['account'] });
      if (res.status === 201) created.push(email);
    }
  };
  const renamer = async (): Promise<void> => {
    for (let i = 0; writing; i++) {
      const name = `Renamed ${i}`;
      const res = await send('rename', 'PATCH', '/auth/users/me/', token, { first_name: name });
      renames.push({ name, status: res.status });
    }
  };
  const writers = Promise.all([creator(1), creator(2), renamer()]);

  try {
    await until(() => created.length >= 10 && renames.filter((r) => r.status === 200).length >= 5, 'writes before the outage');
    const before = created.length;

    // Stop PostgreSQL under traffic.
    const stopCalled = Date.now();
    await server!.stop('fast');
    const stopped = Date.now();
    await until(() => outcomes.some((o) => o.started >= stopped && o.status === 503) && outcomes.filter((o) => o.started >= stopped).length >= 10, '503 answers during the outage');
    // Reads, logins and anonymous reads are refused the same way.
    const probes = await Promise.all([
      send('probe me', 'GET', '/auth/users/me/', token),
      send('probe login', 'POST', '/auth/jwt/create/', null, { email: 'provider@voltwise.test', password: DEMO_PASSWORD }),
      send('probe features', 'GET', '/features/', null),
      // A public route that needs no database still needs it to know who a token belongs to:
      // 503, not an answer as if the caller were anonymous.
      send('probe public with token', 'GET', '/openapi.json', token),
    ]);
    for (const p of probes) {
      expect({ what: p.what, status: p.status, body: p.body, retryAfter: p.retryAfter }).toEqual({ what: p.what, status: 503, body: { detail: DETAIL }, retryAfter: '5' });
    }
    // The process itself is up: what needs no database is served.
    expect((await send('openapi', 'GET', '/openapi.json', null)).status).toBe(200);
    const firstUnavailable = Math.min(...outcomes.filter((o) => o.status === 503).map((o) => o.finished));

    // Start it again: the same API process serves again.
    const restartCalled = Date.now();
    await server!.start();
    const restarted = Date.now();
    await until(() => outcomes.some((o) => o.started >= restarted && o.what === 'create' && o.status === 201), 'an acknowledged write after the restart');
    const firstServed = Math.min(...outcomes.filter((o) => o.started >= restarted && o.status < 300).map((o) => o.finished));
    await until(() => created.length >= before + 10, 'more writes after the restart');
    writing = false;
    await writers;

    // Every answer was a success or a 503 with the API's body: no 500, no hang, no dropped connection.
    const unexpected = outcomes.filter((o) => !(o.status >= 200 && o.status < 300) && !(o.status === 503 && o.body.detail === DETAIL && o.retryAfter === '5'));
    expect(unexpected).toEqual([]);
    // 503s come fast: at most the pool's connect timeout, with room for a busy machine.
    const slowest503 = Math.max(...outcomes.filter((o) => o.status === 503).map((o) => o.finished - o.started));
    expect(slowest503).toBeLessThan(CONNECT_TIMEOUT_MS + 5_000);
    const during = outcomes.filter((o) => o.started >= stopped && o.finished < restartCalled && o.what !== 'openapi');
    expect(during.length).toBeGreaterThanOrEqual(10);
    expect(during.filter((o) => o.status !== 503)).toEqual([]);
    expect(api!.exited()).toBeNull();

    // Every acknowledged write is in the database.
    const client = new pg.Client({ connectionString: server!.url });
    await client.connect();
    try {
      const stored = await client.query<{ email: string }>('SELECT email FROM users WHERE email = ANY($1::text[])', [created]);
      expect(new Set(stored.rows.map((r) => r.email))).toEqual(new Set(created));
      // The admin's name is that of the last acknowledged rename, or of an attempt after it whose
      // answer was lost in the outage (committed, but the connection broke before the reply).
      const lastAcknowledged = renames.map((r) => r.status).lastIndexOf(200);
      const possible = renames.slice(lastAcknowledged).map((r) => r.name);
      const name = await client.query<{ first_name: string }>("SELECT first_name FROM users WHERE email = 'provider@brightgrid.test'");
      expect(possible).toContain(name.rows[0]?.first_name);
    } finally {
      await client.end();
    }

    console.info(
      [
        `database restart: pg_ctl stop -m fast took ${stopped - stopCalled} ms; first 503 ${firstUnavailable - stopCalled} ms after the stop began`,
        `  ${during.length} requests during the outage, all 503; slowest 503 in ${slowest503} ms`,
        `  restart took ${restarted - restartCalled} ms; first 2xx ${firstServed - restarted} ms after PostgreSQL accepted connections again`,
        `  writes acknowledged: ${created.length} creates (${before} before the stop began, ${created.length - before} after), ` +
          `${renames.filter((r) => r.status === 200).length} renames; all ${created.length} creates found in the database`,
        `  answers: ${outcomes.filter((o) => o.status < 300).length} 2xx, ${outcomes.filter((o) => o.status === 503).length} 503, ${unexpected.length} other`,
      ].join('\n'),
    );
  } finally {
    writing = false;
    await writers;
  }
});
