/**
 * Wall-clock entry in a named zone, whatever the process's own zone: `pnpm test` runs this file
 * again under TZ=UTC, Europe/London, America/New_York and Australia/Sydney (tools/jest-zones.mjs).
 */
import fc from 'fast-check';
import {
  formatUtcOffset,
  parseWallTime,
  utcToWallTime,
  utcToZonedText,
  wallTimeText,
  zoneLabel,
  zonedTextToUtc,
  zonedWallTimeToUtc,
  zoneOffsetMinutes,
  type WallTime,
} from './zoned';

const HOUR = 3_600_000;
const wall = (text: string): WallTime => {
  const w = parseWallTime(text);
  if (!w) throw new Error(`not a wall time: ${text}`);
  return w;
};
/** The UTC ISO string of a wall time on a clock `hours` ahead of UTC (negative: behind). */
const atOffset = (text: string, hours: number): string => {
  const w = wall(text);
  return new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - hours * HOUR).toISOString();
};

test('the process runs in the zone the run asked for', () => {
  const asked = process.env.TZ;
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (asked && asked !== 'UTC') expect(own).toBe(asked);
  if (asked === 'UTC') expect(new Date(2027, 6, 1).getTimezoneOffset()).toBe(0);
});

describe('US/Eastern: EST is UTC-5, EDT UTC-4; clocks go forward on 14 March 2027 at 02:00 and back on 7 November 2027 at 02:00', () => {
  test('2027-03-28 01:30 is a real Eastern time (inside the UK gap, not the US one): EDT', () => {
    expect(zonedWallTimeToUtc(wall('2027-03-28 01:30'), 'US/Eastern')).toEqual({
      status: 'exact',
      utc: atOffset('2027-03-28 01:30', -4),
      offsetMinutes: -4 * 60,
    });
    expect(zonedTextToUtc('2027-03-28T01:30', 'US/Eastern')).toBe(atOffset('2027-03-28 01:30', -4));
  });

  test.each([
    ['2027-01-15 09:00', -5],
    ['2027-03-14 01:59', -5],
    ['2027-03-14 03:00', -4],
    ['2027-07-04 12:00', -4],
    ['2027-11-07 02:00', -5],
    ['2028-02-29 00:00', -5],
  ])('%s is at UTC%i', (text, hours) => {
    expect(zonedTextToUtc(text, 'US/Eastern')).toBe(atOffset(text, hours));
    expect(zonedTextToUtc(text, 'America/New_York')).toBe(atOffset(text, hours));
  });

  test('02:30 on 14 March 2027 does not exist: the gap runs 02:00 to 03:00', () => {
    expect(zonedWallTimeToUtc(wall('2027-03-14 02:30'), 'US/Eastern')).toEqual({
      status: 'gap',
      from: wall('2027-03-14 02:00'),
      to: wall('2027-03-14 03:00'),
      offsetBefore: -5 * 60,
      offsetAfter: -4 * 60,
    });
    expect(zonedTextToUtc('2027-03-14 02:00', 'US/Eastern')).toBeNull();
    expect(zonedTextToUtc('2027-03-14 02:59', 'US/Eastern')).toBeNull();
  });

  test('01:30 on 7 November 2027 occurs twice: the earlier (EDT) is taken, the later (EST) is an hour after', () => {
    expect(zonedWallTimeToUtc(wall('2027-11-07 01:30'), 'US/Eastern')).toEqual({
      status: 'ambiguous',
      utc: atOffset('2027-11-07 01:30', -4),
      offsetMinutes: -4 * 60,
      later: { utc: atOffset('2027-11-07 01:30', -5), offsetMinutes: -5 * 60 },
    });
    expect(zonedTextToUtc('2027-11-07 01:30', 'US/Eastern')).toBe(atOffset('2027-11-07 01:30', -4));
  });
});

describe('Europe/London: GMT is UTC+0, BST UTC+1; forward on 28 March 2027 at 01:00, back on 31 October 2027 at 02:00', () => {
  test('01:30 on 28 March 2027 is in the gap 01:00 to 02:00', () => {
    const result = zonedWallTimeToUtc(wall('2027-03-28 01:30'), 'Europe/London');
    expect(result).toMatchObject({ status: 'gap', from: wall('2027-03-28 01:00'), to: wall('2027-03-28 02:00'), offsetBefore: 0, offsetAfter: 60 });
  });

  test('01:30 on 31 October 2027 occurs twice: BST first', () => {
    expect(zonedWallTimeToUtc(wall('2027-10-31 01:30'), 'Europe/London')).toMatchObject({
      status: 'ambiguous',
      utc: atOffset('2027-10-31 01:30', 1),
      later: { utc: atOffset('2027-10-31 01:30', 0) },
    });
  });

  test('a winter and a summer time', () => {
    expect(zonedTextToUtc('2027-01-10 08:00', 'Europe/London')).toBe(atOffset('2027-01-10 08:00', 0));
    expect(zonedTextToUtc('2027-06-10 08:00', 'Europe/London')).toBe(atOffset('2027-06-10 08:00', 1));
  });
});

describe('Australia/Sydney: AEST is UTC+10, AEDT UTC+11; back on 4 April 2027 at 03:00, forward on 3 October 2027 at 02:00', () => {
  test('02:30 on 4 April 2027 occurs twice: AEDT first', () => {
    expect(zonedWallTimeToUtc(wall('2027-04-04 02:30'), 'Australia/Sydney')).toMatchObject({
      status: 'ambiguous',
      utc: atOffset('2027-04-04 02:30', 11),
      offsetMinutes: 11 * 60,
      later: { utc: atOffset('2027-04-04 02:30', 10), offsetMinutes: 10 * 60 },
    });
  });

  test('02:30 on 3 October 2027 is in the gap 02:00 to 03:00', () => {
    expect(zonedWallTimeToUtc(wall('2027-10-03 02:30'), 'Australia/Sydney')).toMatchObject({
      status: 'gap',
      from: wall('2027-10-03 02:00'),
      to: wall('2027-10-03 03:00'),
    });
  });
});

test('a half-hour gap (Australia/Lord_Howe, 3 October 2027, 02:00 to 02:30)', () => {
  expect(zonedWallTimeToUtc(wall('2027-10-03 02:15'), 'Australia/Lord_Howe')).toMatchObject({
    status: 'gap',
    from: wall('2027-10-03 02:00'),
    to: wall('2027-10-03 02:30'),
    offsetBefore: 10 * 60 + 30,
    offsetAfter: 11 * 60,
  });
});

test.each(['2027-02-29 10:00', '2027-02-30 10:00', '2027-01-01 24:00', '2027-01-01 10:60', '2027-1-1 10:00', '15/01/2027 09:00', 'soon', '', null, undefined])(
  '%p is not a date and time',
  (text) => {
    expect(parseWallTime(text)).toBeNull();
    expect(zonedTextToUtc(text, 'US/Eastern')).toBeNull();
  },
);

test('stored instants read back as the zone wall time, and that wall time converts back to the same instant', () => {
  expect(utcToZonedText(atOffset('2027-07-01 08:00', -4), 'US/Eastern')).toBe('2027-07-01 08:00');
  expect(utcToZonedText(atOffset('2027-12-01 00:00', 11), 'Australia/Sydney', 'T')).toBe('2027-12-01T00:00');
  expect(utcToZonedText(null, 'US/Eastern')).toBe('');
  expect(utcToZonedText('not a date', 'US/Eastern')).toBe('');
});

test('property: every whole minute of 2026–2030 in each zone converts back to itself (or is one of the two occurrences)', () => {
  const zones = ['US/Eastern', 'Europe/London', 'Australia/Sydney', 'Europe/Rome', 'Europe/Lisbon', 'UTC'];
  const start = Date.UTC(2026, 0, 1);
  const end = Date.UTC(2031, 0, 1);
  fc.assert(
    fc.property(fc.integer({ min: 0, max: (end - start) / 60_000 }), fc.constantFrom(...zones), (minutes, zone) => {
      const t = start + minutes * 60_000;
      const w = utcToWallTime(t, zone);
      const back = zonedWallTimeToUtc(w, zone);
      if (back.status === 'gap') return false;
      const iso = new Date(t).toISOString();
      return back.status === 'exact' ? back.utc === iso : back.utc === iso || back.later.utc === iso;
    }),
    { numRuns: 400 },
  );
});

test('the offset of an instant, as UTC±HH:MM', () => {
  expect(zoneOffsetMinutes(Date.parse(atOffset('2027-07-01 12:00', -4)), 'US/Eastern')).toBe(-240);
  expect(formatUtcOffset(-240)).toBe('UTC-04:00');
  expect(formatUtcOffset(330)).toBe('UTC+05:30');
  expect(formatUtcOffset(0)).toBe('UTC+00:00');
  expect(wallTimeText(wall('2027-03-28 01:30'), 'T')).toBe('2027-03-28T01:30');
});

test('zones are named in the locale with their IANA name', () => {
  expect(zoneLabel('US/Eastern', 'en-US')).toBe('Eastern Time (US/Eastern)');
  expect(zoneLabel('Europe/Rome', 'it-IT')).toMatch(/^Ora .+ \(Europe\/Rome\)$/);
  expect(zoneLabel('UTC', 'en-GB')).toBe('UTC');
});
