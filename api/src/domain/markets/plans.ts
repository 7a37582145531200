/**
 * Plans: the four tiers (spec platform §1: Free, Basic, Full, Enterprise on contact), what each
 * unlocks, and the organisation's seats. A plan is held per market; seats belong to the
 * organisation's team, so its limit is the one of its best plan.
 */
import type { Db } from '../../db/types.js';
import { ApiError } from '../../errors.js';
import { TIERS, type Plan, type PlanFeature, type Seats, type Tier } from './schemas.js';

const FREE: PlanFeature[] = ['map', 'manage', 'market_access'];
const BASIC: PlanFeature[] = [...FREE, 'operations'];
const FULL: PlanFeature[] = [...BASIC, 'exchange', 'settlement', 'analytics', 'api'];

/** The tiers in ascending order. Seats null: as many as the Enterprise contract says. */
export const PLANS: readonly Plan[] = [
  { tier: 'free', seats: 3, features: FREE, on_contact: false },
  { tier: 'basic', seats: 10, features: BASIC, on_contact: false },
  { tier: 'full', seats: 25, features: FULL, on_contact: false },
  { tier: 'enterprise', seats: null, features: [...FULL, 'dedicated_support'], on_contact: true },
];

export function planOf(tier: Tier): Plan {
  return PLANS.find((p) => p.tier === tier)!;
}

/** The organisation's best tier over its markets (Free without any subscription). */
export async function bestTier(db: Db, organisationId: number): Promise<Tier> {
  const r = await db.query<{ tier: Tier }>('SELECT tier FROM subscriptions WHERE organisation_id = $1', [organisationId]);
  return r.rows.reduce<Tier>((best, row) => (TIERS.indexOf(row.tier) > TIERS.indexOf(best) ? row.tier : best), 'free');
}

/** Seats used (active members, pending invitations included) against the limit of the best plan. */
export async function seatsOf(db: Db, organisationId: number): Promise<Seats> {
  const used = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE organisation_id = $1 AND is_active', [organisationId]);
  return { used: used.rows[0]?.n ?? 0, limit: planOf(await bestTier(db, organisationId)).seats };
}

/** The advisory lock (two-int key space: this, organisation id) that takes seats one at a time. */
const SEATS_LOCK = 172;

/**
 * Refuses an invitation past the seat limit (409 with what to do). Takes the organisation's seat
 * lock until the transaction ends, so two invitations for the last seat are counted one after
 * the other and only one passes. Call inside the inviting transaction, before the insert.
 */
export async function assertSeatAvailable(db: Db, organisationId: number): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock($1, $2)', [SEATS_LOCK, organisationId]);
  const seats = await seatsOf(db, organisationId);
  if (seats.limit !== null && seats.used >= seats.limit) {
    throw new ApiError(409, {
      detail: `Your plan includes ${seats.limit} seats and all are taken. Deactivate a member or upgrade your plan under Manage → Subscriptions to invite someone else.`,
    });
  }
}
