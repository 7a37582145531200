import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { bus, errorMessage, hasPermissions, PERMISSIONS, type DpsRecord } from 'shared-session';
import { DataTable, Dropdown, EmptyState, formatDate, useBusValue, useSession, type DataTableColumn, useLoad } from 'shared-ui';
import { draftApplications, dpsRecords, startApplication, submittedApplications, type ApplicationWithOutcome, type FullApplication } from './api';
import { statusLabel } from './labels';
import { SECTION_ORDER } from './model';
import { StatusBadge } from './StatusBanner';
import { providerStagePath } from './paths';
import './applications.css';

interface Lists {
  records: DpsRecord[];
  drafts: ApplicationWithOutcome[];
  submitted: FullApplication[];
}

/**
 * Company qualification for a provider (/manage/flexprovider/applications): start an application to
 * an operator's DPS, continue drafts, and follow submitted applications (pending until the operator
 * decides, then approved or rejected, with its note).
 */
export default function ApplicationsPage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const region = useBusValue(bus.region$);
  const canEdit = hasPermissions(useSession()?.claims, [PERMISSIONS.viewManageUi]);
  const { result, reload } = useLoad<Lists>(
    async () => {
      const [records, drafts, submitted] = await Promise.all([dpsRecords(), draftApplications(), submittedApplications()]);
      return { records, drafts, submitted };
    },
    i18n._({ id: 'manage.applications.list.failed', message: 'Your applications could not be loaded.' }),
    [],
  );
  const [operator, setOperator] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);

  // An operator can be applied to unless a draft, a pending or an approved application to it is the latest.
  const available = useMemo(() => {
    if (result.state !== 'ready') return [];
    const { records, drafts, submitted } = result.value;
    const taken = new Set([...drafts.map((a) => a.dps_record), ...submitted.filter((a) => a.is_latest && a.status !== 'rejected').map((a) => a.dps_record)]);
    return records.filter((r) => !taken.has(r.id));
  }, [result]);

  const start = async () => {
    if (operator === null) {
      setStartError(i18n._({ id: 'manage.applications.start.chooseFirst', message: 'Choose the operator to apply to.' }));
      return;
    }
    setStarting(true);
    setStartError(null);
    try {
      const created = await startApplication(operator);
      navigate(providerStagePath(created.id, SECTION_ORDER[0]));
    } catch (failure) {
      setStartError(errorMessage(failure, i18n._({ id: 'manage.applications.start.failed', message: 'The application could not be started. Please try again.' })));
      setStarting(false);
    }
  };

  const draftColumns: DataTableColumn<ApplicationWithOutcome>[] = [
    { key: 'system_operator_name', header: <Trans id="manage.applications.col.operator" message="Operator" />, sortable: true, isRowHeader: true },
    { key: 'created', header: <Trans id="manage.applications.col.started" message="Started" />, sortable: true, value: (a) => a.created, render: (a) => formatDate(a.created, 'long', region) ?? '—' },
    { key: 'updated', header: <Trans id="manage.applications.col.saved" message="Last saved" />, sortable: true, value: (a) => a.updated, render: (a) => formatDate(a.updated, 'long', region) ?? '—' },
    {
      key: 'stages',
      header: <Trans id="manage.applications.col.stages" message="Stages saved" />,
      value: (a) => a.sections.length,
      render: (a) => i18n._({ id: 'manage.applications.stagesSaved', message: '{saved} of {total}', values: { saved: a.sections.length, total: SECTION_ORDER.length } }),
    },
    {
      key: 'action',
      header: <Trans id="manage.applications.col.action" message="Action" />,
      exportable: false,
      render: (a) => (
        <Link to={providerStagePath(a.id, SECTION_ORDER[0])} className="fx-button">
          {i18n._({ id: 'manage.applications.continue', message: 'Continue application to {operator}', values: { operator: a.system_operator_name } })}
        </Link>
      ),
    },
  ];
  const submittedColumns: DataTableColumn<FullApplication>[] = [
    { key: 'system_operator_name', header: <Trans id="manage.applications.col.operator" message="Operator" />, sortable: true, isRowHeader: true },
    { key: 'submitted', header: <Trans id="manage.applications.col.submitted" message="Submitted" />, sortable: true, value: (a) => a.submitted, render: (a) => formatDate(a.submitted, 'long', region) ?? '—' },
    { key: 'submitted_by_name', header: <Trans id="manage.applications.col.submittedBy" message="Submitted by" />, sortable: true },
    {
      key: 'status',
      header: <Trans id="manage.applications.col.status" message="Status" />,
      sortable: true,
      value: (a) => statusLabel(i18n, a.status),
      render: (a) => <StatusBadge status={a.status} />,
    },
    { key: 'note', header: <Trans id="manage.applications.col.note" message="Operator’s note" />, value: (a) => a.outcome?.note ?? '' },
    { key: 'files', header: <Trans id="manage.applications.col.files" message="Files" />, value: (a) => a.attachments.length, align: 'end' },
    {
      key: 'action',
      header: <Trans id="manage.applications.col.action" message="Action" />,
      exportable: false,
      render: (a) => (
        <Link to={providerStagePath(a.id, SECTION_ORDER[0])}>
          {i18n._({ id: 'manage.applications.view', message: 'View application to {operator}', values: { operator: a.system_operator_name } })}
        </Link>
      ),
    },
  ];

  return (
    <section className="dps" aria-labelledby="dps-list-title">
      <h1 id="dps-list-title">
        <Trans id="manage.applications.list.title" message="Company qualification" />
      </h1>
      <p className="dps__intro">
        <Trans
          id="manage.applications.list.intro"
          message="Each grid operator qualifies the providers it buys flexibility from. Apply to an operator by answering its questionnaire in five stages; once it approves, you can confirm entry and bid in its competitions."
        />
      </p>
      {result.state === 'loading' ? (
        <p role="status">
          <Trans id="manage.applications.list.loading" message="Loading your applications…" />
        </p>
      ) : null}
      {result.state === 'failed' ? (
        <div className="dps__error" role="alert">
          <p>{result.message}</p>
          <button type="button" className="fx-button" onClick={reload}>
            <Trans id="manage.applications.retry" message="Try again" />
          </button>
        </div>
      ) : null}
      {result.state === 'ready' ? (
        <>
          <section className="dps-start" aria-labelledby="dps-start-title">
            <h2 id="dps-start-title">
              <Trans id="manage.applications.start.title" message="Start an application" />
            </h2>
            {!canEdit ? (
              <p className="dps__muted">
                <Trans id="manage.applications.start.noPermission" message="Applying needs permission to use the manage screens. Ask your team admin." />
              </p>
            ) : available.length === 0 ? (
              <p className="dps__muted">
                <Trans id="manage.applications.start.none" message="You have a current application to every operator: continue a draft below, or wait for a decision." />
              </p>
            ) : (
              <div className="dps-start__controls">
                <Dropdown
                  label={i18n._({ id: 'manage.applications.start.operator', message: 'Operator to apply to' })}
                  items={available.map((r) => ({ value: r.id, label: r.system_operator_name }))}
                  value={operator}
                  onChange={(value) => {
                    setOperator(Number(value));
                    setStartError(null);
                  }}
                  error={startError ?? undefined}
                />
                <button type="button" className="fx-button fx-button--primary" disabled={starting} onClick={() => void start()}>
                  <Trans id="manage.applications.start.button" message="Start application" />
                </button>
              </div>
            )}
          </section>

          <DataTable
            caption={<Trans id="manage.applications.drafts.caption" message="Draft applications" />}
            columns={draftColumns}
            rows={result.value.drafts}
            getRowKey={(a) => a.id}
            exportFilename="draft-applications"
            empty={
              <Trans id="manage.applications.drafts.empty" message="You have no drafts. Start an application above; each stage you save is kept as a draft until you submit." />
            }
          />
          <DataTable
            caption={<Trans id="manage.applications.submitted.caption" message="Submitted applications" />}
            columns={submittedColumns}
            rows={result.value.submitted}
            getRowKey={(a) => a.id}
            searchable
            exportFilename="submitted-applications"
            empty={<Trans id="manage.applications.submitted.empty" message="You have not submitted an application yet. Submit a draft from its last stage." />}
          />
          {result.value.drafts.length === 0 && result.value.submitted.length === 0 && available.length === 0 ? (
            <EmptyState title={<Trans id="manage.applications.noOperators" message="There is no operator to apply to yet" />} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
