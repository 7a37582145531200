import type { FastifyInstance } from 'fastify';
import authRoutes from './domain/accounts/auth.js';
import metaRoutes from './platform/meta/meta.js';
import devOutboxRoutes from './platform/mail/dev-outbox.js';
import organisationRoutes from './domain/organisations/organisations.js';
import myOrganisationRoutes from './domain/organisations/my-organisation.js';
import teamRoutes from './domain/accounts/team.js';
import notificationRoutes from './domain/accounts/notification-preferences.js';
import { domainRoutes } from './domain/index.js';
import { jobsRoutes } from './platform/jobs/index.js';

/**
 * Every endpoint family, each a plugin (resource families call registerResource): the API's own
 * meta routes and the development outbox, accounts and organisations, jobs, and the marketplace
 * domains (domainRoutes).
 */
export default async function routes(app: FastifyInstance): Promise<void> {
  await app.register(metaRoutes);
  await app.register(devOutboxRoutes);
  await app.register(authRoutes);
  await app.register(organisationRoutes);
  await app.register(myOrganisationRoutes);
  await app.register(teamRoutes);
  await app.register(notificationRoutes);
  await app.register(jobsRoutes);
  await app.register(domainRoutes);
}
