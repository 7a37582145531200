/**
 * Market access and plans for the demo organisations (both seed sizes: the plans set the seat
 * limits that team invitations check). Brightgrid holds every access state — approved at Northern
 * Lines, under review at Southern Wires, interest registered in the capacity-market exchange,
 * refused for load modifications with the reason, none in the open market — and is on Full;
 * Voltwise has registered interest at Northern Lines, is approved for the exchange and is on Basic.
 * The operators: Northern Lines on Full, Southern Wires on Basic. Idempotent (the unique rows).
 */
import type { Seeder } from '../types.js';
import type { Db } from '../../db/types.js';
import { DEMO_ORGS } from '../core.js';
import { ensureOperatorMarkets } from '../../domain/markets/catalogue.js';

type Org = keyof typeof DEMO_ORGS;
type MarketRef = Org | 'capacity_exchange' | 'load_modifications' | 'open_market';

const REFUSAL = 'Load modifications are open to providers with assets of at least 1 MW in the constrained zones; none of your registered assets is there yet.';

const ACCESS: Array<[Org, MarketRef, 'interest_registered' | 'under_review' | 'approved' | 'refused', number]> = [
  ['brightgrid', 'northernLines', 'approved', 40],
  ['brightgrid', 'southernWires', 'under_review', 9],
  ['brightgrid', 'capacity_exchange', 'interest_registered', 2],
  ['brightgrid', 'load_modifications', 'refused', 20],
  ['voltwise', 'northernLines', 'interest_registered', 1],
  ['voltwise', 'capacity_exchange', 'approved', 60],
];

const PLANS: Array<[Org, MarketRef, 'basic' | 'full', number]> = [
  ['brightgrid', 'northernLines', 'full', 200],
  ['brightgrid', 'capacity_exchange', 'basic', 45],
  ['voltwise', 'southernWires', 'basic', 120],
  ['northernLines', 'northernLines', 'full', 300],
  ['southernWires', 'southernWires', 'basic', 30],
];

async function idsOf(db: Db): Promise<{ org: (o: Org) => number; market: (m: MarketRef) => number } | null> {
  await ensureOperatorMarkets(db);
  const orgs = await db.query<{ id: number; slug: string }>('SELECT id, slug FROM organisations WHERE slug = ANY($1::text[])', [Object.values(DEMO_ORGS).map((o) => o.slug)]);
  const bySlug = new Map(orgs.rows.map((r) => [r.slug, r.id]));
  if (bySlug.size < Object.keys(DEMO_ORGS).length) return null;
  const markets = await db.query<{ id: number; kind: string; operator_id: number | null }>('SELECT id, kind, operator_id FROM markets');
  const org = (o: Org) => bySlug.get(DEMO_ORGS[o].slug)!;
  const market = (m: MarketRef) =>
    m in DEMO_ORGS ? markets.rows.find((r) => r.operator_id === org(m as Org))!.id : markets.rows.find((r) => r.operator_id === null && r.kind === m)!.id;
  return { org, market };
}

export const seedMarkets: Seeder = {
  name: 'markets',
  async run({ db }) {
    const ids = await idsOf(db);
    if (!ids) return;
    for (const [o, m, state, daysAgo] of ACCESS) {
      await db.query(
        `INSERT INTO market_access (market_id, organisation_id, state, reason, registered_at, updated)
         VALUES ($1, $2, $3, $4, now() - make_interval(days => $5), now() - make_interval(days => $5 / 2))
         ON CONFLICT (market_id, organisation_id) DO NOTHING`,
        [ids.market(m), ids.org(o), state, state === 'refused' ? REFUSAL : null, daysAgo],
      );
    }
    for (const [o, m, tier, daysAgo] of PLANS) {
      await db.query(
        `INSERT INTO subscriptions (organisation_id, market_id, tier, started, renews_on)
         VALUES ($1, $2, $3, CURRENT_DATE - $4::int, CURRENT_DATE - $4::int + 365)
         ON CONFLICT (organisation_id, market_id) DO NOTHING`,
        [ids.org(o), ids.market(m), tier, daysAgo],
      );
    }
  },
};
