import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types.js';
import { EVENTS_CHANNEL, toDomainEvent, type DomainEvent, type EventRow } from './publish.js';

/** One open stream, as the hub sees it. */
export interface Subscriber {
  readonly orgId: number;
  /** A new event for the subscriber's organisation, with its SSE frame (the same text for every subscriber). */
  deliver(event: DomainEvent, frame: string): void;
  /** Every heartbeat interval: keep the connection alive (an SSE comment line). */
  heartbeat(now: number): void;
  /** The server is shutting down: end the stream. */
  close(): void;
}

/** The SSE frame of an event: `id:`, `event:` (the type) and `data:` (the event as JSON, one line). */
export function frameOf(event: DomainEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

const PAGE = 1000;

/**
 * The process's fan-out: LISTENs on the events channel on one connection (PostgreSQL: a dedicated
 * one; PGlite: its only one) and, on each notification, reads the events after the last one it
 * handed out — in id order, which is commit order (publishEvent) — and gives each to the open
 * streams of the organisations in its org_ids. A notification missed while the connection was
 * being re-opened is caught up the same way. One heartbeat timer serves every stream.
 */
export class EventHub {
  private lastId = 0;
  private started = false;
  private stopping = false;
  private unlisten: (() => Promise<void>) | null = null;
  private pumping: Promise<void> | null = null;
  private again = false;
  private retry: NodeJS.Timeout | undefined;
  private ticker: NodeJS.Timeout | undefined;
  private readonly byOrg = new Map<number, Set<Subscriber>>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly heartbeatMs = 15_000,
  ) {}

  /** The newest event id handed out (events after it reach streams as they are read). */
  get position(): number {
    return this.lastId;
  }

  get closing(): boolean {
    return this.stopping;
  }

  /** Open streams in this process. */
  get size(): number {
    let n = 0;
    for (const set of this.byOrg.values()) n += set.size;
    return n;
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    // Listen first, then read where the log ends: an event committed in between is read on the next wake.
    this.unlisten = await this.db.listen(EVENTS_CHANNEL, () => this.wake());
    const { rows } = await this.db.query<{ max: number | null }>('SELECT max(id)::bigint AS max FROM events');
    this.lastId = Math.max(this.lastId, Number(rows[0]?.max ?? 0));
    this.ticker = setInterval(() => this.beat(), this.heartbeatMs);
    this.ticker.unref();
    this.wake();
  }

  subscribe(subscriber: Subscriber): () => void {
    let set = this.byOrg.get(subscriber.orgId);
    if (!set) this.byOrg.set(subscriber.orgId, (set = new Set()));
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.byOrg.get(subscriber.orgId) === set) this.byOrg.delete(subscriber.orgId);
    };
  }

  /** Read and hand out the events after the last one (one reader at a time; a wake while reading reads again). */
  wake(): void {
    if (this.stopping || !this.started) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = this.pump()
      .catch((error: unknown) => {
        // The events stay in the table: read them again shortly (or on the next notification).
        this.log.warn({ err: error }, 'events: reading new events failed; retrying');
        clearTimeout(this.retry);
        this.retry = setTimeout(() => this.wake(), 1000);
        this.retry.unref();
      })
      .finally(() => {
        this.pumping = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async pump(): Promise<void> {
    do {
      this.again = false;
      for (;;) {
        const { rows } = await this.db.query<EventRow>(
          'SELECT id, type, org_ids, data, created FROM events WHERE id > $1 ORDER BY id LIMIT $2',
          [this.lastId, PAGE],
        );
        for (const row of rows) this.dispatch(toDomainEvent(row));
        if (rows.length < PAGE || this.stopping) break;
      }
    } while (this.again && !this.stopping);
  }

  private dispatch(event: DomainEvent): void {
    if (event.id <= this.lastId) return;
    this.lastId = event.id;
    let frame: string | null = null;
    for (const orgId of event.org_ids) {
      const set = this.byOrg.get(orgId);
      if (!set) continue;
      frame ??= frameOf(event);
      for (const subscriber of [...set]) {
        try {
          subscriber.deliver(event, frame);
        } catch (error) {
          this.log.warn({ err: error }, 'events: a stream failed to take an event');
        }
      }
    }
  }

  private beat(): void {
    const now = Date.now();
    for (const set of this.byOrg.values()) for (const subscriber of [...set]) subscriber.heartbeat(now);
  }

  /** End every open stream (before the server closes: it waits for open responses). */
  closeStreams(): void {
    this.stopping = true;
    for (const set of [...this.byOrg.values()]) for (const subscriber of [...set]) subscriber.close();
    this.byOrg.clear();
  }

  /** Stop listening (after closeStreams; before the database closes). */
  async stop(): Promise<void> {
    this.closeStreams();
    clearInterval(this.ticker);
    clearTimeout(this.retry);
    const unlisten = this.unlisten;
    this.unlisten = null;
    await this.pumping?.catch(() => undefined);
    if (unlisten) await unlisten();
  }
}
