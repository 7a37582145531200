import PgBoss from 'pg-boss';
import type { Db } from '../../db/types.js';
import type { AppConfig } from '../../config.js';
import { bossDb } from './adapter.js';

/**
 * The PostgreSQL schema holding pg-boss's tables: `pgboss`, or `<pgSchema>_jobs` when the API
 * runs in a schema of its own (tests sharing one database), so two such apps never share a queue.
 */
export function jobsSchemaOf(config: Pick<AppConfig, 'pgSchema'>): string {
  return config.pgSchema ? `${config.pgSchema}_jobs` : 'pgboss';
}

/**
 * Creates or upgrades pg-boss's tables (its own migrations, under its advisory lock, so replicas
 * starting together are safe). Called from prepareDatabase with the API's migrations, before any
 * plugin loads: the test template already holds the schema and no app builds it under a timer.
 */
export async function installJobSchema(db: Db, config: Pick<AppConfig, 'pgSchema'>): Promise<void> {
  const boss = new PgBoss({ db: bossDb(db), schema: jobsSchemaOf(config), migrate: true, supervise: false, schedule: false });
  let failure: unknown;
  boss.on('error', (error: unknown) => {
    failure = error;
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
}
