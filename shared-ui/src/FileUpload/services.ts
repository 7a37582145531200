import type { Observable } from 'rxjs';
import { downloadTemplate, pollFileStatus, saveBlob, uploadFile, type FileUpload as FileUploadStatus } from 'shared-session';

/** The calls the control makes (shared-session's by default; tests pass fakes). */
export interface FileUploadServices {
  uploadFile(kind: string, file: Blob, orgId: number, filename?: string): Promise<FileUploadStatus>;
  pollFileStatus(id: number): Observable<FileUploadStatus>;
  downloadTemplate(kind: string, params?: Record<string, string | number>): Promise<{ blob: Blob; filename: string }>;
  saveBlob(blob: Blob, filename: string): void;
}

export const DEFAULT_SERVICES: FileUploadServices = { uploadFile, pollFileStatus: (id) => pollFileStatus(id), downloadTemplate, saveBlob };
