/** The demo seed at full size on a fresh embedded database: volume, coverage, geography, determinism. */
import { randomBytes } from 'node:crypto';
import { defaultConfig } from '../../../config.js';
import { migrate } from '../../../db/migrate.js';
import { createPgliteDb } from '../../../db/pglite.js';
import type { Db } from '../../../db/types.js';
import { seedCore } from '../../core.js';
import { seedDomain } from '../seed.js';
import { seedMarkets } from '../markets.js';
import { seedMaxDemo } from '../max.js';
import { valuationOf } from '../../../domain/maxdashboard/valuation.js';

const log = { info: () => undefined, warn: () => undefined } as never;
const config = defaultConfig({ jwtSecret: randomBytes(32), seedSize: 'demo' });
const ctx = { config, log, passwordHash: async () => 'not-a-real-hash' };

async function seeded(): Promise<Db> {
  const db = await createPgliteDb('memory://');
  await migrate(db);
  await db.transaction((tx) => seedCore.run({ ...ctx, db: tx }));
  await db.transaction((tx) => seedDomain.run({ ...ctx, db: tx }));
  await db.transaction((tx) => seedMarkets.run({ ...ctx, db: tx }));
  return db;
}

let db: Db;
beforeAll(async () => {
  db = await seeded();
});
afterAll(async () => db.close());

it('seeds at least 40 competitions in every status and thousands of assets split between providers', async () => {
  const c = await db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM competitions GROUP BY status');
  const total = c.rows.reduce((s, r) => s + r.n, 0);
  expect(total).toBeGreaterThanOrEqual(40);
  expect(c.rows.map((r) => r.status).sort()).toEqual(['archived', 'closed', 'incomplete', 'open', 'pending', 'qualified', 'qualifying']);
  const a = await db.query<{ name: string; n: number }>(
    'SELECT o.name, count(*)::int AS n FROM flex_assets a JOIN organisations o ON o.id = a.flex_provider_id GROUP BY o.name',
  );
  expect(a.rows.reduce((s, r) => s + r.n, 0)).toBe(6000);
  const by = new Map(a.rows.map((r) => [r.name, r.n]));
  expect(by.get('Brightgrid Energy')).toBeGreaterThan(1000);
  expect(by.get('Voltwise Flex')).toBeGreaterThan(1000);
  expect(a.rows.length).toBeGreaterThanOrEqual(4);
  const v = await db.query<{ v: number }>('SELECT DISTINCT voltage_level AS v FROM flex_assets ORDER BY 1');
  expect(v.rows.map((r) => r.v)).toEqual([0.24, 0.4, 6.6, 11, 22, 33, 66, 132]);
});

it('gives each operator competitions only inside its own operating area, with boundaries from GSP regions', async () => {
  const r = await db.query<{ slug: string; area: string[]; groups: string[]; refs: number[]; has_boundary: boolean }>(
    `SELECT o.slug, o.operating_area AS area, c.gsp_groups AS groups, c.area_refs AS refs,
            EXISTS (SELECT 1 FROM competition_boundaries b WHERE b.competition_id = c.id) AS has_boundary
       FROM competitions c JOIN organisations o ON o.id = c.operator_id`,
  );
  const slugs = new Set(r.rows.map((x) => x.slug));
  expect(slugs.has('northern-lines-networks')).toBe(true);
  expect(slugs.has('southern-wires')).toBe(true);
  for (const row of r.rows) {
    expect(row.has_boundary).toBe(true);
    expect(row.refs.length).toBeGreaterThanOrEqual(1);
    expect(row.refs.length).toBeLessThanOrEqual(3);
    for (const g of row.groups) expect(row.area).toContain(g);
  }
  const regions = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM gsp_regions');
  expect(regions.rows[0]!.n).toBe(325);
  const places = await db.query<{ kind: string; n: number }>('SELECT kind, count(*)::int AS n FROM geo_places GROUP BY kind');
  expect(Object.fromEntries(places.rows.map((p) => [p.kind, p.n]))).toEqual(
    expect.objectContaining({ postcode_district: 2865, postcode_area: 120, post_town: 124, gsp_region: 325 }),
  );
});

it('is deterministic (same competitions and assets on a fresh database) and idempotent', async () => {
  const other = await seeded();
  try {
    const q = `SELECT string_agg(name || '|' || reference || '|' || array_to_string(area_refs, ','), ';' ORDER BY id) AS s FROM competitions`;
    const qa = `SELECT string_agg(ref || lon || lat || voltage_level, ';' ORDER BY id) AS s FROM flex_assets`;
    expect((await other.query<{ s: string }>(q)).rows[0]!.s).toBe((await db.query<{ s: string }>(q)).rows[0]!.s);
    expect((await other.query<{ s: string }>(qa)).rows[0]!.s).toBe((await db.query<{ s: string }>(qa)).rows[0]!.s);
    const config = defaultConfig({ jwtSecret: randomBytes(32), seedSize: 'demo' });
    await other.transaction((tx) => seedDomain.run({ config, log, passwordHash: async () => 'x', db: tx }));
    const n = await other.query<{ n: number }>('SELECT count(*)::int AS n FROM flex_assets');
    expect(n.rows[0]!.n).toBe(6000);
  } finally {
    await other.close();
  }
  // A second full demo seed and a rerun: set-up work that takes minutes on a busy machine, with no deadline to prove.
}, 10 * 60_000);

it('creates valid competitions (the write path’s checks hold for every one) and two templates per operator', async () => {
  const { competitionErrors, hasErrors } = await import('../../../domain/competitions/validation.js');
  const rows = await db.query<Record<string, unknown>>(
    `SELECT c.*, c.minimum_budget::float8 AS minimum_budget, c.maximum_budget::float8 AS maximum_budget,
            c.availability_guide_price::float8 AS availability_guide_price, c.utilisation_guide_price::float8 AS utilisation_guide_price,
            c.service_fee::float8 AS service_fee
       FROM competitions c`,
  );
  for (const c of rows.rows) expect({ reference: c.reference, errors: hasErrors(competitionErrors(c)) }).toEqual({ reference: c.reference, errors: false });
  const t = await db.query<{ operator_id: number; n: number; periods: number }>(
    `SELECT operator_id, count(*)::int AS n, min(jsonb_array_length(body->'service_periods'))::int AS periods FROM competition_templates GROUP BY operator_id`,
  );
  expect(t.rows).toHaveLength(4);
  for (const r of t.rows) {
    expect(r.n).toBe(2);
    expect(r.periods).toBeGreaterThanOrEqual(1);
  }
});

it('has the dashboard examples: an open competition nothing qualifies for, and a demo provider’s planned asset qualifying beside its flex assets', async () => {
  const none = await db.query<{ status: string; n: number }>(
    `SELECT c.status, (SELECT count(*)::int FROM qualifications q WHERE q.competition_id = c.id AND q.eligibility_status IN ('eligible', 'qualified')) AS n
       FROM competitions c WHERE c.name = 'Leeds City Transmission Interface Support'`,
  );
  expect(none.rows).toEqual([{ status: 'open', n: 0 }]);
  const planned = await db.query<{ status: string; flex: number }>(
    `SELECT c.status, (SELECT count(*)::int FROM qualifications f JOIN flex_assets a ON a.id = f.flex_asset_id
                        WHERE f.competition_id = c.id AND a.flex_provider_id = p.flex_provider_id AND f.eligibility_status IN ('eligible', 'qualified')) AS flex
       FROM planned_assets p JOIN qualifications q ON q.planned_asset_id = p.id JOIN competitions c ON c.id = q.competition_id
      WHERE p.ref = 'BGE-PLAN-EXT' AND q.eligibility_status = 'eligible'`,
  );
  expect(planned.rows.length).toBeGreaterThanOrEqual(1);
  expect(planned.rows[0]!.status).toBe('open');
  expect(planned.rows[0]!.flex).toBeGreaterThanOrEqual(1);
});

it('meters the demo’s past dispatches: each profile delivers its share, one dispatch waits for its readings', async () => {
  const { settlementEventsOf } = await import('../../../domain/settlement/meter/events.js');
  const { loadEventContexts } = await import('../../../domain/settlement/meter/inputs.js');
  const { settlementSettingsOf } = await import('../../../domain/settlement/settings.js');
  const { settleEvent } = await import('../../../domain/settlement/event.js');
  const { Dec } = await import('../../../domain/settlement/decimal.js');
  const { PROFILE_SHARE, profileOf, previousMonth } = await import('../settlement.js');
  const providers = (await db.query<{ id: number }>(`SELECT id FROM organisations WHERE slug IN ('brightgrid-energy', 'voltwise-flex') ORDER BY slug`)).rows.map((r) => r.id);
  const now = Date.now();
  const events = (await settlementEventsOf(db, {})).filter((e) => e.end.getTime() < now && providers.includes(e.providerId));
  expect(new Set(events.map((e) => e.providerId)).size).toBe(2);
  const settings = await settlementSettingsOf(db, events[0]!.competitionId);
  const contexts = await loadEventContexts(db, events, settings);
  const lastMonth = previousMonth(now);
  // In each settled competition, the first provider's first dispatch of last month was corrected afterwards to 40 % (demo/settlement-reports.ts).
  const settledCompetitions = (await db.query<{ id: number }>('SELECT DISTINCT competition_id AS id FROM settlement_reports')).rows.map((r) => r.id);
  const byStart = [...events].sort((a, b) => a.start.getTime() - b.start.getTime());
  const corrected = new Set(
    settledCompetitions.map((c) => byStart.find((e) => e.competitionId === c && e.providerId === providers[0] && e.start.toISOString() >= `${lastMonth}-01` && e.start.toISOString().slice(0, 7) === lastMonth)?.instructionId),
  );
  const seen = new Map<number, number>();
  const waiting: string[] = [];
  for (const event of [...events].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const index = seen.get(event.providerId) ?? 0;
    seen.set(event.providerId, index + 1);
    const settled = settleEvent({ ...event, start: event.start.getTime(), end: event.end.getTime(), instructedMw: new Dec(event.instructedMw), capacityMw: new Dec(event.capacityMw) }, contexts.get(event.id)!);
    expect(settled.has_baseline_data).toBe(true);
    if (!settled.has_actual_data) {
      waiting.push(event.id);
      continue;
    }
    // Delivered ÷ instructed is the profile's share, never above 1 (over-delivery is not counted); readings are kept to the watt.
    const share = corrected.has(event.instructionId) ? 0.4 : Math.min(1, Number(PROFILE_SHARE[profileOf(providers.indexOf(event.providerId), index)]));
    expect(Number(settled.delivery!.performance_ratio)).toBeCloseTo(share, 4);
  }
  // One dispatch of the first provider waits for its delivery day's readings.
  const instructions = new Set(waiting.map((id) => id.split('-')[0]));
  expect(instructions.size).toBe(1);
  const ratios = new Set(events.map((e) => profileOf(providers.indexOf(e.providerId), 0)));
  expect(ratios.has('under')).toBe(true);
});

it('has settled months for each demo operator: a final report, a rerun version with its difference and credit note, an open dispute, invoices in every status', async () => {
  const { SETTLED_OPERATORS } = await import('../settlement.js');
  const settled = await db.query<{ id: number; slug: string }>(
    `SELECT DISTINCT c.id, o.slug FROM settlement_reports r JOIN competitions c ON c.id = r.competition_id JOIN organisations o ON o.id = c.operator_id ORDER BY c.id`,
  );
  expect(settled.rows.map((r) => r.slug)).toEqual([...SETTLED_OPERATORS]);
  for (const { id: competition } of settled.rows) {
    const reports = await db.query<{ month: string; version: number; status: string; settings_version: number }>(
      `SELECT month, version, status, settings_version FROM settlement_reports WHERE competition_id = $1 ORDER BY month, version`,
      [competition],
    );
    const [older, v1, v2] = reports.rows;
    expect(reports.rows).toHaveLength(3);
    expect(older).toMatchObject({ version: 1, status: 'final', settings_version: 1 });
    expect(v1).toMatchObject({ month: v2!.month, version: 1, status: 'superseded', settings_version: 2 });
    expect(v2).toMatchObject({ version: 2, status: 'published', settings_version: 2 });
    expect(older!.month < v1!.month).toBe(true);

    const docs = await db.query<{ kind: string; status: string; provider: string; month: string; gross: string; due_passed: boolean; credits: number | null }>(
      `SELECT i.kind, i.status, o.slug AS provider, i.month, i.gross::text AS gross, coalesce(i.due_at < now(), false) AS due_passed, i.credits_invoice_id AS credits
         FROM invoices i JOIN organisations o ON o.id = i.provider_id JOIN settlement_reports r ON r.id = i.report_id WHERE r.competition_id = $1 ORDER BY i.id`,
      [competition],
    );
    const statuses = new Set(docs.rows.map((d) => d.status));
    for (const s of ['draft', 'issued', 'paid']) expect(statuses).toContain(s);
    // The second provider's older invoice is overdue once its due date has passed (always, but for the first hours of a month after a 30-day one).
    const overdue = docs.rows.find((d) => d.month === older!.month && d.provider === 'voltwise-flex')!;
    expect(overdue.status).toBe(overdue.due_passed ? 'overdue' : 'issued');
    // The corrected event (40 % delivered: below the minimum) lowers the first provider's month: a credit note for the difference.
    const credit = docs.rows.find((d) => d.kind === 'credit_note' && d.provider === 'brightgrid-energy');
    expect(credit).toBeDefined();
    expect(Number(credit!.gross)).toBeLessThan(0);
    const original = docs.rows.find((d) => d.kind === 'invoice' && d.provider === 'brightgrid-energy' && d.month === v2!.month);
    expect(original?.status).toBe('issued');
    const gross = async (version: number) =>
      Number(
        (
          await db.query<{ g: string }>(
            `SELECT s.gross::text AS g FROM settlement_statements s JOIN settlement_reports r ON r.id = s.report_id JOIN organisations o ON o.id = s.provider_id
              WHERE r.competition_id = $1 AND r.month = $2 AND r.version = $3 AND o.slug = 'brightgrid-energy'`,
            [competition, v2!.month, version],
          )
        ).rows[0]!.g,
      );
    expect(Number(credit!.gross)).toBeCloseTo((await gross(2)) - (await gross(1)), 2);

    const disputes = await db.query<{ status: string; version: number; reason: string }>(
      `SELECT d.status, r.version, d.reason FROM settlement_disputes d JOIN settlement_reports r ON r.id = d.report_id WHERE r.competition_id = $1`,
      [competition],
    );
    expect(disputes.rows).toEqual([{ status: 'open', version: 2, reason: 'baseline' }]);
  }
});

it('gives both demo providers alerts: at once and daily, each channel, one paused, with what they told', async () => {
  const r = await db.query<{ org: string; n: number; daily: number; paused: number; channels: string[]; told: number; pending: number }>(
    `SELECT o.name AS org, count(*)::int AS n, count(*) FILTER (WHERE a.frequency = 'daily')::int AS daily, count(*) FILTER (WHERE a.is_paused)::int AS paused,
            (SELECT array_agg(DISTINCT ch ORDER BY ch) FROM alerts b, unnest(b.channels) ch WHERE b.organisation_id = o.id) AS channels,
            (SELECT count(*)::int FROM alert_notifications n JOIN alerts b ON b.id = n.alert_id WHERE b.organisation_id = o.id AND n.status = 'sent') AS told,
            (SELECT count(*)::int FROM alert_notifications n JOIN alerts b ON b.id = n.alert_id WHERE b.organisation_id = o.id AND n.status = 'pending') AS pending
       FROM alerts a JOIN organisations o ON o.id = a.organisation_id GROUP BY o.id, o.name ORDER BY o.name`,
  );
  expect(r.rows.map((x) => x.org)).toEqual(['Brightgrid Energy', 'Voltwise Flex']);
  for (const row of r.rows) {
    expect(row.n).toBeGreaterThanOrEqual(2);
    expect(row.daily).toBeGreaterThanOrEqual(1);
    expect(row.told).toBeGreaterThan(0);
    expect(row.pending).toBeGreaterThanOrEqual(1);
  }
  expect(r.rows.reduce((s, x) => s + x.paused, 0)).toBeGreaterThanOrEqual(1);
  expect([...new Set(r.rows.flatMap((x) => x.channels))].sort()).toEqual(['email', 'push', 'webhook']);
  const recipients = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM alerts WHERE created_by IS NULL`);
  expect(recipients.rows[0]!.n).toBe(0);
});

it('has market access in every state and plans on two tiers', async () => {
  const access = await db.query<{ slug: string; state: string; reason: string | null }>(
    `SELECT o.slug, a.state, a.reason FROM market_access a JOIN organisations o ON o.id = a.organisation_id ORDER BY a.id`,
  );
  expect(new Set(access.rows.map((r) => r.state))).toEqual(new Set(['interest_registered', 'under_review', 'approved', 'refused']));
  expect(access.rows.filter((r) => r.slug === 'brightgrid-energy').map((r) => r.state).sort()).toEqual(['approved', 'interest_registered', 'refused', 'under_review']);
  expect(access.rows.find((r) => r.state === 'refused')!.reason).toBeTruthy();
  const tiers = await db.query<{ slug: string; tier: string }>(`SELECT o.slug, s.tier FROM subscriptions s JOIN organisations o ON o.id = s.organisation_id`);
  expect(new Set(tiers.rows.map((r) => r.tier))).toEqual(new Set(['basic', 'full']));
  expect(tiers.rows.filter((r) => r.slug === 'voltwise-flex').map((r) => r.tier)).toEqual(['basic']);
});

it('records a framework agreement per approved qualification and the demo providers’ contracts in each state', async () => {
  const { seedDps } = await import('../dps.js');
  const { seedDemoContracts, DEMO_TERMINATION_REASON } = await import('../contracts.js');
  await db.transaction((tx) => seedDps.run({ ...ctx, db: tx }));
  await db.transaction((tx) => seedDemoContracts.run({ ...ctx, db: tx }));
  const approved = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM dps_outcomes WHERE is_approved');
  const agreements = await db.query<{ n: number; named: number }>(
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE name = 'ENA Flexibility Services Standard Agreement' AND version = '3.0')::int AS named FROM framework_agreements`,
  );
  expect(approved.rows[0]!.n).toBeGreaterThan(0);
  expect(agreements.rows[0]).toEqual({ n: approved.rows[0]!.n, named: approved.rows[0]!.n });
  // One contract per provider with accepted bids in each competition whose results are confirmed, one obligation per accepted bid.
  const expected = await db.query<{ contracts: number; obligations: number }>(
    `SELECT count(DISTINCT (b.competition_id, b.flex_provider_id))::int AS contracts, count(*)::int AS obligations
       FROM bids b JOIN bid_approvals ap ON ap.bid_id = b.id AND ap.approved
      WHERE b.is_active AND EXISTS (SELECT 1 FROM competition_confirmations cc WHERE cc.competition_id = b.competition_id AND cc.kind = 'results')`,
  );
  const made = await db.query<{ contracts: number; obligations: number }>('SELECT (SELECT count(*)::int FROM contracts) AS contracts, (SELECT count(*)::int FROM obligations) AS obligations');
  expect(made.rows[0]).toEqual(expected.rows[0]);
  const states = await db.query<{ status: string; n: number }>(
    `SELECT k.status, count(*)::int AS n FROM contracts k JOIN organisations o ON o.id = k.provider_id
      WHERE o.slug IN ('brightgrid-energy', 'voltwise-flex') GROUP BY 1`,
  );
  const by = new Map(states.rows.map((r) => [r.status, r.n]));
  expect(by.get('awaiting_acceptance')).toBe(1);
  expect(by.get('terminated')).toBe(1);
  expect(by.get('active')).toBeGreaterThanOrEqual(1);
  const terminated = await db.query<{ termination_reason: string; accepted: boolean; framework: boolean }>(
    `SELECT termination_reason, accepted_at IS NOT NULL AS accepted, framework_agreement_id IS NOT NULL AS framework FROM contracts WHERE status = 'terminated'`,
  );
  expect(terminated.rows).toEqual([{ termination_reason: DEMO_TERMINATION_REASON, accepted: true, framework: true }]);
  // Running the seeder again changes nothing.
  await db.transaction((tx) => seedDemoContracts.run({ ...ctx, db: tx }));
  const again = await db.query<{ status: string; n: number }>(
    `SELECT k.status, count(*)::int AS n FROM contracts k JOIN organisations o ON o.id = k.provider_id WHERE o.slug IN ('brightgrid-energy', 'voltwise-flex') GROUP BY 1`,
  );
  expect(new Map(again.rows.map((r) => [r.status, r.n]))).toEqual(by);
});

it('gives a demo provider’s active contract milestones in every state, one overdue', async () => {
  const { seedDemoMilestones, DEMO_REJECTION_REASON } = await import('../milestones.js');
  // The contracts seeder runs first (in the test above, or here when this one runs alone).
  if ((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM contracts')).rows[0]!.n === 0) {
    const { seedDps } = await import('../dps.js');
    const { seedDemoContracts } = await import('../contracts.js');
    await db.transaction((tx) => seedDps.run({ ...ctx, db: tx }));
    await db.transaction((tx) => seedDemoContracts.run({ ...ctx, db: tx }));
  }
  await db.transaction((tx) => seedDemoMilestones.run({ ...ctx, db: tx }));
  const { MILESTONE_STATUS_SQL } = await import('../../../domain/contracts/milestones/columns.js');
  const read = async () =>
    (await db.query<{ kind: string; sequence: number; status: string; reason: string | null }>(
      `SELECT t.kind, t.sequence, ${MILESTONE_STATUS_SQL} AS status, t.rejection_reason AS reason
         FROM milestones t JOIN contracts k ON k.id = t.contract_id JOIN organisations o ON o.id = k.provider_id
        WHERE o.slug = 'brightgrid-energy' AND k.status = 'active' ORDER BY t.kind, t.sequence`,
    )).rows;
  const rows = await read();
  expect(rows).toEqual([
    { kind: 'commissioning', sequence: 1, status: 'upcoming', reason: null },
    { kind: 'connection', sequence: 1, status: 'submitted', reason: null },
    { kind: 'financial_commitment', sequence: 1, status: 'accepted', reason: null },
    { kind: 'progress_report', sequence: 1, status: 'overdue', reason: null },
    { kind: 'progress_report', sequence: 2, status: 'rejected', reason: DEMO_REJECTION_REASON },
  ]);
  // Running the seeder again changes nothing.
  await db.transaction((tx) => seedDemoMilestones.run({ ...ctx, db: tx }));
  expect(await read()).toEqual(rows);
});

it('has a max organisation whose assets qualify for an open competition with a guide price, so its valuation has rows (once)', async () => {
  // Last, as at start: the max seeder places its assets beside the domain seed's.
  await db.transaction((tx) => seedMaxDemo.run({ ...ctx, db: tx }));
  const org = (await db.query<{ id: number; is_max_org: boolean }>(`SELECT id, is_max_org FROM organisations WHERE slug = 'maxwell-energy'`)).rows[0]!;
  expect(org.is_max_org).toBe(true);
  const login = await db.query(`SELECT 1 FROM users WHERE email = 'max@maxwell.test' AND organisation_id = $1 AND is_activated`, [org.id]);
  expect(login.rows).toHaveLength(1);
  const valuation = await valuationOf(db, org.id);
  expect(valuation.rows.length).toBeGreaterThan(0);
  expect(valuation.rows.some((r) => r.value !== null && Number(r.value) > 0)).toBe(true);
  await db.transaction((tx) => seedMaxDemo.run({ ...ctx, db: tx }));
  expect((await db.query('SELECT id FROM flex_assets WHERE flex_provider_id = $1', [org.id])).rows).toHaveLength(2);
});

it('trades on the exchange: every kind listed open, closed and awarded by both providers, bids in every state, a trade in each registration status, blocks around two GSP regions', async () => {
  const { seedDemoExchange } = await import('../exchange.js');
  if ((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM contracts')).rows[0]!.n === 0) {
    const { seedDps } = await import('../dps.js');
    const { seedDemoContracts } = await import('../contracts.js');
    await db.transaction((tx) => seedDps.run({ ...ctx, db: tx }));
    await db.transaction((tx) => seedDemoContracts.run({ ...ctx, db: tx }));
  }
  await db.transaction((tx) => seedDemoExchange.run({ ...ctx, db: tx }));
  const listings = await db.query<{ exchange_type: string; slug: string; status: string }>(
    `SELECT DISTINCT l.exchange_type, o.slug, l.status FROM exchange_listings l JOIN organisations o ON o.id = l.flex_provider_id`,
  );
  const has = (type: string, slug: string, status: string) => listings.rows.some((r) => r.exchange_type === type && r.slug === slug && r.status === status);
  for (const slug of ['brightgrid-energy', 'voltwise-flex']) {
    for (const type of ['capacity_market', 'flexibility_obligation']) {
      for (const status of ['open', 'closed', 'awarded']) expect(has(type, slug, status) || `${type} ${slug} ${status}`).toBe(true);
    }
    expect(has('load_modification', slug, 'open')).toBe(true);
  }
  expect(listings.rows.some((r) => r.exchange_type === 'load_modification' && r.status === 'awarded')).toBe(true);
  expect(new Set(listings.rows.map((r) => r.status))).toEqual(new Set(['draft', 'scheduled', 'open', 'closed', 'awarded', 'expired']));
  const bids = await db.query<{ status: string }>('SELECT DISTINCT status FROM exchange_bids');
  expect(new Set(bids.rows.map((r) => r.status))).toEqual(new Set(['submitted', 'withdrawn', 'accepted', 'rejected', 'lapsed']));
  const registrations = await db.query<{ registration_status: string }>(`SELECT DISTINCT registration_status FROM exchange_trades t JOIN exchange_listings l ON l.id = t.listing_id WHERE l.exchange_type = 'capacity_market'`);
  expect(new Set(registrations.rows.map((r) => r.registration_status))).toEqual(new Set(['pending', 'submitted', 'confirmed', 'rejected']));
  // Each capacity-market premium is (clear − bid) × kW × transfer days ÷ days in the delivery year, to the penny.
  const premiums = await db.query<{ clear: string; price: string; mw: string; starts: string; ends: string; year: number; amount: string }>(
    `SELECT a.clear_price::text AS clear, t.price::text AS price, t.mw::text AS mw, to_char(t.transfer_starts_on, 'YYYY-MM-DD') AS starts,
            to_char(t.transfer_ends_on, 'YYYY-MM-DD') AS ends, a.delivery_year AS year, t.amount::text AS amount
       FROM exchange_trades t JOIN exchange_listings l ON l.id = t.listing_id JOIN exchange_agreements a ON a.id = l.agreement_id`,
  );
  expect(premiums.rows).toHaveLength(4);
  const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
  for (const p of premiums.rows) {
    const pence = Math.round(((Number(p.clear) - Number(p.price)) * Number(p.mw) * 1000 * days(p.starts, p.ends) * 100) / days(`${p.year}-10-01`, `${p.year + 1}-10-01`));
    expect(p.amount).toBe((pence / 100).toFixed(2));
  }
  const regions = await db.query<{ n: number }>(`SELECT count(DISTINCT gsp_region_id)::int AS n FROM exchange_listings WHERE exchange_type = 'load_modification'`);
  expect(regions.rows[0]!.n).toBe(2);
  // Running the seeder again changes nothing.
  const count = async () => (await db.query<{ n: number }>('SELECT (SELECT count(*) FROM exchange_listings) + (SELECT count(*) FROM exchange_bids) + (SELECT count(*) FROM exchange_trades) AS n')).rows[0]!.n;
  const before = await count();
  await db.transaction((tx) => seedDemoExchange.run({ ...ctx, db: tx }));
  expect(await count()).toBe(before);
});
