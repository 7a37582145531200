import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { EmptyState, useLoad } from 'shared-ui';
import { application, dpsRecord } from './api';
import { ApplicationWizard } from './ApplicationWizard';
import { PROVIDER_APPLICATIONS } from './paths';
import { localiseDefinitions } from './questionnaire';
import './applications.css';

/** /manage/flexprovider/applications/{id}/{section}: loads the application and its DPS record's questionnaire, then the wizard. */
export default function ApplicationWizardPage() {
  const { i18n } = useLingui();
  const { id, section } = useParams();
  const appId = /^\d+$/.test(id ?? '') ? Number(id) : null;
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
  const loaded = result.state === 'ready' ? result.value.definitions : null;
  // The standard questionnaire's wording in the reader's language.
  const definitions = useMemo(() => (loaded ? localiseDefinitions(i18n, loaded) : null), [i18n, loaded]);

  if (result.state === 'loading') {
    return (
      <p role="status">
        <Trans id="manage.applications.loading" message="Loading the application…" />
      </p>
    );
  }
  if (result.state === 'failed' || appId === null) {
    const notFound = appId === null || (result.state === 'failed' && result.notFound);
    return (
      <EmptyState
        title={notFound ? <Trans id="manage.applications.notFound" message="Application not found" /> : <Trans id="manage.applications.loadFailedTitle" message="Something went wrong" />}
        description={notFound ? <Trans id="manage.applications.notFoundText" message="It may belong to another organisation, or the link is wrong. Your applications are listed on the applications page." /> : result.state === 'failed' ? result.message : null}
        action={
          notFound ? (
            <Link className="fx-button" to={PROVIDER_APPLICATIONS}>
              <Trans id="manage.applications.toList" message="See your applications" />
            </Link>
          ) : (
            <button type="button" className="fx-button" onClick={reload}>
              <Trans id="manage.applications.retry" message="Try again" />
            </button>
          )
        }
      />
    );
  }
  return (
    <ApplicationWizard
      key={appId}
      application={result.value.app}
      definitions={definitions ?? result.value.definitions}
      sectionName={section}
      onApplication={(next) => update((value) => ({ ...value, app: next }))}
    />
  );
}
