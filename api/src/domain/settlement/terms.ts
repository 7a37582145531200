/**
 * What a provider is paid at for a competition and month: the rates, contracted MW, window
 * times and assets of its obligations (contracts/), on the days they bind, and the unavailability
 * it declared for their assets. This is the one place settlement reads what was agreed.
 *
 * An obligation carries the rates its accepted bid was cleared at (contracts/create.ts):
 * availability = the bid's availability price, else the window's fixed one; utilisation = the
 * price the decision pays (`paid_price`: pay as clear or the fixed price), else the bid's, else
 * the window's fixed one; service fee = the bid's, else the window's fixed fee, else the
 * competition's. MW = the bid's capacity. An obligation binds while its contract is accepted and
 * until its termination date; a contract awaiting acceptance is not paid. A window occurrence
 * counts in the month of its start (competition clock). Obligations keep their bid's id, which
 * instructions name. An obligation sold on the exchange is split at the transfer start into the
 * seller's row and the buyer's (exchange/transfer.ts), each read with its own holder and dates: the
 * seller is paid up to the transfer start, the buyer from it.
 */
import type { Db } from '../../db/types.js';
import type { HolidayCalendar, HolidayHandling } from '../competitions/holidays.js';
import { BINDS_UNTIL } from '../contracts/active.js';
import { instantOf } from '../dispatch/validate.js';
import { instancesOf } from '../market/windows.js';
import { Dec } from './decimal.js';
import type { Interval, ServiceWindow, StatementEvent, StatementInput } from './money.js';
import type { EventDelivery } from './schemas.js';
import type { SettlementSettings } from './settings.js';

export interface BidTerms {
  bidId: number;
  serviceWindowId: number;
  mw: Dec;
  rates: { availability: Dec | null; utilisation: Dec | null; service_fee: Dec | null };
  /** Flex asset ids of the bid. */
  assets: number[];
}

export interface ProviderTerms {
  providerId: number;
  /** The rates shared by all its accepted bids; a rate the bids disagree on is null here and carried by each window and event. */
  rates: { availability: Dec | null; utilisation: Dec | null; service_fee: Dec | null };
  /** The month's window occurrences of its accepted bids, each with its MW, rates and its assets' unavailability. */
  windows: ServiceWindow[];
  /** Declared unavailability every window shares (kept per window; empty here). */
  unavailability: Interval[];
  /** Its accepted bids, by id (an instruction names its bid: its utilisation rate). */
  bids: Map<number, BidTerms>;
}

interface BidRow {
  bid_id: number;
  provider_id: number;
  service_window_id: number;
  capacity: string;
  availability: string | null;
  utilisation: string | null;
  service_fee: string | null;
  assets: number[];
  start_time: string;
  end_time: string;
  service_days: number[];
  holiday_handling: HolidayHandling;
  start_date: string;
  end_date: string;
}

const decOrNull = (v: string | null): Dec | null => (v === null ? null : new Dec(v));

/** First and last day of a 'YYYY-MM' month. */
export function monthBounds(month: string): { first: string; last: string; start: number; end: number } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = `${month}-01`;
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const last = `${month}-${String(lastDay).padStart(2, '0')}`;
  return { first, last, start: Date.parse(`${first}T00:00:00Z`), end: Date.UTC(y, m, 1) };
}

/**
 * The competition's obligations that bind on some day of the month, each clipped to the days it
 * binds: from its first day (or the month's) to the day before it stops binding (its end, its
 * contract's termination date) or the month's last day. Obligations of contracts awaiting
 * acceptance, or withdrawn before acceptance, bind nobody and are not paid.
 */
async function bindingObligations(db: Db, competitionId: number, month: { first: string; last: string }): Promise<BidRow[]> {
  const r = await db.query<BidRow>(
    `SELECT ob.bid_id, ob.provider_id, ob.service_window_id, ob.capacity::text AS capacity, ob.availability_rate::text AS availability,
            ob.utilisation_rate::text AS utilisation, ob.service_fee::text AS service_fee, ob.asset_ids AS assets,
            to_char(ob.start_time, 'HH24:MI') AS start_time, to_char(ob.end_time, 'HH24:MI') AS end_time, ob.service_days, ob.holiday_handling,
            GREATEST(ob.starts_on, $2::date) AS start_date, LEAST(${BINDS_UNTIL('ob', 'k')} - 1, $3::date) AS end_date
       FROM obligations ob JOIN contracts k ON k.id = ob.contract_id
      WHERE ob.competition_id = $1 AND ${BINDS_UNTIL('ob', 'k')} IS NOT NULL AND ob.starts_on <= $3::date AND ${BINDS_UNTIL('ob', 'k')} - 1 >= ($2::date - 1)
      ORDER BY ob.provider_id, ob.bid_id`,
    [competitionId, month.first, month.last],
  );
  return r.rows;
}

type KeptBid = Pick<BidRow, 'provider_id' | 'bid_id' | 'service_window_id' | 'capacity' | 'availability' | 'utilisation' | 'service_fee' | 'assets'>;

/**
 * The bids of accepted instructions a provider delivers in the month under an obligation that, on
 * the instruction's day, another provider holds: the seller keeps what it accepted before an
 * exchange transfer (exchange/transfer.ts), and is paid its utilisation at the bid's rates (every
 * row of a bid carries the same) even in a month in which it no longer holds the bid's obligation.
 */
async function keptInstructionBids(db: Db, competitionId: number, month: { first: string; last: string }): Promise<KeptBid[]> {
  const r = await db.query<KeptBid>(
    `SELECT DISTINCT t.flex_provider_id AS provider_id, ob.bid_id, ob.service_window_id, ob.capacity::text AS capacity, ob.availability_rate::text AS availability,
            ob.utilisation_rate::text AS utilisation, ob.service_fee::text AS service_fee, ob.asset_ids AS assets
       FROM dispatch_instructions t JOIN obligations ob ON ob.id = t.obligation_id
      WHERE t.competition_id = $1 AND t.response = 'accepted' AND t.unit = 'MW' AND (t.stopped IS NULL OR t.stopped > t.start)
        AND t.start >= ($2::date::timestamp AT TIME ZONE 'Europe/London') AND t.start < (($3::date + 1)::timestamp AT TIME ZONE 'Europe/London')
        AND EXISTS (SELECT 1 FROM obligations o2 WHERE o2.bid_id = ob.bid_id AND o2.provider_id <> t.flex_provider_id
                       AND o2.starts_on <= (t.start AT TIME ZONE 'Europe/London')::date AND o2.ends_on > (t.start AT TIME ZONE 'Europe/London')::date)
      ORDER BY 1, 2`,
    [competitionId, month.first, month.last],
  );
  return r.rows;
}

async function unavailabilityOf(db: Db, assets: readonly number[], from: number, to: number): Promise<Map<number, Interval[]>> {
  const out = new Map<number, Interval[]>();
  if (assets.length === 0) return out;
  const r = await db.query<{ asset: number; start: Date; end: Date }>(
    `SELECT flex_asset_id AS asset, unavailable_from AS start, unavailable_to AS "end" FROM asset_unavailability
      WHERE flex_asset_id = ANY ($1::int[]) AND unavailable_to > $2 AND unavailable_from < $3`,
    [assets, new Date(from), new Date(to)],
  );
  for (const u of r.rows) out.set(u.asset, [...(out.get(u.asset) ?? []), { start: u.start.getTime(), end: u.end.getTime() }]);
  return out;
}

/** The one rate all bids share, or null when they differ (each window and event then carries its own). */
function shared(values: ReadonlyArray<Dec | null>): Dec | null {
  const first = values[0];
  if (first === undefined || first === null) return null;
  return values.every((v) => v !== null && v.equals(first)) ? first : null;
}

/** Every provider's terms in the competition for the month ('YYYY-MM'), from its binding obligations. */
export async function settlementTermsOf(db: Db, settings: SettlementSettings, month: string): Promise<ProviderTerms[]> {
  const bounds = monthBounds(month);
  const calendar = settings.holidayCalendar as HolidayCalendar;
  const rows = await bindingObligations(db, settings.competitionId, bounds);
  const allAssets = [...new Set(rows.flatMap((b) => b.assets))];
  const unavailable = await unavailabilityOf(db, allAssets, bounds.start - 2 * 86_400_000, bounds.end + 2 * 86_400_000);
  const byProvider = new Map<number, BidRow[]>();
  for (const row of rows) byProvider.set(row.provider_id, [...(byProvider.get(row.provider_id) ?? []), row]);
  const kept = await keptInstructionBids(db, settings.competitionId, bounds);
  const out = [...byProvider].map(([providerId, bids]): ProviderTerms => {
    const terms = bids.map((b): BidTerms => ({
      bidId: b.bid_id,
      serviceWindowId: b.service_window_id,
      mw: new Dec(b.capacity),
      rates: { availability: decOrNull(b.availability), utilisation: decOrNull(b.utilisation), service_fee: decOrNull(b.service_fee) },
      assets: b.assets,
    }));
    const windows: ServiceWindow[] = bids.flatMap((b, i) => {
      const bid = terms[i]!;
      if (b.start_date > b.end_date) return [];
      const occurrences = instancesOf({ ...b, calendar }).map((o) => ({ start: instantOf(o.start), end: instantOf(o.end) }));
      const assetsUnavailable = bid.assets.flatMap((a) => unavailable.get(a) ?? []);
      return occurrences
        .filter((o) => o.start >= instantOf(bounds.start) && o.start < instantOf(bounds.end))
        .map((o) => ({ ...o, mw: bid.mw, rates: { availability: bid.rates.availability, service_fee: bid.rates.service_fee }, unavailability: assetsUnavailable }));
    });
    return {
      providerId,
      rates: {
        availability: shared(terms.map((t) => t.rates.availability)),
        utilisation: shared(terms.map((t) => t.rates.utilisation)),
        service_fee: shared(terms.map((t) => t.rates.service_fee)),
      },
      windows,
      unavailability: [],
      bids: new Map(terms.map((t) => [t.bidId, t])),
    };
  });
  for (const k of kept) {
    let provider = out.find((t) => t.providerId === k.provider_id);
    if (!provider) {
      provider = { providerId: k.provider_id, rates: { availability: null, utilisation: null, service_fee: null }, windows: [], unavailability: [], bids: new Map() };
      out.push(provider);
    }
    if (provider.bids.has(k.bid_id)) continue;
    provider.bids.set(k.bid_id, {
      bidId: k.bid_id,
      serviceWindowId: k.service_window_id,
      mw: new Dec(k.capacity),
      rates: { availability: decOrNull(k.availability), utilisation: decOrNull(k.utilisation), service_fee: decOrNull(k.service_fee) },
      assets: k.assets,
    });
  }
  return out;
}

/** A settled event for the statement: its delivery and the utilisation rate of the bid its instruction names. */
export interface TermsEvent {
  id: string;
  bidId: number;
  delivery: EventDelivery;
}

/** The core's statement input for one provider's month from its terms, settings and settled events. */
export function statementInputOf(terms: ProviderTerms, settings: SettlementSettings, events: readonly TermsEvent[], previousMonthRatio: Dec | null): StatementInput {
  const statementEvents: StatementEvent[] = events.map((e) => ({ id: e.id, delivery: e.delivery, utilisationRate: terms.bids.get(e.bidId)?.rates.utilisation ?? null }));
  return {
    currency: settings.currency,
    config: settings.config,
    rates: terms.rates,
    windows: terms.windows,
    unavailability: terms.unavailability,
    events: statementEvents,
    previousMonthRatio,
  };
}
