import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { Db, QueryResult } from './types.js';
import { SqlFragment } from './sql.js';
import { TYPE_PARSERS } from './parsers.js';

type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

function wrap(target: Queryable, inTransaction: boolean, root: PGlite): Db {
  const db: Db = {
    kind: 'pglite',
    async query<T>(text: string | SqlFragment, params?: readonly unknown[]): Promise<QueryResult<T>> {
      const q = text instanceof SqlFragment ? text.compile() : { text, values: params ? [...params] : [] };
      const result = await target.query<T>(q.text, q.values);
      return { rows: result.rows };
    },
    async exec(text: string): Promise<void> {
      await target.exec(text);
    },
    async transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R> {
      if (inTransaction) return fn(db);
      return root.transaction((tx) => fn(wrap(tx, true, root)));
    },
    async close(): Promise<void> {
      if (!inTransaction) await root.close();
    },
    async listen(channel: string, onNotify: (payload: string | null) => void): Promise<() => Promise<void>> {
      const stop = await root.listen(channel, (payload) => onNotify(payload));
      return async () => {
        if (!root.closed) await stop();
      };
    },
  };
  return db;
}

/**
 * The PostgreSQL extensions the migrations create, loaded into every PGlite (a data folder that
 * holds their objects opens only with them): btree_gist, for exclusion constraints that mix an
 * equal id with overlapping ranges.
 */
export const PGLITE_EXTENSIONS = { btree_gist };

/** PGlite at a folder (created if needed) or 'memory://', optionally starting from a dumped data folder (tar). */
export async function createPgliteDb(location: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  if (!location.startsWith('memory://')) mkdirSync(location, { recursive: true });
  const pg = await PGlite.create(location, { parsers: TYPE_PARSERS, extensions: PGLITE_EXTENSIONS, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  return pgliteDb(pg);
}

/** The Db interface over an open PGlite (closing the Db closes it). */
export function pgliteDb(pg: PGlite): Db {
  return wrap(pg, false, pg);
}
