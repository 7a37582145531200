import type { Db } from '../../src/db/types.js';
import type { Row } from '../../src/resources/index.js';
import type { AccessFixtures, MatrixActor, MatrixActors } from './types.js';

/**
 * Settlement documents: an organisation sees those it issues (drafts included) and those issued to
 * it once issued; plain users and anonymous callers none.
 */
const seesDocument = (actor: MatrixActor, row: Row) =>
  (actor.orgType === 'flexprovider' || actor.orgType === 'systemoperator') &&
  actor.orgId !== null &&
  (row.issuer === actor.orgId || (row.recipient === actor.orgId && row.status !== 'draft'));

/** A published report of one of operator X's competitions with a self-billed invoice to provider A and provider B's unissued draft. */
async function seedMatrixRows(db: Db, actors: MatrixActors): Promise<void> {
  const operator = actors.operatorX.orgId;
  const c = await db.query<{ id: number }>('SELECT id FROM competitions WHERE operator_id = $1 ORDER BY id LIMIT 1', [operator]);
  const competition = c.rows[0]!.id;
  const run = await db.query<{ id: number }>(
    `INSERT INTO settlement_runs (competition_id, month, status, trigger, settings_version) VALUES ($1, '2026-01', 'done', 'operator', 0) RETURNING id`,
    [competition],
  );
  const report = await db.query<{ id: number }>(
    `INSERT INTO settlement_reports (competition_id, month, version, run_id, status, settings_version, currency, interval_minutes, published_at, dispute_window_ends)
     VALUES ($1, '2026-01', 1, $2, 'published', 0, 'GBP', 30, now(), now()) RETURNING id`,
    [competition, run.rows[0]!.id],
  );
  const insert = `INSERT INTO invoices (issuer_id, recipient_id, provider_id, operator_id, competition_id, month, report_id, report_version, kind, mode, number, status,
                    issued_at, due_at, currency, net, vat_rate_percent, vat, gross)
                  VALUES ($1, $2, $3, $4, $5, '2026-01', $6, 1, 'invoice', $7, $8, $9, $10, $11, 'GBP', 100, 20, 20, 120)`;
  const now = new Date();
  await db.query(insert, [operator, actors.providerA.orgId, actors.providerA.orgId, operator, competition, report.rows[0]!.id, 'self_billed', `INV-${operator}-900001`, 'issued', now, now]);
  await db.query(insert, [actors.providerB.orgId, operator, actors.providerB.orgId, operator, competition, report.rows[0]!.id, 'provider_issued', null, 'draft', null, null]);
}

/** The settlement invoices' resources. */
export const invoicesFixtures: Record<string, AccessFixtures> = {
  'performance/invoices': {
    setup: seedMatrixRows,
    canSee: seesDocument,
    // Mark paid and issue: the operator who pays and the issuer.
    canWrite: (actor, row) => actor.orgId !== null && (row.system_operator === actor.orgId || row.issuer === actor.orgId),
  },
};
