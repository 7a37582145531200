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
