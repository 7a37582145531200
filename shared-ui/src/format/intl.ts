/**
 * Cached Intl formatters. Building an Intl formatter is costly and tables format thousands of
 * cells, so one is kept per locale and options. A locale or time zone the runtime does not know
 * falls back to en-GB and UTC rather than throwing in the middle of a render.
 */

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T, fallback: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    try {
      f = make();
    } catch {
      f = fallback();
    }
    cache.set(key, f);
  }
  return f;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(
    `n|${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
    () => new Intl.NumberFormat('en-GB', options),
  );
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(
    `d|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
    () => {
      try {
        // A bad locale with a good zone keeps the zone.
        return new Intl.DateTimeFormat('en-GB', options);
      } catch {
        return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
      }
    },
  );
}

export function relativeTimeFormat(locale: string, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return cached(
    `r|${locale}|${JSON.stringify(options)}`,
    () => new Intl.RelativeTimeFormat(locale, options),
    () => new Intl.RelativeTimeFormat('en-GB', options),
  );
}
