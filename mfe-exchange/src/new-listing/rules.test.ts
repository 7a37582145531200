import { i18n, loadCatalog } from 'shared-session';
import { messages } from '../locales/en-GB/messages';
import { agreement } from '../test/exchange';
import { biddingRule, capacityRules, loadModificationRules, obligationRules, startAfterClose } from './rules';

beforeAll(() => loadCatalog({ 'en-GB': messages }));

const a = agreement({ available_mw: '10', delivery_year: 2026 });
const dates = { transfer_starts_on: '2026-12-01', transfer_last_day: '2027-03-31' };

describe('capacity-market rules', () => {
  test.each([
    ['1', 'List more than 1 MW: smaller transfers are not traded.'],
    ['0.5', 'List more than 1 MW: smaller transfers are not traded.'],
    ['10.5', 'Only 10 MW of this agreement is free to list.'],
    // 9.5 of 10 would leave 0.5 MW: neither none nor at least 1 MW.
    ['9.5', 'You must keep none of the agreement or at least 1 MW: list all 10 MW, or at most 9 MW.'],
  ])('%s MW of 10 available is refused: %s', (mw, message) => {
    expect(capacityRules(i18n, { mw, ...dates }, a).mw).toBe(message);
  });

  test.each(['1.00001', '9', '10'])('%s MW of 10 available is allowed', (mw) => {
    expect(capacityRules(i18n, { mw, ...dates }, a)).toEqual({});
  });

  test('the transfer lies inside the delivery year (1 October – 30 September) and lasts at least a day', () => {
    expect(capacityRules(i18n, { mw: '5', transfer_starts_on: '2026-10-01', transfer_last_day: '2027-09-30' }, a)).toEqual({});
    expect(capacityRules(i18n, { mw: '5', transfer_starts_on: '2026-12-01', transfer_last_day: '2026-12-01' }, a)).toEqual({});
    expect(capacityRules(i18n, { mw: '5', transfer_starts_on: '2026-09-30', transfer_last_day: '2027-01-01' }, a).transfer_starts_on).toBe('Start inside the delivery year: 2026-10-01 to 2027-09-30.');
    expect(capacityRules(i18n, { mw: '5', transfer_starts_on: '2026-12-01', transfer_last_day: '2027-10-01' }, a).transfer_last_day).toBe('End by the last day of the delivery year, 2027-09-30.');
    expect(capacityRules(i18n, { mw: '5', transfer_starts_on: '2026-12-02', transfer_last_day: '2026-12-01' }, a).transfer_last_day).toBe(
      'The transfer lasts at least one day: its last day cannot be before its first.',
    );
  });

  test('the smallest fill is above 1 MW and no more than the listing; prices stay at or below the clearing price', () => {
    expect(capacityRules(i18n, { mw: '5', min_fill_mw: '1', ...dates }, a).min_fill_mw).toBe('Each part sold must be more than 1 MW: set the smallest fill above 1 MW, or leave it empty.');
    expect(capacityRules(i18n, { mw: '5', min_fill_mw: '6', ...dates }, a).min_fill_mw).toBe('The smallest fill cannot be more than the quantity listed.');
    const prices = capacityRules(i18n, { mw: '5', guide_price: '60.01', buy_now_price: '61', ...dates }, a);
    expect(prices.guide_price).toBe('The guide price cannot be above the agreement’s clearing price (60.00).');
    expect(prices.buy_now_price).toBe('The buy-now price cannot be above the clearing price (60.00).');
  });

  test('a unit still being built cannot be listed', () => {
    expect(capacityRules(i18n, { mw: '5', ...dates }, agreement({ commissioned: false })).agreement).toMatch(/still being built/);
  });
});

test('bidding closes after it opens; the transfer starts on or after the day bidding closes', () => {
  expect(biddingRule(i18n, '2026-12-01T10:00:00.000Z', '2026-12-01T10:00:00.000Z').bidding_closes).toBe('Bidding must close after it opens.');
  expect(biddingRule(i18n, '2026-12-01T10:00:00.000Z', '2026-12-01T10:00:01.000Z')).toEqual({});
  expect(startAfterClose(i18n, 'transfer_starts_on', '2026-11-30', '2026-12-01')).toEqual({ transfer_starts_on: 'The transfer cannot start before the day bidding closes (2026-12-01).' });
  expect(startAfterClose(i18n, 'transfer_starts_on', '2026-12-01', '2026-12-01')).toEqual({});
});

test('an obligation transfer starts on a day it runs; its buy-now price is at most its rate', () => {
  const ob = { starts_on: '2026-11-01', ends_on: '2027-03-01', availability_rate: '12.50' };
  expect(obligationRules(i18n, { transfer_starts_on: '2027-03-01' }, ob).transfer_starts_on).toBe('Start the transfer on a day the obligation runs.');
  expect(obligationRules(i18n, { transfer_starts_on: '2027-02-28', buy_now_price: '12.50' }, ob)).toEqual({});
  expect(obligationRules(i18n, { buy_now_price: '12.51' }, ob).buy_now_price).toBe('The buy-now price cannot be above the obligation’s availability rate (12.50).');
});

test('a load modification’s months run forwards and its window has a length', () => {
  expect(loadModificationRules(i18n, { first_month: '2027-03', last_month: '2027-02' }).last_month).toBe('The last month cannot be before the first.');
  expect(loadModificationRules(i18n, { first_month: '2027-13' }).first_month).toBe('Enter a month as YYYY-MM.');
  expect(loadModificationRules(i18n, { start_time: '17:00', end_time: '17:00' }).end_time).toBe('The window must end at a different time from its start.');
  expect(loadModificationRules(i18n, { first_month: '2027-01', last_month: '2027-01', start_time: '16:00', end_time: '19:00' })).toEqual({});
});
