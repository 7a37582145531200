/**
 * The dispatch form's times are wall-clock times of the region's zone, converted with that zone's
 * rules whatever the process's own zone: `pnpm test` runs this file again under TZ=UTC,
 * Europe/London, America/New_York and Australia/Sydney. Expected instants are computed here.
 */
import { i18n, loadCatalog } from 'shared-session';
import { loadSharedUiCatalog, utcToZonedText } from 'shared-ui';
import { messages } from '../locales/en-GB/messages';
import { nextDelivery, toInstructions, validate, type CreateValues } from './createForm';
import { zonedToIso } from './zonedTime';

beforeAll(() => {
  loadSharedUiCatalog();
  loadCatalog({ 'en-GB': messages });
  i18n.activate('en-GB');
});

const HOUR = 3_600_000;
/** The UTC ISO string of a wall time on a clock `hours` ahead of UTC. */
const atOffset = (y: number, mo: number, d: number, h: number, mi: number, hours: number) => new Date(Date.UTC(y, mo - 1, d, h, mi) - hours * HOUR).toISOString();
const NOW = Date.UTC(2027, 2, 1, 12, 0);
const bid = { id: 101, competition: 7, service_window: 70, flex_provider: 41, assets: [1], unit: 'MW' as const, capacity: 2 };

test('2027-03-28 01:30 in US/Eastern is EDT (UTC-4), though London skips that hour; in London it is refused', () => {
  expect(zonedToIso('2027-03-28T01:30', 'US/Eastern')).toBe(atOffset(2027, 3, 28, 1, 30, -4));
  expect(zonedToIso('2027-03-28T01:30', 'Europe/London')).toBeNull();
  expect(utcToZonedText(atOffset(2027, 3, 28, 1, 30, -4), 'US/Eastern', 'T')).toBe('2027-03-28T01:30');
});

test('the repeated autumn hour takes its earlier occurrence (summer time)', () => {
  expect(zonedToIso('2027-10-31T01:30', 'Europe/London')).toBe(atOffset(2027, 10, 31, 1, 30, 1));
  expect(zonedToIso('2027-04-04T02:30', 'Australia/Sydney')).toBe(atOffset(2027, 4, 4, 2, 30, 11));
});

describe('the form', () => {
  const values: CreateValues = { start: '2027-03-28T01:30', end: '2027-03-28T03:00', quantity: '1', deadline: '2027-03-28T01:00', send: 'now', sendAt: '' };

  test('in US/Eastern the times are valid and go out in UTC', () => {
    expect(validate(values, [bid], 'US/Eastern', NOW)).toEqual({});
    expect(toInstructions(values, [bid], 'US/Eastern')[0]).toMatchObject({
      start: atOffset(2027, 3, 28, 1, 30, -4),
      end: atOffset(2027, 3, 28, 3, 0, -4),
      response_deadline: atOffset(2027, 3, 28, 1, 0, -4),
    });
  });

  test('in Europe/London the start is in the gap: its message names the gap', () => {
    const errors = validate(values, [bid], 'Europe/London', NOW);
    expect(errors.start && i18n._(errors.start)).toMatch(/^01:00–02:00 does not exist on 28 March 2027 in .+ \(Europe\/London\): the clocks go forward then\./);
    expect(errors.end).toBeUndefined();
  });

  test('a window whose start the clocks skip that day is delivered the next day', () => {
    // US/Eastern skips 02:00–03:00 on 14 March 2027; a 02:30 window starts on the 15th (EDT).
    const window = { window_start_time: '02:30', window_end_time: '04:00', period_start: '2027-03-14', period_end: '2027-03-20' };
    const next = nextDelivery(window, 'US/Eastern', Date.UTC(2027, 2, 13, 12))!;
    expect(new Date(next.start).toISOString()).toBe(atOffset(2027, 3, 15, 2, 30, -4));
  });
});
