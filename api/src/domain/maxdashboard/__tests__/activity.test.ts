/**
 * GET maxdashboard/activity/: a new flex provider's listings, bids and trades on the exchange,
 * counted per status and the latest of each, beside another provider's that it must not see.
 */
import type { Db } from '../../../db/types.js';
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import { bearer, login } from '../../../../test/helpers.js';

const h = domainHarness();
let token = '';
let mine = 0;
let other = 0;

async function listing(db: Db, owner: number, name: string, status: string, mw: string, createdDaysAgo: number): Promise<number> {
  const market = (await db.query<{ id: number }>(`SELECT id FROM markets WHERE kind = 'load_modifications' AND operator_id IS NULL`)).rows[0]!.id;
  const region = (await db.query<{ id: number }>('SELECT id FROM gsp_regions ORDER BY id LIMIT 1')).rows[0]!.id;
  return (
    await db.query<{ id: number }>(
      `INSERT INTO exchange_listings (exchange_type, market_id, flex_provider_id, flex_provider_name, status, mw, min_fill_mw, buy_now_price,
                                      bidding_opens, bidding_closes, transfer_starts_on, transfer_ends_on, gsp_region_id, lat, lon, start_time, end_time,
                                      measurement_method, created)
       VALUES ('load_modification', $1, $2, $3, $4, $5, $5, 12.5, now() - interval '10 days', now() + interval '10 days', '2027-01-01', '2027-02-01',
               $6, 53.8, -1.5, '17:00', '19:00', 'half_hourly_baseline', now() - make_interval(days => $7)) RETURNING id`,
      [market, owner, name, status, mw, region, createdDaysAgo],
    )
  ).rows[0]!.id;
}

async function bid(db: Db, listingId: number, bidder: number, status: string, mw: string, createdDaysAgo: number): Promise<number> {
  return (
    await db.query<{ id: number }>(
      `INSERT INTO exchange_bids (listing_id, bidder_fp_id, bidder_fp_name, price, mw, status, awarded_mw, created)
       VALUES ($1, $2, 'x', 11.25, $3, $4, CASE WHEN $4 = 'accepted' THEN $3::numeric END, now() - make_interval(days => $5)) RETURNING id`,
      [listingId, bidder, mw, status, createdDaysAgo],
    )
  ).rows[0]!.id;
}

async function trade(db: Db, listingId: number, seller: number, buyer: number, ref: string, amount: string): Promise<number> {
  return (
    await db.query<{ id: number }>(
      `INSERT INTO exchange_trades (reference, listing_id, seller_id, buyer_id, mw, price, amount, currency, transfer_starts_on, transfer_ends_on)
       VALUES ($1, $2, $3, $4, 1.5, 12.5, $5, 'GBP', '2027-01-01', '2027-02-01') RETURNING id`,
      [ref, listingId, seller, buyer, amount],
    )
  ).rows[0]!.id;
}

const ids: Record<string, number> = {};

beforeAll(async () => {
  const db = h.app.db;
  mine = (await db.query<{ id: number }>(`INSERT INTO organisations (name, org_type, slug, is_max_org) VALUES ('Activity Test Power', 'flexprovider', 'activity-test-power', true) RETURNING id`)).rows[0]!.id;
  other = h.orgs['voltwise-flex']!;
  await db.query(
    `INSERT INTO users (email, first_name, last_name, password_hash, organisation_id, is_activated)
     SELECT 'trader@activity.test', 'Tra', 'Der', password_hash, $1, true FROM users WHERE email = 'provider@brightgrid.test'`,
    [mine],
  );
  token = await login(h.app, 'trader@activity.test');
  // Mine: three open listings and one awarded, made 6 to 1 days ago (the latest first in the answer).
  ids.open1 = await listing(db, mine, 'Activity Test Power', 'open', '2', 6);
  ids.open2 = await listing(db, mine, 'Activity Test Power', 'open', '3', 5);
  ids.draft = await listing(db, mine, 'Activity Test Power', 'draft', '1', 2);
  ids.awarded = await listing(db, mine, 'Activity Test Power', 'awarded', '1.5', 1);
  // Voltwise's listings, on which I bid; one of its bids is on mine.
  ids.theirs1 = await listing(db, other, 'Voltwise Flex', 'open', '4', 3);
  ids.theirs2 = await listing(db, other, 'Voltwise Flex', 'awarded', '1.5', 4);
  ids.bidSubmitted = await bid(db, ids.theirs1, mine, 'submitted', '2', 2);
  ids.bidAccepted = await bid(db, ids.theirs2, mine, 'accepted', '1.5', 3);
  ids.bidWithdrawn = await bid(db, ids.theirs2, mine, 'withdrawn', '1', 4);
  ids.theirBid = await bid(db, ids.awarded, other, 'accepted', '1.5', 1);
  // I sold my awarded listing to Voltwise, and bought its awarded one.
  ids.sold = await trade(db, ids.awarded, mine, other, 'ACT-T-1', '1875.00');
  ids.bought = await trade(db, ids.theirs2, other, mine, 'ACT-T-2', '900.50');
});

describe('GET maxdashboard/activity/', () => {
  it('counts my listings and bids per status (every status), my trades per side, and gives the latest of each', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/maxdashboard/activity/', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const a = res.json() as { listings: Json; bids: Json; trades: Json };
    expect(a.listings.total).toBe(4);
    expect(a.listings.by_status).toEqual([
      { status: 'draft', count: 1 },
      { status: 'scheduled', count: 0 },
      { status: 'open', count: 2 },
      { status: 'closed', count: 0 },
      { status: 'awarded', count: 1 },
      { status: 'withdrawn', count: 0 },
      { status: 'expired', count: 0 },
    ]);
    expect((a.listings.latest as Json[]).map((l) => l.id)).toEqual([ids.awarded, ids.draft, ids.open2, ids.open1]);
    expect((a.listings.latest as Json[])[0]).toMatchObject({ exchange_type: 'load_modification', status: 'awarded', currency: 'GBP' });
    expect(Number((a.listings.latest as Json[])[0]!.mw)).toBe(1.5);

    expect(a.bids.total).toBe(3);
    expect((a.bids.by_status as Json[]).filter((s) => (s.count as number) > 0)).toEqual([
      { status: 'submitted', count: 1 },
      { status: 'withdrawn', count: 1 },
      { status: 'accepted', count: 1 },
    ]);
    expect((a.bids.latest as Json[]).map((b) => [b.id, b.listing])).toEqual([
      [ids.bidSubmitted, ids.theirs1],
      [ids.bidAccepted, ids.theirs2],
      [ids.bidWithdrawn, ids.theirs2],
    ]);
    expect(Number((a.bids.latest as Json[])[0]!.price)).toBe(11.25);

    expect(a.trades).toMatchObject({ total: 2, sold: 1, bought: 1 });
    const trades = a.trades.latest as Json[];
    expect(trades.map((t) => [t.id, t.side, t.amount])).toEqual(
      expect.arrayContaining([
        [ids.sold, 'sold', '1875.00'],
        [ids.bought, 'bought', '900.50'],
      ]),
    );
    expect(trades).toHaveLength(2);
  });

  it('answers another provider about its own activity only, and refuses operators', async () => {
    const res = await h.get('providerA', '/maxdashboard/activity/');
    expect(res.statusCode).toBe(200);
    const a = res.json() as { listings: Json; bids: Json; trades: Json };
    // Brightgrid's own activity, whatever the seed made: never my rows.
    const idsOf = (rows: unknown) => (rows as Json[]).map((x) => x.id);
    expect(idsOf(a.listings.latest)).not.toEqual(expect.arrayContaining([ids.awarded]));
    expect(idsOf(a.bids.latest)).not.toEqual(expect.arrayContaining([ids.bidSubmitted]));
    expect(idsOf(a.trades.latest)).not.toEqual(expect.arrayContaining([ids.sold]));
    expect((await h.get('operatorX', '/maxdashboard/activity/')).statusCode).toBe(403);
  });
});
