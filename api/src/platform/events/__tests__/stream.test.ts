/**
 * The live event stream: GET events/stream/ and GET events/ on one API process — PGlite
 * in the PGlite pass (LISTEN on its one connection), a PostgreSQL database in the PostgreSQL pass
 * (a dedicated LISTEN connection). Across processes: test/server/events-replicas.test.ts.
 */
import type { FastifyInstance } from 'fastify';
import { createTestApp, login, bearer, type TestApp } from '../../../../test/helpers.js';
import { DEMO_ORGS } from '../../../seed/core.js';
import { onPublish, publishEvent, type DomainEvent, type DomainEventType } from '../publish.js';
import { openTestStream, type TestStream } from '../../../../test/support/sse-client.js';

// A short heartbeat, so the test sees one without waiting 15 s (read when the app is built).
process.env.EVENTS_HEARTBEAT_MS = '200';

let t: TestApp;
let app: FastifyInstance;
let origin: string;
const tokens: Record<string, string> = {};
const orgs: Record<string, number> = {};
const open: TestStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
  tokens.brightgrid = await login(app, 'provider@brightgrid.test');
  tokens.voltwise = await login(app, 'provider@voltwise.test');
  tokens.northernlines = await login(app, 'operator@northernlines.test');
  tokens.user = await login(app, 'user@flex.test');
  const r = await app.db.query<{ id: number; slug: string }>('SELECT id, slug FROM organisations');
  const bySlug = new Map(r.rows.map((row) => [row.slug, row.id]));
  orgs.brightgrid = bySlug.get(DEMO_ORGS.brightgrid.slug)!;
  orgs.voltwise = bySlug.get(DEMO_ORGS.voltwise.slug)!;
  orgs.northernlines = bySlug.get(DEMO_ORGS.northernLines.slug)!;
  expect(Object.values(orgs).every(Number.isInteger)).toBe(true);
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
afterAll(async () => {
  for (const s of open.splice(0)) s.close();
  await t?.close();
});

async function stream(who: keyof typeof tokens, options: Parameters<typeof openTestStream>[2] = {}): Promise<TestStream> {
  const s = await openTestStream(origin, tokens[who] ?? null, options);
  open.push(s);
  expect(s.status).toBe(200);
  expect(s.contentType).toMatch(/^text\/event-stream/);
  // The stream is subscribed before its first bytes leave: wait for them.
  await s.until((x) => x.comments.includes('connected'));
  return s;
}

let n = 0;
function publish(orgSlugs: string[], type: DomainEventType = 'dispatch.instruction.created'): Promise<DomainEvent> {
  return publishEvent(app.db, { type, org_ids: orgSlugs.map((s) => orgs[s]!), data: { instruction: { id: ++n, note: `event ${n}` } } });
}

const ids = (s: TestStream) => s.events.map((e) => e.id);

describe('access', () => {
  it('refuses a caller without a token (401) or with a bad one, before any stream opens', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/events/stream/', headers: { accept: 'text/event-stream' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: expect.any(String) });
    const forged = await openTestStream(origin, 'not-a-token');
    expect(forged.status).toBe(401);
    expect(forged.contentType).toMatch(/json/);
    expect((await app.inject({ method: 'GET', url: '/events/' })).statusCode).toBe(401);
  });

  it('asks for Accept: text/event-stream (406) and refuses a malformed Last-Event-ID (400)', async () => {
    const plain = await app.inject({ method: 'GET', url: '/events/stream/', headers: bearer(tokens.brightgrid!) });
    expect(plain.statusCode).toBe(406);
    expect(plain.json()).toEqual({ detail: expect.stringContaining('text/event-stream') });
    const bad = await app.inject({ method: 'GET', url: '/events/stream/', headers: { ...bearer(tokens.brightgrid!), accept: 'text/event-stream', 'last-event-id': 'abc' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ 'Last-Event-ID': ['A valid integer is required.'] });
    const badQuery = await app.inject({ method: 'GET', url: '/events/stream/?last_event_id=-1', headers: { ...bearer(tokens.brightgrid!), accept: 'text/event-stream' } });
    expect(badQuery.statusCode).toBe(400);
  });

  it('lets a browser on another origin send Authorization and Last-Event-ID (CORS preflight)', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/events/stream/',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,last-event-id' },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toEqual(expect.stringContaining('last-event-id'));
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toEqual(expect.stringContaining('authorization'));
  });
});

describe('live delivery', () => {
  it('sends each event to the streams of the organisations in its org_ids, as id / event / data, and to no one else', async () => {
    const provider = await stream('brightgrid');
    const operator = await stream('northernlines');
    const other = await stream('voltwise');
    const plainUser = await stream('user');

    const mine = await publish(['brightgrid', 'northernlines']);
    const theirs = await publish(['voltwise', 'northernlines'], 'dispatch.instruction.stopped');

    await provider.until((s) => s.events.length >= 1);
    await operator.until((s) => s.events.length >= 2);
    await other.until((s) => s.events.length >= 1);
    expect(provider.events[0]).toEqual(mine);
    expect(provider.names).toEqual(['dispatch.instruction.created']);
    expect(ids(operator)).toEqual([mine.id, theirs.id]);
    expect(operator.names).toEqual(['dispatch.instruction.created', 'dispatch.instruction.stopped']);
    expect(ids(other)).toEqual([theirs.id]);

    // The next event for brightgrid arrives after `theirs` would have: brightgrid never got it.
    const next = await publish(['brightgrid']);
    await provider.until((s) => s.events.length >= 2);
    expect(ids(provider)).toEqual([mine.id, next.id]);
    expect(plainUser.events).toEqual([]);
    expect(mine).toMatchObject({ type: 'dispatch.instruction.created', org_ids: [orgs.brightgrid, orgs.northernlines], data: { instruction: { note: expect.any(String) } } });
    expect(new Date(mine.created).toISOString()).toBe(mine.created);
  });

  it('delivers nothing of a transaction that rolls back, and what it publishes only once it commits', async () => {
    const provider = await stream('brightgrid');
    const before = await publish(['brightgrid']);
    await provider.until((s) => s.events.length === 1);
    await expect(
      app.db.transaction(async (tx) => {
        await publishEvent(tx, { type: 'dispatch.instruction.expired', org_ids: [orgs.brightgrid!], data: { rolled: 'back' } });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const after = await publish(['brightgrid']);
    await provider.until((s) => s.events.length === 2);
    expect(ids(provider)).toEqual([before.id, after.id]);
    const stored = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE data->>'rolled' = 'back'`);
    expect(stored.rows[0]?.n).toBe(0);
  });

  it('keeps the connection open with comment lines (heartbeats)', async () => {
    const provider = await stream('brightgrid');
    await provider.until((s) => s.comments.filter((c) => c === 'ping').length >= 2);
    expect(provider.events).toEqual([]);
  });
});

describe('reconnection with Last-Event-ID', () => {
  it('replays the events after the id (header or query) first, then goes live, none twice', async () => {
    const first = await publish(['brightgrid']);
    const missed = [await publish(['brightgrid', 'northernlines']), await publish(['voltwise']), await publish(['brightgrid'])];
    const s = await stream('brightgrid', { lastEventId: first.id });
    await s.until((x) => x.events.length >= 2);
    const live = await publish(['brightgrid']);
    await s.until((x) => x.events.length >= 3);
    expect(ids(s)).toEqual([missed[0]!.id, missed[2]!.id, live.id]);

    const byQuery = await stream('brightgrid', { query: `?last_event_id=${first.id}` });
    await byQuery.until((x) => x.events.length >= 3);
    expect(ids(byQuery)).toEqual([missed[0]!.id, missed[2]!.id, live.id]);
  });

  it('loses and repeats nothing when events are published while the stream replays', async () => {
    const start = await publish(['brightgrid']);
    const published: number[] = [];
    // Publishing runs on while the client connects and replays: some events fall into the replay,
    // some arrive live during it, the rest after it.
    const publishing = (async () => {
      for (let i = 0; i < 40; i++) published.push((await publish(['brightgrid'])).id);
    })();
    while (published.length < 10) await new Promise((r) => setImmediate(r));
    const s = await stream('brightgrid', { lastEventId: start.id });
    await publishing;
    await s.until((x) => x.events.length >= 40);
    expect(ids(s)).toEqual(published);
    expect(new Set(ids(s)).size).toBe(40);
  });

  it('treats a Last-Event-ID beyond the newest event (a database since reset) as up to date', async () => {
    const s = await stream('brightgrid', { lastEventId: 999_999_999 });
    const live = await publish(['brightgrid']);
    await s.until((x) => x.events.length >= 1);
    expect(ids(s)).toEqual([live.id]);
  });
});

describe('GET events/', () => {
  it('lists the caller’s organisation’s events after an id, oldest first', async () => {
    const a = await publish(['voltwise']);
    const b = await publish(['brightgrid']);
    const c = await publish(['voltwise', 'northernlines']);
    const res = await app.inject({ method: 'GET', url: `/events/?after=${a.id - 1}`, headers: bearer(tokens.voltwise!) });
    expect(res.statusCode).toBe(200);
    expect((res.json() as DomainEvent[]).map((e) => e.id)).toEqual([a.id, c.id]);
    const limited = await app.inject({ method: 'GET', url: `/events/?after=${a.id - 1}&limit=1`, headers: bearer(tokens.northernlines!) });
    expect((limited.json() as DomainEvent[]).map((e) => e.id)).toEqual([c.id]);
    const none = await app.inject({ method: 'GET', url: '/events/', headers: bearer(tokens.user!) });
    expect(none.json()).toEqual([]);
    expect(b.id).toBeGreaterThan(a.id);
  });
});

describe('publish hooks', () => {
  it('run inside the publishing transaction: a failing hook rolls the event back; an unregistered hook no longer runs', async () => {
    const seen: number[] = [];
    const stop = onPublish(async (tx, event) => {
      const r = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE id = $1', [event.id]);
      seen.push(r.rows[0]?.n ?? 0);
      if (event.data.fail) throw new Error('hook failed');
    });
    try {
      await publishEvent(app.db, { type: 'dispatch.instruction.created', org_ids: [orgs.brightgrid!], data: {} });
      await expect(publishEvent(app.db, { type: 'dispatch.instruction.created', org_ids: [orgs.brightgrid!], data: { fail: true } })).rejects.toThrow('hook failed');
    } finally {
      stop();
    }
    await publishEvent(app.db, { type: 'dispatch.instruction.created', org_ids: [orgs.brightgrid!], data: {} });
    expect(seen).toEqual([1, 1]);
    const failed = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE data ? 'fail'`);
    expect(failed.rows[0]?.n).toBe(0);
  });
});

describe('shutdown', () => {
  it('ends open streams when the app closes, without waiting for clients', async () => {
    const s = await stream('brightgrid');
    const closing = app.close();
    await s.ended;
    await closing;
    expect(s.events).toEqual([]);
  });
});
