/**
 * Acting on a milestone: the provider's evidence panel (the file goes through the upload pipeline,
 * then the note and the file are submitted), the operator's accept and reject dialogs. The server's
 * rules decide; its per-field messages land on their fields, any other refusal above the buttons.
 */
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react';
import { errorMessage, isFileSuccess } from 'shared-session';
import { FileUpload, Modal, TextAreaField, notBlank, useFormat } from 'shared-ui';
import { submissionErrors } from '../contracts/dialogs';
import { EVIDENCE_KIND, acceptMilestone, rejectMilestone, submitMilestone, type Milestone } from './api';
import { kindLabel } from './labels';

interface ActProps {
  milestone: Milestone;
  onClose: () => void;
  onDone: (milestone: Milestone) => void;
}

function Problem({ error }: { error: unknown }) {
  return typeof error === 'string' ? (
    <p role="alert" className="milestones-error">
      {error}
    </p>
  ) : null;
}

/** The provider's evidence: upload a PDF, PNG or JPEG file, then submit it with a note. */
export function SubmitPanel({ milestone, orgId, onClose, onDone }: ActProps & { orgId: number }) {
  const { i18n } = useLingui();
  const f = useFormat();
  const [evidence, setEvidence] = useState<{ id: number; filename: string } | null>(null);
  const fallback = i18n._({ id: 'manage.milestones.failed', message: 'That did not work. Please try again.' });
  const name = kindLabel(i18n, milestone);
  const submit = async (values: { note?: string }) => {
    if (!evidence) return { evidence: i18n._({ id: 'manage.milestones.submit.noFile', message: 'Upload the evidence file first.' }) };
    try {
      onDone(await submitMilestone(milestone.id, { note: values.note ?? '', evidence: evidence.id }));
      return undefined;
    } catch (failure) {
      return submissionErrors(failure, ['note', 'evidence'], fallback);
    }
  };
  return (
    <section className="milestones-panel" aria-labelledby="milestone-submit-title">
      <h2 id="milestone-submit-title" tabIndex={-1}>
        <Trans id="manage.milestones.submit.title" message="Submit evidence: {milestone} of {asset}" values={{ milestone: name, asset: milestone.planned_asset_name }} />
      </h2>
      <p>
        <Trans
          id="manage.milestones.submit.text"
          message="Due {due}, contract {reference} with {operator}. Upload the evidence (PDF, PNG or JPEG), then say what it shows; {operator} accepts or rejects it."
          values={{ due: f.formatCalendarDate(milestone.due_on) ?? milestone.due_on, reference: milestone.contract_reference, operator: milestone.system_operator_name }}
        />
      </p>
      {milestone.rejection_reason && milestone.status !== 'accepted' ? (
        <p className="milestones-note">
          <Trans id="manage.milestones.submit.rejected" message="Your last evidence was rejected: {reason}" values={{ reason: milestone.rejection_reason }} />
        </p>
      ) : null}
      <FileUpload
        kind={EVIDENCE_KIND}
        orgId={orgId}
        label={<Trans id="manage.milestones.submit.file" message="Evidence file" />}
        hint={<Trans id="manage.milestones.submit.fileHint" message="A PDF, PNG or JPEG file of at most 5 MB." />}
        accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
        templateLabel={false}
        closeWhenSaved
        modalTitle={<Trans id="manage.milestones.submit.checking" message="Checking your evidence file" />}
        onDone={(upload) => setEvidence(isFileSuccess(upload) ? { id: upload.id, filename: upload.filename } : null)}
      />
      <Form onSubmit={submit} subscription={{ submitting: true, submitError: true, submitErrors: true }}>
        {({ handleSubmit, submitting, submitError, submitErrors }) => {
          const evidenceError = (submitErrors as Record<string, unknown> | undefined)?.evidence;
          return (
            <form id="milestone-submit" onSubmit={(e) => void handleSubmit(e)} noValidate>
              {evidence ? (
                <p className="milestones-note">
                  <Trans id="manage.milestones.submit.fileReady" message="Evidence file: {name}" values={{ name: evidence.filename }} />
                </p>
              ) : null}
              {typeof evidenceError === 'string' ? (
                <p role="alert" className="milestones-field-error">
                  {evidenceError}
                </p>
              ) : null}
              <TextAreaField name="note" label={<Trans id="manage.milestones.submit.note" message="What the evidence shows" />} required maxLength={2000} validate={notBlank} />
              <Problem error={submitError} />
              <div className="milestones-actions">
                <button type="submit" className="fx-button fx-button--primary" disabled={!!submitting} aria-busy={!!submitting}>
                  <Trans id="manage.milestones.submit.confirm" message="Submit evidence" />
                </button>
                <button type="button" className="fx-button" onClick={onClose} disabled={!!submitting}>
                  <Trans id="manage.milestones.cancel" message="Cancel" />
                </button>
              </div>
            </form>
          );
        }}
      </Form>
    </section>
  );
}

/** The operator accepts the evidence (commissioning: the planned asset becomes a flex asset). */
export function AcceptDialog({ milestone, onClose, onDone }: ActProps) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = kindLabel(i18n, milestone);
  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      onDone(await acceptMilestone(milestone.id));
    } catch (failure) {
      setError(errorMessage(failure, i18n._({ id: 'manage.milestones.failed', message: 'That did not work. Please try again.' })));
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      size="small"
      title={<Trans id="manage.milestones.accept.title" message="Accept {milestone} of {asset}?" values={{ milestone: name, asset: milestone.planned_asset_name }} />}
      footer={
        <>
          <button type="button" className="fx-button" onClick={onClose} disabled={busy}>
            <Trans id="manage.milestones.cancel" message="Cancel" />
          </button>
          <button type="button" className="fx-button fx-button--primary" onClick={() => void accept()} disabled={busy} aria-busy={busy}>
            <Trans id="manage.milestones.accept.confirm" message="Accept milestone" />
          </button>
        </>
      }
    >
      <p>
        <Trans id="manage.milestones.accept.note" message="{provider} wrote: {note}" values={{ provider: milestone.flex_provider_name, note: milestone.note ?? '' }} />
      </p>
      {milestone.kind === 'commissioning' ? (
        <p>
          <Trans id="manage.milestones.accept.commissioning" message="{asset} then becomes one of {provider}'s flex assets, qualified like any other asset." values={{ asset: milestone.planned_asset_name, provider: milestone.flex_provider_name }} />
        </p>
      ) : null}
      <Problem error={error} />
    </Modal>
  );
}

/** The operator rejects the evidence with a reason; the provider may submit again. */
export function RejectDialog({ milestone, onClose, onDone }: ActProps) {
  const { i18n } = useLingui();
  const fallback = i18n._({ id: 'manage.milestones.failed', message: 'That did not work. Please try again.' });
  const submit = async (values: { reason?: string }) => {
    try {
      onDone(await rejectMilestone(milestone.id, { reason: values.reason ?? '' }));
      return undefined;
    } catch (failure) {
      return submissionErrors(failure, ['reason'], fallback);
    }
  };
  return (
    <Form onSubmit={submit} subscription={{ submitting: true, submitError: true }}>
      {({ handleSubmit, submitting, submitError }) => (
        <Modal
          open
          onClose={onClose}
          size="small"
          title={<Trans id="manage.milestones.reject.title" message="Reject {milestone} of {asset}?" values={{ milestone: kindLabel(i18n, milestone), asset: milestone.planned_asset_name }} />}
          footer={
            <>
              <button type="button" className="fx-button" onClick={onClose} disabled={!!submitting}>
                <Trans id="manage.milestones.cancel" message="Cancel" />
              </button>
              <button type="submit" form="milestone-reject" className="fx-button fx-button--primary" disabled={!!submitting} aria-busy={!!submitting}>
                <Trans id="manage.milestones.reject.confirm" message="Reject evidence" />
              </button>
            </>
          }
        >
          <form id="milestone-reject" onSubmit={(e) => void handleSubmit(e)} noValidate>
            <p>
              <Trans id="manage.milestones.reject.text" message="{provider} is told your reason and can submit new evidence." values={{ provider: milestone.flex_provider_name }} />
            </p>
            <TextAreaField name="reason" label={<Trans id="manage.milestones.reject.reason" message="Reason" />} required maxLength={2000} validate={notBlank} />
            <Problem error={submitError} />
          </form>
        </Modal>
      )}
    </Form>
  );
}
