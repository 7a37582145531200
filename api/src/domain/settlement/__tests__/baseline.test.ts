import { Dec } from '../decimal.js';
import { fixedBaseline, historicalBaseline, nominatedBaseline, nominationLock, type HistoricalRequest } from '../baseline.js';
import type { HistoricalBaseline } from '../schemas.js';
import { addDays, clockTimeOf, instantOfLocal, localDateOf, periodStartsOfDay } from '../time.js';

const LONDON = 'Europe/London';
const HOUR = 3_600_000;

/** Readings for the given local days, each period's MW from a function of its date and clock time. */
function readingsFor(dates: string[], value: (date: string, clock: string, start: number) => number, interval: 30 | 15 = 30): Map<number, Dec> {
  const out = new Map<number, Dec>();
  for (const date of dates) for (const start of periodStartsOfDay(date, interval, LONDON)) out.set(start, new Dec(value(date, clockTimeOf(start, LONDON), start)));
  return out;
}

const datesBefore = (date: string, n: number) => Array.from({ length: n }, (_, i) => addDays(date, -(i + 1)));

function historical(config: Partial<HistoricalBaseline>, request: Partial<HistoricalRequest> & Pick<HistoricalRequest, 'periods' | 'readings'>) {
  return historicalBaseline({
    direction: 'turn_down',
    zone: LONDON,
    intervalMinutes: 30,
    holidayCalendar: 'GB-ENG',
    eventDays: new Set(),
    isStorage: false,
    ...request,
    config: { method: 'historical', days_used: 10, days_considered: 10, day_selection: 'highest', same_day_adjustment: null, ...config },
  });
}

/** The day of the month as a number: the MW a test day reads at every period. */
const dayNumber = (date: string) => Number(date.slice(8, 10));

describe('clock-change days in Europe/London', () => {
  it('have 46 and 50 half-hours (92 and 100 quarter-hours), other days 48', () => {
    expect(periodStartsOfDay('2026-03-29', 30, LONDON)).toHaveLength(46);
    expect(periodStartsOfDay('2026-10-25', 30, LONDON)).toHaveLength(50);
    expect(periodStartsOfDay('2026-06-01', 30, LONDON)).toHaveLength(48);
    expect(periodStartsOfDay('2026-03-29', 15, LONDON)).toHaveLength(92);
    expect(periodStartsOfDay('2026-10-25', 15, LONDON)).toHaveLength(100);
    // The day starts at local midnight: GMT in March before the change, BST in October.
    expect(new Date(periodStartsOfDay('2026-03-29', 30, LONDON)[0]!).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(new Date(periodStartsOfDay('2026-10-25', 30, LONDON)[0]!).toISOString()).toBe('2026-10-24T23:00:00.000Z');
  });

  it('other zones too: 23- and 25-hour days in US/Eastern and Sydney, in quarter-hours', () => {
    expect(periodStartsOfDay('2026-03-08', 15, 'America/New_York')).toHaveLength(92);
    expect(periodStartsOfDay('2026-11-01', 15, 'America/New_York')).toHaveLength(100);
    expect(periodStartsOfDay('2026-04-05', 15, 'Australia/Sydney')).toHaveLength(100);
    expect(periodStartsOfDay('2026-10-04', 15, 'Australia/Sydney')).toHaveLength(92);
  });

  it('a repeated clock time counts as the mean of its two periods on the day the clocks go back', () => {
    // Event on Sunday 1 November 2026 (GMT), 01:00–02:00 local. Non-working candidates, two of two:
    // Saturday 31 October (1 MW all day) and Sunday 25 October, whose 01:00 and 01:30 occur twice
    // (first in BST at 00:00Z/00:30Z reading 2 MW, then in GMT at 01:00Z/01:30Z reading 4 MW).
    const event = [Date.parse('2026-11-01T01:00:00Z'), Date.parse('2026-11-01T01:30:00Z')];
    const readings = readingsFor(['2026-10-31', '2026-10-25'], (date, _clock, start) => {
      if (date === '2026-10-31') return 1;
      if (start === Date.parse('2026-10-25T00:00:00Z') || start === Date.parse('2026-10-25T00:30:00Z')) return 2;
      if (start === Date.parse('2026-10-25T01:00:00Z') || start === Date.parse('2026-10-25T01:30:00Z')) return 4;
      return 7;
    });
    const b = historical({ days_used: 2, days_considered: 2 }, { periods: event, readings });
    expect(b.complete).toBe(true);
    expect(b.days_used.map((d) => d.date)).toEqual(['2026-10-31', '2026-10-25']);
    // 25 October at 01:00 = (2 + 4) / 2 = 3; the mean with 31 October's 1 = 2.
    expect(b.periods.map((p) => p.mw)).toEqual(['2', '2']);
    expect(b.days_used[1]!.readings).toHaveLength(4);
  });

  it('a clock time the day skips is left out of that period’s mean on the day the clocks go forward', () => {
    // Event on Saturday 4 April 2026 (BST), 01:00–03:00 local. Good Friday (3 April) is a holiday;
    // candidates: Sunday 29 March (no 01:00–02:00: the clocks jump) and Saturday 28 March.
    const start = instantOfLocal('2026-04-04', 60, LONDON);
    const event = [0, 1, 2, 3].map((i) => start + (i * HOUR) / 2);
    const readings = readingsFor(['2026-03-29', '2026-03-28'], (date) => dayNumber(date));
    const b = historical({ days_used: 2, days_considered: 2 }, { periods: event, readings });
    expect(b.days_excluded).toContainEqual({ date: '2026-04-03', reason: 'public_holiday' });
    expect(b.days_used.map((d) => d.date)).toEqual(['2026-03-29', '2026-03-28']);
    // 01:00 and 01:30 only on the 28th (28 MW); 02:00 and 02:30 on both days: (29 + 28) / 2.
    expect(b.periods.map((p) => p.mw)).toEqual(['28', '28', '28.5', '28.5']);
  });
});

describe('historical X of Y', () => {
  // Tuesday 26 May 2026, 17:00–18:00 BST; Monday 25 May is the Spring bank holiday in England.
  const event = [Date.parse('2026-05-26T16:00:00Z'), Date.parse('2026-05-26T16:30:00Z')];
  const history = datesBefore('2026-05-26', 40);

  it('takes the mean of the 10 previous working days, skipping weekends, public holidays and event days', () => {
    const readings = readingsFor(history, (date) => dayNumber(date));
    const b = historical({}, { periods: event, readings, eventDays: new Set(['2026-05-20']) });
    const expectedDays = ['2026-05-22', '2026-05-21', '2026-05-19', '2026-05-18', '2026-05-15', '2026-05-14', '2026-05-13', '2026-05-12', '2026-05-11', '2026-05-08'];
    expect(b.days_used.map((d) => d.date)).toEqual(expectedDays);
    const mean = expectedDays.map(dayNumber).reduce((a, b) => a + b, 0) / 10; // (22+21+19+18+15+14+13+12+11+8)/10
    expect(b.periods.map((p) => p.mw)).toEqual([String(mean), String(mean)]);
    expect(b.days_excluded).toEqual(
      expect.arrayContaining([
        { date: '2026-05-25', reason: 'public_holiday' },
        { date: '2026-05-24', reason: 'other_day_type' },
        { date: '2026-05-20', reason: 'event_day' },
      ]),
    );
    expect(b.complete).toBe(true);
  });

  it('skips a day with a missing reading and looks further back', () => {
    const readings = readingsFor(history, () => 2);
    readings.delete(Date.parse('2026-05-22T16:30:00Z'));
    const b = historical({ days_used: 2, days_considered: 2 }, { periods: event, readings });
    expect(b.days_excluded).toContainEqual({ date: '2026-05-22', reason: 'missing_data' });
    expect(b.days_used.map((d) => d.date)).toEqual(['2026-05-21', '2026-05-20']);
  });

  it('chooses the X days farthest against the instruction (highest demand for a turn-down, lowest for a turn-up)', () => {
    // Working days before the event: 22 (5 MW), 21 (1 MW), 20 (4 MW), 19 (3 MW).
    const mw: Record<string, number> = { '2026-05-22': 5, '2026-05-21': 1, '2026-05-20': 4, '2026-05-19': 3 };
    const readings = readingsFor(history, (date) => mw[date] ?? 0);
    const down = historical({ days_used: 2, days_considered: 4 }, { periods: event, readings });
    expect(down.days_used.map((d) => d.date)).toEqual(['2026-05-22', '2026-05-20']);
    expect(down.periods[0]!.mw).toBe(String((5 + 4) / 2));
    expect(down.days_excluded).toEqual(expect.arrayContaining([{ date: '2026-05-21', reason: 'not_selected' }]));
    const up = historical({ days_used: 2, days_considered: 4 }, { periods: event, readings, direction: 'turn_up' });
    expect(up.periods[0]!.mw).toBe(String((1 + 3) / 2));
    const recent = historical({ days_used: 2, days_considered: 4, day_selection: 'most_recent' }, { periods: event, readings });
    expect(recent.periods[0]!.mw).toBe(String((5 + 1) / 2));
  });

  it('is incomplete when fewer than X days have data', () => {
    const readings = readingsFor(['2026-05-22'], () => 1);
    const b = historical({}, { periods: event, readings });
    expect(b.complete).toBe(false);
    expect(b.periods.every((p) => p.mw === null)).toBe(true);
  });

  describe('same-day adjustment over the 3 hours ending 1 hour before the event', () => {
    const adjustment = { measure_minutes: 180, gap_minutes: 60, positive_only: false, storage_exempt: true };
    // History reads 2 MW everywhere; on the event day the measurement (13:00–16:00 BST) reads `before`.
    const withEventDay = (before: number) => {
      const readings = readingsFor(history, () => 2);
      for (const [start, mw] of readingsFor(['2026-05-26'], (_d, clock) => (clock >= '13:00' && clock < '16:00' ? before : 9))) readings.set(start, mw);
      return readings;
    };

    it('adds the mean difference between metered and baseline', () => {
      const b = historical({ same_day_adjustment: adjustment }, { periods: event, readings: withEventDay(3.5) });
      expect(b.adjustment?.measured.map((m) => clockTimeOf(Date.parse(m.start), LONDON))).toEqual(['13:00', '13:30', '14:00', '14:30', '15:00', '15:30']);
      expect(b.adjustment?.mw).toBe(String(3.5 - 2));
      expect(b.periods.map((p) => [p.unadjusted, p.mw])).toEqual([['2', '3.5'], ['2', '3.5']]);
    });

    it('positive only: a downward adjustment becomes 0', () => {
      const b = historical({ same_day_adjustment: { ...adjustment, positive_only: true } }, { periods: event, readings: withEventDay(1) });
      expect(b.adjustment).toMatchObject({ mw: '0', floored: true });
      expect(b.periods[0]!.mw).toBe('2');
      const free = historical({ same_day_adjustment: adjustment }, { periods: event, readings: withEventDay(1) });
      expect(free.periods[0]!.mw).toBe(String(2 + (1 - 2)));
    });

    it('storage exempt: no adjustment for a battery', () => {
      const b = historical({ same_day_adjustment: adjustment }, { periods: event, readings: withEventDay(3.5), isStorage: true });
      expect(b.adjustment).toMatchObject({ mw: '0', exempt: true });
      expect(b.periods[0]!.mw).toBe('2');
    });

    it('is incomplete without the event day’s measurement', () => {
      const b = historical({ same_day_adjustment: adjustment }, { periods: event, readings: readingsFor(history, () => 2) });
      expect(b.complete).toBe(false);
    });
  });
});

describe('nominated and fixed baselines', () => {
  const periods = [Date.parse('2026-05-26T16:00:00Z'), Date.parse('2026-05-26T16:30:00Z')];
  const base = { periods, direction: 'turn_down' as const, zone: LONDON, intervalMinutes: 30 as const };

  it('nominated: the provider’s values, incomplete while one is missing', () => {
    const b = nominatedBaseline(base, new Map([[periods[0]!, new Dec('1.25')], [periods[1]!, new Dec('1.5')]]));
    expect(b).toMatchObject({ method: 'nominated', complete: true });
    expect(b.periods.map((p) => p.mw)).toEqual(['1.25', '1.5']);
    expect(nominatedBaseline(base, new Map([[periods[0]!, new Dec(1)]])).complete).toBe(false);
  });

  it('nominations lock at 12:00 local the day before, across a clock change', () => {
    // Delivery on 29 March (the clocks go forward that night): the lock is 12:00 GMT on the 28th.
    expect(new Date(nominationLock(Date.parse('2026-03-29T10:00:00Z'), LONDON, '12:00', 1)).toISOString()).toBe('2026-03-28T12:00:00.000Z');
    // Delivery on 30 March: 12:00 BST on the 29th is 11:00 UTC.
    expect(new Date(nominationLock(Date.parse('2026-03-30T10:00:00Z'), LONDON, '12:00', 1)).toISOString()).toBe('2026-03-29T11:00:00.000Z');
  });

  it('fixed: zero, capacity against the instruction, or a reference profile times the devices', () => {
    const capacity = new Dec(3);
    expect(fixedBaseline({ ...base, capacityMw: capacity, config: { method: 'fixed', profile: 'zero' } }).periods[0]!.mw).toBe('0');
    expect(fixedBaseline({ ...base, capacityMw: capacity, config: { method: 'fixed', profile: 'capacity' } }).periods[0]!.mw).toBe('3');
    expect(fixedBaseline({ ...base, direction: 'turn_up', capacityMw: capacity, config: { method: 'fixed', profile: 'capacity' } }).periods[0]!.mw).toBe('-3');
    const profile = fixedBaseline({
      ...base,
      capacityMw: capacity,
      config: { method: 'fixed', profile: 'reference_profile', devices: 40, reference_profile: [{ time: '17:00', mw: '0.0025' }] },
    });
    expect(profile.periods.map((p) => p.mw)).toEqual(['0.1', null]); // 0.0025 MW × 40 devices at 17:00; none given for 17:30
    expect(profile.complete).toBe(false);
  });
});

describe('zone helpers', () => {
  it('read local dates and clock times by instants', () => {
    expect(localDateOf(Date.parse('2026-06-30T23:30:00Z'), LONDON)).toBe('2026-07-01');
    expect(clockTimeOf(Date.parse('2026-06-30T23:30:00Z'), LONDON)).toBe('00:30');
    expect(localDateOf(Date.parse('2026-06-30T23:30:00Z'), 'America/New_York')).toBe('2026-06-30');
    // 01:30 on 25 October 2026 occurs twice in London: the earlier one (BST) is taken.
    expect(new Date(instantOfLocal('2026-10-25', 90, LONDON)).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // 01:30 on 29 March 2026 is skipped: moved forward by the gap, to 02:30 BST.
    expect(new Date(instantOfLocal('2026-03-29', 90, LONDON)).toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });
});
