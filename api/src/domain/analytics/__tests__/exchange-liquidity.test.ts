/**
 * GET analytics/reports/exchange-liquidity/: a fresh operator's obligations listed on the exchange,
 * load modifications it bid on or bought beside ones it did not, another operator's obligation and a
 * capacity-market trade; listings, MW, trades, bidders and amounts worked out here from those rows
 * by the report's rules (README), and no organisation's name anywhere in the answer.
 */
import type { Db } from '../../../db/types.js';
import { domainHarness, type Json } from '../../../../test/domain-harness.js';
import { bearer } from '../../../../test/helpers.js';
import { makeBid, makeCompetition, makeOrganisation, makeWindow } from '../../../../test/support/analytics.js';
import { loginWithoutAnalytics } from '../../../../test/support/analytics-access.js';

const h = domainHarness();

type Org = 'x' | 'y' | 'p1' | 'p2' | 'p3' | 'p4';
type Comp = 'c1' | 'c2' | 'other';

interface Listing {
  name: string;
  type: 'flexibility_obligation' | 'load_modification' | 'capacity_market';
  lister: Org;
  /** Obligations: the competition the obligation comes from. */
  comp?: Comp;
  /** Load modifications: which of the two test areas the block lies in. */
  area?: 0 | 1;
  opens: string;
  mw: string;
  sealed: boolean;
  status: string;
}
interface Bid {
  listing: string;
  bidder: Org;
  status: 'submitted' | 'accepted' | 'rejected' | 'withdrawn' | 'lapsed';
  mw: string;
}
interface Trade {
  listing: string;
  seller: Org;
  buyer: Org;
  mw: string;
  amount: string;
}

const LISTINGS: Listing[] = [
  { name: 'L1', type: 'flexibility_obligation', lister: 'p1', comp: 'c1', opens: '2026-03-10T12:00:00Z', mw: '2', sealed: true, status: 'awarded' },
  { name: 'L2', type: 'flexibility_obligation', lister: 'p2', comp: 'c2', opens: '2026-03-20T12:00:00Z', mw: '3', sealed: false, status: 'expired' },
  { name: 'L3', type: 'flexibility_obligation', lister: 'p3', comp: 'c1', opens: '2026-04-05T12:00:00Z', mw: '1.5', sealed: true, status: 'awarded' },
  // A draft, one opening in June (outside the range asked) and one of another operator's obligation.
  { name: 'L4', type: 'flexibility_obligation', lister: 'p1', comp: 'c1', opens: '2026-04-10T12:00:00Z', mw: '2', sealed: true, status: 'draft' },
  { name: 'L5', type: 'flexibility_obligation', lister: 'p1', comp: 'c1', opens: '2026-06-01T12:00:00Z', mw: '2', sealed: true, status: 'open' },
  { name: 'L6', type: 'flexibility_obligation', lister: 'p1', comp: 'other', opens: '2026-03-12T12:00:00Z', mw: '4', sealed: true, status: 'awarded' },
  // Load modifications: bought by the operator (sealed); bid on by it and bought by the other operator (open); never bid on by it.
  { name: 'M1', type: 'load_modification', lister: 'p4', area: 0, opens: '2026-03-15T12:00:00Z', mw: '0.5', sealed: true, status: 'awarded' },
  { name: 'M2', type: 'load_modification', lister: 'p4', area: 1, opens: '2026-04-20T12:00:00Z', mw: '0.8', sealed: false, status: 'awarded' },
  { name: 'M3', type: 'load_modification', lister: 'p4', area: 0, opens: '2026-04-22T12:00:00Z', mw: '1', sealed: false, status: 'open' },
  // A capacity-market trade between two providers.
  { name: 'K1', type: 'capacity_market', lister: 'p1', opens: '2026-03-18T12:00:00Z', mw: '5', sealed: true, status: 'awarded' },
];
const BIDS: Bid[] = [
  { listing: 'L1', bidder: 'p2', status: 'withdrawn', mw: '2' },
  { listing: 'L1', bidder: 'p2', status: 'accepted', mw: '2' },
  { listing: 'L1', bidder: 'p3', status: 'rejected', mw: '2' },
  { listing: 'L2', bidder: 'p1', status: 'lapsed', mw: '3' },
  { listing: 'L3', bidder: 'p1', status: 'accepted', mw: '1.5' },
  { listing: 'L3', bidder: 'p2', status: 'rejected', mw: '1.5' },
  { listing: 'L4', bidder: 'p2', status: 'submitted', mw: '2' },
  { listing: 'L5', bidder: 'p3', status: 'submitted', mw: '2' },
  { listing: 'L6', bidder: 'p3', status: 'accepted', mw: '4' },
  { listing: 'M1', bidder: 'x', status: 'accepted', mw: '0.5' },
  { listing: 'M1', bidder: 'y', status: 'rejected', mw: '0.5' },
  { listing: 'M1', bidder: 'p2', status: 'rejected', mw: '0.5' },
  { listing: 'M2', bidder: 'x', status: 'rejected', mw: '0.8' },
  { listing: 'M2', bidder: 'y', status: 'accepted', mw: '0.8' },
  { listing: 'M3', bidder: 'y', status: 'submitted', mw: '1' },
  { listing: 'K1', bidder: 'p2', status: 'accepted', mw: '5' },
];
const TRADES: Trade[] = [
  { listing: 'L1', seller: 'p1', buyer: 'p2', mw: '2', amount: '150.50' },
  { listing: 'L3', seller: 'p3', buyer: 'p1', mw: '1.5', amount: '80.25' },
  { listing: 'L6', seller: 'p1', buyer: 'p3', mw: '4', amount: '444.44' },
  { listing: 'M1', seller: 'p4', buyer: 'x', mw: '0.5', amount: '600.00' },
  { listing: 'M2', seller: 'p4', buyer: 'y', mw: '0.8', amount: '900.00' },
  { listing: 'K1', seller: 'p1', buyer: 'p2', mw: '5', amount: '1000.00' },
];

const NAMES: Record<Org, string> = {
  x: 'Liquidity Test Grid',
  y: 'Liquidity Test Other Grid',
  p1: 'Liquidity Test Power One',
  p2: 'Liquidity Test Power Two',
  p3: 'Liquidity Test Power Three',
  p4: 'Liquidity Test Blocks',
};
const COMP_TYPES: Record<Comp, string> = { c1: 'availability_utilisation', c2: 'utilisation', other: 'availability_utilisation' };
const RANGE = 'from=2026-03-01&to=2026-04-30';

const orgs = {} as Record<Org, number>;
const tokens: Record<string, string> = {};
const comps = {} as Record<Comp, number>;
let areas: [string, string] = ['', ''];

async function insertAll(db: Db): Promise<void> {
  const regions = (await db.query<{ id: number; gsp_group: string }>(`SELECT DISTINCT ON (gsp_group) id, gsp_group FROM gsp_regions ORDER BY gsp_group, id LIMIT 2`)).rows;
  areas = [regions[0]!.gsp_group, regions[1]!.gsp_group];
  const marketOf = async (kind: string, operator: number | null) => {
    if (operator !== null) await db.query(`INSERT INTO markets (kind, operator_id) VALUES ('flexibility', $1) ON CONFLICT DO NOTHING`, [operator]);
    return (await db.query<{ id: number }>(`SELECT id FROM markets WHERE kind = $1 AND operator_id IS NOT DISTINCT FROM $2`, [kind, operator])).rows[0]!.id;
  };
  const listingIds: Record<string, number> = {};
  for (const l of LISTINGS) {
    let market: number;
    let obligation: number | null = null;
    let agreement: number | null = null;
    if (l.type === 'flexibility_obligation') {
      const competition = comps[l.comp!];
      const operator = l.comp === 'other' ? orgs.y : orgs.x;
      market = await marketOf('flexibility', operator);
      const window = await makeWindow(db, competition, { name: `${l.name} window`, start: '2026-01-01', end: '2026-12-31', requiredMw: 5 });
      const bid = await makeBid(db, { competition, provider: orgs[l.lister], window, capacity: l.mw, approved: true });
      const contract = await db.query<{ id: number }>(
        `INSERT INTO contracts (reference, competition_id, provider_id, operator_id, status, currency, starts_on, ends_on, accepted_at, accepted_name, terms_read)
         VALUES ($1, $2, $3, $4, 'active', 'GBP', '2026-01-01', '2027-01-01', now(), 'Test', true)
         ON CONFLICT (competition_id, provider_id) DO UPDATE SET updated = now() RETURNING id`,
        [`CO-${l.name}`, competition, orgs[l.lister], operator],
      );
      obligation = (
        await db.query<{ id: number }>(
          `INSERT INTO obligations (contract_id, bid_id, competition_id, provider_id, service_window_id, window_name, start_time, end_time, service_days, holiday_handling,
                                    power_type, unit, capacity, max_runtime_seconds, availability_rate, currency, starts_on, ends_on)
           VALUES ($1, $2, $3, $4, $5, 'Evening', '17:00', '19:00', '{0,1,2,3,4}', 'Ignore', 'active_power', 'MW', $6, 3600, 10, 'GBP', '2026-01-01', '2027-01-01') RETURNING id`,
          [contract.rows[0]!.id, bid, competition, orgs[l.lister], window, l.mw],
        )
      ).rows[0]!.id;
    } else if (l.type === 'capacity_market') {
      market = await marketOf('capacity_exchange', null);
      agreement = (
        await db.query<{ id: number }>(
          `INSERT INTO exchange_agreements (provider_id, agreement_number, unit_id, agreement_type, delivery_year, de_rated_mw, clear_price) VALUES ($1, 'CM-LIQ-1', 'U1', 'T-1', 2026, 10, 60) RETURNING id`,
          [orgs[l.lister]],
        )
      ).rows[0]!.id;
    } else {
      market = await marketOf('load_modifications', null);
    }
    const region = l.area === undefined ? null : regions[l.area]!.id;
    listingIds[l.name] = (
      await db.query<{ id: number }>(
        `INSERT INTO exchange_listings (exchange_type, market_id, flex_provider_id, flex_provider_name, status, mw, min_fill_mw, sealed, buy_now_price,
                                        bidding_opens, bidding_closes, transfer_starts_on, transfer_ends_on, agreement_id, guide_price, obligation_id,
                                        gsp_region_id, lat, lon, start_time, end_time, measurement_method)
         VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $9::timestamptz + interval '7 days', '2026-07-01', '2026-08-01', $10, $11, $12,
                 $13, $14, $15, $16, $17, $18) RETURNING id`,
        [
          l.type, market, orgs[l.lister], NAMES[l.lister], l.status, l.mw, l.sealed, l.type === 'load_modification' ? '12.00' : null, l.opens,
          agreement, agreement === null ? null : '50', obligation,
          region, region === null ? null : 53.5, region === null ? null : -1.5,
          region === null ? null : '17:00', region === null ? null : '19:00', region === null ? null : 'half_hourly_baseline',
        ],
      )
    ).rows[0]!.id;
  }
  for (const b of BIDS) {
    await db.query(
      `INSERT INTO exchange_bids (listing_id, bidder_fp_id, bidder_fp_name, price, mw, status, awarded_mw) VALUES ($1, $2, $3, 5, $4, $5, CASE WHEN $5 = 'accepted' THEN $4::numeric END)`,
      [listingIds[b.listing], orgs[b.bidder], NAMES[b.bidder], b.mw, b.status],
    );
  }
  for (const [i, t] of TRADES.entries()) {
    await db.query(
      `INSERT INTO exchange_trades (reference, listing_id, seller_id, buyer_id, mw, price, amount, currency, transfer_starts_on, transfer_ends_on)
       VALUES ($1, $2, $3, $4, $5, 5, $6, 'GBP', '2026-07-01', '2026-08-01')`,
      [`LIQ-${i}`, listingIds[t.listing], orgs[t.seller], orgs[t.buyer], t.mw, t.amount],
    );
  }
}

beforeAll(async () => {
  const db = h.app.db;
  for (const o of ['x', 'y'] as const) {
    const made = await makeOrganisation(h.app, `liquidity-test-${o}`, NAMES[o], 'systemoperator');
    orgs[o] = made.id;
    tokens[o] = made.token!;
  }
  tokens.xWithout = await loginWithoutAnalytics(h.app, orgs.x, 'dispatcher@liquidity-test-x.test');
  for (const p of ['p1', 'p2', 'p3', 'p4'] as const) orgs[p] = (await makeOrganisation(h.app, `liquidity-test-${p}`, NAMES[p], 'flexprovider')).id;
  const regions = (await db.query<{ gsp_group: string }>(`SELECT DISTINCT gsp_group FROM gsp_regions ORDER BY gsp_group LIMIT 2`)).rows;
  comps.c1 = await makeCompetition(db, orgs.x, { name: 'Liquidity Test North', type: COMP_TYPES.c1, gspGroups: [regions[0]!.gsp_group] });
  comps.c2 = await makeCompetition(db, orgs.x, { name: 'Liquidity Test South', type: COMP_TYPES.c2, gspGroups: [regions[1]!.gsp_group] });
  comps.other = await makeCompetition(db, orgs.y, { name: 'Liquidity Test Elsewhere', type: COMP_TYPES.other, gspGroups: [regions[0]!.gsp_group] });
  await insertAll(db);
});

// ── The expected answer, by the README's rules, from LISTINGS, BIDS and TRADES ─────────────────
interface Keep {
  from?: string;
  to?: string;
  competition?: Comp;
  area?: 0 | 1;
  product?: string;
  provider?: Org;
}

/** X's listings in reach: its obligations' (published), load modifications it bid on or bought. */
function inReach(k: Keep): Listing[] {
  const from = k.from ?? '2026-03-01';
  const to = k.to ?? '2026-04-30T99';
  const compArea = (c: Comp) => (c === 'c2' ? 1 : 0);
  return LISTINGS.filter((l) => {
    if (l.status === 'draft' || l.opens < from || l.opens > to) return false;
    if (k.provider && l.lister !== k.provider) return false;
    if (l.type === 'flexibility_obligation') {
      return l.comp !== 'other' && (!k.competition || l.comp === k.competition) && (k.area === undefined || compArea(l.comp!) === k.area) && (!k.product || COMP_TYPES[l.comp!] === k.product);
    }
    if (l.type === 'load_modification') {
      const touched = BIDS.some((b) => b.listing === l.name && b.bidder === 'x') || TRADES.some((t) => t.listing === l.name && t.buyer === 'x');
      return touched && !k.competition && !k.product && (k.area === undefined || l.area === k.area);
    }
    return false;
  });
}
/** The bidders X may count on a listing: all on its own market's and unsealed listings, else only itself. */
const visibleBidders = (l: Listing) => new Set(BIDS.filter((b) => b.listing === l.name && (l.type === 'flexibility_obligation' || !l.sealed || b.bidder === 'x')).map((b) => b.bidder));
/** The trades X counts: all on its own market's listings, its own purchases of load modifications. */
const countedTrades = (l: Listing) => TRADES.filter((t) => t.listing === l.name && (l.type === 'flexibility_obligation' || t.buyer === 'x'));

const cents = (amount: string) => Math.round(Number(amount) * 100);
const moneyText = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

function aggregate(listings: Listing[]): Omit<Json, 'month' | 'exchange_type'> {
  const trades = listings.flatMap(countedTrades);
  const bidders = new Set(listings.flatMap((l) => [...visibleBidders(l)]));
  const perListing = listings.reduce((s, l) => s + visibleBidders(l).size, 0);
  return {
    listings: listings.length,
    listed_mw: listings.reduce((s, l) => s + Number(l.mw), 0),
    trades: trades.length,
    traded_mw: trades.reduce((s, t) => s + Number(t.mw), 0),
    bidders: bidders.size,
    bidders_per_listing: listings.length === 0 ? null : Math.round((perListing / listings.length) * 100) / 100,
    // Amounts have two decimals: added as whole pence here.
    premiums: moneyText(trades.reduce((s, t) => s + cents(t.amount), 0)),
  };
}

function expectedRows(k: Keep = {}): Json[] {
  const listings = inReach(k);
  const keys = [...new Set(listings.map((l) => `${l.opens.slice(0, 7)}|${l.type}`))].sort();
  return keys.map((key) => {
    const [month, type] = key.split('|') as [string, string];
    return { month, exchange_type: type, ...aggregate(listings.filter((l) => l.opens.startsWith(month) && l.type === type)) };
  });
}

function closeTo(actual: Json[], expected: Json[]): void {
  expect(actual.map((r) => [r.month, r.exchange_type])).toEqual(expected.map((r) => [r.month, r.exchange_type]));
  actual.forEach((row, i) => {
    for (const [key, value] of Object.entries(expected[i]!)) {
      if (typeof value === 'number' && !Number.isInteger(value)) expect(row[key]).toBeCloseTo(value, 9);
      else expect([key, row[key]]).toEqual([key, value]);
    }
  });
}

async function report(token: string, query: string): Promise<Json> {
  const res = await h.app.inject({ method: 'GET', url: `/analytics/reports/exchange-liquidity/?${query}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as Json;
}
const mainRows = (r: Json) => ((r.tables as Json[])[0]!.rows as Json[]);

describe('exchange-liquidity', () => {
  it('listings, MW, trades, bidders and amounts per month and exchange type, by the report’s rules', async () => {
    const r = await report(tokens.x!, RANGE);
    expect(r.empty).toBeNull();
    const expected = expectedRows();
    // L1, L2 and M1 in March; L3 and M2 in April. Not the draft, June's listing, the other operator's, M3 or the capacity market.
    expect(expected.map((e) => [e.month, e.exchange_type, e.listings])).toEqual([
      ['2026-03', 'flexibility_obligation', 2],
      ['2026-03', 'load_modification', 1],
      ['2026-04', 'flexibility_obligation', 1],
      ['2026-04', 'load_modification', 1],
    ]);
    // By hand: March's obligations — bidders p2 and p3 on L1, p1 on L2: 3 distinct, (2 + 1) / 2 per listing; one trade of 2 MW, 150.50.
    expect(expected[0]).toMatchObject({ listed_mw: 5, trades: 1, traded_mw: 2, bidders: 3, bidders_per_listing: 1.5, premiums: '150.50' });
    // M1 is sealed (only the operator's own bid counts); M2 is open (both operators' bids count) but bought by the other operator.
    expect([expected[1]!.bidders, expected[3]!.bidders, expected[3]!.trades]).toEqual([1, 2, 0]);
    closeTo(mainRows(r), expected);

    const all = aggregate(inReach({}));
    const figures = Object.fromEntries((r.figures as Json[]).map((f) => [f.key, f.value]));
    expect(figures.listed_mw).toBeCloseTo(all.listed_mw as number, 9);
    expect(figures.traded_mw).toBeCloseTo(all.traded_mw as number, 9);
    expect(figures.bidders_per_listing).toBe(all.bidders_per_listing);
    expect(figures.premiums).toBe(all.premiums);
    expect(figures.premiums).toBe('830.75');

    const points = (r.chart as Json).points as Json[];
    expect(points.map((p) => p.month)).toEqual(['2026-03', '2026-04']);
    for (const p of points) {
      const month = inReach({}).filter((l) => l.opens.startsWith(p.month as string));
      expect(p.listed_mw).toBeCloseTo(month.reduce((s, l) => s + Number(l.mw), 0), 9);
      expect(p.traded_mw).toBeCloseTo(month.flatMap(countedTrades).reduce((s, t) => s + Number(t.mw), 0), 9);
    }
  });

  it('narrows by date range, competition, area, product and provider', async () => {
    closeTo(mainRows(await report(tokens.x!, 'from=2026-04-01&to=2026-04-30')), expectedRows({ from: '2026-04-01' }));
    closeTo(mainRows(await report(tokens.x!, `${RANGE}&competition=${comps.c2}`)), expectedRows({ competition: 'c2' }));
    closeTo(mainRows(await report(tokens.x!, `${RANGE}&area=${areas[0]}`)), expectedRows({ area: 0 }));
    closeTo(mainRows(await report(tokens.x!, `${RANGE}&area=${areas[1]}`)), expectedRows({ area: 1 }));
    closeTo(mainRows(await report(tokens.x!, `${RANGE}&product=utilisation`)), expectedRows({ product: 'utilisation' }));
    closeTo(mainRows(await report(tokens.x!, `${RANGE}&provider=${orgs.p4}`)), expectedRows({ provider: 'p4' }));
    expect(mainRows(await report(tokens.x!, 'from=2026-01-01&to=2026-06-30')).map((row) => row.month)).toEqual(['2026-03', '2026-03', '2026-04', '2026-04', '2026-06']);
    const none = await report(tokens.x!, 'from=2025-01-01&to=2025-12-31');
    expect([none.empty, mainRows(none)]).toEqual(['no_data', []]);
  });

  it("names no organisation, and keeps to the caller's own markets", async () => {
    const body = JSON.stringify(await report(tokens.x!, 'from=2026-01-01&to=2026-12-31'));
    for (const name of Object.values(NAMES)) expect(body).not.toContain(name);
    expect(body).not.toContain('capacity_market');
    // The other operator: its obligation (L6, one trade) and the load modifications it bid on (M1, M2, M3), M2 its purchase.
    const theirs = mainRows(await report(tokens.y!, RANGE));
    expect(theirs.map((row) => [row.month, row.exchange_type, row.listings, row.trades, row.premiums])).toEqual([
      ['2026-03', 'flexibility_obligation', 1, 1, '444.44'],
      ['2026-03', 'load_modification', 1, 0, '0.00'],
      ['2026-04', 'load_modification', 2, 1, '900.00'],
    ]);
    expect(mainRows(await report(tokens.x!, `${RANGE}&competition=${comps.other}`))).toEqual([]);
  });

  it('says no_exchange for an operator with nothing on the exchange', async () => {
    const fresh = await makeOrganisation(h.app, 'liquidity-test-new', 'Liquidity Test New Grid', 'systemoperator');
    await makeCompetition(h.app.db, fresh.id, { name: 'Liquidity Test Quiet' });
    expect((await report(fresh.token!, RANGE)).empty).toBe('no_exchange');
  });

  it('is for operators holding analytics only, and gives the main table as CSV', async () => {
    const url = `/analytics/reports/exchange-liquidity/?${RANGE}`;
    expect((await h.get('providerA', url)).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url, headers: bearer(tokens.xWithout!) })).statusCode).toBe(403);
    const csv = await h.app.inject({ method: 'GET', url: `${url}&format=csv`, headers: bearer(tokens.x!) });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('month,exchange_type,listings,listed_mw,trades,traded_mw,bidders,bidders_per_listing,premiums');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 3).join(','))).toEqual(expectedRows().map((e) => `${e.month},${e.exchange_type},${e.listings}`));
  });
});
