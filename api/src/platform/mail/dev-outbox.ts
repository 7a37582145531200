import { createHash, timingSafeEqual } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../errors.js';
import { typedRequests } from '../http/typed-app.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a reverse proxy adds: a request relayed from elsewhere is not a loopback request, whatever its socket says. */
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** From this machine itself: the socket's peer is loopback (not the proxy-derived `request.ip`) and nothing was forwarded. */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  return LOOPBACK.has(peer) && FORWARDED.every((h) => request.headers[h] === undefined);
}

/** One e-mail the API kept instead of sending it. */
export const OutboxEmail = Type.Object({
  id: Type.Integer(),
  kind: Type.String({ description: 'What the e-mail is for, e.g. invite_existing_account' }),
  to: Type.String({ description: 'The recipient’s address' }),
  subject: Type.String(),
  body: Type.String({ description: 'Plain text' }),
  created: Type.String({ format: 'date-time', description: 'When the API kept it' }),
});

function sameKey(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given === '') return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * GET dev/outbox/: the e-mails the API kept instead of sending (no SMTP_URL), newest first, so a
 * developer or a demo can follow a reset or invitation link. Registered only with DEV_OUTBOX=1,
 * and even then it answers only loopback requests carrying the outbox key (X-Outbox-Key); any
 * other request gets the same 404 as when it is off. The key is printed at start with the link.
 */
export default async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  const api = typedRequests(app);
  const key = app.config.devOutboxKey;
  if (!app.config.devOutbox || !key) return;
  api.get(
    '/dev/outbox/',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['dev'],
        summary: 'E-mails kept by the API instead of sent, newest first (DEV_OUTBOX=1 only; loopback requests with X-Outbox-Key)',
        headers: Type.Object({ 'x-outbox-key': Type.Optional(Type.String({ maxLength: 200 })) }),
        querystring: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) }),
        response: {
          200: Type.Array(OutboxEmail),
          404: Type.Object({ detail: Type.String() }),
        },
      },
    },
    async (request) => {
      if (!isLoopbackRequest(request) || !sameKey(request.headers['x-outbox-key'], key)) throw notFound();
      const q = request.query;
      const r = await app.db.query(
        `SELECT id, kind, to_email AS "to", subject, body, created FROM outbox
          WHERE ($1::text IS NULL OR lower(to_email) = lower($1)) ORDER BY id DESC LIMIT $2`,
        [q.to ?? null, q.limit ?? 100],
      );
      return r.rows;
    },
  );
}
