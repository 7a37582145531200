import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { hasPermissions, PERMISSIONS, type DpsRecord } from 'shared-session';
import { DataTable, EmptyState, useSession, LoadState, useLoad } from 'shared-ui';
import { draftApplications, dpsRecords, submittedApplications, type ApplicationWithOutcome, type FullApplication } from './api';
import { useDraftColumns, useSubmittedColumns } from './applicationColumns';
import { StartApplication, useStartApplication } from './StartApplication';
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
  const canEdit = hasPermissions(useSession()?.claims, [PERMISSIONS.viewManageUi]);
  const { result, reload } = useLoad<Lists>(
    async () => {
      const [records, drafts, submitted] = await Promise.all([dpsRecords(), draftApplications(), submittedApplications()]);
      return { records, drafts, submitted };
    },
    i18n._({ id: 'manage.applications.list.failed', message: 'Your applications could not be loaded.' }),
    [],
  );
  const startState = useStartApplication();

  // An operator can be applied to unless a draft, a pending or an approved application to it is the latest.
  const available = useMemo(() => {
    if (result.state !== 'ready') return [];
    const { records, drafts, submitted } = result.value;
    const taken = new Set([...drafts.map((a) => a.dps_record), ...submitted.filter((a) => a.is_latest && a.status !== 'rejected').map((a) => a.dps_record)]);
    return records.filter((r) => !taken.has(r.id));
  }, [result]);

  const draftColumns = useDraftColumns();
  const submittedColumns = useSubmittedColumns();

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
      <LoadState
        result={result}
        loading={<Trans id="manage.applications.list.loading" message="Loading your applications…" />}
        retry={{ label: <Trans id="manage.applications.retry" message="Try again" />, onRetry: reload }}
        failureClassName="dps__error"
      />
      {result.state === 'ready' ? (
        <>
          <StartApplication canEdit={canEdit} available={available} state={startState} />

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
