/** Writing and reading service periods and their windows. */
import type { Db } from '../../db/types.js';
import type { PeriodBody, WindowBody } from './schemas.js';

/** Inserts a body's service periods with their windows for a competition. */
export async function insertServicePeriods(db: Db, competitionId: number, periods: readonly PeriodBody[]): Promise<void> {
  for (const p of periods) {
    const r = await db.query<{ id: number }>('INSERT INTO service_periods (competition_id, name, start, "end") VALUES ($1, $2, $3, $4) RETURNING id', [
      competitionId,
      p.name,
      p.start,
      p.end,
    ]);
    const periodId = r.rows[0]!.id;
    for (const w of p.service_windows ?? []) await insertWindow(db, competitionId, periodId, w);
  }
}

/** The writable columns of a service window (also what a template keeps of one). */
export const WINDOW_COLUMNS = [
  'name',
  'start_time',
  'end_time',
  'service_days',
  'holiday_handling',
  'capacity_required',
  'minimum_aggregate_asset_size',
  'required_response_time',
  'minimum_run_time',
  'dispatch_estimate',
  'dispatch_duration',
  'fixed_availability_price',
  'fixed_utilisation_price',
  'fixed_service_fee',
  'available_hours_override',
] as const satisfies ReadonlyArray<keyof WindowBody>;

async function insertWindow(db: Db, competitionId: number, periodId: number, w: WindowBody): Promise<void> {
  const cols = WINDOW_COLUMNS.filter((c) => w[c] !== undefined);
  const names = ['service_period_id', 'competition_id', ...cols];
  const values = [periodId, competitionId, ...cols.map((c) => w[c])];
  await db.query(`INSERT INTO service_windows (${names.map((n) => `"${n}"`).join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})`, values);
}

export const WINDOW_SELECT = `SELECT w.id, w.service_period_id AS service_period, w.competition_id AS competition, w.name,
  to_char(w.start_time, 'HH24:MI') AS start_time, to_char(w.end_time, 'HH24:MI') AS end_time,
  to_char(w.start_time, 'HH24:MI') AS start, to_char(w.end_time, 'HH24:MI') AS "end",
  w.service_days, w.holiday_handling, w.capacity_required, w.capacity_required AS required_capacity,
  w.minimum_aggregate_asset_size, w.required_response_time, w.minimum_run_time, w.dispatch_estimate, w.dispatch_duration,
  w.fixed_availability_price, w.fixed_utilisation_price, w.fixed_service_fee, w.available_hours_override,
  json_build_object('availability', w.fixed_availability_price, 'utilisation', w.fixed_utilisation_price, 'service_fee', w.fixed_service_fee) AS fixed_prices
  FROM service_windows w`;
