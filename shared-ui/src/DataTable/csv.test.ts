import { csvFileName, toCsv } from './csv';

test('writes a header row, quotes where needed and leaves blanks empty', () => {
  const csv = toCsv(['Name', 'Note', 'Count'], [
    ['Leeds; "north"', 'line\nbreak', 3],
    ['York', null, undefined],
  ]);
  expect(csv.startsWith('\ufeff')).toBe(true);
  expect(csv.slice(1)).toBe('Name,Note,Count\r\n"Leeds; ""north""","line\nbreak",3\r\nYork,,');
});

test('escapes cells a spreadsheet would run as formulas', () => {
  expect(toCsv(['A'], [['=1+1'], ['+44'], ['@SUM(A1)'], ['-2']]).slice(1).split('\r\n')).toEqual(['A', `"'=1+1"`, `"'+44"`, `"'@SUM(A1)"`, `"'-2"`]);
  // Numbers are data, not formulas.
  expect(toCsv(['A'], [[-2]]).slice(1)).toBe('A\r\n-2');
});

test('file names carry the product prefix and the .csv extension once', () => {
  expect(csvFileName('competitions')).toBe('flexmarket-competitions.csv');
  expect(csvFileName('competitions.CSV')).toBe('flexmarket-competitions.CSV');
  expect(csvFileName('flexmarket-bids.csv')).toBe('flexmarket-bids.csv');
});
