import type { FastifyInstance } from 'fastify';
import { refreshStatuses } from './competitions/visibility.js';
import { QualificationService } from './qualification/service.js';
import { registerAssets } from './assets/routes.js';
import { registerCompetitions } from './competitions/routes.js';
import { registerEntries } from './entries/routes.js';
import { registerMapRoutes } from './mapdata/routes.js';
import { registerReferenceRoutes } from './reference/routes.js';

/** How often the stored competition statuses are brought in line with their dates. */
export const STATUS_REFRESH_MS = 30_000;

/**
 * The map-dashboard domain (issue 4): competitions with boundaries and service structures, assets
 * and planned assets, qualification, entries and confirmations, ballots (minimal), asset
 * overviews and summary, the pre-serialised map data, and the offline geocoder.
 */
export async function domainRoutes(app: FastifyInstance): Promise<void> {
  const qualification = new QualificationService();
  registerCompetitions(app, { qualification });
  registerAssets(app, { qualification });
  registerEntries(app);
  registerMapRoutes(app);
  registerReferenceRoutes(app);

  const timer = setInterval(() => {
    refreshStatuses(app.db).catch((error: unknown) => app.log.error({ err: error }, 'competition status refresh failed'));
  }, STATUS_REFRESH_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
