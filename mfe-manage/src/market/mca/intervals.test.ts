import {
  addInterval,
  dayAheadIntervalsFrom,
  windowValuesFrom,
  coversDatesAndDays,
  DEFAULT_FORM_VALUES,
  intervalForWindow,
  intervalFromForm,
  intervalsFromWindows,
  IntervalOverlapError,
  isDayAhead,
  overlaps,
  parseGsps,
  resolveGsps,
  runEnabled,
  timeRange,
  trimAround,
  UNSUPPORTED_OVERLAP,
  windowsOf,
  type IntervalFormValues,
} from './intervals';
import type { McaCompetition, McaDemandInterval } from './types';
import { dayAheadCompetition, windowCompetition } from './testing';

const iv = (over: Partial<McaDemandInterval> = {}): McaDemandInterval => ({
  start_time: '16:00',
  end_time: '20:00',
  max_utilisation_rate: 100,
  required_capacity: 5,
  exclude_gsps: null,
  period_dates: ['2026-12-01', '2026-12-31'],
  service_days: [0, 1, 2, 3, 4, 5, 6],
  holiday_handling: 'Ignore',
  ...over,
});

describe('time ranges', () => {
  it('reads HH:MM, with an end of 00:00 meaning midnight at the end of the day', () => {
    expect(timeRange({ start_time: '16:00', end_time: '20:30' })).toEqual([960, 1230]);
    expect(timeRange({ start_time: '22:00', end_time: '00:00' })).toEqual([1320, 1440]);
    expect(timeRange({ start_time: '20:00', end_time: '16:00' })).toBeNull();
    expect(timeRange({ start_time: '16:00', end_time: '16:00' })).toBeNull();
  });
});

describe('overlap rule: dates, service days and times must all intersect', () => {
  it('overlaps when all three intersect', () => {
    expect(overlaps(iv(), iv({ start_time: '19:00', end_time: '21:00' }))).toBe(true);
  });

  it('touching time ranges do not overlap (end exclusive)', () => {
    expect(overlaps(iv(), iv({ start_time: '20:00', end_time: '21:00' }))).toBe(false);
    expect(overlaps(iv(), iv({ start_time: '12:00', end_time: '16:00' }))).toBe(false);
  });

  it('different periods do not overlap', () => {
    expect(overlaps(iv(), iv({ period_dates: ['2027-01-01', '2027-01-31'] }))).toBe(false);
    expect(overlaps(iv(), iv({ period_dates: ['2026-12-31', '2027-01-31'] }))).toBe(true);
  });

  it('different service days do not overlap', () => {
    expect(overlaps(iv({ service_days: [0, 1, 2, 3, 4] }), iv({ service_days: [5, 6] }))).toBe(false);
    expect(overlaps(iv({ service_days: [0, 1, 2, 3, 4] }), iv({ service_days: [4, 5] }))).toBe(true);
  });

  it('a shared day must fall on a shared date', () => {
    // 2026-12-07 is a Monday: a one-day period on a Monday and an interval serving Tuesdays only.
    const monday = iv({ period_dates: ['2026-12-07', '2026-12-07'], service_days: [0, 1] });
    expect(overlaps(monday, iv({ service_days: [1] }))).toBe(false);
    expect(overlaps(monday, iv({ service_days: [0] }))).toBe(true);
  });

  it("holiday-only intervals may fall on any weekday, but never on an 'Exclude' interval's days", () => {
    const holidays = iv({ holiday_handling: 'Only', service_days: [6] });
    expect(overlaps(holidays, iv({ service_days: [0] }))).toBe(true);
    expect(overlaps(holidays, iv({ service_days: [0], holiday_handling: 'Exclude' }))).toBe(false);
  });
});

describe('adding an interval', () => {
  const evening = iv({ start_time: '16:00', end_time: '22:00' });
  const morning = iv({ start_time: '07:00', end_time: '09:00' });

  it('keeps intervals it does not overlap and sorts by date and time', () => {
    const next = iv({ start_time: '12:00', end_time: '13:00' });
    expect(addInterval([evening, morning], next, { trim: false })).toEqual([morning, next, evening]);
  });

  it('without the flag, replaces the intervals it overlaps', () => {
    const next = iv({ start_time: '18:00', end_time: '19:00', service_days: [0] });
    expect(addInterval([morning, evening], next, { trim: false })).toEqual([morning, next]);
  });

  it('with the flag, trims an overlapped interval around the new one, leaving two pieces', () => {
    const next = iv({ start_time: '18:00', end_time: '19:30', max_utilisation_rate: 50 });
    const result = addInterval([morning, evening], next, { trim: true });
    expect(result.map((r) => [r.start_time, r.end_time, r.max_utilisation_rate])).toEqual([
      ['07:00', '09:00', 100],
      ['16:00', '18:00', 100],
      ['18:00', '19:30', 50],
      ['19:30', '22:00', 100],
    ]);
    expect(trimAround(evening, next)).toHaveLength(2);
  });

  it('with the flag, trims to one piece at an edge and removes an interval it covers whole', () => {
    expect(trimAround(evening, iv({ start_time: '20:00', end_time: '23:00' }))).toEqual([{ ...evening, end_time: '20:00' }]);
    expect(trimAround(evening, iv({ start_time: '15:00', end_time: '00:00' }))).toEqual([]);
    const cover = iv({ start_time: '15:00', end_time: '23:00' });
    expect(addInterval([evening], cover, { trim: true })).toEqual([cover]);
  });

  it("with the flag, refuses an overlap it cannot trim: 'Intervals overlap in a way we didn't consider!'", () => {
    // The new interval serves weekdays only: the old one's weekend evenings would be left half cut.
    const weekdays = iv({ start_time: '18:00', end_time: '19:00', service_days: [0, 1, 2, 3, 4] });
    expect(() => addInterval([evening], weekdays, { trim: true })).toThrow(IntervalOverlapError);
    expect(() => addInterval([evening], weekdays, { trim: true })).toThrow(UNSUPPORTED_OVERLAP);
    expect(UNSUPPORTED_OVERLAP).toBe("Intervals overlap in a way we didn't consider!");
    // Neither may a new interval with a shorter period trim a longer one.
    const fewerDates = iv({ start_time: '18:00', end_time: '19:00', period_dates: ['2026-12-05', '2026-12-31'] });
    expect(() => addInterval([evening], fewerDates, { trim: true })).toThrow(IntervalOverlapError);
  });

  it('covering needs the period, the days and a compatible holiday handling', () => {
    expect(coversDatesAndDays(iv({ period_dates: ['2026-11-01', '2027-01-31'] }), iv())).toBe(true);
    expect(coversDatesAndDays(iv({ holiday_handling: 'Exclude' }), iv())).toBe(false);
    expect(coversDatesAndDays(iv(), iv({ holiday_handling: 'Exclude' }))).toBe(true);
    expect(coversDatesAndDays(iv({ service_days: [0, 1, 2, 3, 4, 5] }), iv({ holiday_handling: 'Only' }))).toBe(false);
  });
});

describe('GSP names', () => {
  const available = ['Norwich Main', 'Walpole', 'Bramford'];

  it('splits on commas, trims and drops blanks', () => {
    expect(parseGsps(' Walpole , ,Bramford,, ')).toEqual(['Walpole', 'Bramford']);
    expect(parseGsps('')).toEqual([]);
  });

  it('accepts only names from the available list, in its spelling', () => {
    expect(resolveGsps('walpole, Norwich Main', available)).toEqual(['Walpole', 'Norwich Main']);
    expect(resolveGsps('Walpole, Sizewell', available)).toBeNull();
    expect(resolveGsps('  ', available)).toEqual([]);
  });
});

describe('the demand interval form: Run is enabled only when…', () => {
  const complete: IntervalFormValues = {
    ...DEFAULT_FORM_VALUES,
    start_time: '17:00',
    end_time: '19:00',
    max_utilisation_rate: '80',
    required_capacity: '4.5',
    start_date: '2026-12-01',
    end_date: '2026-12-02',
  };
  const gsps = ['Walpole'];

  it('every field but exclude_gsps is filled', () => {
    expect(runEnabled(complete, gsps)).toBe(true);
    for (const field of ['start_time', 'end_time', 'max_utilisation_rate', 'required_capacity', 'start_date', 'end_date'] as const) {
      expect(runEnabled({ ...complete, [field]: ' ' }, gsps)).toBe(false);
    }
    expect(runEnabled({ ...complete, service_days: [] }, gsps)).toBe(false);
  });

  it('the start date resolves to a real date (day-month-year converted)', () => {
    expect(runEnabled({ ...complete, start_date: '2026-02-30' }, gsps)).toBe(false);
    expect(runEnabled({ ...complete, start_date: 'soon' }, gsps)).toBe(false);
    expect(intervalFromForm({ ...complete, start_date: '1/12/2026' }, gsps)?.period_dates).toEqual(['2026-12-01', '2026-12-02']);
  });

  it('the GSP names are valid', () => {
    expect(runEnabled({ ...complete, exclude_gsps: 'Walpole' }, gsps)).toBe(true);
    expect(runEnabled({ ...complete, exclude_gsps: 'Walpole, Nowhere' }, gsps)).toBe(false);
  });

  it('the values are well formed', () => {
    expect(runEnabled({ ...complete, end_time: '16:00' }, gsps)).toBe(false);
    expect(runEnabled({ ...complete, end_time: '00:00' }, gsps)).toBe(true);
    expect(runEnabled({ ...complete, max_utilisation_rate: '-1' }, gsps)).toBe(false);
    expect(runEnabled({ ...complete, required_capacity: '0' }, gsps)).toBe(false);
    expect(runEnabled({ ...complete, end_date: '2026-11-30' }, gsps)).toBe(false);
    // At most 366 days (the server's limit).
    expect(runEnabled({ ...complete, end_date: '2027-12-01' }, gsps)).toBe(true);
    expect(runEnabled({ ...complete, end_date: '2027-12-02' }, gsps)).toBe(false);
  });

  it('builds the interval the API expects', () => {
    expect(intervalFromForm({ ...complete, exclude_gsps: 'walpole', service_days: [4, 0, 4], holiday_handling: 'Exclude' }, gsps)).toEqual({
      start_time: '17:00',
      end_time: '19:00',
      max_utilisation_rate: 80,
      required_capacity: 4.5,
      exclude_gsps: ['Walpole'],
      period_dates: ['2026-12-01', '2026-12-02'],
      service_days: [0, 4],
      holiday_handling: 'Exclude',
    });
    expect(intervalFromForm(complete, gsps)?.exclude_gsps).toBeNull();
  });
});

describe('service-window intervals', () => {
  it('tells day-ahead competitions apart', () => {
    expect(isDayAhead(dayAheadCompetition)).toBe(true);
    expect(isDayAhead(windowCompetition)).toBe(false);
  });

  it("maps each window to an interval with the window's own times, dates, days and capacity", () => {
    const rows = windowsOf(windowCompetition);
    expect(rows.map((r) => r.window.id)).toEqual([12, 11]);
    expect(intervalForWindow(rows[1]!, 95)).toEqual({
      start_time: '16:00',
      end_time: '19:30',
      max_utilisation_rate: 95,
      required_capacity: 5,
      exclude_gsps: null,
      period_dates: ['2026-12-01', '2027-02-28'],
      service_days: [0, 1, 2, 3, 4],
      holiday_handling: 'Exclude',
      window_id: 11,
    });
  });

  it('needs a max price per window', () => {
    const rows = windowsOf(windowCompetition);
    expect(intervalsFromWindows(rows, { rates: { w11: '90' } }, false)).toBeNull();
    expect(intervalsFromWindows(rows, { rates: { w11: '90', w12: '60.5' } }, false)?.map((i) => [i.window_id, i.max_utilisation_rate])).toEqual([
      [12, 60.5],
      [11, 90],
    ]);
  });

  it('fixed-price competitions: one rate applied to every window, required', () => {
    const rows = windowsOf(windowCompetition);
    expect(intervalsFromWindows(rows, { rates: {}, fixedRate: '' }, true)).toBeNull();
    expect(intervalsFromWindows(rows, { rates: {}, fixedRate: '75' }, true)?.map((i) => i.max_utilisation_rate)).toEqual([75, 75]);
  });

  it('a competition without windows has nothing to run', () => {
    const none = { ...windowCompetition, service_periods: [] } as McaCompetition;
    expect(intervalsFromWindows(windowsOf(none), { rates: {}, fixedRate: '1' }, true)).toBeNull();
  });
});

describe('starting from the last confirmed clearing', () => {
  it('fills the max prices of the windows still in the competition', () => {
    const rows = windowsOf(windowCompetition);
    const last = [intervalForWindow(rows[0]!, 61), intervalForWindow(rows[1]!, 92), { ...intervalForWindow(rows[1]!, 5), window_id: 999 }];
    expect(windowValuesFrom(last, rows, false)).toEqual({ rates: { w12: '61', w11: '92' } });
    expect(windowValuesFrom(last, rows, true)).toEqual({ rates: { w12: '61', w11: '92' }, fixedRate: '61' });
    expect(windowValuesFrom([], rows, true)).toEqual({ rates: {} });
  });

  it('keeps the day-ahead intervals only, in order', () => {
    const rows = windowsOf(windowCompetition);
    const later = iv({ start_time: '18:00', end_time: '19:00' });
    const earlier = iv({ start_time: '07:00', end_time: '08:00' });
    expect(dayAheadIntervalsFrom([later, intervalForWindow(rows[0]!, 1), earlier])).toEqual([earlier, later]);
  });
});
