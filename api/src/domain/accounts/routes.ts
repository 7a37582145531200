import type { FastifyInstance } from 'fastify';
import authRoutes from './auth.js';
import teamRoutes from './team.js';
import notificationRoutes from './notification-preferences.js';

/** The accounts domain's routes: log in and the own account (auth.ts), the team (team.ts), notification e-mail preferences. */
export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(teamRoutes);
  await app.register(notificationRoutes);
}
