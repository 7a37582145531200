import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { bus, hasPermissions, PERMISSIONS, type DpsOutcome } from 'shared-session';
import { EmptyState, useBusValue, useSession, useLoad } from 'shared-ui';
import { application, dpsRecord } from './api';
import { ApplicationAnswers } from './ApplicationAnswers';
import { AttachmentList } from './Attachments';
import { DecisionDialog, type Decision } from './DecisionDialog';
import { StatusBanner } from './StatusBanner';
import { OPERATOR_APPLICATIONS } from './paths';
import { localiseDefinitions } from './questionnaire';
import './applications.css';

/**
 * One application to the operator's DPS (/manage/systemoperator/applications/{id}): the provider's
 * answers stage by stage, its files (download by presigned link), and Approve or Reject with a note
 * (required to reject) in a dialog; the decision is final and the provider is e-mailed.
 */
export default function OperatorApplicationPage() {
  const { i18n } = useLingui();
  const { id } = useParams();
  const appId = /^\d+$/.test(id ?? '') ? Number(id) : null;
  const region = useBusValue(bus.region$);
  const canDecide = hasPermissions(useSession()?.claims, [PERMISSIONS.manageCompetitions]);
  const { result, reload, update } = useLoad(
    async () => {
      if (appId === null) throw Object.assign(new Error('not found'), { status: 404 });
      const app = await application(appId);
      const record = await dpsRecord(app.dps_record);
      return { app, definitions: record.definitions };
    },
    i18n._({ id: 'manage.applications.loadFailed', message: 'The application could not be loaded.' }),
    [appId],
  );
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const loaded = result.state === 'ready' ? result.value.definitions : null;
  // The standard questionnaire's wording in the reader's language.
  const localised = useMemo(() => (loaded ? localiseDefinitions(i18n, loaded) : null), [i18n, loaded]);

  if (result.state === 'loading') {
    return (
      <p role="status">
        <Trans id="manage.applications.loading" message="Loading the application…" />
      </p>
    );
  }
  if (result.state === 'failed' || appId === null) {
    return (
      <EmptyState
        title={<Trans id="manage.applications.notFound" message="Application not found" />}
        description={result.state === 'failed' && !result.notFound ? result.message : <Trans id="manage.applications.operator.notFoundText" message="Only applications submitted to your DPS can be seen here." />}
        action={
          <Link className="fx-button" to={OPERATOR_APPLICATIONS}>
            <Trans id="manage.applications.operator.toList" message="See the applications to your DPS" />
          </Link>
        }
      />
    );
  }
  const { app } = result.value;
  const definitions = localised ?? result.value.definitions;
  const pending = app.status === 'pending' && app.is_latest;

  const decided = (outcome: DpsOutcome) => {
    update((value) => ({ ...value, app: { ...value.app, outcome, status: outcome.is_approved ? 'approved' : 'rejected' } }));
    setDeciding(null);
  };

  const questionOf = (key: string) => definitions.fields[key]?.question ?? key;

  return (
    <section className="dps" aria-labelledby="dps-review-title">
      <p className="dps__back">
        <Link to={OPERATOR_APPLICATIONS}>
          <Trans id="manage.applications.operator.back" message="Back to company applications" />
        </Link>
      </p>
      <h1 id="dps-review-title">
        <Trans id="manage.applications.operator.detailTitle" message="Application from {provider}" values={{ provider: app.flex_provider_name }} />
      </h1>
      <StatusBanner application={app} />
      {pending && canDecide ? (
        <div className="fx-button-row dps-decision">
          <button type="button" className="fx-button fx-button--primary" onClick={() => setDeciding('approve')}>
            <Trans id="manage.applications.decide.approve" message="Approve" />
          </button>
          <button type="button" className="fx-button fx-button--secondary" onClick={() => setDeciding('reject')}>
            <Trans id="manage.applications.decide.reject" message="Reject" />
          </button>
        </div>
      ) : null}
      {pending && !canDecide ? (
        <p className="dps__muted">
          <Trans id="manage.applications.decide.noPermission" message="Deciding needs permission to manage competitions. Ask your team admin." />
        </p>
      ) : null}

      <section aria-labelledby="dps-files-title">
        <h2 id="dps-files-title">
          <Trans id="manage.applications.attachments.title" message="Attached files" />
        </h2>
        <AttachmentList applicationId={app.id} attachments={app.attachments} questionOf={questionOf} />
      </section>
      <ApplicationAnswers applicationId={app.id} definitions={definitions} sections={app.sections} attachments={app.attachments} locale={region.locale} />

      <DecisionDialog decision={deciding} application={app} onClose={() => setDeciding(null)} onDecided={decided} onConflict={reload} />
    </section>
  );
}
