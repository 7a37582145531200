/**
 * The provider's bids as a server-side table: paged (Content-Range), sorted (ordering), searched
 * (search=, debounced) and filtered (outcome, competition status) by the server, exported whole.
 * Each bids screen gives it its columns and its fixed part of the query.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { DataTable, Dropdown, LoadFailure, type DataTableColumn, type DropdownValue } from 'shared-ui';
import { retryLoad } from '../../competitions/detail/parts';
import { useServerTable } from '../../common/useServerTable';
import { OUTCOMES, outcomeLabel, type Outcome } from '../shared/labels';
import { allBids, bidsPage, BIDS_PAGE_SIZE, type BidRow, type BidsQuery, type CompetitionScope } from './api';

const DEFAULT_SORT = { key: 'submitted', direction: 'descending' } as const;

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

export function BidsTable({ caption, columns, fixed, filters, exportFilename, empty, refresh = 0 }: BidsTableProps) {
  const { i18n } = useLingui();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [scope, setScope] = useState<CompetitionScope>('all');
  const fixedScope = fixed?.scope;
  const fixedOutcome = fixed?.outcome;
  const query = useMemo(() => ({ outcome: fixedOutcome ?? outcome, scope: fixedScope ?? scope }), [outcome, scope, fixedScope, fixedOutcome]);
  const table = useServerTable({
    defaultSort: DEFAULT_SORT,
    pageSize: BIDS_PAGE_SIZE,
    filters: query,
    fetchPage: bidsPage,
    fetchAll: allBids,
    failedMessage: i18n._({ id: 'manage.bids.loadFailed', message: 'Your bids could not be loaded.' }),
    refresh,
  });
  const filtered = table.search !== '' || outcome !== null || scope !== 'all';
  const nothingYet = table.empty && !filtered;

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
              table.firstPage();
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
              table.firstPage();
            }}
          />
        ) : null}
      </div>
    ) : undefined;

  return (
    <>
      {table.error ? <LoadFailure message={table.error} retry={retryLoad(table.retry)} className="competitions-page__error" /> : null}
      {nothingYet ? (
        empty
      ) : (
        <DataTable
          caption={caption}
          columns={columns}
          {...table.tableProps}
          getRowKey={(b) => b.id}
          empty={<Trans id="manage.bids.noMatch" message="No bids match your search and filters. Clear the search or choose other filters." />}
          searchLabel={i18n._({ id: 'manage.bids.search', message: 'Search by competition, window or asset' })}
          exportFilename={exportFilename}
          toolbar={toolbar}
        />
      )}
    </>
  );
}
