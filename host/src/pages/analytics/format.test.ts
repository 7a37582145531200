import { i18n, loadCatalog } from 'shared-session';
import { messages } from './locales/en-GB/messages';
import { formatValue } from './format';

const GB = { locale: 'en-GB', timezone: 'Europe/London', currency: 'GBP' };
const IT = { locale: 'it-IT', timezone: 'Europe/Rome', currency: 'EUR' };
loadCatalog({ 'en-GB': messages });

const at = (region: typeof GB, currency = region.currency) => ({ region, i18n, currency });

describe('analytics values per kind and locale', () => {
  it('money and prices in the report’s currency, not the region’s', () => {
    expect(formatValue('1234.5', 'money', undefined, at(GB, 'EUR'))).toBe(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(1234.5));
    expect(formatValue('45.5', 'price', 'MWh', at(IT))).toBe(`${new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(45.5)}/MWh`);
  });

  it('MW, MWh and counts with the locale’s separators', () => {
    expect(formatValue(1234.25, 'mw', undefined, at(IT))).toBe(`${new Intl.NumberFormat('it-IT', { maximumFractionDigits: 5 }).format(1234.25)} MW`);
    expect(formatValue('12.3456', 'mwh', undefined, at(GB))).toBe('12.346 MWh');
    expect(formatValue(12345, 'count', undefined, at(GB))).toBe('12,345');
    // An average keeps its decimals (two at most); a count is whole.
    expect(formatValue(1.5, 'number', undefined, at(IT))).toBe(new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 }).format(1.5));
    expect(formatValue(2.3333, 'number', undefined, at(GB))).toBe('2.33');
  });

  it('ratios as percentages, with at most one decimal', () => {
    expect(formatValue(0.25, 'ratio', undefined, at(GB))).toBe('25%');
    expect(formatValue(0.12345, 'ratio', undefined, at(IT))).toBe(new Intl.NumberFormat('it-IT', { style: 'percent', maximumFractionDigits: 1 }).format(0.12345));
  });

  it('durations in hours, minutes and seconds', () => {
    const unit = (n: number, u: string) => new Intl.NumberFormat('en-GB', { style: 'unit', unit: u, unitDisplay: 'short' }).format(n);
    expect(formatValue(3725, 'seconds', undefined, at(GB))).toBe(`${unit(1, 'hour')} ${unit(2, 'minute')} ${unit(5, 'second')}`);
    expect(formatValue(90, 'seconds', undefined, at(GB))).toBe(`${unit(1, 'minute')} ${unit(30, 'second')}`);
    expect(formatValue(0, 'seconds', undefined, at(GB))).toBe(unit(0, 'second'));
  });

  it('months and dates in the locale; blanks are null', () => {
    expect(formatValue('2026-03', 'month', undefined, at(IT))).toBe(new Intl.DateTimeFormat('it-IT', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2026, 2, 1)));
    expect(formatValue('2026-03-31', 'date', undefined, at(GB))).toBe('31 Mar 2026');
    expect(formatValue(null, 'money', undefined, at(GB))).toBeNull();
    expect(formatValue('', 'ratio', undefined, at(GB))).toBeNull();
  });

  it('flags as yes or no', () => {
    expect(formatValue(true, 'flag', undefined, at(GB))).toBe('Yes');
    expect(formatValue(false, 'flag', undefined, at(GB))).toBe('No');
  });
});
