/**
 * The market-clearing engine (workflows §4 "Market clearing"): a pure function from
 * demand intervals and bids to decisions, each with its reason.
 *
 * For each demand interval, the bids whose delivery time overlaps it are taken in merit order and
 * accepted whole (all or nothing) while the accepted capacity is below the required capacity.
 * A bid is never accepted above the interval's max utilisation rate, nor from an excluded GSP.
 *
 * Merit order: price ascending; ties by earlier submission, then lower bid id (deterministic).
 * With fixed prices every bid is offered at the interval's max utilisation rate, so the order is
 * the tie rule alone.
 *
 * Payment per accepted bid and interval: pay-as-bid pays the bid's price; pay-as-clear pays the
 * interval's clearing price (the highest accepted price); fixed-price pays the max utilisation rate.
 *
 * A bid's decision: accepted when it is accepted in at least one interval it overlaps; otherwise
 * rejected with the first reason that applies across its intervals, in the order
 * excluded_gsp, over_price_cap, capacity_met; a bid that overlaps no interval is not_in_interval.
 */

export type PricingMethod = 'pay_as_bid' | 'pay_as_clear' | 'fixed_price';
export type DecisionReason = 'accepted' | 'over_price_cap' | 'excluded_gsp' | 'capacity_met' | 'not_in_interval';

export interface DemandInterval {
  id: string;
  /** Epoch milliseconds, start inclusive, end exclusive. */
  start: number;
  end: number;
  max_utilisation_rate: number;
  required_capacity: number;
  exclude_gsps: readonly string[] | null;
}

export interface ClearingBid {
  id: number;
  /** Delivery time of the bid's window instance, epoch ms, start inclusive, end exclusive. */
  start: number;
  end: number;
  capacity: number;
  /** Utilisation price per MWh (ignored with fixed prices). */
  price: number;
  /** GSP names of the bid's assets: excluded when any of them is excluded. */
  gsps: readonly string[];
  /** Submission time (epoch ms): the first tie-breaker. */
  submitted: number;
}

export interface IntervalResult {
  interval: string;
  required_capacity: number;
  accepted_capacity: number;
  /** The highest accepted price (the marginal bid), or null when nothing was accepted. */
  clearing_price: number | null;
  met: boolean;
  /** Accepted bids in merit order with what each is paid per MWh. */
  accepted: Array<{ bid: number; capacity: number; price: number; paid: number }>;
}

export interface BidDecision {
  bid: number;
  approved: boolean;
  reason: DecisionReason;
  /** Intervals the bid was accepted in. */
  intervals: string[];
}

export interface ClearingResult {
  intervals: IntervalResult[];
  decisions: BidDecision[];
}

const REJECTION_ORDER: readonly DecisionReason[] = ['excluded_gsp', 'over_price_cap', 'capacity_met'];

/** Merit order: price, then submission time, then id. */
function meritCompare(a: ClearingBid, b: ClearingBid, fixed: boolean): number {
  return (fixed ? 0 : a.price - b.price) || a.submitted - b.submitted || a.id - b.id;
}

export function clearMarket(intervals: readonly DemandInterval[], bids: readonly ClearingBid[], pricing: PricingMethod): ClearingResult {
  const fixed = pricing === 'fixed_price';
  // Intervals by start, to find each bid's overlapping intervals by binary search.
  const order = intervals.map((_, i) => i).sort((a, b) => intervals[a]!.start - intervals[b]!.start || a - b);
  const starts = order.map((i) => intervals[i]!.start);
  const maxLength = intervals.reduce((m, iv) => Math.max(m, iv.end - iv.start), 0);
  const candidates: number[][] = intervals.map(() => []);
  const overlaps = new Uint8Array(bids.length);
  for (let b = 0; b < bids.length; b++) {
    const bid = bids[b]!;
    // Intervals starting before the bid ends and ending after it starts.
    let lo = 0;
    let hi = starts.length;
    const from = bid.start - maxLength;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]! <= from) lo = mid + 1;
      else hi = mid;
    }
    for (let k = Math.max(0, lo - 1); k < order.length && starts[k]! < bid.end; k++) {
      const iv = intervals[order[k]!]!;
      if (iv.start < bid.end && iv.end > bid.start) {
        candidates[order[k]!]!.push(b);
        overlaps[b] = 1;
      }
    }
  }

  const accepted: string[][] = bids.map(() => []);
  const rejections: Array<Set<DecisionReason>> = bids.map(() => new Set());
  const results: IntervalResult[] = intervals.map((iv, i) => {
    const excluded = new Set(iv.exclude_gsps ?? []);
    const list = candidates[i]!.sort((x, y) => meritCompare(bids[x]!, bids[y]!, fixed));
    const taken: IntervalResult['accepted'] = [];
    let capacity = 0;
    for (const b of list) {
      const bid = bids[b]!;
      const price = fixed ? iv.max_utilisation_rate : bid.price;
      if (bid.gsps.some((g) => excluded.has(g))) rejections[b]!.add('excluded_gsp');
      else if (price > iv.max_utilisation_rate) rejections[b]!.add('over_price_cap');
      else if (capacity >= iv.required_capacity) rejections[b]!.add('capacity_met');
      else {
        taken.push({ bid: bid.id, capacity: bid.capacity, price, paid: price });
        capacity += bid.capacity;
        accepted[b]!.push(iv.id);
      }
    }
    const clearing = taken.length ? Math.max(...taken.map((t) => t.price)) : null;
    for (const t of taken) t.paid = pricing === 'pay_as_clear' ? clearing! : pricing === 'fixed_price' ? iv.max_utilisation_rate : t.price;
    return {
      interval: iv.id,
      required_capacity: iv.required_capacity,
      accepted_capacity: capacity,
      clearing_price: clearing,
      met: capacity >= iv.required_capacity,
      accepted: taken,
    };
  });

  const decisions: BidDecision[] = bids.map((bid, b) => {
    if (accepted[b]!.length) return { bid: bid.id, approved: true, reason: 'accepted', intervals: accepted[b]! };
    if (!overlaps[b]) return { bid: bid.id, approved: false, reason: 'not_in_interval', intervals: [] };
    const reason = REJECTION_ORDER.find((r) => rejections[b]!.has(r)) ?? 'capacity_met';
    return { bid: bid.id, approved: false, reason, intervals: [] };
  });
  return { intervals: results, decisions };
}
