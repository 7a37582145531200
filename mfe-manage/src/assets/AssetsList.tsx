/**
 * The organisation's assets as a server-side table (fast at 10,000 and more): paged, sorted and
 * searched by the server, filtered by type, category, status, voltage and active, exported whole
 * as CSV. Each asset can be edited, given an unavailability record or deactivated (confirmed first).
 */
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { errorMessage, requestConfirmation, toast } from 'shared-session';
import { DataTable, Dropdown, EmptyState, useFormat, type DropdownValue } from 'shared-ui';
import { useServerTable } from '../common/useServerTable';
import { allAssets, ASSETS_PAGE_SIZE, assetsPage, deactivateAsset, NO_FILTERS, type AssetFilters, type AssetRow } from './api';
import { assetColumns } from './columns';
import { ASSET_STATUSES, ASSET_TYPES, assetStatusLabel, assetTypeLabel } from './labels';
import { assetsPath } from './paths';

const DEFAULT_SORT = { key: 'ref', direction: 'ascending' } as const;
const ANY = 'any';

export function AssetsList({ orgId, canEdit, voltages }: { orgId: number; canEdit: boolean; voltages: readonly number[] }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const [filters, setFilters] = useState<AssetFilters>(NO_FILTERS);
  const [refresh, setRefresh] = useState(0);
  const [busy, setBusy] = useState<number | null>(null);
  const table = useServerTable({
    defaultSort: DEFAULT_SORT,
    pageSize: ASSETS_PAGE_SIZE,
    filters,
    fetchPage: assetsPage,
    fetchAll: allAssets,
    failedMessage: i18n._({ id: 'manage.assets.loadFailed', message: 'Your assets could not be loaded.' }),
    refresh,
  });

  const onDeactivate = useCallback(
    async (asset: AssetRow) => {
      const ok = await requestConfirmation({
        id: 'asset-deactivate',
        title: i18n._({ id: 'manage.assets.deactivate.title', message: 'Deactivate {ref}?', values: { ref: asset.ref } }),
        body: i18n._({
          id: 'manage.assets.deactivate.body',
          message:
            'A deactivated asset stops qualifying for competitions and cannot be entered or bid with. It stays in your list under Deactivated, with its details.',
        }),
        confirmLabel: i18n._({ id: 'manage.assets.deactivate.confirm', message: 'Deactivate asset' }),
        cancelLabel: i18n._({ id: 'manage.assets.deactivate.cancel', message: 'Keep it active' }),
        tone: 'danger',
      });
      if (!ok) return;
      setBusy(asset.id);
      try {
        await deactivateAsset(asset.id);
        toast({ kind: 'success', title: i18n._({ id: 'manage.assets.deactivated', message: '{ref} was deactivated', values: { ref: asset.ref } }) });
        setRefresh((n) => n + 1);
      } catch (error) {
        toast({
          kind: 'error',
          title: i18n._({ id: 'manage.assets.deactivateFailed', message: '{ref} could not be deactivated', values: { ref: asset.ref } }),
          text: errorMessage(error, i18n._({ id: 'manage.assets.tryAgain', message: 'Please try again.' })),
        });
      } finally {
        setBusy(null);
      }
    },
    [i18n],
  );

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
  const anyItem = (label: string) => ({ value: ANY, label });
  const typeItems = useMemo(() => ASSET_TYPES.map((v) => ({ value: v, label: assetTypeLabel(i18n, v) })), [i18n]);

  if (nothingYet) {
    return (
      <EmptyState
        title={<Trans id="manage.assets.empty.title" message="You have no assets yet" />}
        description={
          <Trans
            id="manage.assets.empty.text"
            message="Add your assets to see which competitions they qualify for: one at a time, or many at once from a CSV file."
          />
        }
        action={
          canEdit ? (
            <span className="assets-page__actions">
              <Link className="fx-button fx-button--primary" to={assetsPath(orgId, 'new')}>
                <Trans id="manage.assets.empty.add" message="Add your first asset" />
              </Link>
              <Link className="fx-button" to={assetsPath(orgId, 'upload')}>
                <Trans id="manage.assets.empty.upload" message="Upload a CSV of assets" />
              </Link>
            </span>
          ) : null
        }
      />
    );
  }

  return (
    <>
      {table.error ? (
        <div className="assets-page__error" role="alert">
          <p>{table.error}</p>
          <button type="button" className="fx-button" onClick={table.retry}>
            <Trans id="manage.assets.retry" message="Try again" />
          </button>
        </div>
      ) : null}
      <DataTable
        caption={<Trans id="manage.assets.caption" message="Your assets" />}
        columns={columns}
        {...table.tableProps}
        getRowKey={(a) => a.id}
        empty={<Trans id="manage.assets.noMatch" message="No assets match your search and filters. Clear the search or choose other filters." />}
        searchLabel={i18n._({ id: 'manage.assets.search', message: 'Search by reference, name, postcode or meter id' })}
        exportFilename="assets"
        toolbar={
          <div className="assets-page__filters">
            <Dropdown
              label={<Trans id="manage.assets.filter.type" message="Filter by type" />}
              items={[anyItem(i18n._({ id: 'manage.assets.filter.anyType', message: 'Any type' })), ...typeItems]}
              value={filters.assetType ?? ANY}
              onChange={(v: DropdownValue) => set({ assetType: v === ANY ? null : String(v) })}
            />
            <Dropdown
              label={<Trans id="manage.assets.filter.category" message="Filter by category" />}
              items={[anyItem(i18n._({ id: 'manage.assets.filter.anyCategory', message: 'Any category' })), ...typeItems]}
              value={filters.category ?? ANY}
              onChange={(v: DropdownValue) => set({ category: v === ANY ? null : String(v) })}
            />
            <Dropdown
              label={<Trans id="manage.assets.filter.status" message="Filter by status" />}
              items={[
                anyItem(i18n._({ id: 'manage.assets.filter.anyStatus', message: 'Any status' })),
                ...ASSET_STATUSES.map((v) => ({ value: v, label: assetStatusLabel(i18n, v) })),
              ]}
              value={filters.status ?? ANY}
              onChange={(v: DropdownValue) => set({ status: v === ANY ? null : String(v) })}
            />
            <Dropdown
              label={<Trans id="manage.assets.filter.voltage" message="Filter by voltage" />}
              items={[anyItem(i18n._({ id: 'manage.assets.filter.anyVoltage', message: 'Any voltage' })), ...voltages.map((v) => ({ value: v, label: format.formatKv(v) ?? '' }))]}
              value={filters.voltage ?? ANY}
              onChange={(v: DropdownValue) => set({ voltage: v === ANY ? null : Number(v) })}
            />
            <Dropdown
              label={<Trans id="manage.assets.filter.active" message="Show" />}
              items={[
                { value: 'active', label: i18n._({ id: 'manage.assets.filter.activeOnly', message: 'Active assets' }) },
                { value: 'inactive', label: i18n._({ id: 'manage.assets.filter.inactiveOnly', message: 'Deactivated assets' }) },
                { value: 'all', label: i18n._({ id: 'manage.assets.filter.allAssets', message: 'All assets' }) },
              ]}
              value={filters.active}
              onChange={(v: DropdownValue) => set({ active: v === 'inactive' || v === 'all' ? v : 'active' })}
            />
          </div>
        }
      />
    </>
  );
}
