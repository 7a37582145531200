/**
 * The one decimal type of settlement (decimal.js): 40 significant digits for every intermediate
 * figure, ties rounded away from zero (decimal.js's ROUND_HALF_UP) wherever a figure is rounded.
 */
import { Decimal as DecimalBase } from 'decimal.js';

export const Dec = DecimalBase.clone({ precision: 40, rounding: DecimalBase.ROUND_HALF_UP, toExpNeg: -60, toExpPos: 60 });
export type Dec = InstanceType<typeof Dec>;

export const ZERO = new Dec(0);

/** A figure written out in full, never with an exponent (`0.00001`, not `1e-5`). */
export const text = (value: Dec): string => (value.isZero() ? new Dec(0) : value).toFixed();

export const sum = (values: readonly Dec[]): Dec => values.reduce((a, b) => a.plus(b), ZERO);

export function clamp(value: Dec, low: Dec, high: Dec): Dec {
  return Dec.max(low, Dec.min(high, value));
}
