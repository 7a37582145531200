/**
 * Which planned assets a contract carries and their milestones' due dates (README, Milestones).
 *
 * When a contract is made, the provider's active planned assets qualified for the competition
 * (eligible, or qualified by the operator) are attached to it, each with:
 * - financial commitment: 60 days after the award (the day the contract was made), but no later
 *   than the connection date;
 * - connection: the planned asset's expected connection date, else 28 days before the contract's
 *   first day;
 * - commissioning (at least 90 % of the contracted capacity operational): 28 days after connection;
 * - progress reports: every 6 months after the award while before the commissioning due date.
 * Dates are calendar dates (YYYY-MM-DD, UTC).
 */
import type { Db } from '../../../db/types.js';

export const MILESTONE_KINDS = ['financial_commitment', 'connection', 'progress_report', 'commissioning'] as const;
export type MilestoneKind = (typeof MILESTONE_KINDS)[number];

export const FINANCIAL_COMMITMENT_DAYS = 60;
export const CONNECTION_BEFORE_START_DAYS = 28;
export const COMMISSIONING_AFTER_CONNECTION_DAYS = 28;
export const PROGRESS_REPORT_MONTHS = 6;

export interface DueDate {
  kind: MilestoneKind;
  sequence: number;
  due_on: string;
}

const DAY = 86_400_000;
const at = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (date: string, days: number) => iso(at(date) + days * DAY);

/** The same day n months later (the month's last day when it has no such day: 31 Aug + 6 months = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return iso(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last)));
}

/**
 * A planned asset's milestones for a contract: `awarded` the day the contract was made,
 * `contractStart` its first day, `expectedConnection` the planned asset's (or null).
 */
export function milestoneDueDates(awarded: string, contractStart: string, expectedConnection: string | null): DueDate[] {
  const connection = expectedConnection ?? addDays(contractStart, -CONNECTION_BEFORE_START_DAYS);
  const commissioning = addDays(connection, COMMISSIONING_AFTER_CONNECTION_DAYS);
  const financial = [addDays(awarded, FINANCIAL_COMMITMENT_DAYS), connection].sort()[0]!;
  const out: DueDate[] = [
    { kind: 'financial_commitment', sequence: 1, due_on: financial },
    { kind: 'connection', sequence: 1, due_on: connection },
  ];
  for (let n = 1; ; n++) {
    const due = addMonths(awarded, PROGRESS_REPORT_MONTHS * n);
    if (due >= commissioning) break;
    out.push({ kind: 'progress_report', sequence: n, due_on: due });
  }
  out.push({ kind: 'commissioning', sequence: 1, due_on: commissioning });
  return out.sort((a, b) => a.due_on.localeCompare(b.due_on) || MILESTONE_KINDS.indexOf(a.kind) - MILESTONE_KINDS.indexOf(b.kind));
}

/**
 * Attaches to each of the competition's contracts the provider's planned assets qualified for it,
 * with their milestones (those missing: unique per contract, asset, kind and number, so a second
 * or concurrent call adds nothing). Answers how many milestones were made.
 */
export async function createMilestones(db: Db, competitionId: number): Promise<number> {
  const r = await db.query<{ contract_id: number; planned_asset_id: number; awarded: string; starts_on: string; expected_connection: string | null }>(
    `SELECT k.id AS contract_id, p.id AS planned_asset_id, to_char(k.created AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS awarded,
            to_char(k.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(p.expected_connection, 'YYYY-MM-DD') AS expected_connection
       FROM contracts k
       JOIN qualifications q ON q.competition_id = k.competition_id AND q.planned_asset_id IS NOT NULL AND q.eligibility_status IN ('eligible', 'qualified')
       JOIN planned_assets p ON p.id = q.planned_asset_id AND p.flex_provider_id = k.provider_id AND p.is_active
      WHERE k.competition_id = $1 AND k.status <> 'terminated'
      ORDER BY k.id, p.id`,
    [competitionId],
  );
  let made = 0;
  for (const row of r.rows) {
    for (const m of milestoneDueDates(row.awarded, row.starts_on, row.expected_connection)) {
      const inserted = await db.query(
        `INSERT INTO milestones (contract_id, planned_asset_id, kind, sequence, due_on) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (contract_id, planned_asset_id, kind, sequence) DO NOTHING RETURNING id`,
        [row.contract_id, row.planned_asset_id, m.kind, m.sequence, m.due_on],
      );
      made += inserted.rows.length;
    }
  }
  return made;
}
