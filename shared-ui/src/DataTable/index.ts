export { DataTable } from './DataTable';
export type { DataTableProps, DataTableColumn } from './DataTable';
