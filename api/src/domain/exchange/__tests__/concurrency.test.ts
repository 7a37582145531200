/**
 * The exchange under concurrent requests (meaningful on PostgreSQL, where each request has its own
 * connection; on PGlite they queue): two listings of one agreement never list beyond it, bids racing
 * the close are either stored before it or refused with nothing stored, concurrent buys have one
 * winner, and concurrent decisions never fill a listing twice.
 */
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import { login } from '../../../../test/helpers.js';
import { addProvider, inMinutes, makeAgreement, nextDeliveryYear, setAccess } from '../../../../test/support/exchange.js';
import { refreshListings } from '../jobs.js';
import * as M from '../messages.js';

const h = domainHarness();
const year = nextDeliveryYear();
let seller: number;
const bidders: string[] = [];

const post = (who: string, url: string, body?: unknown) => h.send(who, 'POST', url, body);
const cmListing = (agreement: number, over: Json = {}) => ({
  exchange_type: 'capacity_market',
  agreement,
  guide_price: '40',
  mw: '6',
  bidding_opens: inMinutes(-5),
  bidding_closes: inMinutes(60),
  transfer_starts_on: `${year}-10-01`,
  transfer_ends_on: `${year + 1}-10-01`,
  publish: true,
  ...over,
});

beforeAll(async () => {
  seller = h.orgs['brightgrid-energy']!;
  await setAccess(h.app.db, seller, 'capacity_exchange');
  for (let i = 0; i < 4; i++) {
    const p = await addProvider(h.app.db, (email) => login(h.app, email), `racer-${i}`);
    h.tokens[`racer${i}`] = p.token;
    bidders.push(`racer${i}`);
    await setAccess(h.app.db, p.orgId, 'capacity_exchange');
  }
});

it('lists one agreement at most to its capacity, whatever the concurrency', async () => {
  const agreement = await makeAgreement(h.app.db, seller, { number: 'CMU-RACE', year, mw: '10', clear: '60' });
  const answers = await Promise.all([0, 1, 2].map(() => post('providerA', '/exchange/listings/', cmListing(agreement))));
  const statuses = answers.map((a) => a.statusCode).sort();
  expect(statuses).toEqual([201, 400, 400]);
  for (const a of answers.filter((x) => x.statusCode === 400)) expect(a.json()).toEqual({ mw: ['The agreement has only 4 MW left to list.'] });
  const listed = await h.app.db.query<{ mw: string }>(`SELECT COALESCE(sum(mw), 0)::text AS mw FROM exchange_listings WHERE agreement_id = $1`, [agreement]);
  expect(Number(listed.rows[0]!.mw)).toBe(6);
});

it('stores a bid racing the close only if it got in before it, and refuses the rest with nothing stored', async () => {
  const agreement = await makeAgreement(h.app.db, seller, { number: 'CMU-CLOSE', year, mw: '10', clear: '60' });
  const res = await post('providerA', '/exchange/listings/', cmListing(agreement, { mw: '10' }));
  const listing = (res.json() as Json).id as number;
  // Bidding closes 300 ms from now (database clock); bids and the status job are sent around that moment.
  await h.app.db.query(`UPDATE exchange_listings SET bidding_closes = now() + interval '300 milliseconds' WHERE id = $1`, [listing]);
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const bid = async (who: string, delay: number) => {
    await wait(delay);
    return post(who, '/exchange/bids/', { listing, price: '50', mw: '10' });
  };
  const [answers] = await Promise.all([
    Promise.all(bidders.map((who, i) => bid(who, 150 + i * 100))),
    (async () => {
      await wait(300);
      return refreshListings(h.app.db);
    })(),
  ]);
  const accepted = answers.filter((a) => a.statusCode === 201);
  const refused = answers.filter((a) => a.statusCode !== 201);
  for (const a of refused) {
    expect(a.statusCode).toBe(409);
    expect(a.json()).toEqual({ detail: M.BID_CLOSED });
  }
  const stored = await h.app.db.query<{ id: number; in_time: boolean }>(
    `SELECT b.id, b.created < l.bidding_closes AS in_time FROM exchange_bids b JOIN exchange_listings l ON l.id = b.listing_id WHERE b.listing_id = $1 ORDER BY b.id`,
    [listing],
  );
  expect(stored.rows.map((b) => b.id).sort()).toEqual(accepted.map((a) => (a.json() as Json).id as number).sort());
  expect(stored.rows.every((b) => b.in_time)).toBe(true);
  // Whatever the timing, bids after the close are refused.
  await refreshListings(h.app.db);
  const late = await post(bidders[0]!, '/exchange/bids/', { listing, price: '50', mw: '10' });
  expect([409]).toContain(late.statusCode);
});

it('lets exactly one of several concurrent buyers buy a listing at once', async () => {
  const agreement = await makeAgreement(h.app.db, seller, { number: 'CMU-BUY', year, mw: '10', clear: '60' });
  const res = await post('providerA', '/exchange/listings/', cmListing(agreement, { mw: '10', buy_now_price: '55' }));
  const listing = (res.json() as Json).id as number;
  const answers = await Promise.all(bidders.map((who) => post(who, `/exchange/listings/${listing}/buy/`, { price: '55' })));
  expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
  for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json()).toEqual({ detail: M.BUY_NOT_OPEN });
  const trades = await h.app.db.query('SELECT id FROM exchange_trades WHERE listing_id = $1', [listing]);
  expect(trades.rows.length).toBe(1);
});

it('never fills a listing twice when the lister decides twice at once', async () => {
  const agreement = await makeAgreement(h.app.db, seller, { number: 'CMU-DECIDE', year, mw: '10', clear: '60' });
  const res = await post('providerA', '/exchange/listings/', cmListing(agreement, { mw: '10' }));
  const listing = (res.json() as Json).id as number;
  const bids: number[] = [];
  for (const who of bidders.slice(0, 2)) bids.push(((await post(who, '/exchange/bids/', { listing, price: '45', mw: '10' })).json() as Json).id as number);
  const answers = await Promise.all(
    bids.map((bid, i) =>
      post('providerA', `/exchange/listings/${listing}/decisions/`, {
        close_early: true,
        decisions: [
          { bid, decision: 'accept' },
          { bid: bids[1 - i], decision: 'reject' },
        ],
      }),
    ),
  );
  const codes = answers.map((a) => a.statusCode).sort();
  expect(codes[0]).toBe(200);
  expect(codes[1]).toBeGreaterThanOrEqual(400);
  const accepted = await h.app.db.query<{ mw: string }>(`SELECT COALESCE(sum(awarded_mw), 0)::text AS mw FROM exchange_bids WHERE listing_id = $1 AND status = 'accepted'`, [listing]);
  expect(Number(accepted.rows[0]!.mw)).toBe(10);
  const trades = await h.app.db.query('SELECT id FROM exchange_trades WHERE listing_id = $1', [listing]);
  expect(trades.rows.length).toBe(1);
});
