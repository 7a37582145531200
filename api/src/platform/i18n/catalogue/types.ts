/** A catalogue entry: the en-GB source message (the key) in the hand-translated locales. */
export interface Translations {
  'it-IT': string;
  'pt-PT': string;
}

/** English message or template ({name} placeholders) → its translations. */
export type Catalogue = Record<string, Translations>;
