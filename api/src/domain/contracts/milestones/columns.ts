/**
 * The milestone answer's fields as SQL over the `milestones` row (alias `t`): the resource layer
 * reads lists and details with them; e-mails and events load one milestone the same way.
 */
import type { Db } from '../../../db/types.js';
import { iso } from '../columns.js';
import type { MilestoneRow } from './schemas.js';

const contract = (expr: string) => `(SELECT ${expr} FROM contracts k WHERE k.id = t.contract_id)`;
const planned = (expr: string) => `(SELECT ${expr} FROM planned_assets p WHERE p.id = t.planned_asset_id)`;
const terminated = `EXISTS (SELECT 1 FROM contracts k WHERE k.id = t.contract_id AND k.status = 'terminated')`;

/** Not submitted (or rejected), due date passed, contract not terminated. */
export const OVERDUE_SQL = `(t.status IN ('pending', 'rejected') AND t.due_on < current_date AND NOT ${terminated})`;

export const MILESTONE_STATUS_SQL = `CASE WHEN t.status <> 'accepted' AND ${terminated} THEN 'closed'
  WHEN ${OVERDUE_SQL} THEN 'overdue' WHEN t.status = 'pending' THEN 'upcoming' ELSE t.status END`;

export const MILESTONE_COLUMNS: Record<string, string> = {
  contract: 't.contract_id',
  contract_reference: contract('k.reference'),
  competition: contract('k.competition_id'),
  competition_name: contract('(SELECT c.name FROM competitions c WHERE c.id = k.competition_id)'),
  flex_provider: contract('k.provider_id'),
  flex_provider_name: contract('(SELECT o.name FROM organisations o WHERE o.id = k.provider_id)'),
  system_operator: contract('k.operator_id'),
  system_operator_name: contract('(SELECT o.name FROM organisations o WHERE o.id = k.operator_id)'),
  planned_asset: 't.planned_asset_id',
  planned_asset_ref: planned('p.ref'),
  planned_asset_name: planned('p.name'),
  due_on: `to_char(t.due_on, 'YYYY-MM-DD')`,
  status: MILESTONE_STATUS_SQL,
  overdue: OVERDUE_SQL,
  evidence: 't.evidence_upload_id',
  evidence_filename: '(SELECT f.filename FROM file_uploads f WHERE f.id = t.evidence_upload_id)',
  submitted_by_email: '(SELECT u.email FROM users u WHERE u.id = t.submitted_by)',
  flex_asset: planned('p.commissioned_asset_id'),
};

const PLAIN = ['id', 'kind', 'sequence', 'note', 'submitted_at', 'decided_at', 'rejection_reason', 'created', 'updated'];
const SELECT = [...PLAIN.map((c) => `t.${c}`), ...Object.entries(MILESTONE_COLUMNS).map(([name, expr]) => `${expr} AS ${name}`)].join(', ');

type Stored = Omit<MilestoneRow, 'submitted_at' | 'decided_at' | 'created' | 'updated'> & Record<'submitted_at' | 'decided_at' | 'created' | 'updated', Date | string | null>;

/** One milestone as the API answers it (no access check: callers check first). */
export async function loadMilestone(db: Db, id: number): Promise<MilestoneRow | null> {
  const r = await db.query<Stored>(`SELECT ${SELECT} FROM milestones t WHERE t.id = $1`, [id]);
  const row = r.rows[0];
  if (!row) return null;
  return { ...row, submitted_at: iso(row.submitted_at), decided_at: iso(row.decided_at), created: iso(row.created) ?? '', updated: iso(row.updated) ?? '' };
}
