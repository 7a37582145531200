/**
 * Demo data the map dashboard shows on purpose:
 * - an open competition of Northern Lines around Leeds in which no asset can qualify (it asks for
 *   transmission-level connections, above every demo asset's voltage), so the dashboard's
 *   "nothing qualifies" state can be seen;
 * - a planned asset of the first demo provider qualifying for an open Northern Lines competition
 *   where that provider already has qualifying flex assets, so planned assets show in the lists
 *   and counts. Its capacity has five decimals (the display rule of platform §9).
 * Deterministic; dates relative to `now` like the rest of the demo.
 */
import type { Db } from '../../db/types.js';
import { createCompetition } from '../../domain/competitions/service.js';
import type { QualificationService } from '../../domain/qualification/service.js';

const DAY = 86_400_000;

export const NO_QUALIFYING_COMPETITION = 'Leeds City Transmission Interface Support';

/** The open competition nothing qualifies for; returns its id. */
export async function seedNoQualifyingCompetition(db: Db, writer: QualificationService, operatorId: number, now: number): Promise<number> {
  const at = (days: number) => new Date(now + days * DAY).toISOString();
  const year = new Date(now).getUTCFullYear();
  return createCompetition(db, writer, operatorId, {
    name: NO_QUALIFYING_COMPETITION,
    reference: `M-${year}-TIS`,
    competition_type: 'availability_utilisation',
    power_type: 'active_power',
    need_direction: 'deficit',
    qualification_type: 'standard',
    tag: 'Untagged',
    fixed_price: false,
    min_connection_voltage: 275,
    max_connection_voltage: 400,
    boundary_buffer: 0,
    qualification_open: at(-40),
    qualification_closed: at(-20),
    open: at(-3),
    closed: at(12),
    archive_on: at(120),
    postcodes: ['LS1', 'LS2'],
    contact: 'flex@northernlines.test',
    description:
      'Transmission-connected flexibility (275–400 kV) for the Leeds city centre interface. Only sites connected at these voltages can take part.',
    availability_guide_price: 9.5,
    utilisation_guide_price: 320,
    maximum_budget: 400_000,
    service_periods: [
      {
        name: `Winter ${year}/${String((year + 1) % 100).padStart(2, '0')}`,
        start: `${year}-11-01`,
        end: `${year + 1}-02-28`,
        service_windows: [
          { name: 'Weekday evening peak', start_time: '16:00', end_time: '19:30', service_days: [0, 1, 2, 3, 4], holiday_handling: 'Exclude', capacity_required: 25 },
        ],
      },
    ],
  });
}

const CAPACITY_FOR: Record<string, string> = {
  'active_power:deficit': 'active_export_capacity',
  'active_power:export': 'active_export_capacity',
  'active_power:excess': 'active_import_capacity',
  'active_power:import': 'active_import_capacity',
};

/**
 * A planned asset of `providerId` beside one of its qualifying flex assets in an open competition of
 * `operatorId` (active power), qualifying there; returns the competition id, or null when none fits.
 */
export async function seedPlannedAssetInCompetition(db: Db, writer: QualificationService, providerId: number, operatorId: number): Promise<number | null> {
  const r = await db.query<{ competition: number; power_type: string; need_direction: string; lon: number; lat: number; postcode: string; voltage_level: number; asset_type: string; asset_category: string }>(
    `SELECT c.id AS competition, c.power_type, c.need_direction, a.lon, a.lat, a.postcode, a.voltage_level, a.asset_type, a.asset_category
       FROM qualifications q
       JOIN competitions c ON c.id = q.competition_id
       JOIN flex_assets a ON a.id = q.flex_asset_id
      WHERE c.operator_id = $1 AND a.flex_provider_id = $2 AND c.status = 'open' AND c.power_type = 'active_power'
        AND q.eligibility_status = 'eligible' AND a.is_active
        AND (SELECT count(*) FROM qualifications q2 JOIN flex_assets a2 ON a2.id = q2.flex_asset_id
              WHERE q2.competition_id = c.id AND a2.flex_provider_id = $2 AND q2.eligibility_status = 'eligible') >= 2
      ORDER BY c.id, a.id LIMIT 1`,
    [operatorId, providerId],
  );
  const site = r.rows[0];
  if (!site) return null;
  const capacityType = CAPACITY_FOR[`${site.power_type}:${site.need_direction}`] ?? 'active_export_capacity';
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO planned_assets (ref, name, flex_provider_id, asset_type, asset_category, capacity_type, capacity_value, lon, lat, postcode, voltage_level, expected_connection)
     VALUES ('BGE-PLAN-EXT', 'Battery extension (planned)', $1, $2, $3, $4, 1.23456, $5, $6, $7, $8, $9) RETURNING id`,
    [providerId, site.asset_type, site.asset_category, capacityType, site.lon, site.lat, site.postcode, site.voltage_level, new Date(Date.now() + 200 * DAY).toISOString().slice(0, 10)],
  );
  await writer.recomputePlannedAssets(db, [inserted.rows[0]!.id]);
  return site.competition;
}
