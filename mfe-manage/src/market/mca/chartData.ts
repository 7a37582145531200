/**
 * The merit-order chart's data for one demand interval: the bids that may compete in it, stacked
 * in merit order (cumulative capacity along x, price up y), against the required capacity and the
 * price cap. The stack is the server's: each interval result lists the bids whose windows overlap
 * it, in merit order (price ascending, then earlier submission, then lower bid id).
 */
import type { McaDecisionSet, McaStackBid } from './types';

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
  /** Each step drawn as two points (its start and end), so that straight lines draw the steps. */
  series: MeritOrderSeries;
  /** The axes' ranges: the stack, the required capacity and the cap in view. */
  xMax: number;
  yMax: number;
}

/** The merit order of the decision set's interval `index` (an empty stack when the set has no such interval). */
export function meritOrder(set: McaDecisionSet, index: number): MeritOrder {
  const result = set.intervals.find((r) => r.index === index);
  const cap = result?.max_utilisation_rate ?? 0;
  const required = result?.required_capacity ?? 0;
  const bids = new Map<number, McaStackBid>(set.bids.map((b) => [b.bid_id, b]));
  const acceptedHere = new Set(set.decisions.filter((d) => d.intervals.includes(index)).map((d) => d.bid_id));

  const steps: StackStep[] = [];
  let at = 0;
  for (const id of result?.bids ?? []) {
    const bid = bids.get(id);
    if (!bid) continue;
    steps.push({ bid_id: id, provider: bid.flex_provider_name, from: at, to: at + bid.capacity, price: bid.price, accepted: acceptedHere.has(id) });
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
    acceptedCapacity: result?.accepted_capacity ?? 0,
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
