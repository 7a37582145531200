import fc from 'fast-check';
import { Dec } from '../decimal.js';
import { deliveredIn, eventDelivery, performanceRatio, type PeriodInput } from '../delivery.js';
import type { Direction } from '../schemas.js';

/** A decimal with up to three decimals, from thousandths. */
const decimal = (min: number, max: number) => fc.integer({ min: min * 1000, max: max * 1000 }).map((n) => new Dec(n).div(1000));
const direction = fc.constantFrom<Direction>('turn_up', 'turn_down');
const HALF_HOUR = 1_800_000;
const T0 = Date.parse('2026-05-26T16:00:00Z');

const period = fc.record({ metered: decimal(-50, 50), baseline: decimal(-50, 50), instructed: decimal(0, 20) });
const periods = fc.array(period, { minLength: 1, maxLength: 12 }).map((ps) => ps.map((p, i): PeriodInput => ({ ...p, start: T0 + i * HALF_HOUR })));

describe('delivered flexibility per period', () => {
  it('is never below 0 nor above the instruction', () => {
    fc.assert(
      fc.property(direction, period, (d, p) => {
        const delivered = deliveredIn(d, p.metered, p.baseline, p.instructed);
        return delivered.greaterThanOrEqualTo(0) && delivered.lessThanOrEqualTo(p.instructed);
      }),
    );
  });

  it('never pays over-delivery: moving further than instructed delivers the instruction, no more', () => {
    fc.assert(
      fc.property(direction, period, decimal(0, 100), (d, p, extra) => {
        const sign = d === 'turn_up' ? 1 : -1;
        const exact = p.baseline.plus(p.instructed.times(sign));
        const beyond = exact.plus(extra.times(sign));
        return deliveredIn(d, beyond, p.baseline, p.instructed).equals(p.instructed) && deliveredIn(d, exact, p.baseline, p.instructed).equals(p.instructed);
      }),
    );
  });

  it('counts movement the wrong way as zero', () => {
    expect(deliveredIn('turn_down', new Dec(5), new Dec(4), new Dec(2)).toFixed()).toBe('0');
    expect(deliveredIn('turn_up', new Dec(3), new Dec(4), new Dec(2)).toFixed()).toBe('0');
  });

  it('gives the same figures for the same inputs', () => {
    fc.assert(fc.property(direction, periods, (d, ps) => JSON.stringify(eventDelivery(d, 30, ps, 'energy_ratio')) === JSON.stringify(eventDelivery(d, 30, ps, 'energy_ratio'))));
  });

  it('a ratio never above 1, with shortfall + delivered = instructed in energy', () => {
    fc.assert(
      fc.property(direction, periods, (d, ps) => {
        const e = eventDelivery(d, 30, ps, 'energy_ratio');
        const ratioOk = e.performance_ratio === null || (new Dec(e.performance_ratio).greaterThanOrEqualTo(0) && new Dec(e.performance_ratio).lessThanOrEqualTo(1));
        return ratioOk && new Dec(e.delivered_mwh).plus(e.shortfall_mwh).equals(e.instructed_mwh);
      }),
    );
  });
});

describe('an event worked by hand', () => {
  // A turn-down of 2 MW over four half-hours; baseline 5 MW of demand; the asset drops to 3, 4, 2
  // and 6 MW: moved 2, 1, 3 (over: counts 2) and −1 (wrong way: counts 0).
  const metered = [3, 4, 2, 6];
  const ps: PeriodInput[] = metered.map((m, i) => ({ start: T0 + i * HALF_HOUR, metered: new Dec(m), baseline: new Dec(5), instructed: new Dec(2) }));

  it('delivered, shortfall, energies and the performance ratio', () => {
    const e = eventDelivery('turn_down', 30, ps, 'energy_ratio');
    const delivered = [2, 1, 2, 0];
    expect(e.periods.map((p) => p.delivered)).toEqual(delivered.map(String));
    expect(e.periods.map((p) => p.shortfall)).toEqual(delivered.map((x) => String(2 - x)));
    expect(e.delivered_mwh).toBe(String((2 + 1 + 2 + 0) * 0.5)); // 2.5 MWh
    expect(e.instructed_mwh).toBe(String(4 * 2 * 0.5)); // 4 MWh
    expect(e.shortfall_mwh).toBe(String((0 + 1 + 0 + 2) * 0.5)); // 1.5 MWh
    expect(e.performance_ratio).toBe(String(5 / 8)); // 0.625
    expect(e.periods[0]).toEqual({ start: '2026-05-26T16:00:00.000Z', metered: '3', baseline: '5', instructed: '2', delivered: '2', shortfall: '0' });
  });

  it('period average differs from the energy ratio when the instruction varies', () => {
    const varying = [
      { delivered: new Dec(1), instructed: new Dec(1) },
      { delivered: new Dec(0), instructed: new Dec(3) },
    ];
    expect(performanceRatio(varying, 'energy_ratio')?.toFixed()).toBe('0.25'); // 1 / 4
    expect(performanceRatio(varying, 'period_average')?.toFixed()).toBe('0.5'); // (1 + 0) / 2
    expect(performanceRatio([{ delivered: new Dec(0), instructed: new Dec(0) }], 'energy_ratio')).toBeNull();
  });

  it('15-minute periods weigh a quarter of an hour', () => {
    const e = eventDelivery('turn_up', 15, [{ start: T0, metered: new Dec(1), baseline: new Dec(0), instructed: new Dec(1) }], 'energy_ratio');
    expect(e.delivered_mwh).toBe('0.25');
  });
});
