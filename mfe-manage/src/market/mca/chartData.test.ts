import { meritOrder, windowsById } from './chartData';
import { windowsOf } from './intervals';
import { dayAheadCompetition, decisionSetFor, EVENING } from './testing';
import type { McaDemandInterval } from './types';

const windows = windowsById(windowsOf(dayAheadCompetition));

describe('merit order of an interval', () => {
  it('stacks the considered bids by price, cumulative capacity on x', () => {
    const chart = meritOrder(decisionSetFor([EVENING]), 0, [EVENING], windows);
    expect(chart.steps.map((s) => [s.bid_id, s.from, s.to, s.price, s.accepted])).toEqual([
      [104, 0, 2, 30, false],
      [101, 2, 4, 40, true],
      [102, 4, 7, 60, true],
      [105, 7, 8, 70, false],
      [103, 8, 9.5, 120, false],
    ]);
    // 106 is not in the interval: not in the stack.
    expect(chart.offered).toBe(9.5);
    expect(chart.acceptedCount).toBe(2);
    expect(chart.acceptedCapacity).toBe(5);
    expect(chart.clearingPrice).toBe(60);
    expect([chart.minPrice, chart.maxPrice, chart.required, chart.cap]).toEqual([30, 120, 5, 100]);
  });

  it('draws each step as two points; the accepted series only where accepted; the cap everywhere', () => {
    const [xs, offers, accepted, cap] = meritOrder(decisionSetFor([EVENING]), 0, [EVENING], windows).series;
    expect(xs).toEqual([0, 2, 2, 4, 4, 7, 7, 8, 8, 9.5]);
    expect(offers).toEqual([30, 30, 40, 40, 60, 60, 70, 70, 120, 120]);
    expect(accepted).toEqual([null, null, 40, 40, 60, 60, null, null, null, null]);
    expect(cap).toEqual(Array(10).fill(100));
    // x ascending (uPlot's requirement): never decreasing.
    expect(xs.every((x, i) => i === 0 || x >= xs[i - 1]!)).toBe(true);
  });

  it('keeps the required capacity and the cap in view', () => {
    const small: McaDemandInterval = { ...EVENING, required_capacity: 20, max_utilisation_rate: 500 };
    const chart = meritOrder(decisionSetFor([small]), 0, [small], windows);
    expect(chart.xMax).toBeGreaterThanOrEqual(20);
    expect(chart.yMax).toBeGreaterThanOrEqual(500);
  });

  it("with several intervals, a rejected bid is in the stacks its window overlaps", () => {
    const morning: McaDemandInterval = { ...EVENING, start_time: '07:30', end_time: '08:30' };
    const set = decisionSetFor([EVENING, morning]);
    // 105 (evening window, capacity met) belongs to the evening stack only.
    expect(meritOrder(set, 0, [EVENING, morning], windows).steps.map((s) => s.bid_id)).toContain(105);
    expect(meritOrder(set, 1, [EVENING, morning], windows).steps.map((s) => s.bid_id)).not.toContain(105);
  });

  it('fixed prices: submission order only', () => {
    const set = { ...decisionSetFor([EVENING]), pricing: 'fixed_price' as const };
    expect(meritOrder(set, 0, [EVENING], windows).steps.map((s) => s.bid_id)).toEqual([101, 102, 103, 104, 105]);
  });

  it('an interval without offers gives an empty stack with the lines still drawable', () => {
    const set = { ...decisionSetFor([EVENING]), bids: [], decisions: [] };
    const chart = meritOrder(set, 0, [EVENING], windows);
    expect(chart.steps).toEqual([]);
    expect(chart.series[0]).toEqual([0, 5]);
    expect(chart.series[1]).toEqual([null, null]);
    expect(chart.series[3]).toEqual([100, 100]);
  });
});
