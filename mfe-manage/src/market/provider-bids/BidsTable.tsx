/**
 * The provider's bids as a server-side table: paged (Content-Range), sorted (ordering), searched
 * (search=, debounced) and filtered (outcome, competition status) by the server, exported whole.
 * Each bids screen gives it its columns and its fixed part of the query.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { Subject, debounceTime, distinctUntilChanged } from 'rxjs';
import { errorMessage } from 'shared-session';
import { DataTable, Dropdown, type DataTableColumn, type DataTableSort, type DropdownValue } from 'shared-ui';
import { OUTCOMES, outcomeLabel, type Outcome } from '../shared/labels';
import { allBids, bidsPage, BIDS_PAGE_SIZE, type BidRow, type BidsQuery, type CompetitionScope } from './api';

/** Delay before typed search text is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

const DEFAULT_SORT: DataTableSort = { key: 'submitted', direction: 'descending' };

/** The server's `ordering` for a table sort (sortable column keys are the API's field names). */
export function orderingOf(sort: DataTableSort | null): string | null {
  if (!sort) return null;
  return sort.direction === 'descending' ? `-${sort.key}` : sort.key;
}

export interface BidsTableProps {
  caption: ReactNode;
  columns: readonly DataTableColumn<BidRow>[];
  /** The part of the query the screen fixes (e.g. only open competitions). */
  fixed?: Pick<BidsQuery, 'scope' | 'outcome'>;
  /** Which filters the toolbar offers. */
  filters: { outcome?: boolean; scope?: boolean };
  exportFilename: string;
  /** Shown instead of the table when the provider has no bids here at all (no search, no filter). */
  empty: ReactNode;
  /** Changing it reads the current page again (after a delete). */
  refresh?: number;
}

type Loaded = { items: BidRow[]; total: number | null };

export function BidsTable({ caption, columns, fixed, filters, exportFilename, empty, refresh = 0 }: BidsTableProps) {
  const { i18n } = useLingui();
  const [sort, setSort] = useState<DataTableSort | null>(DEFAULT_SORT);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [scope, setScope] = useState<CompetitionScope>('all');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<Loaded | null>(null);
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

  const fixedScope = fixed?.scope;
  const fixedOutcome = fixed?.outcome;
  const query: BidsQuery = useMemo(
    () => ({
      search,
      outcome: fixedOutcome ?? outcome,
      scope: fixedScope ?? scope,
      ordering: orderingOf(sort),
      page,
      pageSize: BIDS_PAGE_SIZE,
    }),
    [search, outcome, scope, sort, page, fixedScope, fixedOutcome],
  );

  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    bidsPage(query).then(
      (answer) => {
        if (!current) return;
        // A delete can empty the last page: step back to the one before.
        if (answer.items.length === 0 && (query.page ?? 1) > 1) setPage((p) => Math.max(1, p - 1));
        setResult(answer);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(errorMessage(failure, i18n._({ id: 'manage.bids.loadFailed', message: 'Your bids could not be loaded.' })));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [query, attempt, refresh, i18n]);

  const exportRows = useCallback(() => allBids({ ...query, page: undefined }), [query]);
  const filtered = search !== '' || outcome !== null || scope !== 'all';
  const nothingYet = !loading && !error && !filtered && result !== null && result.items.length === 0 && (result.total ?? 0) === 0;

  const outcomeItems = useMemo(
    () => [
      { value: 'all', label: i18n._({ id: 'manage.bids.filter.outcome.all', message: 'All outcomes' }) },
      ...OUTCOMES.map((o) => ({ value: o, label: outcomeLabel(i18n, o) })),
    ],
    [i18n],
  );
  const scopeItems = useMemo(
    () => [
      { value: 'all', label: i18n._({ id: 'manage.bids.filter.scope.all', message: 'All competitions' }) },
      { value: 'active', label: i18n._({ id: 'manage.bids.filter.scope.active', message: 'Open for bidding (active)' }) },
      { value: 'inactive', label: i18n._({ id: 'manage.bids.filter.scope.inactive', message: 'Not open for bidding (inactive)' }) },
    ],
    [i18n],
  );

  const toolbar =
    filters.outcome || filters.scope ? (
      <div className="provider-bids__filters">
        {filters.outcome ? (
          <Dropdown
            label={<Trans id="manage.bids.filter.outcome" message="Outcome" />}
            items={outcomeItems}
            value={outcome ?? 'all'}
            onChange={(value: DropdownValue) => {
              setOutcome(OUTCOMES.find((o) => o === value) ?? null);
              setPage(1);
            }}
          />
        ) : null}
        {filters.scope ? (
          <Dropdown
            label={<Trans id="manage.bids.filter.scope" message="Competitions" />}
            items={scopeItems}
            value={scope}
            onChange={(value: DropdownValue) => {
              setScope(value === 'active' || value === 'inactive' ? value : 'all');
              setPage(1);
            }}
          />
        ) : null}
      </div>
    ) : undefined;

  return (
    <>
      {error ? (
        <div className="provider-bids__error" role="alert">
          <p>{error}</p>
          <button type="button" className="fx-button" onClick={() => setAttempt((n) => n + 1)}>
            <Trans id="manage.bids.retry" message="Try again" />
          </button>
        </div>
      ) : null}
      {nothingYet ? (
        empty
      ) : (
        <DataTable
          caption={caption}
          columns={columns}
          rows={result?.items ?? []}
          getRowKey={(b) => b.id}
          loading={loading}
          empty={<Trans id="manage.bids.noMatch" message="No bids match your search and filters. Clear the search or choose other filters." />}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setPage(1);
          }}
          searchable
          searchLabel={i18n._({ id: 'manage.bids.search', message: 'Search by competition, window or asset' })}
          search={searchText}
          onSearchChange={(text) => {
            setSearchText(text);
            typed$.next(text);
          }}
          pageSize={BIDS_PAGE_SIZE}
          page={page}
          total={result?.total ?? null}
          onPageChange={setPage}
          exportFilename={exportFilename}
          exportRows={exportRows}
          toolbar={toolbar}
        />
      )}
    </>
  );
}
