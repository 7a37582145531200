/**
 * A milestone's life: the provider submits evidence (a processed upload of kind
 * milestone-evidence) with a note; the operator of the competition accepts it, or rejects it with a
 * reason (the provider may submit again). Accepting a commissioning milestone turns its planned
 * asset into a flex asset (commission). Each change publishes `milestone.updated` to both
 * organisations in its transaction.
 */
import type { Principal } from '../../../auth/principal.js';
import type { Db } from '../../../db/types.js';
import { ApiError, badRequest, forbidden } from '../../../errors.js';
import { publishEvent } from '../../../platform/events/publish.js';
import type { QualificationService } from '../../qualification/service.js';
import { loadMilestone } from './columns.js';
import * as M from './messages.js';
import type { MilestoneRow, RejectBody, SubmitBody } from './schemas.js';

export const EVIDENCE_KIND = 'milestone-evidence';
export type MilestoneChange = 'submitted' | 'accepted' | 'rejected';

const conflict = (detail: string) => new ApiError(409, { detail });

/** Publishes `milestone.updated` with the milestone as the API answers it. */
export async function publishMilestone(db: Db, id: number, change: MilestoneChange): Promise<MilestoneRow> {
  const m = (await loadMilestone(db, id))!;
  await publishEvent(db, { type: 'milestone.updated', org_ids: [m.flex_provider, m.system_operator], data: { change, milestone: m } });
  return m;
}

/** The provider submits evidence and a note for a milestone not submitted yet, or rejected. */
export async function submitMilestone(db: Db, user: Principal, m: MilestoneRow, body: SubmitBody): Promise<MilestoneRow> {
  if (m.flex_provider !== user.orgId) throw forbidden(M.ONLY_MILESTONE_PROVIDER);
  if (m.status === 'closed') throw conflict(M.CONTRACT_CLOSED);
  const note = body.note.trim();
  const errors: Record<string, string[]> = {};
  if (!note) errors.note = [M.NOTE_REQUIRED];
  const f = await db.query<{ kind: string; organisation_id: number; status: string }>('SELECT kind, organisation_id, status FROM file_uploads WHERE id = $1', [body.evidence]);
  const file = f.rows[0];
  if (!file || file.kind !== EVIDENCE_KIND || file.organisation_id !== user.orgId) errors.evidence = [M.EVIDENCE_INVALID];
  else if (file.status !== 'Ready') errors.evidence = [M.EVIDENCE_NOT_READY];
  if (Object.keys(errors).length) throw badRequest(errors);
  const r = await db.query(
    `UPDATE milestones SET status = 'submitted', note = $2, evidence_upload_id = $3, submitted_at = now(), submitted_by = $4,
            decided_at = NULL, decided_by = NULL, updated = now()
      WHERE id = $1 AND status IN ('pending', 'rejected') RETURNING id`,
    [m.id, note, body.evidence, user.userId],
  );
  if (!r.rows.length) throw conflict(M.NOT_SUBMITTABLE);
  return publishMilestone(db, m.id, 'submitted');
}

/** The operator of the competition decides on submitted evidence: only one decision wins. */
async function decide(db: Db, user: Principal, m: MilestoneRow, accepted: boolean, reason: string | null): Promise<{ kind: string; planned_asset_id: number } | null> {
  if (m.system_operator !== user.orgId) throw forbidden(M.ONLY_MILESTONE_OPERATOR);
  if (m.status === 'closed') throw conflict(M.CONTRACT_CLOSED);
  const r = await db.query<{ kind: string; planned_asset_id: number }>(
    `UPDATE milestones SET status = $2, decided_at = now(), decided_by = $3, rejection_reason = $4, updated = now()
      WHERE id = $1 AND status = 'submitted' RETURNING kind, planned_asset_id`,
    [m.id, accepted ? 'accepted' : 'rejected', user.userId, reason],
  );
  return r.rows[0] ?? null;
}

export async function acceptMilestone(db: Db, qualification: QualificationService, user: Principal, m: MilestoneRow): Promise<MilestoneRow> {
  const done = await decide(db, user, m, true, null);
  if (!done) throw conflict(M.NOT_SUBMITTED);
  if (done.kind === 'commissioning') await commission(db, qualification, done.planned_asset_id);
  return publishMilestone(db, m.id, 'accepted');
}

export async function rejectMilestone(db: Db, user: Principal, m: MilestoneRow, body: RejectBody): Promise<MilestoneRow> {
  const reason = body.reason.trim();
  if (m.system_operator !== user.orgId) throw forbidden(M.ONLY_MILESTONE_OPERATOR);
  if (!reason) throw badRequest({ reason: [M.REJECT_REASON_REQUIRED] });
  const done = await decide(db, user, m, false, reason);
  if (!done) throw conflict(M.NOT_SUBMITTED);
  return publishMilestone(db, m.id, 'rejected');
}

const CAPACITY_COLUMNS = new Set(['active_export_capacity', 'active_import_capacity', 'reactive_export_capacity', 'reactive_import_capacity']);

/**
 * A planned asset becomes a flex asset (operational) with its fields: ref (suffixed with the
 * planned asset's id when the provider already has an asset of that ref), name, type, category,
 * location, voltage, and its planned capacity in the capacity column it names. The planned asset
 * stays, inactive, linked to the new asset (`commissioned_asset_id`). The new asset is qualified
 * against the live competitions like any asset; where the operator had qualified or disqualified
 * the planned asset, that decision carries over to the new asset. Answers the flex asset's id
 * (the same one if the planned asset was commissioned before).
 */
export async function commission(db: Db, qualification: QualificationService, plannedId: number): Promise<number> {
  const r = await db.query<{ ref: string; flex_provider_id: number; capacity_type: string; commissioned_asset_id: number | null }>(
    'SELECT ref, flex_provider_id, capacity_type, commissioned_asset_id FROM planned_assets WHERE id = $1 FOR UPDATE',
    [plannedId],
  );
  const p = r.rows[0]!;
  if (p.commissioned_asset_id !== null) return p.commissioned_asset_id;
  if (!CAPACITY_COLUMNS.has(p.capacity_type)) throw new Error(`planned asset ${plannedId}: unknown capacity type ${p.capacity_type}`);
  const taken = await db.query('SELECT 1 FROM flex_assets WHERE flex_provider_id = $1 AND lower(ref) = lower($2)', [p.flex_provider_id, p.ref]);
  const ref = taken.rows.length ? `${p.ref}-${plannedId}` : p.ref;
  const made = await db.query<{ id: number }>(
    `INSERT INTO flex_assets (ref, name, flex_provider_id, asset_type, asset_category, status, lon, lat, postcode, voltage_level, ${p.capacity_type})
     SELECT $2, name, flex_provider_id, asset_type, asset_category, 'operational', lon, lat, postcode, voltage_level, capacity_value
       FROM planned_assets WHERE id = $1 RETURNING id`,
    [plannedId, ref],
  );
  const assetId = made.rows[0]!.id;
  await db.query('UPDATE planned_assets SET commissioned_asset_id = $2, is_active = false, updated = now() WHERE id = $1', [plannedId, assetId]);
  await qualification.recomputeAssets(db, [assetId]);
  await db.query(
    `UPDATE qualifications f SET override_status = p.override_status, override_reason = p.override_reason, updated = now()
       FROM qualifications p
      WHERE p.planned_asset_id = $1 AND p.override_status IS NOT NULL AND f.flex_asset_id = $2 AND f.competition_id = p.competition_id`,
    [plannedId, assetId],
  );
  await qualification.recomputePlannedAssets(db, [plannedId]);
  return assetId;
}
