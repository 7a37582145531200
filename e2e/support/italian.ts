import { expect, type BrowserContext, type Page, type Response } from '@playwright/test';
import { ENGLISH_WORDS } from './english-words';
import { API_BASE } from './ports';
import { tokenFor } from './session';

/**
 * The Italian pass (tests/italian.spec.ts): a screen's visible text — and the aria-label, title,
 * placeholder and alt of visible elements, and the document title — is checked for common English
 * words, and its `<html lang>` for it-IT.
 *
 * Not interface text, and so left out: what the API sent as data (names of competitions,
 * organisations, assets, people, templates, files, descriptions, answers: collected from the page's
 * API responses; never a bare enum value such as `open`), e-mail and web addresses, locale codes,
 * code elements (CSV column names, event names) and elements marked translate="no". The word list
 * (support/english-words.ts) holds no unit, code or product name (MW, kV, GSP, Flex).
 */

/** The region as shared-session keeps it: base64 of its UTF-8 JSON under `region` (session/region.ts). */
const IT_REGION = { code: 'IT', locale: 'it-IT', timezone: 'Europe/Rome', currency: 'EUR', name: 'Italia' };
const STORED_REGION = Buffer.from(JSON.stringify(IT_REGION), 'utf8').toString('base64');

/** A cookie-consent choice as shared-session's consent module keeps it (plain JSON under `cookie_consent`). */
function storedConsent(): string {
  const now = Date.now();
  return JSON.stringify({
    essential: true,
    statistics: false,
    marketing: false,
    savedAt: new Date(now).toISOString(),
    expiresAt: new Date(now + 364 * 24 * 3600 * 1000).toISOString(),
  });
}

const WORDS = new Set(ENGLISH_WORDS.map((w) => w.toLowerCase()));

/** API fields whose strings are data (names, free text), not interface text. */
const DATA_KEYS = /(^|_)(name|names|title|description|reference|address|line\d?|town|city|county|contact|email|website|notes?|comment|reason|response|slug|filename|company|organisation|organization|provider|operator|owner|location|gsp|district)$/i;

interface Segment {
  /** Where the text was: the page text, an attribute, the document title. */
  where: string;
  text: string;
}

/** Visible text of the page: body text (less code and translate="no"), labelling attributes of visible elements, the title. */
async function visibleText(page: Page): Promise<Segment[]> {
  return page.evaluate(() => {
    const EXCLUDED = 'code, kbd, samp, pre, [translate="no"]';
    const segments: { where: string; text: string }[] = [];
    // innerText leaves out what is not visible: hide the excluded elements (without moving anything) while reading it.
    const hide = document.createElement('style');
    hide.textContent = `${EXCLUDED} { visibility: hidden !important; }`;
    document.head.append(hide);
    try {
      segments.push({ where: 'text', text: document.body.innerText });
    } finally {
      hide.remove();
    }
    const visible = (el: Element) => !el.closest(EXCLUDED) && el.checkVisibility({ visibilityProperty: true });
    for (const attr of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-roledescription', 'aria-valuetext']) {
      for (const el of document.body.querySelectorAll(`[${attr}]`)) {
        const value = el.getAttribute(attr)?.trim();
        if (value && visible(el)) segments.push({ where: `${el.tagName.toLowerCase()}[${attr}]`, text: value });
      }
    }
    for (const el of document.querySelectorAll<HTMLInputElement>('input[type=submit], input[type=button]')) {
      if (el.value && visible(el)) segments.push({ where: 'input[value]', text: el.value });
    }
    for (const el of document.querySelectorAll<HTMLSelectElement>('select')) {
      if (!visible(el)) continue;
      for (const o of el.options) if (o.text.trim()) segments.push({ where: 'option', text: o.text.trim() });
    }
    segments.push({ where: 'document.title', text: document.title });
    return segments;
  });
}

/** Strings the API sent in data fields (names, free text), cut out of the page's text before it is checked. */
class DataStrings {
  private readonly seen = new Set<string>();
  private readonly pending = new Set<Promise<void>>();
  /** Longest first, so a long name is cut before a shorter one inside it. */
  private sorted: string[] | null = null;

  constructor(page: Page) {
    page.on('response', (res) => {
      const done = this.collect(res).finally(() => this.pending.delete(done));
      this.pending.add(done);
    });
  }

  private async collect(res: Response): Promise<void> {
    if (!res.url().startsWith(API_BASE) || !(res.headers()['content-type'] ?? '').includes('json')) return;
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      return;
    }
    const walk = (value: unknown, key: string): void => {
      if (typeof value === 'string') {
        // An enum value (`open`, `battery`, `demand_side_response`) shown as it is would be a leak: never data (file names are).
        const text = value.trim();
        if (DATA_KEYS.test(key) && text.length > 1 && (!/^[a-z0-9_.-]+$/.test(text) || /\.[a-z0-9]{2,4}$/.test(text)) && !this.seen.has(text)) {
          this.seen.add(text);
          this.sorted = null;
        }
      } else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
    };
    walk(body, '');
  }

  /** `text` without the data strings, once every response received so far has been read. */
  async strip(text: string): Promise<string> {
    await Promise.all(this.pending);
    this.sorted ??= [...this.seen].sort((a, b) => b.length - a.length);
    let out = text;
    for (const s of this.sorted) if (out.includes(s)) out = out.split(s).join(' ');
    return out;
  }
}

/** Not interface text wherever it appears: addresses, the product's and data owners' proper names, units. */
const NOT_UI: RegExp[] = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // e-mail addresses
  /\bhttps?:\/\/\S+/g, // web addresses
  /\bNESO Open Data Licen[cs]e\b/g, // a licence's name
  /\bNational Energy System Operator\b/g,
  /\b[a-z]{2}-[A-Z]{2}\b/g, // locale codes (it-IT)
];

/**
 * Each line of `text` that holds English words, with those words. Words in capitals (IT, GSP, CSV,
 * ID) are codes and abbreviations, not words.
 */
function englishIn(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split(/\n+/)) {
    const words = [...line.matchAll(/\p{L}+/gu)]
      .map((m) => m[0])
      .filter((w) => WORDS.has(w.toLowerCase()) && w !== w.toUpperCase());
    if (words.length === 0) continue;
    const shown = line.replace(/\s+/g, ' ').trim();
    found.push(`«${shown.length > 160 ? `${shown.slice(0, 157)}…` : shown}» [${[...new Set(words)].join(', ')}]`);
  }
  return found;
}

export class ItalianPass {
  private readonly data: DataStrings;
  readonly failures: string[] = [];

  constructor(private readonly page: Page) {
    this.data = new DataStrings(page);
  }

  /** Checks the screen on show: `<html lang="it-IT">` and no English word in its visible text. */
  async check(screen: string): Promise<void> {
    const leaks: string[] = [];
    const lang = await this.page.locator('html').getAttribute('lang');
    if (lang !== 'it-IT') leaks.push(`  <html lang="${lang}">, not it-IT`);
    for (const segment of await visibleText(this.page)) {
      let text = await this.data.strip(segment.text);
      for (const re of NOT_UI) text = text.replace(re, ' ');
      for (const line of englishIn(text)) leaks.push(`  ${segment.where}: ${line}`);
    }
    const unique = [...new Set(leaks)];
    if (unique.length) this.failures.push(`${screen} (${this.page.url()}):\n${unique.join('\n')}`);
  }
}

/** Nothing is loading any more: no status saying so (in either language). */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /Caricamento|Loading/ })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

/** A screen's level-1 heading is shown. */
const heading = (page: Page) => expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });

/**
 * Opens a screen and waits for what shows it is there — its level-1 heading, or `ready` for a
 * screen known by other content (the map's competition detail) — and for loading to end.
 */
export async function visit(page: Page, path: string, ready?: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(path);
  await (ready ?? heading)(page);
  await settled(page);
}

export async function apiGet<T>(email: string, path: string): Promise<T> {
  const res = await fetch(`${API_BASE}${path}`, { headers: { authorization: `Bearer ${await tokenFor(email)}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** The heading, then a table's first data row. */
export const firstRow = async (page: Page) => {
  await heading(page);
  await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
};
export const mapDrawn = async (page: Page) => {
  await heading(page);
  await expect(page.locator('.leaflet-container')).toBeVisible({ timeout: 30_000 });
};
export const detailOpen = (page: Page) => expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });

export type Screen = [name: string, path: string, ready?: (page: Page) => Promise<void>];

/** Visits each screen in turn on one page and checks it. */
export async function sweep(page: Page, pass: ItalianPass, who: string, screens: readonly Screen[]): Promise<void> {
  for (const [name, path, ready] of screens) {
    await visit(page, path, ready);
    await pass.check(`${who} ${name}`);
  }
}


/** From now on every page of the context starts with a cookie choice made. */
export const withConsent = (context: BrowserContext) =>
  context.addInitScript((consent) => {
    try {
      if (!localStorage.getItem('cookie_consent')) localStorage.setItem('cookie_consent', consent);
    } catch {
      /* about:blank */
    }
  }, storedConsent());

/** Every page of the context starts in the IT region (set before the page's scripts run), offline for anything not on this machine. */
export async function inItaly(page: Page, context: BrowserContext): Promise<void> {
  // No internet here: map tiles and anything else off the machine fail at once.
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
  await context.addInitScript((region) => {
    try {
      localStorage.setItem('region', region);
    } catch {
      /* about:blank has no storage */
    }
  }, STORED_REGION);
}
