import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';
import type { Db, QueryResult } from './types.js';
import { SqlFragment, ident } from './sql.js';
import { TYPE_PARSERS } from './parsers.js';
import { DatabaseUnavailableError, isConnectionError } from './errors.js';

type Client = pg.Pool | pg.PoolClient;

/** Lost or unobtainable connections become DatabaseUnavailableError (503); other errors pass as they are. */
function classify(error: unknown): unknown {
  return !(error instanceof DatabaseUnavailableError) && isConnectionError(error) ? new DatabaseUnavailableError(error) : error;
}

/** The Db over the pool, or (`txClient`) over the client a transaction holds. */
function wrap(target: Client, pool: pg.Pool, txClient: pg.PoolClient | null): Db {
  const inTransaction = txClient !== null;
  const db: Db = {
    kind: 'postgres',
    async query<T>(text: string | SqlFragment, params?: readonly unknown[]): Promise<QueryResult<T>> {
      const q = text instanceof SqlFragment ? text.compile() : { text, values: params ? [...params] : [] };
      try {
        const result = await target.query(q.text, q.values);
        return { rows: result.rows as T[] };
      } catch (error) {
        throw classify(error);
      }
    },
    async exec(text: string): Promise<void> {
      try {
        await target.query(text);
      } catch (error) {
        throw classify(error);
      }
    },
    async transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R> {
      if (inTransaction) return fn(db);
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw classify(error);
      }
      // A checked-out client has no 'error' listener of the pool's: a connection lost while it is
      // ours would be an unhandled 'error' event and end the process. Note it instead; the
      // pending or next query fails with it.
      let broken: Error | undefined;
      const onError = (error: Error): void => {
        broken = error;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client, pool, client));
        await client.query('COMMIT');
        client.removeListener('error', onError);
        client.release();
        return result;
      } catch (error) {
        // A broken connection is destroyed, never handed back to the pool.
        let destroy = broken ?? (isConnectionError(error) ? (error as Error) : undefined);
        if (!destroy) {
          try {
            await client.query('ROLLBACK');
          } catch (rollbackError) {
            destroy = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
          }
        }
        client.removeListener('error', onError);
        client.release(destroy);
        throw classify(error);
      }
    },
    async copyFrom(statement: string, chunks: AsyncIterable<string> | Iterable<string>): Promise<number> {
      const copy = async (client: pg.PoolClient): Promise<number> => {
        const stream = client.query(copyFromStdin(statement));
        await pipeline(Readable.from(chunks, { objectMode: false }), stream);
        return stream.rowCount;
      };
      try {
        if (txClient) return await copy(txClient);
        const client = await pool.connect();
        try {
          return await copy(client);
        } finally {
          client.release();
        }
      } catch (error) {
        throw classify(error);
      }
    },
    async close(): Promise<void> {
      if (!inTransaction) await pool.end();
    },
    listen: (channel, onNotify, onLost) => listenOn(pool, channel, onNotify, onLost),
  };
  return db;
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When it
 * breaks (server restart) `onBroken` is called at once, it is re-opened with back-off (0.5 s
 * doubling to 10 s), and `onNotify(null)` tells the listener that notifications may have been
 * missed meanwhile.
 */
async function listenOn(pool: pg.Pool, channel: string, onNotify: (payload: string | null) => void, onBroken?: () => void): Promise<() => Promise<void>> {
  const { connectionString, options, connectionTimeoutMillis } = pool.options;
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 500;

  const open = async (): Promise<void> => {
    const c = new pg.Client({ connectionString, connectionTimeoutMillis, keepAlive: true, ...(options ? { options } : {}) });
    let lost = false;
    const onLost = (): void => {
      if (lost) return;
      lost = true;
      c.removeAllListeners('notification');
      void c.end().catch(() => undefined);
      // Only a connection that was listening is re-opened here (a failed open is retried by its caller).
      if (client !== c) return;
      client = null;
      if (stopped) return;
      onBroken?.();
      reopen();
    };
    c.on('error', onLost);
    c.on('end', onLost);
    c.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    await c.connect();
    await c.query(`LISTEN ${ident(channel).text}`);
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    if (lost) throw new Error('Connection terminated while starting to listen');
    client = c;
  };
  const reopen = (): void => {
    clearTimeout(retry);
    retry = setTimeout(() => {
      open().then(
        () => {
          delay = 500;
          if (!stopped) onNotify(null);
        },
        (error: unknown) => {
          console.error(`postgres: LISTEN ${channel} failed:`, error instanceof Error ? error.message : error);
          delay = Math.min(delay * 2, 10_000);
          if (!stopped) reopen();
        },
      );
    }, delay);
    retry.unref();
  };

  try {
    await open();
  } catch (error) {
    throw classify(error);
  }
  // A connection lost from now on is re-opened by onLost.
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = null;
    if (c) {
      c.removeAllListeners();
      c.on('error', () => undefined);
      await c.end().catch(() => undefined);
    }
  };
}

/**
 * A pg Pool on DATABASE_URL; with `schema`, that schema is created and used as search_path.
 * PG_POOL_SIZE (default 10) caps the connections; PG_CONNECT_TIMEOUT_MS (default 5000) bounds
 * both opening a connection and waiting for a free one, so an unreachable server fails requests
 * with 503 instead of holding them.
 */
export async function createPostgresDb(url: string, schema?: string): Promise<Db> {
  const connectionTimeoutMillis = Number(process.env.PG_CONNECT_TIMEOUT_MS ?? 5000);
  if (schema) {
    const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis });
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
    connectionTimeoutMillis,
    keepAlive: true,
    ...(schema ? { options: `-c search_path=${ident(schema).text}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: string) => TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection that breaks (server restart) is removed by the pool, which then emits
  // 'error': without this listener that would end the process.
  pool.on('error', (error) => console.error('postgres: idle connection lost:', error.message));
  return wrap(pool, pool, null);
}
