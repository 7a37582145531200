/**
 * The obligations that bind a provider at an instant: for dispatch (an instruction must fall
 * inside one) and settlement (rates and availability hours). An obligation binds on the days of
 * its service period (competition clock, `ends_on` exclusive) while its contract is accepted and
 * not ended, and while a terminated contract has not reached its termination date. A contract
 * awaiting acceptance binds nobody. Whether the instant falls inside the window's times, days and
 * holiday handling is the caller's check (market/windows.ts gives the delivery times).
 */
import type { Db } from '../../db/types.js';
import { localDateOf } from '../settlement/time.js';

export interface ActiveObligation {
  id: number;
  contract: number;
  /** The provider holding the obligation (the bid's, or a buyer's on the exchange). */
  provider: number;
  bid: number;
  service_window: number;
  start_time: string;
  end_time: string;
  service_days: number[];
  holiday_handling: string;
  flex_assets: number[];
  unit: 'MW' | 'MVAr';
  capacity: string;
  availability_rate: string | null;
  utilisation_rate: string | null;
  service_fee: string | null;
  currency: string;
  starts_on: string;
  ends_on: string;
}

/** The local (competition clock) calendar date of an instant, YYYY-MM-DD. */
/** The clock competitions' windows and obligations are read on (as dispatch's COMPETITION_TIME_ZONE). */
const COMPETITION_CLOCK = 'Europe/London';

export const localDate = (at: Date): string => localDateOf(at.getTime(), COMPETITION_CLOCK);

/**
 * Whether obligation `ob` of contract `k` binds on the day `day` (an SQL date expression): the
 * day lies in its dates, its contract is accepted and active, or terminated with the day before
 * its termination date.
 */
export const BINDS_ON = (day: string, ob = 'ob', k = 'k') =>
  `(${ob}.starts_on <= ${day} AND ${ob}.ends_on > ${day} AND ${k}.ends_on > ${day}
    AND (${k}.status = 'active' OR (${k}.status = 'terminated' AND ${k}.accepted_at IS NOT NULL AND ${k}.termination_date > ${day})))`;

/**
 * The first day an obligation no longer binds (exclusive): its end, or its contract's termination
 * date when that comes first; null when it never bound (its contract awaits acceptance, or was
 * withdrawn before it was accepted).
 */
export const BINDS_UNTIL = (ob = 'ob', k = 'k') =>
  `(CASE WHEN ${k}.status = 'active' THEN LEAST(${ob}.ends_on, ${k}.ends_on)
         WHEN ${k}.status = 'terminated' AND ${k}.accepted_at IS NOT NULL THEN GREATEST(${ob}.starts_on, LEAST(${ob}.ends_on, ${k}.termination_date)) END)`;

const OBLIGATION_FIELDS = `ob.id, ob.contract_id AS contract, ob.provider_id AS provider, ob.bid_id AS bid, ob.service_window_id AS service_window, to_char(ob.start_time, 'HH24:MI') AS start_time,
            to_char(ob.end_time, 'HH24:MI') AS end_time, ob.service_days, ob.holiday_handling, ob.asset_ids AS flex_assets, ob.unit,
            ob.capacity::text AS capacity, ob.availability_rate::text AS availability_rate, ob.utilisation_rate::text AS utilisation_rate,
            ob.service_fee::text AS service_fee, ob.currency, to_char(ob.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ob.ends_on, 'YYYY-MM-DD') AS ends_on`;

/** The provider's obligations in the competition that bind at `at`. */
export async function activeObligations(db: Db, providerId: number, competitionId: number, at: Date): Promise<ActiveObligation[]> {
  const r = await db.query<ActiveObligation>(
    `SELECT ${OBLIGATION_FIELDS} FROM obligations ob JOIN contracts k ON k.id = ob.contract_id
      WHERE ob.provider_id = $1 AND ob.competition_id = $2 AND ${BINDS_ON('$3::date')}
      ORDER BY ob.start_time, ob.id`,
    [providerId, competitionId, localDate(at)],
  );
  return r.rows;
}

/**
 * The obligation of an accepted bid on the day of `at`, with its contract's state then: whether it
 * binds, and why not. A bid's obligation may have been split by exchange transfers (exchange/transfer.ts)
 * into several rows, one per date range and each with its own holder: the row whose dates include the
 * day is answered; on a day outside every row's dates, the nearest row (so the refusal names it).
 */
export interface BidObligation {
  obligation: ActiveObligation;
  contract_reference: string;
  /** awaiting_acceptance, active or terminated (as stored). */
  contract_status: string;
  binds: boolean;
  /** The last day a terminated contract that had been accepted ran (YYYY-MM-DD), else null. */
  terminated_last_day: string | null;
  /** The holder's name (to name it in refusals). */
  provider_name: string;
}

export async function obligationOfBid(db: Db, bidId: number, at: Date): Promise<BidObligation | null> {
  const r = await db.query<ActiveObligation & Omit<BidObligation, 'obligation'>>(
    `SELECT ${OBLIGATION_FIELDS}, k.reference AS contract_reference, k.status AS contract_status, ${BINDS_ON('$2::date')} AS binds,
            CASE WHEN k.status = 'terminated' AND k.accepted_at IS NOT NULL THEN to_char(k.termination_date - 1, 'YYYY-MM-DD') END AS terminated_last_day,
            (SELECT o.name FROM organisations o WHERE o.id = ob.provider_id) AS provider_name
       FROM obligations ob JOIN contracts k ON k.id = ob.contract_id
      WHERE ob.bid_id = $1
      ORDER BY (ob.starts_on <= $2::date AND ob.ends_on > $2::date) DESC,
               CASE WHEN ob.starts_on > $2::date THEN ob.starts_on - $2::date ELSE $2::date - ob.ends_on END, ob.id
      LIMIT 1`,
    [bidId, localDate(at)],
  );
  const row = r.rows[0];
  if (!row) return null;
  const { contract_reference, contract_status, binds, terminated_last_day, provider_name, ...obligation } = row;
  return { obligation, contract_reference, contract_status, binds, terminated_last_day, provider_name };
}
