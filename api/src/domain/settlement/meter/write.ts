/**
 * The bulk writer of meter readings, used by the file kind, the machine API, the demo seed and
 * the benchmark. Rows are checked before they get here (check.ts); this only writes them, in one
 * transaction: all or nothing.
 *
 * PostgreSQL: `COPY … FROM STDIN` straight into the partitioned table when none of the batch's
 * meters has a reading in its span yet (the usual case: new data). When some have (a correction,
 * late data) — or the direct COPY meets a row written meanwhile — the rows are copied into a
 * temporary table and merged (`INSERT … ON CONFLICT DO UPDATE`): a reading sent again replaces
 * the stored one. PGlite: multi-row inserts (`unnest` of arrays) of BATCH rows, merged the same way.
 */
import type { Db } from '../../../db/types.js';
import { ensureMonthPartitions, loadFreshMonth, monthsBetween, singleMonthOf } from './partitions.js';

export interface ReadingRow {
  meterId: string;
  /** Period start, epoch ms (UTC). */
  start: number;
  minutes: 15 | 30;
  /** Average kW over the period, decimal text. */
  kw: string;
}

export interface ReadingBatch {
  /** The rows; called again when a direct COPY has to give way to the merge. */
  rows: () => Iterable<ReadingRow>;
  /** Every meter id in the rows. */
  meters: readonly string[];
  /** The span of the rows' period starts: [from, to). */
  from: number;
  to: number;
}

export interface WriteOutcome {
  written: number;
  /** True when the batch went through the merge (some readings existed and were replaced or kept beside). */
  merged: boolean;
}

/** Rows per INSERT statement on PGlite. */
export const BATCH = 5000;
const CHUNK_CHARS = 1 << 17;
const COLUMNS = '(meter_id, organisation_id, period_start, interval_minutes, kw, upload_id)';
const MERGE = `ON CONFLICT (meter_id, period_start) DO UPDATE
  SET organisation_id = EXCLUDED.organisation_id, interval_minutes = EXCLUDED.interval_minutes, kw = EXCLUDED.kw,
      upload_id = EXCLUDED.upload_id, received = now()`;

/** COPY text format: backslash, tab and line breaks escaped (meter ids are free text). */
const escapeCopy = (value: string): string => value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));

/** The rows as COPY text, in chunks of about CHUNK_CHARS characters. */
export function* copyChunks(rows: Iterable<ReadingRow>, orgId: number, uploadId: number | null): Generator<string> {
  const tail = `\t${uploadId ?? '\\N'}\n`;
  const org = `\t${orgId}\t`;
  // Many meters share the same period starts: their text is made once.
  const instants = new Map<number, string>();
  let buffer = '';
  for (const r of rows) {
    let at = instants.get(r.start);
    if (at === undefined) {
      if (instants.size > 100_000) instants.clear();
      at = new Date(r.start).toISOString();
      instants.set(r.start, at);
    }
    buffer += `${escapeCopy(r.meterId)}${org}${at}\t${r.minutes}\t${r.kw}${tail}`;
    if (buffer.length >= CHUNK_CHARS) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}

async function anyStored(db: Db, batch: ReadingBatch): Promise<boolean> {
  const r = await db.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM meter_readings WHERE meter_id = ANY ($1::text[]) AND period_start >= $2 AND period_start < $3) AS found',
    [batch.meters, new Date(batch.from), new Date(batch.to)],
  );
  return r.rows[0]?.found ?? false;
}

const isUniqueViolation = (error: unknown): boolean => !!error && typeof error === 'object' && 'code' in error && error.code === '23505';

async function copyDirect(db: Db, copy: NonNullable<Db['copyFrom']>, batch: ReadingBatch, orgId: number, uploadId: number | null): Promise<number | null> {
  await db.query('SAVEPOINT meter_copy');
  try {
    const n = await copy(`COPY meter_readings ${COLUMNS} FROM STDIN`, copyChunks(batch.rows(), orgId, uploadId));
    await db.query('RELEASE SAVEPOINT meter_copy');
    return n;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await db.query('ROLLBACK TO SAVEPOINT meter_copy');
    return null;
  }
}

async function copyMerge(db: Db, copy: NonNullable<Db['copyFrom']>, batch: ReadingBatch, orgId: number, uploadId: number | null): Promise<number> {
  await db.exec(`CREATE TEMP TABLE IF NOT EXISTS meter_readings_in
    (meter_id text, organisation_id integer, period_start timestamptz, interval_minutes smallint, kw numeric(18, 6), upload_id integer) ON COMMIT DROP`);
  await db.exec('TRUNCATE meter_readings_in');
  const n = await copy(`COPY meter_readings_in ${COLUMNS} FROM STDIN`, copyChunks(batch.rows(), orgId, uploadId));
  await db.exec(`INSERT INTO meter_readings ${COLUMNS} SELECT meter_id, organisation_id, period_start, interval_minutes, kw, upload_id FROM meter_readings_in ${MERGE}`);
  return n;
}

async function insertBatches(db: Db, rows: Iterable<ReadingRow>, orgId: number, uploadId: number | null): Promise<number> {
  let written = 0;
  let chunk: ReadingRow[] = [];
  const flush = async (): Promise<void> => {
    if (chunk.length === 0) return;
    await db.query(
      `INSERT INTO meter_readings ${COLUMNS}
       SELECT m, $2, p, i, k, $6 FROM unnest($1::text[], $3::timestamptz[], $4::smallint[], $5::numeric[]) AS x(m, p, i, k) ${MERGE}`,
      [chunk.map((r) => r.meterId), orgId, chunk.map((r) => new Date(r.start)), chunk.map((r) => r.minutes), chunk.map((r) => r.kw), uploadId],
    );
    written += chunk.length;
    chunk = [];
  };
  for (const r of rows) {
    chunk.push(r);
    if (chunk.length >= BATCH) await flush();
  }
  await flush();
  return written;
}

/** Writes the batch's readings (replacing stored readings of the same meter and period), all or nothing. */
export async function writeReadings(db: Db, batch: ReadingBatch, who: { orgId: number; uploadId: number | null }): Promise<WriteOutcome> {
  if (batch.meters.length === 0) return { written: 0, merged: false };
  return db.transaction(async (tx) => {
    const copy = tx.copyFrom?.bind(tx);
    if (!copy) {
      await ensureMonthPartitions(tx, monthsBetween(batch.from, batch.to));
      return { written: await insertBatches(tx, batch.rows(), who.orgId, who.uploadId), merged: true };
    }
    const month = singleMonthOf(batch.from, batch.to);
    const fresh = month ? await loadFreshMonth(tx, month, batch.meters, (table) => copy(`COPY ${table} ${COLUMNS} FROM STDIN (FREEZE)`, copyChunks(batch.rows(), who.orgId, who.uploadId))) : null;
    if (fresh !== null) return { written: fresh, merged: false };
    await ensureMonthPartitions(tx, monthsBetween(batch.from, batch.to));
    if (!(await anyStored(tx, batch))) {
      const n = await copyDirect(tx, copy, batch, who.orgId, who.uploadId);
      if (n !== null) return { written: n, merged: false };
    }
    return { written: await copyMerge(tx, copy, batch, who.orgId, who.uploadId), merged: true };
  });
}
