import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { errorMessage, isApiError, toast, type DpsAttachment, type DpsFieldDefinition } from 'shared-session';
import { downloadAttachment, removeAttachment, uploadAttachment } from './api';
import { QuestionLabel } from './fieldParts';
import { questionId } from './QuestionField';

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 102.4) / 10} KB`;
  return `${Math.round(bytes / 104857.6) / 10} MB`;
}

/** A Download button: the presigned link, then the file; a failure is the spec's 'File download error' notification. */
export function DownloadButton({ applicationId, attachment }: { applicationId: number; attachment: DpsAttachment }) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadAttachment(applicationId, attachment.key);
    } catch {
      toast({
        kind: 'error',
        title: i18n._({ id: 'manage.applications.download.errorTitle', message: 'File download error' }),
        text: i18n._({ id: 'manage.applications.download.errorText', message: 'Download failed. Please try again. If the error persists please contact support' }),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="fx-link-button" disabled={busy} onClick={() => void download()}>
      {i18n._({ id: 'manage.applications.download', message: 'Download {filename}', values: { filename: attachment.filename } })}
    </button>
  );
}

/** An application's attachments with their question and a download button each. */
export function AttachmentList({ applicationId, attachments, questionOf }: { applicationId: number; attachments: DpsAttachment[]; questionOf: (key: string) => string }) {
  if (!attachments.length) {
    return (
      <p className="dps__muted">
        <Trans id="manage.applications.attachments.none" message="No files are attached." />
      </p>
    );
  }
  return (
    <ul className="dps-files">
      {attachments.map((a) => (
        <li key={a.key}>
          <span className="dps-files__name">{a.filename}</span> <span className="dps__muted">({sizeText(a.size)})</span>
          <span className="dps__muted"> — {questionOf(a.question)}</span> <DownloadButton applicationId={applicationId} attachment={a} />
        </li>
      ))}
    </ul>
  );
}

export interface AttachmentFieldProps {
  applicationId: number;
  fieldKey: string;
  field: DpsFieldDefinition;
  attachments: DpsAttachment[];
  error?: string;
  disabled?: boolean;
  /** After an upload or a removal: the application is read again. */
  onChanged: () => Promise<void> | void;
}

/** A file question: its attached files (download, remove) and a file input with an Attach button. */
export function AttachmentField({ applicationId, fieldKey, field, attachments, error, disabled, onChanged }: AttachmentFieldProps) {
  const { i18n } = useLingui();
  const id = questionId(fieldKey);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shownError = problem ?? error;

  const attach = async () => {
    if (!file) {
      setProblem(i18n._({ id: 'manage.applications.attach.chooseFirst', message: 'Choose a file first.' }));
      input.current?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await uploadAttachment(applicationId, fieldKey, file);
      setFile(null);
      if (input.current) input.current.value = '';
      await onChanged();
    } catch (failure) {
      const fieldMessages = isApiError(failure) ? Object.values(failure.fieldErrors).flat() : [];
      setProblem(fieldMessages.length ? fieldMessages.join(' ') : errorMessage(failure, i18n._({ id: 'manage.applications.attach.failed', message: 'The file could not be attached. Please try again.' })));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (attachment: DpsAttachment) => {
    setBusy(true);
    setProblem(null);
    try {
      await removeAttachment(applicationId, attachment.key);
      await onChanged();
    } catch (failure) {
      setProblem(errorMessage(failure, i18n._({ id: 'manage.applications.attach.removeFailed', message: 'The file could not be removed. Please try again.' })));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={['fx-field', 'dps-question', 'dps-question--file', shownError ? 'has-error' : null].filter(Boolean).join(' ')}>
      <QuestionLabel field={field} htmlFor={id} />
      {attachments.length ? (
        <ul className="dps-files">
          {attachments.map((a) => (
            <li key={a.key}>
              <span className="dps-files__name">{a.filename}</span> <span className="dps__muted">({sizeText(a.size)})</span>{' '}
              <DownloadButton applicationId={applicationId} attachment={a} />
              {disabled ? null : (
                <button type="button" className="fx-link-button" disabled={busy} onClick={() => void remove(a)}>
                  {i18n._({ id: 'manage.applications.attach.remove', message: 'Remove {filename}', values: { filename: a.filename } })}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {disabled ? null : (
        <div className="dps-question__attach">
          <input
            ref={input}
            id={id}
            type="file"
            accept=".pdf,.png,.jpg,.jpeg,.gif,.doc,.docx,.xls,.xlsx,.odt,.ods,.txt"
            aria-describedby={[`${id}-hint`, shownError ? `${id}-error` : null].filter(Boolean).join(' ')}
            aria-invalid={shownError ? true : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setProblem(null);
            }}
          />
          <button type="button" className="fx-button" disabled={busy} onClick={() => void attach()}>
            {busy ? <Trans id="manage.applications.attach.busy" message="Attaching…" /> : <Trans id="manage.applications.attach" message="Attach file" />}
          </button>
        </div>
      )}
      <p id={`${id}-hint`} className="fx-field__hint">
        {field.help_text ?? <Trans id="manage.applications.attach.hint" message="A PDF, image, Office document or text file of at most 5 MB." />}
      </p>
      {shownError ? (
        <p id={`${id}-error`} className="fx-field__error" role={problem ? 'alert' : undefined}>
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
