/** What a seeder is given and must do (no imports of the seeders themselves: seed/index.ts lists them). */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/types.js';

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
