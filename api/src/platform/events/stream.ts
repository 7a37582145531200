import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/types.js';
import { toDomainEvent, type DomainEvent, type EventRow } from './publish.js';
import { frameOf, type EventHub, type Subscriber } from './hub.js';

/** A stream whose client reads slower than this much queued text is ended (it reconnects and replays). */
const MAX_BUFFERED = 1024 * 1024;
const REPLAY_PAGE = 500;
/** How long a browser waits before reconnecting after the stream ends (SSE `retry:`). */
const RETRY_MS = 3000;

/** The caller's events after `after`, oldest first (the replay, and GET events/). */
export async function eventsAfter(db: Db, orgId: number, after: number, limit: number): Promise<DomainEvent[]> {
  const { rows } = await db.query<EventRow>(
    'SELECT id, type, org_ids, data, created FROM events WHERE id > $1 AND $2 = ANY (org_ids) ORDER BY id LIMIT $3',
    [after, orgId, limit],
  );
  return rows.map(toDomainEvent);
}

/**
 * One user's stream. It subscribes to the hub first, then replays what the table holds after the
 * client's Last-Event-ID, then sends what arrived meanwhile: live events wait in `pending` until
 * the replay is done, and any event at or below the last id sent is dropped, so nothing is lost
 * or sent twice (event ids grow in commit order).
 */
class Stream implements Subscriber {
  readonly out = new PassThrough();
  private lastId: number;
  private pending: Array<[DomainEvent, string]> | null;
  private closed = false;
  unsubscribe: () => void = () => undefined;

  constructor(
    readonly orgId: number,
    start: number,
    replaying: boolean,
    private readonly expiresAt: number,
  ) {
    this.lastId = start;
    this.pending = replaying ? [] : null;
  }

  private write(text: string): void {
    if (this.closed) return;
    this.out.write(text);
    if (this.out.writableLength > MAX_BUFFERED) this.close();
  }

  deliver(event: DomainEvent, frame: string): void {
    if (event.id <= this.lastId || this.closed) return;
    if (this.pending) {
      this.pending.push([event, frame]);
      return;
    }
    this.lastId = event.id;
    this.write(frame);
  }

  /** Replay done: send what arrived meanwhile, then go live. */
  replayed(events: DomainEvent[]): void {
    for (const event of events) {
      if (event.id <= this.lastId) continue;
      this.lastId = event.id;
      this.write(frameOf(event));
    }
  }

  live(): void {
    const pending = this.pending ?? [];
    this.pending = null;
    for (const [event, frame] of pending) this.deliver(event, frame);
  }

  get position(): number {
    return this.lastId;
  }

  heartbeat(now: number): void {
    // The token the stream was opened with has expired: end it; the client reconnects with a fresh one.
    if (now >= this.expiresAt) this.close();
    else this.write(': ping\n\n');
  }

  comment(text: string): void {
    this.write(`: ${text}\n\n`);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.unsubscribe();
    this.out.end();
  }

  get isClosed(): boolean {
    return this.closed;
  }
}

/** Opens the caller's stream on `reply` (the caller is authenticated and belongs to an organisation or not: without one, nothing ever arrives). */
export async function openStream(
  app: FastifyInstance,
  hub: EventHub,
  request: FastifyRequest,
  reply: FastifyReply,
  user: Principal,
  lastEventId: number | null,
): Promise<FastifyReply> {
  // Where the log ends now: a Last-Event-ID beyond it (a client of a database since reset) counts as "up to date".
  const { rows } = await app.db.query<{ max: number | null }>('SELECT max(id)::bigint AS max FROM events');
  const end = Number(rows[0]?.max ?? 0);
  const replay = lastEventId !== null && lastEventId < end;
  const start = lastEventId === null ? Math.min(hub.position, end) : Math.min(lastEventId, end);
  const stream = new Stream(user.orgId ?? -1, start, replay, user.exp * 1000);
  if (hub.closing) {
    stream.close();
  } else if (user.orgId !== null) {
    stream.unsubscribe = hub.subscribe(stream);
  }
  request.raw.on('close', () => stream.close());
  reply.raw.on('close', () => stream.close());
  stream.out.write(`retry: ${RETRY_MS}\n: connected\n\n`);

  if (replay && user.orgId !== null) {
    const orgId = user.orgId;
    void (async () => {
      try {
        for (;;) {
          const events = await eventsAfter(app.db, orgId, stream.position, REPLAY_PAGE);
          stream.replayed(events);
          if (events.length < REPLAY_PAGE || stream.isClosed) break;
        }
        stream.live();
      } catch (error) {
        request.log.warn({ err: error }, 'events: replay failed; the stream ends and the client reconnects');
        stream.close();
      }
    })();
  } else {
    stream.live();
  }

  return reply
    .code(200)
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(stream.out);
}
