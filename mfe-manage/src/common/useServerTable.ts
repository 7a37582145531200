import { useCallback, useEffect, useMemo, useState } from 'react';
import { Subject, debounceTime, distinctUntilChanged } from 'rxjs';
import { errorMessage, type Page } from 'shared-session';
import type { DataTableSort } from 'shared-ui';

/** Delay before typed search text is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The server's `ordering` for a table sort (sortable column keys are the API's field names). */
export function orderingOf(sort: DataTableSort | null): string | null {
  if (!sort) return null;
  return sort.direction === 'descending' ? `-${sort.key}` : sort.key;
}

/** What a server-side table asks the server for, besides the caller's own filters. */
export interface ServerTableQuery {
  search: string;
  ordering: string | null;
  /** From 1; left out when every matching row is fetched (CSV export). */
  page?: number;
  pageSize: number;
}

export interface ServerTableOptions<Row, Filters extends object> {
  defaultSort: DataTableSort | null;
  pageSize: number;
  /** The caller's part of the query (memoised: a new object loads again). Set the page to 1 when it changes. */
  filters: Filters;
  fetchPage: (query: Filters & ServerTableQuery) => Promise<Page<Row>>;
  fetchAll: (query: Filters & ServerTableQuery) => Promise<readonly Row[]>;
  /** Shown when the server gives no message of its own. */
  failedMessage: string;
  /** Changing it reads the current page again (e.g. after a delete). */
  refresh?: number;
}

/**
 * A table sorted (`ordering`), searched (`search`, typed text debounced with rxjs), paged
 * (`limit`/`offset`, total from Content-Range) and filtered by the server, and exported whole.
 * `tableProps` go to shared-ui's DataTable as they are.
 */
export function useServerTable<Row, Filters extends object>({ defaultSort, pageSize, filters, fetchPage, fetchAll, failedMessage, refresh = 0 }: ServerTableOptions<Row, Filters>) {
  const [sort, setSort] = useState<DataTableSort | null>(defaultSort);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<Page<Row> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // Typing is debounced (rxjs) before it becomes the server's search.
  const typed$ = useMemo(() => new Subject<string>(), []);
  useEffect(() => {
    const sub = typed$.pipe(debounceTime(SEARCH_DEBOUNCE_MS), distinctUntilChanged()).subscribe((text) => {
      setSearch(text.trim());
      setPage(1);
    });
    return () => sub.unsubscribe();
  }, [typed$]);

  const query = useMemo(() => ({ ...filters, search, ordering: orderingOf(sort), page, pageSize }), [filters, search, sort, page, pageSize]);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    fetchPage(query).then(
      (answer) => {
        if (!current) return;
        // A delete can empty the last page: step back to the one before.
        if (answer.items.length === 0 && (query.page ?? 1) > 1) setPage((p) => Math.max(1, p - 1));
        setResult(answer);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(errorMessage(failure, failedMessage));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [query, attempt, refresh, fetchPage, failedMessage]);

  const exportRows = useCallback(() => fetchAll({ ...query, page: undefined }), [fetchAll, query]);

  return {
    /** The applied (debounced, trimmed) search text: '' when the table is not searched. */
    search,
    /** Back to the first page (call it with a change of filters). */
    firstPage: () => setPage(1),
    error,
    retry: () => setAttempt((n) => n + 1),
    /** Loaded, and the server has no row at all for this query. */
    empty: !loading && !error && result !== null && result.items.length === 0 && (result.total ?? 0) === 0,
    tableProps: {
      rows: result?.items ?? [],
      loading,
      sort,
      onSortChange: (next: DataTableSort | null) => {
        setSort(next);
        setPage(1);
      },
      searchable: true,
      search: searchText,
      onSearchChange: (text: string) => {
        setSearchText(text);
        typed$.next(text);
      },
      pageSize,
      page,
      total: result?.total ?? null,
      onPageChange: setPage,
      exportRows,
    },
  };
}
