import { bus, DEFAULT_REGION } from './bus';
import { activateRegionLocale, displayLocale, i18n, loadCatalog } from './i18n';
import { REGIONS } from './session/region';

afterEach(() => bus.region$.next(DEFAULT_REGION));

describe('i18n', () => {
  it('activates the region locale when its catalogue is loaded, else en-GB', () => {
    loadCatalog({ 'en-GB': { 'x.hello': ['Hello'] }, 'it-IT': { 'x.hello': ['Ciao'] } });
    expect(i18n.locale).toBe('en-GB');
    activateRegionLocale(REGIONS.IT.locale);
    expect(i18n.locale).toBe('it-IT');
    expect(i18n._({ id: 'x.hello', message: 'Hello' })).toBe('Ciao');
    expect(displayLocale('pt-PT')).toBe('en-GB');
    activateRegionLocale(REGIONS.PT.locale);
    expect(i18n.locale).toBe('en-GB');
  });
});
