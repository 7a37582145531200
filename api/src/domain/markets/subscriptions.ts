/** An organisation's plan on each market (no row: Free), its seats and one subscription's usage. */
import type { Db } from '../../db/types.js';
import { notFound } from '../../errors.js';
import { ensureOperatorMarkets, MARKET_ORDER } from './catalogue.js';
import { bestTier, planOf, PLANS, seatsOf } from './plans.js';
import type { Subscription, SubscriptionAnswer, SubscriptionsAnswer, Tier } from './schemas.js';

interface SubscriptionRow extends Omit<Subscription, 'features'> {
  tier: Tier;
}

async function rows(db: Db, organisationId: number, marketId: number | null): Promise<Subscription[]> {
  await ensureOperatorMarkets(db);
  const r = await db.query<SubscriptionRow>(
    `SELECT m.id AS market, m.kind AS market_kind, o.name AS operator_name, COALESCE(s.tier, 'free') AS tier,
            s.started, s.renews_on, COALESCE(a.state, 'none') AS access
       FROM markets m LEFT JOIN organisations o ON o.id = m.operator_id
       LEFT JOIN subscriptions s ON s.market_id = m.id AND s.organisation_id = $1
       LEFT JOIN market_access a ON a.market_id = m.id AND a.organisation_id = $1
      WHERE (o.id IS NULL OR o.is_active) AND ($2::int IS NULL OR m.id = $2)
      ORDER BY ${MARKET_ORDER}`,
    [organisationId, marketId],
  );
  return r.rows.map((row) => ({ ...row, features: planOf(row.tier).features }));
}

export async function subscriptionsOf(db: Db, organisationId: number): Promise<SubscriptionsAnswer> {
  return {
    subscriptions: await rows(db, organisationId, null),
    seats: await seatsOf(db, organisationId),
    features: planOf(await bestTier(db, organisationId)).features,
    plans: [...PLANS],
  };
}

export async function subscriptionOf(db: Db, organisationId: number, marketId: number): Promise<SubscriptionAnswer> {
  const [subscription] = await rows(db, organisationId, marketId);
  if (!subscription) throw notFound();
  const members = await db.query<{ active: number; invited: number }>(
    `SELECT count(*) FILTER (WHERE is_activated)::int AS active, count(*) FILTER (WHERE NOT is_activated)::int AS invited
       FROM users WHERE organisation_id = $1 AND is_active`,
    [organisationId],
  );
  return { subscription, seats: await seatsOf(db, organisationId), members: members.rows[0]!, plans: [...PLANS] };
}
