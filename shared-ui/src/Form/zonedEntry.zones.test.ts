/**
 * The words beside a date-time field typed in a named zone; run again under several process time
 * zones by `pnpm test` (tools/jest-zones.mjs): none of it may depend on the process's own zone.
 */
import { i18n, REGIONS } from 'shared-session';
import { loadSharedUiCatalog } from '../i18n';
import { zonedEntry, zoneNote } from './zonedEntry';

beforeAll(() => {
  loadSharedUiCatalog();
  i18n.activate('en-GB');
});

const GB = REGIONS.GB;
const HOUR = 3_600_000;

test('a valid Eastern time inside the UK gap is a time, with its UTC instant and offset', () => {
  const entry = zonedEntry('2027-03-28 01:30', 'US/Eastern', GB);
  const utc = new Date(Date.UTC(2027, 2, 28, 1, 30) + 4 * HOUR).toISOString();
  expect(entry).toMatchObject({ state: 'ok', utc, offset: 'UTC-04:00', ambiguous: false });
  if (entry.state !== 'ok') throw new Error('not ok');
  expect(i18n._(entry.note)).toBe(`In UTC: ${utc.slice(0, 10)} ${utc.slice(11, 16)} (UTC-04:00).`);
});

test('a time in the gap names the gap, the day and the zone', () => {
  const entry = zonedEntry('2027-03-14T02:30', 'US/Eastern', GB);
  expect(entry.state).toBe('gap');
  if (entry.state !== 'gap') throw new Error('no gap');
  expect(i18n._(entry.error)).toBe(
    '02:00–03:00 does not exist on 14 March 2027 in Eastern Time (US/Eastern): the clocks go forward then. Enter a time before 02:00 or from 03:00.',
  );
  const london = zonedEntry('2027-03-28 01:30', 'Europe/London', GB);
  if (london.state !== 'gap') throw new Error('no gap');
  expect(i18n._(london.error)).toMatch(/^01:00–02:00 does not exist on 28 March 2027 in .+ \(Europe\/London\)/);
});

test('a repeated time takes the first occurrence and says which offset and UTC instant it used', () => {
  const entry = zonedEntry('2027-11-07 01:30', 'US/Eastern', GB);
  const first = new Date(Date.UTC(2027, 10, 7, 1, 30) + 4 * HOUR).toISOString();
  const second = new Date(Date.UTC(2027, 10, 7, 1, 30) + 5 * HOUR).toISOString();
  expect(entry).toMatchObject({ state: 'ok', utc: first, offset: 'UTC-04:00', ambiguous: true });
  if (entry.state !== 'ok') throw new Error('not ok');
  const text = i18n._(entry.note);
  expect(text).toContain('occurs twice on 7 November 2027');
  expect(text).toContain(`UTC-04:00: ${first.slice(0, 10)} ${first.slice(11, 16)} UTC`);
  expect(text).toContain(`${second.slice(0, 10)} ${second.slice(11, 16)} UTC`);
});

test('empty and unreadable text', () => {
  expect(zonedEntry('  ', 'US/Eastern', GB)).toEqual({ state: 'empty' });
  expect(zonedEntry('2027-02-30 10:00', 'US/Eastern', GB)).toEqual({ state: 'invalid' });
});

test('the zone is named in the region’s words', () => {
  expect(i18n._(zoneNote('US/Eastern', REGIONS.US))).toBe('Time zone: Eastern Time (US/Eastern)');
});
