import pg from 'pg';
import type { Db, QueryResult } from './types.js';
import { SqlFragment, ident } from './sql.js';
import { TYPE_PARSERS } from './parsers.js';

type Client = pg.Pool | pg.PoolClient;

function wrap(target: Client, pool: pg.Pool, inTransaction: boolean): Db {
  const db: Db = {
    kind: 'postgres',
    async query<T>(text: string | SqlFragment, params?: readonly unknown[]): Promise<QueryResult<T>> {
      const q = text instanceof SqlFragment ? text.compile() : { text, values: params ? [...params] : [] };
      const result = await target.query(q.text, q.values);
      return { rows: result.rows as T[] };
    },
    async exec(text: string): Promise<void> {
      await target.query(text);
    },
    async transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R> {
      if (inTransaction) return fn(db);
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client, pool, true));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close(): Promise<void> {
      if (!inTransaction) await pool.end();
    },
  };
  return db;
}

/** A pg Pool on DATABASE_URL; with `schema`, that schema is created and used as search_path. */
export async function createPostgresDb(url: string, schema?: string): Promise<Db> {
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${ident(schema).text}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.PG_POOL_SIZE ?? 10),
    ...(schema ? { options: `-c search_path=${ident(schema).text}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: string) => TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', (error) => console.error('postgres pool error', error.message));
  return wrap(pool, pool, false);
}
