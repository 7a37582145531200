import type { FastifyInstance } from 'fastify';
import organisationRoutes from './organisations.js';
import myOrganisationRoutes from './my-organisation.js';

/** The organisations domain's routes: operators and providers (organisations.ts), the caller's own organisation (my-organisation.ts). */
export default async function organisationsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(organisationRoutes);
  await app.register(myOrganisationRoutes);
}
