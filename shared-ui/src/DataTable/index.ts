export { DataTable, sortRows, searchRows, plainValue } from './DataTable';
export type { DataTableProps, DataTableColumn, DataTableSort, SortDirection, CellValue } from './DataTable';
export { toCsv, csvFileName, downloadCsv, CSV_FILE_PREFIX } from './csv';
export type { CsvCell } from './csv';
