import type { SqlFragment } from './sql.js';

export interface QueryResult<T> {
  rows: T[];
}

/**
 * The one data-access interface of the API. Two implementations: PGlite (embedded, default)
 * and a `pg` Pool (when DATABASE_URL is set). Both return the same JS types:
 *  - int2/int4/int8 and numeric → number, bool → boolean, text → string
 *  - date → 'YYYY-MM-DD' string, timestamptz/timestamp → Date (JSON: ISO string)
 *  - arrays → JS arrays, json/jsonb → parsed values
 */
export interface Db {
  /** Parameterised query (`$1…`). Accepts a `sql` fragment too. */
  query<T = Record<string, unknown>>(text: string | SqlFragment, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations, DDL). */
  exec(text: string): Promise<void>;
  /**
   * Run `fn` in one transaction (BEGIN … COMMIT, ROLLBACK on throw). Inside, use only the
   * `tx` handed to `fn`: on PGlite the outer handle waits until the transaction ends.
   * Nested calls on `tx` reuse the same transaction.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * LISTEN on a notification channel (`pg_notify(channel, payload)`, delivered when the sending
   * transaction commits, to every process listening on the database). Call outside a
   * transaction. PGlite: on its one connection. PostgreSQL: on a dedicated connection of its own,
   * re-opened with back-off when it breaks — `onNotify(null)` then says notifications may have
   * been missed meanwhile; `onLost` (optional) is called as soon as the connection breaks, before
   * that. Resolves to the function that stops listening.
   */
  /**
   * Bulk load: `COPY … FROM STDIN` (text format) fed with the chunks in order, on the transaction's
   * connection inside `transaction`. PostgreSQL only (PGlite has none: write in batches instead).
   * Resolves to the number of rows copied.
   */
  copyFrom?(statement: string, chunks: AsyncIterable<string> | Iterable<string>): Promise<number>;
  listen(channel: string, onNotify: (payload: string | null) => void, onLost?: () => void): Promise<() => Promise<void>>;
  readonly kind: 'pglite' | 'postgres';
}
