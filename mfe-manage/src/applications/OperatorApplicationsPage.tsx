import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { bus, type DpsApplicationStatus } from 'shared-session';
import { DataTable, Dropdown, formatDate, useBusValue, type DataTableColumn, LoadState, useLoad } from 'shared-ui';
import { operatorApplications, type ApplicationWithOutcome } from './api';
import { statusLabel } from './labels';
import { StatusBadge } from './StatusBanner';
import { operatorApplicationPath } from './paths';
import './applications.css';

const STATUSES: DpsApplicationStatus[] = ['pending', 'approved', 'rejected'];

/** The operator's company applications (/manage/systemoperator/applications): those submitted to its DPS, pending first. */
export default function OperatorApplicationsPage() {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const { result, reload } = useLoad(operatorApplications, i18n._({ id: 'manage.applications.operator.failed', message: 'The applications could not be loaded.' }), []);
  const [status, setStatus] = useState<string>('all');

  const rows = useMemo(() => {
    if (result.state !== 'ready') return [];
    const shown = status === 'all' ? result.value : result.value.filter((a) => a.status === status);
    // Pending first: those wait for a decision.
    return [...shown].sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'));
  }, [result, status]);

  const columns: DataTableColumn<ApplicationWithOutcome>[] = [
    { key: 'flex_provider_name', header: <Trans id="manage.applications.col.provider" message="Provider" />, sortable: true, isRowHeader: true },
    { key: 'submitted', header: <Trans id="manage.applications.col.submitted" message="Submitted" />, sortable: true, value: (a) => a.submitted, render: (a) => formatDate(a.submitted, 'long', region) ?? '—' },
    {
      key: 'status',
      header: <Trans id="manage.applications.col.status" message="Status" />,
      sortable: true,
      value: (a) => statusLabel(i18n, a.status),
      render: (a) => <StatusBadge status={a.status} />,
    },
    {
      key: 'decided',
      header: <Trans id="manage.applications.col.decided" message="Decided" />,
      sortable: true,
      value: (a) => a.outcome?.created ?? '',
      render: (a) => (a.outcome ? `${formatDate(a.outcome.created, 'long', region) ?? ''}${a.outcome.decision_made_by_name ? `, ${a.outcome.decision_made_by_name}` : ''}` : '—'),
    },
    { key: 'latest', header: <Trans id="manage.applications.col.latest" message="Latest" />, value: (a) => (a.is_latest ? i18n._({ id: 'manage.applications.answer.yes', message: 'Yes' }) : i18n._({ id: 'manage.applications.answer.no', message: 'No' })) },
    {
      key: 'action',
      header: <Trans id="manage.applications.col.action" message="Action" />,
      exportable: false,
      render: (a) => (
        <Link to={operatorApplicationPath(a.id)} className={a.status === 'pending' ? 'fx-button fx-button--primary' : undefined}>
          {a.status === 'pending'
            ? i18n._({ id: 'manage.applications.operator.review', message: 'Review {provider}', values: { provider: a.flex_provider_name } })
            : i18n._({ id: 'manage.applications.operator.view', message: 'View {provider}', values: { provider: a.flex_provider_name } })}
        </Link>
      ),
    },
  ];

  return (
    <section className="dps" aria-labelledby="dps-operator-title">
      <h1 id="dps-operator-title">
        <Trans id="manage.applications.operator.title" message="Company applications" />
      </h1>
      <p className="dps__intro">
        <Trans
          id="manage.applications.operator.intro"
          message="Providers apply to your DPS before they can confirm entry and bid in your competitions. Review each application's answers and files, then approve or reject it with a note; the provider is e-mailed."
        />
      </p>
      <LoadState
        result={result}
        loading={<Trans id="manage.applications.operator.loading" message="Loading applications…" />}
        retry={{ label: <Trans id="manage.applications.retry" message="Try again" />, onRetry: reload }}
        failureClassName="dps__error"
      />
      {result.state === 'ready' ? (
        <DataTable
          caption={<Trans id="manage.applications.operator.caption" message="Applications to your DPS" />}
          columns={columns}
          rows={rows}
          getRowKey={(a) => a.id}
          searchable
          pageSize={50}
          exportFilename="company-applications"
          toolbar={
            <Dropdown
              label={i18n._({ id: 'manage.applications.operator.filter', message: 'Show applications' })}
              items={[{ value: 'all', label: i18n._({ id: 'manage.applications.operator.all', message: 'All' }) }, ...STATUSES.map((s) => ({ value: s, label: statusLabel(i18n, s) }))]}
              value={status}
              onChange={(value) => setStatus(String(value))}
            />
          }
          empty={
            status === 'all' ? (
              <Trans id="manage.applications.operator.empty" message="No provider has submitted an application to your DPS yet. Applications appear here once submitted." />
            ) : (
              <Trans id="manage.applications.operator.emptyFilter" message="No application has this status. Choose All to see every application." />
            )
          }
        />
      ) : null}
    </section>
  );
}
