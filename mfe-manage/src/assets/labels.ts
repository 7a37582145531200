/** Words for the assets screens' codes: asset types and categories, statuses, capacities. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { assetTypeLabel, codeLabel } from '../common/competitions';

/** The types (and categories) an asset may have (spec workflows §3). */
export const ASSET_TYPES = ['demand_side_response', 'energy_efficiency', 'interconnectors', 'low_carbon', 'renewable', 'storage', 'thermal'] as const;
export const ASSET_STATUSES = ['operational', 'commissioning', 'maintenance', 'decommissioned'] as const;
export const CAPACITY_FIELDS = ['active_export_capacity', 'active_import_capacity', 'reactive_export_capacity', 'reactive_import_capacity'] as const;
export type CapacityField = (typeof CAPACITY_FIELDS)[number];

export { assetTypeLabel };

const STATUS_LABELS: Record<(typeof ASSET_STATUSES)[number], MessageDescriptor> = {
  operational: /*i18n*/ { id: 'manage.assets.status.operational', message: 'Operational' },
  commissioning: /*i18n*/ { id: 'manage.assets.status.commissioning', message: 'Commissioning' },
  maintenance: /*i18n*/ { id: 'manage.assets.status.maintenance', message: 'Maintenance' },
  decommissioned: /*i18n*/ { id: 'manage.assets.status.decommissioned', message: 'Decommissioned' },
};
export const assetStatusLabel = codeLabel(STATUS_LABELS);

const CAPACITY_LABELS: Record<CapacityField, MessageDescriptor> = {
  active_export_capacity: /*i18n*/ { id: 'manage.assets.capacity.activeExport', message: 'Active export (MW)' },
  active_import_capacity: /*i18n*/ { id: 'manage.assets.capacity.activeImport', message: 'Active import (MW)' },
  reactive_export_capacity: /*i18n*/ { id: 'manage.assets.capacity.reactiveExport', message: 'Reactive export (MVAr)' },
  reactive_import_capacity: /*i18n*/ { id: 'manage.assets.capacity.reactiveImport', message: 'Reactive import (MVAr)' },
};
export const capacityLabel = (i18n: I18n, field: CapacityField): string => i18n._(CAPACITY_LABELS[field]);

export const typeOptions = (i18n: I18n) => ASSET_TYPES.map((value) => ({ value, label: assetTypeLabel(i18n, value) }));
export const statusOptions = (i18n: I18n) => ASSET_STATUSES.map((value) => ({ value, label: assetStatusLabel(i18n, value) }));
