/**
 * The country choice (spec platform §3 "Country list"): "Frequently chosen" GB, IT and US
 * first, then "All other countries" by name; names in the reader's language
 * (Intl.DisplayNames), the server's English name where the browser has none. The default is
 * the region of the user's locale when it is in the list, else GB.
 */
import type { RegistrationCountry } from 'shared-session';

export const FREQUENTLY_CHOSEN = ['GB', 'IT', 'US'] as const;
export const DEFAULT_COUNTRY = 'GB';

export interface CountryOption {
  code: string;
  name: string;
}

export interface CountryGroups {
  frequent: CountryOption[];
  others: CountryOption[];
}

function namer(locale: string): (code: string) => string | undefined {
  try {
    const names = new Intl.DisplayNames([locale, 'en-GB'], { type: 'region', fallback: 'none' });
    return (code) => names.of(code);
  } catch {
    return () => undefined;
  }
}

export function countryGroups(countries: readonly RegistrationCountry[], locale: string): CountryGroups {
  const nameOf = namer(locale);
  const options = countries.map((c) => ({ code: c.code, name: nameOf(c.code) ?? c.name }));
  const frequent = FREQUENTLY_CHOSEN.map((code) => options.find((o) => o.code === code)).filter((o): o is CountryOption => Boolean(o));
  const collator = new Intl.Collator(locale);
  const others = options.filter((o) => !frequent.includes(o)).sort((a, b) => collator.compare(a.name, b.name));
  return { frequent, others };
}

/** The region part of the locale (`en-US` → US) when it is a listed country, else GB. */
export function defaultCountry(locale: string, codes: readonly string[]): string {
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).region;
  } catch {
    region = undefined;
  }
  return region && codes.includes(region) ? region : DEFAULT_COUNTRY;
}

/** The name of a code in the reader's language. */
export function countryName(code: string, locale: string): string {
  return namer(locale)(code) ?? code;
}
