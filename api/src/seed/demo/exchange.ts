/**
 * The exchange in the demo (demo size only): both providers approved for the Capacity Market
 * exchange and load modifications, Northern Lines approved to buy load modifications and from the
 * open market, Southern Wires to buy load modifications; capacity-market agreements; listings of each kind from both providers that are
 * open, closed and awarded (and one scheduled, one draft, one expired); bids in every state;
 * four trades, one in each registration status with the delivery body; load-modification blocks
 * around two GSP regions, one bought outright. Everything goes through the exchange's own write
 * path (domain/exchange), as a user of each organisation would, so the figures (premiums,
 * invoices) are the ones the screens compute. Runs once: a database with listings is left alone.
 */
import type { Db } from '../../db/types.js';
import type { Principal } from '../../auth/principal.js';
import { findUserByEmail, subjectOf } from '../../auth/session.js';
import { createListing } from '../../domain/exchange/listings.js';
import { createBid, withdrawBid } from '../../domain/exchange/bids.js';
import { buyNow, decide } from '../../domain/exchange/decisions.js';
import { refreshListings } from '../../domain/exchange/jobs.js';
import { loadTrade, updateRegistration } from '../../domain/exchange/trades.js';
import { ensureOperatorMarkets } from '../../domain/markets/catalogue.js';
import { BINDS_UNTIL } from '../../domain/contracts/active.js';
import type { Seeder } from '../types.js';
import { DEMO_ORGS } from '../core.js';

const BRIGHTGRID = 'provider@brightgrid.test';
const VOLTWISE = 'provider@voltwise.test';
const NORTHERN_LINES = 'operator@northernlines.test';
const SOUTHERN_WIRES = 'operator@southernwires.test';
const MAXWELL = 'max@maxwell.test';

/** A demo user as the exchange's functions see a caller. */
async function asUser(db: Db, email: string): Promise<Principal | null> {
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  const s = subjectOf(user);
  return {
    userId: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    orgType: s.orgType,
    orgId: s.orgId,
    isMaxOrg: s.isMaxOrg,
    teamRoles: user.org_id === null ? [] : user.roles,
    permissions: s.permissions,
    preferredLocale: user.preferred_locale,
    jti: 'demo-seed',
    exp: 0,
  };
}

const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();
const day = (d: Date) => d.toISOString().slice(0, 10);

/** The next delivery year that has not started (1 October), so every transfer below lies ahead. */
function nextDeliveryYear(now = new Date()): number {
  return now.getUTCMonth() >= 9 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
}

/** Access the exchange needs in the demo; the other states stay shown by other organisations. */
async function grantAccess(db: Db, orgs: { brightgrid: number; voltwise: number; northernLines: number; southernWires: number; maxwell: number | null }): Promise<void> {
  await ensureOperatorMarkets(db);
  const market = async (kind: string, operator: number | null) =>
    (await db.query<{ id: number }>(`SELECT id FROM markets WHERE kind = $1 AND operator_id IS NOT DISTINCT FROM $2`, [kind, operator])).rows[0]!.id;
  const set = async (org: number, marketId: number, state: string, reason: string | null = null) =>
    db.query(
      `INSERT INTO market_access (market_id, organisation_id, state, reason, registered_at, updated)
       VALUES ($1, $2, $3, $4, now() - interval '30 days', now() - interval '20 days')
       ON CONFLICT (market_id, organisation_id) DO UPDATE SET state = EXCLUDED.state, reason = EXCLUDED.reason, updated = EXCLUDED.updated`,
      [marketId, org, state, reason],
    );
  const capacity = await market('capacity_exchange', null);
  const loadMods = await market('load_modifications', null);
  const openMarket = await market('open_market', null);
  await set(orgs.brightgrid, capacity, 'approved');
  await set(orgs.brightgrid, loadMods, 'approved');
  await set(orgs.voltwise, capacity, 'approved');
  await set(orgs.voltwise, loadMods, 'approved');
  await set(orgs.voltwise, await market('flexibility', orgs.northernLines), 'approved');
  await set(orgs.voltwise, await market('flexibility', orgs.southernWires), 'refused', 'Southern Wires needs a signed framework agreement before it approves access; none is on file for Voltwise yet.');
  await set(orgs.northernLines, loadMods, 'approved');
  await set(orgs.northernLines, openMarket, 'approved');
  await set(orgs.southernWires, loadMods, 'approved');
  if (orgs.maxwell !== null) {
    await set(orgs.maxwell, capacity, 'approved');
    await set(orgs.maxwell, loadMods, 'interest_registered');
  }
}

interface Agreement {
  id: number;
  number: string;
}

async function agreement(db: Db, provider: Principal, a: { number: string; unit: string; type: 'T-4' | 'T-1'; year: number; mw: string; clear: string }): Promise<Agreement> {
  const r = await db.query<{ id: number }>(
    `INSERT INTO exchange_agreements (provider_id, agreement_number, unit_id, agreement_type, delivery_year, de_rated_mw, clear_price, created_by, created)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() - interval '40 days') RETURNING id`,
    [provider.orgId, a.number, a.unit, a.type, a.year, a.mw, a.clear, provider.userId],
  );
  return { id: r.rows[0]!.id, number: a.number };
}

/** Moves a listing's bidding into the past (closed `daysAgo` days ago) and lets the status job catch up. */
async function closeInThePast(db: Db, listingId: number, daysAgo: number): Promise<void> {
  await db.query(
    `UPDATE exchange_listings SET bidding_opens = now() - make_interval(days => $2 + 7), bidding_closes = now() - make_interval(days => $2) WHERE id = $1`,
    [listingId, daysAgo],
  );
  await db.query(`UPDATE exchange_bids SET created = now() - make_interval(days => $2 + 3), updated = now() - make_interval(days => $2 + 3) WHERE listing_id = $1`, [listingId, daysAgo]);
  await refreshListings(db);
  await db.query(`UPDATE exchange_listings SET closed_at = bidding_closes WHERE id = $1 AND closed_at IS NOT NULL`, [listingId]);
  await refreshListings(db);
}

async function bid(db: Db, user: Principal, listing: number, price: string, mw: string): Promise<number> {
  return (await createBid(db, user, { listing, price, mw }, true)).id;
}

async function accept(db: Db, lister: Principal, listing: number, bidId: number): Promise<void> {
  await decide(db, lister, listing, { decisions: [{ bid: bidId, decision: 'accept' }], close_early: true });
}

async function tradeOf(db: Db, listing: number): Promise<number> {
  return (await db.query<{ id: number }>('SELECT id FROM exchange_trades WHERE listing_id = $1 ORDER BY id LIMIT 1', [listing])).rows[0]!.id;
}

/** Takes a trade's registration through `steps` (each by the given party). */
async function register(db: Db, steps: Array<[Principal, 'submitted' | 'confirmed' | 'rejected', string | undefined, string | undefined]>, tradeId: number): Promise<void> {
  for (const [user, status, reference, note] of steps) {
    const trade = (await loadTrade(db, tradeId))!;
    await updateRegistration(db, user, trade, { status, ...(reference ? { reference } : {}), ...(note ? { note } : {}) });
  }
}

async function capacityMarket(db: Db, bg: Principal, vw: Principal, max: Principal | null): Promise<void> {
  const year = nextDeliveryYear();
  const start = `${year}-10-01`;
  const mid = `${year + 1}-04-01`;
  const end = `${year + 1}-10-01`;
  const bg1 = await agreement(db, bg, { number: `CM-${year}-BG-001`, unit: 'BG-BESS-01', type: 'T-4', year, mw: '10', clear: '60.00' });
  const bg2 = await agreement(db, bg, { number: `CM-${year}-BG-002`, unit: 'BG-GEN-02', type: 'T-1', year, mw: '6', clear: '45.50' });
  const vw1 = await agreement(db, vw, { number: `CM-${year}-VW-001`, unit: 'VW-DSR-01', type: 'T-4', year, mw: '8', clear: '58.25' });
  const vw2 = await agreement(db, vw, { number: `CM-${year}-VW-002`, unit: 'VW-BESS-02', type: 'T-1', year, mw: '7', clear: '47.00' });
  const list = (user: Principal, a: Agreement, mw: string, guide: string, from: string, to: string, extra: { min?: string; sealed?: boolean; publish?: boolean; opensIn?: number; buyNow?: string } = {}) =>
    createListing(db, user, {
      exchange_type: 'capacity_market',
      agreement: a.id,
      mw,
      min_fill_mw: extra.min ?? mw,
      guide_price: guide,
      transfer_starts_on: from,
      transfer_ends_on: to,
      bidding_opens: at(extra.opensIn ?? -1),
      bidding_closes: at((extra.opensIn ?? 0) + 24 * 9),
      sealed: extra.sealed ?? true,
      publish: extra.publish ?? true,
      ...(extra.buyNow ? { buy_now_price: extra.buyNow } : {}),
      notes: `Transfer of part of agreement ${a.number}.`,
    }).then((l) => l.id);

  // Open: Brightgrid's 3 MW (Voltwise's bid stands), Voltwise's 2.5 MW (Brightgrid withdrew its bid), unsealed with a buy-now price.
  const open1 = await list(bg, bg1, '3', '40.00', start, mid, { min: '1.5' });
  await bid(db, vw, open1, '35.00', '3');
  // The max organisation bids too (its home shows its exchange activity).
  if (max) await bid(db, max, open1, '37.50', '1.5');
  const open2 = await list(vw, vw1, '2.5', '42.00', start, end, { sealed: false, buyNow: '44.00' });
  await withdrawBid(db, bg, await bid(db, bg, open2, '40.00', '2.5'));
  await bid(db, bg, open2, '41.00', '2.5');
  // Scheduled (bidding opens in two days) and a draft.
  await list(bg, bg1, '2', '38.00', mid, end, { opensIn: 48 });
  await list(vw, vw2, '1.5', '36.00', start, mid, { publish: false });

  // Closed, bids awaiting the lister's decision.
  const closed1 = await list(bg, bg1, '2', '41.00', start, mid);
  await bid(db, vw, closed1, '38.00', '2');
  await closeInThePast(db, closed1, 1);
  const closed2 = await list(vw, vw2, '2', '39.00', mid, end);
  await bid(db, bg, closed2, '41.00', '2');
  await closeInThePast(db, closed2, 2);
  // Expired: one bid rejected, one left to lapse.
  const rejected = await list(vw, vw1, '1.5', '40.00', start, mid);
  await decide(db, vw, rejected, {
    decisions: [{ bid: await bid(db, bg, rejected, '55.00', '1.5'), decision: 'reject', reason: 'The premium left is too small for us to release the agreement.' }],
    close_early: true,
  });
  const lapsed = await list(bg, bg2, '1.5', '35.00', mid, end);
  await bid(db, vw, lapsed, '33.00', '1.5');
  await closeInThePast(db, lapsed, 8);

  // Awarded: four trades, one in each registration status with the delivery body.
  const awarded = async (lister: Principal, buyer: Principal, a: Agreement, mw: string, price: string, from: string, to: string) => {
    const id = await list(lister, a, mw, String(Number(price) + 5) + '.00', from, to);
    await accept(db, lister, id, await bid(db, buyer, id, price, mw));
    return tradeOf(db, id);
  };
  // The pending one stays as the trade left it.
  await awarded(bg, vw, bg1, '2', '42.00', start, end);
  const confirmed = await awarded(bg, vw, bg2, '3', '30.00', start, mid);
  const submitted = await awarded(vw, bg, vw2, '2', '33.00', start, end);
  const refused = await awarded(vw, bg, vw1, '2', '50.00', mid, end);
  await register(db, [[vw, 'submitted', undefined, 'Sent to the delivery body with both signatures.'], [bg, 'confirmed', `CMR-${year}-00412`, undefined]], confirmed);
  await register(db, [[bg, 'submitted', undefined, 'Transfer form sent to the delivery body.']], submitted);
  await register(db, [[bg, 'submitted', undefined, undefined], [vw, 'rejected', `CMR-${year}-00419`, 'The delivery body asked for the buyer’s unit to be prequalified first.']], refused);
}

/** Binding obligations of `holder` whose competition `bidder` qualifies for, with an availability rate, latest-ending first. */
async function tradableObligations(db: Db, holder: number, bidder: number): Promise<Array<{ id: number; capacity: string; starts_on: string; binds_until: string }>> {
  const r = await db.query<{ id: number; capacity: string; starts_on: string; binds_until: string }>(
    `SELECT ob.id, ob.capacity::text AS capacity, to_char(ob.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(${BINDS_UNTIL('ob', 'k')}, 'YYYY-MM-DD') AS binds_until
       FROM obligations ob JOIN contracts k ON k.id = ob.contract_id
      WHERE ob.provider_id = $1 AND ob.availability_rate IS NOT NULL AND k.status = 'active'
        AND ${BINDS_UNTIL('ob', 'k')} > current_date + 14
        AND EXISTS (SELECT 1 FROM qualifications q JOIN flex_assets fa ON fa.id = q.flex_asset_id
                     WHERE q.competition_id = ob.competition_id AND fa.flex_provider_id = $2 AND fa.is_active AND q.eligibility_status IN ('eligible', 'qualified'))
      ORDER BY ${BINDS_UNTIL('ob', 'k')} DESC, ob.id`,
    [holder, bidder],
  );
  return r.rows;
}

/** Lists an obligation from a transfer day 11 days after it starts (or after today), bidding open for nine days; null when too little of it is left. */
async function listObligation(db: Db, holder: Principal, ob: { id: number; capacity: string; starts_on: string; binds_until: string }): Promise<number | null> {
  const transferStart = day(new Date(Math.max(Date.parse(`${ob.starts_on}T00:00:00Z`), Date.now()) + 11 * 86_400_000));
  if (transferStart >= ob.binds_until) return null;
  const l = await createListing(db, holder, {
    exchange_type: 'flexibility_obligation',
    obligation: ob.id,
    mw: ob.capacity,
    transfer_starts_on: transferStart,
    bidding_opens: at(-1),
    bidding_closes: at(24 * 9),
    publish: true,
    notes: 'Our assets in this zone are committed elsewhere from the transfer date.',
  });
  return l.id;
}

/** A bid keeping 80 % of the obligation's availability rate. */
async function bidOnObligation(db: Db, bidder: Principal, listing: number, ob: { id: number; capacity: string }): Promise<number> {
  const rate = (await db.query<{ r: string }>('SELECT (availability_rate * 0.8)::numeric(12,2)::text AS r FROM obligations WHERE id = $1', [ob.id])).rows[0]!.r;
  return bid(db, bidder, listing, rate, ob.capacity);
}

/**
 * Obligation listings: each provider sells one obligation to the other (awarded: the obligation
 * moves), offers another (open), and lists the one it bought on again (closed, the first holder's
 * bid awaiting a decision).
 */
async function obligations(db: Db, bg: Principal, vw: Principal): Promise<void> {
  const pairs = [
    [bg, vw],
    [vw, bg],
  ] as const;
  const bought: Array<[Principal, Principal, number]> = [];
  // Chosen before any trade, so nobody lists an obligation it has just bought here.
  const candidates = await Promise.all(pairs.map(([holder, bidder]) => tradableObligations(db, holder.orgId!, bidder.orgId!)));
  for (const [i, [holder, bidder]] of pairs.entries()) {
    const [sold, offered] = candidates[i]!;
    if (sold) {
      const l = await listObligation(db, holder, sold);
      if (l !== null) {
        await accept(db, holder, l, await bidOnObligation(db, bidder, l, sold));
        const trade = (await db.query<{ buyer_obligation_id: number | null }>('SELECT buyer_obligation_id FROM exchange_trades WHERE listing_id = $1', [l])).rows[0];
        if (trade?.buyer_obligation_id) bought.push([bidder, holder, trade.buyer_obligation_id]);
      }
    }
    if (offered) {
      const l = await listObligation(db, holder, offered);
      if (l !== null) await bidOnObligation(db, bidder, l, offered);
    }
  }
  for (const [holder, bidder, id] of bought) {
    const ob = (await db.query<{ id: number; capacity: string; starts_on: string; binds_until: string }>(
      `SELECT ob.id, ob.capacity::text AS capacity, to_char(ob.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(${BINDS_UNTIL('ob', 'k')}, 'YYYY-MM-DD') AS binds_until
         FROM obligations ob JOIN contracts k ON k.id = ob.contract_id WHERE ob.id = $1`,
      [id],
    )).rows[0]!;
    const l = await listObligation(db, holder, ob);
    if (l === null) continue;
    await bidOnObligation(db, bidder, l, ob);
    await closeInThePast(db, l, 1);
  }
}

/**
 * Load-modification blocks: Brightgrid's around one GSP region, Voltwise's around another; Northern
 * Lines buys one and bids on another, Southern Wires bids on a third.
 */
async function loadModifications(db: Db, bg: Principal, vw: Principal, buyers: { north: Principal | null; south: Principal | null }): Promise<void> {
  const regions = await db.query<{ id: number; name: string; lat: number; lon: number }>(
    `SELECT id, name, centre_lat AS lat, centre_lon AS lon FROM gsp_regions WHERE name = ANY($1::text[]) ORDER BY name`,
    [['Ealing', 'Spennymoor']],
  );
  const picked = regions.rows.length === 2 ? regions.rows : (await db.query<{ id: number; name: string; lat: number; lon: number }>(
    `SELECT id, name, centre_lat AS lat, centre_lon AS lon FROM gsp_regions ORDER BY id LIMIT 2`,
  )).rows;
  if (picked.length < 2) return;
  const now = new Date();
  const month = (plus: number) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + plus, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  };
  const blocks: Array<[Principal, number, string, string | null, number, number, string, string, string, 'half_hourly_baseline' | 'meter_before_after' | 'sub_metered', string]> = [
    [bg, 0, '0.5', 'Acton Lane 11kV', 0.02, -0.03, '16:00', '19:00', '2.10', 'half_hourly_baseline', 'open'],
    [bg, 0, '0.8', null, -0.03, 0.01, '17:00', '20:00', '1.85', 'meter_before_after', 'bought'],
    [bg, 0, '1.2', 'Park Royal 33kV', 0.04, 0.04, '07:00', '09:00', '1.60', 'sub_metered', 'bid by south'],
    [vw, 1, '0.3', 'Newton Aycliffe 11kV', 0.03, -0.02, '16:30', '19:30', '2.40', 'half_hourly_baseline', 'open'],
    [vw, 1, '0.6', null, -0.02, 0.05, '18:00', '21:00', '2.05', 'meter_before_after', 'bid'],
    [vw, 1, '1.5', 'Ferryhill 33kV', -0.05, -0.04, '06:30', '08:30', '1.75', 'sub_metered', 'open'],
  ];
  for (const [user, r, mw, substation, dLat, dLon, from, to, price, method, plan] of blocks) {
    const region = picked[r]!;
    const l = await createListing(db, user, {
      exchange_type: 'load_modification',
      gsp_region: region.id,
      substation,
      lat: Math.round((region.lat + dLat) * 1e5) / 1e5,
      lon: Math.round((region.lon + dLon) * 1e5) / 1e5,
      start_time: from,
      end_time: to,
      first_month: month(2),
      last_month: month(7),
      measurement_method: method,
      mw,
      buy_now_price: price,
      bidding_opens: at(-1),
      bidding_closes: at(24 * 14),
      publish: true,
      notes: 'Turn-down from site load (chillers and process heat), metered half-hourly.',
    });
    const buyer = plan === 'bid by south' ? buyers.south : buyers.north;
    if (!buyer) continue;
    if (plan === 'bought') await buyNow(db, buyer, l.id, price);
    if (plan === 'bid' || plan === 'bid by south') await bid(db, buyer, l.id, String((Number(price) - 0.25).toFixed(2)), mw);
  }
}

export const seedDemoExchange: Seeder = {
  name: 'exchange',
  async run({ db, config }) {
    if (config.seedSize !== 'demo') return;
    if ((await db.query('SELECT 1 FROM exchange_listings LIMIT 1')).rows.length) return;
    const bg = await asUser(db, BRIGHTGRID);
    const vw = await asUser(db, VOLTWISE);
    const nl = await asUser(db, NORTHERN_LINES);
    const max = await asUser(db, MAXWELL);
    const sw = await db.query<{ id: number }>('SELECT id FROM organisations WHERE slug = $1', [DEMO_ORGS.southernWires.slug]);
    if (!bg || !vw || !nl || !sw.rows[0]) return;
    await grantAccess(db, { brightgrid: bg.orgId!, voltwise: vw.orgId!, northernLines: nl.orgId!, southernWires: sw.rows[0].id, maxwell: max?.orgId ?? null });
    await capacityMarket(db, bg, vw, max);
    await obligations(db, bg, vw);
    await loadModifications(db, bg, vw, { north: nl, south: await asUser(db, SOUTHERN_WIRES) });
  },
};
