/** What the market needs to know about a competition, its windows and a ballot, loaded in one place. */
import type { Db } from '../../db/types.js';
import { ApiError } from '../../errors.js';
import type { HolidayCalendar, HolidayHandling } from '../competitions/holidays.js';
import type { CompetitionStatus } from '../competitions/status.js';
import { statusExpr } from '../competitions/visibility.js';
import { requiredCapacityField, type CapacityField, type NeedDirection, type PowerType } from '../qualification/rules.js';
import type { PricingMethod } from './clearing.js';
import type { Recurrence } from './windows.js';

export interface CompetitionFacts {
  id: number;
  name: string;
  reference: string;
  operator_id: number;
  status: CompetitionStatus;
  competition_type: string;
  qualification_type: string;
  power_type: PowerType;
  need_direction: NeedDirection;
  currency: string;
  fixed_price: boolean;
  holiday_calendar: HolidayCalendar;
  utilisation_guide_price: number | null;
  availability_guide_price: number | null;
  results_confirmed: boolean;
}

export async function competitionFacts(db: Db, id: number): Promise<CompetitionFacts | null> {
  const r = await db.query<CompetitionFacts>(
    `SELECT c.id, c.name, c.reference, c.operator_id, ${statusExpr('c').text} AS status, c.competition_type, c.qualification_type,
            c.power_type, c.need_direction, c.currency, c.fixed_price, c.holiday_calendar, c.utilisation_guide_price, c.availability_guide_price,
            EXISTS (SELECT 1 FROM competition_confirmations cc WHERE cc.competition_id = c.id AND cc.kind = 'results') AS results_confirmed
       FROM competitions c WHERE c.id = $1 AND c.is_active`,
    [id],
  );
  return r.rows[0] ?? null;
}

export function capacityFieldOf(c: Pick<CompetitionFacts, 'power_type' | 'need_direction'>): CapacityField {
  return requiredCapacityField(c.power_type, c.need_direction);
}

export function unitOf(c: Pick<CompetitionFacts, 'power_type'>): 'MW' | 'MVAr' {
  return c.power_type === 'reactive_power' ? 'MVAr' : 'MW';
}

/**
 * How accepted bids are paid (decided here, API docs): fixed-price competitions pay the fixed
 * rate; day-ahead competitions (qualification_type piclo_stac) pay as clear; others pay as bid.
 */
export function pricingOf(c: Pick<CompetitionFacts, 'fixed_price' | 'qualification_type'>): PricingMethod {
  if (c.fixed_price) return 'fixed_price';
  return c.qualification_type === 'piclo_stac' ? 'pay_as_clear' : 'pay_as_bid';
}

/** 409 unless providers may bid now: the competition is open and its results are not confirmed. */
export function assertBiddingOpen(c: CompetitionFacts): void {
  if (c.results_confirmed) throw conflict(`The results of ${c.name} are confirmed; bids can no longer change.`);
  if (c.status !== 'open') {
    const when = c.status === 'closed' || c.status === 'archived' ? 'Bidding has closed' : 'Bidding has not opened yet';
    throw conflict(`${when} for ${c.name}; bids can only be placed, amended or deleted while bidding is open.`);
  }
}

/** 409 unless the operator may decide bids: bidding open or closed, results not confirmed. */
export function assertDecidable(c: CompetitionFacts): void {
  if (c.results_confirmed) throw conflict(`The results of ${c.name} are confirmed and final; decisions can no longer change.`);
  if (c.status !== 'open' && c.status !== 'closed') throw conflict(`${c.name} is not taking bids (status ${c.status}); there is nothing to decide.`);
}

export function conflict(detail: string): ApiError {
  return new ApiError(409, { detail });
}

export interface WindowFacts extends Recurrence {
  id: number;
  name: string;
  capacity_required: number;
  period_id: number;
}

export async function windowsOf(db: Db, competitionId: number, calendar: HolidayCalendar): Promise<Map<number, WindowFacts>> {
  const r = await db.query<{
    id: number;
    name: string;
    start_time: string;
    end_time: string;
    service_days: number[];
    holiday_handling: HolidayHandling;
    capacity_required: number;
    period_id: number;
    start_date: string;
    end_date: string;
  }>(
    `SELECT w.id, w.name, to_char(w.start_time, 'HH24:MI') AS start_time, to_char(w.end_time, 'HH24:MI') AS end_time, w.service_days,
            w.holiday_handling, w.capacity_required, p.id AS period_id, p.start AS start_date, p."end" AS end_date
       FROM service_windows w JOIN service_periods p ON p.id = w.service_period_id WHERE w.competition_id = $1 ORDER BY p.start, w.start_time, w.id`,
    [competitionId],
  );
  return new Map(r.rows.map((w) => [w.id, { ...w, calendar }]));
}

export interface BallotFacts {
  id: number;
  competition_id: number;
  flex_provider_id: number;
  is_active: boolean;
  assets: AssetFacts[];
}

export interface AssetFacts {
  id: number;
  ref: string;
  lon: number | null;
  lat: number | null;
  capacity: number;
  qualifies: boolean;
  is_active: boolean;
}

/** A ballot with its assets' capacity in the competition's direction and whether each still qualifies. */
export async function ballotFacts(db: Db, ballotId: number, competition: CompetitionFacts): Promise<BallotFacts | null> {
  const b = await db.query<Omit<BallotFacts, 'assets'> & { group_id: number | null }>(
    'SELECT id, competition_id, flex_provider_id, is_active, ballot_asset_group_id AS group_id FROM ballots WHERE id = $1',
    [ballotId],
  );
  const ballot = b.rows[0];
  if (!ballot) return null;
  const field = capacityFieldOf(competition);
  const a = await db.query<AssetFacts>(
    `SELECT a.id, a.ref, a.lon, a.lat, a.${field} AS capacity, a.is_active,
            EXISTS (SELECT 1 FROM qualifications q WHERE q.competition_id = $2 AND q.flex_asset_id = a.id AND q.eligibility_status IN ('eligible', 'qualified')) AS qualifies
       FROM ballot_assets ba JOIN flex_assets a ON a.id = ba.flex_asset_id WHERE ba.group_id = $1 ORDER BY a.id`,
    [ballot.group_id ?? 0, competition.id],
  );
  return { id: ballot.id, competition_id: ballot.competition_id, flex_provider_id: ballot.flex_provider_id, is_active: ballot.is_active, assets: a.rows };
}
