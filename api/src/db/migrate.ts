import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './types.js';
import { migrationsDir } from '../paths.js';

const NAME = /^(\d{3})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** NNN_name.sql files in order. 001–099: core (auth, organisations); 100–199: domain. */
export function loadMigrations(dir = migrationsDir): Migration[] {
  const seen = new Map<number, string>();
  return readdirSync(dir)
    .filter((f) => NAME.test(f))
    .sort()
    .map((file) => {
      const version = Number(NAME.exec(file)?.[1]);
      const clash = seen.get(version);
      if (clash) throw new Error(`Two migrations share version ${version}: ${clash} and ${file}`);
      seen.set(version, file);
      return { version, name: file, sql: readFileSync(join(dir, file), 'utf8') };
    });
}

/**
 * Apply pending migrations, each in its own transaction, recorded in schema_migrations.
 * A lock (advisory on Postgres) keeps two starting replicas from migrating at once.
 * Returns the names applied.
 */
export async function migrate(db: Db, dir = migrationsDir): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const migrations = loadMigrations(dir);
  const applied: string[] = [];
  for (const m of migrations) {
    const done = await db.transaction(async (tx) => {
      if (tx.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(727274)');
      const exists = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
      if (exists.rows.length > 0) return false;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      return true;
    });
    if (done) applied.push(m.name);
  }
  return applied;
}
