/**
 * Where each settlement event stands on data, computed on read (no cache to fall out of date):
 * its baseline and metered data complete or not, what is missing, and a completeness percentage.
 * The events are settled with the same code as a run (settleEvent over loadEventContexts), a
 * competition at a time, so what a provider sees here is what the run will find.
 *
 * Completeness = (periods with a metered reading + periods with a baseline value) ÷ (2 × the
 * event's periods), as a whole percentage rounded down: 100 only when both are complete.
 */
import type { Db } from '../../../db/types.js';
import { Dec, text } from '../decimal.js';
import { settleEvent, type SettlementEventInput } from '../event.js';
import { settlementSettingsOfMany, type SettlementSettings } from '../settings.js';
import { candidateHistoryDays, loadEventContexts } from './inputs.js';
import type { SettlementEventRow } from './events.js';
import type { EventContext } from '../event.js';
import { addDays, clockTimeOf, instantOfLocal, localDateOf } from '../time.js';

const HOUR_MS = 3_600_000;

export interface EventDataState {
  has_baseline_data: boolean;
  has_actual_data: boolean;
  completeness: number;
  /** Start of each event period without a metered reading (all the asset's meters). */
  missing_metered: string[];
  /** What the baseline lacks: the history days without readings it passed over, or periods without a value (nominated). */
  baseline_missing_days: string[];
  baseline_missing_periods: string[];
  baseline_method: 'historical' | 'nominated' | 'fixed';
}

export const inputOf = (e: SettlementEventRow): SettlementEventInput => ({
  id: e.id,
  start: e.start.getTime(),
  end: e.end.getTime(),
  direction: e.direction,
  instructedMw: new Dec(e.instructedMw),
  isStorage: e.isStorage,
  capacityMw: new Dec(e.capacityMw),
});

/** An event's data state from its settlement. */
export function stateOf(e: SettlementEventRow, ctx: EventContext): EventDataState {
  const s = settleEvent(inputOf(e), ctx);
  const periods = s.baseline.periods.length;
  const metered = periods - s.missing_metered.length;
  const baselined = s.baseline.periods.filter((p) => p.mw !== null).length;
  const completeness = periods === 0 ? 0 : Math.floor(((metered + baselined) * 100) / (2 * periods));
  const missingDays = s.baseline.days_excluded.filter((d) => d.reason === 'missing_data').map((d) => d.date);
  return {
    has_baseline_data: s.has_baseline_data,
    has_actual_data: s.has_actual_data,
    completeness: s.has_baseline_data && s.has_actual_data ? 100 : Math.min(99, completeness),
    missing_metered: s.missing_metered,
    baseline_missing_days: s.has_baseline_data ? [] : missingDays.sort(),
    baseline_missing_periods: s.has_baseline_data ? [] : s.baseline.periods.filter((p) => p.mw === null).map((p) => p.start),
    baseline_method: s.baseline.method,
  };
}

/** The data state of many events, loaded in bulk per competition. */
export async function eventStates(db: Db, events: readonly SettlementEventRow[]): Promise<Map<string, EventDataState>> {
  const out = new Map<string, EventDataState>();
  const byCompetition = new Map<number, SettlementEventRow[]>();
  for (const e of events) byCompetition.set(e.competitionId, [...(byCompetition.get(e.competitionId) ?? []), e]);
  const settings = await settlementSettingsOfMany(db, [...byCompetition.keys()]);
  for (const [competition, list] of byCompetition) {
    const s = settings.get(competition);
    if (!s) continue;
    const contexts = await loadEventContexts(db, list, s);
    for (const e of list) {
      const ctx = contexts.get(e.id);
      if (ctx) out.set(e.id, stateOf(e, ctx));
    }
  }
  return out;
}

/** The instructed energy of an event (MWh): its MW × its hours. */
export const instructedMwh = (e: SettlementEventRow): Dec => new Dec(e.instructedMw).times(e.end.getTime() - e.start.getTime()).div(HOUR_MS);

/** What is at stake on each event: the accepted bid's utilisation price × the instructed MWh, in the competition's currency. */
export async function moneyAtStake(db: Db, events: readonly SettlementEventRow[]): Promise<Map<string, { amount: string; currency: string }>> {
  const r = await db.query<{ id: number; price: string | null; currency: string }>(
    `SELECT d.id, b.utilisation_price::text AS price, c.currency
       FROM dispatch_instructions d JOIN bids b ON b.id = d.bid_id JOIN competitions c ON c.id = d.competition_id
      WHERE d.id = ANY ($1::int[])`,
    [[...new Set(events.map((e) => e.instructionId))]],
  );
  const byInstruction = new Map(r.rows.map((x) => [x.id, x]));
  const out = new Map<string, { amount: string; currency: string }>();
  for (const e of events) {
    const i = byInstruction.get(e.instructionId);
    if (!i) continue;
    out.set(e.id, { amount: text(new Dec(i.price ?? 0).times(instructedMwh(e)).toDecimalPlaces(2)), currency: i.currency });
  }
  return out;
}

/**
 * The meter periods a provider still has to send for an event: its periods without a reading on
 * the event day (with the same-day adjustment's measurement), and for a historical baseline the
 * periods at the same clock times on its Y latest candidate days. Answers period starts (ms).
 */
export function neededPeriods(e: SettlementEventRow, settings: SettlementSettings, eventDays: ReadonlySet<string>): number[] {
  const { config, zone } = settings;
  const length = config.interval_minutes * 60_000;
  const baseline = config.baseline;
  const lead = baseline.method === 'historical' && baseline.same_day_adjustment ? (baseline.same_day_adjustment.gap_minutes + baseline.same_day_adjustment.measure_minutes) * 60_000 : 0;
  const first = Math.floor(e.start.getTime() / length) * length - lead;
  const own: number[] = [];
  for (let t = first; t < e.end.getTime(); t += length) own.push(t);
  if (baseline.method !== 'historical') return own;
  const eventDate = localDateOf(e.start.getTime(), zone);
  const out = [...own];
  for (const day of candidateHistoryDays(eventDate, baseline.days_considered, settings.holidayCalendar, eventDays)) {
    const shift = Math.round((Date.parse(day) - Date.parse(eventDate)) / 86_400_000);
    // The same clock times that day (a period before local midnight stays on the day before).
    for (const t of own) {
      const [h, m] = clockTimeOf(t, zone).split(':').map(Number) as [number, number];
      out.push(instantOfLocal(addDays(localDateOf(t, zone), shift), h * 60 + m, zone));
    }
  }
  return [...new Set(out)];
}
