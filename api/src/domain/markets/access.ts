/**
 * An organisation's access to markets: registering interest, and the review by whoever runs the
 * market (its system operator; for the platform's own markets, a platform admin).
 */
import type { Db } from '../../db/types.js';
import type { Principal } from '../../auth/principal.js';
import { ApiError, badRequest, forbidden, notFound } from '../../errors.js';
import { ensureOperatorMarkets, marketById, MARKET_ORDER, type MarketRow } from './catalogue.js';
import type { Market, Registration, Review } from './schemas.js';

const conflict = (detail: string) => new ApiError(409, { detail });

const MARKET_COLUMNS = `m.id, m.kind, m.operator_id AS operator, o.name AS operator_name,
  COALESCE(a.state, 'none') AS state, a.reason, a.registered_at, a.updated`;

/** Every market with the organisation's access state (no row: none). */
export async function marketsFor(db: Db, organisationId: number): Promise<Market[]> {
  await ensureOperatorMarkets(db);
  const r = await db.query<Market>(
    `SELECT ${MARKET_COLUMNS}
       FROM markets m LEFT JOIN organisations o ON o.id = m.operator_id
       LEFT JOIN market_access a ON a.market_id = m.id AND a.organisation_id = $1
      WHERE o.id IS NULL OR o.is_active
      ORDER BY ${MARKET_ORDER}`,
    [organisationId],
  );
  return r.rows;
}

async function marketFor(db: Db, marketId: number, organisationId: number): Promise<Market> {
  const r = await db.query<Market>(
    `SELECT ${MARKET_COLUMNS}
       FROM markets m LEFT JOIN organisations o ON o.id = m.operator_id
       LEFT JOIN market_access a ON a.market_id = m.id AND a.organisation_id = $2
      WHERE m.id = $1`,
    [marketId, organisationId],
  );
  return r.rows[0]!;
}

/**
 * Registers the provider's interest in a market. One registration per organisation and market,
 * whatever the concurrency: the unique (market, organisation) row is inserted, or a refused one
 * starts over; anything else already there answers 409.
 */
export async function registerInterest(db: Db, marketId: number, user: Principal): Promise<Market> {
  const market = await marketById(db, marketId);
  if (!market) throw notFound();
  const r = await db.query<{ id: number }>(
    `INSERT INTO market_access (market_id, organisation_id, state, registered_by)
     VALUES ($1, $2, 'interest_registered', $3)
     ON CONFLICT (market_id, organisation_id) DO UPDATE
        SET state = 'interest_registered', reason = NULL, registered_by = EXCLUDED.registered_by,
            registered_at = now(), decided_by = NULL, updated = now()
      WHERE market_access.state = 'refused'
     RETURNING id`,
    [marketId, user.orgId, user.userId],
  );
  if (r.rows.length === 0) throw conflict('Your organisation has already registered its interest in this market.');
  return marketFor(db, marketId, user.orgId!);
}

/** Whether the user is a platform admin (reviews the platform's own markets). */
export async function isPlatformAdmin(db: Db, userId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM platform_admins WHERE user_id = $1', [userId])).rows.length > 0;
}

/** Whether the user reviews registrations for this market. */
export function reviews(market: Pick<MarketRow, 'operator_id'>, user: Principal, platformAdmin: boolean): boolean {
  if (market.operator_id === null) return platformAdmin;
  return user.orgType === 'systemoperator' && user.orgId === market.operator_id && user.permissions.includes('manage-competitions');
}

const REGISTRATION_COLUMNS = `a.id, a.market_id AS market, m.kind AS market_kind, op.name AS operator_name,
  a.organisation_id AS organisation, p.name AS organisation_name, a.state, a.reason, a.registered_at, a.updated`;
const REGISTRATION_FROM = `market_access a JOIN markets m ON m.id = a.market_id
  JOIN organisations p ON p.id = a.organisation_id LEFT JOIN organisations op ON op.id = m.operator_id`;

/** The registrations the user reviews: their operator's market's, and the platform's markets' for platform admins. */
export async function registrationsFor(db: Db, user: Principal): Promise<Registration[]> {
  const admin = await isPlatformAdmin(db, user.userId);
  const operatorOf = user.orgType === 'systemoperator' && user.permissions.includes('manage-competitions') ? user.orgId : null;
  if (!admin && operatorOf === null) throw forbidden('Only the organisation running a market reviews registrations for it.');
  const r = await db.query<Registration>(
    `SELECT ${REGISTRATION_COLUMNS} FROM ${REGISTRATION_FROM}
      WHERE (m.operator_id = $1) OR ($2 AND m.operator_id IS NULL)
      ORDER BY CASE a.state WHEN 'interest_registered' THEN 0 WHEN 'under_review' THEN 1 ELSE 2 END, a.registered_at, a.id`,
    [operatorOf, admin],
  );
  return r.rows;
}

/** The decisions a registration in each state can take. */
const NEXT: Record<Registration['state'], readonly Review['decision'][]> = {
  interest_registered: ['under_review', 'approved', 'refused'],
  under_review: ['approved', 'refused'],
  approved: ['refused'],
  refused: [],
};

/**
 * Moves a registration on (its market's reviewer only), under the row's lock so two reviewers
 * deciding at once act one after the other. A refusal needs a reason; other decisions take none.
 */
export async function reviewRegistration(db: Db, id: number, user: Principal, review: Review): Promise<Registration> {
  if (review.decision === 'refused' && !review.reason?.trim()) throw badRequest({ reason: ['Give the provider a reason for the refusal.'] });
  if (review.decision !== 'refused' && review.reason !== undefined) throw badRequest({ reason: ['A reason is given only with a refusal.'] });
  const row = await db.query<{ state: Registration['state']; market_id: number }>('SELECT state, market_id FROM market_access WHERE id = $1 FOR UPDATE', [id]);
  const current = row.rows[0];
  if (!current) throw notFound();
  const market = (await marketById(db, current.market_id))!;
  if (!reviews(market, user, await isPlatformAdmin(db, user.userId))) throw forbidden('Only the organisation running a market reviews registrations for it.');
  if (!NEXT[current.state].includes(review.decision)) throw conflict('This registration cannot take that decision in its present state.');
  await db.query(
    `UPDATE market_access SET state = $2, reason = $3, decided_by = $4, updated = now() WHERE id = $1`,
    [id, review.decision, review.decision === 'refused' ? review.reason!.trim() : null, user.userId],
  );
  const r = await db.query<Registration>(`SELECT ${REGISTRATION_COLUMNS} FROM ${REGISTRATION_FROM} WHERE a.id = $1`, [id]);
  return r.rows[0]!;
}
