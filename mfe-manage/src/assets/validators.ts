/** The asset form's field rules, worded as the server words the same rules. */
import { i18n } from 'shared-session';
import type { Validator } from 'shared-ui';
import { parseNumber } from './model';

/** A capacity: a number not below 0 (empty counts as 0). */
export const nonNegative: Validator = (value) => {
  const text = typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : String(value);
  if (text === '') return undefined;
  const n = parseNumber(text);
  if (n === null) return i18n._({ id: 'manage.assets.validation.number', message: 'Enter a number.' });
  if (n < 0) return i18n._({ id: 'manage.assets.validation.nonNegative', message: 'Ensure this value is greater than or equal to 0.' });
  if (n > 100000) return i18n._({ id: 'manage.assets.validation.max', message: 'Ensure this value is less than or equal to 100000.' });
  return undefined;
};

/** A coordinate within ±limit degrees (90 for latitude, 180 for longitude). */
export const coordinate =
  (limit: 90 | 180): Validator =>
  (value) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') return i18n._({ id: 'manage.assets.validation.pointRequired', message: 'Pick the point on the map or type its latitude and longitude.' });
    const n = parseNumber(text);
    if (n === null || Math.abs(n) > limit) {
      return limit === 90
        ? i18n._({ id: 'manage.assets.validation.latitude', message: 'Enter the latitude in degrees, from -90 to 90.' })
        : i18n._({ id: 'manage.assets.validation.longitude', message: 'Enter the longitude in degrees, from -180 to 180.' });
    }
    return undefined;
  };

/** A UK postcode: a full postcode or its district (the part before the space). Required where the form says so. */
export const postcodeShape: Validator = (value) => {
  const text = typeof value === 'string' ? value.trim().toUpperCase().replace(/\s+/g, '') : '';
  if (text === '') return undefined;
  return /^[A-Z]{1,2}\d[A-Z\d]?(\d[A-Z]{2})?$/.test(text)
    ? undefined
    : i18n._({ id: 'manage.assets.validation.postcode', message: 'Enter a UK postcode, e.g. NE1 4ST, or its district, e.g. NE1.' });
};
