import { i18n } from '@lingui/core';
import { parseWallTime } from '../format/zoned';

/**
 * Pure field validators (spec platform §5), shaped for react-final-form: they take the value and
 * return an error message, or undefined when valid. Apart from `required` and `notBlank`, an
 * empty value is valid (combine with `required` for mandatory fields).
 */
export type Validator = (value: unknown) => string | undefined;

export const DEFAULT_DECIMAL_PLACES = 1;
export const TEXTAREA_MAX_LENGTH = 500;

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const asText = (value: unknown): string => (typeof value === 'number' ? numberToPlain(value) : String(value).trim());

/** 1e-7 → "0.0000001", so decimal places of numbers count as typed. */
function numberToPlain(n: number): string {
  const text = String(n);
  if (!/e/i.test(text)) return text;
  return n.toFixed(20).replace(/\.?0+$/, '');
}

/** Runs validators in order and returns the first error. */
export function composeValidators(...validators: Array<Validator | undefined | false>): Validator {
  return (value) => {
    for (const validate of validators) {
      if (!validate) continue;
      const error = validate(value);
      if (error) return error;
    }
    return undefined;
  };
}

export const required: Validator = (value) =>
  isEmpty(value) || value === false
    ? i18n._({ id: 'ui.validation.required', message: 'This field is required' })
    : undefined;

/** The application forms' wording for an empty field. */
export const notBlank: Validator = (value) =>
  isEmpty(value) ? i18n._({ id: 'ui.validation.notBlank', message: 'This field may not be blank.' }) : undefined;

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/** A number with at most `limit` decimal places (default 1). */
export function maxDecimalPlaces(limit: number = DEFAULT_DECIMAL_PLACES): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const text = asText(value);
    if (!NUMBER.test(text)) return i18n._({ id: 'ui.validation.number', message: 'Enter a number.' });
    const decimals = text.includes('.') ? (text.split('.')[1] ?? '').length : 0;
    return decimals > limit
      ? i18n._({
          id: 'ui.validation.decimalPlaces',
          message: 'Ensure that there are no more than {limit} decimal places.',
          values: { limit },
        })
      : undefined;
  };
}

/** At most `max` characters (default 500, the textarea limit). */
export function maxLength(max: number = TEXTAREA_MAX_LENGTH): Validator {
  return (value) =>
    !isEmpty(value) && String(value).length > max
      ? i18n._({
          id: 'ui.validation.maxLength',
          message: 'Ensure this field has no more than {max} characters.',
          values: { max },
        })
      : undefined;
}

/** The textarea hint: "You have N characters remaining". */
export function charactersRemaining(value: string | undefined | null, max: number = TEXTAREA_MAX_LENGTH): string {
  const remaining = Math.max(0, max - (value ?? '').length);
  return i18n._({
    id: 'ui.textarea.remaining',
    message: '{remaining, plural, one {You have # character remaining} other {You have # characters remaining}}',
    values: { remaining },
  });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MONTH_YEAR = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})$/;

/**
 * Day-month-year with -, / or . (21/11/2026, 21-11-2026, 21.11.2026) becomes YYYY-MM-DD;
 * anything else comes back trimmed and otherwise unchanged.
 */
export function normaliseDate(input: string): string {
  const text = input.trim();
  const dmy = DAY_MONTH_YEAR.exec(text);
  if (!dmy) return text;
  const [, day = '', , month = '', year = ''] = dmy;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * A real calendar date as YYYY-MM-DD (day-month-year input is accepted and converted). A date has
 * no zone, so it is checked as a calendar date, never parsed on the browser's clock.
 */
export const isDate: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  const text = normaliseDate(String(value));
  return ISO_DATE.test(text) && parseWallTime(`${text} 00:00`) !== null
    ? undefined
    : i18n._({ id: 'ui.validation.date', message: 'Enter a date as YYYY-MM-DD.' });
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A 24-hour time HH:MM. */
export const isTime: Validator = (value) =>
  isEmpty(value) || TIME.test(String(value).trim())
    ? undefined
    : i18n._({ id: 'ui.validation.time', message: 'Enter a time as HH:MM (24-hour).' });

export interface Duration {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const DURATION = /^(?:(\d+)\s+)?(\d{1,2}):(\d{1,2}):(\d{1,2})$/;

/** "[days] HH:MM:SS" split into its parts (ranges not checked), or null when the shape is wrong. */
export function parseDuration(input: string): Duration | null {
  const match = DURATION.exec(input.trim());
  if (!match) return null;
  const [, days = '0', hours = '', minutes = '', seconds = ''] = match;
  return { days: Number(days), hours: Number(hours), minutes: Number(minutes), seconds: Number(seconds) };
}

/** Total seconds of a duration. */
export const durationSeconds = ({ days, hours, minutes, seconds }: Duration): number =>
  ((days * 24 + hours) * 60 + minutes) * 60 + seconds;

/** Optional day count then HH:MM:SS; hours under 24, minutes and seconds under 60, not zero. */
export const isDuration: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  const parts = parseDuration(String(value));
  if (!parts) return i18n._({ id: 'ui.validation.duration', message: 'Enter a duration as [days] HH:MM:SS.' });
  if (parts.hours >= 24) return i18n._({ id: 'ui.validation.durationHours', message: 'Hours must be less than 24.' });
  if (parts.minutes >= 60 || parts.seconds >= 60) {
    return i18n._({ id: 'ui.validation.durationMinutes', message: 'Minutes and seconds must be less than 60.' });
  }
  if (durationSeconds(parts) === 0) {
    return i18n._({ id: 'ui.validation.durationZero', message: 'The duration must be longer than zero.' });
  }
  return undefined;
};

const CURRENCY = /^\d+(\.\d{1,2})?$/;

/** An amount: digits with up to 2 decimal places. */
export const isCurrency: Validator = (value) =>
  isEmpty(value) || CURRENCY.test(asText(value))
    ? undefined
    : i18n._({ id: 'ui.validation.currency', message: 'Enter an amount with up to 2 decimal places.' });

/** A percentage from 0 to 100. */
export const isPercentage: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  const text = asText(value);
  const n = Number(text);
  return NUMBER.test(text) && n >= 0 && n <= 100
    ? undefined
    : i18n._({ id: 'ui.validation.percentage', message: 'Enter a percentage between 0 and 100.' });
};
