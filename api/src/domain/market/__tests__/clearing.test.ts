/** The clearing engine: worked example with every reason, and properties over random markets (fast-check). */
import fc from 'fast-check';
import { clearMarket, type ClearingBid, type DemandInterval, type PricingMethod } from '../clearing.js';

const H = 3_600_000;
const GSPS = ['NEEP_1', 'STSB_1', 'HAWP_1', 'NORM_1'];

describe('clearing, worked example', () => {
  const intervals: DemandInterval[] = [{ id: 'evening', start: 16 * H, end: 18 * H, max_utilisation_rate: 300, required_capacity: 5, exclude_gsps: ['STSB_1'] }];
  const bids: ClearingBid[] = [
    { id: 1, start: 16 * H, end: 19 * H, capacity: 2, price: 120, gsps: ['NEEP_1'], submitted: 5 },
    { id: 2, start: 16 * H, end: 19 * H, capacity: 3, price: 100, gsps: ['STSB_1'], submitted: 1 }, // excluded GSP
    { id: 3, start: 17 * H, end: 18 * H, capacity: 2, price: 150, gsps: ['HAWP_1'], submitted: 2 },
    { id: 4, start: 16 * H, end: 17 * H, capacity: 4, price: 150, gsps: ['NORM_1'], submitted: 1 }, // same price as 3, earlier: first
    { id: 5, start: 16 * H, end: 18 * H, capacity: 1, price: 310, gsps: ['NEEP_1'], submitted: 0 }, // over the cap
    { id: 6, start: 20 * H, end: 21 * H, capacity: 1, price: 10, gsps: ['NEEP_1'], submitted: 0 }, // outside
  ];

  it('accepts in merit order until the capacity is met and gives every other bid its reason', () => {
    const r = clearMarket(intervals, bids, 'pay_as_bid');
    expect(Object.fromEntries(r.decisions.map((d) => [d.bid, d.reason]))).toEqual({
      1: 'accepted',
      2: 'excluded_gsp',
      3: 'capacity_met',
      4: 'accepted',
      5: 'over_price_cap',
      6: 'not_in_interval',
    });
    const iv = r.intervals[0]!;
    expect(iv.accepted.map((a) => a.bid)).toEqual([1, 4]);
    expect({ accepted: iv.accepted_capacity, met: iv.met, clearing: iv.clearing_price }).toEqual({ accepted: 6, met: true, clearing: 150 });
    expect(iv.accepted.map((a) => a.paid)).toEqual([120, 150]);
  });

  it('pays the clearing price with pay-as-clear and the cap with fixed prices (order then by submission)', () => {
    expect(clearMarket(intervals, bids, 'pay_as_clear').intervals[0]!.accepted.map((a) => a.paid)).toEqual([150, 150]);
    const fixed = clearMarket(intervals, bids, 'fixed_price').intervals[0]!;
    // Bid 5 (submitted first) is no longer over the cap: with fixed prices every bid is offered at the rate.
    expect(fixed.accepted.map((a) => [a.bid, a.paid])).toEqual([
      [5, 300],
      [4, 300],
    ]);
  });
});

const intervalArb = fc.record({
    // Mostly one day, so that intervals draw on many bids and capacity is often met.
    day: fc.integer({ min: 0, max: 1 }),
    slot: fc.integer({ min: 16, max: 40 }),
    slots: fc.integer({ min: 1, max: 6 }),
    cap: fc.integer({ min: 0, max: 500 }),
    required: fc.integer({ min: 0, max: 25 }),
    exclude: fc.subarray(GSPS),
  });
const bidArb = fc.record({
  day: fc.integer({ min: 0, max: 1 }),
  slot: fc.integer({ min: 12, max: 40 }),
  slots: fc.integer({ min: 1, max: 12 }),
  capacity: fc.integer({ min: 1, max: 12 }),
  price: fc.integer({ min: 0, max: 600 }),
  gsp: fc.constantFrom(...GSPS),
  submitted: fc.integer({ min: 0, max: 20 }),
});
const marketArb = fc.record({
  intervals: fc.array(intervalArb, { minLength: 1, maxLength: 8 }),
  bids: fc.array(bidArb, { maxLength: 80 }),
  pricing: fc.constantFrom<PricingMethod>('pay_as_bid', 'pay_as_clear', 'fixed_price'),
});

const HALF = H / 2;
type Market = { intervals: Array<{ day: number; slot: number; slots: number; cap: number; required: number; exclude: string[] }>; bids: Array<{ day: number; slot: number; slots: number; capacity: number; price: number; gsp: string; submitted: number }> };
function build(m: Market) {
  const intervals: DemandInterval[] = m.intervals.map((x, i) => {
    const start = x.day * 24 * H + x.slot * HALF;
    return { id: `i${i}`, start, end: start + x.slots * HALF, max_utilisation_rate: x.cap, required_capacity: x.required, exclude_gsps: x.exclude };
  });
  const bids: ClearingBid[] = m.bids.map((x, i) => {
    const start = x.day * 24 * H + x.slot * HALF;
    return { id: i + 1, start, end: start + x.slots * HALF, capacity: x.capacity, price: x.price, gsps: [x.gsp], submitted: x.submitted };
  });
  return { intervals, bids };
}
const overlapsIv = (b: ClearingBid, iv: DemandInterval) => iv.start < b.end && iv.end > b.start;

describe('clearing properties', () => {
  it('never accepts above the price cap or from an excluded GSP, and accepts only bids that overlap the interval', () => {
    fc.assert(
      fc.property(marketArb, (m) => {
        const { intervals, bids } = build(m);
        const r = clearMarket(intervals, bids, m.pricing);
        const byId = new Map(bids.map((b) => [b.id, b]));
        r.intervals.forEach((res, i) => {
          const iv = intervals[i]!;
          for (const a of res.accepted) {
            const bid = byId.get(a.bid)!;
            expect(a.price).toBeLessThanOrEqual(iv.max_utilisation_rate);
            expect(a.paid).toBeLessThanOrEqual(iv.max_utilisation_rate);
            expect(iv.exclude_gsps ?? []).not.toContain(bid.gsps[0]);
            expect(overlapsIv(bid, iv)).toBe(true);
          }
        });
      }),
    );
  });

  it('meets the required capacity whenever the eligible bids can, and stops accepting once it is met', () => {
    fc.assert(
      fc.property(marketArb, (m) => {
        const { intervals, bids } = build(m);
        const r = clearMarket(intervals, bids, m.pricing);
        r.intervals.forEach((res, i) => {
          const iv = intervals[i]!;
          const eligible = bids.filter(
            (b) => overlapsIv(b, iv) && !(iv.exclude_gsps ?? []).includes(b.gsps[0]!) && (m.pricing === 'fixed_price' || b.price <= iv.max_utilisation_rate),
          );
          const available = eligible.reduce((s, b) => s + b.capacity, 0);
          if (available >= iv.required_capacity) expect(res.met).toBe(true);
          // All or nothing: without its last accepted bid the interval was still short.
          if (res.accepted.length) expect(res.accepted_capacity - res.accepted.at(-1)!.capacity).toBeLessThan(iv.required_capacity);
        });
      }),
    );
  });

  it('takes bids in merit order: no cheaper eligible bid is left out for capacity while a dearer one is in', () => {
    fc.assert(
      fc.property(marketArb, (m) => {
        const { intervals, bids } = build(m);
        if (m.pricing === 'fixed_price') return;
        const r = clearMarket(intervals, bids, m.pricing);
        r.intervals.forEach((res, i) => {
          const iv = intervals[i]!;
          const taken = new Set(res.accepted.map((a) => a.bid));
          const highest = res.clearing_price ?? -1;
          for (const b of bids) {
            if (!overlapsIv(b, iv) || taken.has(b.id) || (iv.exclude_gsps ?? []).includes(b.gsps[0]!) || b.price > iv.max_utilisation_rate) continue;
            expect(b.price).toBeGreaterThanOrEqual(highest);
          }
        });
      }),
    );
  });

  it('gives the same result for the same market, whatever order the bids arrive in', () => {
    fc.assert(
      fc.property(marketArb, fc.integer(), (m, seed) => {
        const { intervals, bids } = build(m);
        const shuffled = [...bids].sort((a, b) => ((a.id * 2654435761 + seed) >>> 0) - ((b.id * 2654435761 + seed) >>> 0));
        const a = clearMarket(intervals, bids, m.pricing);
        const b = clearMarket(intervals, shuffled, m.pricing);
        expect(b.intervals).toEqual(a.intervals);
        const byBid = (r: typeof a) => [...r.decisions].sort((x, y) => x.bid - y.bid);
        expect(byBid(b)).toEqual(byBid(a));
      }),
    );
  });
});
