import { useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { useDomId } from '../internal/useId';

export type SortDirection = 'ascending' | 'descending';

/** The table's order: a column key and a direction. */
export interface DataTableSort {
  key: string;
  direction: SortDirection;
}

/** A cell's plain value: what sorting, searching and CSV export see. */
export type CellValue = string | number | boolean | null | undefined;

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  /** Cell content; `value` (else the row's property `key`) when not given. */
  render?: (row: Row) => ReactNode;
  /**
   * The cell's plain value for sorting, searching and CSV export. Defaults to the row's property
   * `key` (when it is a string, number or boolean), else to `render`'s output when that is text.
   */
  value?: (row: Row) => CellValue;
  /** A header button sorts by this column (client-side, or through `onSortChange`). */
  sortable?: boolean;
  /** The column's title in CSV export; the header's visible text by default. */
  csvHeader?: string;
  /** false leaves the column out of CSV export (e.g. a column of actions). */
  exportable?: boolean;
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

  /** The current order (controlled); with `onSortChange` the caller orders the rows (server-side). */
  sort?: DataTableSort | null;
  /** The first order when not controlled. */
  defaultSort?: DataTableSort | null;
  /** Given: the caller sorts (the rows are shown in the order given). Clicks go ascending, descending, unsorted. */
  onSortChange?: (sort: DataTableSort | null) => void;

  /** Shows a search box; rows are filtered over the columns' plain values unless `onSearchChange` is given. */
  searchable?: boolean;
  /** The search box's label; "Search" followed by the caption by default. */
  searchLabel?: string;
  /** The search text (controlled). */
  search?: string;
  /** Given: the caller filters (server-side) and the rows are shown as given. */
  onSearchChange?: (text: string) => void;

  /** Rows per page; the rows are paged client-side unless `onPageChange` is given. */
  pageSize?: number;
  /** The current page, from 1 (controlled). */
  page?: number;
  /** Rows in all pages (server-side paging); null or absent when the server did not say. */
  total?: number | null;
  /** Given: `rows` is the current page and the caller fetches another one on change. */
  onPageChange?: (page: number) => void;

  /** Shows a CSV export button; the downloaded file is named after it (product-prefixed, .csv). */
  exportFilename?: string;
  /**
   * The rows to export. By default the rows shown after search and sort (every page when paged
   * client-side; the current page when paged by the caller). A caller paging server-side may fetch
   * every matching row here.
   */
  exportRows?: () => readonly Row[] | Promise<readonly Row[]>;

  /** Further controls shown beside the search box (e.g. filters). */
  toolbar?: ReactNode;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The row's property `key` when it holds a plain value (a column's value when it names none). */
function rawValue<Row>(row: Row, key: string): CellValue {
  if (row === null || typeof row !== 'object') return undefined;
  const value: unknown = Reflect.get(row, key);
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return undefined;
}

/** The plain value of a column for a row (sorting, search, export). */
export function plainValue<Row>(column: DataTableColumn<Row>, row: Row): CellValue {
  if (column.value) return column.value(row);
  const raw = rawValue(row, column.key);
  if (raw !== undefined) return raw;
  if (column.render) {
    const out = column.render(row);
    if (typeof out === 'string' || typeof out === 'number') return out;
  }
  return undefined;
}

function shownValue(value: CellValue): ReactNode {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'boolean' ? String(value) : value;
}

/** A cell without `render`: its `value`, else the row's property `key`; blank shows as a dash. */
function defaultCell<Row>(column: DataTableColumn<Row>, row: Row): ReactNode {
  return shownValue(column.value ? column.value(row) : rawValue(row, column.key));
}

const isBlank = (value: CellValue) => value === null || value === undefined || value === '';

function compareValues(a: CellValue, b: CellValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/** Rows ordered by a column; blank values last in either direction; equal rows keep their order. */
export function sortRows<Row>(rows: readonly Row[], columns: readonly DataTableColumn<Row>[], sort: DataTableSort | null): readonly Row[] {
  const column = sort ? columns.find((c) => c.key === sort.key) : undefined;
  if (!sort || !column) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: plainValue(column, row) }))
    .sort((x, y) => {
      if (isBlank(x.value) || isBlank(y.value)) return isBlank(x.value) === isBlank(y.value) ? x.index - y.index : isBlank(x.value) ? 1 : -1;
      return sign * compareValues(x.value, y.value) || x.index - y.index;
    })
    .map((entry) => entry.row);
}

/** Rows where every word of `text` appears in one of the columns' plain values (case-insensitive). */
export function searchRows<Row>(rows: readonly Row[], columns: readonly DataTableColumn<Row>[], text: string): readonly Row[] {
  const terms = text.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return rows;
  return rows.filter((row) => {
    const texts = columns.map((c) => plainValue(c, row)).filter((v) => !isBlank(v)).map((v) => String(v).toLocaleLowerCase());
    return terms.every((term) => texts.some((t) => t.includes(term)));
  });
}

function nextSort(current: DataTableSort | null, key: string): DataTableSort | null {
  if (!current || current.key !== key) return { key, direction: 'ascending' };
  return current.direction === 'ascending' ? { key, direction: 'descending' } : null;
}

/**
 * The one table of the product: caption, column and row headers, an empty and a loading state,
 * and on demand sortable columns (header buttons, aria-sort), a search box, paging with an
 * accessible pager and CSV export. Each of sorting, searching and paging works on the given rows,
 * or through its callback when the server does it.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    caption,
    hideCaption = false,
    columns,
    rows,
    getRowKey,
    empty,
    loading = false,
    className,
    onSortChange,
    searchable = false,
    searchLabel,
    onSearchChange,
    pageSize,
    total,
    onPageChange,
    exportFilename,
    exportRows,
    toolbar,
  } = props;
  const { i18n } = useLingui();
  const baseId = useDomId('fx-table');
  const captionId = `${baseId}-caption`;
  const headerText = useRef(new Map<string, HTMLElement>());

  const [ownSort, setOwnSort] = useState<DataTableSort | null>(props.defaultSort ?? null);
  const sort = props.sort !== undefined ? props.sort : ownSort;
  const [ownSearch, setOwnSearch] = useState('');
  const search = props.search !== undefined ? props.search : ownSearch;
  const [ownPage, setOwnPage] = useState(1);

  const serverSort = onSortChange !== undefined;
  const serverSearch = onSearchChange !== undefined;
  const serverPaging = onPageChange !== undefined;

  const shown = useMemo(() => {
    const found = serverSearch ? rows : searchRows(rows, columns, search);
    return serverSort ? found : sortRows(found, columns, sort);
  }, [rows, columns, search, sort, serverSearch, serverSort]);

  const paged = pageSize !== undefined && pageSize > 0;
  const rowCount = serverPaging ? (total ?? null) : shown.length;
  const pageCount = paged && rowCount !== null ? Math.max(1, Math.ceil(rowCount / pageSize)) : null;
  const requestedPage = props.page ?? ownPage;
  const page = pageCount !== null ? Math.min(Math.max(1, requestedPage), pageCount) : Math.max(1, requestedPage);
  const visible = paged && !serverPaging ? shown.slice((page - 1) * pageSize, page * pageSize) : shown;
  const hasNext = pageCount !== null ? page < pageCount : paged && rows.length >= pageSize;

  function changeSort(key: string) {
    const next = nextSort(sort, key);
    if (props.sort === undefined) setOwnSort(next);
    onSortChange?.(next);
    if (!serverPaging) setOwnPage(1);
  }

  function changeSearch(text: string) {
    if (props.search === undefined) setOwnSearch(text);
    onSearchChange?.(text);
    if (!serverPaging) setOwnPage(1);
  }

  function changePage(next: number) {
    if (props.page === undefined) setOwnPage(next);
    onPageChange?.(next);
  }

  const { exporting, exportFailed, exportCsv } = useCsvExport({ filename: exportFilename, columns, exportRows, shown, headerText });

  const searching = !serverSearch && search.trim() !== '';
  const from = (page - 1) * (pageSize ?? 0) + 1;
  const to = from + visible.length - 1;
  const showToolbar = searchable || Boolean(exportFilename) || Boolean(toolbar);

  const count = !loading && (searchable || paged) ? rowCountText(i18n, searching ? { shown: shown.length, all: rows.length } : null, rowCount) : null;

  return (
    <div className={['fx-table-block', className].filter(Boolean).join(' ')}>
      {showToolbar ? (
        <div className="fx-table__toolbar">
          {searchable ? <TableSearch baseId={baseId} captionId={captionId} label={searchLabel} value={search} onChange={changeSearch} /> : null}
          {toolbar}
          {exportFilename ? <ExportButton captionId={captionId} exporting={exporting} disabled={exporting || loading} onExport={() => void exportCsv()} /> : null}
        </div>
      ) : null}
      {exportFailed ? (
        <p className="fx-table__error" role="alert">
          <Trans id="ui.table.exportFailed" message="The export failed. Please try again." />
        </p>
      ) : null}
      {count !== null ? <TableCount text={count} /> : null}
      {/* The table scrolls sideways on narrow screens: the scroll area is a labelled, focusable region so keyboard users can scroll it. */}
      <div className="fx-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table id={baseId} className="fx-table" aria-busy={loading || undefined}>
          <caption id={captionId} className={hideCaption ? 'fx-visually-hidden' : 'fx-table__caption'}>
            {caption}
          </caption>
          <TableHead columns={columns} sort={sort} headerText={headerText} onSort={changeSort} />
          <TableBody columns={columns} rows={visible} getRowKey={getRowKey} loading={loading} empty={empty} noMatch={searching && rows.length > 0} />
        </table>
      </div>
      {paged && (page > 1 || hasNext) ? (
        <TablePager
          baseId={baseId}
          captionId={captionId}
          page={page}
          pageCount={pageCount}
          hasNext={hasNext}
          loading={loading}
          range={visible.length > 0 ? { from, to } : null}
          rowCount={rowCount}
          onPage={changePage}
        />
      ) : null}
    </div>
  );
}

/** The row count, announced politely when it changes. */
function TableCount({ text }: { text: string }) {
  return (
    <p className="fx-table__count" role="status">
      {text}
    </p>
  );
}

/** The row count above the table: how many rows match the search (`matching`), else how many rows there are (when known). */
function rowCountText(i18n: I18n, matching: { shown: number; all: number } | null, rowCount: number | null): string | null {
  if (matching) return i18n._({ id: 'ui.table.countMatching', message: '{shown} of {all} rows match', values: matching });
  if (rowCount !== null) return i18n._({ id: 'ui.table.count', message: '{count, plural, one {# row} other {# rows}}', values: { count: rowCount } });
  return null;
}

/**
 * CSV export of a table: the rows from `exportRows` (all rows, when the server pages) or the rows
 * searched and sorted here, in the exportable columns, headed by each column's CSV header, its
 * header text, or its key. `exportFailed` stays set until the next try.
 */
function useCsvExport<Row>({
  filename,
  columns,
  exportRows,
  shown,
  headerText,
}: {
  filename: string | undefined;
  columns: readonly DataTableColumn<Row>[];
  exportRows: DataTableProps<Row>['exportRows'];
  shown: readonly Row[];
  headerText: RefObject<Map<string, HTMLElement>>;
}) {
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  async function exportCsv() {
    if (!filename) return;
    setExportFailed(false);
    setExporting(true);
    try {
      // The CSV writer (papaparse) loads on the first export, not with every page that shows a table.
      const [{ downloadCsv, toCsv }, data] = await Promise.all([import('./csv'), exportRows ? exportRows() : shown]);
      const included = columns.filter((c) => c.exportable !== false);
      const headers = included.map(
        (c) => c.csvHeader ?? (typeof c.header === 'string' ? c.header : headerText.current.get(c.key)?.textContent?.trim() || c.key),
      );
      downloadCsv(filename, toCsv(headers, data.map((row) => included.map((c) => plainValue(c, row)))));
    } catch (error) {
      console.error('[DataTable] CSV export failed', error);
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  }
  return { exporting, exportFailed, exportCsv };
}

const alignClass = (align: DataTableColumn<unknown>['align']) => (align ? `is-${align}` : undefined);

/** The search box; labelled by its own label, or by "Search" and the table's caption. */
function TableSearch({ baseId, captionId, label, value, onChange }: { baseId: string; captionId: string; label: ReactNode | undefined; value: string; onChange: (text: string) => void }) {
  const searchId = `${baseId}-search`;
  const searchLabelId = `${baseId}-search-label`;
  return (
    <div className="fx-table__search">
      <label id={searchLabelId} htmlFor={searchId} className="fx-field__label">
        {label ?? <Trans id="ui.table.search" message="Search" />}
      </label>
      <input
        id={searchId}
        type="search"
        className="fx-input"
        value={value}
        autoComplete="off"
        aria-labelledby={label ? undefined : `${searchLabelId} ${captionId}`}
        aria-controls={baseId}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The Export CSV button, described by the table's caption; it reads Exporting… while the file is made. */
function ExportButton({ captionId, exporting, disabled, onExport }: { captionId: string; exporting: boolean; disabled: boolean; onExport: () => void }) {
  return (
    <button type="button" className="fx-button fx-table__export" aria-describedby={captionId} disabled={disabled} onClick={onExport}>
      {exporting ? <Trans id="ui.table.exporting" message="Exporting…" /> : <Trans id="ui.table.export" message="Export CSV" />}
    </button>
  );
}

/**
 * The column headers; a sortable column's header is a button with its sort direction (aria-sort).
 * Each header's text element is kept in `headerText` so that the CSV export can name a column whose header is not a string.
 */
function TableHead<Row>({
  columns,
  sort,
  headerText,
  onSort,
}: {
  columns: readonly DataTableColumn<Row>[];
  sort: DataTableSort | null;
  headerText: RefObject<Map<string, HTMLElement>>;
  onSort: (key: string) => void;
}) {
  const headerLabel = (column: DataTableColumn<Row>) => (
    <span
      className="fx-table__header-text"
      ref={(el) => {
        if (el) headerText.current.set(column.key, el);
        else headerText.current.delete(column.key);
      }}
    >
      {column.header}
    </span>
  );
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const sorted = sort?.key === column.key ? sort.direction : undefined;
          return (
            <th
              key={column.key}
              scope="col"
              className={alignClass(column.align)}
              style={column.width ? { width: column.width } : undefined}
              aria-sort={column.sortable ? sorted : undefined}
            >
              {column.sortable ? (
                <button type="button" className="fx-table__sort" onClick={() => onSort(column.key)}>
                  {headerLabel(column)}
                  <span className="fx-table__sort-icon" aria-hidden="true">
                    {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                  </span>
                </button>
              ) : (
                headerLabel(column)
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/** The rows shown, or one message row: loading, no match for the search, or the table's empty text. */
function TableBody<Row>({
  columns,
  rows,
  getRowKey,
  loading,
  empty,
  noMatch,
}: {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: DataTableProps<Row>['getRowKey'];
  loading: boolean;
  empty: ReactNode | undefined;
  noMatch: boolean;
}) {
  return (
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
            {noMatch ? <Trans id="ui.table.noMatch" message="No rows match your search" /> : (empty ?? <Trans id="ui.table.empty" message="No data to show" />)}
          </td>
        </tr>
      ) : (
        rows.map((row, index) => (
          <tr key={getRowKey(row, index)}>
            {columns.map((column) => {
              const content = column.render ? column.render(row) : defaultCell(column, row);
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
  );
}

/** Previous and Next page buttons between which the page number and the range of rows shown; labelled "Pages of" the table's caption. */
function TablePager({
  baseId,
  captionId,
  page,
  pageCount,
  hasNext,
  loading,
  range,
  rowCount,
  onPage,
}: {
  baseId: string;
  captionId: string;
  page: number;
  pageCount: number | null;
  hasNext: boolean;
  loading: boolean;
  /** The first and last row numbers shown; null when the page is empty. */
  range: { from: number; to: number } | null;
  rowCount: number | null;
  onPage: (page: number) => void;
}) {
  const { i18n } = useLingui();
  const pagerLabelId = `${baseId}-pager-label`;
  return (
    <nav className="fx-table__pager" aria-labelledby={`${pagerLabelId} ${captionId}`}>
      <span id={pagerLabelId} className="fx-visually-hidden">
        <Trans id="ui.table.pagerLabel" message="Pages of" />
      </span>
      <button type="button" className="fx-button" disabled={page <= 1 || loading} onClick={() => onPage(page - 1)}>
        <Trans id="ui.table.previous" message="Previous page" />
      </button>
      <span className="fx-table__page">
        {pageCount !== null
          ? i18n._({ id: 'ui.table.pageOf', message: 'Page {page} of {pages}', values: { page, pages: pageCount } })
          : i18n._({ id: 'ui.table.page', message: 'Page {page}', values: { page } })}
        {range ? (
          <span className="fx-table__range">
            {' '}
            {rowCount !== null
              ? i18n._({ id: 'ui.table.rangeOf', message: '(rows {from}–{to} of {total})', values: { from: range.from, to: range.to, total: rowCount } })
              : i18n._({ id: 'ui.table.range', message: '(rows {from}–{to})', values: range })}
          </span>
        ) : null}
      </span>
      <button type="button" className="fx-button" disabled={!hasNext || loading} onClick={() => onPage(page + 1)}>
        <Trans id="ui.table.next" message="Next page" />
      </button>
    </nav>
  );
}
