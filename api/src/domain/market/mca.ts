/**
 * Market clearing for a competition (mca/, workflows §4 "Market clearing"): demand intervals and
 * the competition's active bids become concrete delivery times (windows.ts), the clearing engine
 * (clearing.ts) decides per instance, and each bid's decision is gathered from its instances:
 * accepted when accepted in any; otherwise the first reason of excluded_gsp, over_price_cap,
 * capacity_met; not_in_interval when it overlaps no interval.
 *
 * An interval with `window_id` (service-window mode) lets only that window's bids compete;
 * intervals without one take every bid whose window overlaps them. A run is a preview; confirming
 * sends back the preview's whole decision list, re-runs, refuses (409) when the outcome differs
 * from what the operator saw, and writes the decisions of the bids that overlap the intervals —
 * other bids keep their earlier decisions.
 */
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/types.js';
import { badRequest } from '../../errors.js';
import type { HolidayHandling } from '../competitions/holidays.js';
import { clearMarket, type ClearingBid, type DecisionReason, type DemandInterval } from './clearing.js';
import { conflict, pricingOf, unitOf, windowsOf, type CompetitionFacts, type WindowFacts } from './facts.js';
import { decidableCompetition, writeDecisions, type Decision } from './decisions.js';
import { meritPriceField } from './rules.js';
import { instancesOf, instancesOverlap, type Instance } from './windows.js';

export interface McaInterval {
  start_time: string;
  end_time: string;
  max_utilisation_rate: number;
  required_capacity: number;
  exclude_gsps: string[] | null;
  period_dates: string[];
  service_days?: number[];
  holiday_handling?: HolidayHandling;
  window_id?: number | null;
}

interface StackBid {
  bid_id: number;
  flex_provider_name: string;
  service_window: number;
  window_name: string;
  capacity: number;
  price: number;
  gsps: string[];
  submitted: Date;
}

const MAX_PERIOD_DAYS = 366;
const REJECTIONS: readonly DecisionReason[] = ['excluded_gsp', 'over_price_cap', 'capacity_met'];

/** Interval problems as 400 `{demand_intervals: [{}, {field: [...]}]}`. */
function checkIntervals(intervals: readonly McaInterval[], windows: ReadonlyMap<number, WindowFacts>): void {
  const errors = intervals.map((iv) => {
    const e: Record<string, string[]> = {};
    const [from, to] = iv.period_dates as [string, string];
    if (Number.isNaN(Date.parse(`${from}T00:00:00Z`)) || Number.isNaN(Date.parse(`${to}T00:00:00Z`))) e.period_dates = ['Enter real dates as YYYY-MM-DD.'];
    else if (from > to) e.period_dates = ['The first date must not be after the last.'];
    else if ((Date.parse(to) - Date.parse(from)) / 86_400_000 >= MAX_PERIOD_DAYS) e.period_dates = [`An interval can span at most ${MAX_PERIOD_DAYS} days.`];
    if (iv.start_time.slice(0, 5) === iv.end_time.slice(0, 5)) e.end_time = ['The end time must differ from the start time.'];
    if (iv.window_id != null && !windows.has(iv.window_id)) e.window_id = [`Service window ${iv.window_id} is not part of this competition.`];
    return e;
  });
  if (errors.some((e) => Object.keys(e).length)) throw badRequest({ demand_intervals: errors });
}

export async function runClearing(db: Db, c: CompetitionFacts, intervals: readonly McaInterval[]) {
  const windows = await windowsOf(db, c.id, c.holiday_calendar);
  checkIntervals(intervals, windows);
  const field = meritPriceField(c.competition_type);
  const rows = await db.query<StackBid>(
    `SELECT b.id AS bid_id, o.name AS flex_provider_name, b.service_window_id AS service_window, w.name AS window_name, b.capacity::float8 AS capacity,
            COALESCE(b.${field}, 0)::float8 AS price, b.gsps, b.submitted
       FROM bids b JOIN organisations o ON o.id = b.flex_provider_id JOIN service_windows w ON w.id = b.service_window_id
      WHERE b.competition_id = $1 AND b.is_active ORDER BY price, b.submitted, b.id`,
    [c.id],
  );
  const stack = rows.rows;
  const pricing = pricingOf(c);
  const windowInstances = new Map<number, Instance[]>();
  for (const w of windows.values()) windowInstances.set(w.id, instancesOf(w));

  // Concrete bids: one per (bid, delivery instance); `owner` maps back to the bid.
  const owner: number[] = [];
  const concrete = (filter: (b: StackBid) => boolean): ClearingBid[] => {
    const out: ClearingBid[] = [];
    for (const b of stack) {
      if (!filter(b)) continue;
      for (const inst of windowInstances.get(b.service_window) ?? []) {
        owner.push(b.bid_id);
        out.push({ id: owner.length - 1, start: inst.start, end: inst.end, capacity: b.capacity, price: b.price, gsps: b.gsps, submitted: b.submitted.getTime() });
      }
    }
    return out;
  };

  const accepted = new Map<number, Set<number>>();
  const paid = new Map<number, number>();
  const reasons = new Map<number, Set<DecisionReason>>();
  const candidates = intervals.map(() => new Set<number>());
  const intervalInstances: Instance[][] = intervals.map(() => []);
  const perInterval = intervals.map(() => ({ accepted: Infinity, price: null as number | null, met: true, instances: 0 }));

  // One engine run per group of intervals sharing a window restriction (null: every bid).
  const groups = new Map<number | null, number[]>();
  intervals.forEach((iv, i) => groups.set(iv.window_id ?? null, [...(groups.get(iv.window_id ?? null) ?? []), i]));
  for (const [windowId, members] of groups) {
    const bids = concrete((b) => windowId === null || b.service_window === windowId);
    const demand: DemandInterval[] = [];
    for (const i of members) {
      const iv = intervals[i]!;
      const inst = instancesOf({
        start_date: iv.period_dates[0]!,
        end_date: iv.period_dates[1]!,
        start_time: iv.start_time,
        end_time: iv.end_time,
        service_days: iv.service_days ?? [0, 1, 2, 3, 4, 5, 6],
        holiday_handling: iv.holiday_handling ?? 'Ignore',
        calendar: c.holiday_calendar,
      });
      perInterval[i]!.instances = inst.length;
      intervalInstances[i] = inst;
      inst.forEach((t, k) =>
        demand.push({ id: `${i}:${k}`, start: t.start, end: t.end, max_utilisation_rate: iv.max_utilisation_rate, required_capacity: iv.required_capacity, exclude_gsps: iv.exclude_gsps }),
      );
    }
    const result = clearMarket(demand, bids, pricing);
    for (const r of result.intervals) {
      const i = Number(r.interval.split(':')[0]);
      const agg = perInterval[i]!;
      agg.accepted = Math.min(agg.accepted, r.accepted_capacity);
      if (r.clearing_price !== null) agg.price = Math.max(agg.price ?? -Infinity, r.clearing_price);
      agg.met &&= r.met;
      for (const a of r.accepted) {
        const bid = owner[a.bid]!;
        accepted.set(bid, (accepted.get(bid) ?? new Set()).add(i));
        paid.set(bid, Math.min(paid.get(bid) ?? Infinity, a.paid));
      }
    }
    for (const d of result.decisions) {
      const bid = owner[d.bid]!;
      if (d.reason !== 'not_in_interval') reasons.set(bid, (reasons.get(bid) ?? new Set()).add(d.reason));
    }
    // Which bids compete in which interval (the chart's stack).
    for (const i of members) {
      for (const b of stack) {
        if ((windowId === null || b.service_window === windowId) && instancesOverlap(windowInstances.get(b.service_window) ?? [], intervalInstances[i]!)) candidates[i]!.add(b.bid_id);
      }
    }
  }

  const decisions = stack
    .map((b) => {
      const won = accepted.get(b.bid_id);
      if (won?.size) return { bid_id: b.bid_id, approved: true, reason: 'accepted' as DecisionReason, intervals: [...won].sort((x, y) => x - y), paid_price: paid.get(b.bid_id) ?? null };
      const seen = reasons.get(b.bid_id);
      const reason: DecisionReason = seen ? (REJECTIONS.find((r) => seen.has(r)) ?? 'capacity_met') : 'not_in_interval';
      return { bid_id: b.bid_id, approved: false, reason, intervals: [] as number[], paid_price: null };
    })
    .sort((a, b) => a.bid_id - b.bid_id);

  return {
    competition: c.id,
    pricing,
    currency: c.currency,
    unit: unitOf(c) === 'MW' ? ('MWh' as const) : ('MVArh' as const),
    decisions,
    intervals: intervals.map((iv, i) => {
      const agg = perInterval[i]!;
      return {
        index: i,
        required_capacity: iv.required_capacity,
        max_utilisation_rate: iv.max_utilisation_rate,
        accepted_capacity: agg.instances && Number.isFinite(agg.accepted) ? agg.accepted : 0,
        clearing_price: agg.price,
        met: agg.instances > 0 && agg.met,
        instances: agg.instances,
        bids: stack.filter((b) => candidates[i]!.has(b.bid_id)).map((b) => b.bid_id),
      };
    }),
    bids: stack.map((b) => ({ ...b, submitted: b.submitted.toISOString() })),
  };
}

export async function previewClearing(db: Db, user: Principal, competitionId: number, intervals: readonly McaInterval[]) {
  const c = await decidableCompetition(db, user, competitionId);
  return runClearing(db, c, intervals);
}

/**
 * Re-runs, checks the operator saw the same outcome, saves the parameter set and writes the decisions.
 *
 * The confirm contract: `seen` is the whole `decisions` list of the preview the operator confirms
 * (every active bid, `not_in_interval` ones included), reduced to `{bid_id, approved}`. It must
 * equal the re-run's list — the same bids, each approved or not alike — else 409: a bid was placed
 * or withdrawn since, or an amendment changed a decision. Only the bids that overlap the intervals are written.
 */
export async function confirmClearing(db: Db, user: Principal, competitionId: number, intervals: readonly McaInterval[], seen: ReadonlyArray<{ bid_id: number; approved: boolean }>) {
  const c = await decidableCompetition(db, user, competitionId);
  const sent = new Map(seen.map((d) => [d.bid_id, d.approved]));
  if (sent.size !== seen.length) throw badRequest({ decisions: ['Send each bid once.'] });
  const result = await runClearing(db, c, intervals);
  const differs = result.decisions.length !== sent.size || result.decisions.some((d) => sent.get(d.bid_id) !== d.approved);
  if (differs) throw conflict('The bids changed since market clearing ran. Run it again.');
  const affected = result.decisions.filter((d) => d.reason !== 'not_in_interval');
  const set = await db.query<{ id: number }>('INSERT INTO mca_parameter_sets (competition_id, demand_intervals, created_by) VALUES ($1, $2, $3) RETURNING id', [
    c.id,
    JSON.stringify(intervals),
    user.userId,
  ]);
  const decisions: Decision[] = affected.map((d) => ({ bid_id: d.bid_id, approved: d.approved, reason: d.reason, paid_price: d.paid_price }));
  await writeDecisions(db, user, c.id, 'clearing', decisions, set.rows[0]!.id);
  return { parameter_set: set.rows[0]!.id, decided: decisions.length, unchanged: result.decisions.length - decisions.length };
}
