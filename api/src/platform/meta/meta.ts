import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { renderDocsPage } from './docs-page.js';

/** features/ (public flag names), openapi.json, the reference page docs/ and the API root. */
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

  // The reference page: the served document rendered once on the server (no scripts, works offline).
  let page: string | null = null;
  app.get('/docs/', { config: { access: { public: true } }, schema: { hide: true } }, async (_request, reply) => {
    page ??= renderDocsPage(app.swagger());
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page);
  });

  // The API root: where its contract and reference live.
  app.get('/', { config: { access: { public: true } }, schema: { hide: true } }, async () => ({
    name: 'Flex marketplace API',
    docs: 'docs/',
    openapi: 'openapi.json',
  }));
}
