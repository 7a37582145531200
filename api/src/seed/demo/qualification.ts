/**
 * Demo data of asset qualification: operators' overrides in the demo operators'
 * competitions (assets disqualified with a reason, one qualified by hand), a demo-provider asset
 * without a location to complete, and Northern Lines' uploaded grid topology (its GSPs with a BSP and
 * primary substations beside some). Runs after qualification is computed and before entries and
 * bids, so bids carry the topology's GSP names. Deterministic.
 */
import type { Db } from '../../db/types.js';
import { loadGspLocations } from '../../platform/geo/geodata.js';
import type { ParsedRow } from '../../platform/files/index.js';
import { checkTopology, replaceTopology } from '../../domain/topology/apply.js';
import type { SiteRow } from '../../domain/topology/csv.js';

export interface DemoQualificationOrgs {
  operators: { northernLines: number; southernWires: number };
  /** The demo providers whose users see the overrides (BrightGrid first). */
  providers: number[];
}

const REASONS = ['requirements', 'capacity', 'location', 'incomplete'] as const;

/** Northern Lines' grid topology: each GSP of its area, with a BSP and a primary beside every other one. */
export function demoTopologyRows(groups: readonly string[]): Array<ParsedRow<SiteRow>> {
  const rows: SiteRow[] = [];
  const names = new Set<string>();
  const locations = loadGspLocations().filter((g) => groups.includes(g.group) && g.regionName);
  locations.forEach((g, i) => {
    let name = `${g.regionName} GSP`;
    if (names.has(name.toLowerCase())) name = `${g.regionName} GSP ${g.gspName.split('|')[0]}`;
    names.add(name.toLowerCase());
    rows.push({ site_type: 'gsp', name, parent: null, lat: g.lat, lon: g.lon });
    if (i % 2 === 0) {
      const bsp = `${g.regionName} BSP`;
      rows.push({ site_type: 'bsp', name: bsp, parent: name, lat: Math.round((g.lat + 0.018) * 1e5) / 1e5, lon: Math.round((g.lon - 0.025) * 1e5) / 1e5 });
      rows.push({ site_type: 'primary', name: `${g.regionName} Primary`, parent: bsp, lat: Math.round((g.lat - 0.015) * 1e5) / 1e5, lon: Math.round((g.lon + 0.02) * 1e5) / 1e5 });
    }
  });
  return rows.map((value, i) => ({ row: i + 2, value }));
}

async function seedTopology(db: Db, operatorId: number): Promise<void> {
  const r = await db.query<{ operating_area: string[] }>('SELECT operating_area FROM organisations WHERE id = $1', [operatorId]);
  const groups = r.rows[0]?.operating_area ?? [];
  let rows = demoTopologyRows(groups);
  // Keep the rows a real upload would accept (a site just outside the area is left out, with its children).
  for (let pass = 0; pass < 3; pass++) {
    const { errors } = checkTopology(rows, groups);
    if (!errors.length) break;
    const bad = new Set(errors.map((e) => e.row));
    rows = rows.filter((x) => !bad.has(x.row));
  }
  const { errors, placed } = checkTopology(rows, groups);
  if (!errors.length) await replaceTopology(db, operatorId, placed, null);
}

/**
 * One of the first provider's assets loses its coordinates (as an import without them would leave
 * it), so it qualifies nowhere until the provider adds a location. It is an asset that lies in no
 * competition (the others' qualification stays as computed); the asset count and voltages stay.
 */
async function seedUnlocatedAsset(db: Db, providerId: number): Promise<void> {
  await db.query(
    `UPDATE flex_assets SET lon = NULL, lat = NULL, name = name || ' (location to add)', updated = now()
      WHERE id = (SELECT a.id FROM flex_assets a WHERE a.flex_provider_id = $1 AND a.is_active
                     AND NOT EXISTS (SELECT 1 FROM qualifications q WHERE q.flex_asset_id = a.id)
                   ORDER BY a.id LIMIT 1)`,
    [providerId],
  );
}

/** Overrides in each operator's live competitions: some assets disqualified with a reason, one qualified by hand. */
async function seedOverrides(db: Db, operatorId: number, providers: number[], offset: number): Promise<void> {
  const comps = await db.query<{ id: number }>(
    `SELECT id FROM competitions WHERE operator_id = $1 AND status IN ('qualifying', 'qualified', 'open') ORDER BY id LIMIT 4`,
    [operatorId],
  );
  let n = offset;
  for (const [i, c] of comps.rows.entries()) {
    // One demo provider's asset (keeping it at least one other eligible asset there) and one other provider's.
    const eligible = await db.query<{ id: number; provider: number }>(
      `SELECT q.id, a.flex_provider_id AS provider FROM qualifications q JOIN flex_assets a ON a.id = q.flex_asset_id
        WHERE q.competition_id = $1 AND q.eligibility_status = 'eligible' AND a.is_active ORDER BY a.id`,
      [c.id],
    );
    const demoProvider = providers[i % providers.length]!;
    const own = eligible.rows.filter((x) => x.provider === demoProvider);
    const other = eligible.rows.find((x) => !providers.includes(x.provider));
    const targets = [...(own.length >= 2 ? [own[own.length - 1]!] : []), ...(other ? [other] : [])];
    for (const t of targets) {
      await db.query(`UPDATE qualifications SET override_status = 'disqualified', override_reason = $2, updated = now() WHERE id = $1`, [
        t.id,
        REASONS[n++ % REASONS.length],
      ]);
    }
    if (i === 0) {
      await db.query(
        `UPDATE qualifications SET override_status = 'qualified', updated = now()
          WHERE id = (SELECT q.id FROM qualifications q JOIN flex_assets a ON a.id = q.flex_asset_id
                       WHERE q.competition_id = $1 AND q.eligibility_status = 'ineligible' AND a.is_active ORDER BY a.id LIMIT 1)`,
        [c.id],
      );
    }
  }
}

export async function seedDemoQualification(db: Db, orgs: DemoQualificationOrgs): Promise<void> {
  await seedTopology(db, orgs.operators.northernLines);
  await seedUnlocatedAsset(db, orgs.providers[0]!);
  await seedOverrides(db, orgs.operators.northernLines, orgs.providers, 0);
  await seedOverrides(db, orgs.operators.southernWires, orgs.providers, 2);
}
