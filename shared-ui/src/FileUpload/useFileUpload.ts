import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import type { Subscription } from 'rxjs';
import { errorMessage, FileProcessingError, isFileSuccess, type FileUpload as FileUploadStatus } from 'shared-session';
import type { FileLoadingModalProps } from '../FileLoading';
import type { FileUploadServices } from './services';

export type UploadPhase = 'idle' | 'uploading' | 'processing' | 'finished';

interface UploadSettings {
  kind: string;
  orgId: number;
  services: FileUploadServices;
  onDone?: (upload: FileUploadStatus) => void;
  onError?: (error: unknown) => void;
  /** The progress modal closes by itself once the file is saved (the caller shows its own outcome). */
  closeWhenSaved?: boolean;
}

/**
 * An upload control's state: the chosen file, the phase, the status followed by polling, the problem
 * shown in the modal, and the errors under the input and the template link; `submit` uploads and
 * follows the file until processing ends, `getTemplate` downloads the kind's template.
 */
export function useFileUpload({ kind, orgId, services, onDone, onError, closeWhenSaved = false }: UploadSettings) {
  const { i18n } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const subscription = useRef<Subscription | null>(null);
  const lastStatus = useRef<FileUploadStatus | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [templateError, setTemplateError] = useState<string | null>(null);
  const [status, setStatus] = useState<FileUploadStatus | null>(null);
  const [problem, setProblem] = useState<FileLoadingModalProps['problem']>(null);
  const [modalOpen, setModalOpen] = useState(false);

  useEffect(() => () => subscription.current?.unsubscribe(), []);

  const follow = (upload: FileUploadStatus) => {
    subscription.current?.unsubscribe();
    lastStatus.current = upload;
    subscription.current = services.pollFileStatus(upload.id).subscribe({
      next: (next) => {
        lastStatus.current = next;
        setStatus(next);
      },
      complete: () => {
        setPhase('finished');
        if (closeWhenSaved && lastStatus.current && isFileSuccess(lastStatus.current)) setModalOpen(false);
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
      const upload = await services.uploadFile(kind, file, orgId, file.name);
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
      const { blob, filename } = await services.downloadTemplate(kind);
      services.saveBlob(blob, filename);
    } catch (failure) {
      setTemplateError(errorMessage(failure, i18n._({ id: 'ui.file-upload.error.template', message: 'The template could not be downloaded. Please try again.' })));
    }
  };

  /** A new file is chosen (or none): the error under the input goes. */
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setError(null);
  };

  return { inputRef, file, choose, phase, error, templateError, status, problem, modalOpen, setModalOpen, submit, getTemplate };
}
