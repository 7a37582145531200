import { i18n } from 'shared-session';
import { ASSETS, BALLOT, bidFixture } from './fixtures';
import {
  applyToAll,
  defaultSelection,
  isBallotValid,
  offersOf,
  overwrittenRows,
  rowOf,
  rowValidity,
  validateMultiBid,
  validateRow,
  type BidRowValues,
  type BidRules,
} from './model';

beforeAll(() => {
  i18n.load('en-GB', {});
  i18n.activate('en-GB');
});

const AU: BidRules = { rateFields: ['availability_price', 'utilisation_price'], capacityDecimals: 1, maxCapacity: 10, unit: 'MW' };
const row = (values: Partial<BidRowValues> = {}): BidRowValues => ({ ...rowOf(11), ...values });
const full = row({ capacity: '2.5', max_runtime: '1 02:30:00', availability_price: '12', utilisation_price: '150.50' });

test('an empty row is valid and unset; a filled one needs every field of the competition', () => {
  expect(validateRow(row(), AU)).toEqual({});
  expect(rowValidity(row(), AU)).toBe('unset');
  expect(validateRow(row({ capacity: '2' }), AU)).toEqual({
    max_runtime: 'This field is required',
    availability_price: 'This field is required',
    utilisation_price: 'This field is required',
  });
  expect(rowValidity(full, AU)).toBe('valid');
  // A service fee typed where the competition takes none does not count.
  expect(rowValidity(row({ service_fee: '5' }), AU)).toBe('unset');
});

test.each([
  ['24:00:00', 'Hours must be less than 24.'],
  ['01:60:00', 'Minutes and seconds must be less than 60.'],
  ['0 00:00:00', 'The duration must be longer than zero.'],
  ['2 hours', 'Enter a duration as [days] HH:MM:SS.'],
])('max runtime %s is rejected: %s', (value, message) => {
  expect(validateRow({ ...full, max_runtime: value }, AU).max_runtime).toBe(message);
});

test('capacity: decimals from the rules, above zero, within what the assets can deliver; prices: currency', () => {
  expect(validateRow({ ...full, capacity: '1.25' }, AU).capacity).toBe('Ensure that there are no more than 1 decimal places.');
  expect(validateRow({ ...full, capacity: '1.25' }, { ...AU, capacityDecimals: 2 }).capacity).toBeUndefined();
  expect(validateRow({ ...full, capacity: '0' }, AU).capacity).toBe('Capacity must be greater than zero.');
  expect(validateRow({ ...full, capacity: '10.5' }, AU).capacity).toBe("Capacity is more than the ballot's assets can deliver (10 MW).");
  expect(validateRow({ ...full, capacity: 'lots' }, AU).capacity).toBe('Enter a number.');
  expect(validateRow({ ...full, utilisation_price: '1.005' }, AU).utilisation_price).toBe('Enter an amount with up to 2 decimal places.');
  expect(validateRow({ ...full, availability_price: '-1' }, AU).availability_price).toBe('Enter an amount with up to 2 decimal places.');
});

test('a ballot is valid only if no bid is invalid', () => {
  expect(isBallotValid([full, row()], AU)).toBe(true);
  expect(isBallotValid([full, row({ capacity: '1' })], AU)).toBe(false);
});

test('offers: only non-empty rows, numbers, and only the competition rates; each remembers its row', () => {
  const rows = [row({ ...full, service_fee: '9' }), row({ service_window: 12 }), row({ ...full, service_window: 13, max_runtime: ' 03:00:00 ' })];
  expect(offersOf(rows, AU.rateFields)).toEqual({
    offers: [
      { service_window: 11, capacity: 2.5, max_runtime: '1 02:30:00', availability_price: 12, utilisation_price: 150.5 },
      { service_window: 13, capacity: 2.5, max_runtime: '03:00:00', availability_price: 12, utilisation_price: 150.5 },
    ],
    rowIndexes: [0, 2],
  });
});

test('multi-bid: overwrites only populated fields that would change; applies the filled fields to every row', () => {
  const rows = [row({ capacity: '2' }), row({ service_window: 12 }), row({ service_window: 13, capacity: '3', max_runtime: '01:00:00' })];
  expect(overwrittenRows(rows, { capacity: '3' }, AU.rateFields)).toEqual([0]);
  expect(overwrittenRows(rows, { max_runtime: '02:00:00' }, AU.rateFields)).toEqual([2]);
  expect(overwrittenRows(rows, { utilisation_price: '100' }, AU.rateFields)).toEqual([]);
  const applied = applyToAll(rows, { capacity: '4', utilisation_price: ' 100 ' }, AU.rateFields);
  expect(applied.map((r) => [r.service_window, r.capacity, r.max_runtime, r.utilisation_price])).toEqual([
    [11, '4', '', '100'],
    [12, '4', '', '100'],
    [13, '4', '01:00:00', '100'],
  ]);
  expect(validateMultiBid({ capacity: '1.25', max_runtime: '' }, AU)).toEqual({ capacity: 'Ensure that there are no more than 1 decimal places.' });
});

test('default selection: the active ballot group if any, otherwise the assets that can bid and are in no group', () => {
  type Summary = Parameters<typeof defaultSelection>[0][number];
  const assets = ASSETS as unknown as Summary[];
  expect(defaultSelection(assets, [])).toEqual([500, 504]);
  expect(defaultSelection(assets, [BALLOT])).toEqual([504]);
  expect(defaultSelection(assets, [BALLOT], BALLOT)).toEqual([500]);
  const inactive = { ...BALLOT, ballot_asset_group: { ...BALLOT.ballot_asset_group!, is_active: false } };
  expect(defaultSelection(assets, [inactive], inactive)).toEqual([500, 504]);
});

test('a row is filled from the ballot’s bid in its window', () => {
  expect(rowOf(11, bidFixture())).toEqual({
    service_window: 11,
    capacity: '2.5',
    max_runtime: '02:30:00',
    availability_price: '12',
    utilisation_price: '150.5',
    service_fee: '',
  });
});
