import type { Messages } from '@lingui/core';
import { bus, DEFAULT_REGION } from './bus';
import { activateRegionLocale, displayLocale, i18n, loadCatalog, registerCatalogs, switchLocale, type CatalogLoader } from './i18n';
import { REGIONS } from './session/region';

afterEach(() => bus.region$.next(DEFAULT_REGION));

/** A fake package: its catalogues per locale, resolved when `release` is called. */
function fakePackage(catalogues: Record<string, Messages>) {
  const asked: string[] = [];
  const pending: Array<() => void> = [];
  const loader: CatalogLoader = (locale) => {
    asked.push(locale);
    return new Promise((resolve, reject) => {
      pending.push(() => (catalogues[locale] ? resolve({ messages: catalogues[locale] }) : reject(new Error(`no ${locale}`))));
    });
  };
  const release = () => pending.splice(0).forEach((go) => go());
  return { loader, asked, release };
}

describe('i18n', () => {
  it('activates the region locale when its catalogue is loaded, else en-GB', async () => {
    loadCatalog({ 'en-GB': { 'x.hello': ['Hello'] }, 'it-IT': { 'x.hello': ['Ciao'] } });
    expect(i18n.locale).toBe('en-GB');
    activateRegionLocale(REGIONS.IT.locale);
    expect(i18n.locale).toBe('it-IT');
    expect(i18n._({ id: 'x.hello', message: 'Hello' })).toBe('Ciao');
    expect(displayLocale('pt-PT')).toBe('en-GB');
    activateRegionLocale(REGIONS.PT.locale);
    expect(i18n.locale).toBe('en-GB');
    await switchLocale('en-GB');
  });

  it('switches only once every registered package has the locale, and sets <html lang>', async () => {
    const a = fakePackage({ 'en-GB': { 'a.x': ['Assets'] }, 'pt-PT': { 'a.x': ['Ativos'] } });
    const b = fakePackage({ 'en-GB': { 'b.x': ['Bids'] }, 'pt-PT': { 'b.x': ['Ofertas'] } });
    const first = Promise.all([registerCatalogs(a.loader), registerCatalogs(b.loader)]);
    a.release();
    b.release();
    await first;
    expect(i18n.locale).toBe('en-GB');
    expect(document.documentElement.lang).toBe('en-GB');

    const switched = switchLocale('pt-PT');
    a.release();
    expect(i18n.locale).toBe('en-GB'); // b has not loaded pt-PT yet: nothing mixes languages
    b.release();
    await expect(switched).resolves.toBe('pt-PT');
    expect(i18n.locale).toBe('pt-PT');
    expect(document.documentElement.lang).toBe('pt-PT');
    expect(i18n._('a.x')).toBe('Ativos');
    expect(i18n._('b.x')).toBe('Ofertas');
    expect(a.asked.filter((l) => l === 'pt-PT')).toHaveLength(1);

    // A package registered later loads the shown locale before it resolves.
    const c = fakePackage({ 'en-GB': { 'c.x': ['Dispatch'] }, 'pt-PT': { 'c.x': ['Despacho'] } });
    const later = registerCatalogs(c.loader);
    c.release();
    await expect(later).resolves.toBe('pt-PT');
    expect(i18n._('c.x')).toBe('Despacho');
    await switchLocale('en-GB');
  });

  it('stays in en-GB when a locale cannot be loaded, and treats unknown locales as en-GB', async () => {
    const broken = fakePackage({ 'en-GB': { 'd.x': ['Map'] } });
    const registered = registerCatalogs(broken.loader);
    broken.release();
    await registered;
    const switched = switchLocale('it-IT');
    broken.release();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(switched).resolves.toBe('en-GB');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    expect(i18n.locale).toBe('en-GB');
    await expect(switchLocale('xx-XX')).resolves.toBe('en-GB');
  });
});
