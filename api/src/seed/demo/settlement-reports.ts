/**
 * Demo settlement reports, invoices and a dispute on the settled competition (demo/settlement.ts),
 * so that every report and invoice screen and every status has an example:
 *
 * - The month before last: settled and published on the 1st of last month (12:00), final after
 *   its dispute window; self-billed invoices — the first provider's paid, the second's overdue.
 * - The operator then switches the competition to provider-issued invoices (configuration
 *   version 2; version 1 stays with the published report).
 * - Last month: version 1 published on the 1st of this month (or just before now early in the
 *   month); the first provider issues its invoice, the second leaves its draft. The first provider
 *   then sends corrected readings for its first event (40 % delivered: below the minimum ratio), the
 *   operator reruns, and version 2 is published with its per-line difference and, for the first
 *   provider, a credit note (a draft it is to issue); the second provider disputes one of its
 *   events in version 2 (open).
 *
 * Runs and publication go through the settlement domain's own functions (the run, invoicing);
 * only the dates are set back to when they would have happened.
 */
import type { Db } from '../../db/types.js';
import { COMPETITION_TIME_ZONE } from '../../domain/dispatch/validate.js';
import { defaultSettlementConfig } from '../../domain/settlement/config.js';
import { issueDocument, issueInvoicesForReport, PAYMENT_DAYS } from '../../domain/settlement/invoices/issue.js';
import type { SettlementEventRow } from '../../domain/settlement/meter/events.js';
import { disputeWindowEnd } from '../../domain/settlement/runs/lifecycle.js';
import { executeRun } from '../../domain/settlement/runs/run.js';
import { settlementSettingsOf } from '../../domain/settlement/settings.js';
import { instantOfLocal, localDateOf } from '../../domain/settlement/time.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Re-meters an event's delivery at a share of its instructed MW (late, corrected readings). */
export type Remeter = (event: SettlementEventRow, share: string) => Promise<void>;

function monthOf(instant: number): string {
  return localDateOf(instant, COMPETITION_TIME_ZONE).slice(0, 7);
}

function monthBefore(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** Runs a month now (the run and its report, as the job would) and answers the report. */
async function run(db: Db, competitionId: number, month: string, userId: number | null): Promise<{ id: number; version: number }> {
  const r = await db.query<{ id: number }>(
    `INSERT INTO settlement_runs (competition_id, month, trigger, requested_by) VALUES ($1, $2, 'operator', $3) RETURNING id`,
    [competitionId, month, userId],
  );
  const done = await executeRun(db, r.rows[0]!.id);
  if (done.status !== 'done') throw new Error(`demo: the settlement run of ${month} did not complete`);
  return done.report;
}

/** Publishes a report as of `at`: earlier versions superseded, invoices made, their dates set to `at`. */
async function publish(db: Db, competitionId: number, month: string, report: { id: number; version: number }, at: number, userId: number | null): Promise<void> {
  const settings = await settlementSettingsOf(db, competitionId);
  const windowEnd = disputeWindowEnd(at, settings.zone, settings.holidayCalendar);
  await db.query(`UPDATE settlement_reports SET status = 'superseded', superseded_at = $3 WHERE competition_id = $1 AND month = $2 AND status IN ('published', 'final') AND id <> $4`, [
    competitionId,
    month,
    new Date(at),
    report.id,
  ]);
  await db.query(`UPDATE settlement_reports SET status = 'published', published_at = $2, published_by = $3, dispute_window_ends = $4 WHERE id = $1`, [
    report.id,
    new Date(at),
    userId,
    windowEnd,
  ]);
  await issueInvoicesForReport(db, { id: report.id, competitionId, month, version: report.version });
  await db.query(`UPDATE invoices SET issued_at = $2, due_at = $2::timestamptz + make_interval(days => ${PAYMENT_DAYS}), created = $2 WHERE report_id = $1 AND status = 'issued'`, [report.id, new Date(at)]);
  await db.query(`UPDATE invoices SET created = $2 WHERE report_id = $1 AND status = 'draft'`, [report.id, new Date(at)]);
  if (windowEnd.getTime() < Date.now()) await db.query(`UPDATE settlement_reports SET status = 'final', finalised_at = $2 WHERE id = $1 AND status = 'published'`, [report.id, windowEnd]);
}

async function firstUserOf(db: Db, orgId: number): Promise<number | null> {
  const r = await db.query<{ id: number }>('SELECT id FROM users WHERE organisation_id = $1 ORDER BY id LIMIT 1', [orgId]);
  return r.rows[0]?.id ?? null;
}

export async function seedDemoReports(db: Db, competitionId: number, providers: readonly number[], events: readonly SettlementEventRow[], now: number, remeter: Remeter): Promise<void> {
  const [first, second] = providers;
  if (first === undefined || second === undefined) return;
  const settings = await settlementSettingsOf(db, competitionId);
  const operatorUser = await firstUserOf(db, settings.systemOperatorId);
  const thisMonth = monthOf(now);
  const lastMonth = monthBefore(thisMonth);
  const monthBeforeLast = monthBefore(lastMonth);
  const noon = (month: string) => instantOfLocal(`${month}-01`, 12 * 60, COMPETITION_TIME_ZONE);

  // The operator's terms: the country's defaults, self-billed (version 1).
  await db.query(`INSERT INTO settlement_configs (competition_id, version, config, created_by, created) VALUES ($1, 1, $2, $3, $4) ON CONFLICT DO NOTHING`, [
    competitionId,
    JSON.stringify(defaultSettlementConfig(settings.country)),
    operatorUser,
    new Date(noon(monthBeforeLast)),
  ]);

  // The month before last: published on the 1st of last month, final; one invoice paid, one overdue.
  const older = await run(db, competitionId, monthBeforeLast, operatorUser);
  await publish(db, competitionId, monthBeforeLast, older, noon(lastMonth), operatorUser);
  await db.query(`UPDATE invoices SET status = 'paid', paid_at = issued_at + interval '20 days', paid_by = $3 WHERE report_id = $1 AND provider_id = $2`, [older.id, first, operatorUser]);
  await db.query(`UPDATE invoices SET status = 'overdue' WHERE report_id = $1 AND provider_id = $2 AND status = 'issued' AND due_at < now()`, [older.id, second]);

  // From now on providers issue their invoices (version 2 of the terms).
  await db.query(`INSERT INTO settlement_configs (competition_id, version, config, created_by, created) VALUES ($1, 2, $2, $3, $4) ON CONFLICT DO NOTHING`, [
    competitionId,
    JSON.stringify({ ...defaultSettlementConfig(settings.country), invoice_mode: 'provider_issued' }),
    operatorUser,
    new Date(noon(lastMonth) + HOUR),
  ]);

  // Last month, version 1: published on the 1st of this month (or 2 hours ago early in the month).
  const v1At = Math.min(noon(thisMonth), now - 2 * HOUR);
  const v1 = await run(db, competitionId, lastMonth, operatorUser);
  await publish(db, competitionId, lastMonth, v1, v1At, operatorUser);
  const firstDraft = await db.query<{ id: number }>(`SELECT id FROM invoices WHERE report_id = $1 AND provider_id = $2 AND status = 'draft'`, [v1.id, first]);
  const firstUser = await firstUserOf(db, first);
  for (const d of firstDraft.rows) {
    await issueDocument(db, d.id, firstUser);
    const issuedAt = v1At + Math.min(DAY, (now - v1At) / 4);
    await db.query(`UPDATE invoices SET issued_at = $2, due_at = $2::timestamptz + make_interval(days => ${PAYMENT_DAYS}) WHERE id = $1`, [d.id, new Date(issuedAt)]);
  }

  // Corrected readings for the first provider's first event of last month, then version 2.
  const corrected = events.find((e) => e.providerId === first && monthOf(e.start.getTime()) === lastMonth);
  if (corrected) {
    for (const e of events.filter((x) => x.instructionId === corrected.instructionId && x.providerId === first)) await remeter(e, '0.4');
  }
  // Version 2 went out yesterday: its dispute window is still open.
  const v2At = Math.max(v1At + (now - v1At) / 2, now - 26 * HOUR);
  const v2 = await run(db, competitionId, lastMonth, operatorUser);
  await publish(db, competitionId, lastMonth, v2, v2At, operatorUser);

  // The second provider disputes the baseline of one of its events in version 2.
  const disputed = events.find((e) => e.providerId === second && monthOf(e.start.getTime()) === lastMonth);
  await db.query(
    `INSERT INTO settlement_disputes (report_id, provider_id, event_id, reason, note, created_by, created) VALUES ($1, $2, $3, 'baseline', $4, $5, $6)`,
    [
      v2.id,
      second,
      disputed?.id ?? null,
      'The baseline includes days when the site ran a maintenance test; please exclude them and rerun.',
      await firstUserOf(db, second),
      new Date(v2At + (now - v2At) / 2),
    ],
  );
}
