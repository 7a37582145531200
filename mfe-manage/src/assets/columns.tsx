/** The assets table's columns: sortable ones sort on the server (their keys are the API's field names). */
import { Link } from 'react-router-dom';
import type { I18n } from '@lingui/core';
import { CAPACITY_DECIMALS, type DataTableColumn, type Formatters } from 'shared-ui';
import { changePathFor } from '../availability/paths';
import { assetStatusLabel, assetTypeLabel, CAPACITY_FIELDS, capacityLabel } from './labels';
import type { AssetRow } from './api';
import { assetsPath } from './paths';

export interface RowActions {
  orgId: number;
  canEdit: boolean;
  onDeactivate: (asset: AssetRow) => void;
  /** The asset being deactivated (its button is busy). */
  busy: number | null;
}

/** "Operational", or "Operational (deactivated)" for an asset that no longer takes part. */
export function statusText(i18n: I18n, a: Pick<AssetRow, 'status' | 'is_active'>): string {
  const status = assetStatusLabel(i18n, a.status);
  return a.is_active ? status : i18n._({ id: 'manage.assets.deactivatedStatus', message: '{status} (deactivated)', values: { status } });
}

/** The columns of the assets table; numbers in the region's format (useFormat's formatters). */
export function assetColumns(i18n: I18n, format: Formatters, actions: RowActions): DataTableColumn<AssetRow>[] {
  const capacity = (field: (typeof CAPACITY_FIELDS)[number]): DataTableColumn<AssetRow> => ({
    key: field,
    header: capacityLabel(i18n, field),
    sortable: true,
    align: 'end',
    value: (a) => a[field],
    // The unit is in the header; capacities show up to 5 decimals (platform §9).
    render: (a) => format.formatNumber(a[field], { maxDecimals: CAPACITY_DECIMALS }),
  });
  const columns: DataTableColumn<AssetRow>[] = [
    { key: 'ref', header: i18n._({ id: 'manage.assets.col.ref', message: 'Reference' }), sortable: true, isRowHeader: true },
    { key: 'name', header: i18n._({ id: 'manage.assets.col.name', message: 'Name' }), sortable: true },
    { key: 'asset_type', header: i18n._({ id: 'manage.assets.col.type', message: 'Type' }), sortable: true, value: (a) => assetTypeLabel(i18n, a.asset_type) },
    { key: 'asset_category', header: i18n._({ id: 'manage.assets.col.category', message: 'Category' }), sortable: true, value: (a) => assetTypeLabel(i18n, a.asset_category) },
    ...CAPACITY_FIELDS.map(capacity),
    {
      key: 'voltage_level',
      header: i18n._({ id: 'manage.assets.col.voltage', message: 'Voltage' }),
      sortable: true,
      align: 'end',
      value: (a) => a.voltage_level,
      render: (a) => format.formatKv(a.voltage_level) ?? '—',
    },
    { key: 'status', header: i18n._({ id: 'manage.assets.col.status', message: 'Status' }), sortable: true, value: (a) => statusText(i18n, a) },
    { key: 'export_meter_id', header: i18n._({ id: 'manage.assets.col.exportMeter', message: 'Export meter' }), sortable: true },
    { key: 'import_meter_id', header: i18n._({ id: 'manage.assets.col.importMeter', message: 'Import meter' }), sortable: true },
    { key: 'postcode', header: i18n._({ id: 'manage.assets.col.postcode', message: 'Postcode' }), sortable: true },
  ];
  if (!actions.canEdit) return columns;
  columns.push({
    key: 'actions',
    header: i18n._({ id: 'manage.assets.col.actions', message: 'Actions' }),
    exportable: false,
    render: (a) => (
      <div className="assets-table__actions">
        <Link to={assetsPath(actions.orgId, 'edit', a.id)} aria-label={i18n._({ id: 'manage.assets.edit.label', message: 'Edit {ref}', values: { ref: a.ref } })}>
          {i18n._({ id: 'manage.assets.edit', message: 'Edit' })}
        </Link>
        <Link to={changePathFor({ asset: a.id })} aria-label={i18n._({ id: 'manage.assets.availability.label', message: 'Record unavailability of {ref}', values: { ref: a.ref } })}>
          {i18n._({ id: 'manage.assets.availability', message: 'Unavailability' })}
        </Link>
        {a.is_active ? (
          <button
            type="button"
            className="fx-button fx-button--small"
            disabled={actions.busy === a.id}
            onClick={() => actions.onDeactivate(a)}
            aria-label={i18n._({ id: 'manage.assets.deactivate.label', message: 'Deactivate {ref}', values: { ref: a.ref } })}
          >
            {i18n._({ id: 'manage.assets.deactivate', message: 'Deactivate' })}
          </button>
        ) : null}
      </div>
    ),
  });
  return columns;
}
