import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest, FieldErrorsAnswer } from '../../errors.js';
import { EventHub } from './hub.js';
import { DomainEventSchema, EventListQuery, StreamQuery } from './schemas.js';
import { eventsAfter, openStream } from './stream.js';
import { typed } from '../http/typed-app.js';

const Detail = Type.Object({ detail: Type.String() });

/** A Last-Event-ID header: the id of the last event the client received. */
function headerEventId(value: string | string[] | undefined): number | null {
  if (value === undefined) return null;
  const text = (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  if (text === '') return null;
  if (!/^\d{1,15}$/.test(text)) throw badRequest({ 'Last-Event-ID': ['A valid integer is required.'] });
  return Number(text);
}

/** Options for tests: a shorter heartbeat. */
export interface EventsOptions {
  heartbeatMs?: number;
}

/**
 * Domain events: `events/stream/`, the caller's live server-sent-events stream with
 * Last-Event-ID replay, and `events/`, the same events as a list. The process's hub starts when
 * the app is ready and ends every open stream when it closes.
 */
export function registerEvents(app: FastifyInstance, options: EventsOptions = {}): EventHub {
  const api = typed(app);
  const heartbeatMs = options.heartbeatMs ?? Number(process.env.EVENTS_HEARTBEAT_MS ?? 15_000);
  const hub = new EventHub(app.db, app.log, heartbeatMs);
  app.addHook('onReady', async () => hub.start());
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => hub.closeStreams());
  app.addHook('onClose', async () => hub.stop());

  api.get(
    '/events/stream/',
    {
      schema: {
        tags: ['events'],
        summary: 'My organisation’s events, live (server-sent events)',
        description:
          'A `text/event-stream` of the events whose org_ids include the caller’s organisation: each as `id:` (the event id), ' +
          '`event:` (its type) and `data:` (the event as JSON, as `events/` lists it); a comment line every 15 s keeps the ' +
          'connection open. Send `Accept: text/event-stream` (406 otherwise) and the usual `Authorization: Bearer` header. ' +
          'After a reconnection, send the last id received as the `Last-Event-ID` header (or `last_event_id`): the events ' +
          'after it are sent first, then the live ones, none twice and none missed. The stream ends when the token expires ' +
          'or the server shuts down; reconnect (with a fresh token).',
        querystring: StreamQuery,
        response: {
          200: { description: 'The event stream.', content: { 'text/event-stream': { schema: Type.String() } } },
          400: FieldErrorsAnswer,
          406: Detail,
        },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new ApiError(401, { detail: 'Authentication credentials were not provided.' });
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
        throw new ApiError(406, { detail: 'This is an event stream: ask for it with Accept: text/event-stream.' });
      }
      const query = request.query;
      const lastEventId = headerEventId(request.headers['last-event-id']) ?? query.last_event_id ?? null;
      return openStream(app, hub, request, reply, user, lastEventId);
    },
  );

  api.get(
    '/events/',
    {
      schema: {
        tags: ['events'],
        summary: 'My organisation’s events',
        description:
          'The events whose org_ids include the caller’s organisation, oldest first, after the id `after` — what ' +
          '`events/stream/` sends, for catching up without a stream. Empty for a user without an organisation.',
        querystring: EventListQuery,
        response: { 200: Type.Array(DomainEventSchema) },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new ApiError(401, { detail: 'Authentication credentials were not provided.' });
      if (user.orgId === null) return [];
      const query = request.query;
      return eventsAfter(app.db, user.orgId, query.after ?? 0, query.limit ?? 100);
    },
  );

  return hub;
}
