import type PgBoss from 'pg-boss';
import type { Db } from '../../db/types.js';

/** pg-boss's `locked()` commands: `BEGIN; …; COMMIT;` sent as one text without values. */
const LOCKED = /^\s*BEGIN;([\s\S]*);\s*COMMIT;\s*$/;

/**
 * pg-boss 10 completes or fails a job after its handler without awaiting the promise
 * (manager.js, `watch` → `onFetch`): a rejection there (the database went away) would be an
 * unhandled rejection and end the process. These two commands are recognised by their text and
 * their failure is reported instead; the job stays `active` and pg-boss's maintenance expires
 * and retries it.
 */
const FIRE_AND_FORGET = [/SET completed_on = now\(\),\s*state = 'completed'/, /WITH deleted_jobs AS \(/];

export interface AdapterHooks {
  /** Called with every pg-boss command's promise (to wait for them before closing). */
  track?(promise: Promise<unknown>): void;
  /** Failures of commands pg-boss does not await. */
  onUnawaitedError?(error: unknown): void;
}

/**
 * pg-boss's `db` option over our Db (PGlite or a pg pool), so the queue lives in the same
 * database and goes through the same connection handling:
 *  - ordinary commands go through `db.query`. On PGlite, a query on the root handle waits for any
 *    open transaction to end (PGlite serialises them on its one connection), so a pg-boss
 *    command never runs inside a request's transaction, nor a request's query inside one of
 *    pg-boss's; on PostgreSQL each takes a pool connection of its own;
 *  - `BEGIN; …; COMMIT;` texts (schema creation, migrations, maintenance) run through
 *    `db.transaction(tx => tx.exec(…))`: several statements at once (PGlite's `query` takes one),
 *    and a failure rolls back instead of leaving the connection inside a broken transaction;
 *  - given a transaction handle (`adapter(tx)`), `send` joins the caller's transaction: the job
 *    exists exactly when the caller's writes commit.
 */
export function bossDb(db: Db, hooks: AdapterHooks = {}): PgBoss.Db {
  return {
    executeSql(text: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> {
      const locked = !values?.length ? LOCKED.exec(text) : null;
      let run: Promise<{ rows: Array<Record<string, unknown>> }> = locked
        ? db.transaction((tx) => tx.exec(locked[1] ?? '')).then(() => ({ rows: [] }))
        : db.query<Record<string, unknown>>(text, values ?? []);
      if (hooks.onUnawaitedError && FIRE_AND_FORGET.some((pattern) => pattern.test(text))) {
        const report = hooks.onUnawaitedError;
        run = run.catch((error: unknown) => {
          report(error);
          return { rows: [{ count: 0 }] };
        });
      }
      hooks.track?.(run);
      return run;
    },
  };
}
