/**
 * The competition form's dates: wall times of the form's zone in, UTC out, whatever the process's
 * own zone (`pnpm test` runs this file again under TZ=UTC, Europe/London, America/New_York and
 * Australia/Sydney). Expected instants are computed here from the zone's offsets.
 */
import { formDateToUtcIso, isIsoDate, utcToFormDate } from './dates';
import { emptyCompetition, toBody, valuesFromCompetition, type CompetitionValues } from './model';

const HOUR = 3_600_000;
/** The UTC ISO string of "YYYY-MM-DD HH:MM" on a clock `hours` ahead of UTC. */
const atOffset = (text: string, hours: number): string => {
  const [d = '', t = ''] = text.split(' ');
  const [y, mo, day] = d.split('-').map(Number) as [number, number, number];
  const [h, mi] = t.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, mo - 1, day, h, mi) - hours * HOUR).toISOString();
};

function values(patch: Partial<CompetitionValues> = {}): CompetitionValues {
  return { ...emptyCompetition(), reference: 'R-1', name: 'N', competition_type: 'service_fee', need_direction: 'excess', ...patch };
}

describe('US/Eastern (the US region): EST UTC-5, EDT UTC-4 from 14 March 2027 02:00 to 7 November 2027 02:00', () => {
  test.each([
    ['2027-01-15 09:00', -5],
    ['2027-03-14 01:30', -5],
    ['2027-03-14 03:00', -4],
    ['2027-03-28 01:30', -4], // a valid Eastern time, though London's clocks skip 01:00–02:00 that night
    ['2027-07-04 12:00', -4],
    ['2027-11-07 01:30', -4], // occurs twice: the earlier, EDT, is taken
    ['2027-11-07 02:00', -5],
    ['2028-02-29 00:00', -5],
  ])('%s is sent as the instant at UTC%i', (typed, hours) => {
    expect(formDateToUtcIso(typed, 'US/Eastern')).toBe(atOffset(typed, hours));
  });

  test('a "T" between date and time is accepted', () => {
    expect(formDateToUtcIso('2027-07-04T12:00', 'US/Eastern')).toBe(atOffset('2027-07-04 12:00', -4));
  });

  test.each(['2027-03-14 02:30', '2027-02-29 10:00', '2027-02-30 10:00', '2027-01-01 24:00', '2027-1-1 10:00', '15/01/2027 09:00', 'soon', ''])(
    '%p gives no instant',
    (typed) => {
      expect(formDateToUtcIso(typed, 'US/Eastern')).toBeNull();
    },
  );

  test('the body: empty dates are null, unreadable ones and times in the gap are left out, good ones are UTC', () => {
    const body = toBody(
      values({ qualification_open: '2027-02-30 10:00', qualification_closed: '2027-03-14 02:30', open: '2027-03-28 01:30', closed: '  ' }),
      'US/Eastern',
    );
    expect(body).not.toHaveProperty('qualification_open');
    expect(body).not.toHaveProperty('qualification_closed');
    expect(body.open).toBe(atOffset('2027-03-28 01:30', -4));
    expect(body.closed).toBeNull();
    expect(body.archive_on).toBeNull();
  });

  test('stored instants read back as Eastern wall times and go back unchanged', () => {
    const open = atOffset('2027-07-01 08:00', -4);
    const closed = atOffset('2027-12-01 00:00', -5);
    const v = valuesFromCompetition({ open, closed, archive_on: null } as Parameters<typeof valuesFromCompetition>[0], 'US/Eastern');
    expect(v.open).toBe('2027-07-01 08:00');
    expect(v.closed).toBe('2027-12-01 00:00');
    expect(v.archive_on).toBe('');
    expect(toBody(v, 'US/Eastern')).toMatchObject({ open, closed, archive_on: null });
    expect(utcToFormDate(null, 'US/Eastern')).toBe('');
  });
});

describe('Europe/London (the GB region): GMT UTC+0, BST UTC+1 from 28 March 2027 01:00 to 31 October 2027 02:00', () => {
  test('01:30 on 28 March 2027 does not exist in London: left out', () => {
    expect(formDateToUtcIso('2027-03-28 01:30', 'Europe/London')).toBeNull();
    expect(toBody(values({ open: '2027-03-28 01:30' }), 'Europe/London')).not.toHaveProperty('open');
  });

  test('summer, winter and the repeated hour (BST first)', () => {
    expect(formDateToUtcIso('2027-06-01 10:00', 'Europe/London')).toBe(atOffset('2027-06-01 10:00', 1));
    expect(formDateToUtcIso('2027-12-01 10:00', 'Europe/London')).toBe(atOffset('2027-12-01 10:00', 0));
    expect(formDateToUtcIso('2027-10-31 01:30', 'Europe/London')).toBe(atOffset('2027-10-31 01:30', 1));
  });
});

test('Australia/Sydney (the AU region): AEDT UTC+11 in January, AEST UTC+10 in July', () => {
  expect(formDateToUtcIso('2027-01-10 09:00', 'Australia/Sydney')).toBe(atOffset('2027-01-10 09:00', 11));
  expect(formDateToUtcIso('2027-07-10 09:00', 'Australia/Sydney')).toBe(atOffset('2027-07-10 09:00', 10));
});

test('period dates are calendar dates, checked without any zone', () => {
  expect(isIsoDate('2027-03-28')).toBe(true);
  expect(isIsoDate('2027-03-14')).toBe(true);
  expect(isIsoDate('2027-02-29')).toBe(false);
  expect(isIsoDate('28/03/2027')).toBe(false);
});
