/** A report's main table as CSV: the column keys as header, values as the JSON answer gives them. */
import { writeCsv } from '../../platform/files/content.js';
import type { Cell, Report } from './schemas.js';

function text(value: Cell): string {
  if (value === null) return '';
  return typeof value === 'string' ? value : String(value);
}

export function reportCsv(report: Report): string {
  const table = report.tables[0]!;
  const header = table.columns.map((c) => c.key);
  return `\uFEFF${writeCsv(header, table.rows.map((row) => header.map((key) => text(row[key] ?? null))))}\r\n`;
}

/** The CSV's file name: the report and its date range. */
export function reportFileName(report: Report): string {
  return `flexmarket-${report.report}-${report.filters.from}-${report.filters.to}.csv`;
}
