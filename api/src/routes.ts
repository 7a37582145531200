import type { FastifyInstance } from 'fastify';
import metaRoutes from './platform/meta/meta.js';
import devOutboxRoutes from './platform/mail/dev-outbox.js';
import { jobsRoutes } from './platform/jobs/index.js';
import accountRoutes from './domain/accounts/routes.js';
import organisationsRoutes from './domain/organisations/routes.js';
import { domainRoutes } from './domain/index.js';

/**
 * Every endpoint family, each a plugin: the platform's (features/openapi/docs, the development
 * outbox, jobs), then the business domains' (accounts, organisations, and the rest through
 * domain/index.ts). Resource families call registerResource.
 */
export default async function routes(app: FastifyInstance): Promise<void> {
  await app.register(metaRoutes);
  await app.register(devOutboxRoutes);
  await app.register(accountRoutes);
  await app.register(organisationsRoutes);
  await app.register(jobsRoutes);
  await app.register(domainRoutes);
}
