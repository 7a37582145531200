import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import './fastify-types.js';
import type { AppConfig } from './config.js';
import type { Db } from './db/types.js';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors.js';
import inputPlugin from './plugins/input.js';
import databasePlugin, { openConfiguredDb, prepareDatabase } from './plugins/database.js';
import authPlugin from './plugins/auth.js';
import resourcesPlugin from './plugins/resources.js';
import routes from './routes.js';
import { seedWhenReady } from './seed/index.js';
import { jobsPlugin } from './platform/jobs/index.js';
import { filesPlugin } from './platform/files/index.js';

export interface BuildOptions {
  config: AppConfig;
  /** An already open database (tests): migrated and seeded as configured, not closed with the app. Otherwise opened from config and closed with the app. */
  db?: Db;
}

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For is believed. '1': proxies on loopback and
 * private networks; otherwise a comma list of addresses or subnets. The client address is the
 * last one added by a trusted proxy, so entries a client writes itself cannot choose it (as they
 * could if every hop were trusted) — the per-address login limits key on it.
 */
function trustedProxies(value: string | undefined): string | false {
  if (!value || value === '0') return false;
  return value === '1' ? 'loopback,linklocal,uniquelocal' : value;
}

/**
 * The API as a tree of plugins: errors, cors, swagger, database, auth, the
 * resource layer, then the routes. Call `await app.ready()` (or listen) before use.
 */
export async function buildApp({ config, db }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger ? { level: process.env.LOG_LEVEL ?? 'info', redact: ['req.headers.authorization', 'req.headers["x-outbox-key"]', 'req.body.password'] } : false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: trustedProxies(process.env.TRUST_PROXY),
    frameworkErrors,
    clientErrorHandler,
  });
  app.decorate('config', config);
  // Response schemas document the API (OpenAPI); rows are serialised as they are, so `fields`
  // projections and expansions pass through unchanged.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  await app.register(errorsPlugin);
  await app.register(inputPlugin);
  await app.register(cors, {
    origin: config.corsOrigin,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'Cache-Control', 'Pragma', 'Expires', 'If-None-Match', 'X-Outbox-Key', 'Last-Event-ID'],
    exposedHeaders: ['Content-Range', 'Content-Disposition', 'Retry-After', 'ETag'],
    maxAge: 600,
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Flex marketplace API', version: '1.0.0', description: 'DRF-style REST API: limit/offset, ordering, fields, expand; totals in Content-Range.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    // Shared schemas (app.addSchema) are components named by their $id, e.g. FieldErrors.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  });
  const database = db ?? (await openConfiguredDb(config));
  try {
    await prepareDatabase(database, config, app.log);
  } catch (error) {
    if (!db) await database.close();
    throw error;
  }
  await app.register(databasePlugin, { db: database, owned: !db });
  // After the database: closing runs hooks last-in first-out, so running jobs finish first.
  await app.register(jobsPlugin);
  await app.register(authPlugin);
  await app.register(resourcesPlugin);
  // The file-kind registry every domain can add to, the upload queue and the files routes.
  await app.register(filesPlugin);
  await app.register(routes);
  seedWhenReady(app);
  // pg-boss and the queues the plugins declared, before ready: outside Fastify's plugin timeout.
  try {
    await app.jobs.prepare();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
