import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

/** features/ (public flag names), openapi.json, and the development outbox. */
export default async function metaRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/features/',
    {
      config: { access: { public: true } },
      schema: { tags: ['meta'], summary: 'Names of the enabled feature flags', response: { 200: Type.Array(Type.String()) } },
    },
    async () => {
      const r = await app.db.query<{ name: string }>('SELECT name FROM feature_flags WHERE enabled ORDER BY name');
      return r.rows.map((f) => f.name);
    },
  );

  app.get('/openapi.json', { config: { access: { public: true } }, schema: { hide: true } }, async () => app.swagger());

  if (app.config.devOutbox) {
    // Development only (off when NODE_ENV=production): read e-mails the API "sent", newest first.
    app.get(
      '/dev/outbox/',
      {
        config: { access: { public: true } },
        schema: {
          tags: ['dev'],
          summary: 'E-mails queued by the API, newest first (not in production)',
          querystring: Type.Object({ to: Type.Optional(Type.String()), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) }),
          response: {
            200: Type.Array(
              Type.Object({ id: Type.Integer(), kind: Type.String(), to: Type.String(), subject: Type.String(), body: Type.String(), created: Type.String() }),
            ),
          },
        },
      },
      async (request) => {
        const q = request.query as { to?: string; limit?: number };
        const r = await app.db.query(
          `SELECT id, kind, to_email AS "to", subject, body, created FROM outbox
            WHERE ($1::text IS NULL OR lower(to_email) = lower($1)) ORDER BY id DESC LIMIT $2`,
          [q.to ?? null, q.limit ?? 100],
        );
        return r.rows;
      },
    );
  }
}
