import fc from 'fast-check';
import { REGIONS } from 'shared-session';
import { formatCapacity, formatInteger, formatKv, formatMoney, formatNumber, formatPricePerMWh, powerUnitOf, toNumber } from './number';

const { AU, GB, IT, PT, US } = REGIONS;
const NBSP = '\u00a0';

test('capacity shows up to 5 decimals with its unit in each region', () => {
  expect(formatCapacity(1.234567, 'MW', GB)).toBe('1.23457 MW');
  expect(formatCapacity(1.234567, 'MW', US)).toBe('1.23457 MW');
  expect(formatCapacity(1.234567, 'MW', AU)).toBe('1.23457 MW');
  expect(formatCapacity(1.234567, 'MW', IT)).toBe('1,23457 MW');
  expect(formatCapacity(1.234567, 'MVAr', PT)).toBe('1,23457 MVAr');
  expect(formatCapacity(12345.5, 'MW', GB)).toBe('12,345.5 MW');
  expect(formatCapacity(12345.5, 'MW', IT)).toBe('12.345,5 MW');
  expect(formatCapacity(12345.5, 'MW', PT)).toBe(`12${NBSP}345,5 MW`);
  expect(formatCapacity(2, 'MW', GB)).toBe('2 MW');
  expect(formatCapacity('0.5', undefined, GB)).toBe('0.5 MW');
});

test('kV shows up to 3 decimals, rounding half away from zero on the value as written', () => {
  expect(formatKv(0.2405, GB)).toBe('0.241 kV');
  expect(formatKv(0.2405, IT)).toBe('0,241 kV');
  expect(formatKv(0.2405, PT)).toBe('0,241 kV');
  expect(formatKv(0.2405, US)).toBe('0.241 kV');
  expect(formatKv(0.2405, AU)).toBe('0.241 kV');
  expect(formatKv(0.2404, GB)).toBe('0.24 kV');
  expect(formatKv(-0.2405, GB)).toBe('-0.241 kV');
  expect(formatKv(1.0005, GB)).toBe('1.001 kV');
  expect(formatKv(132, IT)).toBe('132 kV');
  expect(formatKv(0.23999, GB)).toBe('0.24 kV');
});

test('a negative value that rounds to zero shows 0, not -0', () => {
  expect(formatKv(-0.0001, GB)).toBe('0 kV');
  expect(formatCapacity(-0, 'MW', GB)).toBe('0 MW');
});

test('money in the region currency, the given currency, or GBP when none', () => {
  expect(formatMoney(1234.5, undefined, GB)).toBe('£1,234.50');
  expect(formatMoney(1234.5, undefined, IT)).toBe(`1234,50${NBSP}€`);
  expect(formatMoney(1234.5, undefined, PT)).toBe(`1234,50${NBSP}€`);
  expect(formatMoney(-12345.678, undefined, PT)).toBe(`-12${NBSP}345,68${NBSP}€`);
  expect(formatMoney(1234.5, undefined, US)).toBe('$1,234.50');
  expect(formatMoney(1234.5, undefined, AU)).toBe('$1,234.50');
  // The competition's currency wins over the region's.
  expect(formatMoney(1234.5, 'GBP', IT)).toBe(`1234,50${NBSP}£`);
  expect(formatMoney(1234.5, 'EUR', GB)).toBe('€1,234.50');
  expect(formatMoney(1234.5, 'AUD', GB)).toBe('A$1,234.50');
  // A region without a currency: GBP (platform §9).
  expect(formatMoney(5, null, { locale: 'en-GB', timezone: 'UTC' })).toBe('£5.00');
  // A malformed code is shown beside the number rather than throwing.
  expect(formatMoney(5, 'pounds', GB)).toBe('5.00 POUNDS');
});

test('price per MWh', () => {
  expect(formatPricePerMWh(45.5, 'GBP', GB)).toBe('£45.50/MWh');
  expect(formatPricePerMWh('45.5', 'EUR', IT)).toBe(`45,50${NBSP}€/MWh`);
  expect(formatPricePerMWh(null, 'EUR', IT)).toBeNull();
});

test('numbers, integers, and blank values', () => {
  expect(formatNumber(1234.5678, {}, GB)).toBe('1,234.568');
  expect(formatNumber(1234.5678, { maxDecimals: 1 }, IT)).toBe('1234,6');
  expect(formatNumber(2, { minDecimals: 2, maxDecimals: 2 }, US)).toBe('2.00');
  expect(formatInteger(12345.4, PT)).toBe(`12${NBSP}345`);
  for (const blank of [null, undefined, '', '  ', 'abc', Number.NaN, Infinity]) {
    expect(formatNumber(blank, {}, GB)).toBeNull();
    expect(formatCapacity(blank, 'MW', GB)).toBeNull();
    expect(formatKv(blank, GB)).toBeNull();
    expect(formatMoney(blank, 'GBP', GB)).toBeNull();
  }
  expect(toNumber(' 2.5 ')).toBe(2.5);
});

test('without a region the current one on the bus is used (GB by default)', () => {
  expect(formatCapacity(1.5)).toBe('1.5 MW');
  expect(formatMoney(1)).toBe('£1.00');
});

test('the power type gives the unit', () => {
  expect(powerUnitOf('reactive_power')).toBe('MVAr');
  expect(powerUnitOf('active_power')).toBe('MW');
  expect(powerUnitOf(null)).toBe('MW');
});

/** Reads back a number the locale formatted (grouping removed, the locale's decimal mark to "."). */
function parseIn(locale: string, text: string): number {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  return Number(text.split(group).join('').replace(decimal, '.').replace(/\s/g, ''));
}

const decimalsIn = (locale: string, text: string): number => {
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const after = text.split(decimal)[1];
  return after === undefined ? 0 : after.replace(/\D/g, '').length;
};

const regions = fc.constantFrom(AU, GB, IT, PT, US);
const values = fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true });

test('property: capacity never shows more than 5 decimals and reads back within 0.000005', () => {
  fc.assert(
    fc.property(values, regions, (v, region) => {
      const text = formatCapacity(v, 'MW', region);
      expect(text).not.toBeNull();
      const number = (text as string).replace(/ MW$/, '');
      expect(decimalsIn(region.locale, number)).toBeLessThanOrEqual(5);
      expect(Math.abs(parseIn(region.locale, number) - v)).toBeLessThanOrEqual(0.000005 + 1e-9);
    }),
  );
});

test('property: kV never shows more than 3 decimals and reads back within 0.0005', () => {
  fc.assert(
    fc.property(values, regions, (v, region) => {
      const number = (formatKv(v, region) as string).replace(/ kV$/, '');
      expect(decimalsIn(region.locale, number)).toBeLessThanOrEqual(3);
      expect(Math.abs(parseIn(region.locale, number) - v)).toBeLessThanOrEqual(0.0005 + 1e-9);
    }),
  );
});
