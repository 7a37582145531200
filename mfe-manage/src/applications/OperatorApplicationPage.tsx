import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { bus, errorMessage, hasPermissions, isApiError, PERMISSIONS, toast } from 'shared-session';
import { charactersRemaining, EmptyState, Modal, useBusValue, useSession, useLoad } from 'shared-ui';
import { application, decide, dpsRecord } from './api';
import { ApplicationAnswers } from './ApplicationAnswers';
import { AttachmentList } from './Attachments';
import { StatusBanner } from './StatusBanner';
import { OPERATOR_APPLICATIONS } from './paths';
import { localiseDefinitions } from './questionnaire';
import './applications.css';

const NOTE_LIMIT = 2000;

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
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
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

  const open = (kind: 'approve' | 'reject') => {
    setNote('');
    setNoteError(null);
    setDeciding(kind);
  };
  const confirm = async () => {
    if (deciding === 'reject' && note.trim() === '') {
      setNoteError(i18n._({ id: 'manage.applications.decide.noteRequired', message: 'Tell the provider why the application is rejected.' }));
      return;
    }
    if (note.length > NOTE_LIMIT) return;
    setSaving(true);
    setNoteError(null);
    try {
      const outcome = await decide({ application: app.id, is_approved: deciding === 'approve', note: note.trim() });
      update((value) => ({ ...value, app: { ...value.app, outcome, status: outcome.is_approved ? 'approved' : 'rejected' } }));
      setDeciding(null);
      toast({
        kind: 'success',
        title: outcome.is_approved
          ? i18n._({ id: 'manage.applications.decide.approved', message: '{provider} is approved', values: { provider: app.flex_provider_name } })
          : i18n._({ id: 'manage.applications.decide.rejected', message: '{provider}’s application is rejected', values: { provider: app.flex_provider_name } }),
        text: i18n._({ id: 'manage.applications.decide.emailed', message: 'The provider has been e-mailed.' }),
      });
    } catch (failure) {
      setNoteError(errorMessage(failure, i18n._({ id: 'manage.applications.decide.failed', message: 'The decision could not be saved. Please try again.' })));
      // Someone else decided meanwhile: show what stands now.
      if (isApiError(failure) && failure.status === 409) reload();
    } finally {
      setSaving(false);
    }
  };

  const questionOf = (key: string) => definitions.fields[key]?.question ?? key;
  const noteId = 'dps-decision-note';
  const noteTooLong = note.length > NOTE_LIMIT;

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
          <button type="button" className="fx-button fx-button--primary" onClick={() => open('approve')}>
            <Trans id="manage.applications.decide.approve" message="Approve" />
          </button>
          <button type="button" className="fx-button fx-button--secondary" onClick={() => open('reject')}>
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

      <Modal
        open={deciding !== null}
        onClose={() => setDeciding(null)}
        title={
          deciding === 'approve' ? (
            <Trans id="manage.applications.decide.approveTitle" message="Approve {provider}?" values={{ provider: app.flex_provider_name }} />
          ) : (
            <Trans id="manage.applications.decide.rejectTitle" message="Reject {provider}’s application?" values={{ provider: app.flex_provider_name }} />
          )
        }
        footer={
          <div className="fx-button-row">
            <button type="button" className="fx-button fx-button--secondary" onClick={() => setDeciding(null)}>
              <Trans id="manage.applications.decide.cancel" message="Cancel" />
            </button>
            <button type="button" className="fx-button fx-button--primary" disabled={saving || noteTooLong} onClick={() => void confirm()}>
              {deciding === 'approve' ? (
                <Trans id="manage.applications.decide.confirmApprove" message="Approve application" />
              ) : (
                <Trans id="manage.applications.decide.confirmReject" message="Reject application" />
              )}
            </button>
          </div>
        }
      >
        <p>
          {deciding === 'approve' ? (
            <Trans
              id="manage.applications.decide.approveText"
              message="{provider} will be able to confirm entry and bid in your competitions. The decision is final; the provider is e-mailed with your note."
              values={{ provider: app.flex_provider_name }}
            />
          ) : (
            <Trans
              id="manage.applications.decide.rejectText"
              message="{provider} cannot confirm entry or bid in your competitions. It may apply again with your note in mind; the provider is e-mailed with it."
              values={{ provider: app.flex_provider_name }}
            />
          )}
        </p>
        <div className={['fx-field', noteError || noteTooLong ? 'has-error' : null].filter(Boolean).join(' ')}>
          <label htmlFor={noteId} className="fx-field__label">
            {deciding === 'reject' ? (
              <Trans id="manage.applications.decide.noteRequiredLabel" message="Note to the provider (required)" />
            ) : (
              <Trans id="manage.applications.decide.noteLabel" message="Note to the provider (optional)" />
            )}
          </label>
          <div className="fx-field__control">
            <textarea
              id={noteId}
              className="fx-input fx-textarea"
              rows={4}
              value={note}
              aria-describedby={`${noteId}-hint${noteError ? ` ${noteId}-error` : ''}`}
              aria-invalid={noteError || noteTooLong ? true : undefined}
              aria-required={deciding === 'reject' || undefined}
              onChange={(e) => {
                setNote(e.target.value);
                setNoteError(null);
              }}
            />
          </div>
          <p id={`${noteId}-hint`} className="fx-field__hint">
            {charactersRemaining(note, NOTE_LIMIT)}
          </p>
          {noteError ? (
            <p id={`${noteId}-error`} className="fx-field__error" role="alert">
              {noteError}
            </p>
          ) : null}
        </div>
      </Modal>
    </section>
  );
}
