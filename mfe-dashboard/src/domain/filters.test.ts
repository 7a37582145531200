import type { DashboardCompetition } from '../data/views';
import {
  applyFilters,
  competitionMatches,
  countActiveFilters,
  EMPTY_FILTERS,
  orderByQualifyingAssets,
  parseFilters,
  searchMatches,
  voltageMatches,
  writeFilters,
} from './filters';

const comp = (over: Partial<DashboardCompetition> & { id: number }): DashboardCompetition => ({
  status: 'open',
  name: `C${over.id}`,
  operator: 1,
  boundary: null,
  tag: null,
  min_connection_voltage: null,
  max_connection_voltage: null,
  ...over,
});
const operator = (id: number, name: string) => ({ id, name, slug: name.toLowerCase(), brand_colour: null });

describe('map filters', () => {
  it('round-trips through URL search params and keeps other params', () => {
    const f = { statuses: ['open' as const], operators: [3, 7], voltages: [11, 0.24], tags: ['day_ahead' as const] };
    const params = writeFilters(new URLSearchParams('competition=5'), f);
    expect(params.get('competition')).toBe('5');
    expect(parseFilters(params)).toEqual(f);
    expect(countActiveFilters(f)).toBe(6);
  });

  it('drops values that are not offered and clears empty groups', () => {
    const parsed = parseFilters(new URLSearchParams('status=open,archived&voltage=33,22&buyer=x,4&tag=foo'));
    expect(parsed).toEqual({ statuses: ['open'], operators: [4], voltages: [22], tags: [] });
    expect(writeFilters(new URLSearchParams('status=open'), EMPTY_FILTERS).toString()).toBe('');
  });

  it('matches a voltage inside the [min, max] connection range, bounds included', () => {
    const c = comp({ id: 1, min_connection_voltage: 11, max_connection_voltage: 22 });
    expect(voltageMatches(c, 11)).toBe(true);
    expect(voltageMatches(c, 22)).toBe(true);
    expect(voltageMatches(c, 0.24)).toBe(false);
    expect(voltageMatches(comp({ id: 2, min_connection_voltage: null, max_connection_voltage: 11 }), 0.24)).toBe(true);
  });

  it('is OR within a group and AND across groups', () => {
    const list = [
      comp({ id: 1, status: 'open', operator: operator(1, 'A'), tag: 'Day Ahead', min_connection_voltage: 0, max_connection_voltage: 11 }),
      comp({ id: 2, status: 'qualifying', operator: 2, tag: null, min_connection_voltage: 11, max_connection_voltage: 33 }),
      comp({ id: 3, status: 'open', operator: operator(2, 'B'), tag: 'Week Ahead', min_connection_voltage: 20, max_connection_voltage: 33 }),
    ];
    expect(applyFilters(list, { ...EMPTY_FILTERS, statuses: ['open'] }).map((c) => c.id)).toEqual([1, 3]);
    expect(applyFilters(list, { ...EMPTY_FILTERS, operators: [2] }).map((c) => c.id)).toEqual([2, 3]);
    expect(applyFilters(list, { ...EMPTY_FILTERS, tags: ['untagged'] }).map((c) => c.id)).toEqual([2]);
    expect(applyFilters(list, { ...EMPTY_FILTERS, tags: ['day_ahead', 'week_ahead'] }).map((c) => c.id)).toEqual([1, 3]);
    expect(applyFilters(list, { ...EMPTY_FILTERS, voltages: [0.24, 22] }).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(applyFilters(list, { ...EMPTY_FILTERS, voltages: [22], operators: [2], statuses: ['open'] }).map((c) => c.id)).toEqual([3]);
    expect(competitionMatches(list[0] as DashboardCompetition, { ...EMPTY_FILTERS, voltages: [22] })).toBe(false);
  });

  it('orders by qualifying assets descending once counts exist, ties keep server order', () => {
    const list = [comp({ id: 1 }), comp({ id: 2 }), comp({ id: 3 }), comp({ id: 4 })];
    expect(orderByQualifyingAssets(list, null).map((c) => c.id)).toEqual([1, 2, 3, 4]);
    const counts = new Map([[3, 10], [2, 4], [4, 4]]);
    expect(orderByQualifyingAssets(list, counts).map((c) => c.id)).toEqual([3, 2, 4, 1]);
  });

  it('offers closed competitions in the status filter and keeps only them', () => {
    const list = [comp({ id: 1, status: 'open' }), comp({ id: 2, status: 'closed' }), comp({ id: 3, status: 'qualified' })];
    const f = parseFilters(new URLSearchParams('status=closed'));
    expect(f.statuses).toEqual(['closed']);
    expect(applyFilters(list, f).map((c) => c.id)).toEqual([2]);
    expect(applyFilters(list, parseFilters(new URLSearchParams('status=closed,qualified'))).map((c) => c.id)).toEqual([2, 3]);
  });

  it('searches the name or the reference, in any case, ignoring blanks around the text', () => {
    const c = comp({ id: 1, name: 'Leeds Winter Peak', reference: 'NL-2026-007' });
    expect(searchMatches(c, '')).toBe(true);
    expect(searchMatches(c, '  winter ')).toBe(true);
    expect(searchMatches(c, 'nl-2026')).toBe(true);
    expect(searchMatches(c, 'Kent')).toBe(false);
    // Logged out there is no reference: only the name is searched.
    expect(searchMatches(comp({ id: 2, name: 'Kent Coast' }), 'coast')).toBe(true);
    expect(searchMatches(comp({ id: 3, name: 'Kent Coast' }), 'NL-2026')).toBe(false);
  });
});
