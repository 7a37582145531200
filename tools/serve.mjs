// Serves the production builds as they would be deployed: the host and each remote on its own
// origin. The host's runtime manifest (/remotes.json) is generated here from the deployment's
// addresses, so moving a remote never needs a host rebuild.
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import cors from '@fastify/cors';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const REMOTE_PACKAGES = {
  mfe_dashboard: 'mfe-dashboard',
  mfe_manage: 'mfe-manage',
  mfe_operations: 'mfe-operations',
  mfe_settlement: 'mfe-settlement',
  mfe_exchange: 'mfe-exchange',
};

/** Entry files change on every deploy: short cache. Hashed chunks never change: long cache. */
function cacheHeaders(res, filePath) {
  const base = path.basename(filePath);
  if (/\.[0-9a-f]{8}\.js$/.test(base)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  else res.setHeader('cache-control', 'no-cache');
}

/** One static origin. `spa` serves index.html for unknown paths (the host's client routes). */
export async function serveDir({ dir, port, host = '127.0.0.1', spa = false, extra }) {
  if (!fs.existsSync(dir)) throw new Error(`Nothing built at ${dir}: run pnpm build first`);
  // Stopping a server (a remote going down, a redeploy, shutdown) drops its open connections at once
  // instead of waiting for browsers' keep-alive sockets to end.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(cors, { origin: true });
  await app.register(fastifyStatic, { root: dir, setHeaders: cacheHeaders, wildcard: true, index: ['index.html'] });
  if (extra) extra(app);
  if (spa) {
    app.setNotFoundHandler((req, reply) => {
      if (req.method === 'GET' && !path.extname(req.url.split('?')[0])) {
        reply.header('cache-control', 'no-cache');
        return reply.sendFile('index.html');
      }
      return reply.code(404).send({ detail: 'Not found.' });
    });
  }
  await app.listen({ port, host });
  return app;
}

/**
 * Starts the host and every remote. `dirs` may point a remote at another build (a redeploy).
 * Returns the servers by name so a caller can stop one (a remote going down).
 */
export async function servePlatform({ hostPort, remotePorts, apiBase, dirs = {}, host = '127.0.0.1', publicHost = 'localhost' }) {
  const servers = {};
  const remotes = {};
  for (const [name, pkg] of Object.entries(REMOTE_PACKAGES)) {
    const port = remotePorts[name];
    servers[name] = await serveDir({ dir: dirs[name] ?? path.join(root, pkg, 'dist'), port, host });
    remotes[name] = `http://${publicHost}:${port}/mf-manifest.json`;
  }
  const manifest = { apiBase, remotes };
  servers.host = await serveDir({
    dir: dirs.host ?? path.join(root, 'host', 'dist'),
    port: hostPort,
    host,
    spa: true,
    extra: (app) => app.get('/remotes.json', (_req, reply) => reply.header('cache-control', 'no-cache').send(manifest)),
  });
  return {
    servers,
    manifest,
    url: `http://${publicHost}:${hostPort}`,
    async close() {
      await Promise.all(Object.values(servers).map((s) => s.close()));
    },
  };
}
