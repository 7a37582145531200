/**
 * The test suite's database template: migrated and seeded once per test run, cloned by every
 * test file (test/helpers.ts createTestApp), so no suite migrates and seeds on its own — fast,
 * and independent of how busy the machine is.
 *
 *   PGlite:     a tar dump of a migrated, seeded PGlite data folder; files load it into memory.
 *   PostgreSQL: a database `flex_tpl_<random>` on DATABASE_URL's server; files clone it with
 *               CREATE DATABASE … TEMPLATE into their own database, dropped at the end.
 *
 * api/scripts/test.mjs runs `create` before each jest pass (the answer goes into the
 * environment as FLEX_TEST_TEMPLATE) and `drop` after it:
 *   node --import tsx test/support/database-template.ts create|drop [template]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { defaultConfig, type AppConfig } from '../../src/config.js';
import { createPgliteDb, PGLITE_EXTENSIONS, pgliteDb } from '../../src/db/pglite.js';
import { createPostgresDb } from '../../src/db/postgres.js';
import type { Db } from '../../src/db/types.js';
import { prepareDatabase } from '../../src/plugins/database.js';
import { TYPE_PARSERS } from '../../src/db/parsers.js';

/** The settings every test database is seeded with (cheap argon2, the small 'test' seed). */
export const TEST_SEED_SETTINGS = { argonMemoryCost: 256, argonTimeCost: 1, seedSize: 'test' } as const satisfies Partial<AppConfig>;

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined } as never;

function seedConfig(dataDir: string): AppConfig {
  return defaultConfig({ jwtSecret: randomBytes(32), dataDir, outboxFiles: false, ...TEST_SEED_SETTINGS });
}

/** A URL for database `name` on the server of `url`. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates the template; returns what FLEX_TEST_TEMPLATE holds (`pglite:<tar file>` or `postgres:<database>`). */
export async function createTemplate(databaseUrlEnv: string | undefined): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-template-'));
  try {
    if (databaseUrlEnv) {
      const name = `flex_tpl_${randomBytes(5).toString('hex')}`;
      await admin(databaseUrlEnv, (c) => c.query(`CREATE DATABASE ${name}`));
      const db = await createPostgresDb(databaseUrl(databaseUrlEnv, name));
      try {
        await prepareDatabase(db, seedConfig(dataDir), quiet);
      } finally {
        await db.close();
      }
      return `postgres:${name}`;
    }
    const file = join(mkdtempSync(join(tmpdir(), 'api-template-dump-')), 'pgdata.tar');
    const lite = await PGlite.create('memory://', { parsers: TYPE_PARSERS, extensions: PGLITE_EXTENSIONS });
    const db = pgliteDb(lite);
    try {
      await prepareDatabase(db, seedConfig(dataDir), quiet);
      const dump = await lite.dumpDataDir('none');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
    return `pglite:${file}`;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function dropTemplate(template: string, databaseUrlEnv: string | undefined): Promise<void> {
  if (template.startsWith('pglite:')) {
    rmSync(join(template.slice('pglite:'.length), '..'), { recursive: true, force: true });
  } else if (template.startsWith('postgres:') && databaseUrlEnv) {
    await admin(databaseUrlEnv, (c) => c.query(`DROP DATABASE IF EXISTS ${template.slice('postgres:'.length)} WITH (FORCE)`));
  }
}

/** A database of this test file's own, cloned from the template; `drop` removes it. */
export async function cloneTemplate(template: string, databaseUrlEnv: string | undefined): Promise<{ db: Db; drop(): Promise<void> }> {
  if (template.startsWith('pglite:')) {
    const db = await createPgliteDb('memory://', { loadDataDir: new Blob([readFileSync(template.slice('pglite:'.length))]) });
    return { db, drop: async () => undefined };
  }
  if (!databaseUrlEnv) throw new Error(`Template ${template} needs DATABASE_URL`);
  const source = template.slice('postgres:'.length);
  const name = `test_${randomBytes(6).toString('hex')}`;
  await admin(databaseUrlEnv, async (c) => {
    // One clone at a time: PostgreSQL refuses to copy a template another clone is reading.
    await c.query('SELECT pg_advisory_lock(727275)');
    try {
      await c.query(`CREATE DATABASE ${name} TEMPLATE ${source}`);
    } finally {
      await c.query('SELECT pg_advisory_unlock(727275)');
    }
  });
  const db = await createPostgresDb(databaseUrl(databaseUrlEnv, name));
  return { db, drop: () => admin(databaseUrlEnv, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined) };
}

// Command line (api/scripts/test.mjs).
const [command, argument] = process.argv.slice(2);
if (process.argv[1]?.endsWith('database-template.ts') && command) {
  const run = command === 'create' ? createTemplate(process.env.DATABASE_URL).then((t) => writeFileSync(1, `${t}\n`)) : dropTemplate(argument ?? '', process.env.DATABASE_URL);
  run.catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
