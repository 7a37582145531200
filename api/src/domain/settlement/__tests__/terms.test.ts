/**
 * A provider's terms from its obligations (the accepted bids of its accepted contract): the month's window occurrences on the competition's
 * clock (across the spring clock change), MW and rates per bid, declared unavailability removing
 * hours; and the statement they make, one line per kind and rate.
 */
import { domainHarness } from '../../../../test/domain-harness.js';
import { Dec } from '../decimal.js';
import { monthStatement } from '../money.js';
import { settlementSettingsOf } from '../settings.js';
import { settlementTermsOf, statementInputOf } from '../terms.js';
import { createContractsFromResults } from '../../contracts/create.js';

const h = domainHarness();
let competition: number;
let provider: number;
let assets: number[];
let bidCheap: number;
let bidDear: number;

/** Weekdays (Mon–Fri) of March 2026 that are not English bank holidays (there are none in March 2026). */
function weekdaysOfMarch2026(): string[] {
  const out: string[] = [];
  for (let d = 1; d <= 31; d++) {
    const date = new Date(Date.UTC(2026, 2, d));
    const day = date.getUTCDay();
    if (day !== 0 && day !== 6) out.push(date.toISOString().slice(0, 10));
  }
  return out;
}

async function insertBid(window: number, capacity: string, prices: [string, string, string], approved: boolean): Promise<number> {
  const db = h.app.db;
  const group = await db.query<{ id: number }>(`INSERT INTO ballot_asset_groups (competition_id, flex_provider_id) VALUES ($1, $2) RETURNING id`, [competition, provider]);
  for (const a of assets) await db.query(`INSERT INTO ballot_assets (group_id, flex_asset_id) VALUES ($1, $2)`, [group.rows[0]!.id, a]);
  const ballot = await db.query<{ id: number }>(`INSERT INTO ballots (competition_id, flex_provider_id, ballot_asset_group_id) VALUES ($1, $2, $3) RETURNING id`, [
    competition,
    provider,
    group.rows[0]!.id,
  ]);
  const bid = await db.query<{ id: number }>(
    `INSERT INTO bids (ballot_id, competition_id, flex_provider_id, service_window_id, capacity, max_runtime_seconds, availability_price, utilisation_price, service_fee)
     VALUES ($1, $2, $3, $4, $5, 3600, $6, $7, $8) RETURNING id`,
    [ballot.rows[0]!.id, competition, provider, window, capacity, ...prices],
  );
  await db.query(`INSERT INTO bid_approvals (bid_id, approved, reason, method) VALUES ($1, $2, $3, 'manual')`, [bid.rows[0]!.id, approved, approved ? 'accepted' : 'rejected_by_operator']);
  return bid.rows[0]!.id;
}

beforeAll(async () => {
  const db = h.app.db;
  const org = await db.query<{ id: number }>(`SELECT id FROM organisations WHERE slug = 'northern-lines-networks'`);
  const c = await db.query<{ id: number }>(
    `INSERT INTO competitions (name, reference, operator_id, currency) VALUES ('Terms test', 'TERMS-1', $1, 'GBP') RETURNING id`,
    [org.rows[0]!.id],
  );
  competition = c.rows[0]!.id;
  provider = (await db.query<{ id: number }>(`SELECT id FROM organisations WHERE slug = 'brightgrid-energy'`)).rows[0]!.id;
  assets = (await db.query<{ id: number }>(`SELECT id FROM flex_assets WHERE flex_provider_id = $1 ORDER BY id LIMIT 2`, [provider])).rows.map((r) => r.id);
  const period = await db.query<{ id: number }>(`INSERT INTO service_periods (competition_id, name, start, "end") VALUES ($1, 'Spring', '2026-02-20', '2026-04-10') RETURNING id`, [competition]);
  const window = async (name: string, from: string, to: string) =>
    (await db.query<{ id: number }>(
      `INSERT INTO service_windows (service_period_id, competition_id, name, start_time, end_time, service_days) VALUES ($1, $2, $3, $4, $5, '{0,1,2,3,4}') RETURNING id`,
      [period.rows[0]!.id, competition, name, from, to],
    )).rows[0]!.id;
  bidCheap = await insertBid(await window('Evening', '17:00', '19:00'), '2.5', ['4.00', '150.00', '10.00'], true);
  bidDear = await insertBid(await window('Morning', '07:30', '09:00'), '1.2', ['6.50', '220.00', '10.00'], true);
  await insertBid(await window('Night', '01:00', '02:00'), '9', ['1.00', '1.00', '1.00'], false);
  // Confirming the results made the provider's contract, which it accepted.
  await createContractsFromResults(db, competition, null);
  await db.query(`UPDATE contracts SET status = 'active', accepted_at = now(), accepted_name = 'Test', terms_read = true WHERE competition_id = $1`, [competition]);
  // One evening lost to declared unavailability: Tuesday 3 March 2026, 16:00–20:00 UTC (GMT).
  await db.query(`INSERT INTO asset_unavailability (flex_asset_id, unavailable_from, unavailable_to, reason) VALUES ($1, '2026-03-03T16:00:00Z', '2026-03-03T20:00:00Z', 'Maintenance')`, [assets[0]]);
});

describe('settlementTermsOf', () => {
  it('gives each accepted bid’s window occurrences in the month, on the competition clock, with its MW and rates', async () => {
    const settings = await settlementSettingsOf(h.app.db, competition);
    const [terms, ...others] = await settlementTermsOf(h.app.db, settings, '2026-03');
    expect(others).toEqual([]);
    expect(terms!.providerId).toBe(provider);
    expect([...terms!.bids.keys()].sort()).toEqual([bidCheap, bidDear].sort());
    const days = weekdaysOfMarch2026();
    const evening = terms!.windows.filter((w) => w.mw.equals('2.5'));
    expect(evening).toHaveLength(days.length);
    // After the clocks go forward on 29 March, 17:00 in London is 16:00 UTC.
    const london = (date: string, time: string) => Date.parse(`${date}T${time}:00${date >= '2026-03-29' ? '+01:00' : 'Z'}`);
    expect(evening.map((w) => [w.start, w.end])).toEqual(days.map((d) => [london(d, '17:00'), london(d, '19:00')]));
    expect(terms!.rates.availability).toBeNull();
    expect(terms!.rates.service_fee!.equals('10')).toBe(true);
  });

  it('makes a statement with a line per rate and the unavailable evening removed', async () => {
    const settings = await settlementSettingsOf(h.app.db, competition);
    const [terms] = await settlementTermsOf(h.app.db, settings, '2026-03');
    const statement = monthStatement(statementInputOf(terms!, settings, [], null));
    const days = weekdaysOfMarch2026().length;
    const availability = statement.lines.filter((l) => l.kind === 'availability');
    expect(availability.map((l) => [l.quantity, l.rate])).toEqual([
      [new Dec(2.5).times(2 * (days - 1)).toString(), '4'],
      [new Dec(1.2).times(1.5 * days).toString(), '6.5'],
    ]);
    const fee = statement.lines.filter((l) => l.kind === 'service_fee');
    expect(fee.map((l) => [l.quantity, l.rate])).toEqual([[new Dec(2.5).times(days - 1).plus(new Dec(1.2).times(days)).toString(), '10']]);
    expect(statement.lines.filter((l) => l.kind === 'utilisation')).toEqual([]);
  });

  it('has nothing for a month without window occurrences', async () => {
    const settings = await settlementSettingsOf(h.app.db, competition);
    const terms = await settlementTermsOf(h.app.db, settings, '2026-06');
    expect(terms.flatMap((t) => t.windows)).toEqual([]);
  });

  it('pays nothing while the contract awaits acceptance, and stops at its termination date', async () => {
    const db = h.app.db;
    const settings = await settlementSettingsOf(db, competition);
    try {
      await db.query(`UPDATE contracts SET status = 'awaiting_acceptance', accepted_at = NULL, accepted_name = NULL WHERE competition_id = $1`, [competition]);
      expect(await settlementTermsOf(db, settings, '2026-03')).toEqual([]);
      // Terminated with Monday 16 March as the first day it no longer runs.
      await db.query(
        `UPDATE contracts SET status = 'terminated', accepted_at = now(), accepted_name = 'Test', terminated_at = now(), termination_reason = 'Test', termination_date = '2026-03-16'
          WHERE competition_id = $1`,
        [competition],
      );
      const [terms] = await settlementTermsOf(db, settings, '2026-03');
      const evening = terms!.windows.filter((w) => w.mw.equals('2.5'));
      const before = weekdaysOfMarch2026().filter((d) => d < '2026-03-16');
      expect(evening.map((w) => w.start)).toEqual(before.map((d) => Date.parse(`${d}T17:00:00Z`)));
    } finally {
      await db.query(
        `UPDATE contracts SET status = 'active', accepted_at = now(), accepted_name = 'Test', terminated_at = NULL, termination_reason = NULL, termination_date = NULL WHERE competition_id = $1`,
        [competition],
      );
    }
  });
});
