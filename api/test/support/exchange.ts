/**
 * Test data for the exchange's tests, made through SQL on the test seed: market access, agreements,
 * an accepted obligation, and the clock-relative dates the rules need.
 */
import type { Db } from '../../src/db/types.js';

/** Approves (or sets the state of) an organisation's access to a platform market or an operator's flexibility market. */
export async function setAccess(db: Db, orgId: number, market: 'capacity_exchange' | 'load_modifications' | 'open_market' | { operator: number }, state = 'approved'): Promise<number> {
  const m =
    typeof market === 'string'
      ? await db.query<{ id: number }>('SELECT id FROM markets WHERE kind = $1 AND operator_id IS NULL', [market])
      : await db.query<{ id: number }>(
          `INSERT INTO markets (kind, operator_id) VALUES ('flexibility', $1) ON CONFLICT (operator_id) WHERE operator_id IS NOT NULL DO UPDATE SET kind = 'flexibility' RETURNING id`,
          [market.operator],
        );
  const id = m.rows[0]!.id;
  await db.query(
    `INSERT INTO market_access (market_id, organisation_id, state, reason) VALUES ($1, $2, $3, $4)
     ON CONFLICT (market_id, organisation_id) DO UPDATE SET state = EXCLUDED.state, reason = EXCLUDED.reason`,
    [id, orgId, state, state === 'refused' ? 'Not enough trading history.' : null],
  );
  return id;
}

/** An agreement of the provider, straight into the table. */
export async function makeAgreement(
  db: Db,
  providerId: number,
  values: { number: string; year: number; mw: string; clear: string; plannedAsset?: number | null },
): Promise<number> {
  const r = await db.query<{ id: number }>(
    `INSERT INTO exchange_agreements (provider_id, agreement_number, unit_id, agreement_type, delivery_year, de_rated_mw, clear_price, planned_asset_id)
     VALUES ($1, $2, 'UNIT-' || $2, 'T-4', $3, $4, $5, $6) RETURNING id`,
    [providerId, values.number, values.year, values.mw, values.clear, values.plannedAsset ?? null],
  );
  return r.rows[0]!.id;
}

/** The delivery year whose 1 October is the next one to come (so its transfer dates are all in the future). */
export function nextDeliveryYear(now = new Date()): number {
  const y = now.getUTCFullYear();
  return now.getUTCMonth() >= 9 ? y + 1 : y;
}

/** An ISO instant `minutes` from now. */
export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** A provider organisation of its own with one logged-in admin; answers its id and the admin's token. */
export async function addProvider(db: Db, login: (email: string) => Promise<string>, slug: string): Promise<{ orgId: number; token: string }> {
  const org = await db.query<{ id: number }>(`INSERT INTO organisations (name, org_type, slug) VALUES ($1, 'flexprovider', $2) RETURNING id`, [`Trader ${slug}`, slug]);
  const orgId = org.rows[0]!.id;
  const email = `admin@${slug}.test`;
  const u = await db.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, password_hash, organisation_id, is_active, is_activated)
     SELECT $1, 'Admin', $2, password_hash, $3, true, true FROM users WHERE email = 'provider@brightgrid.test' RETURNING id`,
    [email, slug, orgId],
  );
  await db.query(`INSERT INTO team_roles (user_id, role) VALUES ($1, 'admin')`, [u.rows[0]!.id]);
  return { orgId, token: await login(email) };
}

/**
 * A competition of the operator with one window and one accepted bid of the seller on it, its
 * results confirmed and the seller's contract active: answers the competition and the seller's
 * obligation. `period` is [first day, last day]; `window` is [start, end, service days].
 */
export async function makeObligation(
  db: Db,
  createContracts: (db: Db, competition: number) => Promise<unknown>,
  o: { operator: number; seller: number; name: string; period: [string, string]; window: [string, string, number[]]; capacity: string; availability: string; calendar?: string },
): Promise<{ competition: number; obligation: number }> {
  const c = await db.query<{ id: number }>(
    `INSERT INTO competitions (name, reference, operator_id, currency, holiday_calendar) VALUES ($1, $1, $2, 'GBP', $3) RETURNING id`,
    [o.name, o.operator, o.calendar ?? 'GB-ENG'],
  );
  const competition = c.rows[0]!.id;
  const p = await db.query<{ id: number }>(`INSERT INTO service_periods (competition_id, name, start, "end") VALUES ($1, 'Period', $2, $3) RETURNING id`, [competition, ...o.period]);
  const w = await db.query<{ id: number }>(
    `INSERT INTO service_windows (service_period_id, competition_id, name, start_time, end_time, service_days, holiday_handling) VALUES ($1, $2, 'Evening peak', $3, $4, $5, 'Ignore') RETURNING id`,
    [p.rows[0]!.id, competition, ...o.window],
  );
  const group = await db.query<{ id: number }>(`INSERT INTO ballot_asset_groups (competition_id, flex_provider_id) VALUES ($1, $2) RETURNING id`, [competition, o.seller]);
  const ballot = await db.query<{ id: number }>(`INSERT INTO ballots (competition_id, flex_provider_id, ballot_asset_group_id) VALUES ($1, $2, $3) RETURNING id`, [competition, o.seller, group.rows[0]!.id]);
  const bid = await db.query<{ id: number }>(
    `INSERT INTO bids (ballot_id, competition_id, flex_provider_id, service_window_id, capacity, max_runtime_seconds, availability_price, utilisation_price)
     VALUES ($1, $2, $3, $4, $5, 3600, $6, 150) RETURNING id`,
    [ballot.rows[0]!.id, competition, o.seller, w.rows[0]!.id, o.capacity, o.availability],
  );
  await db.query(`INSERT INTO bid_approvals (bid_id, approved, reason, method) VALUES ($1, true, 'accepted', 'manual')`, [bid.rows[0]!.id]);
  await db.query(`INSERT INTO competition_confirmations (competition_id, organisation_id, kind) VALUES ($1, $2, 'results')`, [competition, o.operator]);
  await createContracts(db, competition);
  await db.query(`UPDATE contracts SET status = 'active', accepted_at = now(), accepted_name = 'Seller', terms_read = true WHERE competition_id = $1`, [competition]);
  const ob = await db.query<{ id: number }>('SELECT id FROM obligations WHERE bid_id = $1', [bid.rows[0]!.id]);
  return { competition, obligation: ob.rows[0]!.id };
}

/** Makes one active asset of the provider qualify for the competition (as the engine's 'eligible'). */
export async function qualify(db: Db, providerId: number, competition: number): Promise<void> {
  await db.query(
    `INSERT INTO qualifications (competition_id, flex_asset_id, computed_status)
     SELECT $1, a.id, 'eligible' FROM flex_assets a WHERE a.flex_provider_id = $2 AND a.is_active ORDER BY a.id LIMIT 1
     ON CONFLICT (competition_id, flex_asset_id) WHERE flex_asset_id IS NOT NULL DO UPDATE SET computed_status = 'eligible', override_status = NULL`,
    [competition, providerId],
  );
}

/** Moves a listing's bidding window (and status) so that it opened and closed in the past, as the status job would then find it. */
export async function closeBiddingNow(db: Db, listingId: number): Promise<void> {
  await db.query(`UPDATE exchange_listings SET bidding_opens = now() - interval '2 hours', bidding_closes = now() - interval '1 second' WHERE id = $1`, [listingId]);
}
