/** Webhook endpoints, deliveries and attempts (TypeBox). */
import { Type } from '@sinclair/typebox';
import { DOMAIN_EVENT_TYPES } from '../../platform/events/publish.js';

export const WebhookEventType = Type.Union(DOMAIN_EVENT_TYPES.map((t) => Type.Literal(t)), { description: 'A domain event type' });

const Url = Type.String({
  minLength: 1,
  maxLength: 2000,
  description: 'Where the events are POSTed: https:// to a public address (http://localhost or http://127.0.0.1 only where the server allows it, in development and tests)',
});
const Description = Type.String({ maxLength: 500, description: 'What the endpoint is for (up to 500 characters)' });
const EventTypes = Type.Array(WebhookEventType, { minItems: 1, maxItems: 20, uniqueItems: true, description: 'The event types sent (default: every dispatch.* type)' });

export const WebhookEndpointRow = Type.Object({
  id: Type.Integer(),
  organisation: Type.Integer({ description: 'The provider organisation that owns the endpoint' }),
  url: Type.String(),
  description: Type.String(),
  event_types: Type.Array(Type.String()),
  is_active: Type.Boolean(),
  created: Type.String({ format: 'date-time' }),
  secret_rotated: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When the secret was last replaced' }),
  last_delivery_status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed'), Type.Null()], { description: 'The newest delivery’s status' }),
});

/** The answer to create and rotate_secret: the only answers that carry the secret. */
export const WebhookEndpointWithSecret = Type.Composite([
  WebhookEndpointRow,
  Type.Object({ secret: Type.String({ description: 'The signing secret (whsec_…). Shown only in this answer: store it now.' }) }),
]);

export const WebhookEndpointCreate = Type.Object(
  { url: Url, description: Type.Optional(Description), event_types: Type.Optional(EventTypes) },
  { additionalProperties: false },
);

export const WebhookEndpointUpdate = Type.Object(
  { url: Url, description: Description, event_types: EventTypes, is_active: Type.Boolean() },
  { additionalProperties: false },
);

export const DeliveryStatus = Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]);

export const WebhookAttemptRow = Type.Object({
  attempt: Type.Integer({ description: '1 for the first' }),
  status_code: Type.Union([Type.Integer(), Type.Null()], { description: 'The HTTP status answered, null when none (network error, timeout)' }),
  error: Type.Union([Type.String(), Type.Null()]),
  duration_ms: Type.Integer(),
  created: Type.String({ format: 'date-time' }),
});

export const WebhookDeliveryRow = Type.Object({
  id: Type.Integer(),
  endpoint: Type.Integer(),
  endpoint_url: Type.String(),
  organisation: Type.Integer(),
  event_id: Type.Integer(),
  event_type: Type.String(),
  status: DeliveryStatus,
  attempts: Type.Integer({ description: 'Attempts made so far' }),
  last_status_code: Type.Union([Type.Integer(), Type.Null()]),
  last_error: Type.Union([Type.String(), Type.Null()]),
  created: Type.String({ format: 'date-time' }),
  completed: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  attempt_log: Type.Array(WebhookAttemptRow, { description: 'Every attempt, oldest first' }),
});
