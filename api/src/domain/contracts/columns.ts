/**
 * The contract answer's fields as SQL over the `contracts` row (alias `t`): the resource layer
 * reads lists and details with them; the PDF, CSV and e-mails load one contract the same way.
 * Rates and capacities are read as text, never through a JavaScript number.
 */
import type { Db } from '../../db/types.js';
import type { ContractRow, FrameworkAgreementRow } from './schemas.js';

const orgName = (column: string) => `(SELECT o.name FROM organisations o WHERE o.id = ${column})`;

/** 'ended' is not stored: an active contract whose (exclusive) end date has come reads as ended. */
export const CONTRACT_STATUS_SQL = (alias = 't') =>
  `CASE WHEN ${alias}.status = 'active' AND ${alias}.ends_on <= current_date THEN 'ended' ELSE ${alias}.status END`;

const OBLIGATIONS_SQL = `COALESCE((SELECT json_agg(json_build_object(
    'id', ob.id, 'bid', ob.bid_id, 'service_window', ob.service_window_id, 'window_name', ob.window_name,
    'start_time', to_char(ob.start_time, 'HH24:MI'), 'end_time', to_char(ob.end_time, 'HH24:MI'), 'service_days', ob.service_days,
    'holiday_handling', ob.holiday_handling, 'flex_assets', ob.asset_ids, 'power_type', ob.power_type, 'unit', ob.unit,
    'capacity', ob.capacity::text, 'max_runtime_seconds', ob.max_runtime_seconds, 'availability_rate', ob.availability_rate::text,
    'utilisation_rate', ob.utilisation_rate::text, 'service_fee', ob.service_fee::text, 'currency', ob.currency,
    'starts_on', to_char(ob.starts_on, 'YYYY-MM-DD'), 'ends_on', to_char(ob.ends_on, 'YYYY-MM-DD')) ORDER BY ob.start_time, ob.window_name, ob.id)
  FROM obligations ob WHERE ob.contract_id = t.id), '[]'::json)`;

export const CONTRACT_COLUMNS: Record<string, string> = {
  status: CONTRACT_STATUS_SQL('t'),
  competition: 't.competition_id',
  competition_name: '(SELECT c.name FROM competitions c WHERE c.id = t.competition_id)',
  competition_reference: `(SELECT COALESCE(c.reference, '') FROM competitions c WHERE c.id = t.competition_id)`,
  flex_provider: 't.provider_id',
  flex_provider_name: orgName('t.provider_id'),
  system_operator: 't.operator_id',
  system_operator_name: orgName('t.operator_id'),
  framework_agreement: 't.framework_agreement_id',
  framework_reference: '(SELECT f.reference FROM framework_agreements f WHERE f.id = t.framework_agreement_id)',
  framework_name: `(SELECT f.name || ' v' || f.version FROM framework_agreements f WHERE f.id = t.framework_agreement_id)`,
  starts_on: `to_char(t.starts_on, 'YYYY-MM-DD')`,
  ends_on: `to_char(t.ends_on, 'YYYY-MM-DD')`,
  termination_date: `to_char(t.termination_date, 'YYYY-MM-DD')`,
  total_capacity: '(SELECT COALESCE(sum(ob.capacity), 0)::text FROM obligations ob WHERE ob.contract_id = t.id)',
  obligation_count: '(SELECT count(*)::int FROM obligations ob WHERE ob.contract_id = t.id)',
  accepted_by_email: '(SELECT u.email FROM users u WHERE u.id = t.accepted_by)',
  obligations: OBLIGATIONS_SQL,
};

const PLAIN = ['id', 'reference', 'currency', 'accepted_at', 'accepted_name', 'terms_read', 'terminated_at', 'termination_reason', 'created', 'updated'];
const SELECT = [...PLAIN.map((c) => `t.${c}`), ...Object.entries(CONTRACT_COLUMNS).map(([name, expr]) => `${expr} AS ${name}`)].join(', ');

/** A stored time as ISO text (null stays null). */
export const iso = (value: unknown): string | null => (value === null || value === undefined ? null : new Date(value instanceof Date ? value : String(value)).toISOString());

type Stored = Omit<ContractRow, 'accepted_at' | 'terminated_at' | 'created' | 'updated'> & Record<'accepted_at' | 'terminated_at' | 'created' | 'updated', Date | string | null>;

/** One contract with its obligations, as the API answers it (no access check: callers check first). */
export async function loadContract(db: Db, id: number): Promise<ContractRow | null> {
  const r = await db.query<Stored>(`SELECT ${SELECT} FROM contracts t WHERE t.id = $1`, [id]);
  const row = r.rows[0];
  if (!row) return null;
  return { ...row, accepted_at: iso(row.accepted_at), terminated_at: iso(row.terminated_at), created: iso(row.created) ?? '', updated: iso(row.updated) ?? '' };
}

export const FRAMEWORK_COLUMNS: Record<string, string> = {
  flex_provider: 't.provider_id',
  flex_provider_name: orgName('t.provider_id'),
  system_operator: 't.operator_id',
  system_operator_name: orgName('t.operator_id'),
  signed_on: `to_char(t.signed_on, 'YYYY-MM-DD')`,
};

/** The framework agreements a provider holds with an operator, newest first (for the contract and its PDF). */
export async function frameworkAgreementsOf(db: Db, providerId: number, operatorId: number): Promise<FrameworkAgreementRow[]> {
  const r = await db.query<FrameworkAgreementRow & { created: Date | string }>(
    `SELECT t.id, t.reference, t.name, t.version, t.signed_by, t.created, ${Object.entries(FRAMEWORK_COLUMNS).map(([n, e]) => `${e} AS ${n}`).join(', ')}
       FROM framework_agreements t WHERE t.provider_id = $1 AND t.operator_id = $2 ORDER BY t.created DESC, t.id DESC`,
    [providerId, operatorId],
  );
  return r.rows.map((row) => ({ ...row, created: iso(row.created) ?? '' }));
}
