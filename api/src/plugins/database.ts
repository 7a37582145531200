import type { FastifyBaseLogger } from 'fastify';
import { globalPlugin } from './global.js';
import { openDb, migrate } from '../db/index.js';
import type { Db } from '../db/types.js';
import type { AppConfig } from '../config.js';
import { runSeeders } from '../seed/index.js';
import { installJobSchema } from '../platform/jobs/schema.js';

export interface DatabaseOptions extends Record<string, unknown> {
  db: Db;
  /** Close the handle with the app (true when the app opened it). */
  owned: boolean;
}

/** The configured database: a PostgreSQL server when DATABASE_URL is set, otherwise PGlite. */
export function openConfiguredDb(config: AppConfig): Promise<Db> {
  return openDb({
    dataDir: config.dataDir,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    ...(config.pgSchema ? { pgSchema: config.pgSchema } : {}),
    ...(config.pgliteDir ? { pgliteDir: config.pgliteDir } : {}),
  });
}

/**
 * Migrations, then seeders, as configured. buildApp runs this before any plugin loads, so a
 * slow first start (a large migration, the demo seed, a busy machine) is never cut short by
 * Fastify's plugin timeout.
 */
export async function prepareDatabase(db: Db, config: AppConfig, log: FastifyBaseLogger): Promise<void> {
  if (config.migrate) {
    const applied = await migrate(db);
    if (applied.length > 0) log.info({ applied }, 'migrations applied');
    // The background-job queue's tables (pg-boss's own migrations), with the API's.
    await installJobSchema(db, config);
  }
  if (config.seed) await runSeeders({ db, config, log });
}

/** Decorates `app.db` with the prepared database and closes it on shutdown when the app owns it. */
export default globalPlugin<DatabaseOptions>('database', async (app, opts) => {
  app.decorate('db', opts.db);
  if (opts.owned) app.addHook('onClose', async () => opts.db.close());
});
