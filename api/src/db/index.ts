import { resolve } from 'node:path';
import type { Db } from './types.js';
import { createPgliteDb } from './pglite.js';
import { createPostgresDb } from './postgres.js';

export type { Db, QueryResult } from './types.js';
export { migrate } from './migrate.js';

export interface DbOptions {
  databaseUrl?: string;
  pgSchema?: string;
  pgliteDir?: string;
  dataDir: string;
}

/** Postgres server when DATABASE_URL is given, else PGlite under <dataDir>/pgdata (or pgliteDir). */
export function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) return createPostgresDb(options.databaseUrl, options.pgSchema);
  return createPgliteDb(options.pgliteDir ?? resolve(options.dataDir, 'pgdata'));
}
