export { DataTable, sortRows, searchRows, plainValue } from './DataTable';
export type { DataTableProps, DataTableColumn, DataTableSort, SortDirection, CellValue } from './DataTable';
