import type { ReactNode } from 'react';
import { Trans } from '@lingui/react';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  /** Cell content; the row's property `key` when not given. */
  render?: (row: Row) => ReactNode;
  align?: 'start' | 'end' | 'center';
  /** Marks the column whose cells name their rows (th scope="row"). */
  isRowHeader?: boolean;
  width?: string;
}

export interface DataTableProps<Row> {
  caption: ReactNode;
  /** Keep the caption for assistive technology only. */
  hideCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row, index: number) => string | number;
  /** Shown in place of rows when there are none; "No data to show" by default. */
  empty?: ReactNode;
  loading?: boolean;
  className?: string;
}

function defaultCell(row: unknown, key: string): ReactNode {
  const value = row !== null && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined;
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  return null;
}

/** A simple accessible table: caption, column headers, rows, and an empty state. */
export function DataTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowKey,
  empty,
  loading = false,
  className,
}: DataTableProps<Row>) {
  const alignClass = (align: DataTableColumn<Row>['align']) => (align ? `is-${align}` : undefined);
  return (
    <div className={['fx-table-wrap', className].filter(Boolean).join(' ')}>
      <table className="fx-table" aria-busy={loading || undefined}>
        <caption className={hideCaption ? 'fx-visually-hidden' : 'fx-table__caption'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={alignClass(column.align)} style={column.width ? { width: column.width } : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <tr>
              <td colSpan={columns.length} className="fx-table__message">
                <Trans id="ui.table.loading" message="Loading…" />
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="fx-table__message">
                {empty ?? <Trans id="ui.table.empty" message="No data to show" />}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={getRowKey(row, index)}>
                {columns.map((column) => {
                  const content = column.render ? column.render(row) : defaultCell(row, column.key);
                  return column.isRowHeader ? (
                    <th key={column.key} scope="row" className={alignClass(column.align)}>
                      {content}
                    </th>
                  ) : (
                    <td key={column.key} className={alignClass(column.align)}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
