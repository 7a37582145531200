import type { FastifyInstance } from 'fastify';
import { refreshStatuses } from './competitions/visibility.js';
import { QualificationService } from './qualification/service.js';
import { registerAssets } from './assets/routes.js';
import { registerCompetitions } from './competitions/routes.js';
import { registerDispatch } from './dispatch/routes.js';
import { registerDps } from './dps/routes.js';
import { registerEntries } from './entries/routes.js';
import { registerMapRoutes } from './mapdata/routes.js';
import { registerMarket } from './market/routes.js';
import { registerReferenceRoutes } from './reference/routes.js';
import { registerQualification } from './qualification/routes.js';
import { registerTopology } from './topology/routes.js';
import { registerRegistration } from './registration/routes.js';
import { registerSettlement } from './settlement/routes.js';
import { registerMarkets } from './markets/routes.js';
import { registerContracts } from './contracts/routes.js';
import { registerEvents } from '../platform/events/routes.js';
import { registerWebhooks } from './webhooks/routes.js';
import { registerAlerts } from './alerts/routes.js';
import { registerExchange } from './exchange/routes.js';
import { registerMaxDashboard } from './maxdashboard/routes.js';
import { registerAnalytics } from './analytics/routes.js';

/** The queue that brings stored competition statuses in line with their dates, and its schedule (every minute). */
export const STATUS_REFRESH_JOB = 'competition-status-refresh';
export const STATUS_REFRESH_CRON = '* * * * *';

/**
 * The marketplace's domain routes: competitions with boundaries and service structures, assets
 * and planned assets, qualification and grid topology, entries and confirmations, the market
 * (ballots, bids, decisions, clearing), company qualification (DPS), registration, dispatch,
 * webhooks, settlement, contracts and framework agreements, the exchange, the max organisation's home (maxdashboard), the operators' analytics reports, reference lists, the pre-serialised map data and the offline geocoder; the live event
 * stream (platform/events); and the scheduled refresh of stored competition statuses. Accounts
 * and organisations register their own plugins (src/routes.ts).
 */
export async function domainRoutes(app: FastifyInstance): Promise<void> {
  const qualification = new QualificationService();
  registerCompetitions(app, { qualification });
  registerAssets(app, { qualification });
  registerQualification(app);
  registerEntries(app);
  registerMarket(app);
  registerDps(app);
  registerMapRoutes(app);
  registerReferenceRoutes(app);
  registerTopology(app);
  registerRegistration(app);
  registerDispatch(app);
  registerSettlement(app);
  registerMarkets(app);
  registerContracts(app, { qualification });
  registerEvents(app);
  registerWebhooks(app);
  registerAlerts(app);
  registerExchange(app);
  registerMaxDashboard(app);
  registerAnalytics(app);

  // Reads compute the status in SQL; the stored column (for other modules' SQL) is refreshed on
  // writes, on map-data requests, and by this scheduled job (a missed minute is caught up next time).
  app.jobs.work(STATUS_REFRESH_JOB, { retryLimit: 1, expireInSeconds: 120 }, async () => ({ changed: (await refreshStatuses(app.db)).length }));
  app.jobs.schedule(STATUS_REFRESH_JOB, STATUS_REFRESH_CRON);
}
