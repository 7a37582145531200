import { REGIONS } from 'shared-session';
import { formatCalendarDate, formatClockTime, formatContractEndDate, formatDate, formatDateTime, formatTime, toInstant } from './date';

const { AU, GB, IT, PT, US } = REGIONS;

test('a date-time on each region clock with its zone name', () => {
  const summer = '2026-07-01T08:00:00Z';
  expect(formatDateTime(summer, GB)).toBe('1 Jul 2026, 09:00 BST');
  expect(formatDateTime(summer, IT)).toBe('1 lug 2026, 10:00 CEST');
  expect(formatDateTime(summer, PT)).toBe('1/07/2026, 09:00 WEST');
  expect(formatDateTime(summer, US)).toBe('Jul 1, 2026, 04:00 AM EDT');
  expect(formatDateTime(summer, AU)).toBe('1 July 2026, 06:00 pm AEST');
  expect(formatDateTime(new Date(summer), GB)).toBe('1 Jul 2026, 09:00 BST');
  expect(formatDateTime(Date.parse(summer), GB)).toBe('1 Jul 2026, 09:00 BST');
});

test('across the Europe/Rome spring change and the Australia/Sydney autumn change', () => {
  // Rome moves to summer time at 01:00 UTC on 29 March 2026; Sydney is still on summer time then.
  expect(formatDateTime('2026-03-29T00:30:00Z', IT)).toBe('29 mar 2026, 01:30 CET');
  expect(formatDateTime('2026-03-29T01:30:00Z', IT)).toBe('29 mar 2026, 03:30 CEST');
  expect(formatDateTime('2026-03-29T00:30:00Z', AU)).toBe('29 Mar 2026, 11:30 am AEDT');
  expect(formatDateTime('2026-03-29T01:30:00Z', AU)).toBe('29 Mar 2026, 12:30 pm AEDT');
  // Sydney goes back an hour at 16:00 UTC on 4 April 2026 (03:00 local): 02:30 happens twice.
  expect(formatDateTime('2026-04-04T15:30:00Z', AU)).toBe('5 Apr 2026, 02:30 am AEDT');
  expect(formatDateTime('2026-04-04T16:30:00Z', AU)).toBe('5 Apr 2026, 02:30 am AEST');
  expect(formatDateTime('2026-04-04T15:30:00Z', IT)).toBe('4 apr 2026, 17:30 CEST');
  expect(formatDateTime('2026-04-04T16:30:00Z', IT)).toBe('4 apr 2026, 18:30 CEST');
  expect(formatTime('2026-03-29T01:30:00Z', IT)).toBe('03:30');
  expect(formatTime('2026-04-04T16:30:00Z', AU)).toBe('02:30 am');
});

test('the day of an instant depends on the zone', () => {
  const evening = '2026-07-01T20:00:00Z';
  expect(formatDate(evening, 'medium', IT)).toBe('1 lug 2026');
  // en-AU writes July and June in full even in the short style.
  expect(formatDate(evening, 'medium', AU)).toBe('2 July 2026');
  expect(formatDate('2026-12-01T20:00:00Z', 'medium', AU)).toBe('2 Dec 2026');
  expect(formatDate(evening, 'long', GB)).toBe('1 July 2026');
  expect(formatDate(evening, 'long', PT)).toBe('1 de julho de 2026');
  expect(formatDate(evening, 'medium', US)).toBe('Jul 1, 2026');
  expect(formatDate(evening, 'full', IT)).toBe('mercoledì 1 luglio 2026');
});

test('times', () => {
  const t = '2026-07-01T08:00:00Z';
  expect(formatTime(t, GB)).toBe('09:00');
  expect(formatTime(t, IT)).toBe('10:00');
  expect(formatTime(t, PT)).toBe('09:00');
  expect(formatTime(t, US)).toBe('04:00 AM');
  expect(formatTime(t, AU)).toBe('06:00 pm');
});

test('a calendar date is the same day in every zone', () => {
  expect(formatCalendarDate('2027-02-28', 'medium', GB)).toBe('28 Feb 2027');
  expect(formatCalendarDate('2027-02-28', 'medium', US)).toBe('Feb 28, 2027');
  expect(formatCalendarDate('2027-02-28', 'medium', AU)).toBe('28 Feb 2027');
  expect(formatCalendarDate('2027-02-28', 'medium', IT)).toBe('28 feb 2027');
  expect(formatCalendarDate('2027-02-28', 'medium', PT)).toBe('28/02/2027');
  expect(formatCalendarDate('2026-12-01', 'full', GB)).toMatch(/^Tuesday,? 1 December 2026$/);
  // A bare date given to formatDate is a calendar date too (not UTC midnight on the US clock).
  expect(formatDate('2027-02-28', 'medium', US)).toBe('Feb 28, 2027');
  expect(formatCalendarDate('2026-02-30', 'medium', GB)).toBeNull();
  expect(formatCalendarDate('28/02/2027', 'medium', GB)).toBeNull();
});

test('a wall-clock time with no zone in the locale', () => {
  expect(formatClockTime('16:00', GB)).toBe('16:00');
  expect(formatClockTime('16:00:00', IT)).toBe('16:00');
  expect(formatClockTime('16:00', PT)).toBe('16:00');
  expect(formatClockTime('16:00', US)).toBe('04:00 PM');
  expect(formatClockTime('09:30', AU)).toBe('09:30 am');
  expect(formatClockTime('00:00', GB)).toBe('00:00');
  expect(formatClockTime('24:00', GB)).toBeNull();
  expect(formatClockTime('', GB)).toBeNull();
  expect(formatClockTime(null, GB)).toBeNull();
});

test('a contract end date is shown one day earlier than stored', () => {
  expect(formatContractEndDate('2027-01-01', 'medium', GB)).toBe('31 Dec 2026');
  expect(formatContractEndDate('2027-03-01', 'long', IT)).toBe('28 febbraio 2027');
  expect(formatContractEndDate('2028-03-01', 'medium', US)).toBe('Feb 29, 2028');
  // An instant: the day before the day it falls on in the region's zone.
  expect(formatContractEndDate('2027-01-01T00:00:00Z', 'medium', GB)).toBe('31 Dec 2026');
  expect(formatContractEndDate('2027-01-01T00:00:00Z', 'medium', US)).toBe('Dec 30, 2026');
  expect(formatContractEndDate('2026-12-31T14:00:00Z', 'medium', AU)).toBe('31 Dec 2026');
  expect(formatContractEndDate(null, 'medium', GB)).toBeNull();
  expect(formatContractEndDate('nonsense', 'medium', GB)).toBeNull();
});

test('absent or invalid values give null', () => {
  for (const blank of [null, undefined, '', 'not a date', Number.NaN]) {
    expect(formatDateTime(blank, GB)).toBeNull();
    expect(formatDate(blank, 'medium', GB)).toBeNull();
    expect(formatTime(blank, GB)).toBeNull();
  }
  expect(formatCalendarDate(null, 'medium', GB)).toBeNull();
  expect(formatCalendarDate('', 'medium', GB)).toBeNull();
  expect(toInstant(new Date('nope'))).toBeNull();
});

test('a zone or locale the runtime does not know falls back instead of throwing', () => {
  expect(formatDateTime('2026-07-01T08:00:00Z', { locale: 'en-GB', timezone: 'US/Western' })).toBe('1 Jul 2026, 08:00 UTC');
  expect(formatDateTime('2026-07-01T08:00:00Z', { locale: 'xx-!!', timezone: 'Europe/Rome' })).toBe('1 Jul 2026, 10:00 CEST');
});
