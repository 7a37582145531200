import { expect, test, type BrowserContext, type Page, type Response } from '@playwright/test';
import { ENGLISH_WORDS } from '../support/english-words';
import { API_BASE } from '../support/ports';
import { signIn, tokenFor, USERS } from '../support/session';

/**
 * One pass through the main screens in it-IT (issue 12, point 10): logged out, as a flex provider
 * and as a system operator, every screen's visible text — and the aria-label, title, placeholder
 * and alt of visible elements, and the document title — holds no common English word.
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

class ItalianPass {
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
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /Caricamento|Loading/ })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

/** Opens a screen and waits for its level-1 heading (and `extra`, when given) and for loading to end. */
async function visit(page: Page, path: string, extra?: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await settled(page);
  if (extra) {
    await extra(page);
    await settled(page);
  }
}

async function apiGet<T>(email: string, path: string): Promise<T> {
  const res = await fetch(`${API_BASE}${path}`, { headers: { authorization: `Bearer ${await tokenFor(email)}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

const firstRow = (page: Page) => expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
const mapDrawn = (page: Page) => expect(page.locator('.leaflet-container')).toBeVisible({ timeout: 30_000 });
const detailOpen = (page: Page) => expect(page.getByRole('article').getByRole('heading', { level: 2 })).toBeVisible({ timeout: 30_000 });

type Screen = [name: string, path: string, ready?: (page: Page) => Promise<void>];

/** Visits each screen in turn on one page and checks it. */
async function sweep(page: Page, pass: ItalianPass, who: string, screens: readonly Screen[]): Promise<void> {
  for (const [name, path, ready] of screens) {
    await visit(page, path, ready);
    await pass.check(`${who} ${name}`);
  }
}

// Every test starts with nothing stored (not even the suite's default consent choice): this file decides.
test.use({ storageState: { cookies: [], origins: [] } });

test.describe('Italian (it-IT): no English on the main screens', () => {
  test.beforeEach(async ({ page, context }) => {
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
  });

  /** From now on every page of the context starts with a cookie choice made. */
  const withConsent = (context: BrowserContext) =>
    context.addInitScript((consent) => {
      try {
        if (!localStorage.getItem('cookie_consent')) localStorage.setItem('cookie_consent', consent);
      } catch {
        /* about:blank */
      }
    }, storedConsent());

  test('logged out: home, login, registration, legal pages, region, 404 (and the consent banner)', async ({ page, context }) => {
    test.setTimeout(240_000);
    const pass = new ItalianPass(page);
    // The first visit has no cookie choice: the consent banner is checked with the page, then its settings dialog.
    await visit(page, '/');
    const banner = page.getByRole('region', { name: 'Cookie su Flex' });
    await expect(banner).toBeVisible();
    await pass.check('/ with the cookie banner');
    await banner.getByRole('button', { name: 'Personalizza' }).click();
    const settings = page.getByRole('dialog', { name: 'Impostazioni dei cookie' });
    await expect(settings).toBeVisible();
    await pass.check('the cookie settings dialog');
    await page.keyboard.press('Escape');
    await expect(settings).toHaveCount(0);
    await withConsent(context);
    await sweep(page, pass, 'logged out', [
      ['home', '/'],
      ['login', '/login'],
      ['password reset', '/passwordreset'],
      ['registration', '/register/confirm'],
      ['legal', '/legal'],
      ['terms of use', '/legal/basic-terms'],
      ['service terms', '/legal/serviceterms'],
      ['cookies', '/legal/cookies'],
      ['region', '/region'],
      ['404', '/no/such/page'],
    ]);
    expect(pass.failures, pass.failures.join('\n\n')).toEqual([]);
  });

  test('flex provider: home, map, manage, operations, settlement, exchange, settings', async ({ page, context }) => {
    test.setTimeout(600_000);
    await withConsent(context);
    const pass = new ItalianPass(page);
    await signIn(page, USERS.providerA);
    const who = USERS.providerA;
    const [competition] = await apiGet<{ id: number }[]>(who, 'flex/competitions/?from_status=qualifying&to_status=closed&limit=1&fields=id');
    const [ballot] = await apiGet<{ id: number; competition: number }[]>(who, 'bids/ballots/?is_active=true&ordering=-created&limit=1');
    const [application] = await apiGet<{ id: number }[]>(who, 'dps/applications/?is_submitted=true&ordering=-created&limit=1');

    await sweep(page, pass, 'provider', [
      ['home', '/home'],
      ['explore', '/explore'],
      ['marketplace', '/marketplace/buy'],
      ['map', '/dashboard', mapDrawn],
      ['map: a competition', `/dashboard?competition=${competition!.id}`, detailOpen],
      ['manage', '/manage'],
      ['competition page', `/flexprovider/competitions/${competition!.id}`],
      ['ballots', `/flexprovider/competitions/${ballot!.competition}/ballots`],
      ['ballot', `/flexprovider/competitions/${ballot!.competition}/ballots/${ballot!.id}`],
      ['bids', '/manage/flexprovider/bids', firstRow],
      ['bids: submit', '/manage/flexprovider/bids/submit'],
      ['bids: edit', '/manage/flexprovider/bids/edit'],
      ['bids: results', '/manage/flexprovider/bids/history'],
      ['bids: bulk upload', '/manage/flexprovider/bids/bulk-upload'],
      ['assets', '/manage/flexprovider/flexassets', firstRow],
      ['assets: add', '/manage/flexprovider/flexassets?view=new'],
      ['assets: upload', '/manage/flexprovider/flexassets?view=upload'],
      ['qualification: overview', '/manage/flexprovider/qualification/overview'],
      ['qualification: eligibility', '/manage/flexprovider/qualification/assets', firstRow],
      ['qualification: add data', '/manage/flexprovider/qualification/add-data'],
      ['qualification: confirm', '/manage/flexprovider/qualification/confirm'],
      ['availability', '/manage/flexprovider/availability', firstRow],
      ['availability: change', '/manage/flexprovider/availability/change'],
      ['applications', '/manage/flexprovider/applications'],
      ['an application', `/manage/flexprovider/applications/${application!.id}`],
      ['dispatch schedule', '/operations/flexprovider/dispatchschedule'],
      ['upcoming dispatches', '/operations/flexprovider/upcomingdispatches'],
      ['past dispatches', '/operations/flexprovider/pastdispatches'],
      ['settlement', '/settlement/flexprovider'],
      ['exchange', '/exchange'],
      ['settings: account', '/settings/account'],
      ['settings: organisation', '/settings/organisation'],
      ['settings: preferences', '/settings/preferences'],
      ['settings: team', '/settings/team', firstRow],
      ['settings: webhooks', '/settings/webhooks'],
      ['region', '/region'],
      ['legal', '/legal/serviceterms'],
      ['404 in a remote area', '/manage/flexprovider/no-such-screen'],
      ['404', '/no/such/page'],
    ]);
    expect(pass.failures, pass.failures.join('\n\n')).toEqual([]);
  });

  test('system operator: home, map, manage, operations, settlement, exchange, settings', async ({ page, context }) => {
    test.setTimeout(600_000);
    await withConsent(context);
    const pass = new ItalianPass(page);
    await signIn(page, USERS.operatorX);
    const who = USERS.operatorX;
    const [competition] = await apiGet<{ id: number }[]>(who, 'flex/competitions/?from_status=qualifying&to_status=closed&limit=1&fields=id');
    const summaries = await apiGet<{ competition: number; bids: number; results_confirmed: boolean }[]>(who, 'bids/summaries/?status=open,closed');
    const withBids = summaries.find((s) => Number(s.bids) > 0 && !s.results_confirmed) ?? summaries[0]!;
    const confirmed = summaries.find((s) => s.results_confirmed);
    const [application] = await apiGet<{ id: number }[]>(who, 'dps/applications/?ordering=-submitted&limit=1');

    await sweep(page, pass, 'operator', [
      ['home', '/home'],
      ['roadmap', '/roadmap'],
      ['map', '/dashboard', mapDrawn],
      ['map: a competition', `/dashboard?competition=${competition!.id}`, detailOpen],
      ['manage', '/manage'],
      ['competitions', '/manage/systemoperator/competitions', firstRow],
      ['competition page', `/systemoperator/competitions/${competition!.id}`],
      ['create a competition', '/manage/systemoperator/competitions/create'],
      ['templates', '/manage/systemoperator/competitions/templates'],
      ['bids', '/manage/systemoperator/bids', firstRow],
      ['bid review', `/manage/systemoperator/bids/view?competition=${withBids.competition}`, firstRow],
    ]);
    // The market-clearing dialog of the bid review.
    await page.getByRole('button', { name: 'Esegui il clearing del mercato' }).click();
    const mca = page.getByRole('dialog');
    await expect(mca).toBeVisible();
    await settled(page);
    await pass.check('operator market-clearing dialog');
    await page.keyboard.press('Escape');
    await expect(mca).toHaveCount(0);

    await sweep(page, pass, 'operator', [
      ['bid decisions', `/manage/systemoperator/bids/decision?competition=${withBids.competition}`, firstRow],
      ['results confirmation', '/manage/systemoperator/bids/confirm'],
      ...(confirmed ? [['confirmed results', `/manage/systemoperator/bids/confirm?competition=${confirmed.competition}`] as Screen] : []),
      ['assets', '/manage/systemoperator/assets', firstRow],
      ['assets: overview', '/manage/systemoperator/assets/overview'],
      ['assets: qualified', '/manage/systemoperator/assets/qualified'],
      ['assets: unqualified', '/manage/systemoperator/assets/unqualified'],
      ['operating areas', '/manage/systemoperator/areas', firstRow],
      ['grid topology upload', '/manage/systemoperator/grid-topology-upload'],
      ['applications', '/manage/systemoperator/applications', firstRow],
      ['an application', `/manage/systemoperator/applications/${application!.id}`],
      ['dispatch: send', '/operations/systemoperator/dispatchsend'],
      ['dispatch schedule', '/operations/systemoperator/dispatchschedule'],
      ['upcoming dispatches', '/operations/systemoperator/upcomingdispatches'],
      ['past dispatches', '/operations/systemoperator/pastdispatches'],
      ['settlement', '/settlement/systemoperator'],
      ['exchange', '/exchange'],
      ['analytics', '/analytics/reports'],
      ['settings: account', '/settings/account'],
      ['settings: organisation', '/settings/organisation'],
      ['settings: preferences', '/settings/preferences'],
      ['settings: team', '/settings/team', firstRow],
    ]);
    expect(pass.failures, pass.failures.join('\n\n')).toEqual([]);
  });
});
