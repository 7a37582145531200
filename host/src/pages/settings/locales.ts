import type { PreferredLocale } from 'shared-session';

/** The locales a user may prefer, in the order the account form lists them. */
export const PREFERRED_LOCALES: readonly PreferredLocale[] = ['en-GB', 'en-US', 'en-AU', 'it-IT', 'pt-PT'];

/**
 * A locale's own name for itself ("English (United Kingdom)", "Italiano (Italia)"), so each
 * reader finds their language whatever language the page is in. The code where Intl cannot say.
 */
export function localeName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language', languageDisplay: 'standard' }).of(locale);
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : locale;
  } catch {
    return locale;
  }
}
