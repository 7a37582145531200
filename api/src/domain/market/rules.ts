/**
 * What makes a bid offer valid on its own (workflows §3 "Bidding", §5): the rate fields the
 * competition type requires, currency and decimal rules, capacity and the max-runtime duration.
 * Checks against the database (window, assets, overlaps, state) are in offers.ts.
 */

export const RATE_FIELDS = ['availability_price', 'utilisation_price', 'service_fee'] as const;
export type RateField = (typeof RATE_FIELDS)[number];

/** Rates each competition type requires (workflows §3 "Competition"). */
export const RATES_BY_TYPE: Record<string, readonly RateField[]> = {
  availability_utilisation: ['availability_price', 'utilisation_price'],
  utilisation: ['utilisation_price'],
  service_fee: ['service_fee'],
  availability: ['availability_price'],
};

export function rateFieldsFor(competitionType: string): readonly RateField[] {
  return RATES_BY_TYPE[competitionType] ?? ['utilisation_price'];
}

/** Decimal places allowed in a capacity (spec §5: configurable, default 1) and in a price (currency: 2). */
export const CAPACITY_DECIMALS = 1;
export const PRICE_DECIMALS = 2;
export const MAX_PRICE = 1_000_000;

export function decimalsMessage(limit: number): string {
  return `Ensure that there are no more than ${limit} decimal places.`;
}

/** Decimal places of a number as written (1e-7 style included). */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const text = String(value);
  const exp = /e-(\d+)$/.exec(text);
  if (exp) {
    const mantissa = text.split('e')[0]!;
    const frac = mantissa.split('.')[1] ?? '';
    return frac.length + Number(exp[1]);
  }
  return (text.split('.')[1] ?? '').length;
}

const DURATION = /^(?:(\d{1,3}) )?(\d{1,2}):(\d{2}):(\d{2})$/;

/**
 * Parses a max runtime written 'D HH:MM:SS' or 'HH:MM:SS' (optional day count; hours under 24,
 * minutes and seconds under 60; zero is rejected). Returns seconds, or an error message.
 */
export function parseDuration(text: string): number | string {
  const m = DURATION.exec(text.trim());
  if (!m) return 'Enter a duration as D HH:MM:SS or HH:MM:SS, e.g. 0 02:30:00.';
  const [days, hours, minutes, seconds] = [Number(m[1] ?? 0), Number(m[2]), Number(m[3]), Number(m[4])];
  if (hours >= 24) return 'Hours must be less than 24.';
  if (minutes >= 60) return 'Minutes must be less than 60.';
  if (seconds >= 60) return 'Seconds must be less than 60.';
  const total = ((days * 24 + hours) * 60 + minutes) * 60 + seconds;
  if (total === 0) return 'The duration must be longer than zero.';
  return total;
}

/** Seconds → 'HH:MM:SS', with a leading day count when a day or more ('1 02:00:00'). */
export function formatDuration(totalSeconds: number): string {
  const days = Math.floor(totalSeconds / 86400);
  const rest = totalSeconds % 86400;
  const pad = (n: number) => String(n).padStart(2, '0');
  const hms = `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
  return days ? `${days} ${hms}` : hms;
}

export interface OfferInput {
  service_window: number;
  capacity: number;
  max_runtime: string;
  availability_price?: number | null;
  utilisation_price?: number | null;
  service_fee?: number | null;
}

export interface CheckedOffer {
  service_window: number;
  capacity: number;
  max_runtime_seconds: number;
  availability_price: number | null;
  utilisation_price: number | null;
  service_fee: number | null;
}

export type FieldErrors = Record<string, string[]>;

/**
 * The offer's own rules: exactly the competition's rate fields (present, ≥ 0, ≤ 2 decimals),
 * capacity > 0 with at most CAPACITY_DECIMALS decimals and no more than `maxCapacity`, and a valid
 * max runtime. Returns the normalised offer or the field errors.
 */
export function checkOffer(offer: OfferInput, rates: readonly RateField[], maxCapacity: number, unit: string): { ok: CheckedOffer } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);

  if (!(offer.capacity > 0)) add('capacity', 'Capacity must be greater than zero.');
  else if (decimalPlaces(offer.capacity) > CAPACITY_DECIMALS) add('capacity', decimalsMessage(CAPACITY_DECIMALS));
  else if (offer.capacity > maxCapacity + 1e-9) add('capacity', `Capacity is more than the ballot's assets can deliver (${maxCapacity} ${unit}).`);

  const runtime = parseDuration(offer.max_runtime);
  if (typeof runtime === 'string') add('max_runtime', runtime);

  const prices: Record<RateField, number | null> = { availability_price: null, utilisation_price: null, service_fee: null };
  for (const field of RATE_FIELDS) {
    const value = offer[field];
    const required = rates.includes(field);
    if (value === undefined || value === null) {
      if (required) add(field, 'This field is required.');
      continue;
    }
    if (!required) {
      add(field, 'This competition does not take this rate; leave it empty.');
      continue;
    }
    if (value < 0) add(field, 'The price cannot be negative.');
    else if (value > MAX_PRICE) add(field, `The price cannot be more than ${MAX_PRICE}.`);
    else if (decimalPlaces(value) > PRICE_DECIMALS) add(field, decimalsMessage(PRICE_DECIMALS));
    else prices[field] = value;
  }
  if (Object.keys(errors).length || typeof runtime === 'string') return { errors };
  return { ok: { service_window: offer.service_window, capacity: offer.capacity, max_runtime_seconds: runtime, ...prices } };
}

/** The price a bid is ranked by: the competition's first rate field (utilisation for availability_utilisation). */
export function meritPriceField(competitionType: string): RateField {
  const rates = rateFieldsFor(competitionType);
  return rates.includes('utilisation_price') ? 'utilisation_price' : rates[0]!;
}
