import Papa from 'papaparse';

/** Downloaded files carry the product's prefix (spec platform §9), as the API's templates do. */
export const CSV_FILE_PREFIX = 'flexmarket-';

export type CsvCell = string | number | boolean | null | undefined;

/**
 * A CSV document (papaparse): a header row, then the data rows. It starts with a byte-order mark
 * so spreadsheet programs read it as UTF-8, and cells that a spreadsheet would run as a formula
 * (=, +, -, @, tab, return at the start) are escaped.
 */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const data = rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : cell)));
  return `\ufeff${Papa.unparse({ fields: [...headers], data }, { escapeFormulae: true, newline: '\r\n' })}`;
}

/** The product-prefixed file name for `name` (".csv" added when missing). */
export function csvFileName(name: string): string {
  const base = name.toLowerCase().endsWith('.csv') ? name : `${name}.csv`;
  return base.startsWith(CSV_FILE_PREFIX) ? base : `${CSV_FILE_PREFIX}${base}`;
}

/** Saves `csv` as a file through a temporary object URL and link. */
export function downloadCsv(name: string, csv: string): void {
  const blob = new Blob([csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(name);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns (FileSaver.js waits too): free it later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
