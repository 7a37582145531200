/**
 * meter_readings is partitioned by month of period_start (UTC bounds). A month's partition is
 * created the first time a reading of that month is written, in the writing transaction; on
 * PostgreSQL an advisory lock keeps two writers from creating the same one at once. Names and
 * bounds in the DDL come from checked 'YYYY-MM' months, never from input text.
 */
import type { Db } from '../../../db/types.js';

const MONTH_MS_LIMIT = 240; // at most 20 years of partitions per write

/** 'YYYY-MM' of a UTC instant. */
export const utcMonthOf = (instant: number): string => new Date(instant).toISOString().slice(0, 7);

/** The UTC months an instant range [from, to) touches. */
export function monthsBetween(from: number, to: number): string[] {
  const out: string[] = [];
  const d = new Date(Date.UTC(new Date(from).getUTCFullYear(), new Date(from).getUTCMonth(), 1));
  while (d.getTime() < to && out.length < MONTH_MS_LIMIT) {
    out.push(d.toISOString().slice(0, 7));
    d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return out;
}

const MONTH = /^(\d{4})-(\d{2})$/;

export function partitionName(month: string): string {
  const m = MONTH.exec(month);
  if (!m) throw new Error(`Not a month: ${month}`);
  return `meter_readings_p${m[1]}_${m[2]}`;
}

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The one UTC month a span [from, to) lies in, or null when it crosses months. */
export function singleMonthOf(from: number, to: number): string | null {
  const months = monthsBetween(from, to);
  return months.length === 1 ? months[0]! : null;
}

async function existing(db: Db, names: readonly string[]): Promise<Set<string>> {
  const found = await db.query<{ name: string }>('SELECT n AS name FROM unnest($1::text[]) AS n WHERE to_regclass(n) IS NOT NULL', [names]);
  return new Set(found.rows.map((r) => r.name));
}

const bounds = (month: string): string => `FROM ('${month}-01 00:00:00+00') TO ('${nextMonth(month)}-01 00:00:00+00')`;

/**
 * Bulk load of a month nobody has written yet (PostgreSQL): its partition is made as a plain
 * table without index (with the month's bounds as a check), filled by `fill`, given its primary
 * key in one sorted build, then attached — much faster than keeping the index up to date row by
 * row. Attaching fires none of meter_readings' triggers, so every day of the month is marked stale
 * for the analytics summary here for each of the batch's `meters` (migration 184; a day without
 * readings re-sums to nothing), as the triggers mark any other write — cheaper than reading the
 * loaded rows again. Answers null, doing nothing, when the month's partition exists already.
 */
export async function loadFreshMonth(db: Db, month: string, meters: readonly string[], fill: (table: string) => Promise<number>): Promise<number | null> {
  const name = partitionName(month);
  if ((await existing(db, [name])).has(name)) return null;
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('meter_readings partitions'))`);
  if ((await existing(db, [name])).has(name)) return null;
  const [from, to] = [`'${month}-01 00:00:00+00'`, `'${nextMonth(month)}-01 00:00:00+00'`];
  await db.exec(`CREATE TABLE ${name} (LIKE meter_readings INCLUDING DEFAULTS INCLUDING CONSTRAINTS,
    CONSTRAINT ${name}_bounds CHECK (period_start >= ${from} AND period_start < ${to}))`);
  const n = await fill(name);
  await db.exec(`ALTER TABLE ${name} ADD PRIMARY KEY (meter_id, period_start)`);
  await db.exec(`ALTER TABLE meter_readings ATTACH PARTITION ${name} FOR VALUES ${bounds(month)}`);
  await db.query(
    `INSERT INTO analytics_stale_meter_days (meter_id, day)
     SELECT m, d::date FROM unnest($1::text[]) AS m, generate_series($2::date, ($2::date + interval '1 month' - interval '1 day')::date, interval '1 day') AS d
     ON CONFLICT DO NOTHING`,
    [meters, `${month}-01`],
  );
  return n;
}

/** Creates the partitions of these months that do not exist yet. */
export async function ensureMonthPartitions(db: Db, months: readonly string[]): Promise<void> {
  const names = [...new Set(months)].map((month) => ({ month, name: partitionName(month) }));
  if (names.length === 0) return;
  const have = await existing(db, names.map((n) => n.name));
  const missing = names.filter((n) => !have.has(n.name));
  if (missing.length === 0) return;
  if (db.kind === 'postgres') await db.query(`SELECT pg_advisory_xact_lock(hashtext('meter_readings partitions'))`);
  for (const { month, name } of missing) {
    await db.exec(`CREATE TABLE IF NOT EXISTS ${name} PARTITION OF meter_readings FOR VALUES ${bounds(month)}`);
  }
}
