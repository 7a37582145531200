/**
 * Sending events to webhook endpoints: the publish hook that queues one delivery per matching
 * endpoint (in the event's transaction), and the job that POSTs it, signed, and records every
 * attempt. Deliveries to one endpoint go in event-id order: a delivery waits while an earlier one
 * to the same endpoint is still pending (being retried), and each delivery that ends (succeeded or
 * failed for good) queues the endpoint's next pending one. See README.md.
 */
import { createHmac } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types.js';
import type { JobContext } from '../../platform/jobs/service.js';
import { onPublish, type DomainEvent } from '../../platform/events/publish.js';
import { pinnedLookup, systemResolver, targetAddresses, type HostResolver } from './urls.js';

export const DELIVERY_JOB = 'webhook-deliver';
/** Retries with exponential back-off: 10 s, 20 s, 40 s, … (7 attempts in all, over about 10 minutes). */
export const DELIVERY_QUEUE = { retryLimit: 6, retryDelay: 10, retryBackoff: true, expireInSeconds: 60, pollingIntervalSeconds: 1 } as const;
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How long a worker holds a delivery while attempting it. */
const CLAIM_SECONDS = 30;

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">`, the X-Flex-Signature header. */
export function signature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface PostResult {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** Where a delivery may go: loopback allowed or not, and the resolver that turns names into addresses. */
export interface TargetRules {
  allowLoopback: boolean;
  resolve: HostResolver;
}

/**
 * POST the body once: never follows redirects; any answer but 2xx, a network error or the timeout
 * fails. The URL is checked again first (its rules and every address its name resolves to now,
 * urls.ts), and the connection goes to exactly those checked addresses.
 */
export async function postOnce(url: string, headers: Record<string, string>, body: string, rules: TargetRules, timeoutMs = DELIVERY_TIMEOUT_MS): Promise<PostResult> {
  const started = performance.now();
  const done = (statusCode: number | null, error: string | null): PostResult => ({ statusCode, error, durationMs: Math.round(performance.now() - started) });
  const target = await targetAddresses(url, rules.allowLoopback, rules.resolve);
  if ('problem' in target) return done(null, `${target.problem} Not sent.`);
  return new Promise((resolve) => {
    const send = url.startsWith('https:') ? httpsRequest : httpRequest;
    const req = send(
      new URL(url),
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), 'User-Agent': 'Flex-Webhooks/1', ...headers },
        lookup: pinnedLookup(target.addresses),
        timeout: timeoutMs,
      },
      (res: IncomingMessage) => {
        res.resume(); // the answer's body is not kept
        res.on('end', () => {
          const code = res.statusCode ?? 0;
          resolve(done(code, code >= 200 && code < 300 ? null : `HTTP ${code}`));
        });
        res.on('error', (e) => resolve(done(res.statusCode ?? null, e.message)));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`No answer within ${Math.round(timeoutMs / 1000)} s`)));
    req.on('error', (e) => resolve(done(null, e.message.slice(0, 500))));
    req.end(body);
  });
}

/** The delivery rules of this app: its loopback setting and its resolver (config webhookResolver, else the system's). */
export function targetRules(app: FastifyInstance): TargetRules {
  return { allowLoopback: app.config.webhooksAllowLoopback === true, resolve: app.config.webhookResolver ?? systemResolver };
}

interface DeliveryWork {
  id: number;
  endpoint_id: number;
  event_id: number;
  event_type: string;
  body: string;
  status: string;
  attempts: number;
  url: string;
  secret: string;
  is_active: boolean;
  organisation_id: number;
}

/** Queue the endpoint's earliest pending delivery (after one ended). */
async function queueNext(app: FastifyInstance, endpointId: number): Promise<void> {
  const { rows } = await app.db.query<{ id: number; organisation_id: number }>(
    `SELECT d.id, e.organisation_id FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
      WHERE d.endpoint_id = $1 AND d.status = 'pending' ORDER BY d.event_id LIMIT 1`,
    [endpointId],
  );
  const next = rows[0];
  if (!next) return;
  await app.jobs.send(DELIVERY_JOB, { delivery_id: next.id }, { owner: { orgId: next.organisation_id, userId: null } });
}

/** One attempt at a delivery (the job's handler). Throws to have the queue retry it. */
export async function attemptDelivery(app: FastifyInstance, deliveryId: number, job: JobContext): Promise<unknown> {
  const { rows } = await app.db.query<DeliveryWork>(
    `SELECT d.id, d.endpoint_id, d.event_id, d.event_type, d.body, d.status, d.attempts, e.url, e.secret, e.is_active, e.organisation_id
       FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE d.id = $1`,
    [deliveryId],
  );
  const d = rows[0];
  if (!d || d.status !== 'pending') return { skipped: d?.status ?? 'missing' };
  const earlier = await app.db.query<{ id: number }>(
    `SELECT id FROM webhook_deliveries WHERE endpoint_id = $1 AND status = 'pending' AND event_id < $2 ORDER BY event_id LIMIT 1`,
    [d.endpoint_id, d.event_id],
  );
  // Held: the earlier delivery queues this one when it ends.
  if (earlier.rows[0]) return { held_by: earlier.rows[0].id };
  if (!d.is_active) {
    await app.db.query(`UPDATE webhook_deliveries SET status = 'failed', last_error = 'The endpoint was deactivated', completed = now() WHERE id = $1 AND status = 'pending'`, [d.id]);
    await queueNext(app, d.endpoint_id);
    return { failed: 'endpoint inactive' };
  }
  const claimed = await app.db.query(
    `UPDATE webhook_deliveries SET claimed_until = now() + make_interval(secs => $2)
      WHERE id = $1 AND status = 'pending' AND (claimed_until IS NULL OR claimed_until < now()) RETURNING id`,
    [d.id, CLAIM_SECONDS],
  );
  if (claimed.rows.length === 0) return { skipped: 'attempted elsewhere' };

  const timestamp = Math.floor(Date.now() / 1000);
  const result = await postOnce(
    d.url,
    { 'X-Flex-Event-Id': String(d.event_id), 'X-Flex-Event-Type': d.event_type, 'X-Flex-Timestamp': String(timestamp), 'X-Flex-Signature': signature(d.secret, timestamp, d.body) },
    d.body,
    targetRules(app),
  );
  const ok = result.error === null;
  const ends = ok || job.final;
  const attempt = d.attempts + 1;
  await app.db.transaction(async (tx) => {
    await tx.query(`INSERT INTO webhook_attempts (delivery_id, attempt, status_code, error, duration_ms) VALUES ($1, $2, $3, $4, $5)`, [
      d.id, attempt, result.statusCode, result.error, result.durationMs,
    ]);
    await tx.query(
      `UPDATE webhook_deliveries SET attempts = $2, last_status_code = $3, last_error = $4, claimed_until = NULL,
              status = $5, completed = CASE WHEN $5 = 'pending' THEN NULL ELSE now() END WHERE id = $1`,
      [d.id, attempt, result.statusCode, result.error, ok ? 'succeeded' : ends ? 'failed' : 'pending'],
    );
  });
  if (ends) await queueNext(app, d.endpoint_id);
  if (!ok) throw new Error(`Webhook delivery ${d.id} (endpoint ${d.endpoint_id}, event ${d.event_id}): ${result.error}`);
  return { status_code: result.statusCode, attempt };
}

/** In publishEvent's transaction: one delivery (and its job) per active endpoint of the event's organisations that takes its type. */
async function queueDeliveries(app: FastifyInstance, tx: Db, event: DomainEvent): Promise<void> {
  if (event.org_ids.length === 0) return;
  const body = JSON.stringify({ id: event.id, type: event.type, created: event.created, data: event.data });
  const { rows } = await tx.query<{ id: number; organisation_id: number }>(
    `INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, body)
     SELECT e.id, $1, $2, $3 FROM webhook_endpoints e
      WHERE e.is_active AND e.organisation_id = ANY($4::int[]) AND $2 = ANY(e.event_types)
     ON CONFLICT (endpoint_id, event_id) DO NOTHING
     RETURNING id, (SELECT organisation_id FROM webhook_endpoints w WHERE w.id = endpoint_id) AS organisation_id`,
    [event.id, event.type, body, event.org_ids],
  );
  for (const row of rows) {
    await app.jobs.send(DELIVERY_JOB, { delivery_id: row.id }, { db: tx, owner: { orgId: row.organisation_id, userId: null } });
  }
}

/**
 * In the event's transaction: one delivery (and its job) to every active endpoint of the
 * organisation, whatever types the endpoint names (for senders the organisation chose webhooks
 * with, e.g. an alert delivered by webhook). An endpoint that already has the event keeps its one.
 */
export async function queueDeliveriesToOrganisation(app: FastifyInstance, tx: Db, event: DomainEvent, orgId: number): Promise<number> {
  const body = JSON.stringify({ id: event.id, type: event.type, created: event.created, data: event.data });
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, body)
     SELECT e.id, $1, $2, $3 FROM webhook_endpoints e WHERE e.is_active AND e.organisation_id = $4
     ON CONFLICT (endpoint_id, event_id) DO NOTHING RETURNING id`,
    [event.id, event.type, body, orgId],
  );
  for (const row of rows) await app.jobs.send(DELIVERY_JOB, { delivery_id: row.id }, { db: tx, owner: { orgId, userId: null } });
  return rows.length;
}

/** Declare the delivery queue and hook into publishEvent (unhooked when the app closes). */
export function registerDelivery(app: FastifyInstance): void {
  app.jobs.work<{ delivery_id: number }>(DELIVERY_JOB, DELIVERY_QUEUE, ({ delivery_id }, job) => attemptDelivery(app, delivery_id, job));
  const off = onPublish((tx, event) => queueDeliveries(app, tx, event));
  app.addHook('onClose', async () => off());
}
