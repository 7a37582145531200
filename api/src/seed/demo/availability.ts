/**
 * Demo unavailability records: for each demo provider a few of its active assets are
 * out of service — one period already over, one under way, some to come — so the availability
 * screens have data. Dates are relative to the seed time; deterministic otherwise.
 */
import type { Db } from '../../db/types.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const RECORDS: Array<{ startDays: number; hours: number; reason: string }> = [
  { startDays: -20, hours: 72, reason: 'Planned maintenance of the inverter' },
  { startDays: -1, hours: 60, reason: 'Battery module replacement' },
  { startDays: 6, hours: 10, reason: 'Site works by the landowner: no access' },
  { startDays: 14, hours: 8 * 24, reason: 'Annual servicing' },
  { startDays: 30, hours: 5, reason: 'Network operator outage on the connection' },
];

export async function seedDemoAvailability(db: Db, providers: readonly number[]): Promise<void> {
  // Whole hours, so the records read cleanly on the screens.
  const base = Math.floor(Date.now() / HOUR) * HOUR;
  for (const provider of providers) {
    const assets = await db.query<{ id: number }>('SELECT id FROM flex_assets WHERE flex_provider_id = $1 AND is_active ORDER BY id LIMIT $2', [provider, RECORDS.length]);
    const rows = assets.rows.map((a, i) => {
      const r = RECORDS[i]!;
      const from = base + r.startDays * DAY;
      return { flex_asset_id: a.id, unavailable_from: new Date(from).toISOString(), unavailable_to: new Date(from + r.hours * HOUR).toISOString(), reason: r.reason };
    });
    if (!rows.length) continue;
    await db.query(
      `INSERT INTO asset_unavailability (flex_asset_id, unavailable_from, unavailable_to, reason)
       SELECT flex_asset_id, unavailable_from, unavailable_to, reason FROM json_to_recordset($1::json) AS x(flex_asset_id int, unavailable_from timestamptz, unavailable_to timestamptz, reason text)`,
      [JSON.stringify(rows)],
    );
  }
}
