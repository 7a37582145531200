/**
 * Unavailability drafts; `pnpm test` runs this file again under TZ=UTC, Europe/London,
 * America/New_York and Australia/Sydney: reading a time in the region's zone must not depend on
 * the process's own zone.
 */
import { loadCatalog } from 'shared-session';
import { loadSharedUiCatalog } from 'shared-ui';
import { messages } from '../locales/en-GB/messages';
import { draftOf, EMPTY_DRAFT, isPresent, joinDateTime, phaseOf, splitDateTime, toBody, validateDraft, type UnavailabilityDraft } from './model';

beforeAll(() => {
  loadSharedUiCatalog();
  loadCatalog({ 'en-GB': messages });
});

const LONDON = 'Europe/London';
const asset = { id: 7, ref: 'BAT-001', name: 'Riverside battery' };
const whole: UnavailabilityDraft = {
  asset,
  unavailable_from_date: '2026-12-01',
  unavailable_from_time: '08:00',
  unavailable_to_date: '02/12/2026',
  unavailable_to_time: '17:30',
  reason: 'Planned maintenance',
};

test('joins a date and a time in the region’s zone into an ISO date-time, day-month-year dates reformatted', () => {
  expect(joinDateTime('2026-12-01', '08:00', LONDON)).toBe('2026-12-01T08:00:00.000Z');
  // Summer time: 08:00 in London is 07:00 UTC.
  expect(joinDateTime('2026-07-01', '08:00', LONDON)).toBe('2026-07-01T07:00:00.000Z');
  for (const dmy of ['01-07-2026', '1/7/2026', '01.07.2026']) expect(joinDateTime(dmy, '08:00', LONDON)).toBe('2026-07-01T07:00:00.000Z');
  expect(joinDateTime('2026-12-01', '08:00', 'Europe/Rome')).toBe('2026-12-01T07:00:00.000Z');
});

test('the clock changes of the zone, not of the process: a time London skips is refused there and is fine in US/Eastern', () => {
  const HOUR = 3_600_000;
  // 28 March 2027: London's clocks go from 01:00 to 02:00; in US/Eastern it is already EDT (UTC-4).
  expect(joinDateTime('2027-03-28', '01:30', LONDON)).toBeNull();
  expect(joinDateTime('2027-03-28', '01:30', 'US/Eastern')).toBe(new Date(Date.UTC(2027, 2, 28, 1, 30) + 4 * HOUR).toISOString());
  // 31 October 2027: 01:30 occurs twice in London; the first (BST, UTC+1) is taken.
  expect(joinDateTime('2027-10-31', '01:30', LONDON)).toBe(new Date(Date.UTC(2027, 9, 31, 1, 30) - HOUR).toISOString());
  expect(splitDateTime(new Date(Date.UTC(2027, 9, 31, 1, 30)).toISOString(), LONDON)).toEqual({ date: '2027-10-31', time: '01:30' });
});

test('a time in the gap is a field error naming the gap', () => {
  const errors = validateDraft({ ...whole, unavailable_from_date: '2027-03-28', unavailable_from_time: '01:30', unavailable_to_date: '2027-03-29' }, LONDON);
  expect(errors.unavailable_from_time).toBe(
    '01:00–02:00 does not exist on 28 March 2027 in United Kingdom Time (Europe/London): the clocks go forward then. Enter a time before 01:00 or from 02:00.',
  );
  expect(errors.unavailable_from_date).toBeUndefined();
});

test('joins nothing until the date and the time are both whole and real', () => {
  expect(joinDateTime('', '08:00', LONDON)).toBeNull();
  expect(joinDateTime('2026-12-01', '', LONDON)).toBeNull();
  expect(joinDateTime('2026-02-30', '08:00', LONDON)).toBeNull();
  expect(joinDateTime('2026-12-01', '24:00', LONDON)).toBeNull();
  expect(joinDateTime('2026-12-01', '8:00', LONDON)).toBeNull();
  expect(joinDateTime('12/31/2026', '08:00', LONDON)).toBeNull();
});

test('a record is present only when from, to and reason are all set', () => {
  expect(isPresent(whole, LONDON)).toBe(true);
  expect(isPresent({ ...whole, reason: '  ' }, LONDON)).toBe(false);
  expect(isPresent({ ...whole, unavailable_to_time: '' }, LONDON)).toBe(false);
  expect(isPresent({ ...whole, unavailable_from_date: '' }, LONDON)).toBe(false);
  expect(isPresent({ ...whole, asset: null }, LONDON)).toBe(false);
  expect(toBody({ ...whole, reason: '' }, LONDON)).toBeNull();
  expect(toBody(whole, LONDON)).toEqual({
    flex_asset: 7,
    unavailable_from: '2026-12-01T08:00:00.000Z',
    unavailable_to: '2026-12-02T17:30:00.000Z',
    reason: 'Planned maintenance',
  });
});

test('names each missing or wrong field, and an end that is not after the start', () => {
  expect(validateDraft(EMPTY_DRAFT, LONDON)).toEqual({
    asset: 'Choose the asset that is unavailable.',
    unavailable_from_date: 'This field is required',
    unavailable_from_time: 'This field is required',
    unavailable_to_date: 'This field is required',
    unavailable_to_time: 'This field is required',
    reason: 'This field may not be blank.',
  });
  expect(validateDraft({ ...whole, unavailable_from_date: '2026-13-01', unavailable_from_time: '7.30' }, LONDON)).toEqual({
    unavailable_from_date: 'Enter a date as YYYY-MM-DD.',
    unavailable_from_time: 'Enter a time as HH:MM (24-hour).',
  });
  expect(validateDraft({ ...whole, unavailable_to_date: '2026-12-01', unavailable_to_time: '08:00' }, LONDON)).toEqual({
    unavailable_to_time: 'The end must be after the start.',
  });
  expect(validateDraft({ ...whole, reason: 'x'.repeat(501) }, LONDON)).toEqual({ reason: 'Ensure this field has no more than 500 characters.' });
  expect(validateDraft(whole, LONDON)).toEqual({});
});

test('a stored record comes back as the same fields in the region’s zone', () => {
  expect(splitDateTime('2026-07-01T07:00:00.000Z', LONDON)).toEqual({ date: '2026-07-01', time: '08:00' });
  const record = {
    id: 3,
    flex_asset: 7,
    flex_provider: 41,
    asset_ref: 'BAT-001',
    asset_name: 'Riverside battery',
    unavailable_from: '2026-12-01T08:00:00.000Z',
    unavailable_to: '2026-12-02T17:30:00.000Z',
    reason: 'Planned maintenance',
    created: '2026-11-01T00:00:00Z',
    updated: '2026-11-01T00:00:00Z',
  };
  expect(draftOf(record, LONDON)).toEqual({ ...whole, unavailable_to_date: '2026-12-02' });
  const now = Date.parse('2026-12-01T12:00:00Z');
  expect(phaseOf(record, now)).toBe('current');
  expect(phaseOf(record, Date.parse('2026-11-30T00:00:00Z'))).toBe('upcoming');
  expect(phaseOf(record, Date.parse('2026-12-03T00:00:00Z'))).toBe('past');
});
