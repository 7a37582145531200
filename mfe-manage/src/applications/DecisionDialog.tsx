import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { errorMessage, isApiError, toast, type DpsOutcome } from 'shared-session';
import { charactersRemaining, Modal } from 'shared-ui';
import { decide, type FullApplication } from './api';
import { TextareaControl } from './fieldParts';

const NOTE_LIMIT = 2000;

export type Decision = 'approve' | 'reject';

interface DecisionDialogProps {
  /** The decision being confirmed; null while the dialog is closed. */
  decision: Decision | null;
  application: Pick<FullApplication, 'id' | 'flex_provider_name'>;
  onClose: () => void;
  /** The decision is saved (the provider is e-mailed). */
  onDecided: (outcome: DpsOutcome) => void;
  /** Someone else decided meanwhile (409): the page shows what stands now. */
  onConflict: () => void;
}

/**
 * The operator's Approve or Reject dialog: a note to the provider (required to reject, at most
 * 2000 characters), then the final decision; a success toast says the provider is e-mailed.
 */
export function DecisionDialog({ decision, application, onClose, onDecided, onConflict }: DecisionDialogProps) {
  const { i18n } = useLingui();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Each opening starts with an empty note and no error.
  const [openedFor, setOpenedFor] = useState<Decision | null>(decision);
  if (openedFor !== decision) {
    setOpenedFor(decision);
    if (decision !== null) {
      setNote('');
      setNoteError(null);
    }
  }

  const confirm = async () => {
    if (decision === 'reject' && note.trim() === '') {
      setNoteError(i18n._({ id: 'manage.applications.decide.noteRequired', message: 'Tell the provider why the application is rejected.' }));
      return;
    }
    if (note.length > NOTE_LIMIT) return;
    setSaving(true);
    setNoteError(null);
    try {
      const outcome = await decide({ application: application.id, is_approved: decision === 'approve', note: note.trim() });
      onDecided(outcome);
      toast({
        kind: 'success',
        title: outcome.is_approved
          ? i18n._({ id: 'manage.applications.decide.approved', message: '{provider} is approved', values: { provider: application.flex_provider_name } })
          : i18n._({ id: 'manage.applications.decide.rejected', message: '{provider}’s application is rejected', values: { provider: application.flex_provider_name } }),
        text: i18n._({ id: 'manage.applications.decide.emailed', message: 'The provider has been e-mailed.' }),
      });
    } catch (failure) {
      setNoteError(errorMessage(failure, i18n._({ id: 'manage.applications.decide.failed', message: 'The decision could not be saved. Please try again.' })));
      if (isApiError(failure) && failure.status === 409) onConflict();
    } finally {
      setSaving(false);
    }
  };

  const noteId = 'dps-decision-note';
  const noteTooLong = note.length > NOTE_LIMIT;

  return (
    <Modal
      open={decision !== null}
      onClose={onClose}
      title={
        decision === 'approve' ? (
          <Trans id="manage.applications.decide.approveTitle" message="Approve {provider}?" values={{ provider: application.flex_provider_name }} />
        ) : (
          <Trans id="manage.applications.decide.rejectTitle" message="Reject {provider}’s application?" values={{ provider: application.flex_provider_name }} />
        )
      }
      footer={
        <div className="fx-button-row">
          <button type="button" className="fx-button fx-button--secondary" onClick={onClose}>
            <Trans id="manage.applications.decide.cancel" message="Cancel" />
          </button>
          <button type="button" className="fx-button fx-button--primary" disabled={saving || noteTooLong} onClick={() => void confirm()}>
            {decision === 'approve' ? (
              <Trans id="manage.applications.decide.confirmApprove" message="Approve application" />
            ) : (
              <Trans id="manage.applications.decide.confirmReject" message="Reject application" />
            )}
          </button>
        </div>
      }
    >
      <p>
        {decision === 'approve' ? (
          <Trans
            id="manage.applications.decide.approveText"
            message="{provider} will be able to confirm entry and bid in your competitions. The decision is final; the provider is e-mailed with your note."
            values={{ provider: application.flex_provider_name }}
          />
        ) : (
          <Trans
            id="manage.applications.decide.rejectText"
            message="{provider} cannot confirm entry or bid in your competitions. It may apply again with your note in mind; the provider is e-mailed with it."
            values={{ provider: application.flex_provider_name }}
          />
        )}
      </p>
      <div className={['fx-field', noteError || noteTooLong ? 'has-error' : null].filter(Boolean).join(' ')}>
        <label htmlFor={noteId} className="fx-field__label">
          {decision === 'reject' ? (
            <Trans id="manage.applications.decide.noteRequiredLabel" message="Note to the provider (required)" />
          ) : (
            <Trans id="manage.applications.decide.noteLabel" message="Note to the provider (optional)" />
          )}
        </label>
        <TextareaControl
          id={noteId}
          value={note}
          aria-describedby={`${noteId}-hint${noteError ? ` ${noteId}-error` : ''}`}
          aria-invalid={noteError || noteTooLong ? true : undefined}
          aria-required={decision === 'reject' || undefined}
          onChange={(e) => {
            setNote(e.target.value);
            setNoteError(null);
          }}
        />
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
  );
}
