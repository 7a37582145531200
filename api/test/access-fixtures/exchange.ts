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
};
