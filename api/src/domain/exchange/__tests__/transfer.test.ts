/**
 * Obligation transfers (transfer.ts): refused while the obligation does not bind on the transfer
 * start; split at the transfer start (the seller's row ends there, the buyer's new row of the same
 * bid starts there) or moved whole when the transfer starts on or before the obligation's first day;
 * the buyer's contract made (active, accepted by the trade's user) or reused and widened, refused
 * while it awaits acceptance; the seller's unanswered instructions from the transfer start re-pointed
 * to the buyer; dispatch after the transfer (the buyer instructed, the seller refused naming the
 * obligation); settlement paying the seller before the transfer start and the buyer from it
 * (figures computed here from the window and the calendar); bidderQualifies; two transfers of
 * one obligation at once (concurrent on PostgreSQL): one wins.
 */
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import { outbox } from '../../../../test/helpers.js';
import { ApiError } from '../../../errors.js';
import { createContractsFromResults } from '../../contracts/create.js';
import { instantOf } from '../../dispatch/validate.js';
import { Dec } from '../../settlement/decimal.js';
import { monthStatement } from '../../settlement/money.js';
import { settlementSettingsOf } from '../../settlement/settings.js';
import { settlementTermsOf, statementInputOf } from '../../settlement/terms.js';
import { bidderQualifies, transferObligation, type TransferArgs } from '../transfer.js';

const h = domainHarness();
let operator: number;
let seller: number;
let buyer: number;
let buyerUser: { id: number; name: string };
let sellerAssets: number[];

const DAY = 86_400_000;
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
let today: string;

interface Made {
  competition: number;
  window: number;
  bids: number[];
}

/** A competition of the operator with one window and the seller's accepted bids on it, results confirmed and the seller's contract accepted. */
async function competitionWithBids(name: string, period: [string, string], window: [string, string, string], bids: Array<[string, string, string, string]>): Promise<Made> {
  const db = h.app.db;
  const c = await db.query<{ id: number }>(`INSERT INTO competitions (name, reference, operator_id, currency) VALUES ($1, $1, $2, 'GBP') RETURNING id`, [name, operator]);
  const competition = c.rows[0]!.id;
  const p = await db.query<{ id: number }>(`INSERT INTO service_periods (competition_id, name, start, "end") VALUES ($1, 'Period', $2, $3) RETURNING id`, [competition, ...period]);
  const w = await db.query<{ id: number }>(
    `INSERT INTO service_windows (service_period_id, competition_id, name, start_time, end_time, service_days) VALUES ($1, $2, 'Window', $3, $4, $5) RETURNING id`,
    [p.rows[0]!.id, competition, ...window],
  );
  const made: number[] = [];
  for (const [capacity, availability, utilisation, fee] of bids) {
    const group = await db.query<{ id: number }>(`INSERT INTO ballot_asset_groups (competition_id, flex_provider_id) VALUES ($1, $2) RETURNING id`, [competition, seller]);
    for (const a of sellerAssets) await db.query(`INSERT INTO ballot_assets (group_id, flex_asset_id) VALUES ($1, $2)`, [group.rows[0]!.id, a]);
    const ballot = await db.query<{ id: number }>(`INSERT INTO ballots (competition_id, flex_provider_id, ballot_asset_group_id) VALUES ($1, $2, $3) RETURNING id`, [competition, seller, group.rows[0]!.id]);
    const bid = await db.query<{ id: number }>(
      `INSERT INTO bids (ballot_id, competition_id, flex_provider_id, service_window_id, capacity, max_runtime_seconds, availability_price, utilisation_price, service_fee)
       VALUES ($1, $2, $3, $4, $5, 3600, $6, $7, $8) RETURNING id`,
      [ballot.rows[0]!.id, competition, seller, w.rows[0]!.id, capacity, availability, utilisation, fee],
    );
    await db.query(`INSERT INTO bid_approvals (bid_id, approved, reason, method) VALUES ($1, true, 'accepted', 'manual')`, [bid.rows[0]!.id]);
    made.push(bid.rows[0]!.id);
  }
  await db.query(`INSERT INTO competition_confirmations (competition_id, organisation_id, kind) VALUES ($1, $2, 'results')`, [competition, operator]);
  await createContractsFromResults(db, competition, null);
  await db.query(`UPDATE contracts SET status = 'active', accepted_at = now(), accepted_name = 'Seller', terms_read = true WHERE competition_id = $1`, [competition]);
  return { competition, window: w.rows[0]!.id, bids: made };
}

interface ObligationRow {
  id: number;
  provider_id: number;
  contract_id: number;
  starts_on: string;
  ends_on: string;
  transferred_from_id: number | null;
}
const obligationsOf = async (bid: number) =>
  (
    await h.app.db.query<ObligationRow>(
      `SELECT id, provider_id, contract_id, to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on, transferred_from_id
         FROM obligations WHERE bid_id = $1 ORDER BY starts_on, id`,
      [bid],
    )
  ).rows;

const args = (obligationId: number, transferStartsOn: string): TransferArgs => ({
  obligationId,
  buyerId: buyer,
  buyerName: 'Voltwise Flex',
  transferStartsOn,
  acceptedBy: buyerUser.id,
  tradeId: null,
});

/** The transfer in its own transaction; the refusal's detail when it is refused. */
async function transfer(a: TransferArgs): Promise<number | string> {
  try {
    return await h.app.db.transaction((tx) => transferObligation(tx, a));
  } catch (e) {
    if (e instanceof ApiError && e.statusCode === 409) return String(e.body.detail);
    throw e;
  }
}

/** The instant of a London wall-clock time on a day. */
const london = (date: string, time: string) => instantOf(Date.parse(`${date}T${time}:00Z`));

let live: Made;
const period = () => [addDays(today, -10), addDays(today, 59)] as [string, string];

beforeAll(async () => {
  const db = h.app.db;
  operator = h.orgs['northern-lines-networks']!;
  seller = h.orgs['brightgrid-energy']!;
  buyer = h.orgs['voltwise-flex']!;
  const u = await db.query<{ id: number; name: string }>(
    `SELECT id, trim(first_name || ' ' || last_name) AS name FROM users WHERE email = 'provider@voltwise.test'`,
  );
  buyerUser = u.rows[0]!;
  sellerAssets = (await db.query<{ id: number }>(`SELECT id FROM flex_assets WHERE flex_provider_id = $1 ORDER BY id LIMIT 2`, [seller])).rows.map((r) => r.id);
  today = (await db.query<{ d: string }>(`SELECT to_char((now() AT TIME ZONE 'Europe/London')::date, 'YYYY-MM-DD') AS d`)).rows[0]!.d;
  // Every day, 00:00–23:30: two bids (one to split, one to move) and one kept for refusals.
  live = await competitionWithBids('Transfer test', period(), ['00:00', '23:30', '{0,1,2,3,4,5,6}'], [
    ['2.5', '4.00', '150.00', '10.00'],
    ['1.5', '5.00', '160.00', '10.00'],
    ['1.0', '3.00', '140.00', '10.00'],
  ]);
});

describe('refusals', () => {
  it('refuses while the obligation does not bind on the transfer start, naming why', async () => {
    const [ob] = await obligationsOf(live.bids[2]!);
    const contract = (await h.app.db.query<{ reference: string }>('SELECT reference FROM contracts WHERE id = $1', [ob!.contract_id])).rows[0]!.reference;
    const [first, end] = period();
    expect(await transfer(args(ob!.id, addDays(end, 1)))).toBe(`Obligation ${ob!.id} cannot be transferred from ${addDays(end, 1)}: it runs from ${first} to ${end}.`);
    await h.app.db.query(`UPDATE contracts SET status = 'awaiting_acceptance', accepted_at = NULL, accepted_name = NULL WHERE id = $1`, [ob!.contract_id]);
    try {
      expect(await transfer(args(ob!.id, addDays(today, 3)))).toBe(
        `Obligation ${ob!.id} cannot be transferred: contract ${contract} awaits the provider’s acceptance, so the obligation does not bind.`,
      );
    } finally {
      await h.app.db.query(`UPDATE contracts SET status = 'active', accepted_at = now(), accepted_name = 'Seller' WHERE id = $1`, [ob!.contract_id]);
    }
    expect(await obligationsOf(live.bids[2]!)).toEqual([ob]);
  });
});

describe('split at the transfer start', () => {
  let sellerRow: ObligationRow;
  let buyerRow: ObligationRow;
  let instructions: Record<string, number>;
  const start = () => addDays(today, 3);

  beforeAll(async () => {
    const db = h.app.db;
    sellerRow = (await obligationsOf(live.bids[0]!))[0]!;
    // The seller's instructions under the obligation: before the transfer start, and from it in each open or answered status.
    const insert = async (day: string, status: string, sent: boolean) =>
      (
        await db.query<{ id: number }>(
          `INSERT INTO dispatch_instructions (competition_id, service_window_id, flex_provider_id, bid_id, obligation_id, assets, start, "end", quantity, unit,
                                             response_deadline, status, send_at, sent, responded, response)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1, 'MW', $9, $10, $11, $12, $13, $14) RETURNING id`,
          [
            live.competition, live.window, seller, live.bids[0], sellerRow.id, sellerAssets, new Date(london(day, '10:00')), new Date(london(day, '10:30')),
            new Date(london(day, '09:00')), status, sent ? null : new Date(london(day, '08:00')), sent ? new Date() : null,
            status === 'accepted' ? new Date() : null, status === 'accepted' ? 'accepted' : null,
          ],
        )
      ).rows[0]!.id;
    instructions = {
      before: await insert(addDays(today, 1), 'awaiting response', true),
      awaiting: await insert(addDays(today, 5), 'awaiting response', true),
      scheduled: await insert(addDays(today, 6), 'scheduled', false),
      accepted: await insert(addDays(today, 7), 'accepted', true),
    };
    const id = await transfer({ ...args(sellerRow.id, start()), tradeId: null });
    expect(typeof id).toBe('number');
    const rows = await obligationsOf(live.bids[0]!);
    expect(rows).toHaveLength(2);
    buyerRow = rows.find((r) => r.id === id)!;
  });

  it('ends the seller’s row at the transfer start and gives the buyer a new row of the same bid to the old end', async () => {
    expect(await obligationsOf(live.bids[0]!)).toEqual([
      { ...sellerRow, ends_on: start() },
      { id: buyerRow.id, provider_id: buyer, contract_id: buyerRow.contract_id, starts_on: start(), ends_on: sellerRow.ends_on, transferred_from_id: sellerRow.id },
    ]);
    const copied = await h.app.db.query<{ same: boolean }>(
      `SELECT (s.capacity, s.availability_rate, s.utilisation_rate, s.service_fee, s.asset_ids, s.start_time, s.end_time, s.service_days)
            = (b.capacity, b.availability_rate, b.utilisation_rate, b.service_fee, b.asset_ids, b.start_time, b.end_time, b.service_days) AS same
         FROM obligations s, obligations b WHERE s.id = $1 AND b.id = $2`,
      [sellerRow.id, buyerRow.id],
    );
    expect(copied.rows[0]!.same).toBe(true);
  });

  it('makes the buyer’s contract: active, accepted by the trade’s user, under its framework agreement with the operator', async () => {
    const k = await h.app.db.query<Json>(
      `SELECT reference, provider_id, operator_id, status, accepted_by, accepted_name, terms_read, framework_agreement_id, currency,
              to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on FROM contracts WHERE id = $1`,
      [buyerRow.contract_id],
    );
    const framework = await h.app.db.query<{ id: number }>(
      'SELECT id FROM framework_agreements WHERE provider_id = $1 AND operator_id = $2 ORDER BY signed_on DESC, id DESC LIMIT 1',
      [buyer, operator],
    );
    expect(k.rows[0]).toEqual({
      reference: `CO-${live.competition}-${buyer}`,
      provider_id: buyer,
      operator_id: operator,
      status: 'active',
      accepted_by: buyerUser.id,
      accepted_name: buyerUser.name,
      terms_read: true,
      framework_agreement_id: framework.rows[0]?.id ?? null,
      currency: 'GBP',
      starts_on: start(),
      ends_on: sellerRow.ends_on,
    });
  });

  it('re-points the seller’s unanswered instructions from the transfer start; answered ones and earlier ones stay', async () => {
    const r = await h.app.db.query<{ id: number; flex_provider_id: number; obligation_id: number }>(
      'SELECT id, flex_provider_id, obligation_id FROM dispatch_instructions WHERE id = ANY ($1::int[])',
      [Object.values(instructions)],
    );
    const by = new Map(r.rows.map((x) => [x.id, [x.flex_provider_id, x.obligation_id]]));
    expect(by.get(instructions.before!)).toEqual([seller, sellerRow.id]);
    expect(by.get(instructions.awaiting!)).toEqual([buyer, buyerRow.id]);
    expect(by.get(instructions.scheduled!)).toEqual([buyer, buyerRow.id]);
    expect(by.get(instructions.accepted!)).toEqual([seller, sellerRow.id]);
    // The sent one reaches the buyer (event to operator and buyer); the scheduled one reaches it when sent.
    const sent = await h.app.db.query<{ org_ids: number[] }>(
      `SELECT org_ids FROM events WHERE type = 'dispatch.instruction.created' AND (data->'instruction'->>'id')::int = $1 ORDER BY id DESC LIMIT 1`,
      [instructions.awaiting],
    );
    expect(sent.rows[0]!.org_ids.map(Number).sort()).toEqual([operator, buyer].sort());
    // …and is e-mailed to the buyer as any instruction sent to it.
    const mails = (await outbox(h.app, 'provider@voltwise.test')).filter((m) => m.subject.startsWith(`Dispatch instruction ${instructions.awaiting}:`));
    expect(mails).toHaveLength(1);
  });

  it('tells both providers and the operator: obligation.updated, change transferred, for both rows', async () => {
    const r = await h.app.db.query<{ org_ids: number[]; id: number; transfer: Json }>(
      `SELECT org_ids, (data->'obligation'->>'id')::int AS id, data->'transfer' AS transfer FROM events
        WHERE type = 'obligation.updated' AND data->>'change' = 'transferred' AND (data->'transfer'->>'from_obligation')::int = $1 ORDER BY id`,
      [sellerRow.id],
    );
    expect(r.rows.map((e) => e.id)).toEqual([sellerRow.id, buyerRow.id]);
    for (const e of r.rows) expect(e.org_ids.map(Number).sort()).toEqual([seller, buyer, operator].sort());
    expect(r.rows[0]!.transfer).toMatchObject({ seller, buyer, starts_on: start(), to_obligation: buyerRow.id, instructions: [instructions.awaiting, instructions.scheduled] });
  });

  it('lets the operator instruct the buyer under the seller’s bid from the transfer start, and refuses the seller then, naming the obligation', async () => {
    const day = addDays(today, 10);
    const body = (provider: number, on: string) => ({
      competition: live.competition,
      service_window: live.window,
      flex_provider: provider,
      bid: live.bids[0],
      assets: sellerAssets,
      start: new Date(london(on, '12:00')).toISOString(),
      end: new Date(london(on, '12:30')).toISOString(),
      quantity: 1,
      response_deadline: new Date(Math.min(london(on, '12:00'), Date.now() + 3_600_000)).toISOString(),
    });
    const toBuyer = await h.send('operatorX', 'POST', '/dispatch/v1/instructions/', body(buyer, day));
    expect(toBuyer.statusCode).toBe(201);
    const contract = (await h.app.db.query<{ reference: string }>('SELECT reference FROM contracts WHERE id = $1', [buyerRow.contract_id])).rows[0]!.reference;
    expect(toBuyer.json()).toMatchObject({ flex_provider: buyer, bid: live.bids[0], obligation: buyerRow.id, contract_reference: contract });
    const toSeller = await h.send('operatorX', 'POST', '/dispatch/v1/instructions/', body(seller, day));
    expect(toSeller.statusCode).toBe(400);
    expect(toSeller.json()).toEqual({
      flex_provider: [
        `On ${day} this bid’s obligation is obligation ${buyerRow.id} of contract ${contract}, held by Voltwise Flex (transferred on the exchange); only Voltwise Flex can be instructed under it.`,
      ],
    });
    // Before the transfer start the seller still holds it (and the buyer does not).
    const before = addDays(today, 2);
    const stillSeller = await h.send('operatorX', 'POST', '/dispatch/v1/instructions/', body(seller, before));
    expect(stillSeller.statusCode).toBe(201);
    expect(stillSeller.json()).toMatchObject({ flex_provider: seller, obligation: sellerRow.id });
    expect((await h.send('operatorX', 'POST', '/dispatch/v1/instructions/', body(buyer, before))).statusCode).toBe(400);
    // The buyer answers the instruction it received by the transfer.
    const answer = await h.send('providerB', 'POST', '/dispatch/v2/responses/', { instruction: instructions.awaiting, response: 'accepted' });
    expect(answer.statusCode).toBe(201);
  });
});

describe('moved whole when the transfer starts on or before the obligation’s first day', () => {
  it('passes the row itself to the buyer, under the buyer’s contract (reused and widened)', async () => {
    const [row] = await obligationsOf(live.bids[1]!);
    const buyerContract = (await h.app.db.query<{ id: number; starts_on: string }>(
      `SELECT id, to_char(starts_on, 'YYYY-MM-DD') AS starts_on FROM contracts WHERE competition_id = $1 AND provider_id = $2`,
      [live.competition, buyer],
    )).rows[0]!;
    expect(buyerContract.starts_on > row!.starts_on).toBe(true);
    const id = await transfer(args(row!.id, addDays(row!.starts_on, -5)));
    expect(id).toBe(row!.id);
    expect(await obligationsOf(live.bids[1]!)).toEqual([{ ...row, provider_id: buyer, contract_id: buyerContract.id }]);
    const k = await h.app.db.query<{ n: number; starts_on: string }>(
      `SELECT count(*)::int AS n, to_char(min(starts_on), 'YYYY-MM-DD') AS starts_on FROM contracts WHERE competition_id = $1 AND provider_id = $2`,
      [live.competition, buyer],
    );
    expect(k.rows[0]).toEqual({ n: 1, starts_on: row!.starts_on });
  });

  it('refuses while the buyer’s contract for the competition awaits acceptance', async () => {
    const [row] = await obligationsOf(live.bids[2]!);
    const k = (await h.app.db.query<{ id: number; reference: string }>('SELECT id, reference FROM contracts WHERE competition_id = $1 AND provider_id = $2', [live.competition, buyer])).rows[0]!;
    await h.app.db.query(`UPDATE contracts SET status = 'awaiting_acceptance', accepted_at = NULL, accepted_name = NULL WHERE id = $1`, [k.id]);
    try {
      expect(await transfer(args(row!.id, addDays(today, 3)))).toBe(
        `The contract of Voltwise Flex for this competition (${k.reference}) awaits acceptance; it must be accepted before Voltwise Flex takes over an obligation of the competition.`,
      );
      expect(await obligationsOf(live.bids[2]!)).toEqual([row]);
    } finally {
      await h.app.db.query(`UPDATE contracts SET status = 'active', accepted_at = now(), accepted_name = 'Buyer' WHERE id = $1`, [k.id]);
    }
  });
});

describe('settlement after a transfer', () => {
  it('pays the seller up to the transfer start and the buyer from it (figures from the calendar); the seller’s kept instruction at the bid’s rate', async () => {
    // Weekdays 17:00–19:00 in March 2026 (GMT until the 29th), 2.5 MW at £4/MW/h availability and £10/MW service fee per occurrence.
    const march = await competitionWithBids('Transfer settlement', ['2026-03-01', '2026-04-30'], ['17:00', '19:00', '{0,1,2,3,4}'], [['2.5', '4.00', '150.00', '10.00']]);
    const [row] = await obligationsOf(march.bids[0]!);
    // The seller accepted an instruction for Tuesday 7 April (17:00–18:00 BST) before the transfer: it keeps it.
    await h.app.db.query(
      `INSERT INTO dispatch_instructions (competition_id, service_window_id, flex_provider_id, bid_id, obligation_id, assets, start, "end", quantity, unit,
                                         response_deadline, status, sent, responded, response)
       VALUES ($1, $2, $3, $4, $5, $6, '2026-04-07T16:00:00Z', '2026-04-07T17:00:00Z', 1, 'MW', '2026-04-07T15:00:00Z', 'accepted', '2026-03-10T10:00:00Z',
               '2026-03-10T11:00:00Z', 'accepted')`,
      [march.competition, march.window, seller, march.bids[0], row!.id, sellerAssets],
    );
    const buyerRow = await transfer(args(row!.id, '2026-03-16'));
    expect(typeof buyerRow).toBe('number');
    const weekdays: string[] = [];
    for (let d = 1; d <= 31; d++) {
      const date = new Date(Date.UTC(2026, 2, d));
      if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) weekdays.push(date.toISOString().slice(0, 10));
    }
    const sellerDays = weekdays.filter((d) => d < '2026-03-16');
    const buyerDays = weekdays.filter((d) => d >= '2026-03-16');
    expect(sellerDays.length + buyerDays.length).toBe(22);

    const settings = await settlementSettingsOf(h.app.db, march.competition);
    const terms = await settlementTermsOf(h.app.db, settings, '2026-03');
    const of = (provider: number) => terms.find((t) => t.providerId === provider)!;
    const local = (date: string) => Date.parse(`${date}T17:00:00${date >= '2026-03-29' ? '+01:00' : 'Z'}`);
    expect(of(seller).windows.map((w) => w.start)).toEqual(sellerDays.map(local));
    expect(of(buyer).windows.map((w) => w.start)).toEqual(buyerDays.map(local));
    for (const [provider, days] of [[seller, sellerDays.length], [buyer, buyerDays.length]] as const) {
      const statement = monthStatement(statementInputOf(of(provider), settings, [], null));
      const line = (kind: string) => statement.lines.filter((l) => l.kind === kind).map((l) => [l.quantity, l.rate]);
      // Availability: MW × 2 hours per occurrence; service fee: MW per occurrence.
      expect(line('availability')).toEqual([[new Dec('2.5').times(2 * days).toString(), '4']]);
      expect(line('service_fee')).toEqual([[new Dec('2.5').times(days).toString(), '10']]);
    }
    // In April the seller holds nothing (no windows) but is paid the utilisation of the instruction it kept, at the bid's rate.
    const april = await settlementTermsOf(h.app.db, settings, '2026-04');
    const kept = april.find((t) => t.providerId === seller)!;
    expect(kept.windows).toEqual([]);
    expect(kept.bids.get(march.bids[0]!)?.rates.utilisation?.toString()).toBe('150');
    expect(april.find((t) => t.providerId === buyer)!.windows.length).toBeGreaterThan(0);
  });
});

describe('bidderQualifies', () => {
  it('is true with an active asset eligible or qualified for the competition, false otherwise', async () => {
    const db = h.app.db;
    const asset = (await db.query<{ id: number }>('SELECT id FROM flex_assets WHERE flex_provider_id = $1 AND is_active ORDER BY id LIMIT 1', [buyer])).rows[0]!.id;
    await db.query('DELETE FROM qualifications WHERE competition_id = $1', [live.competition]);
    expect(await bidderQualifies(db, buyer, live.competition)).toBe(false);
    await db.query(`INSERT INTO qualifications (competition_id, flex_asset_id, computed_status) VALUES ($1, $2, 'ineligible')`, [live.competition, asset]);
    expect(await bidderQualifies(db, buyer, live.competition)).toBe(false);
    await db.query(`UPDATE qualifications SET override_status = 'qualified', override_reason = 'unspecified' WHERE competition_id = $1 AND flex_asset_id = $2`, [live.competition, asset]);
    expect(await bidderQualifies(db, buyer, live.competition)).toBe(true);
    await db.query(`UPDATE qualifications SET override_status = NULL, override_reason = NULL, computed_status = 'eligible' WHERE competition_id = $1 AND flex_asset_id = $2`, [live.competition, asset]);
    expect(await bidderQualifies(db, buyer, live.competition)).toBe(true);
    expect(await bidderQualifies(db, seller, live.competition)).toBe(false);
  });
});

describe('two awards of one obligation at once', () => {
  it('lets one win: the other finds the seller’s row ending at the transfer start (concurrent on PostgreSQL)', async () => {
    const [row] = await obligationsOf(live.bids[2]!);
    const start = addDays(today, 4);
    const results = await Promise.all([transfer(args(row!.id, start)), transfer(args(row!.id, start))]);
    const won = results.filter((r) => typeof r === 'number');
    expect(won).toHaveLength(1);
    expect(results.find((r) => typeof r === 'string')).toBe(`Obligation ${row!.id} cannot be transferred from ${start}: it runs from ${row!.starts_on} to ${addDays(start, -1)}.`);
    expect((await obligationsOf(live.bids[2]!)).map((o) => [o.provider_id, o.starts_on, o.ends_on])).toEqual([
      [seller, row!.starts_on, start],
      [buyer, start, row!.ends_on],
    ]);
  });
});
