/**
 * Webhooks: a provider's endpoints (webhooks/endpoints/: create shows the
 * signing secret once, rotate_secret replaces it, set_inactive stops deliveries) and every delivery
 * with its attempts (webhooks/deliveries/). Managed by the provider's admin and dispatch team roles,
 * for their own organisation only. See README.md beside this file.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { raw, sql } from '../../db/sql.js';
import { ApiError, badRequest } from '../../errors.js';
import { registerResource, type RegisteredResource, type ResourceContext } from '../../resources/index.js';
import { DOMAIN_EVENT_TYPES } from '../../platform/events/publish.js';
import { registerDelivery, targetRules } from './deliver.js';
import { WebhookDeliveryRow, WebhookEndpointCreate, WebhookEndpointRow, WebhookEndpointUpdate, WebhookEndpointWithSecret } from './schemas.js';
import { checkUrl } from './urls.js';
import { typedRequests } from '../../platform/http/typed-app.js';

/** What an endpoint receives when its creator names no types: the dispatch events (settlement and invoice events are asked for by name). */
const DEFAULT_EVENT_TYPES = DOMAIN_EVENT_TYPES.filter((t) => t.startsWith('dispatch.'));
const manage = { orgTypes: ['flexprovider' as const], teamRoles: ['admin', 'dispatch'] };
/** Endpoints one organisation may keep (active or not). */
export const MAX_ENDPOINTS = 20;
/** The advisory lock (two-int key space: this, organisation id) that orders endpoint creations. */
const ENDPOINTS_LOCK = 142;

const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

function ownScope({ user }: ResourceContext, column: string) {
  if (user?.orgType !== 'flexprovider' || user.orgId === null) return false;
  return sql`${raw(column)} = ${user.orgId}`;
}

export function registerWebhooks(app: FastifyInstance): void {
  const api = typedRequests(app);
  registerDelivery(app);
  const rules = targetRules(app);
  // The URL's rules and every address its name resolves to now (delivery checks both again).
  const refuseBadUrl = async (url: unknown) => {
    const problem = typeof url === 'string' ? await checkUrl(url, rules.allowLoopback, rules.resolve) : null;
    if (problem) throw badRequest({ url: [problem] });
  };

  const endpoints: RegisteredResource = registerResource(app, {
    path: 'webhooks/endpoints',
    table: 'webhook_endpoints',
    row: WebhookEndpointRow,
    columns: {
      organisation: 't.organisation_id',
      last_delivery_status: '(SELECT d.status FROM webhook_deliveries d WHERE d.endpoint_id = t.id ORDER BY d.event_id DESC LIMIT 1)',
    },
    update: WebhookEndpointUpdate,
    filters: { is_active: { type: 'boolean', lookups: ['exact'] } },
    ordering: ['created', 'url'],
    defaultOrdering: ['-created', 'id'],
    access: { list: manage, read: manage, update: manage },
    scope: (ctx) => ownScope(ctx, 't.organisation_id'),
    setInactive: true,
    bulk: false,
    hooks: {
      beforeUpdate: async (_ctx, _existing, body) => {
        await refuseBadUrl(body.url);
        return body;
      },
    },
    actions: (action) => [
      action({
        method: 'POST',
        name: 'rotate_secret',
        detail: true,
        access: manage,
        summary: 'Replace the endpoint’s signing secret; the answer is the only one that shows the new secret',
        response: WebhookEndpointWithSecret,
        handler: async (ctx, { row }) => {
          const secret = newSecret();
          await ctx.db.query(`UPDATE webhook_endpoints SET secret = $2, secret_rotated = now() WHERE id = $1`, [row.id, secret]);
          const [fresh] = await endpoints.fetchByIds(ctx, [row.id]);
          return { ...fresh, secret };
        },
      }),
    ],
  });

  api.route({
    method: 'POST',
    url: '/webhooks/endpoints/',
    config: { access: manage },
    schema: {
      tags: ['webhooks'],
      summary: `Register a webhook endpoint for your organisation (up to ${MAX_ENDPOINTS}). The answer shows its signing secret: the only time it is shown.`,
      body: WebhookEndpointCreate,
      response: { 201: WebhookEndpointWithSecret },
    },
    handler: async (request, reply) => {
      const user = request.user!;
      const body = request.body;
      await refuseBadUrl(body.url);
      const secret = newSecret();
      const id = await app.db.transaction(async (tx) => {
        // Creations for one organisation run one after another (an advisory lock per organisation,
        // held until commit), so each counts the endpoints the one before it added: the cap holds
        // under concurrent requests. Not the organisation's row: holding it, the INSERT below would
        // wait for the creator's user row, which other writes lock before the organisation's.
        await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [ENDPOINTS_LOCK, user.orgId]);
        const count = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM webhook_endpoints WHERE organisation_id = $1`, [user.orgId]);
        if (count.rows[0]!.n >= MAX_ENDPOINTS) throw new ApiError(409, { detail: `Your organisation already has ${MAX_ENDPOINTS} webhook endpoints; remove one first.` });
        const r = await tx.query<{ id: number }>(
          `INSERT INTO webhook_endpoints (organisation_id, url, description, event_types, secret, created_by) VALUES ($1, $2, $3, $4::text[], $5, $6) RETURNING id`,
          [user.orgId, body.url, body.description ?? '', body.event_types ?? DEFAULT_EVENT_TYPES, secret, user.userId],
        );
        return r.rows[0]!.id;
      });
      const [row] = await endpoints.fetchByIds({ user, db: app.db, request }, [id]);
      return reply.code(201).send({ ...row, secret });
    },
  });

  registerResource(app, {
    path: 'webhooks/deliveries',
    table: 'webhook_deliveries',
    row: WebhookDeliveryRow,
    columns: {
      endpoint: 't.endpoint_id',
      endpoint_url: '(SELECT e.url FROM webhook_endpoints e WHERE e.id = t.endpoint_id)',
      organisation: '(SELECT e.organisation_id FROM webhook_endpoints e WHERE e.id = t.endpoint_id)',
      attempt_log: `COALESCE((SELECT json_agg(json_build_object('attempt', a.attempt, 'status_code', a.status_code, 'error', a.error,
        'duration_ms', a.duration_ms, 'created', a.created) ORDER BY a.attempt) FROM webhook_attempts a WHERE a.delivery_id = t.id), '[]'::json)`,
    },
    filters: {
      endpoint: { type: 'integer', column: 't.endpoint_id' },
      status: { type: 'string' },
      event_type: { type: 'string' },
      event_id: { type: 'integer', lookups: ['exact', 'in', 'gt', 'gte', 'lt', 'lte'] },
    },
    ordering: ['created', 'event_id', 'status'],
    defaultOrdering: ['-event_id', '-id'],
    access: { list: manage, read: manage },
    scope: (ctx) => {
      const inner = ownScope(ctx, 'e.organisation_id');
      if (typeof inner === 'boolean') return inner;
      return sql`EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.id = t.endpoint_id AND ${inner})`;
    },
  });
}
