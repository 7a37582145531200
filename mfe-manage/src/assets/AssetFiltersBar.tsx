/**
 * The filters above the assets table: type, category, status, voltage and which assets to show
 * (active, deactivated or all). Choosing "any" clears that filter.
 */
import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { Dropdown, useFormat, type DropdownValue } from 'shared-ui';
import type { AssetFilters } from './api';
import { ASSET_STATUSES, ASSET_TYPES, assetStatusLabel, assetTypeLabel } from './labels';

const ANY = 'any';

const anyItem = (label: string) => ({ value: ANY, label });

export function AssetFiltersBar({
  filters,
  voltages,
  onChange,
}: {
  filters: AssetFilters;
  voltages: readonly number[];
  onChange: (change: Partial<AssetFilters>) => void;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const typeItems = useMemo(() => ASSET_TYPES.map((v) => ({ value: v, label: assetTypeLabel(i18n, v) })), [i18n]);

  return (
    <div className="assets-page__filters">
      <Dropdown
        label={<Trans id="manage.assets.filter.type" message="Filter by type" />}
        items={[anyItem(i18n._({ id: 'manage.assets.filter.anyType', message: 'Any type' })), ...typeItems]}
        value={filters.assetType ?? ANY}
        onChange={(v: DropdownValue) => onChange({ assetType: v === ANY ? null : String(v) })}
      />
      <Dropdown
        label={<Trans id="manage.assets.filter.category" message="Filter by category" />}
        items={[anyItem(i18n._({ id: 'manage.assets.filter.anyCategory', message: 'Any category' })), ...typeItems]}
        value={filters.category ?? ANY}
        onChange={(v: DropdownValue) => onChange({ category: v === ANY ? null : String(v) })}
      />
      <Dropdown
        label={<Trans id="manage.assets.filter.status" message="Filter by status" />}
        items={[
          anyItem(i18n._({ id: 'manage.assets.filter.anyStatus', message: 'Any status' })),
          ...ASSET_STATUSES.map((v) => ({ value: v, label: assetStatusLabel(i18n, v) })),
        ]}
        value={filters.status ?? ANY}
        onChange={(v: DropdownValue) => onChange({ status: v === ANY ? null : String(v) })}
      />
      <Dropdown
        label={<Trans id="manage.assets.filter.voltage" message="Filter by voltage" />}
        items={[anyItem(i18n._({ id: 'manage.assets.filter.anyVoltage', message: 'Any voltage' })), ...voltages.map((v) => ({ value: v, label: format.formatKv(v) ?? '' }))]}
        value={filters.voltage ?? ANY}
        onChange={(v: DropdownValue) => onChange({ voltage: v === ANY ? null : Number(v) })}
      />
      <Dropdown
        label={<Trans id="manage.assets.filter.active" message="Show" />}
        items={[
          { value: 'active', label: i18n._({ id: 'manage.assets.filter.activeOnly', message: 'Active assets' }) },
          { value: 'inactive', label: i18n._({ id: 'manage.assets.filter.inactiveOnly', message: 'Deactivated assets' }) },
          { value: 'all', label: i18n._({ id: 'manage.assets.filter.allAssets', message: 'All assets' }) },
        ]}
        value={filters.active}
        onChange={(v: DropdownValue) => onChange({ active: v === 'inactive' || v === 'all' ? v : 'active' })}
      />
    </div>
  );
}
