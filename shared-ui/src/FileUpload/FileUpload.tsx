import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react';
import type { Observable, Subscription } from 'rxjs';
import {
  downloadTemplate,
  errorMessage,
  FileProcessingError,
  isFileFailure,
  isFileSuccess,
  pollFileStatus,
  saveBlob,
  uploadFile,
  type FileUpload as FileUploadStatus,
} from 'shared-session';
import { FileLoadingModal, type FileLoadingModalProps } from '../FileLoading';
import { useDomId } from '../internal/useId';

/** The calls the control makes (shared-session's by default; tests pass fakes). */
export interface FileUploadServices {
  uploadFile(kind: string, file: Blob, orgId: number, filename?: string): Promise<FileUploadStatus>;
  pollFileStatus(id: number): Observable<FileUploadStatus>;
  downloadTemplate(kind: string, params?: Record<string, string | number>): Promise<{ blob: Blob; filename: string }>;
  saveBlob(blob: Blob, filename: string): void;
}

const DEFAULT_SERVICES: FileUploadServices = { uploadFile, pollFileStatus: (id) => pollFileStatus(id), downloadTemplate, saveBlob };

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
}

type Phase = 'idle' | 'uploading' | 'processing' | 'finished';

/**
 * A small upload control (spec platform §4.3, §7.4): a labelled file input, an upload button and a
 * template download. Uploading opens the file-loading modal, which follows the upload's stages
 * (polled every second, up to 20 minutes) and shows per-row problems; `onDone` gets the final
 * status. Closing the modal does not stop processing: a line under the control keeps the state
 * and reopens the modal.
 */
export function FileUpload({ kind, orgId, label, hint, onDone, onError, templateLabel, accept = '.csv,text/csv', modalTitle, services }: FileUploadProps) {
  const { i18n } = useLingui();
  const api = { ...DEFAULT_SERVICES, ...services };
  const inputId = useDomId('fx-file-upload');
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const subscription = useRef<Subscription | null>(null);
  const lastStatus = useRef<FileUploadStatus | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [templateError, setTemplateError] = useState<string | null>(null);
  const [status, setStatus] = useState<FileUploadStatus | null>(null);
  const [problem, setProblem] = useState<FileLoadingModalProps['problem']>(null);
  const [modalOpen, setModalOpen] = useState(false);

  useEffect(() => () => subscription.current?.unsubscribe(), []);

  const follow = (upload: FileUploadStatus) => {
    subscription.current?.unsubscribe();
    lastStatus.current = upload;
    subscription.current = api.pollFileStatus(upload.id).subscribe({
      next: (next) => {
        lastStatus.current = next;
        setStatus(next);
      },
      complete: () => {
        setPhase('finished');
        if (lastStatus.current) onDone?.(lastStatus.current);
      },
      error: (failure: unknown) => {
        setPhase('finished');
        if (failure instanceof FileProcessingError && failure.reason === 'failed' && failure.upload) {
          setStatus(failure.upload);
          onDone?.(failure.upload);
          return;
        }
        if (failure instanceof FileProcessingError) setProblem({ kind: 'timeout' });
        else setProblem({ kind: 'request', message: errorMessage(failure, i18n._({ id: 'ui.file-upload.error.generic', message: 'Something went wrong. Please try again.' })) });
        onError?.(failure);
      },
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase === 'uploading' || phase === 'processing') return;
    if (!file) {
      setError(i18n._({ id: 'ui.file-upload.error.no-file', message: 'Choose a file first.' }));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setProblem(null);
    setStatus(null);
    setPhase('uploading');
    try {
      const upload = await api.uploadFile(kind, file, orgId, file.name);
      setStatus(upload);
      setPhase('processing');
      setModalOpen(true);
      follow(upload);
    } catch (failure) {
      setPhase('idle');
      setError(errorMessage(failure, i18n._({ id: 'ui.file-upload.error.upload', message: 'The file could not be uploaded. Please try again.' })));
      inputRef.current?.focus();
      onError?.(failure);
    }
  };

  const getTemplate = async () => {
    setTemplateError(null);
    try {
      const { blob, filename } = await api.downloadTemplate(kind);
      api.saveBlob(blob, filename);
    } catch (failure) {
      setTemplateError(errorMessage(failure, i18n._({ id: 'ui.file-upload.error.template', message: 'The template could not be downloaded. Please try again.' })));
    }
  };

  const busy = phase === 'uploading' || phase === 'processing';
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  let summary: ReactNode = null;
  if (status && phase === 'processing') summary = <Trans id="ui.file-upload.summary.processing" message="{name} is being processed." values={{ name: status.filename }} />;
  else if (status && phase === 'finished' && isFileSuccess(status)) summary = <Trans id="ui.file-upload.summary.done" message="{name} was loaded." values={{ name: status.filename }} />;
  else if (status && phase === 'finished' && isFileFailure(status)) summary = <Trans id="ui.file-upload.summary.failed" message="{name} could not be loaded." values={{ name: status.filename }} />;
  else if (phase === 'finished' && problem) summary = <Trans id="ui.file-upload.summary.unknown" message="The outcome of your upload is not known yet." />;

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
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setError(null);
            }}
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
      {summary ? (
        <p className="fx-file-upload__summary" role="status">
          {summary}{' '}
          {!modalOpen ? (
            <button type="button" className="fx-link-button" onClick={() => setModalOpen(true)}>
              <Trans id="ui.file-upload.show" message="Show details" />
            </button>
          ) : null}
        </p>
      ) : null}
      <FileLoadingModal open={modalOpen} onClose={() => setModalOpen(false)} upload={status} filename={file?.name} problem={problem} title={modalTitle} />
    </div>
  );
}
