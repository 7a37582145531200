/**
 * Live events fan out across API replicas: two API processes on one PostgreSQL server,
 * each LISTENing on its own connection. An event published in any transaction on the database
 * reaches the streams of both; a client that reconnects to the other replica with its
 * Last-Event-ID gets what it missed; a replica's listener survives the database restarting; a
 * replica that stops ends its streams and exits cleanly. Runs in the PGlite pass only (it starts
 * its own PostgreSQL server and API processes; see scripts/test.mjs).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres, type PostgresServer } from '../support/postgres-server.js';
import { startApi, type ApiProcess } from '../support/api-process.js';
import { openTestStream, type TestStream } from '../support/sse-client.js';
import { createPostgresDb } from '../../src/db/postgres.js';
import type { Db } from '../../src/db/types.js';
import { publishEvent, type DomainEvent } from '../../src/platform/events/publish.js';
import { DEMO_ORGS, DEMO_PASSWORD } from '../../src/seed/core.js';

jest.setTimeout(120_000);

let server: PostgresServer | undefined;
let a: ApiProcess | undefined;
let b: ApiProcess | undefined;
let db: Db | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'flex-events-replicas-'));
const orgs: Record<string, number> = {};
const streams: TestStream[] = [];

beforeAll(async () => {
  server = await startPostgres();
  const env = { DATABASE_URL: server.url, JWT_SECRET: randomBytes(32).toString('base64url'), DATA_DIR: dataDir, SEED_SIZE: 'test', PG_CONNECT_TIMEOUT_MS: '3000' };
  a = await startApi(env); // migrates and seeds
  b = await startApi({ ...env, SEED: '0' });
  db = await createPostgresDb(server.url);
  const r = await db.query<{ id: number; slug: string }>('SELECT id, slug FROM organisations');
  const bySlug = new Map(r.rows.map((row) => [row.slug, row.id]));
  orgs.brightgrid = bySlug.get(DEMO_ORGS.brightgrid.slug)!;
  orgs.voltwise = bySlug.get(DEMO_ORGS.voltwise.slug)!;
  orgs.northernlines = bySlug.get(DEMO_ORGS.northernLines.slug)!;
}, 300_000);

afterAll(async () => {
  for (const s of streams) s.close();
  await db?.close();
  await Promise.allSettled([a?.stop(), b?.stop()]);
  await server?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

async function token(api: ApiProcess | undefined, email: string): Promise<string> {
  const res = await fetch(`${api!.url}/auth/jwt/create/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

async function stream(api: ApiProcess | undefined, t: string, lastEventId?: number): Promise<TestStream> {
  const s = await openTestStream(api!.url, t, lastEventId === undefined ? {} : { lastEventId });
  streams.push(s);
  expect(s.status).toBe(200);
  await s.until((x) => x.comments.includes('connected'));
  return s;
}

let n = 0;
const publish = (slugs: string[]): Promise<DomainEvent> =>
  publishEvent(db!, { type: 'dispatch.instruction.created', org_ids: slugs.map((s) => orgs[s]!), data: { instruction: { id: ++n } } });
const ids = (s: TestStream) => s.events.map((e) => e.id);

it('delivers one event to the streams on both replicas, each only to its organisations', async () => {
  const provider = await token(a, 'provider@brightgrid.test');
  const operator = await token(b, 'operator@northernlines.test');
  const other = await token(a, 'provider@voltwise.test');
  const onA = await stream(a, provider);
  const onB = await stream(b, provider);
  const operatorOnB = await stream(b, operator);
  const otherOnB = await stream(b, other);

  const event = await publish(['brightgrid', 'northernlines']);
  const second = await publish(['voltwise']);
  await Promise.all([onA.until((s) => s.events.length >= 1), onB.until((s) => s.events.length >= 1), operatorOnB.until((s) => s.events.length >= 1), otherOnB.until((s) => s.events.length >= 1)]);
  expect(onA.events).toEqual([event]);
  expect(onB.events).toEqual([event]);
  expect(ids(operatorOnB)).toEqual([event.id]);
  expect(ids(otherOnB)).toEqual([second.id]);
});

it('replays on one replica what a client missed after leaving the other (Last-Event-ID)', async () => {
  const provider = await token(a, 'provider@brightgrid.test');
  const first = await stream(a, provider);
  const seen = await publish(['brightgrid']);
  await first.until((s) => s.events.length >= 1);
  first.close();
  const missed = [await publish(['brightgrid']), await publish(['brightgrid', 'northernlines'])];
  const again = await stream(b, provider, seen.id);
  const live = await publish(['brightgrid']);
  await again.until((s) => s.events.length >= 3);
  expect(ids(again)).toEqual([missed[0]!.id, missed[1]!.id, live.id]);
});

it('keeps delivering after the database restarts (each replica re-opens its LISTEN connection and catches up)', async () => {
  const provider = await token(b, 'provider@brightgrid.test');
  const onA = await stream(a, provider);
  const onB = await stream(b, provider);
  await server!.stop('fast');
  await server!.start();
  // The pool of this test's own connection lost its connections too: the first query may fail once.
  let event: DomainEvent | undefined;
  for (let attempt = 0; !event && attempt < 20; attempt++) {
    event = await publish(['brightgrid']).catch(() => undefined);
  }
  expect(event).toBeDefined();
  await Promise.all([onA.until((s) => s.events.length >= 1, 30_000), onB.until((s) => s.events.length >= 1, 30_000)]);
  expect(ids(onA)).toEqual([event!.id]);
  expect(ids(onB)).toEqual([event!.id]);
});

it('ends its open streams when a replica stops, and exits cleanly without being killed', async () => {
  const provider = await token(a, 'provider@brightgrid.test');
  const onA = await stream(a, provider);
  await a!.stop();
  await onA.ended;
  expect(a!.exited()).toEqual({ code: 0, signal: null });
});
