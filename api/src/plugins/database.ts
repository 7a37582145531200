import { globalPlugin } from './global.js';
import { openDb, migrate } from '../db/index.js';
import type { Db } from '../db/types.js';
import { runSeeders } from '../seed/index.js';

export interface DatabaseOptions extends Record<string, unknown> {
  /** Use this handle instead of opening one (not closed with the app). */
  db?: Db;
}

/** Opens the database (PGlite or Postgres), migrates, seeds, decorates `app.db`, closes on shutdown. */
export default globalPlugin<DatabaseOptions>('database', async (app, opts) => {
  const { config } = app;
  const db =
    opts.db ??
    (await openDb({
      dataDir: config.dataDir,
      ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
      ...(config.pgSchema ? { pgSchema: config.pgSchema } : {}),
      ...(config.pgliteDir ? { pgliteDir: config.pgliteDir } : {}),
    }));
  app.decorate('db', db);
  if (!opts.db) app.addHook('onClose', async () => db.close());
  if (config.migrate) {
    const applied = await migrate(db);
    if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  }
  if (config.seed) await runSeeders({ db, config, log: app.log });
});
