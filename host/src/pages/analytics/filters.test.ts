import { NO_FILTERS, filtersFromSearch, queryOf, searchWithFilters } from './filters';

describe('analytics filters in the URL', () => {
  it('reads the filters the API accepts and leaves the rest out', () => {
    const search = new URLSearchParams('from=2026-01-01&to=2026-13&competition=41&area=_Q&product=sustain_peak&provider=0&tab=2');
    expect(filtersFromSearch(search)).toEqual({ ...NO_FILTERS, from: '2026-01-01', competition: '41', product: 'sustain_peak' });
  });

  it('writes chosen filters only, keeps other params, and reads back what it wrote', () => {
    const values = { ...NO_FILTERS, to: '2026-06-30', area: '_P', provider: '9' };
    const search = searchWithFilters(values, new URLSearchParams('tab=2&area=_A&competition=41'));
    expect(search.get('tab')).toBe('2');
    expect(search.get('competition')).toBeNull();
    expect(search.get('area')).toBe('_P');
    expect(filtersFromSearch(search)).toEqual(values);
  });

  it('sends the chosen filters as the report’s query', () => {
    expect(queryOf({ ...NO_FILTERS, from: '2026-01-01', product: 'sustain_peak' })).toEqual({ from: '2026-01-01', product: 'sustain_peak' });
    expect(queryOf(NO_FILTERS)).toEqual({});
  });
});
