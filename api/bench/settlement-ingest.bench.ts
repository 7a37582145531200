/**
 * Meter-data ingest at scale: a month (October 2026, 31 days) of half-hourly readings for
 * BENCH_METERS meters (default 10,000: 14.88 M rows) written by the settlement bulk writer
 * (meter/write.ts) into the machine's PostgreSQL (DATABASE_URL, a schema of its own dropped at
 * the end) through COPY; then the same for a tenth of the meters into PGlite (in memory) through
 * multi-row inserts, and a rewrite of one day of a tenth of the meters on PostgreSQL (the merge
 * path of late data). Prints rows, seconds, rows per second and the process's peak memory
 * (resident set); asserts nothing.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter api bench:settlement-ingest
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../src/db/migrate.js';
import { createPgliteDb } from '../src/db/pglite.js';
import { createPostgresDb } from '../src/db/postgres.js';
import type { Db } from '../src/db/types.js';
import { writeReadings, type ReadingBatch, type ReadingRow } from '../src/domain/settlement/meter/write.js';

const METERS = Number(process.env.BENCH_METERS ?? 10_000);
const MONTH_START = Date.UTC(2026, 9, 1);
const MONTH_END = Date.UTC(2026, 10, 1);
const HALF_HOUR = 1_800_000;

/** A month of half-hours for `meters` meters, meter by meter, with a daily demand shape (kW, 3 decimals). */
function monthOf(meters: number, from = MONTH_START, to = MONTH_END): ReadingBatch {
  const ids = Array.from({ length: meters }, (_, i) => `MPAN${String(1_000_000_000 + i)}`);
  function* rows(): Generator<ReadingRow> {
    for (let m = 0; m < meters; m++) {
      const base = 50 + (m % 200);
      const values = Array.from({ length: 400 }, (_, v) => (base + v / 8).toFixed(3));
      for (let t = from, k = 0; t < to; t += HALF_HOUR, k++) {
        yield { meterId: ids[m]!, start: t, minutes: 30, kw: values[(k * 37 + m * 11) % 400]! };
      }
    }
  }
  return { rows, meters: ids, from, to };
}

let peak = 0;
const sample = (): void => {
  peak = Math.max(peak, process.memoryUsage().rss);
};

async function timed(label: string, db: Db, batch: ReadingBatch): Promise<void> {
  peak = 0;
  const timer = setInterval(sample, 100);
  const started = performance.now();
  const outcome = await writeReadings(db, batch, { orgId: 1, uploadId: null });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  sample();
  const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
  console.info(
    `${label}: ${outcome.written.toLocaleString('en-GB')} rows in ${seconds.toFixed(1)} s ` +
      `(${Math.round(outcome.written / seconds).toLocaleString('en-GB')} rows/s, ${outcome.merged ? 'merged' : 'direct COPY'}); ` +
      `peak resident memory of this process ${mb(peak)} MB`,
  );
}

async function onPostgres(url: string): Promise<void> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const db = await createPostgresDb(url, schema);
  try {
    await migrate(db);
    await timed(`PostgreSQL, ${METERS.toLocaleString('en-GB')} meters × a month of half-hours (COPY)`, db, monthOf(METERS));
    const size = await db.query<{ size: string }>(`SELECT pg_size_pretty(sum(pg_total_relation_size(c.oid))) AS size FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'meter_readings'::regclass`);
    console.info(`  stored: ${size.rows[0]?.size ?? '?'} (table and primary key)`);
    const day = monthOf(Math.max(1, Math.floor(METERS / 10)), Date.UTC(2026, 9, 15), Date.UTC(2026, 9, 16));
    await timed(`PostgreSQL, late data: one day again for ${day.meters.length.toLocaleString('en-GB')} meters (merge)`, db, day);
  } finally {
    await db.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
}

async function onPglite(): Promise<void> {
  const db = await createPgliteDb('memory://');
  try {
    await migrate(db);
    const meters = Math.max(1, Math.floor(METERS / 10));
    await timed(`PGlite, ${meters.toLocaleString('en-GB')} meters × a month of half-hours (batched inserts)`, db, monthOf(meters));
  } finally {
    await db.close();
  }
}

export async function run(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) await onPostgres(url);
  else console.info('DATABASE_URL not set: the PostgreSQL figure is skipped.');
  if (process.env.BENCH_SKIP_PGLITE !== '1') await onPglite();
}
