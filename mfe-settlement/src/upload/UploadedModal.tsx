import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react';
import type { FileUpload as FileUploadStatus } from 'shared-session';
import { Modal } from 'shared-ui';
import { DATA_PATHS } from '../required/paths';

/** What a saved meterreadings file wrote (its `result`): readings and meters. */
export function writtenOf(upload: Pick<FileUploadStatus, 'result'>): { written: number; meters: number } {
  const written = upload.result?.written;
  const meters = upload.result?.meters;
  return { written: typeof written === 'number' ? written : 0, meters: typeof meters === 'number' ? meters : 0 };
}

/** The "meter readings uploaded" dialog (workflows §4): review data completeness, or upload more. */
export function UploadedModal({ upload, onClose }: { upload: FileUploadStatus; onClose: () => void }) {
  const { written, meters } = writtenOf(upload);
  return (
    <Modal
      open
      onClose={onClose}
      size="small"
      title={<Trans id="settlement.upload.done.title" message="Meter readings uploaded" />}
      footer={
        <div className="fx-button-row">
          <button type="button" className="fx-button" onClick={onClose}>
            <Trans id="settlement.upload.done.more" message="Upload more" />
          </button>
          <Link className="fx-button fx-button--primary" to={DATA_PATHS.overview}>
            <Trans id="settlement.upload.done.review" message="Review data completeness" />
          </Link>
        </div>
      }
    >
      <p>
        <Trans
          id="settlement.upload.done.text"
          message="{file}: {written, plural, one {# reading} other {# readings}} of {meters, plural, one {# meter} other {# meters}} saved. Readings sent again replace the ones stored before."
          values={{ file: upload.filename, written, meters }}
        />
      </p>
    </Modal>
  );
}
