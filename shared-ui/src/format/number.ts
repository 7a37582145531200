/** Numbers, capacities, voltages and money in the region's locale (platform §9). */
import { numberFormat } from './intl';
import { DEFAULT_CURRENCY, regionOrCurrent, type FormatRegion } from './region';

/** A number, or a numeric string as the API sends decimals; null, undefined and '' mean "no value". */
export type Numeric = number | string | null | undefined;

/** Capacity is shown with up to 5 decimals, kV with up to 3 (platform §9). */
export const CAPACITY_DECIMALS = 5;
export const KV_DECIMALS = 3;

export type PowerUnit = 'MW' | 'MVAr';

/** MW for active power, MVAr for reactive power. */
export function powerUnitOf(powerType: string | null | undefined): PowerUnit {
  return powerType === 'reactive_power' ? 'MVAr' : 'MW';
}

/** The number a value stands for; null when absent, blank or not a finite number. */
export function toNumber(value: Numeric): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export interface NumberOptions {
  /** At most this many decimals (default 3); rounding is half away from zero on the decimal value. */
  maxDecimals?: number;
  /** At least this many decimals (default 0). */
  minDecimals?: number;
}

/**
 * A number in the region's locale: 1234.5 → "1,234.5" (en-GB), "1234,5" (it-IT). Rounds half
 * away from zero on the number as written (0.2405 → 0.241 with 3 decimals) and never shows "-0".
 */
export function formatNumber(value: Numeric, options: NumberOptions = {}, region?: FormatRegion | null): string | null {
  const n = toNumber(value);
  if (n === null) return null;
  const maximumFractionDigits = options.maxDecimals ?? 3;
  const minimumFractionDigits = Math.min(options.minDecimals ?? 0, maximumFractionDigits);
  return numberFormat(regionOrCurrent(region).locale, { maximumFractionDigits, minimumFractionDigits, signDisplay: 'negative' }).format(n);
}

/** A whole number: counts. */
export function formatInteger(value: Numeric, region?: FormatRegion | null): string | null {
  return formatNumber(value, { maxDecimals: 0 }, region);
}

/** A capacity with up to 5 decimals and its unit: "1.23457 MW", "1,23457 MVAr". */
export function formatCapacity(value: Numeric, unit: PowerUnit = 'MW', region?: FormatRegion | null): string | null {
  const text = formatNumber(value, { maxDecimals: CAPACITY_DECIMALS }, region);
  return text === null ? null : `${text} ${unit}`;
}

/** A voltage in kilovolts with up to 3 decimals: "0.241 kV", "0,241 kV". */
export function formatKv(value: Numeric, region?: FormatRegion | null): string | null {
  const text = formatNumber(value, { maxDecimals: KV_DECIMALS }, region);
  return text === null ? null : `${text} kV`;
}

/**
 * An amount of money: in the given currency, else the region's, else GBP (platform §9), with the
 * currency's usual decimals: "£1,234.50", "1234,50 €", "$1,234.50", "A$1,234.50" outside en-AU.
 */
export function formatMoney(value: Numeric, currency?: string | null, region?: FormatRegion | null): string | null {
  const n = toNumber(value);
  if (n === null) return null;
  const place = regionOrCurrent(region);
  const code = (currency || place.currency || DEFAULT_CURRENCY).toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) return `${formatNumber(n, { maxDecimals: 2, minDecimals: 2 }, place)} ${code}`;
  return numberFormat(place.locale, { style: 'currency', currency: code, signDisplay: 'negative' }).format(n);
}

/** A price per megawatt hour: "£45.50/MWh". */
export function formatPricePerMWh(value: Numeric, currency?: string | null, region?: FormatRegion | null): string | null {
  const money = formatMoney(value, currency, region);
  return money === null ? null : `${money}/MWh`;
}
