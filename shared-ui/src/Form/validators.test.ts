import { i18n } from '@lingui/core';
import { messages } from '../locales/en-GB/messages';
import {
  charactersRemaining,
  composeValidators,
  isCurrency,
  isDate,
  isDuration,
  isPercentage,
  isTime,
  maxDecimalPlaces,
  maxLength,
  normaliseDate,
  notBlank,
  parseDuration,
  durationSeconds,
  required,
} from './validators';

beforeAll(() => {
  i18n.load('en-GB', messages);
  i18n.activate('en-GB');
});

describe('required / notBlank', () => {
  test.each([undefined, null, '', '   ', [], false])('%p is missing', (value) => {
    expect(required(value)).toBe('This field is required');
  });
  test.each(['x', 0, '0', ['a'], true])('%p is present', (value) => {
    expect(required(value)).toBeUndefined();
  });
  test('notBlank uses the application forms wording', () => {
    expect(notBlank(' ')).toBe('This field may not be blank.');
    expect(notBlank('Brightgrid')).toBeUndefined();
  });
});

describe('maxDecimalPlaces', () => {
  test('default limit is 1', () => {
    expect(maxDecimalPlaces()('1.2')).toBeUndefined();
    expect(maxDecimalPlaces()('12')).toBeUndefined();
    expect(maxDecimalPlaces()(0.5)).toBeUndefined();
    expect(maxDecimalPlaces()('1.25')).toBe('Ensure that there are no more than 1 decimal places.');
    expect(maxDecimalPlaces()(1.25)).toBe('Ensure that there are no more than 1 decimal places.');
  });
  test('limit is configurable', () => {
    const three = maxDecimalPlaces(3);
    expect(three('0.125')).toBeUndefined();
    expect(three('0.1255')).toBe('Ensure that there are no more than 3 decimal places.');
    expect(three(1e-7)).toBe('Ensure that there are no more than 3 decimal places.');
  });
  test('not a number, and empty', () => {
    expect(maxDecimalPlaces()('1.2.3')).toBe('Enter a number.');
    expect(maxDecimalPlaces()('abc')).toBe('Enter a number.');
    expect(maxDecimalPlaces()('')).toBeUndefined();
  });
});

describe('maxLength and the textarea hint', () => {
  test('500 characters by default', () => {
    expect(maxLength()('a'.repeat(500))).toBeUndefined();
    expect(maxLength()('a'.repeat(501))).toBe('Ensure this field has no more than 500 characters.');
    expect(maxLength(10)('a'.repeat(11))).toBe('Ensure this field has no more than 10 characters.');
  });
  test('remaining characters', () => {
    expect(charactersRemaining('')).toBe('You have 500 characters remaining');
    expect(charactersRemaining('hello')).toBe('You have 495 characters remaining');
    expect(charactersRemaining('abcd', 5)).toBe('You have 1 character remaining');
    expect(charactersRemaining(undefined, 20)).toBe('You have 20 characters remaining');
  });
});

describe('dates', () => {
  test('day-month-year with -, / or . is converted to YYYY-MM-DD', () => {
    expect(normaliseDate('21/11/2026')).toBe('2026-11-21');
    expect(normaliseDate('21-11-2026')).toBe('2026-11-21');
    expect(normaliseDate('1.2.2026')).toBe('2026-02-01');
    expect(normaliseDate(' 2026-11-21 ')).toBe('2026-11-21');
    expect(normaliseDate('21/11-2026')).toBe('21/11-2026');
  });
  test('valid and invalid dates', () => {
    expect(isDate('2026-11-21')).toBeUndefined();
    expect(isDate('21.11.2026')).toBeUndefined();
    expect(isDate('2028-02-29')).toBeUndefined();
    expect(isDate('')).toBeUndefined();
    for (const bad of ['2026-02-30', '2026-13-01', '11/21/2026', '2026/11/21', '21 Nov 2026', '2026-1-5']) {
      expect(isDate(bad)).toBe('Enter a date as YYYY-MM-DD.');
    }
  });
});

test('time is HH:MM on a 24-hour clock', () => {
  for (const ok of ['00:00', '09:30', '23:59']) expect(isTime(ok)).toBeUndefined();
  for (const bad of ['24:00', '9:30', '12:60', '12:3', '12:30:00', 'noon']) {
    expect(isTime(bad)).toBe('Enter a time as HH:MM (24-hour).');
  }
});

describe('duration', () => {
  test('optional day count then HH:MM:SS', () => {
    expect(parseDuration('2 03:04:05')).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(parseDuration('00:30:00')).toEqual({ days: 0, hours: 0, minutes: 30, seconds: 0 });
    expect(durationSeconds({ days: 1, hours: 1, minutes: 1, seconds: 1 })).toBe(90061);
    expect(isDuration('00:30:00')).toBeUndefined();
    expect(isDuration('3 23:59:59')).toBeUndefined();
    expect(isDuration('1 00:00:00')).toBeUndefined();
  });
  test('ranges, shape and zero', () => {
    expect(isDuration('24:00:00')).toBe('Hours must be less than 24.');
    expect(isDuration('01:60:00')).toBe('Minutes and seconds must be less than 60.');
    expect(isDuration('01:00:60')).toBe('Minutes and seconds must be less than 60.');
    expect(isDuration('00:00:00')).toBe('The duration must be longer than zero.');
    expect(isDuration('0 00:00:00')).toBe('The duration must be longer than zero.');
    expect(isDuration('30 minutes')).toBe('Enter a duration as [days] HH:MM:SS.');
    expect(isDuration('01:00')).toBe('Enter a duration as [days] HH:MM:SS.');
  });
});

test('currency is digits with up to 2 decimals', () => {
  for (const ok of ['0', '12', '12.5', '1200.50', 99.99]) expect(isCurrency(ok)).toBeUndefined();
  for (const bad of ['12.345', '-3', '1,200', '£12', '.5', '12.']) {
    expect(isCurrency(bad)).toBe('Enter an amount with up to 2 decimal places.');
  }
});

test('percentage accepts only 0 to 100', () => {
  for (const ok of ['0', '100', '55.5', 42]) expect(isPercentage(ok)).toBeUndefined();
  for (const bad of ['-1', '100.1', '101', 'ten', -0.5]) {
    expect(isPercentage(bad)).toBe('Enter a percentage between 0 and 100.');
  }
});

test('composeValidators returns the first error', () => {
  const validate = composeValidators(required, false, maxDecimalPlaces(2));
  expect(validate('')).toBe('This field is required');
  expect(validate('1.234')).toBe('Ensure that there are no more than 2 decimal places.');
  expect(validate('1.23')).toBeUndefined();
});
