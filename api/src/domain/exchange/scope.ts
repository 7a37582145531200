/**
 * Who sees which exchange rows (README.md, "Who sees what"). A listing: its lister always; once
 * published, providers (capacity-market and obligation listings), holders of `buy-load-mod`
 * (load modifications), holders of `buy-from-open-market` (capacity-market and obligation
 * listings with a buy-now price), and the operator of an obligation's competition, read-only.
 * A bid: its bidder, and the lister of its listing. A trade: its seller and its buyer.
 */
import { sql, type SqlFragment } from '../../db/sql.js';
import type { ResourceContext } from '../../resources/index.js';

export function listingScope({ user }: ResourceContext): SqlFragment | boolean {
  if (!user || user.orgId === null || (user.orgType !== 'flexprovider' && user.orgType !== 'systemoperator')) return false;
  const org = user.orgId;
  const provider = user.orgType === 'flexprovider';
  const operator = user.orgType === 'systemoperator';
  const loadMod = user.permissions.includes('buy-load-mod');
  const openMarket = user.permissions.includes('buy-from-open-market');
  return sql`(t.flex_provider_id = ${org}::int OR (t.status <> 'draft' AND (
      (t.exchange_type <> 'load_modification' AND ${provider}::boolean)
      OR (t.exchange_type = 'load_modification' AND ${loadMod}::boolean)
      OR (t.exchange_type <> 'load_modification' AND t.buy_now_price IS NOT NULL AND ${openMarket}::boolean)
      OR (t.exchange_type = 'flexibility_obligation' AND ${operator}::boolean
          AND EXISTS (SELECT 1 FROM obligations ob JOIN contracts k ON k.id = ob.contract_id WHERE ob.id = t.obligation_id AND k.operator_id = ${org}::int)))))`;
}

export function bidScope({ user }: ResourceContext): SqlFragment | boolean {
  if (!user || user.orgId === null) return false;
  return sql`(t.bidder_fp_id = ${user.orgId}::int OR EXISTS (SELECT 1 FROM exchange_listings l WHERE l.id = t.listing_id AND l.flex_provider_id = ${user.orgId}::int))`;
}

export function tradeScope({ user }: ResourceContext): SqlFragment | boolean {
  if (!user || user.orgId === null) return false;
  return sql`(t.seller_id = ${user.orgId}::int OR t.buyer_id = ${user.orgId}::int)`;
}

export function agreementScope({ user }: ResourceContext): SqlFragment | boolean {
  if (!user || user.orgId === null || user.orgType !== 'flexprovider') return false;
  return sql`t.provider_id = ${user.orgId}::int`;
}
