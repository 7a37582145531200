/**
 * Framework agreements. A provider applying to an operator's DPS confirms, in the application's
 * declaration (`contract_confirmation`), that it signs the operator's framework agreement (named
 * on the DPS record: e.g. ENA Flexibility Services Standard Agreement v3.0). When the operator
 * approves the application, the agreement is recorded: name and version as the record names them
 * that day, signed on the day the application was submitted, by the member who submitted it.
 */
import type { Db } from '../../db/types.js';

/** Records the framework agreement of an approved outcome (once: a second call returns the same id); null for a rejection. */
export async function recordFrameworkAgreement(db: Db, outcomeId: number): Promise<number | null> {
  const r = await db.query<{ id: number }>(
    `INSERT INTO framework_agreements (reference, provider_id, operator_id, dps_outcome_id, name, version, signed_on, signed_by, signed_by_user, created)
     SELECT 'FA-' || r.system_operator_id || '-' || a.flex_provider_id || '-' || o.id, a.flex_provider_id, r.system_operator_id, o.id,
            r.framework_name, r.framework_version, COALESCE(a.submitted, o.created)::date,
            COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), u.email, p.name), a.submitted_by, o.created
       FROM dps_outcomes o JOIN dps_applications a ON a.id = o.application_id JOIN dps_records r ON r.id = a.dps_record_id
       JOIN organisations p ON p.id = a.flex_provider_id LEFT JOIN users u ON u.id = a.submitted_by
      WHERE o.id = $1 AND o.is_approved
     ON CONFLICT (dps_outcome_id) DO UPDATE SET dps_outcome_id = EXCLUDED.dps_outcome_id
     RETURNING id`,
    [outcomeId],
  );
  return r.rows[0]?.id ?? null;
}

/** The provider's current framework agreement with the operator (the latest approved), or null. */
export async function currentFrameworkAgreement(db: Db, providerId: number, operatorId: number): Promise<number | null> {
  const r = await db.query<{ id: number }>(
    'SELECT id FROM framework_agreements WHERE provider_id = $1 AND operator_id = $2 ORDER BY signed_on DESC, id DESC LIMIT 1',
    [providerId, operatorId],
  );
  return r.rows[0]?.id ?? null;
}
