import fc from 'fast-check';
import { Dec } from '../decimal.js';
import { eventDelivery, type PeriodInput } from '../delivery.js';
import { availabilityFactor, availableHours, minorUnitDigits, monthStatement, roundMoney, type StatementInput } from '../money.js';
import type { Direction, EventDelivery } from '../schemas.js';

const HOUR = 3_600_000;
const HALF_HOUR = HOUR / 2;
const T0 = Date.parse('2026-05-04T16:00:00Z');
const decimal = (min: number, max: number) => fc.integer({ min: min * 1000, max: max * 1000 }).map((n) => new Dec(n).div(1000));

function event(direction: Direction, rows: Array<[metered: number, baseline: number, instructed: number]>): EventDelivery {
  const ps: PeriodInput[] = rows.map(([m, b, i], k) => ({ start: T0 + k * HALF_HOUR, metered: new Dec(m), baseline: new Dec(b), instructed: new Dec(i) }));
  return eventDelivery(direction, 30, ps, 'energy_ratio');
}

function input(overrides: Partial<StatementInput> = {}): StatementInput {
  return {
    currency: 'GBP',
    config: { min_performance_ratio: 0.5, penalty_rate: null, vat_rate_percent: 20 },
    rates: { availability: new Dec('4.5'), utilisation: new Dec('250'), service_fee: new Dec('10') },
    windows: [],
    unavailability: [],
    events: [],
    previousMonthRatio: null,
    ...overrides,
  };
}

describe('rounding', () => {
  it('rounds once to the minor unit, ties away from zero, and keeps its digits', () => {
    expect(roundMoney(new Dec('0.125'), 'GBP')).toBe('0.13');
    expect(roundMoney(new Dec('-0.125'), 'GBP')).toBe('-0.13');
    expect(roundMoney(new Dec('0.124999'), 'GBP')).toBe('0.12');
    expect(roundMoney(new Dec('12.5'), 'EUR')).toBe('12.50');
    expect(roundMoney(new Dec('-0.001'), 'GBP')).toBe('0.00');
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(roundMoney(new Dec('2.5'), 'JPY')).toBe('3');
  });
});

describe('availability', () => {
  it('removes declared unavailability once, however the declarations overlap', () => {
    const window = { start: T0, end: T0 + 4 * HOUR };
    const unavailable = [
      { start: T0 - HOUR, end: T0 + HOUR },
      { start: T0 + HALF_HOUR, end: T0 + 2 * HOUR },
    ];
    expect(availableHours(window, unavailable).toFixed()).toBe('2'); // 4 h minus the 2 h from T0 to T0+2h
  });

  it('scales by the previous month’s ratio, clamped; 1 without dispatches', () => {
    expect(availabilityFactor(null).toFixed()).toBe('1');
    expect(availabilityFactor(new Dec('0.8')).toFixed()).toBe('0.8');
    expect(availabilityFactor(new Dec('1.2')).toFixed()).toBe('1');
  });
});

describe('a month worked by hand', () => {
  // Two 4-hour windows at 2 MW; 1 hour of the second declared unavailable; a third window wholly
  // unavailable. Last month's ratio 0.9. Rates: availability £4.50/MW/h, utilisation £250/MWh,
  // service fee £10/MW per window, penalty £100/MWh.
  const windows = [
    { start: T0, end: T0 + 4 * HOUR, mw: new Dec(2) },
    { start: T0 + 24 * HOUR, end: T0 + 28 * HOUR, mw: new Dec(2) },
    { start: T0 + 48 * HOUR, end: T0 + 52 * HOUR, mw: new Dec(2) },
  ];
  const unavailability = [
    { start: T0 + 27 * HOUR, end: T0 + 28 * HOUR },
    { start: T0 + 47 * HOUR, end: T0 + 53 * HOUR },
  ];
  // Event a (turn-down, 2 MW, 2 half-hours): moved 2 and 1.5 → delivered 3.5 MW·periods, ratio 3.5/4.
  const a = event('turn_down', [[3, 5, 2], [3.5, 5, 2]]);
  // Event b (turn-up, 1 MW, 2 half-hours): moved 0.4 and 0.2 → ratio 0.6/2 = 0.3, below 0.5.
  const b = event('turn_up', [[0.4, 0, 1], [0.2, 0, 1]]);
  const statement = monthStatement(
    input({ windows, unavailability, events: [{ id: 'a', delivery: a }, { id: 'b', delivery: b }], previousMonthRatio: new Dec('0.9'), config: { min_performance_ratio: 0.5, penalty_rate: '100', vat_rate_percent: 20 } }),
  );

  it('has the lines, net, VAT and gross computed by hand', () => {
    const availability = 4.5 * (2 * 4 + 2 * 3 + 2 * 0) * 0.9; // 56.7
    const utilisation = 250 * (3.5 * 0.5); // only a: 437.5
    const serviceFee = 10 * (2 + 2); // the third window was wholly unavailable: 40
    const penalty = 100 * ((0 + 0.5) * 0.5 + (0.6 + 0.8) * 0.5); // shortfalls of a and b: 95
    expect(statement.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['availability', availability.toFixed(2)],
      ['utilisation', utilisation.toFixed(2)],
      ['service_fee', serviceFee.toFixed(2)],
      ['penalty', (-penalty).toFixed(2)],
    ]);
    const net = availability + utilisation + serviceFee - penalty; // 439.2
    expect(statement.net).toBe(net.toFixed(2));
    expect(statement.vat).toBe((net * 0.2).toFixed(2)); // 87.84
    expect(statement.gross).toBe((net * 1.2).toFixed(2)); // 527.04
    expect(statement.availability_factor).toBe('0.9');
    expect(statement.events.map((e) => [e.id, e.utilisation_paid])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });

  it('leaves out lines the competition does not pay', () => {
    const only = monthStatement(input({ rates: { availability: null, utilisation: new Dec(250), service_fee: null }, events: [{ id: 'a', delivery: a }] }));
    expect(only.lines.map((l) => l.kind)).toEqual(['utilisation']);
  });
});

describe('statement properties', () => {
  const rows = fc.array(fc.tuple(decimal(-20, 20), decimal(-20, 20), decimal(0, 10)), { minLength: 1, maxLength: 6 });
  const eventArb = fc.tuple(fc.constantFrom<Direction>('turn_up', 'turn_down'), rows).map(([d, rs]) =>
    eventDelivery(d, 30, rs.map(([m, b, i], k) => ({ start: T0 + k * HALF_HOUR, metered: m, baseline: b, instructed: i })), 'energy_ratio'),
  );
  const statementInput = fc.record({
    events: fc.array(eventArb, { maxLength: 5 }),
    rates: fc.record({ availability: fc.option(decimal(0, 50)), utilisation: fc.option(decimal(0, 900)), service_fee: fc.option(decimal(0, 100)) }),
    penalty: fc.option(decimal(0, 500)),
    hours: fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 4 }),
    mw: decimal(0, 30),
    previous: fc.option(decimal(0, 2)),
  });
  const build = (x: typeof statementInput extends fc.Arbitrary<infer T> ? T : never): StatementInput =>
    input({
      events: x.events.map((delivery, i) => ({ id: String(i), delivery })),
      rates: x.rates,
      config: { min_performance_ratio: 0.5, penalty_rate: x.penalty === null ? null : x.penalty.toFixed(), vat_rate_percent: 20 },
      windows: x.hours.map((h, i) => ({ start: T0 + i * 24 * HOUR, end: T0 + i * 24 * HOUR + h * HOUR, mw: x.mw })),
      previousMonthRatio: x.previous,
    });

  it('the net is the sum of its lines, and gross the net plus VAT', () => {
    fc.assert(
      fc.property(statementInput, (x) => {
        const s = monthStatement(build(x));
        const lines = s.lines.reduce((acc, l) => acc.plus(l.amount), new Dec(0));
        return lines.equals(s.net) && new Dec(s.net).plus(s.vat).equals(s.gross) && s.lines.every((l) => new Dec(l.amount).minus(l.unrounded).abs().lessThanOrEqualTo('0.005'));
      }),
    );
  });

  it('the same inputs give the same report', () => {
    fc.assert(fc.property(statementInput, (x) => JSON.stringify(monthStatement(build(x))) === JSON.stringify(monthStatement(build(x)))));
  });

  it('over-delivery earns nothing more', () => {
    fc.assert(
      fc.property(fc.constantFrom<Direction>('turn_up', 'turn_down'), rows, decimal(0, 100), (d, rs, extra) => {
        const sign = d === 'turn_up' ? 1 : -1;
        const exact = rs.map(([, b, i], k) => ({ start: T0 + k * HALF_HOUR, metered: b.plus(i.times(sign)), baseline: b, instructed: i }));
        const beyond = exact.map((p) => ({ ...p, metered: p.metered.plus(extra.times(sign)) }));
        const money = (ps: PeriodInput[]) =>
          monthStatement(input({ config: { min_performance_ratio: 0.5, penalty_rate: '100', vat_rate_percent: 20 }, events: [{ id: 'e', delivery: eventDelivery(d, 30, ps, 'energy_ratio') }] })).lines;
        return JSON.stringify(money(exact)) === JSON.stringify(money(beyond));
      }),
    );
  });
});
