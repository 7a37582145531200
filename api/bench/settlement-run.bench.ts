/**
 * A settlement run at scale: BENCH_EVENTS dispatch events (default 10,000: 1,000 assets with ten
 * events each on different working days of October 2026, one hour each) settled with the default
 * historical baseline (10 of the 10 previous working days, the asset's other event days left out)
 * by the run itself (runs/run.ts `executeRun`: events, bulk loading of readings, the core, the
 * report with every event's inputs and periods written in one transaction), on the machine's
 * PostgreSQL (DATABASE_URL, a schema of its own dropped at the end); then a tenth of it on PGlite
 * in memory. The readings (September and October, half-hourly, one meter per asset) are written
 * first through the settlement bulk writer and not counted. Prints events, seconds and the
 * process's peak resident memory during the run; asserts nothing.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter api bench:settlement-run
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../src/db/migrate.js';
import { createPgliteDb } from '../src/db/pglite.js';
import { createPostgresDb } from '../src/db/postgres.js';
import type { Db } from '../src/db/types.js';
import { writeReadings, type ReadingRow } from '../src/domain/settlement/meter/write.js';
import { executeRun } from '../src/domain/settlement/runs/run.js';
import { addDays, instantOfLocal, weekdayOf } from '../src/domain/settlement/time.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const PER_ASSET = 10;
const ZONE = 'Europe/London';
const HALF_HOUR = 1_800_000;
const FROM = Date.UTC(2026, 8, 1);
const TO = Date.UTC(2026, 10, 1);

/** October's working days (England: none is a bank holiday). */
const OCTOBER_WORKING_DAYS = Array.from({ length: 31 }, (_, i) => addDays('2026-10-01', i)).filter((d) => weekdayOf(d) < 5);

/** Organisations, a competition, assets with one two-way meter each, accepted instructions: written with foreign keys not checked (the bench needs no market). */
async function fixtures(db: Db, assets: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    await tx.query(`INSERT INTO organisations (id, name, org_type, slug) VALUES (9001, 'Bench operator', 'systemoperator', 'bench-op'), (9002, 'Bench provider', 'flexprovider', 'bench-fp')`);
    await tx.query(`INSERT INTO competitions (id, name, reference, operator_id, need_direction) VALUES (9001, 'Bench', 'BENCH-1', 9001, 'deficit')`);
    await tx.query(
      `INSERT INTO flex_assets (id, ref, name, flex_provider_id, asset_type, asset_category, lon, lat, postcode, import_meter_id, export_meter_id, active_export_capacity, active_import_capacity, voltage_level)
       SELECT 100000 + g, 'B' || g, 'B' || g, 9002, 'thermal', 'thermal', -1.6, 54.9, 'NE1 4ST', 'BM' || g, 'BM' || g, 2, 1, 11 FROM generate_series(1, $1) g`,
      [assets],
    );
    // Asset g's k-th event: the working day (g + 2k) of October, 17:00–18:00 London time.
    const starts: string[] = [];
    const ids: number[] = [];
    for (let g = 1; g <= assets; g++) {
      for (let k = 0; k < PER_ASSET; k++) {
        const day = OCTOBER_WORKING_DAYS[(g + 2 * k) % OCTOBER_WORKING_DAYS.length]!;
        starts.push(new Date(instantOfLocal(day, 17 * 60, ZONE)).toISOString());
        ids.push(100000 + g);
      }
    }
    await tx.query(
      `INSERT INTO dispatch_instructions (competition_id, service_window_id, flex_provider_id, bid_id, assets, start, "end", quantity, unit, response_deadline, status, response)
       SELECT 9001, 1, 9002, 1, ARRAY[a], s, s + interval '1 hour', 1.5, 'MW', s - interval '1 hour', 'accepted', 'accepted'
         FROM unnest($1::int[], $2::timestamptz[]) AS x(a, s)`,
      [ids, starts],
    );
    return assets * PER_ASSET;
  });
}

/** Two months of half-hours per meter: about 1 MW of demand with a daily shape, lower during its events. */
async function readings(db: Db, assets: number): Promise<void> {
  const meters = Array.from({ length: assets }, (_, i) => `BM${i + 1}`);
  function* rows(): Generator<ReadingRow> {
    for (let m = 0; m < assets; m++) {
      for (let t = FROM, k = 0; t < TO; t += HALF_HOUR, k++) {
        const hour = (k % 48) / 2;
        const kw = 800 + 300 * Math.sin((hour / 24) * Math.PI) + (m % 50) - (hour >= 17 && hour < 18 && (k + m) % 7 === 0 ? 600 : 0);
        yield { meterId: meters[m]!, start: t, minutes: 30, kw: kw.toFixed(1) };
      }
    }
  }
  await writeReadings(db, { rows, meters, from: FROM, to: TO }, { orgId: 9002, uploadId: null });
}

async function bench(label: string, db: Db, events: number): Promise<void> {
  const assets = Math.max(1, Math.round(events / PER_ASSET));
  await migrate(db);
  const made = await fixtures(db, assets);
  let t = performance.now();
  await readings(db, assets);
  console.info(`${label}: readings of ${assets.toLocaleString('en-GB')} meters (Sep–Oct 2026) written in ${((performance.now() - t) / 1000).toFixed(1)} s (not counted)`);
  const run = await db.query<{ id: number }>(`INSERT INTO settlement_runs (competition_id, month, trigger) VALUES (9001, '2026-10', 'operator') RETURNING id`);
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  t = performance.now();
  const outcome = await executeRun(db, run.rows[0]!.id);
  const seconds = (performance.now() - t) / 1000;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  const stats = await db.query<{ n: number; baseline: number; delivered: number }>(
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE has_baseline_data)::int AS baseline, count(*) FILTER (WHERE delivered_mwh IS NOT NULL)::int AS delivered
       FROM settlement_report_events e JOIN settlement_reports r ON r.id = e.report_id WHERE r.run_id = $1`,
    [run.rows[0]!.id],
  );
  const s = stats.rows[0]!;
  console.info(
    `${label}: ${made.toLocaleString('en-GB')} events settled and stored in ${seconds.toFixed(1)} s ` +
      `(${((seconds * 1000) / made).toFixed(2)} ms per event; ${s.baseline.toLocaleString('en-GB')} with a complete historical baseline, ${s.delivered.toLocaleString('en-GB')} with delivery figures; ` +
      `report version ${outcome.status === 'done' ? outcome.report.version : '?'}); peak resident memory of this process ${(peak / 1024 / 1024).toFixed(0)} MB`,
  );
}

async function onPostgres(url: string): Promise<void> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const db = await createPostgresDb(url, schema);
  try {
    await bench(`PostgreSQL, ${EVENTS.toLocaleString('en-GB')} events`, db, EVENTS);
  } finally {
    await db.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    if (process.env.BENCH_KEEP) console.info(`kept schema ${schema}`);
    else await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
}

async function onPglite(): Promise<void> {
  const db = await createPgliteDb('memory://');
  try {
    const events = Math.max(PER_ASSET, Math.floor(EVENTS / 10));
    await bench(`PGlite, ${events.toLocaleString('en-GB')} events`, db, events);
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
