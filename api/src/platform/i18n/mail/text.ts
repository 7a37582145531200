/**
 * E-mail texts: each one written in en-GB with {name} placeholders and translated by hand into
 * it-IT and pt-PT; en-US takes the American spelling of the English (catalogue/en-US.gen.ts) and
 * en-AU the English itself. Values are put in as they are: dates and numbers are formatted for
 * the recipient's locale before (i18n/format.ts).
 */
import type { Translations } from '../catalogue/types.js';
import type { Locale } from '../locales.js';
import { fill, localise } from '../translate.js';

export interface MailText extends Translations {
  'en-GB': string;
}

/** A mail text in a locale, placeholders filled. */
export function mailText(text: MailText, locale: Locale, values: Record<string, string | number> = {}): string {
  return fill(localise(text['en-GB'], locale, text), values);
}
