/**
 * Which alerts an event concerns. A competition moment (it opens for qualification or bidding,
 * its results are published) concerns the unpaused alerts with that trigger in the competition's
 * market (its operator) whose area meets the competition's, whose voltages fall in its connection
 * range and whose asset types the organisation has assets of that qualify for it. A milestone
 * falling due concerns its provider's alerts with that trigger in the contract's market.
 */
import type { Db } from '../../db/types.js';
import type { MultiPolygon } from '../../platform/geo/geometry.js';
import { areaMatches, regionOutlines } from './area.js';
import type { AlertChannel, AlertFrequency, AlertTrigger } from './schemas.js';

/** An alert as delivery needs it. */
export interface AlertRecord {
  id: number;
  organisation_id: number;
  name: string;
  operator_id: number;
  area_refs: number[];
  boundary: MultiPolygon | null;
  asset_types: string[];
  voltages: number[];
  triggers: AlertTrigger[];
  channels: AlertChannel[];
  frequency: AlertFrequency;
  is_paused: boolean;
  created_by: number | null;
}

export const ALERT_COLUMNS = `a.id, a.organisation_id, a.name, a.operator_id, a.area_refs, a.boundary, a.asset_types, a.voltages,
  a.triggers, a.channels, a.frequency, a.is_paused, a.created_by`;

/** What an alert says about a competition (stored with each notification). */
export interface CompetitionFacts {
  id: number;
  name: string;
  reference: string;
  operator_id: number;
  operator: string;
  is_active: boolean;
  area_refs: number[];
  boundary: MultiPolygon | null;
  min_connection_voltage: number | null;
  max_connection_voltage: number | null;
}

export async function competitionFacts(db: Db, id: number): Promise<CompetitionFacts | null> {
  const r = await db.query<Omit<CompetitionFacts, 'boundary'> & { boundary: { coordinates: MultiPolygon } | null }>(
    `SELECT c.id, c.name, c.reference, c.operator_id, o.name AS operator, c.is_active, c.area_refs,
            b.boundary_low AS boundary, c.min_connection_voltage, c.max_connection_voltage
       FROM competitions c JOIN organisations o ON o.id = c.operator_id
       LEFT JOIN competition_boundaries b ON b.competition_id = c.id WHERE c.id = $1`,
    [id],
  );
  const row = r.rows[0];
  if (!row) return null;
  return { ...row, area_refs: row.area_refs.map(Number), boundary: row.boundary?.coordinates ?? null };
}

/** Whether one of the voltages lies in the competition's connection range (an open end takes any; no voltages: any). */
export function voltageMatches(voltages: readonly number[], min: number | null, max: number | null): boolean {
  if (voltages.length === 0) return true;
  return voltages.some((v) => (min === null || v >= min) && (max === null || v <= max));
}

/** Whether the organisation has an asset of one of the types that is eligible or qualified for the competition. */
async function hasQualifyingAssetOfTypes(db: Db, competitionId: number, orgId: number, types: readonly string[]): Promise<boolean> {
  const r = await db.query(
    `SELECT 1 FROM qualifications q
       LEFT JOIN flex_assets f ON f.id = q.flex_asset_id
       LEFT JOIN planned_assets p ON p.id = q.planned_asset_id
      WHERE q.competition_id = $1 AND q.eligibility_status IN ('eligible', 'qualified')
        AND COALESCE(f.flex_provider_id, p.flex_provider_id) = $2 AND COALESCE(f.asset_type, p.asset_type) = ANY($3::text[])
      LIMIT 1`,
    [competitionId, orgId, [...types]],
  );
  return r.rows.length > 0;
}

export function toAlertRecord(row: AlertRecord & { boundary: unknown }): AlertRecord {
  const b = row.boundary as { coordinates?: MultiPolygon } | null;
  return { ...row, area_refs: row.area_refs.map(Number), voltages: row.voltages.map(Number), boundary: b?.coordinates ?? null };
}

/** The alerts a competition moment concerns. */
export async function alertsForCompetition(db: Db, c: CompetitionFacts, trigger: AlertTrigger): Promise<AlertRecord[]> {
  if (!c.is_active) return [];
  const r = await db.query<AlertRecord>(
    `SELECT ${ALERT_COLUMNS} FROM alerts a WHERE a.operator_id = $1 AND NOT a.is_paused AND $2 = ANY(a.triggers) ORDER BY a.id`,
    [c.operator_id, trigger],
  );
  const outline = regionOutlines(db);
  const out: AlertRecord[] = [];
  for (const alert of r.rows.map(toAlertRecord)) {
    if (!voltageMatches(alert.voltages, c.min_connection_voltage, c.max_connection_voltage)) continue;
    if (!(await areaMatches(alert, c, outline))) continue;
    if (alert.asset_types.length && !(await hasQualifyingAssetOfTypes(db, c.id, alert.organisation_id, alert.asset_types))) continue;
    out.push(alert);
  }
  return out;
}

/** The provider's unpaused alerts that tell of milestones in this operator's market. */
export async function alertsForMilestone(db: Db, providerId: number, operatorId: number): Promise<AlertRecord[]> {
  const r = await db.query<AlertRecord>(
    `SELECT ${ALERT_COLUMNS} FROM alerts a
      WHERE a.organisation_id = $1 AND a.operator_id = $2 AND NOT a.is_paused AND 'milestone_due' = ANY(a.triggers) ORDER BY a.id`,
    [providerId, operatorId],
  );
  return r.rows.map(toAlertRecord);
}
