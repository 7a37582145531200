/**
 * Bulk creation of competitions from the competitions CSV, through the file pipeline (shared-ui's
 * FileUpload: upload, stages in the file-loading modal, polling): on Ready the created
 * competitions are listed; on Error the per-row problems stay on the page and nothing was created.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { isFileSuccess, type FileUpload as FileUploadStatus } from 'shared-session';
import { FileUpload, useSession, type FileUploadServices } from 'shared-ui';
import { RecentUploads } from './RecentUploads';
import { UploadOutcome } from './UploadOutcome';

export const COMPETITIONS_FILE_KIND = 'competitions';

export function BulkCompetitionUpload({ onCreated, services }: { onCreated?: () => void; services?: Partial<FileUploadServices> }) {
  const { i18n } = useLingui();
  const orgId = useSession()?.claims.role.id ?? null;
  const [outcome, setOutcome] = useState<FileUploadStatus | null>(null);
  const [finished, setFinished] = useState(0);
  if (orgId === null) return null;
  return (
    <div className="tp-bulk">
      <p>
        {i18n._({
          id: 'manage.bulk.intro',
          message:
            'Upload a CSV file with one row per service window: rows with the same reference make one competition, with its service periods and windows. Every row is checked first; if any row has a problem, nothing is created.',
        })}
      </p>
      <FileUpload
        kind={COMPETITIONS_FILE_KIND}
        orgId={orgId}
        label={i18n._({ id: 'manage.bulk.label', message: 'Competitions CSV file' })}
        hint={i18n._({ id: 'manage.bulk.hint', message: 'CSV, comma or semicolon separated, at most 5 MB. Start from the template.' })}
        modalTitle={i18n._({ id: 'manage.bulk.modalTitle', message: 'Creating competitions from your file' })}
        services={services}
        onDone={(status) => {
          setOutcome(status);
          setFinished((n) => n + 1);
          if (isFileSuccess(status)) onCreated?.();
        }}
        onError={() => setOutcome(null)}
      />
      {outcome ? <UploadOutcome status={outcome} /> : null}
      <RecentUploads kind={COMPETITIONS_FILE_KIND} refresh={finished} />
    </div>
  );
}
