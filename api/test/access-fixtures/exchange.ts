import type { Db } from '../../src/db/types.js';
import type { Row } from '../../src/resources/index.js';
import type { AccessFixtures, MatrixActor, MatrixActors } from './types.js';

/**
 * The exchange. Agreements: their provider only. Listings: the lister always; once published,
 * providers (capacity-market and obligation listings), the demo operators (admins, who hold
 * buy-load-mod and buy-from-open-market: load modifications, and listings with a buy-now price),
 * and the operator of an obligation's competition. Bids: the bidder and the lister. Trades: the
 * seller and the buyer.
 */
/** Each matrix listing's lister (filled by the setup), for the bids' oracle. */
const listers = new Map<number, number>();

const isOrg = (actor: MatrixActor) => actor.orgId !== null && (actor.orgType === 'flexprovider' || actor.orgType === 'systemoperator');

const seesListing = (actor: MatrixActor, row: Row): boolean => {
  if (!isOrg(actor)) return false;
  if (row.flex_provider === actor.orgId) return true;
  if (row.status === 'draft') return false;
  const operator = actor.orgType === 'systemoperator';
  if (row.exchange_type === 'load_modification') return operator;
  if (actor.orgType === 'flexprovider') return true;
  if (row.buy_now_price !== null) return true;
  const ob = row.flexibility_obligation as { system_operator?: number } | null;
  return row.exchange_type === 'flexibility_obligation' && ob?.system_operator === actor.orgId;
};

/** An agreement of each provider; provider A's draft and published capacity-market listings, provider B's published one with a buy-now price, and provider A's load-modification block. */
async function seedMatrixExchange(db: Db, actors: MatrixActors): Promise<void> {
  const agreement = async (provider: number, number: string) =>
    (
      await db.query<{ id: number }>(
        `INSERT INTO exchange_agreements (provider_id, agreement_number, unit_id, agreement_type, delivery_year, de_rated_mw, clear_price)
         VALUES ($1, $2, 'UNIT-M', 'T-4', 2027, 20, 60) RETURNING id`,
        [provider, number],
      )
    ).rows[0]!.id;
  const a = await agreement(actors.providerA.orgId!, 'CM-MATRIX-A');
  const b = await agreement(actors.providerB.orgId!, 'CM-MATRIX-B');
  const cm = `INSERT INTO exchange_listings (exchange_type, market_id, flex_provider_id, flex_provider_name, status, mw, min_fill_mw, buy_now_price,
                bidding_opens, bidding_closes, transfer_starts_on, transfer_ends_on, agreement_id, guide_price)
              SELECT 'capacity_market', m.id, $1, 'matrix', $2, 5, 5, $3, now() - interval '1 day', now() + interval '5 days', '2027-10-01', '2028-10-01', $4, 50
                FROM markets m WHERE m.kind = 'capacity_exchange'`;
  await db.query(cm, [actors.providerA.orgId, 'draft', null, a]);
  await db.query(cm, [actors.providerA.orgId, 'open', null, a]);
  await db.query(cm, [actors.providerB.orgId, 'open', 55, b]);
  // Provider B's bid on provider A's open listing, provider A's on B's, and a trade of A's listing to B.
  const open = await db.query<{ id: number; flex_provider_id: number }>(
    `SELECT id, flex_provider_id FROM exchange_listings WHERE flex_provider_name = 'matrix' AND status = 'open' AND exchange_type = 'capacity_market' ORDER BY id`,
  );
  for (const l of open.rows) {
    listers.set(l.id, l.flex_provider_id);
    const bidder = l.flex_provider_id === actors.providerA.orgId ? actors.providerB : actors.providerA;
    await db.query(`INSERT INTO exchange_bids (listing_id, bidder_fp_id, bidder_fp_name, price, mw) VALUES ($1, $2, 'matrix', 45, 5)`, [l.id, bidder.orgId]);
  }
  const sold = open.rows.find((l) => l.flex_provider_id === actors.providerA.orgId)!;
  await db.query(
    `INSERT INTO exchange_trades (reference, listing_id, seller_id, buyer_id, mw, price, reference_price, amount, currency, transfer_starts_on, transfer_ends_on, registration_status)
     VALUES ('TR-MATRIX', $1, $2, $3, 5, 45, 60, 100, 'GBP', '2027-10-01', '2028-10-01', 'pending')`,
    [sold.id, actors.providerA.orgId, actors.providerB.orgId],
  );
  await db.query(
    `INSERT INTO exchange_listings (exchange_type, market_id, flex_provider_id, flex_provider_name, status, mw, min_fill_mw, buy_now_price,
        bidding_opens, bidding_closes, transfer_starts_on, transfer_ends_on, gsp_region_id, lat, lon, start_time, end_time, measurement_method)
     SELECT 'load_modification', m.id, $1, 'matrix', 'open', 2, 2, 4.5, now() - interval '1 day', now() + interval '5 days', '2027-01-01', '2027-04-01',
            g.id, g.centre_lat, g.centre_lon, '17:00', '19:00', 'half_hourly_baseline'
       FROM markets m, (SELECT * FROM gsp_regions ORDER BY id LIMIT 1) g WHERE m.kind = 'load_modifications'`,
    [actors.providerA.orgId],
  );
}

export const exchangeFixtures: Record<string, AccessFixtures> = {
  'exchange/agreements': {
    setup: seedMatrixExchange,
    canSee: (actor, row) => actor.orgType === 'flexprovider' && row.flex_provider === actor.orgId,
    canCreate: (actor) => actor.orgType === 'flexprovider',
    sampleCreate: (actor) => ({ agreement_number: `CM-MATRIX-NEW-${actor.name}`, unit_id: 'UNIT-N', agreement_type: 'T-1', delivery_year: 2027, de_rated_mw: '3', clear_price: '40' }),
  },
  'exchange/listings': {
    canSee: seesListing,
    // Publish, withdraw and decisions are the lister's; bidding and buying are actions with bodies of their own.
    canWrite: (actor, row) => row.flex_provider === actor.orgId,
  },
  'exchange/bids': {
    canSee: (actor, row) => isOrg(actor) && (row.bidder_fp_id === actor.orgId || listers.get(row.listing as number) === actor.orgId),
    // Amend and withdraw: the bidder only.
    canWrite: (actor, row) => row.bidder_fp_id === actor.orgId,
  },
  'exchange/trades': {
    canSee: (actor, row) => isOrg(actor) && (row.seller === actor.orgId || row.buyer === actor.orgId),
    canWrite: (actor, row) => row.seller === actor.orgId || row.buyer === actor.orgId,
    references: { listing: 'exchange/listings' },
  },
};
