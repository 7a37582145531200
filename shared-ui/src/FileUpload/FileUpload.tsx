import type { ReactNode } from 'react';
import { Trans } from '@lingui/react';
import { isFileFailure, isFileSuccess, type FileUpload as FileUploadStatus } from 'shared-session';
import { FileLoadingModal } from '../FileLoading';
import { useDomId } from '../internal/useId';
import { DEFAULT_SERVICES, type FileUploadServices } from './services';
import { useFileUpload, type UploadPhase } from './useFileUpload';

export interface FileUploadProps {
  /** The file kind (files/upload/{kind}/, files/templates/{kind}/). */
  kind: string;
  /** The organisation the file is for (the caller's). */
  orgId: number;
  /** Labels the file input, e.g. "Competitions CSV file". */
  label: ReactNode;
  /** Shown under the label (what the file should hold). */
  hint?: ReactNode;
  /** Called with the final status once processing ends, successful or not (isFileSuccess tells which). */
  onDone?: (upload: FileUploadStatus) => void;
  /** Called when the upload was refused, a status read failed, or processing did not end in 20 minutes. */
  onError?: (error: unknown) => void;
  /** The template link's text; "Download the CSV template" by default. false hides it. */
  templateLabel?: ReactNode | false;
  /** Accepted files in the picker (a hint only: the server judges the content). Default CSV. */
  accept?: string;
  /** Heading of the progress modal. */
  modalTitle?: ReactNode;
  services?: Partial<FileUploadServices>;
  /** Close the progress modal once the file is saved, for a caller that shows its own outcome (e.g. a dialog). Default false. */
  closeWhenSaved?: boolean;
}

/**
 * A small upload control (spec platform §4.3, §7.4): a labelled file input, an upload button and a
 * template download. Uploading opens the file-loading modal, which follows the upload's stages
 * (polled every second, up to 20 minutes) and shows per-row problems; `onDone` gets the final
 * status. Closing the modal does not stop processing: a line under the control keeps the state
 * and reopens the modal.
 */
export function FileUpload({ kind, orgId, label, hint, onDone, onError, templateLabel, accept = '.csv,text/csv', modalTitle, services, closeWhenSaved }: FileUploadProps) {
  const inputId = useDomId('fx-file-upload');
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const { inputRef, file, choose, phase, error, templateError, status, problem, modalOpen, setModalOpen, submit, getTemplate } = useFileUpload({
    kind,
    orgId,
    services: { ...DEFAULT_SERVICES, ...services },
    onDone,
    onError,
    closeWhenSaved,
  });
  const busy = phase === 'uploading' || phase === 'processing';
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="fx-file-upload">
      <form className="fx-file-upload__form" onSubmit={(event) => void submit(event)} noValidate>
        <div className={['fx-field', error ? 'has-error' : null].filter(Boolean).join(' ')}>
          <label htmlFor={inputId} className="fx-field__label">
            {label}
          </label>
          {hint ? (
            <p id={hintId} className="fx-field__hint">
              {hint}
            </p>
          ) : null}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            className="fx-input fx-file-upload__input"
            accept={accept}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            disabled={busy}
            onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
          />
          {error ? (
            <p id={errorId} className="fx-field__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className="fx-button-row">
          {/* aria-disabled, not disabled: focus comes back here when the progress modal closes. */}
          <button type="submit" className="fx-button fx-button--primary" aria-disabled={busy || undefined}>
            {phase === 'uploading' ? <Trans id="ui.file-upload.uploading" message="Uploading…" /> : <Trans id="ui.file-upload.upload" message="Upload" />}
          </button>
          {templateLabel === false ? null : (
            <button type="button" className="fx-link-button" onClick={() => void getTemplate()}>
              {templateLabel ?? <Trans id="ui.file-upload.template" message="Download the CSV template" />}
            </button>
          )}
        </div>
        {templateError ? (
          <p className="fx-field__error" role="alert">
            {templateError}
          </p>
        ) : null}
      </form>
      <UploadSummary status={status} phase={phase} unknownOutcome={problem !== null} modalOpen={modalOpen} onShow={() => setModalOpen(true)} />
      <FileLoadingModal open={modalOpen} onClose={() => setModalOpen(false)} upload={status} filename={file?.name} problem={problem} title={modalTitle} />
    </div>
  );
}

interface UploadSummaryProps {
  status: FileUploadStatus | null;
  phase: UploadPhase;
  /** Following the upload failed, so its outcome is not known. */
  unknownOutcome: boolean;
  modalOpen: boolean;
  onShow: () => void;
}

/** The line under the control once a file is uploaded: how processing stands, and a way back to the modal. */
function UploadSummary({ status, phase, unknownOutcome, modalOpen, onShow }: UploadSummaryProps) {
  let summary: ReactNode = null;
  if (status && phase === 'processing') summary = <Trans id="ui.file-upload.summary.processing" message="{name} is being processed." values={{ name: status.filename }} />;
  else if (status && phase === 'finished' && isFileSuccess(status)) summary = <Trans id="ui.file-upload.summary.done" message="{name} was loaded." values={{ name: status.filename }} />;
  else if (status && phase === 'finished' && isFileFailure(status)) summary = <Trans id="ui.file-upload.summary.failed" message="{name} could not be loaded." values={{ name: status.filename }} />;
  else if (phase === 'finished' && unknownOutcome) summary = <Trans id="ui.file-upload.summary.unknown" message="The outcome of your upload is not known yet." />;
  if (!summary) return null;
  return (
    <p className="fx-file-upload__summary" role="status">
      {summary}{' '}
      {!modalOpen ? (
        <button type="button" className="fx-link-button" onClick={onShow}>
          <Trans id="ui.file-upload.show" message="Show details" />
        </button>
      ) : null}
    </p>
  );
}
