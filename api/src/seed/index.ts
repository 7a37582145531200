import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/types.js';
import type { AppConfig } from '../config.js';
import { seedCore } from './core.js';
import { hashPassword } from '../auth/passwords.js';
import { seedDomain } from '../domain/seed.js';

export interface SeedContext {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** Hash a password with the configured argon2 cost (cached per password). */
  passwordHash(password: string): Promise<string>;
}

/**
 * A seeder must be idempotent: running it on an already-seeded database changes nothing
 * (check before insert, or INSERT … ON CONFLICT DO NOTHING). `config.seedSize` is 'demo' for a
 * real start and 'test' in the test suite (keep test data small).
 */
export interface Seeder {
  name: string;
  run(ctx: SeedContext): Promise<void>;
}

/**
 * The ordered list of seeders. Each runs in its own transaction.
 * Domain helper: append `seedDomain` from '../domain/seed.js' AFTER seedCore (it may rely on
 * the core organisations and users, looked up by slug/e-mail — see ./core.ts DEMO_*).
 */
export const seeders: Seeder[] = [
  seedCore,
  seedDomain,
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
