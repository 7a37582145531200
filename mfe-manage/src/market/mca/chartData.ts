/**
 * The merit-order chart's data for one demand interval: the bids offered in it, stacked in merit
 * order (cumulative capacity along x, price up y), against the required capacity and the price cap.
 *
 * A bid is in an interval's stack when clearing accepted it there, or when it was considered and
 * rejected (any reason but not_in_interval) and its service window overlaps the interval by the
 * rule of intervals.ts. With a single interval every considered bid is in it.
 * Merit order is the server's: price ascending (fixed prices: no price order), then earlier
 * submission, then lower bid id.
 */
import { overlaps, type IntervalShape, type WindowRow, intervalForWindow } from './intervals';
import type { McaBidDecision, McaDecisionSet, McaDemandInterval, McaStackBid } from './types';

export interface StackStep {
  bid_id: number;
  provider: string;
  /** Cumulative capacity where the bid's step starts and ends. */
  from: number;
  to: number;
  price: number;
  /** Accepted in this interval. */
  accepted: boolean;
}

/** uPlot's data: x, then the offers, the accepted offers and the cap (null: no line there). */
export type MeritOrderSeries = [number[], (number | null)[], (number | null)[], (number | null)[]];

export interface MeritOrder {
  index: number;
  steps: StackStep[];
  /** Capacity offered in the interval (the stack's width). */
  offered: number;
  acceptedCapacity: number;
  acceptedCount: number;
  required: number;
  cap: number;
  clearingPrice: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  /** Each step drawn as two points (its start and end), so that linear paths draw the steps. */
  series: MeritOrderSeries;
  /** The axes' ranges: the stack, the required capacity and the cap in view. */
  xMax: number;
  yMax: number;
}

/** Bid windows as interval shapes (an overnight window in its two parts, before and after midnight). */
function windowShapes(row: WindowRow): IntervalShape[] {
  const whole = intervalForWindow(row, 0);
  if (whole.end_time === '00:00' || whole.end_time > whole.start_time) return [whole];
  return [
    { ...whole, end_time: '00:00' },
    { ...whole, start_time: '00:00' },
  ];
}

function inStack(
  decision: McaBidDecision | undefined,
  bid: McaStackBid,
  index: number,
  interval: McaDemandInterval,
  single: boolean,
  windows: ReadonlyMap<number, WindowRow>,
): boolean {
  if (!decision) return false;
  if (decision.intervals.includes(index)) return true;
  if (decision.approved || decision.reason === 'not_in_interval') return false;
  if (single) return true;
  const row = windows.get(bid.service_window);
  return row ? windowShapes(row).some((shape) => overlaps(shape, interval)) : false;
}

/** The merit order of the decision set's interval `index`. */
export function meritOrder(set: McaDecisionSet, index: number, intervals: readonly McaDemandInterval[], windows: ReadonlyMap<number, WindowRow>): MeritOrder {
  const interval = intervals[index];
  const result = set.intervals.find((r) => r.index === index);
  const cap = result?.max_utilisation_rate ?? interval?.max_utilisation_rate ?? 0;
  const required = result?.required_capacity ?? interval?.required_capacity ?? 0;
  const decisions = new Map(set.decisions.map((d) => [d.bid_id, d]));
  const fixed = set.pricing === 'fixed_price';
  const bids = interval
    ? set.bids.filter((bid) => inStack(decisions.get(bid.bid_id), bid, index, interval, intervals.length === 1, windows))
    : [];
  bids.sort(
    (a, b) =>
      (fixed ? 0 : a.price - b.price) || Date.parse(a.submitted) - Date.parse(b.submitted) || a.bid_id - b.bid_id,
  );

  const steps: StackStep[] = [];
  let at = 0;
  for (const bid of bids) {
    steps.push({
      bid_id: bid.bid_id,
      provider: bid.flex_provider_name,
      from: at,
      to: at + bid.capacity,
      price: bid.price,
      accepted: decisions.get(bid.bid_id)?.intervals.includes(index) ?? false,
    });
    at += bid.capacity;
  }

  const xs: number[] = [];
  const offers: (number | null)[] = [];
  const accepted: (number | null)[] = [];
  for (const step of steps) {
    xs.push(step.from, step.to);
    offers.push(step.price, step.price);
    accepted.push(step.accepted ? step.price : null, step.accepted ? step.price : null);
  }
  if (xs.length === 0) {
    xs.push(0, Math.max(required, 1));
    offers.push(null, null);
    accepted.push(null, null);
  }
  const prices = steps.map((s) => s.price);
  const acceptedSteps = steps.filter((s) => s.accepted);
  const maxPrice = prices.length ? Math.max(...prices) : null;
  return {
    index,
    steps,
    offered: at,
    acceptedCapacity: result?.accepted_capacity ?? acceptedSteps.reduce((sum, s) => sum + (s.to - s.from), 0),
    acceptedCount: acceptedSteps.length,
    required,
    cap,
    clearingPrice: result?.clearing_price ?? null,
    minPrice: prices.length ? Math.min(...prices) : null,
    maxPrice,
    series: [xs, offers, accepted, xs.map(() => cap)],
    xMax: Math.max(at, required, 1) * 1.05,
    yMax: Math.max(maxPrice ?? 0, cap, 1) * 1.1,
  };
}

/** Windows of the competition by id (for the stacks' overlap test). */
export function windowsById(rows: readonly WindowRow[]): Map<number, WindowRow> {
  return new Map(rows.map((row) => [row.window.id, row]));
}
