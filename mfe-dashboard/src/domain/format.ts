/** Number display rules (spec platform §9): capacity up to 5 decimals, kV up to 3. */

const cache = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, maxDecimals: number): Intl.NumberFormat {
  const key = `${locale}|${maxDecimals}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { maximumFractionDigits: maxDecimals });
    cache.set(key, f);
  }
  return f;
}

function toNumber(v: number | string | null | undefined): number | null {
  if (v == null || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

export type PowerUnit = 'MW' | 'MVAr';

/** Capacity types starting with `reactive` are in MVAr, others in MW. */
export function unitForCapacity(capacityType: string | null | undefined, powerType?: string): PowerUnit {
  if (capacityType) return capacityType.startsWith('reactive') ? 'MVAr' : 'MW';
  return powerType === 'reactive_power' ? 'MVAr' : 'MW';
}

export function formatPower(value: number | string | null | undefined, unit: PowerUnit, locale = 'en-GB'): string | null {
  const n = toNumber(value);
  return n === null ? null : `${formatter(locale, 5).format(n)} ${unit}`;
}

export function formatKv(value: number | string | null | undefined, locale = 'en-GB'): string | null {
  const n = toNumber(value);
  return n === null ? null : `${formatter(locale, 3).format(n)} kV`;
}
