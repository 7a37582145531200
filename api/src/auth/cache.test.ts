import { PrincipalCache, type PrincipalCacheOptions } from './cache.js';
import type { Db } from '../db/types.js';
import type { Principal } from './principal.js';

/**
 * A database that only listens: the test plays the server, delivering notifications, breaking
 * and restoring the listening connection, and answering (or not) the cache's own round trips.
 */
class FakeDb {
  kind: 'postgres' | 'pglite' = 'postgres';
  notify: ((payload: string | null) => void) | null = null;
  lost: (() => void) | null = null;
  /** Whether the cache's own notifications come back (a healthy listening connection). */
  echo = true;
  queries = 0;

  asDb(): Db {
    return this as unknown as Db;
  }

  async listen(_channel: string, onNotify: (payload: string | null) => void, onLost?: () => void): Promise<() => Promise<void>> {
    this.notify = onNotify;
    this.lost = onLost ?? null;
    return async () => {
      this.notify = null;
    };
  }

  async query(_text: string, params: readonly unknown[] = []): Promise<{ rows: never[] }> {
    this.queries++;
    const payload = String(params[1]);
    if (this.echo) setImmediate(() => this.notify?.(payload));
    return { rows: [] };
  }
}

const quiet = { warn: () => undefined };
const inAnHour = Date.now() / 1000 + 3600;

function principal(userId: number, orgId: number | null, exp = inAnHour): Principal {
  return {
    userId,
    email: `user${userId}@example.test`,
    firstName: 'A',
    lastName: 'B',
    orgType: orgId === null ? 'user' : 'flexprovider',
    orgId,
    isMaxOrg: false,
    teamRoles: [],
    permissions: ['default'],
    preferredLocale: 'en',
    jti: `digest-${userId}`,
    exp,
  };
}

async function started(db: FakeDb, options: PrincipalCacheOptions = { probeMs: 0 }): Promise<PrincipalCache> {
  const cache = new PrincipalCache(db.asDb(), quiet, options);
  await cache.start();
  return cache;
}

/** Load a caller through the cache (the loader counts how often the database was asked). */
async function through(cache: PrincipalCache, digest: string, p: Principal, kind: 'access' | 'reporting' = 'access'): Promise<{ principal: Principal; loaded: boolean }> {
  const hit = cache.get(digest, kind);
  if (hit) return { principal: hit, loaded: false };
  return { principal: await cache.load(digest, kind, async () => p), loaded: true };
}

describe('PrincipalCache', () => {
  it('serves a token it has loaded without the database, for its own kind only, until the token expires', async () => {
    const cache = await started(new FakeDb());
    const alice = principal(1, 10);
    expect((await through(cache, 't1', alice)).loaded).toBe(true);
    expect(await through(cache, 't1', alice)).toEqual({ principal: alice, loaded: false });
    // The same digest as a reporting token is another verification: not served from the access entry.
    expect(cache.get('t1', 'reporting')).toBeNull();
    const expired = principal(2, 10, Date.now() / 1000 - 1);
    await cache.load('t2', 'access', async () => expired);
    expect(cache.get('t2', 'access')).toBeNull();
    await cache.stop();
  });

  it('drops the callers a notification names: a user, an organisation, a token, everyone', async () => {
    const db = new FakeDb();
    const cache = await started(db);
    const [a, b, c] = [principal(1, 10), principal(2, 10), principal(3, 20)];
    const fill = async () => {
      for (const [digest, p] of [['a1', a], ['a2', a], ['b1', b], ['c1', c]] as const) await through(cache, digest, p);
    };
    const held = () => ['a1', 'a2', 'b1', 'c1'].filter((d) => cache.get(d, 'access') !== null);

    await fill();
    db.notify?.('u:1');
    expect(held()).toEqual(['b1', 'c1']);
    await fill();
    db.notify?.('o:10');
    expect(held()).toEqual(['c1']);
    await fill();
    db.notify?.('t:a2');
    expect(held()).toEqual(['a1', 'b1', 'c1']);
    db.notify?.('*');
    expect(held()).toEqual([]);
    await fill();
    db.notify?.('something a newer version sends');
    expect(held()).toEqual([]);
    await cache.stop();
  });

  it('does not keep a caller whose load was under way when a change was announced', async () => {
    const db = new FakeDb();
    const cache = await started(db);
    let finish: (p: Principal) => void = () => undefined;
    const loading = cache.load('t1', 'access', () => new Promise<Principal>((done) => (finish = done)));
    db.notify?.('u:1'); // committed while the row was being read: the row may be the old one
    finish(principal(1, 10));
    await loading;
    expect(cache.get('t1', 'access')).toBeNull();
    await through(cache, 't1', principal(1, 10));
    expect(cache.get('t1', 'access')).not.toBeNull();
    await cache.stop();
  });

  it('is bypassed while the listening connection is down, and starts empty when it is back', async () => {
    const db = new FakeDb();
    const cache = await started(db);
    await through(cache, 't1', principal(1, 10));
    expect(cache.active).toBe(true);
    db.lost?.();
    expect(cache.active).toBe(false);
    expect(cache.size).toBe(0);
    // Every request reads the database, and nothing read meanwhile is kept.
    expect((await through(cache, 't1', principal(1, 10))).loaded).toBe(true);
    expect((await through(cache, 't1', principal(1, 10))).loaded).toBe(true);
    expect(cache.size).toBe(0);
    db.notify?.(null); // listening again: what was announced meanwhile is lost
    expect(cache.active).toBe(true);
    expect(cache.size).toBe(0);
    expect((await through(cache, 't1', principal(1, 10))).loaded).toBe(true);
    expect((await through(cache, 't1', principal(1, 10))).loaded).toBe(false);
    await cache.stop();
  });

  it('is bypassed from the start when it cannot listen', async () => {
    const db = new FakeDb();
    db.listen = async () => {
      throw new Error('connection refused');
    };
    const cache = await started(db);
    expect(cache.active).toBe(false);
    await through(cache, 't1', principal(1, 10));
    expect(cache.size).toBe(0);
    await cache.stop();
  });

  it('settles a write by a round trip through its own listener (PostgreSQL); requests asking at once share one', async () => {
    const db = new FakeDb();
    const cache = await started(db);
    await Promise.all([cache.settle(), cache.settle(), cache.settle()]);
    expect(db.queries).toBe(1);
    expect(cache.active).toBe(true);
    db.kind = 'pglite'; // delivers before the committing query returns: nothing to wait for
    await cache.settle();
    expect(db.queries).toBe(1);
    await cache.stop();
  });

  it('is bypassed when its own notification does not come back (a connection dead without a word), until a probe does', async () => {
    const db = new FakeDb();
    const cache = await started(db, { probeMs: 50, settleMs: 100 });
    await through(cache, 't1', principal(1, 10));
    db.echo = false;
    await cache.settle(); // waits up to its deadline, then distrusts the connection
    expect(cache.active).toBe(false);
    expect(cache.size).toBe(0);
    expect((await through(cache, 't1', principal(1, 10))).loaded).toBe(true);
    expect(cache.size).toBe(0);
    db.echo = true;
    // The next probe comes back: wait for the cache to trust the connection again.
    await new Promise<void>((done) => {
      const check = (): void => (cache.active ? done() : void setImmediate(check));
      check();
    });
    expect(cache.size).toBe(0);
    await through(cache, 't1', principal(1, 10));
    expect((await through(cache, 't1', principal(1, 10))).loaded).toBe(false);
    await cache.stop();
  });
});
