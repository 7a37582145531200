import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/types.js';
import type { AppConfig } from '../config.js';
import { seedCore } from './core.js';
import { hashPassword } from '../auth/passwords.js';
import { seedDomain } from './demo/seed.js';
import { seedDps } from './demo/dps.js';
import { seedDemoContracts } from './demo/contracts.js';
import { seedDemoMilestones } from './demo/milestones.js';
import { seedDemoUpload } from './demo/upload.js';
import { seedMarkets } from './demo/markets.js';
import { seedMaxDemo } from './demo/max.js';
import { seedDemoExchange } from './demo/exchange.js';
import type { Seeder } from './types.js';

export type { SeedContext, Seeder } from './types.js';

/**
 * The one place that seeds: the ordered list of seeders (run with the migrations, before any
 * plugin loads) and the step that needs the running app (seedWhenReady).
 *
 * The ordered list of seeders. Each runs in its own transaction.
 * Domain seeders run AFTER seedCore: they rely on the core organisations and users, looked up by
 * slug/e-mail (./core.ts DEMO_*). Seeders import their types from ./types.ts, never this file.
 */
export const seeders: Seeder[] = [
  seedCore,
  seedDomain,
  seedDps,
  seedMarkets,
  // Framework agreements of the approved qualifications; contracts of confirmed results (after seedDps).
  seedDemoContracts,
  seedDemoMilestones,
  // The max organisation's assets, beside a qualifying asset of the domain seed (after seedDomain).
  seedMaxDemo,
  // The exchange's agreements, listings, bids and trades (after contracts: obligations are listed).
  seedDemoExchange,
  // ← domain seeders go here
];

export async function runSeeders(opts: { db: Db; config: AppConfig; log: FastifyBaseLogger }): Promise<void> {
  const cache = new Map<string, Promise<string>>();
  const passwordHash = (password: string): Promise<string> => {
    let h = cache.get(password);
    if (!h) {
      h = hashPassword(password, { memoryCost: opts.config.argonMemoryCost, timeCost: opts.config.argonTimeCost });
      cache.set(password, h);
    }
    return h;
  };
  for (const seeder of seeders) {
    await opts.db.transaction(async (db) => {
      // Replicas starting together on one server seed one after the other (the later one finds the data there).
      if (db.kind === 'postgres') await db.query('SELECT pg_advisory_xact_lock(727276)');
      await seeder.run({ ...opts, db, passwordHash });
    });
  }
}

/** The seeding step that needs the running app: the demo's competitions CSV goes through the file pipeline once the queue is up. */
export function seedWhenReady(app: FastifyInstance): void {
  if (app.config.seedSize !== 'demo' || !app.config.seed) return;
  app.addHook('onReady', async () => {
    try {
      const id = await seedDemoUpload(app);
      if (id !== null) app.log.info({ upload: id }, 'demo: competitions CSV handed to the file pipeline');
    } catch (error) {
      app.log.warn({ err: error }, 'demo: the competitions CSV could not be handed to the file pipeline');
    }
  });
}
