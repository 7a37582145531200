import { concat, defer, exhaustMap, from, mergeMap, of, takeWhile, tap, throwError, timer, type Observable } from 'rxjs';
import { getApi, relativePath, toApiError } from './client';
import { api } from './typed';
import type { ResponseOf } from './types';

/**
 * File uploads and their processing status (spec platform §4.3, §7.4; api/src/domain/files):
 * upload → poll the status resource every second up to 20 minutes → done or failed.
 */

/** An upload's status resource (GET files/uploads/{id}/). */
export type FileUpload = ResponseOf<'/files/uploads/{id}/'>;
export type FileUploadStatus = FileUpload['status'];
export type FileUploadStage = FileUpload['stages'][number];
export type FileRowError = FileUpload['errors'][number];
/** A background job (GET jobs/{id}/), e.g. an upload's `job`. */
export type JobStatus = ResponseOf<'/jobs/{id}/'>;

/** Spec platform §9: polling interval and the longest wait. */
export const FILE_POLL_INTERVAL_MS = 1000;
export const FILE_POLL_TIMEOUT_MS = 1_200_000;

const FAILURES: ReadonlySet<string> = new Set(['Error', 'User Permission Error', 'e', 'f']);
const SUCCESSES: ReadonlySet<string> = new Set(['Uploaded', 'Ready', 'u', 'r']);

type StatusLike = Pick<FileUpload, 'status' | 'code'> & Partial<Pick<FileUpload, 'done' | 'stages'>>;

/** Error, User Permission Error (codes e, f): the upload failed. */
export function isFileFailure(upload: StatusLike): boolean {
  return FAILURES.has(upload.status) || FAILURES.has(upload.code);
}

/** Uploaded or Ready counts as finished only once `done` is set and every stage is done. */
export function isFileSuccess(upload: StatusLike): boolean {
  if (isFileFailure(upload) || !(SUCCESSES.has(upload.status) || SUCCESSES.has(upload.code))) return false;
  return upload.done === true && (upload.stages ?? []).length > 0 && (upload.stages ?? []).every((stage) => stage.state === 'done');
}

/** Polling may stop: the upload succeeded or failed. */
export function isFileFinished(upload: StatusLike): boolean {
  return isFileFailure(upload) || isFileSuccess(upload);
}

/** How polling ended badly: the upload failed (`upload` says why), or it did not finish in time. */
export class FileProcessingError extends Error {
  constructor(
    readonly reason: 'failed' | 'timeout',
    /** The last status seen (null when none arrived). */
    readonly upload: FileUpload | null,
  ) {
    super(reason === 'failed' ? `Upload ${upload?.id ?? ''} failed: ${upload?.status ?? ''}` : 'The upload did not finish in time');
    this.name = 'FileProcessingError';
  }
}

/** The file as sent: under `filename` when given, else its own name (a Blob's is upload.csv). */
function namedFile(file: Blob, filename: string | undefined): File {
  if (file instanceof File && (filename === undefined || filename === file.name)) return file;
  return new File([file], filename ?? (file instanceof File ? file.name : 'upload.csv'), { type: file.type });
}

/** POST files/upload/{kind}/ (multipart: org_id, file); answers the new status resource (201). */
export function uploadFile(kind: string, file: Blob, orgId: number, filename?: string): Promise<FileUpload> {
  return api.post('/files/upload/{kind}/', {
    path: { kind },
    form: { org_id: String(orgId), file: namedFile(file, filename) },
    request: { timeout: 120_000 },
  });
}

/** GET files/uploads/{id}/. */
export function fileStatus(id: number): Promise<FileUpload> {
  return api.get('/files/uploads/{id}/', { path: { id } });
}

export interface PollOptions {
  /** Between polls (default 1000 ms). */
  intervalMs?: number;
  /** Longest wait (default 20 minutes), then the observable errors with a 'timeout' FileProcessingError. */
  timeoutMs?: number;
  /** The status read (default fileStatus). */
  fetchStatus?: (id: number) => Promise<FileUpload>;
}

/**
 * Polls an upload's status: the first read at once, then one every `intervalMs` (a slow answer
 * skips ticks instead of piling requests up). Emits each status; completes after a successful
 * one (isFileSuccess); after a failed one (Error, User Permission Error, e, f) emits it, then
 * errors with a 'failed' FileProcessingError; past `timeoutMs` errors with 'timeout'. A failed
 * request errors with its ApiError. Unsubscribing stops polling.
 */
export function pollFileStatus(id: number, options: PollOptions = {}): Observable<FileUpload> {
  const { intervalMs = FILE_POLL_INTERVAL_MS, timeoutMs = FILE_POLL_TIMEOUT_MS, fetchStatus = fileStatus } = options;
  return defer(() => {
    const deadline = Date.now() + timeoutMs;
    let last: FileUpload | null = null;
    return timer(0, intervalMs).pipe(
      exhaustMap(() => (Date.now() >= deadline ? throwError(() => new FileProcessingError('timeout', last)) : from(fetchStatus(id)))),
      tap((upload) => {
        last = upload;
      }),
      takeWhile((upload) => !isFileFinished(upload), true),
      mergeMap((upload) => (isFileFailure(upload) ? concat(of(upload), throwError(() => new FileProcessingError('failed', upload))) : of(upload))),
    );
  });
}

/** The file name of a Content-Disposition header (RFC 6266: `filename*=UTF-8''…` preferred over `filename="…"`). */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall back to the plain parameter
    }
  }
  const plain = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/.exec(header) ?? /filename\s*=\s*([^;]+)/.exec(header);
  return plain?.[1] ? plain[1].trim().replace(/\\(.)/g, '$1') : null;
}

/**
 * GET files/templates/{kind}/: the CSV and the file name the server gives it (product-prefixed).
 * `params` asks for a template prefilled for the caller where the kind offers one (bids:
 * `{competition: id}`, one row per service window).
 */
export async function downloadTemplate(kind: string, params?: Record<string, string | number>): Promise<{ blob: Blob; filename: string }> {
  try {
    const query = params && Object.keys(params).length ? `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}` : '';
    const response = await getApi()(relativePath(`files/templates/${encodeURIComponent(kind)}/${query}`), { method: 'GET' });
    const filename = filenameFromDisposition(response.headers.get('Content-Disposition')) ?? `flexmarket-${kind}-template.csv`;
    return { blob: await response.blob(), filename };
  } catch (error) {
    throw await toApiError(error);
  }
}

/** GET an API path that answers a file (a report's CSV…): its content and the file name the server gives it (else `fallbackName`). */
export async function downloadFile(path: string, fallbackName: string): Promise<{ blob: Blob; filename: string }> {
  try {
    const response = await getApi()(relativePath(path), { method: 'GET' });
    return { blob: await response.blob(), filename: filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName };
  } catch (error) {
    throw await toApiError(error);
  }
}

/** GET jobs/{id}/ (a job my organisation queued). */
export function jobStatus(id: string): Promise<JobStatus> {
  return api.get('/jobs/{id}/', { path: { id } });
}

/** Saves a blob under a file name through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
