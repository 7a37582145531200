import fc from 'fast-check';
import { autoDecisions } from '../decisions.js';
import { checkOffer, decimalPlaces, formatDuration, parseDuration } from '../rules.js';
import { instancesOf, recurrencesOverlap, type Recurrence } from '../windows.js';

describe('max runtime durations', () => {
  it('reads D HH:MM:SS and HH:MM:SS, and refuses zero and out-of-range parts', () => {
    expect(parseDuration('02:30:00')).toBe(9000);
    expect(parseDuration('1 00:00:01')).toBe(86401);
    expect(parseDuration('0 00:00:00')).toBe('The duration must be longer than zero.');
    expect(parseDuration('24:00:00')).toBe('Hours must be less than 24.');
    expect(parseDuration('01:60:00')).toBe('Minutes must be less than 60.');
    expect(parseDuration('01:00:60')).toBe('Seconds must be less than 60.');
    expect(typeof parseDuration('2h')).toBe('string');
  });

  it('formats what it parses back to the same seconds (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 * 86400 }), (seconds) => {
        expect(parseDuration(formatDuration(seconds))).toBe(seconds);
      }),
    );
  });
});

describe('offer rules', () => {
  it('takes exactly the competition type’s rates, with currency and capacity decimals', () => {
    expect(decimalPlaces(1.25)).toBe(2);
    expect(decimalPlaces(1e-7)).toBe(7);
    const ok = checkOffer({ service_window: 1, capacity: 2.5, max_runtime: '01:00:00', utilisation_price: 120.5 }, ['utilisation_price'], 3, 'MW');
    expect(ok).toEqual({ ok: expect.objectContaining({ capacity: 2.5, max_runtime_seconds: 3600, utilisation_price: 120.5, availability_price: null }) });
    const bad = checkOffer({ service_window: 1, capacity: 2.55, max_runtime: '01:00:00', availability_price: 1 }, ['utilisation_price'], 3, 'MW');
    expect(bad).toEqual({
      errors: {
        capacity: ['Ensure that there are no more than 1 decimal places.'],
        availability_price: ['This competition does not take this rate; leave it empty.'],
        utilisation_price: ['This field is required.'],
      },
    });
    expect(checkOffer({ service_window: 1, capacity: 1, max_runtime: '01:00:00', utilisation_price: -1 }, ['utilisation_price'], 3, 'MW')).toEqual({
      errors: { utilisation_price: ['The price cannot be negative.'] },
    });
  });
});

describe('auto-decisioning', () => {
  const t = (n: number) => new Date(Date.UTC(2027, 0, 1, 0, n));
  it('accepts whole bids in merit order while the window still needs capacity; ties go to the earlier submission', () => {
    const decisions = autoDecisions(
      [
        { id: 1, service_window_id: 10, capacity: 3, price: 50, submitted: t(5) },
        { id: 2, service_window_id: 10, capacity: 3, price: 50, submitted: t(1) },
        { id: 3, service_window_id: 10, capacity: 1, price: 20, submitted: t(9) },
        { id: 4, service_window_id: 10, capacity: 1, price: 400, submitted: t(0) },
        { id: 5, service_window_id: 11, capacity: 1, price: 90, submitted: t(0) },
      ],
      new Map([
        [10, 4],
        [11, 1],
      ]),
      300,
    );
    expect(decisions.map((d) => [d.bid_id, d.approved, d.reason])).toEqual([
      [1, false, 'capacity_met'],
      [2, true, 'accepted'],
      [3, true, 'accepted'],
      [4, false, 'over_price_cap'],
      [5, true, 'accepted'],
    ]);
  });
});

describe('window instances', () => {
  const base: Recurrence = { start_date: '2027-01-04', end_date: '2027-01-10', start_time: '16:00', end_time: '19:00', service_days: [0, 1, 2, 3, 4], holiday_handling: 'Ignore', calendar: 'GB-ENG' };
  it('expands service days, runs overnight windows into the next day, and finds overlaps', () => {
    expect(instancesOf(base)).toHaveLength(5);
    const night = instancesOf({ ...base, start_time: '22:00', end_time: '02:00' });
    expect(night[0]!.end - night[0]!.start).toBe(4 * 3600_000);
    expect(recurrencesOverlap(base, { ...base, start_time: '18:00', end_time: '20:00' })).toBe(true);
    expect(recurrencesOverlap(base, { ...base, start_time: '19:00', end_time: '20:00' })).toBe(false);
    expect(recurrencesOverlap(base, { ...base, service_days: [5, 6] })).toBe(false);
    expect(recurrencesOverlap(base, { ...base, start_date: '2027-02-01', end_date: '2027-02-07' })).toBe(false);
  });
});
