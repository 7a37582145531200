/**
 * The demo's max organisation, Maxwell Energy (core.ts makes it and its user max@maxwell.test):
 * two batteries beside a qualifying asset of another provider in an open competition that has an
 * availability guide price, so its home's valuation has rows. Demo size only (the test seed stays
 * as the tests know it). Idempotent: nothing is added once Maxwell has an asset.
 */
import type { Seeder } from '../types.js';
import { DEMO_ORGS } from '../core.js';
import { QualificationService } from '../../domain/qualification/service.js';

const CAPACITY_FOR: Record<string, string> = {
  deficit: 'active_export_capacity',
  export: 'active_export_capacity',
  excess: 'active_import_capacity',
  import: 'active_import_capacity',
};

export const seedMaxDemo: Seeder = {
  name: 'max-organisation',
  async run({ db, config }) {
    if (config.seedSize !== 'demo') return;
    const org = (await db.query<{ id: number }>('SELECT id FROM organisations WHERE slug = $1 AND is_max_org', [DEMO_ORGS.maxwell.slug])).rows[0];
    if (!org) return;
    const has = await db.query('SELECT 1 FROM flex_assets WHERE flex_provider_id = $1 LIMIT 1', [org.id]);
    if (has.rows.length > 0) return;
    const site = (
      await db.query<{ need_direction: string; lon: number; lat: number; postcode: string; voltage_level: number }>(
        `SELECT c.need_direction, a.lon, a.lat, a.postcode, a.voltage_level
           FROM qualifications q JOIN competitions c ON c.id = q.competition_id JOIN flex_assets a ON a.id = q.flex_asset_id
          WHERE c.status IN ('open', 'qualifying') AND c.is_active AND c.power_type = 'active_power' AND NOT c.fixed_price
            AND c.availability_guide_price IS NOT NULL AND q.eligibility_status = 'eligible' AND a.is_active AND a.flex_provider_id <> $1
            AND EXISTS (SELECT 1 FROM service_windows w WHERE w.competition_id = c.id)
          ORDER BY c.status = 'open' DESC, c.id, a.id LIMIT 1`,
        [org.id],
      )
    ).rows[0];
    if (!site) return;
    const field = CAPACITY_FOR[site.need_direction] ?? 'active_export_capacity';
    const ids: number[] = [];
    for (const [ref, name, mw] of [['MXW-001', 'Maxwell Quay battery', 4.5], ['MXW-002', 'Maxwell Mill battery', 2.75]] as const) {
      const r = await db.query<{ id: number }>(
        `INSERT INTO flex_assets (ref, name, flex_provider_id, asset_type, asset_category, lon, lat, postcode, voltage_level, ${field})
         VALUES ($1, $2, $3, 'storage', 'storage', $4, $5, $6, $7, $8) RETURNING id`,
        [ref, name, org.id, site.lon, site.lat, site.postcode, site.voltage_level, mw],
      );
      ids.push(r.rows[0]!.id);
    }
    await new QualificationService().recomputeAssets(db, ids);
  },
};
