import type { Db } from '../../db/types.js';

/** The kinds of domain event streamed to browsers (GET events/stream/) and POSTed to webhooks. */
export type DomainEventType =
  | 'dispatch.instruction.created'
  | 'dispatch.instruction.stopped'
  | 'dispatch.instruction.responded'
  | 'dispatch.instruction.expired'
  | 'invoice.issued'
  | 'settlement.report.published'
  | 'settlement.dispute.updated'
  | 'alert.triggered'
  | 'alert.digest'
  | 'market.access.updated'
  | 'contract.updated'
  | 'milestone.updated'
  | 'obligation.updated'
  | 'exchange.listing.updated'
  | 'exchange.bid.updated'
  | 'exchange.trade.updated';

export const DOMAIN_EVENT_TYPES: readonly DomainEventType[] = [
  'dispatch.instruction.created',
  'dispatch.instruction.stopped',
  'dispatch.instruction.responded',
  'dispatch.instruction.expired',
  'invoice.issued',
  'settlement.report.published',
  'settlement.dispute.updated',
  'alert.triggered',
  'alert.digest',
  'market.access.updated',
  'contract.updated',
  'milestone.updated',
  'obligation.updated',
  'exchange.listing.updated',
  'exchange.bid.updated',
  'exchange.trade.updated',
];

export interface DomainEventInput {
  type: DomainEventType;
  /** The organisations whose users (and webhooks) receive the event. */
  org_ids: number[];
  data: Record<string, unknown>;
}

export interface DomainEvent extends DomainEventInput {
  id: number;
  /** ISO date-time. */
  created: string;
}

/** The PostgreSQL channel every API process LISTENs on; the payload is the event id. */
export const EVENTS_CHANNEL = 'flex_events';

/** The transaction-level advisory lock (two-int key space) that orders publishing transactions. */
const EVENTS_LOCK = [141, 1] as const;

type PublishHook = (db: Db, event: DomainEvent) => Promise<void>;

const hooks = new Set<PublishHook>();

/**
 * Hooks run inside publishEvent's transaction, in registration order (webhooks enqueue their
 * delivery jobs here). Register at build time; the returned function unregisters the hook (call it
 * when the app closes, so apps built one after another in a process do not run it twice).
 */
export function onPublish(hook: PublishHook): () => void {
  hooks.add(hook);
  return () => {
    hooks.delete(hook);
  };
}

export interface EventRow {
  id: number;
  type: DomainEventType;
  org_ids: number[];
  data: Record<string, unknown>;
  created: Date | string;
}

/** A stored row as the streams and hooks see it (created as an ISO string). */
export function toDomainEvent(row: EventRow): DomainEvent {
  return {
    id: Number(row.id),
    type: row.type,
    org_ids: row.org_ids.map(Number),
    data: row.data,
    created: row.created instanceof Date ? row.created.toISOString() : new Date(row.created).toISOString(),
  };
}

/**
 * Stores the event in the caller's transaction (delivered to streams after commit: the NOTIFY is
 * sent by PostgreSQL at commit, and not at all on rollback) and runs the registered publish hooks
 * in it. Without an open transaction, one is opened for the event and its hooks. Event ids grow
 * in commit order (see the lock below).
 */
export async function publishEvent(db: Db, event: DomainEventInput): Promise<DomainEvent> {
  const orgIds = [...new Set(event.org_ids)].filter((id) => Number.isInteger(id));
  return db.transaction(async (tx) => {
    // Publishing transactions take their ids one after another and keep the lock until they end,
    // so ids are in commit order: a stream that has sent event n has seen every event before n,
    // and "the events after Last-Event-ID" misses none. (Publish late in a transaction: the lock
    // is held until it ends.)
    await tx.query(`SELECT pg_advisory_xact_lock(${EVENTS_LOCK[0]}, ${EVENTS_LOCK[1]})`);
    const { rows } = await tx.query<EventRow>(
      `INSERT INTO events (type, org_ids, data) VALUES ($1, $2::int[], $3::jsonb) RETURNING id, type, org_ids, data, created`,
      [event.type, orgIds, JSON.stringify(event.data)],
    );
    const stored = toDomainEvent(rows[0]!);
    for (const hook of hooks) await hook(tx, stored);
    await tx.query(`SELECT pg_notify($1, $2)`, [EVENTS_CHANNEL, String(stored.id)]);
    return stored;
  });
}
