import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

/** features/ (public flag names), openapi.json and the docs page. */
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

  // A plain, dependency-free index of the operations (the full contract is openapi.json).
  app.get('/docs/', { config: { access: { public: true } }, schema: { hide: true } }, async (_request, reply) => {
    const doc = app.swagger() as { paths?: Record<string, Record<string, { summary?: string; tags?: string[] }>> };
    const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    const rows = Object.entries(doc.paths ?? {})
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), summary: op.summary ?? '', tag: op.tags?.[0] ?? '' })))
      .sort((a, b) => a.tag.localeCompare(b.tag) || a.path.localeCompare(b.path))
      .map((r) => `<tr><td>${esc(r.tag)}</td><td><code>${r.method}</code></td><td><code>${esc(r.path)}</code></td><td>${esc(r.summary)}</td></tr>`)
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Flex marketplace API</title>` +
          `<style>body{font-family:system-ui,sans-serif;margin:2rem}td,th{padding:.25rem .75rem;text-align:left;border-bottom:1px solid #ddd}</style></head>` +
          `<body><h1>Flex marketplace API</h1><p>Machine-readable contract: <a href="../openapi.json">openapi.json</a>. ` +
          `Lists take limit, offset, ordering, fields, expand and filters; the total is in the Content-Range header.</p>` +
          `<table><thead><tr><th>Area</th><th>Method</th><th>Path</th><th>Summary</th></tr></thead><tbody>${rows}</tbody></table></body></html>`,
      );
  });
}
