import { randomBytes } from 'node:crypto';
import type { Db } from '../db/types.js';
import type { Principal } from './principal.js';

/**
 * The channel on which changes to callers are announced (migration 187: triggers on users,
 * team_roles, organisations, token_blocklist and feature_flags send them in the writer's
 * transaction, so they arrive at commit, whichever code made the change).
 */
export const AUTH_CHANNEL = 'flex_auth';

/** Which verification a cached caller came through: an access token or a reporting-tool token. */
export type TokenKind = 'access' | 'reporting';

interface Entry {
  principal: Principal;
  kind: TokenKind;
  /** The token's expiry, milliseconds since epoch: the entry is not used from then on. */
  expiresMs: number;
}

interface Logger {
  warn(obj: unknown, msg?: string): void;
}

export interface PrincipalCacheOptions {
  /** Most callers kept (the oldest go first). */
  maxEntries?: number;
  /**
   * PostgreSQL: how often the process checks that its listening connection still delivers (a
   * notification it sends itself must come back within this time, or the cache is bypassed until
   * one does). A connection can die without the socket noticing for a long time.
   */
  probeMs?: number;
  /** Longest wait for a write's round trip (`settle`) before the connection is distrusted. */
  settleMs?: number;
}

/**
 * The callers this process has authenticated, by token digest, so a request with a known token
 * costs no query. Correct only while the process hears every change: it LISTENs on
 * AUTH_CHANNEL and drops the callers a notification names (a user, an organisation's members, a
 * token, or everyone). Fail safe: until listening has started, while the listening connection is
 * down, and while it is in doubt (a probe did not come back), nothing is read from or stored in
 * the cache, and it is emptied on both edges, since notifications may have been missed.
 *
 * A load that was in flight when any notification arrived is not stored (its row may predate the
 * change): `epoch` counts notifications, and a load stores only if it is unchanged.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<number, Set<string>>();
  private readonly maxEntries: number;
  private readonly probeMs: number;
  private readonly settleMs: number;
  /** Told apart from other processes' sync notifications on the same channel. */
  private readonly instance = randomBytes(6).toString('base64url');
  private epoch = 0;
  private connected = false;
  private inDoubt = false;
  private stopped = false;
  private unlisten: (() => Promise<void>) | null = null;
  private retry: NodeJS.Timeout | undefined;
  private prober: NodeJS.Timeout | undefined;
  private syncSeq = 0;
  private readonly syncWaiters = new Map<number, () => void>();
  /** A sync not yet sent: requests that ask for one before it goes share it. */
  private pendingSync: Promise<boolean> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    options: PrincipalCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 50_000;
    this.probeMs = options.probeMs ?? 5_000;
    this.settleMs = options.settleMs ?? 2_000;
  }

  /** Whether the cache is read and written now (listening, and not in doubt). */
  get active(): boolean {
    return this.connected && !this.inDoubt && !this.stopped;
  }

  /** Callers held (for tests and diagnostics). */
  get size(): number {
    return this.entries.size;
  }

  /** Start listening; until it has, and whenever it cannot, the cache is bypassed. */
  async start(): Promise<void> {
    this.stopped = false;
    try {
      this.unlisten = await this.db.listen(AUTH_CHANNEL, (payload) => this.onNotify(payload), () => this.onLost());
    } catch (error) {
      // Serve without the cache (every request reads the database) and try again shortly.
      this.log.warn({ err: error }, 'auth cache: could not listen for changes; retrying');
      clearTimeout(this.retry);
      this.retry = setTimeout(() => void this.start(), 5_000);
      this.retry.unref();
      return;
    }
    if (this.stopped) {
      await this.stopListening();
      return;
    }
    this.reset();
    this.connected = true;
    if (this.db.kind === 'postgres' && this.probeMs > 0) {
      clearInterval(this.prober);
      this.prober = setInterval(() => void this.probe(), this.probeMs);
      this.prober.unref();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.connected = false;
    clearTimeout(this.retry);
    clearInterval(this.prober);
    this.reset();
    for (const done of this.syncWaiters.values()) done();
    this.syncWaiters.clear();
    await this.stopListening();
  }

  private async stopListening(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = null;
    if (unlisten) await unlisten();
  }

  /** The cached caller of a token (by digest) of this kind, or null (unknown, expired, or the cache is bypassed). */
  get(digest: string, kind: TokenKind): Principal | null {
    if (!this.active) return null;
    const entry = this.entries.get(digest);
    if (!entry) return null;
    if (entry.kind !== kind) return null;
    if (Date.now() >= entry.expiresMs) {
      this.remove(digest);
      return null;
    }
    return entry.principal;
  }

  /**
   * The caller from `load` (the database), stored when nothing was announced while it loaded.
   * Errors (401: revoked, inactive…) pass through and are not stored.
   */
  async load(digest: string, kind: TokenKind, load: () => Promise<Principal>): Promise<Principal> {
    const epoch = this.epoch;
    const principal = await load();
    if (this.active && this.epoch === epoch) this.put(digest, kind, principal);
    return principal;
  }

  private put(digest: string, kind: TokenKind, principal: Principal): void {
    this.remove(digest);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.remove(oldest.value);
    }
    this.entries.set(digest, { principal, kind, expiresMs: principal.exp * 1000 });
    let keys = this.byUser.get(principal.userId);
    if (!keys) this.byUser.set(principal.userId, (keys = new Set()));
    keys.add(digest);
  }

  private remove(digest: string): void {
    const entry = this.entries.get(digest);
    if (!entry) return;
    this.entries.delete(digest);
    const keys = this.byUser.get(entry.principal.userId);
    keys?.delete(digest);
    if (keys?.size === 0) this.byUser.delete(entry.principal.userId);
  }

  private dropUser(userId: number): void {
    for (const digest of [...(this.byUser.get(userId) ?? [])]) this.remove(digest);
  }

  private dropOrganisation(orgId: number): void {
    for (const [digest, entry] of [...this.entries]) if (entry.principal.orgId === orgId) this.remove(digest);
  }

  /** Forget everyone, and let no load in flight store what it read. */
  private reset(): void {
    this.epoch++;
    this.entries.clear();
    this.byUser.clear();
  }

  private onLost(): void {
    this.connected = false;
    this.reset();
  }

  /** A notification (`null`: listening again after a break, anything may have been missed). */
  private onNotify(payload: string | null): void {
    if (payload === null) {
      this.reset();
      if (!this.stopped) this.connected = true;
      return;
    }
    if (payload.startsWith('sync:')) {
      const [, instance, seq] = payload.split(':');
      if (instance === this.instance) this.syncWaiters.get(Number(seq))?.();
      return;
    }
    this.epoch++;
    const id = Number(payload.slice(2));
    if (payload.startsWith('u:') && Number.isSafeInteger(id)) this.dropUser(id);
    else if (payload.startsWith('o:') && Number.isSafeInteger(id)) this.dropOrganisation(id);
    else if (payload.startsWith('t:')) this.remove(payload.slice(2));
    else this.reset(); // '*', or a payload this version does not know: forget everyone
  }

  /**
   * Resolves once this process has heard every change committed before the call (PostgreSQL
   * delivers notifications in commit order, so a notification sent now comes back after them).
   * Called before answering a request that may have changed a caller, so the process that made
   * the change never serves the next request from the state before it. PGlite delivers
   * notifications before the committing query returns: nothing to wait for. If the round trip
   * fails or takes too long, the cache is bypassed until a probe comes back.
   */
  async settle(): Promise<void> {
    if (this.db.kind !== 'postgres' || !this.active) return;
    this.pendingSync ??= new Promise<void>((sent) => setImmediate(sent)).then(() => {
      this.pendingSync = null;
      return this.roundTrip(this.settleMs);
    });
    if (!(await this.pendingSync)) this.doubt();
  }

  /** Periodic check that the listening connection still delivers (PostgreSQL). */
  private async probe(): Promise<void> {
    if (!this.connected || this.stopped) return;
    if (await this.roundTrip(this.probeMs)) {
      if (this.inDoubt && this.connected) {
        // Back: whatever was announced while in doubt may be lost, and nothing was stored meanwhile.
        this.reset();
        this.inDoubt = false;
      }
    } else {
      this.doubt();
    }
  }

  private doubt(): void {
    if (this.inDoubt || this.stopped) return;
    this.log.warn({}, 'auth cache: a change notification did not come back in time; reading callers from the database until one does');
    this.inDoubt = true;
    this.reset();
  }

  /** Send a notification to this process's own listener and wait for it: true if it came back within `timeoutMs`. */
  private async roundTrip(timeoutMs: number): Promise<boolean> {
    const seq = ++this.syncSeq;
    let timer: NodeJS.Timeout | undefined;
    const back = new Promise<boolean>((done) => {
      this.syncWaiters.set(seq, () => done(true));
      timer = setTimeout(() => done(false), timeoutMs);
      timer.unref();
    });
    try {
      await this.db.query('SELECT pg_notify($1, $2)', [AUTH_CHANNEL, `sync:${this.instance}:${seq}`]);
      return await back;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
      this.syncWaiters.delete(seq);
    }
  }
}
