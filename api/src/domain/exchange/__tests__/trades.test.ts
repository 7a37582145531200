/**
 * Bidding, deciding and trading through the API: bids' rules with their messages, sealed bids
 * seen only by their bidder and the lister, amend with versions, the automatic ranking, bids after
 * the close refused with nothing stored, decisions and the trades they make (premiums and each
 * side's position computed here by hand), registration with the delivery body, the invoice PDF
 * through a signed link, the history each reader sees, obligations moved to their buyer, buying a
 * load modification at once, withdrawing, and the status job (opening, closing, lapsing,
 * expiring) driven directly.
 */
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import { login, outbox } from '../../../../test/helpers.js';
import { addProvider, closeBiddingNow, inMinutes, makeAgreement, makeObligation, nextDeliveryYear, qualify, setAccess } from '../../../../test/support/exchange.js';
import { createContractsFromResults } from '../../contracts/create.js';
import { refreshListings } from '../jobs.js';
import * as M from '../messages.js';

const h = domainHarness();
const year = nextDeliveryYear();
let seller: number;
let buyerB: number;
let buyerC: number;
let operatorX: number;

/** Money in pennies from a decimal text, exactly. */
const pennies = (v: string) => BigInt(Math.round(Number(v) * 100));
/** n ÷ d rounded half up, in integers. */
const divHalfUp = (n: bigint, d: bigint) => (n * 2n + d) / (2n * d);
const money = (p: bigint) => `${p / 100n}.${String(p % 100n).padStart(2, '0')}`;
const DAY = 86_400_000;
const daysBetween = (a: string, b: string) => (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY;
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

const post = (who: string, url: string, body?: unknown) => h.send(who, 'POST', url, body);

beforeAll(async () => {
  seller = h.orgs['brightgrid-energy']!;
  buyerB = h.orgs['voltwise-flex']!;
  operatorX = h.orgs['northern-lines-networks']!;
  const c = await addProvider(h.app.db, (email) => login(h.app, email), 'cobalt-trading');
  buyerC = c.orgId;
  h.tokens.providerC = c.token;
  for (const org of [seller, buyerB, buyerC]) await setAccess(h.app.db, org, 'capacity_exchange');
});

describe('a capacity-market listing from bids to trades', () => {
  let listing: number;
  let agreement: number;
  let bidB: Json;
  let bidC: Json;

  it('takes bids within its rules, one live bid per bidder', async () => {
    agreement = await makeAgreement(h.app.db, seller, { number: 'CMU-TRADE', year, mw: '10', clear: '60' });
    const res = await post('providerA', '/exchange/listings/', {
      exchange_type: 'capacity_market',
      agreement,
      guide_price: '45',
      mw: '8',
      min_fill_mw: '2',
      bidding_opens: inMinutes(-5),
      bidding_closes: inMinutes(60),
      transfer_starts_on: `${year}-10-01`,
      transfer_ends_on: `${year + 1}-01-01`,
      publish: true,
    });
    expect(res.statusCode).toBe(201);
    listing = (res.json() as Json).id as number;
    const bid = (who: string, over: Json) => post(who, '/exchange/bids/', { listing, price: '45.50', mw: '5', ...over });
    expect((await bid('providerB', { price: '60.01' })).json()).toEqual({ price: ['The price cannot be above 60.00: the buyer keeps at most what the seller is paid.'] });
    expect((await bid('providerB', { mw: '9' })).json()).toEqual({ mw: ['A bid cannot be for more than the 8 MW listed.'] });
    expect((await bid('providerB', { mw: '1.5' })).json()).toEqual({ mw: ['A bid must be for at least the minimum fill of 2 MW.'] });
    expect((await bid('providerB', { bidder_fp_id: buyerC })).json()).toEqual({ bidder_fp_id: [M.NOT_YOUR_ORG] });
    const own = await bid('providerA', {});
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ detail: M.OWN_LISTING });
    expect((await bid('providerB', { listing: 999999 })).json()).toEqual({ listing: [M.LISTING_UNKNOWN] });
    await setAccess(h.app.db, buyerB, 'capacity_exchange', 'under_review');
    const unapproved = await bid('providerB', {});
    expect(unapproved.statusCode).toBe(403);
    expect(unapproved.json()).toEqual({ detail: M.NOT_APPROVED });
    await setAccess(h.app.db, buyerB, 'capacity_exchange');
    const made = await bid('providerB', { bidder_fp_id: buyerB });
    expect(made.statusCode).toBe(201);
    bidB = made.json() as Json;
    expect(bidB).toMatchObject({ listing, bidder_fp_id: buyerB, price: '45.50', mw: '5.00000', status: 'submitted', version: 1 });
    const twice = await bid('providerB', { price: '44' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: M.BID_EXISTS });
    const c = await bid('providerC', { price: '41', mw: '4' });
    expect(c.statusCode).toBe(201);
    bidC = c.json() as Json;
  });

  it('keeps bids sealed: a bidder sees its own only; the lister sees all', async () => {
    const mine = (await h.get('providerB', `/exchange/bids/?listing=${listing}`)).json() as Json[];
    expect(mine.map((b) => b.id)).toEqual([bidB.id]);
    expect((await h.get('providerB', `/exchange/bids/${String(bidC.id)}/`)).statusCode).toBe(404);
    const asB = (await h.get('providerB', `/exchange/listings/${listing}/`)).json() as Json;
    expect(asB).toMatchObject({ bid_count: null, best_price: null, my_bid: bidB.id, can_bid: true });
    const asLister = (await h.get('providerA', `/exchange/listings/${listing}/`)).json() as Json;
    expect(asLister).toMatchObject({ bid_count: 2, best_price: '41.00' });
    expect(((await h.get('providerA', `/exchange/bids/?listing=${listing}`)).json() as Json[]).length).toBe(2);
    const history = (await h.get('providerB', `/exchange/listings/${listing}/history/`)).json() as Json[];
    const bidEvents = history.filter((e) => String(e.kind).startsWith('bid_'));
    expect(bidEvents.map((e) => (e.detail as Json).bid)).toEqual([bidB.id]);
    const listerHistory = (await h.get('providerA', `/exchange/listings/${listing}/history/`)).json() as Json[];
    expect(listerHistory.filter((e) => e.kind === 'bid_submitted').length).toBe(2);
    // The lister is told of each bid by e-mail; the other bidder of none.
    const toLister = await outbox(h.app, 'provider@brightgrid.test');
    expect(toLister.some((m) => m.subject === `New bid on your listing EX-${listing}`)).toBe(true);
    const toC = await outbox(h.app, 'admin@cobalt-trading.test');
    expect(toC.filter((m) => m.subject.includes(`EX-${listing}`))).toEqual([]);
  });

  it('amends with the version loaded, 409 on a stale one', async () => {
    const url = `/exchange/bids/${String(bidC.id)}/amend/`;
    const ok = await post('providerC', url, { price: '40', mw: '4', version: 1 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ price: '40.00', version: 2 });
    const stale = await post('providerC', url, { price: '39', mw: '4', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: M.BID_STALE });
    expect((await post('providerB', url, { price: '39', mw: '4', version: 2 })).statusCode).toBe(404);
    expect((await post('providerA', url, { price: '39', mw: '4', version: 2 })).statusCode).toBe(403);
  });

  it('ranks the bids: highest premium first, filled to the listing leaving the seller 0 or ≥ 1 MW', async () => {
    const r = await h.get('providerA', `/exchange/listings/${listing}/ranking/`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      rows: [
        { bid: bidC.id, bidder_fp_name: 'Trader cobalt-trading', price: '40.00', mw: '4.00000', premium_per_kw_year: '20', proposed_mw: '4', decision: 'accept', why: 'Fills 4 MW.' },
        { bid: bidB.id, bidder_fp_name: 'Voltwise Flex', price: '45.50', mw: '5.00000', premium_per_kw_year: '14.5', proposed_mw: '4', decision: 'accept', why: 'Fills 4 MW of the 5 MW bid (what is left).' },
      ],
      filled_mw: '8',
      listing_mw: '8.00000',
    });
    expect((await h.get('providerB', `/exchange/listings/${listing}/ranking/`)).statusCode).toBe(403);
  });

  it('decides only once bidding closes, and refuses bids after the close storing nothing', async () => {
    const early = await post('providerA', `/exchange/listings/${listing}/decisions/`, { decisions: [{ bid: bidC.id, decision: 'accept' }] });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: M.DECISION_OPEN });
    await closeBiddingNow(h.app.db, listing);
    const moved = await refreshListings(h.app.db);
    expect(moved.closed).toContain(listing);
    const before = await h.app.db.query('SELECT id FROM exchange_bids WHERE listing_id = $1', [listing]);
    const late = await post('providerC', '/exchange/bids/', { listing, price: '30', mw: '2' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: M.BID_CLOSED });
    expect((await post('providerB', `/exchange/bids/${String(bidB.id)}/amend/`, { price: '30', mw: '4', version: 1 })).statusCode).toBe(409);
    expect((await post('providerB', `/exchange/bids/${String(bidB.id)}/withdraw/`)).statusCode).toBe(409);
    const after = await h.app.db.query<{ price: string }>('SELECT price::text FROM exchange_bids WHERE listing_id = $1 ORDER BY id', [listing]);
    expect(after.rows.length).toBe(before.rows.length);
    expect(after.rows.map((b) => b.price)).toEqual(['45.50', '40.00']);
  });

  it('checks the decisions as a whole, then awards: trades with premiums and positions computed by hand', async () => {
    const url = `/exchange/listings/${listing}/decisions/`;
    const decide = (decisions: Json[]) => post('providerA', url, { decisions });
    expect((await decide([{ bid: bidB.id, decision: 'accept', mw: '1' }])).json()).toEqual({ decisions: [{ mw: ['Accept between the minimum fill of 2 MW and the 5 MW bid.'] }] });
    expect((await decide([{ bid: bidB.id, decision: 'reject', mw: '2' }])).json()).toEqual({ decisions: [{ mw: [M.DECISION_MW_ON_REJECT] }] });
    expect((await decide([{ bid: bidC.id, decision: 'accept' }, { bid: bidB.id, decision: 'accept' }])).json()).toEqual({
      decisions: ['The accepted bids would fill 9 MW, more than the 8 MW listed.'],
    });
    expect((await post('providerB', url, { decisions: [] })).statusCode).toBe(403);
    const ok = await decide([{ bid: bidC.id, decision: 'accept' }, { bid: bidB.id, decision: 'accept', mw: '4' }]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'awarded' });

    const trades = (await h.get('providerA', `/exchange/trades/?listing=${listing}&ordering=id`)).json() as Json[];
    expect(trades.map((t) => [t.buyer, t.mw, t.price])).toEqual([
      [buyerC, '4.00000', '40.00'],
      [buyerB, '4.00000', '45.50'],
    ]);
    // (clear − bid) × kW × transfer days ÷ days in the delivery year, in pennies, rounded half up once.
    const days = BigInt(daysBetween(`${year}-10-01`, `${year + 1}-01-01`));
    const yearDays = BigInt(daysBetween(`${year}-10-01`, `${year + 1}-10-01`));
    const premium = (price: string) => money(divHalfUp((pennies('60') - pennies(price)) * 4000n * days, yearDays));
    expect(trades[0]).toMatchObject({ amount: premium('40'), amount_kind: 'premium', reference_price: '60.00', registration_status: 'pending', currency: 'GBP' });
    expect(trades[1]).toMatchObject({ amount: premium('45.50') });
    expect(trades[0]!.invoice_number).toMatch(new RegExp(`^INV-${seller}-\\d{6}$`));
    // Monthly capacity payment = clear price × kW ÷ 12: the seller held 10 MW, then 6, then 2; each buyer 0 then 4.
    const monthly = (mw: number) => money(divHalfUp(pennies('60') * BigInt(mw * 1000), 12n));
    expect(trades[0]!.before_after).toEqual({
      seller: { mw_before: '10', mw_after: '6', monthly_payment_before: monthly(10), monthly_payment_after: monthly(6) },
      buyer: { mw_before: '0', mw_after: '4', monthly_payment_before: monthly(0), monthly_payment_after: monthly(4) },
    });
    expect((trades[1]!.before_after as Json).seller).toEqual({ mw_before: '6', mw_after: '2', monthly_payment_before: monthly(6), monthly_payment_after: monthly(2) });
    const agreementRow = (await h.get('providerA', `/exchange/agreements/${agreement}/`)).json() as Json;
    expect(agreementRow).toMatchObject({ listed_mw: '0', traded_mw: '8.00000', available_mw: '2.00000' });
    const events = await h.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'exchange.trade.updated' AND (data->'trade'->>'listing')::int = $1`, [listing]);
    expect(events.rows[0]!.n).toBe(2);
    const history = (await h.get('providerB', `/exchange/listings/${listing}/history/`)).json() as Json[];
    expect((history.find((e) => e.kind === 'awarded')!.detail as Json).trades).toEqual([trades[1]!.id]);
    const toB = await outbox(h.app, 'provider@voltwise.test');
    expect(toB.some((m) => m.subject === `Your bid on EX-${listing} was accepted`)).toBe(true);
    expect(toB.some((m) => m.subject === `Trade ${String(trades[1]!.reference)} agreed on EX-${listing}` && m.body.includes(String(trades[1]!.invoice_number)))).toBe(true);
  });

  it('lets either party move the registration with the delivery body, and downloads the invoice by a signed link', async () => {
    const trade = ((await h.get('providerB', `/exchange/trades/?listing=${listing}`)).json() as Json[])[0]!;
    const url = `/exchange/trades/${String(trade.id)}/registration/`;
    const skip = await post('providerB', url, { status: 'confirmed', reference: 'EMR-1' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toEqual({ detail: 'The registration cannot move from pending to confirmed.' });
    expect((await post('providerB', url, { status: 'submitted' })).json()).toMatchObject({ registration_status: 'submitted' });
    expect((await post('providerA', url, { status: 'rejected' })).json()).toEqual({ reference: [M.REG_REFERENCE] });
    expect((await post('providerA', url, { status: 'rejected', reference: 'EMR-REJ-7', note: 'Unit id mismatch' })).json()).toMatchObject({
      registration_status: 'rejected',
      registration_reference: 'EMR-REJ-7',
      registration_note: 'Unit id mismatch',
    });
    expect((await post('providerB', url, { status: 'submitted' })).statusCode).toBe(200);
    expect((await post('providerB', url, { status: 'confirmed', reference: 'EMR-OK-8' })).json()).toMatchObject({ registration_status: 'confirmed', registration_reference: 'EMR-OK-8' });
    expect((await post('providerC', url, { status: 'submitted' })).statusCode).toBe(404);

    const links = (await h.get('providerB', `/exchange/trades/${String(trade.id)}/download_links/`)).json() as { invoice_pdf: string };
    const path = links.invoice_pdf.replace(/^https?:\/\/[^/]+/, '');
    const pdf = await h.app.inject({ method: 'GET', url: path });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const forged = await h.app.inject({ method: 'GET', url: path.replace(/signature=[^&]+/, 'signature=abc') });
    expect(forged.statusCode).toBe(403);
  });
});

describe('the capacity market’s 1 MW rules in decisions and the ranking', () => {
  it('never leaves the seller more than 0 and less than 1 MW of the agreement', async () => {
    const agreement = await makeAgreement(h.app.db, seller, { number: 'CMU-KEEP', year, mw: '10', clear: '50' });
    const res = await post('providerA', '/exchange/listings/', {
      exchange_type: 'capacity_market',
      agreement,
      guide_price: '40',
      mw: '10',
      min_fill_mw: '2',
      bidding_opens: inMinutes(-5),
      bidding_closes: inMinutes(60),
      transfer_starts_on: `${year}-10-01`,
      transfer_ends_on: `${year + 1}-10-01`,
      publish: true,
    });
    const id = (res.json() as Json).id as number;
    const b = (await post('providerB', '/exchange/bids/', { listing: id, price: '30', mw: '6' })).json() as Json;
    const c = (await post('providerC', '/exchange/bids/', { listing: id, price: '35', mw: '3.5' })).json() as Json;
    // B fills 6; C's 3.5 would leave 0.5 MW: cut to 3, leaving exactly 1 MW.
    const ranking = (await h.get('providerA', `/exchange/listings/${id}/ranking/`)).json() as Json;
    expect((ranking.rows as Json[]).map((r) => [r.bid, r.proposed_mw, r.decision])).toEqual([
      [b.id, '6', 'accept'],
      [c.id, '3', 'accept'],
    ]);
    const over = await post('providerA', `/exchange/listings/${id}/decisions/`, {
      close_early: true,
      decisions: [{ bid: b.id, decision: 'accept' }, { bid: c.id, decision: 'accept' }],
    });
    expect(over.json()).toEqual({ decisions: ['The seller would keep 0.5 MW of the agreement: it must keep none or at least 1 MW.'] });
    // Nothing was stored by the refusal, the early close included.
    expect(((await h.get('providerA', `/exchange/listings/${id}/`)).json() as Json).status).toBe('open');
    const ok = await post('providerA', `/exchange/listings/${id}/decisions/`, {
      close_early: true,
      decisions: [{ bid: b.id, decision: 'accept' }, { bid: c.id, decision: 'accept', mw: '3' }],
    });
    expect(ok.json()).toMatchObject({ status: 'awarded' });
  });
});

describe('the status job', () => {
  it('opens, closes, lapses undecided bids after the grace period and expires what nobody won', async () => {
    const agreement = await makeAgreement(h.app.db, seller, { number: 'CMU-JOB', year, mw: '5', clear: '50' });
    const res = await post('providerA', '/exchange/listings/', {
      exchange_type: 'capacity_market',
      agreement,
      guide_price: '40',
      mw: '5',
      bidding_opens: inMinutes(30),
      bidding_closes: inMinutes(90),
      transfer_starts_on: `${year}-10-01`,
      transfer_ends_on: `${year + 1}-10-01`,
      publish: true,
    });
    const listing = (res.json() as Json).id as number;
    expect((res.json() as Json).status).toBe('scheduled');
    const notYet = await post('providerB', '/exchange/bids/', { listing, price: '30', mw: '5' });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toEqual({ detail: M.BID_NOT_YET });
    await h.app.db.query(`UPDATE exchange_listings SET bidding_opens = now() - interval '1 minute' WHERE id = $1`, [listing]);
    expect((await refreshListings(h.app.db)).opened).toContain(listing);
    expect((await post('providerB', '/exchange/bids/', { listing, price: '30', mw: '5' })).statusCode).toBe(201);
    await closeBiddingNow(h.app.db, listing);
    const closed = await refreshListings(h.app.db);
    expect(closed.closed).toContain(listing);
    expect(closed.lapsed).toEqual([]);
    // Five days after the close the lister has not decided: the bid lapses and the listing expires.
    await h.app.db.query(`UPDATE exchange_listings SET closed_at = now() - interval '5 days 1 minute' WHERE id = $1`, [listing]);
    const lapsed = await refreshListings(h.app.db);
    expect(lapsed.lapsed.length).toBe(1);
    expect(lapsed.settled).toContain(listing);
    expect(((await h.get('providerA', `/exchange/listings/${listing}/`)).json() as Json).status).toBe('expired');
    expect(((await h.get('providerB', `/exchange/bids/?listing=${listing}`)).json() as Json[])[0]).toMatchObject({ status: 'lapsed' });
    expect((await refreshListings(h.app.db)).settled).not.toContain(listing);
  });
});

describe('an obligation listing', () => {
  it('lists an obligation whole, lets only qualified providers bid, and moves it to the buyer', async () => {
    const today = ((await h.app.db.query<{ d: string }>(`SELECT to_char((now() AT TIME ZONE 'Europe/London')::date, 'YYYY-MM-DD') AS d`)).rows[0]!).d;
    const lastDay = addDays(today, 40);
    const { competition, obligation } = await makeObligation(h.app.db, (db, c) => createContractsFromResults(db, c, null), {
      operator: operatorX,
      seller,
      name: 'Exchange obligation test',
      period: [addDays(today, -10), lastDay],
      window: ['17:00', '19:00', [0, 1, 2, 3, 4, 5, 6]],
      capacity: '3',
      availability: '12.50',
    });
    await setAccess(h.app.db, seller, { operator: operatorX });
    await setAccess(h.app.db, buyerB, { operator: operatorX });
    const start = addDays(today, 10);
    const body = { exchange_type: 'flexibility_obligation', obligation, transfer_starts_on: start, mw: '3', bidding_opens: inMinutes(-1), bidding_closes: inMinutes(120), publish: true };
    expect((await post('providerA', '/exchange/listings/', { ...body, mw: '2' })).json()).toEqual({ mw: ['An obligation is listed whole: 3 MW.'] });
    expect((await post('providerA', '/exchange/listings/', { ...body, min_fill_mw: '1' })).json()).toEqual({ min_fill_mw: ['An obligation goes to one buyer: the minimum fill is the whole 3 MW.'] });
    expect((await post('providerA', '/exchange/listings/', { ...body, transfer_starts_on: today })).json()).toEqual({
      transfer_starts_on: [`The transfer must start between ${addDays(today, 1)} and ${lastDay}.`],
    });
    expect((await post('providerB', '/exchange/listings/', body)).json()).toEqual({ obligation: [M.OBLIGATION_NOT_YOURS] });
    const res = await post('providerA', '/exchange/listings/', body);
    expect(res.statusCode).toBe(201);
    const row = res.json() as Json;
    expect(row).toMatchObject({ mw: '3.00000', min_fill_mw: '3.00000', transfer_ends_on: addDays(lastDay, 1), price_unit: 'GBP/MW/h' });
    expect(row.flexibility_obligation).toMatchObject({ obligation, competition, availability_rate: '12.50', start_time: '17:00', end_time: '19:00', system_operator: operatorX });
    expect((await post('providerA', '/exchange/listings/', body)).json()).toEqual({ obligation: [M.OBLIGATION_LISTED] });
    const id = row.id as number;

    // The operator of the competition follows it read-only; another operator does not see it.
    expect((await h.get('operatorX', `/exchange/listings/${id}/`)).json()).toMatchObject({ can_bid: false, cannot_bid_reason: M.NO_ROLE });
    expect((await h.get('operatorY', `/exchange/listings/${id}/`)).statusCode).toBe(404);
    await h.app.db.query('DELETE FROM qualifications WHERE competition_id = $1', [competition]);
    expect((await h.get('providerB', `/exchange/listings/${id}/`)).json()).toMatchObject({ can_bid: false, cannot_bid_reason: M.NOT_QUALIFIED });
    const unqualified = await post('providerB', '/exchange/bids/', { listing: id, price: '10', mw: '3' });
    expect(unqualified.statusCode).toBe(403);
    expect(unqualified.json()).toEqual({ detail: M.NOT_QUALIFIED });
    await qualify(h.app.db, buyerB, competition);
    expect((await post('providerB', '/exchange/bids/', { listing: id, price: '12.51', mw: '3' })).json()).toEqual({
      price: ['The price cannot be above 12.50: the buyer keeps at most what the seller is paid.'],
    });
    const bid = (await post('providerB', '/exchange/bids/', { listing: id, price: '10', mw: '3' })).json() as Json;
    const decided = await post('providerA', `/exchange/listings/${id}/decisions/`, { decisions: [{ bid: bid.id, decision: 'accept' }], close_early: true });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'awarded' });
    const trade = ((await h.get('providerB', `/exchange/trades/?listing=${id}`)).json() as Json[])[0]!;
    // (availability rate − bid) × MW × the window's hours from the transfer start to the obligation's end: 2 h a day, every day.
    const hours = BigInt(daysBetween(start, addDays(lastDay, 1)) * 2);
    expect(trade).toMatchObject({ amount: money((pennies('12.50') - pennies('10')) * 3n * hours), registration_status: 'not_required', amount_kind: 'premium' });
    const held = await h.app.db.query<{ provider_id: number; starts_on: string }>(
      `SELECT provider_id, to_char(starts_on, 'YYYY-MM-DD') AS starts_on FROM obligations WHERE id = $1`,
      [trade.buyer_obligation],
    );
    expect(held.rows[0]).toEqual({ provider_id: buyerB, starts_on: start });
  });
});

describe('a trade that cannot be made yet', () => {
  it('refuses the decision whole (409, nothing stored); in the status job it waits for the next run without holding up others', async () => {
    const today = ((await h.app.db.query<{ d: string }>(`SELECT to_char((now() AT TIME ZONE 'Europe/London')::date, 'YYYY-MM-DD') AS d`)).rows[0]!).d;
    const { competition, obligation } = await makeObligation(h.app.db, (db, c) => createContractsFromResults(db, c, null), {
      operator: operatorX,
      seller,
      name: 'Exchange waiting transfer',
      period: [addDays(today, -5), addDays(today, 30)],
      window: ['07:00', '09:00', [0, 1, 2, 3, 4]],
      capacity: '2',
      availability: '8',
    });
    for (const org of [seller, buyerB, buyerC]) await setAccess(h.app.db, org, { operator: operatorX });
    for (const org of [buyerB, buyerC]) await qualify(h.app.db, org, competition);
    // The buyer's own contract in the competition awaits its acceptance: the obligation cannot move to it yet.
    await h.app.db.query(
      `INSERT INTO contracts (reference, competition_id, provider_id, operator_id, currency, starts_on, ends_on) VALUES ('CO-EX-WAIT', $1, $2, $3, 'GBP', $4, $5)`,
      [competition, buyerB, operatorX, today, addDays(today, 31)],
    );
    const res = await post('providerA', '/exchange/listings/', {
      exchange_type: 'flexibility_obligation',
      obligation,
      transfer_starts_on: addDays(today, 5),
      mw: '2',
      bidding_opens: inMinutes(-1),
      bidding_closes: inMinutes(120),
      publish: true,
    });
    const id = (res.json() as Json).id as number;
    const b = (await post('providerB', '/exchange/bids/', { listing: id, price: '6', mw: '2' })).json() as Json;
    await post('providerC', '/exchange/bids/', { listing: id, price: '7', mw: '2' });
    const refused = await post('providerA', `/exchange/listings/${id}/decisions/`, { close_early: true, decisions: [{ bid: b.id, decision: 'accept' }] });
    expect(refused.statusCode).toBe(409);
    expect(((await h.get('providerA', `/exchange/listings/${id}/`)).json() as Json).status).toBe('open');
    expect(((await h.get('providerB', `/exchange/bids/${String(b.id)}/`)).json() as Json).status).toBe('submitted');

    // Accepted without settling (C's bid still undecided); C's bid then lapses in the job, whose settlement is refused.
    await closeBiddingNow(h.app.db, id);
    await refreshListings(h.app.db);
    await h.app.db.query(`UPDATE exchange_bids SET status = 'accepted', awarded_mw = mw, decided_at = now() WHERE id = $1`, [b.id]);
    await h.app.db.query(`UPDATE exchange_listings SET closed_at = now() - interval '6 days' WHERE id = $1`, [id]);
    const other = await makeAgreement(h.app.db, seller, { number: 'CMU-OTHER-SWEEP', year, mw: '2', clear: '10' });
    const quiet = (await post('providerA', '/exchange/listings/', {
      exchange_type: 'capacity_market', agreement: other, guide_price: '5', mw: '2', bidding_opens: inMinutes(-5), bidding_closes: inMinutes(60),
      transfer_starts_on: `${year}-10-01`, transfer_ends_on: `${year}-10-02`, publish: true,
    })).json() as Json;
    await closeBiddingNow(h.app.db, quiet.id as number);
    const failures: number[] = [];
    const run = await refreshListings(h.app.db, (listing) => failures.push(listing));
    expect(failures).toEqual([id]);
    expect(run.settled).toContain(quiet.id);
    expect(((await h.get('providerA', `/exchange/listings/${id}/`)).json() as Json).status).toBe('closed');
    // Once the buyer accepts its contract, the next run makes the trade.
    await h.app.db.query(`UPDATE contracts SET status = 'active', accepted_at = now(), accepted_name = 'Buyer', terms_read = true WHERE reference = 'CO-EX-WAIT'`);
    expect((await refreshListings(h.app.db)).settled).toContain(id);
    expect(((await h.get('providerB', `/exchange/trades/?listing=${id}`)).json() as Json[]).length).toBe(1);
  });
});

describe('load modifications', () => {
  it('are bought at once by a holder of buy-load-mod: one trade at the asking price, other bids rejected', async () => {
    await setAccess(h.app.db, seller, 'load_modifications');
    await setAccess(h.app.db, operatorX, 'load_modifications');
    const g = await h.app.db.query<{ id: number; name: string }>('SELECT id, name FROM gsp_regions ORDER BY id LIMIT 1');
    const res = await post('providerA', '/exchange/listings/', {
      exchange_type: 'load_modification',
      gsp_region: g.rows[0]!.id,
      substation: 'Harker 132kV',
      start_time: '16:00',
      end_time: '19:00',
      first_month: `${year}-11`,
      last_month: `${year + 1}-02`,
      measurement_method: 'meter_before_after',
      mw: '0.75',
      buy_now_price: '3.20',
      bidding_opens: inMinutes(-1),
      bidding_closes: inMinutes(600),
      publish: true,
    });
    const id = (res.json() as Json).id as number;
    const map = (await h.get('operatorX', '/exchange/load-modifications/map/')).json() as Json[];
    expect(map.find((p) => p.id === id)).toMatchObject({ reference: `EX-${id}`, mw: '0.75000', gsp_name: g.rows[0]!.name, price: '3.20', status: 'open' });
    expect(((await h.get('operatorX', '/exchange/listings/?exchange_type=load_modification')).json() as Json[]).some((l) => l.id === id)).toBe(true);
    expect((await h.get('providerB', '/exchange/load-modifications/map/')).json()).toEqual([]);
    await setAccess(h.app.db, h.orgs['southern-wires']!, 'load_modifications');
    expect((await post('operatorY', '/exchange/bids/', { listing: id, price: '3.00', mw: '0.75' })).statusCode).toBe(201);
    const stale = await post('operatorX', `/exchange/listings/${id}/buy/`, { price: '3.10' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: 'The buy-now price is now 3.20: check it and buy again.' });
    const bought = await post('operatorX', `/exchange/listings/${id}/buy/`, { price: '3.20' });
    expect(bought.statusCode).toBe(201);
    // £/kW/month × kW × months: 3.20 × 750 × 4 (November to February).
    expect(bought.json()).toMatchObject({ amount: money(320n * 750n * 4n), amount_kind: 'price', buyer: operatorX, seller, registration_status: 'not_required' });
    expect(((await h.get('providerA', `/exchange/listings/${id}/`)).json() as Json).status).toBe('awarded');
    expect(((await h.get('operatorY', `/exchange/bids/?listing=${id}`)).json() as Json[])[0]).toMatchObject({ status: 'rejected' });
    const again = await post('operatorY', `/exchange/listings/${id}/buy/`, { price: '3.20' });
    expect(again.statusCode).toBe(409);
  });
});

describe('the open market', () => {
  it('lets a holder of buy-from-open-market approved for the open market buy a capacity-market listing with a buy-now price', async () => {
    const agreement = await makeAgreement(h.app.db, seller, { number: 'CMU-OPEN', year, mw: '3', clear: '70' });
    const res = await post('providerA', '/exchange/listings/', {
      exchange_type: 'capacity_market',
      agreement,
      guide_price: '60',
      mw: '3',
      buy_now_price: '62.50',
      bidding_opens: inMinutes(-1),
      bidding_closes: inMinutes(60),
      transfer_starts_on: `${year}-10-01`,
      transfer_ends_on: `${year + 1}-10-01`,
      publish: true,
    });
    const id = (res.json() as Json).id as number;
    const operatorY = h.orgs['southern-wires']!;
    await setAccess(h.app.db, operatorY, 'open_market', 'interest_registered');
    expect((await h.get('operatorY', `/exchange/listings/${id}/`)).json()).toMatchObject({ can_bid: false, cannot_bid_reason: M.NOT_APPROVED });
    expect(((await h.get('operatorY', '/exchange/access/')).json() as Json).can_buy_open_market).toBe(false);
    await setAccess(h.app.db, operatorY, 'open_market');
    expect(((await h.get('operatorY', '/exchange/access/')).json() as Json).can_buy_open_market).toBe(true);
    const bought = await post('operatorY', `/exchange/listings/${id}/buy/`, { price: '62.50' });
    expect(bought.statusCode).toBe(201);
    // A whole delivery year: (70 − 62.50) × 3,000 kW × days ÷ the same days.
    expect(bought.json()).toMatchObject({ buyer: operatorY, amount: money((pennies('70') - pennies('62.50')) * 3000n), registration_status: 'pending' });
  });
});

describe('withdrawing a listing', () => {
  it('rejects its live bids with the reason, and only the lister may', async () => {
    const agreement = await makeAgreement(h.app.db, seller, { number: 'CMU-WD', year, mw: '4', clear: '30' });
    const res = await post('providerA', '/exchange/listings/', {
      exchange_type: 'capacity_market',
      agreement,
      guide_price: '20',
      mw: '4',
      bidding_opens: inMinutes(-1),
      bidding_closes: inMinutes(60),
      transfer_starts_on: `${year}-10-01`,
      transfer_ends_on: `${year}-10-02`,
      publish: true,
      sealed: false,
    });
    const id = (res.json() as Json).id as number;
    const bid = (await post('providerB', '/exchange/bids/', { listing: id, price: '25', mw: '4' })).json() as Json;
    expect(((await h.get('providerC', `/exchange/listings/${id}/`)).json() as Json)).toMatchObject({ bid_count: 1, best_price: '25.00' });
    const cHistory = (await h.get('providerC', `/exchange/listings/${id}/history/`)).json() as Json[];
    expect(cHistory.find((e) => e.kind === 'bid_submitted')).toMatchObject({ actor_org_name: null, detail: { price: '25', mw: '4' } });
    expect((await post('providerB', `/exchange/listings/${id}/withdraw/`, { reason: 'No' })).statusCode).toBe(403);
    expect((await post('providerA', `/exchange/listings/${id}/withdraw/`, { reason: '  ' })).json()).toEqual({ reason: [M.WITHDRAW_REASON] });
    const ok = await post('providerA', `/exchange/listings/${id}/withdraw/`, { reason: 'Unit sold' });
    expect(ok.json()).toMatchObject({ status: 'withdrawn', withdrawn_reason: 'Unit sold' });
    expect(((await h.get('providerB', `/exchange/bids/${String(bid.id)}/`)).json() as Json)).toMatchObject({ status: 'rejected', decision_reason: 'Unit sold' });
    expect((await post('providerA', `/exchange/listings/${id}/withdraw/`, { reason: 'Again' })).statusCode).toBe(409);
    expect(((await h.get('providerA', `/exchange/agreements/${agreement}/`)).json() as Json).available_mw).toBe('4.00000');
  });
});
