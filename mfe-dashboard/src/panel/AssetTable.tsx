import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { DataTable, formatCapacity, type DataTableColumn, type FormatRegion } from 'shared-ui';
import type { AssetRow } from '../domain/assets';
import { assetKindLabel, eligibilityLabel } from '../domain/labels';
import { reasonsText } from '../domain/reasons';

export interface AssetTableProps {
  rows: readonly AssetRow[];
  /** Operators see each asset's owner (their competition's view). */
  showOwner: boolean;
  region: FormatRegion;
  /** Shown when there are no rows. */
  empty: string;
}

/**
 * A competition's assets (qualifying asset list and planned assets) in the shared table: name,
 * type in words, the capacity the competition counts (up to 5 decimals, with its unit), existing or
 * planned, qualification, and the owner for operators; sortable, searchable, CSV export.
 */
export function AssetTable({ rows, showOwner, region, empty }: AssetTableProps) {
  const { i18n } = useLingui();
  const columns = useMemo<DataTableColumn<AssetRow>[]>(() => {
    const status = (a: AssetRow) => {
      const why = reasonsText(i18n, a.reasons, region).join('; ');
      return why ? `${eligibilityLabel(i18n, a.eligibility)}: ${why}` : eligibilityLabel(i18n, a.eligibility);
    };
    const list: DataTableColumn<AssetRow>[] = [
      {
        key: 'asset',
        header: i18n._({ id: 'dashboard.assets.asset', message: 'Asset' }),
        isRowHeader: true,
        sortable: true,
        value: (a) => [a.ref, a.name].filter(Boolean).join(' — ') || i18n._({ id: 'dashboard.asset.fallbackName', message: 'Asset {id}', values: { id: a.id } }),
      },
      {
        key: 'type',
        header: i18n._({ id: 'dashboard.assets.type', message: 'Type' }),
        sortable: true,
        value: (a) => assetKindLabel(i18n, a.assetType),
      },
      {
        key: 'capacity',
        header: i18n._({ id: 'dashboard.assets.capacity', message: 'Capacity' }),
        sortable: true,
        align: 'end',
        value: (a) => a.capacity,
        render: (a) => formatCapacity(a.capacity, a.unit, region) ?? '—',
        csvHeader: i18n._({ id: 'dashboard.assets.capacityCsv', message: 'Capacity (MW or MVAr)' }),
      },
      {
        key: 'stage',
        header: i18n._({ id: 'dashboard.assets.stage', message: 'Existing or planned' }),
        sortable: true,
        value: (a) =>
          a.planned ? i18n._({ id: 'dashboard.assets.planned', message: 'Planned' }) : i18n._({ id: 'dashboard.assets.existing', message: 'Existing' }),
      },
      {
        key: 'status',
        header: i18n._({ id: 'dashboard.assets.status', message: 'Qualification' }),
        sortable: true,
        value: status,
      },
    ];
    if (showOwner) {
      list.splice(1, 0, {
        key: 'owner',
        header: i18n._({ id: 'dashboard.assets.owner', message: 'Owner' }),
        sortable: true,
        value: (a) => a.owner ?? '',
      });
    }
    return list;
  }, [i18n, region, showOwner]);

  return (
    <DataTable
      caption={i18n._({ id: 'dashboard.assets.caption', message: 'Assets in this competition' })}
      hideCaption
      className="dash-assets"
      columns={columns}
      rows={rows}
      getRowKey={(a) => `${a.planned ? 'p' : 'f'}${a.id}`}
      searchable
      searchLabel={i18n._({ id: 'dashboard.assets.search', message: 'Search assets' })}
      exportFilename="competition-assets"
      defaultSort={{ key: 'capacity', direction: 'descending' }}
      empty={empty}
    />
  );
}
