/**
 * The markets themselves: each system operator's flexibility market (made the first time the
 * markets are listed after the operator exists) and the platform's own three, and the question
 * other domains ask (is this organisation approved for that market?).
 */
import type { Db } from '../../db/types.js';
import type { MarketKind } from './schemas.js';

/** Gives every active system operator its flexibility market (idempotent, safe to run concurrently). */
export async function ensureOperatorMarkets(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO markets (kind, operator_id)
     SELECT 'flexibility', o.id FROM organisations o
      WHERE o.org_type = 'systemoperator' AND NOT EXISTS (SELECT 1 FROM markets m WHERE m.operator_id = o.id)
     ON CONFLICT (operator_id) WHERE operator_id IS NOT NULL DO NOTHING`,
  );
}

export interface MarketRow {
  id: number;
  kind: MarketKind;
  operator_id: number | null;
  operator_name: string | null;
}

/** One market, or null. */
export async function marketById(db: Db, id: number): Promise<MarketRow | null> {
  const r = await db.query<MarketRow>(
    `SELECT m.id, m.kind, m.operator_id, o.name AS operator_name
       FROM markets m LEFT JOIN organisations o ON o.id = m.operator_id
      WHERE m.id = $1 AND (o.id IS NULL OR o.is_active)`,
    [id],
  );
  return r.rows[0] ?? null;
}

/** The markets offered: the platform's first (exchange, load modifications, open market), then the operators' by name. */
export const MARKET_ORDER = `CASE m.kind WHEN 'capacity_exchange' THEN 0 WHEN 'load_modifications' THEN 1 WHEN 'open_market' THEN 2 ELSE 3 END, o.name, m.id`;

/**
 * Whether an organisation may trade in a market: its access there is approved. A market is named
 * by id, or by kind for the platform's own markets (e.g. the exchange asks for 'capacity_exchange').
 */
export async function isApprovedFor(db: Db, organisationId: number, market: number | Exclude<MarketKind, 'flexibility'>): Promise<boolean> {
  const r = await db.query<{ ok: boolean }>(
    typeof market === 'number'
      ? `SELECT true AS ok FROM market_access a WHERE a.organisation_id = $1 AND a.market_id = $2 AND a.state = 'approved'`
      : `SELECT true AS ok FROM market_access a JOIN markets m ON m.id = a.market_id
          WHERE a.organisation_id = $1 AND m.kind = $2 AND m.operator_id IS NULL AND a.state = 'approved'`,
    [organisationId, market],
  );
  return r.rows.length > 0;
}
