/**
 * Message translation: the API writes its messages in en-GB; the catalogue maps each English
 * message — or template with named placeholders, "Ensure this value is less than or equal to
 * {max}." — to its Italian and European Portuguese text. en-US is the English text in American
 * spelling (generated, catalogue/en-US.gen.ts); en-AU is the English text itself.
 *
 * translate() matches a finished message: exactly, else against the templates (the one with the
 * most literal text wins), then puts the captured values into the translation. A captured value
 * that is itself a catalogue message is translated too (one level: "… {hint}"). A message the
 * catalogue does not know comes back unchanged.
 */
import { AMERICAN } from './catalogue/en-US.gen.js';
import { CATALOGUE, type Translations } from './catalogue/index.js';
import { SOURCE_LOCALE, type Locale } from './locales.js';

export const PLACEHOLDER = /\{([a-z][a-z0-9_]*)\}/gi;

interface Template {
  key: string;
  names: string[];
  prefix: string;
  suffix: string;
  literal: number;
  pattern: RegExp;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(key: string): Template {
  const literals = key.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
  const names = [...key.matchAll(PLACEHOLDER)].map((m) => m[1]!);
  return {
    key,
    names,
    prefix: literals[0]!,
    suffix: literals[literals.length - 1]!,
    literal: literals.join('').length,
    pattern: new RegExp(`^${literals.map(escape).join('([\\s\\S]*?)')}$`),
  };
}

/** Puts values into a template's {name} placeholders (one pass: a value is never read as a placeholder). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The text of an en-GB source string in a locale, given its translations. */
export function localise(source: string, locale: Locale, translations: Translations | undefined): string {
  if (locale === 'it-IT' || locale === 'pt-PT') return translations?.[locale] ?? source;
  if (locale === 'en-US') return AMERICAN[source] ?? source;
  return source;
}

/** The first word of a text ("Ensure" of "Ensure this value…"), or '' when it has none before a space. */
const firstWord = (text: string): string => {
  const space = text.indexOf(' ');
  return space > 0 ? text.slice(0, space) : '';
};

/** The first template of a list (most literal text first) that a message is an instance of. */
function first(templates: Template[] | undefined, message: string): { template: Template; groups: RegExpExecArray } | null {
  for (const template of templates ?? []) {
    if (message.length < template.literal || !message.startsWith(template.prefix) || !message.endsWith(template.suffix)) continue;
    const groups = template.pattern.exec(message);
    if (groups) return { template, groups };
  }
  return null;
}

export class MessageCatalogue {
  private readonly exact = new Map<string, Translations>();
  /** Templates by the first word of their text (most literal text first); those starting with a placeholder apart. */
  private readonly byWord = new Map<string, Template[]>();
  private readonly anyStart: Template[] = [];

  constructor(entries: Record<string, Translations>) {
    const templates: Template[] = [];
    for (const [key, translations] of Object.entries(entries)) {
      this.exact.set(key, translations);
      if (key.search(PLACEHOLDER) !== -1) templates.push(compile(key));
    }
    templates.sort((a, b) => b.literal - a.literal);
    for (const t of templates) {
      const word = firstWord(t.prefix);
      if (!word) this.anyStart.push(t);
      else this.byWord.set(word, [...(this.byWord.get(word) ?? []), t]);
    }
  }

  /** The catalogue key a message is an instance of, with its placeholder values; null when unknown. */
  match(message: string): { key: string; values: Record<string, string> } | null {
    if (this.exact.has(message)) return { key: message, values: {} };
    const a = first(this.byWord.get(firstWord(message)), message);
    const b = first(this.anyStart, message);
    const hit = a && b ? (a.template.literal >= b.template.literal ? a : b) : (a ?? b);
    if (!hit) return null;
    const values: Record<string, string> = {};
    hit.template.names.forEach((name, i) => (values[name] = hit.groups[i + 1]!));
    return { key: hit.template.key, values };
  }

  has(key: string): boolean {
    return this.exact.has(key);
  }

  /** A message in a locale (unchanged when the catalogue does not know it, or the locale is the source text). */
  translate(message: string, locale: Locale, depth = 0): string {
    if (locale === SOURCE_LOCALE || locale === 'en-AU') return message;
    const hit = this.match(message);
    if (!hit) return message;
    const target = localise(hit.key, locale, this.exact.get(hit.key));
    if (hit.key === message) return target;
    const values: Record<string, string> = {};
    for (const [name, value] of Object.entries(hit.values)) {
      values[name] = depth === 0 && /[A-Za-z]{2}/.test(value) ? this.translate(value, locale, depth + 1) : value;
    }
    return fill(target, values);
  }

  /**
   * Every string of a JSON-like body (DRF errors: {"detail": …}, {"field": [...]}, nested lists
   * and objects) translated; keys are kept, and so are the values of `code` (machine-readable).
   */
  translateBody<T>(body: T, locale: Locale): T {
    if (locale === SOURCE_LOCALE || locale === 'en-AU') return body;
    return this.walk(body, locale) as T;
  }

  private walk(value: unknown, locale: Locale): unknown {
    if (typeof value === 'string') return this.translate(value, locale);
    if (Array.isArray(value)) return value.map((v) => this.walk(v, locale));
    if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = k === 'code' ? v : this.walk(v, locale);
      return out;
    }
    return value;
  }
}

/** The API's catalogue (catalogue/*.ts). */
export const messages = new MessageCatalogue(CATALOGUE);

export const translate = (message: string, locale: Locale): string => messages.translate(message, locale);
export const translateBody = <T>(body: T, locale: Locale): T => messages.translateBody(body, locale);
