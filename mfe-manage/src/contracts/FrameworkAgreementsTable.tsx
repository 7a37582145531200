import { Trans, useLingui } from '@lingui/react';
import { DataTable, EmptyState, LoadFailure, useFormat, useLoad, type DataTableColumn } from 'shared-ui';
import { allFrameworkAgreements, type FrameworkAgreement } from './api';
import type { Audience } from './ContractsTable';

/** The framework agreements register: recorded when an operator approves a provider's company qualification. */
export function FrameworkAgreementsTable({ audience }: { audience: Audience }) {
  const { i18n } = useLingui();
  const f = useFormat();
  const load = useLoad(allFrameworkAgreements, i18n._({ id: 'manage.contracts.fa.loadFailed', message: 'The framework agreements could not be loaded.' }), []);
  const columns: DataTableColumn<FrameworkAgreement>[] = [
    { key: 'reference', header: i18n._({ id: 'manage.contracts.fa.reference', message: 'Reference' }), sortable: true, isRowHeader: true },
    audience === 'operator'
      ? { key: 'flex_provider_name', header: i18n._({ id: 'manage.contracts.col.provider', message: 'Flex provider' }), sortable: true }
      : { key: 'system_operator_name', header: i18n._({ id: 'manage.contracts.col.operator', message: 'System operator' }), sortable: true },
    { key: 'name', header: i18n._({ id: 'manage.contracts.fa.name', message: 'Agreement' }), sortable: true },
    { key: 'version', header: i18n._({ id: 'manage.contracts.fa.version', message: 'Version' }), sortable: true },
    {
      key: 'signed_on',
      header: i18n._({ id: 'manage.contracts.fa.signedOn', message: 'Signed on' }),
      sortable: true,
      value: (r) => r.signed_on,
      render: (r) => f.formatCalendarDate(r.signed_on) ?? r.signed_on,
    },
    { key: 'signed_by', header: i18n._({ id: 'manage.contracts.fa.signedBy', message: 'Signed by' }), sortable: true },
  ];
  const result = load.result;
  if (result.state === 'failed') {
    return <LoadFailure message={result.message} retry={{ label: <Trans id="manage.contracts.retry" message="Try again" />, onRetry: load.reload }} className="contracts-error" />;
  }
  return (
    <DataTable
      caption={<Trans id="manage.contracts.fa.caption" message="Framework agreements" />}
      hideCaption
      columns={columns}
      rows={result.state === 'ready' ? result.value : []}
      getRowKey={(r) => r.id}
      loading={result.state === 'loading'}
      empty={
        <EmptyState
          headingLevel={3}
          title={<Trans id="manage.contracts.fa.empty.title" message="No framework agreements yet" />}
          description={<Trans id="manage.contracts.fa.empty.text" message="A framework agreement is recorded when an operator approves a company qualification." />}
        />
      }
      searchable
      exportFilename="framework-agreements"
    />
  );
}
