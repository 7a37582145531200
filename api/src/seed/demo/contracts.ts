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

/**
 * A closed competition of a demo operator that demo providers bid in, not yet decided: its demo
 * providers' bids accepted and its results confirmed, which makes their contracts. Answers the
 * new contracts' ids (none when there is no such competition).
 */
async function confirmOneMore(db: Db, providers: readonly number[]): Promise<number[]> {
  const c = await db.query<{ id: number; operator_id: number }>(
    `SELECT c.id, c.operator_id FROM competitions c
      WHERE c.status = 'closed' AND c.is_active
        AND NOT EXISTS (SELECT 1 FROM competition_confirmations cc WHERE cc.competition_id = c.id AND cc.kind = 'results')
        AND EXISTS (SELECT 1 FROM bids b WHERE b.competition_id = c.id AND b.flex_provider_id = ANY ($1::int[]) AND b.is_active)
      ORDER BY c.id LIMIT 1`,
    [providers],
  );
  const competition = c.rows[0];
  if (!competition) return [];
  const user = await db.query<{ id: number }>('SELECT id FROM users WHERE organisation_id = $1 ORDER BY id LIMIT 1', [competition.operator_id]);
  await db.query(
    `INSERT INTO bid_approvals (bid_id, approved, reason, method, decided_by)
     SELECT b.id, true, 'accepted', 'manual', $3 FROM bids b WHERE b.competition_id = $1 AND b.flex_provider_id = ANY ($2::int[]) AND b.is_active
     ON CONFLICT (bid_id) DO NOTHING`,
    [competition.id, providers, user.rows[0]?.id ?? null],
  );
  const confirmation = await db.query<{ id: number }>(
    `INSERT INTO competition_confirmations (competition_id, organisation_id, kind, confirmed_by) VALUES ($1, $2, 'results', $3) RETURNING id`,
    [competition.id, competition.operator_id, user.rows[0]?.id ?? null],
  );
  const before = await db.query<{ id: number }>('SELECT id FROM contracts WHERE competition_id = $1', [competition.id]);
  const made = await createContractsFromResults(db, competition.id, confirmation.rows[0]!.id);
  const known = new Set(before.rows.map((k) => k.id));
  const mine = await db.query<{ id: number }>('SELECT id FROM contracts WHERE competition_id = $1 AND provider_id = ANY ($2::int[]) ORDER BY id', [competition.id, providers]);
  return mine.rows.map((k) => k.id).filter((id) => made.contracts.includes(id) && !known.has(id));
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
  // Where every open contract has been dispatched under, results confirmed for one more closed
  // competition give the contract that awaits acceptance.
  if (!open.some((k) => !k.dispatched)) {
    for (const id of await confirmOneMore(db, providers)) open.push({ id, settled: false, dispatched: false, status: 'awaiting_acceptance' });
  }
  const undispatched = open.filter((k) => !k.dispatched);
  const awaiting = undispatched[0] ?? open[0];
  const terminated =
    undispatched.find((k) => k !== awaiting) ?? (settled.length > 1 ? settled[settled.length - 1] : undefined) ?? open.find((k) => k !== awaiting);
  const all = [...settled, ...open];
  for (const k of all) {
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
