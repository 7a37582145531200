/**
 * The demo's framework agreements and contracts: a framework agreement for every approved
 * company qualification (as approving one records it), and the call-off contracts of every
 * competition whose results are confirmed (as confirming makes them). Of the demo providers'
 * contracts, one of a competition not settled yet awaits acceptance, one was accepted then
 * terminated by the operator (another unsettled one, else the last settled one) and the rest are
 * active (accepted by the provider's first member). Runs once: a database whose demo contracts have left awaiting acceptance
 * keeps them as they are.
 */
import type { Db } from '../../db/types.js';
import { createContractsFromResults } from '../../domain/contracts/create.js';
import { currentFrameworkAgreement, recordFrameworkAgreement } from '../../domain/contracts/framework.js';
import type { Seeder } from '../types.js';

export const DEMO_TERMINATION_REASON = 'The assets named in the contract were sold to another provider; the obligations cannot be met.';

async function seedFrameworkAgreements(db: Db): Promise<void> {
  const outcomes = await db.query<{ id: number }>(
    'SELECT o.id FROM dps_outcomes o WHERE o.is_approved AND NOT EXISTS (SELECT 1 FROM framework_agreements f WHERE f.dps_outcome_id = o.id) ORDER BY o.id',
  );
  for (const o of outcomes.rows) await recordFrameworkAgreement(db, o.id);
}

async function seedContracts(db: Db): Promise<void> {
  const confirmed = await db.query<{ competition_id: number; id: number }>(`SELECT competition_id, id FROM competition_confirmations WHERE kind = 'results' ORDER BY competition_id`);
  for (const c of confirmed.rows) await createContractsFromResults(db, c.competition_id, c.id);
  // Contracts made before the agreements were recorded (the settled competition's) name the provider's current one.
  const unnamed = await db.query<{ id: number; provider_id: number; operator_id: number }>('SELECT id, provider_id, operator_id FROM contracts WHERE framework_agreement_id IS NULL');
  for (const k of unnamed.rows) {
    const framework = await currentFrameworkAgreement(db, k.provider_id, k.operator_id);
    if (framework !== null) await db.query('UPDATE contracts SET framework_agreement_id = $2 WHERE id = $1', [k.id, framework]);
  }
}

/** The provider's first member accepted the contract `daysAgo` days ago. */
export const acceptDemoContract = (db: Db, id: number, daysAgo: number) =>
  db.query(
    `UPDATE contracts k SET status = 'active', accepted_at = now() - make_interval(days => $2), terms_read = true, accepted_by = u.id,
            accepted_name = COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), u.email), updated = now() - make_interval(days => $2)
       FROM users u
      WHERE k.id = $1 AND u.id = (SELECT min(x.id) FROM users x WHERE x.organisation_id = k.provider_id AND x.is_activated AND x.invites_user IS NULL)`,
    [id, daysAgo],
  );

async function terminate(db: Db, id: number): Promise<void> {
  await acceptDemoContract(db, id, 20);
  await db.query(
    `UPDATE contracts k SET status = 'terminated', terminated_at = now() - interval '3 days', termination_reason = $2,
            termination_date = GREATEST(k.starts_on + 1, LEAST(k.ends_on, current_date + 28)),
            terminated_by = (SELECT min(u.id) FROM users u WHERE u.organisation_id = k.operator_id AND u.is_activated), updated = now() - interval '3 days'
      WHERE k.id = $1`,
    [id, DEMO_TERMINATION_REASON],
  );
}

/** The demo providers' contracts in their demo states. */
async function seedStates(db: Db, providers: readonly number[]): Promise<void> {
  const r = await db.query<{ id: number; settled: boolean; dispatched: boolean; status: string }>(
    `SELECT k.id, k.status, EXISTS (SELECT 1 FROM settlement_reports s WHERE s.competition_id = k.competition_id) AS settled,
            EXISTS (SELECT 1 FROM dispatch_instructions d JOIN obligations ob ON ob.id = d.obligation_id WHERE ob.contract_id = k.id) AS dispatched
       FROM contracts k WHERE k.provider_id = ANY ($1::int[]) ORDER BY k.competition_id, k.provider_id`,
    [providers],
  );
  // The settled competition's contracts were accepted before its months were settled (demo/settlement.ts).
  const open = r.rows.filter((k) => !k.settled);
  // Runs once: a later run finds a terminated contract, or an open one no longer awaiting acceptance.
  if (r.rows.some((k) => k.status === 'terminated') || open.some((k) => k.status !== 'awaiting_acceptance')) return;
  const settled = r.rows.filter((k) => k.settled);
  // One stays awaiting acceptance and one is terminated, contracts nobody has dispatched under
  // where there are such (dispatch needs an accepted contract); else another open one, else the
  // last settled one. The rest are active.
  const undispatched = open.filter((k) => !k.dispatched);
  const awaiting = undispatched[0] ?? open[0];
  const terminated = undispatched.find((k) => k !== awaiting) ?? open.find((k) => k !== awaiting) ?? (settled.length > 1 ? settled[settled.length - 1] : undefined);
  for (const k of r.rows) {
    if (k === awaiting) continue;
    if (k === terminated) await terminate(db, k.id);
    else if (k.status === 'awaiting_acceptance') await acceptDemoContract(db, k.id, 12);
  }
}

/** Framework agreements for every approved qualification, contracts for every confirmed competition, the demo providers' contract states (after the DPS seeder). */
export const seedDemoContracts: Seeder = {
  name: 'contracts',
  async run({ db }) {
    const providers = await db.query<{ id: number }>(`SELECT id FROM organisations WHERE slug IN ('brightgrid-energy', 'voltwise-flex') ORDER BY id`);
    await seedFrameworkAgreements(db);
    await seedContracts(db);
    await seedStates(db, providers.rows.map((p) => p.id));
  },
};
