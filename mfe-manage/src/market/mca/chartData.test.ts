import { meritOrder } from './chartData';
import { decisionSetFor, EVENING } from './testing';
import type { McaDemandInterval } from './types';

describe('merit order of an interval', () => {
  it("stacks the interval's bids in the server's merit order, cumulative capacity on x", () => {
    const chart = meritOrder(decisionSetFor([EVENING]), 0);
    expect(chart.steps.map((s) => [s.bid_id, s.from, s.to, s.price, s.accepted])).toEqual([
      [104, 0, 2, 30, false],
      [101, 2, 4, 40, true],
      [102, 4, 7, 60, true],
      [105, 7, 8, 70, false],
      [103, 8, 9.5, 120, false],
    ]);
    // 106 is not in the interval's stack.
    expect(chart.offered).toBe(9.5);
    expect(chart.acceptedCount).toBe(2);
    expect(chart.acceptedCapacity).toBe(5);
    expect(chart.clearingPrice).toBe(60);
    expect([chart.minPrice, chart.maxPrice, chart.required, chart.cap]).toEqual([30, 120, 5, 100]);
  });

  it('draws each step as two points; the accepted series only where accepted; the cap everywhere', () => {
    const [xs, offers, accepted, cap] = meritOrder(decisionSetFor([EVENING]), 0).series;
    expect(xs).toEqual([0, 2, 2, 4, 4, 7, 7, 8, 8, 9.5]);
    expect(offers).toEqual([30, 30, 40, 40, 60, 60, 70, 70, 120, 120]);
    expect(accepted).toEqual([null, null, 40, 40, 60, 60, null, null, null, null]);
    expect(cap).toEqual(Array(10).fill(100));
    // x ascending (uPlot's requirement): never decreasing.
    expect(xs.every((x, i) => i === 0 || x >= xs[i - 1]!)).toBe(true);
  });

  it('keeps the required capacity and the cap in view', () => {
    const big: McaDemandInterval = { ...EVENING, required_capacity: 20, max_utilisation_rate: 500 };
    const chart = meritOrder(decisionSetFor([big]), 0);
    expect(chart.xMax).toBeGreaterThanOrEqual(20);
    expect(chart.yMax).toBeGreaterThanOrEqual(500);
  });

  it('a bid is marked accepted only in the intervals it was accepted in', () => {
    const morning: McaDemandInterval = { ...EVENING, start_time: '07:30', end_time: '08:30' };
    const set = decisionSetFor([EVENING, morning]);
    const second = meritOrder(set, 1);
    expect(second.steps.map((s) => [s.bid_id, s.accepted])).toEqual([[106, false]]);
    expect(second.acceptedCount).toBe(0);
  });

  it('an interval without bids gives an empty stack with the lines still drawable', () => {
    const set = decisionSetFor([EVENING]);
    const empty = { ...set, intervals: set.intervals.map((r) => ({ ...r, bids: [] })) };
    const chart = meritOrder(empty, 0);
    expect(chart.steps).toEqual([]);
    expect(chart.series[0]).toEqual([0, 5]);
    expect(chart.series[1]).toEqual([null, null]);
    expect(chart.series[3]).toEqual([100, 100]);
    expect(chart.minPrice).toBeNull();
  });
});
