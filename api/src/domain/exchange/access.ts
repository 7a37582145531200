/**
 * Which market each kind of listing trades in, whether an organisation is approved there (the
 * market-access flow, markets/), and the caller's access to the exchange (`GET exchange/access/`).
 */
import type { Static } from '@sinclair/typebox';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/types.js';
import { forbidden } from '../../errors.js';
import type { Locale } from '../../platform/i18n/locales.js';
import { translate } from '../../platform/i18n/translate.js';
import { ensureOperatorMarkets, isApprovedFor } from '../markets/catalogue.js';
import * as M from './messages.js';
import type { ExchangeAccess } from './schemas.js';

/** The platform's market of a kind of listing (capacity market, load modifications). */
export async function platformMarketId(db: Db, kind: 'capacity_exchange' | 'load_modifications' | 'open_market'): Promise<number> {
  const r = await db.query<{ id: number }>('SELECT id FROM markets WHERE kind = $1 AND operator_id IS NULL', [kind]);
  return r.rows[0]!.id;
}

/** The flexibility market of a system operator (made when missing). */
export async function operatorMarketId(db: Db, operatorId: number): Promise<number> {
  let r = await db.query<{ id: number }>('SELECT id FROM markets WHERE operator_id = $1', [operatorId]);
  if (!r.rows[0]) {
    await ensureOperatorMarkets(db);
    r = await db.query<{ id: number }>('SELECT id FROM markets WHERE operator_id = $1', [operatorId]);
  }
  return r.rows[0]!.id;
}

/** Refuses (403, saying how to ask) an organisation not approved for the market it wants to list in. */
export async function assertMayList(db: Db, user: Principal, marketId: number): Promise<void> {
  if (!(await isApprovedFor(db, user.orgId!, marketId))) throw forbidden(M.LIST_NOT_APPROVED);
}

type Access = Static<typeof ExchangeAccess>;

/**
 * The caller's organisation's access to each market the exchange trades in: the Capacity Market
 * exchange, load modifications and each operator's flexibility market (obligations), with the
 * refusal reason, or how to ask while not approved; and whether it may buy load modifications and
 * from the open market (the permission and approval for that market).
 */
export async function exchangeAccess(db: Db, user: Principal, locale: Locale): Promise<Access> {
  await ensureOperatorMarkets(db);
  const r = await db.query<{ market: number; kind: string; operator_name: string | null; state: Access['markets'][number]['state']; reason: string | null }>(
    `SELECT m.id AS market, m.kind, o.name AS operator_name, COALESCE(a.state, 'none') AS state, a.reason
       FROM markets m LEFT JOIN organisations o ON o.id = m.operator_id
       LEFT JOIN market_access a ON a.market_id = m.id AND a.organisation_id = $1
      WHERE m.kind <> 'open_market' AND (o.id IS NULL OR o.is_active)
      ORDER BY CASE m.kind WHEN 'capacity_exchange' THEN 0 WHEN 'load_modifications' THEN 1 ELSE 2 END, o.name, m.id`,
    [user.orgId],
  );
  const howToAsk = translate(M.NOT_APPROVED, locale);
  const markets = r.rows.map((m) => ({
    exchange_type: m.kind === 'capacity_exchange' ? ('capacity_market' as const) : m.kind === 'load_modifications' ? ('load_modification' as const) : ('flexibility_obligation' as const),
    market: m.market,
    operator_name: m.operator_name,
    state: m.state,
    reason: m.state === 'approved' ? null : (m.reason ?? howToAsk),
  }));
  const loadMods = user.permissions.includes('buy-load-mod') && (await isApprovedFor(db, user.orgId!, 'load_modifications'));
  const openMarket = user.permissions.includes('buy-from-open-market') && (await isApprovedFor(db, user.orgId!, 'open_market'));
  return { markets, can_buy_load_modifications: loadMods, can_buy_open_market: openMarket };
}
