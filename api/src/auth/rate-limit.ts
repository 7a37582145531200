import { isIPv6 } from 'node:net';
import type { Db } from '../db/types.js';
import type { RateLimitConfig } from '../config.js';
import { ApiError } from '../errors.js';

/** The state of one counter after a hit: hits in the current window and the seconds left in it. */
export interface Count {
  hits: number;
  /** Seconds until the window ends (at least 1). */
  retryAfter: number;
}

/** A counted hit that can be taken back (a login that turned out not to be a failure). */
export interface Reservation extends Count {
  refund(): Promise<void>;
}

/** 429 in DRF's words, with Retry-After. */
export function throttled(seconds: number): ApiError {
  return new ApiError(429, { detail: `Request was throttled. Expected available in ${seconds} seconds.` }, { 'Retry-After': String(seconds) });
}

/**
 * The key of a client address for per-address limits: IPv4 as it is (also when IPv4-mapped),
 * IPv6 by its /64 prefix, since one host commonly holds a whole /64.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const address = ip.toLowerCase().split('%')[0] ?? '';
  // An embedded IPv4 tail (…:1.2.3.4) is the last two groups, in the lower 64 bits.
  const groupsOf = (part: string): string[] => (part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])));
  const [head = '', tail] = address.split('::');
  const left = groupsOf(head);
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - groupsOf(tail).length).fill('0'), ...groupsOf(tail)];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

const HIT_SQL = `
  INSERT INTO rate_limits AS r (bucket, key, hits, window_ends) VALUES ($1, $2, 1, $4)
  ON CONFLICT (bucket, key) DO UPDATE SET
    hits = CASE WHEN r.window_ends <= $3 THEN 1 ELSE r.hits + 1 END,
    window_ends = CASE WHEN r.window_ends <= $3 THEN EXCLUDED.window_ends ELSE r.window_ends END
  RETURNING hits, window_ends`;

/** Expired rows are deleted at most this often per process (on the way of a hit). */
const SWEEP_EVERY_MS = 60_000;

/**
 * Fixed-window counters in PostgreSQL (table rate_limits), so every replica sees the same counts.
 * A hit is one atomic upsert that returns the new count: a window that has ended starts over at
 * 1, otherwise the count goes up and the window's end stays (throttled hits do not extend it).
 * `now` is the clock (tests inject one); windows are stored as absolute instants.
 */
export class RateLimiter {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Count one hit of `key` in `bucket` and return the count of the current window. */
  async hit(bucket: string, key: string, cfg: RateLimitConfig): Promise<Count & { windowEnds: Date }> {
    const now = this.now();
    await this.sweep(now);
    const r = await this.db.query<{ hits: number; window_ends: Date }>(HIT_SQL, [bucket, key, new Date(now), new Date(now + cfg.timeWindow)]);
    const row = r.rows[0]!;
    return { hits: row.hits, retryAfter: secondsUntil(row.window_ends, now), windowEnds: row.window_ends };
  }

  /** Count one hit; 429 once the window holds more than `cfg.max`. */
  async take(bucket: string, key: string, cfg: RateLimitConfig): Promise<Count> {
    const { hits, retryAfter } = await this.hit(bucket, key, cfg);
    if (hits > cfg.max) throw throttled(retryAfter);
    return { hits, retryAfter };
  }

  /**
   * Count one hit now, before the outcome is known, so that concurrent requests cannot all pass
   * an empty counter (429 beyond `cfg.max`); `refund()` takes it back if it should not count.
   */
  async reserve(bucket: string, key: string, cfg: RateLimitConfig): Promise<Reservation> {
    const count = await this.hit(bucket, key, cfg);
    if (count.hits > cfg.max) throw throttled(count.retryAfter);
    return {
      hits: count.hits,
      retryAfter: count.retryAfter,
      refund: async () => {
        // Only within the same window: a new window has already forgotten this hit.
        await this.db.query('UPDATE rate_limits SET hits = hits - 1 WHERE bucket = $1 AND key = $2 AND window_ends = $3 AND hits > 0', [bucket, key, count.windowEnds]);
      },
    };
  }

  /** The count of the current window (0 when there is none), without counting. */
  async peek(bucket: string, key: string): Promise<number> {
    const r = await this.db.query<{ hits: number }>('SELECT hits FROM rate_limits WHERE bucket = $1 AND key = $2 AND window_ends > $3', [bucket, key, new Date(this.now())]);
    return r.rows[0]?.hits ?? 0;
  }

  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.db.query('DELETE FROM rate_limits WHERE window_ends <= $1', [new Date(now)]);
  }
}

function secondsUntil(end: Date, now: number): number {
  return Math.max(1, Math.ceil((end.getTime() - now) / 1000));
}
