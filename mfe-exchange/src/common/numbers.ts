/** Decimal strings as the API takes them (MW at most 5 decimals, prices at most 2), from what a form holds. */

/** A number as a plain decimal string with at most `places` decimals, no trailing zeros ("1.5", "2"). */
export function decimalText(value: number, places: number): string {
  const fixed = value.toFixed(places);
  return fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
}

/** The number a typed decimal stands for (a dot or a comma as the separator); null when it is not one. */
export function parseDecimal(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const t = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}

/** kW as typed (load modifications) to the MW string the API takes. */
export const kwToMw = (kw: number): string => decimalText(kw / 1000, 5);
/** MW from the API as kW for a load-modification form. */
export const mwToKw = (mw: string): string => decimalText(Number(mw) * 1000, 2);
/** A typed price as the API's decimal string (at most 2 decimals). */
export const priceText = (text: string): string => decimalText(parseDecimal(text) ?? 0, 2);
/** A typed MW as the API's decimal string (at most 5 decimals). */
export const mwText = (text: string): string => decimalText(parseDecimal(text) ?? 0, 5);
