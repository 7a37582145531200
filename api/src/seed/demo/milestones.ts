/**
 * The demo's contract milestones: Brightgrid Energy's active contract carries a planned battery
 * qualified for its competition (made here when the provider has none attached), with milestones
 * in every state: the financial commitment accepted, the connection evidence submitted and
 * awaiting the operator, the first progress report overdue (its due date passed without
 * evidence), the second rejected with a reason (sent early), and commissioning upcoming. Runs once: a contract that already has
 * milestones is left as it is.
 */
import type { Db } from '../../db/types.js';
import { createMilestones } from '../../domain/contracts/milestones/schedule.js';
import type { Seeder } from '../types.js';

export const DEMO_REJECTION_REASON = 'The report has no photographs of the site works; add them and submit it again.';

async function contractOf(db: Db, providerSlug: string): Promise<{ id: number; competition_id: number; provider_id: number; has: boolean } | null> {
  const r = await db.query<{ id: number; competition_id: number; provider_id: number; has: boolean }>(
    `SELECT k.id, k.competition_id, k.provider_id, EXISTS (SELECT 1 FROM milestones m WHERE m.contract_id = k.id) AS has
       FROM contracts k JOIN organisations o ON o.id = k.provider_id
      WHERE o.slug = $1 AND k.status = 'active'
      ORDER BY (k.ends_on > current_date) DESC, k.ends_on DESC, k.id LIMIT 1`,
    [providerSlug],
  );
  return r.rows[0] ?? null;
}

/** A planned battery next to one of the contract's assets, qualified for its competition. */
async function attachPlannedAsset(db: Db, k: { id: number; competition_id: number; provider_id: number }): Promise<void> {
  const site = await db.query<{ lon: number | null; lat: number | null; postcode: string; voltage_level: number | null }>(
    `SELECT a.lon, a.lat, a.postcode, a.voltage_level FROM flex_assets a
      WHERE a.id IN (SELECT unnest(ob.asset_ids) FROM obligations ob WHERE ob.contract_id = $1) OR a.flex_provider_id = $2
      ORDER BY (a.id IN (SELECT unnest(ob.asset_ids) FROM obligations ob WHERE ob.contract_id = $1)) DESC, a.id LIMIT 1`,
    [k.id, k.provider_id],
  );
  const s = site.rows[0] ?? { lon: null, lat: null, postcode: '', voltage_level: null };
  const p = await db.query<{ id: number }>(
    `INSERT INTO planned_assets (ref, name, flex_provider_id, asset_type, asset_category, capacity_type, capacity_value, lon, lat, postcode, voltage_level, expected_connection)
     VALUES ('BGE-PLAN-MS', 'Harbour battery (planned)', $1, 'storage', 'storage', 'active_export_capacity', 2.5, $2, $3, $4, $5, current_date + 400)
     ON CONFLICT (flex_provider_id, lower(ref)) DO UPDATE SET updated = now() RETURNING id`,
    [k.provider_id, s.lon, s.lat, s.postcode, s.voltage_level],
  );
  await db.query(
    `INSERT INTO qualifications (competition_id, planned_asset_id, computed_status) VALUES ($1, $2, 'eligible')
     ON CONFLICT (competition_id, planned_asset_id) WHERE planned_asset_id IS NOT NULL DO UPDATE SET computed_status = 'eligible', override_status = NULL`,
    [k.competition_id, p.rows[0]!.id],
  );
}

const member = (side: 'provider_id' | 'operator_id') =>
  `(SELECT min(u.id) FROM users u JOIN contracts k ON k.id = m.contract_id WHERE u.organisation_id = k.${side} AND u.is_activated AND u.invites_user IS NULL)`;

/** Milestones of the contract in every state. */
async function setStates(db: Db, contractId: number): Promise<void> {
  const set = (where: string, fields: string, values: unknown[] = []) =>
    db.query(`UPDATE milestones m SET ${fields}, updated = now() WHERE m.contract_id = $1 AND ${where}`, [contractId, ...values]);
  await set(
    `m.kind = 'financial_commitment'`,
    `status = 'accepted', due_on = current_date - 40, note = 'Board approval and the battery supply order (signed).', submitted_at = now() - interval '45 days',
     submitted_by = ${member('provider_id')}, decided_at = now() - interval '42 days', decided_by = ${member('operator_id')}`,
  );
  await set(
    `m.kind = 'connection'`,
    `status = 'submitted', note = 'The DNO connection offer is accepted and the works are booked.', submitted_at = now() - interval '2 days', submitted_by = ${member('provider_id')}`,
  );
  await set(
    `m.kind = 'progress_report' AND m.sequence = 2`,
    `status = 'rejected', note = 'Groundworks finished; the inverter is on site.', submitted_at = now() - interval '6 days',
     submitted_by = ${member('provider_id')}, decided_at = now() - interval '4 days', decided_by = ${member('operator_id')}, rejection_reason = $2`,
    [DEMO_REJECTION_REASON],
  );
  // Overdue: a progress report whose due date passed without evidence.
  await set(`m.kind = 'progress_report' AND m.sequence = 1`, `due_on = current_date - 5`);
}

export const seedDemoMilestones: Seeder = {
  name: 'milestones',
  async run({ db }) {
    const k = await contractOf(db, 'brightgrid-energy');
    if (!k || k.has) return;
    await attachPlannedAsset(db, k);
    await createMilestones(db, k.competition_id);
    await setStates(db, k.id);
  },
};
