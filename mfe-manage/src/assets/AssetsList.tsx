/**
 * The organisation's assets as a server-side table (fast at 10,000 and more): paged, sorted and
 * searched by the server, filtered by type, category, status, voltage and active, exported whole
 * as CSV. Each asset can be edited, given an unavailability record or deactivated (confirmed first).
 */
import { useCallback, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { DataTable, LoadFailure, useFormat } from 'shared-ui';
import { useServerTable } from '../common/useServerTable';
import { allAssets, ASSETS_PAGE_SIZE, assetsPage, NO_FILTERS, type AssetFilters } from './api';
import { AssetFiltersBar } from './AssetFiltersBar';
import { assetColumns } from './columns';
import { NoAssetsYet } from './NoAssetsYet';
import { useDeactivateAsset } from './useDeactivateAsset';

const DEFAULT_SORT = { key: 'ref', direction: 'ascending' } as const;

export function AssetsList({ orgId, canEdit, voltages }: { orgId: number; canEdit: boolean; voltages: readonly number[] }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const [filters, setFilters] = useState<AssetFilters>(NO_FILTERS);
  const [refresh, setRefresh] = useState(0);
  const table = useServerTable({
    defaultSort: DEFAULT_SORT,
    pageSize: ASSETS_PAGE_SIZE,
    filters,
    fetchPage: assetsPage,
    fetchAll: allAssets,
    failedMessage: i18n._({ id: 'manage.assets.loadFailed', message: 'Your assets could not be loaded.' }),
    refresh,
  });
  const reload = useCallback(() => setRefresh((n) => n + 1), []);
  const { busy, onDeactivate } = useDeactivateAsset(reload);

  const columns = useMemo(
    () => assetColumns(i18n, format, { orgId, canEdit, busy, onDeactivate: (a) => void onDeactivate(a) }),
    [i18n, format, orgId, canEdit, busy, onDeactivate],
  );
  const filtered = table.search !== '' || JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  const nothingYet = table.empty && !filtered;

  const set = (change: Partial<AssetFilters>) => {
    setFilters((f) => ({ ...f, ...change }));
    table.firstPage();
  };

  if (nothingYet) return <NoAssetsYet orgId={orgId} canEdit={canEdit} />;

  return (
    <>
      {table.error ? (
        <LoadFailure message={table.error} retry={{ label: <Trans id="manage.assets.retry" message="Try again" />, onRetry: table.retry }} className="assets-page__error" />
      ) : null}
      <DataTable
        caption={<Trans id="manage.assets.caption" message="Your assets" />}
        columns={columns}
        {...table.tableProps}
        getRowKey={(a) => a.id}
        empty={<Trans id="manage.assets.noMatch" message="No assets match your search and filters. Clear the search or choose other filters." />}
        searchLabel={i18n._({ id: 'manage.assets.search', message: 'Search by reference, name, postcode or meter id' })}
        exportFilename="assets"
        toolbar={<AssetFiltersBar filters={filters} voltages={voltages} onChange={set} />}
      />
    </>
  );
}
