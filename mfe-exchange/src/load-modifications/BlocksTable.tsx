import { useLingui } from '@lingui/react';
import { Link } from 'react-router-dom';
import { DataTable, EmptyState, useFormat, type DataTableColumn } from 'shared-ui';
import { Trans } from '@lingui/react';
import type { Block } from './api';
import { kwOf, lastMonthOf, monthLabel } from './labels';
import { measurementLabel, statusLabel } from '../common/labels';
import { EXCHANGE_PATHS } from '../common/paths';

/** The blocks as a table (sort, search, CSV): the keyboard way to what the map shows. */
export function BlocksTable({ blocks, loading }: { blocks: readonly Block[]; loading: boolean }) {
  const { i18n } = useLingui();
  const f = useFormat();
  const month = (ymd: string) => monthLabel(ymd, f.region.locale);
  const columns: DataTableColumn<Block>[] = [
    {
      key: 'reference',
      header: i18n._({ id: 'exchange.lm.col.reference', message: 'Block' }),
      isRowHeader: true,
      sortable: true,
      render: (b) => <Link to={EXCHANGE_PATHS.loadModification(b.id)}>{b.reference}</Link>,
    },
    { key: 'gsp', header: i18n._({ id: 'exchange.lm.col.gsp', message: 'GSP region' }), sortable: true, value: (b) => b.load_modification.gsp_name },
    { key: 'substation', header: i18n._({ id: 'exchange.lm.col.substation', message: 'Substation' }), sortable: true, value: (b) => b.load_modification.substation ?? '—' },
    { key: 'kw', header: i18n._({ id: 'exchange.lm.col.kw', message: 'Turn-down (kW)' }), sortable: true, align: 'end', value: (b) => kwOf(b), render: (b) => f.formatNumber(kwOf(b)) },
    {
      key: 'window',
      header: i18n._({ id: 'exchange.lm.col.window', message: 'Window' }),
      value: (b) => `${b.load_modification.start_time}–${b.load_modification.end_time}`,
    },
    {
      key: 'months',
      header: i18n._({ id: 'exchange.lm.col.months', message: 'Months' }),
      sortable: true,
      value: (b) => `${month(b.transfer_starts_on)} – ${month(lastMonthOf(b))}`,
    },
    { key: 'method', header: i18n._({ id: 'exchange.lm.col.method', message: 'Measurement' }), sortable: true, value: (b) => measurementLabel(i18n, b.load_modification.measurement_method) },
    {
      key: 'price',
      header: i18n._({ id: 'exchange.lm.col.price', message: 'Asking price (per kW per month)' }),
      sortable: true,
      align: 'end',
      value: (b) => Number(b.buy_now_price ?? 0),
      render: (b) => f.formatMoney(b.buy_now_price, b.currency),
    },
    { key: 'status', header: i18n._({ id: 'exchange.lm.col.status', message: 'Status' }), sortable: true, value: (b) => statusLabel(i18n, b.status) },
    { key: 'lister', header: i18n._({ id: 'exchange.lm.col.lister', message: 'Offered by' }), sortable: true, value: (b) => b.flex_provider_name },
  ];
  return (
    <DataTable
      caption={<Trans id="exchange.lm.caption" message="Load-modification blocks" />}
      columns={columns}
      rows={blocks}
      getRowKey={(b) => b.id}
      loading={loading}
      searchable
      pageSize={25}
      exportFilename="load-modifications"
      defaultSort={{ key: 'status', direction: 'descending' }}
      empty={
        <EmptyState
          headingLevel={3}
          title={<Trans id="exchange.lm.empty" message="No load-modification blocks yet" />}
          description={<Trans id="exchange.lm.empty.description" message="Blocks appear here when providers offer turn-down near a grid supply point. Providers approved for load modifications can offer one from New listing." />}
        />
      }
    />
  );
}
