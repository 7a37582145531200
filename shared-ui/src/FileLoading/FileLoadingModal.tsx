import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { isFileFailure, isFileSuccess, type FileRowError, type FileUpload, type FileUploadStage } from 'shared-session';
import { Modal } from '../Modal';
import { ProgressBar } from '../ProgressBar';
import { DataTable, type DataTableColumn } from '../DataTable';

export interface FileLoadingModalProps {
  open: boolean;
  onClose: () => void;
  /** The latest status of the upload (null before the server answered the upload). */
  upload: FileUpload | null;
  /** The file's name while `upload` is not there yet. */
  filename?: string;
  /** Polling ended without a final status: it timed out, or a request failed (with this message). */
  problem?: { kind: 'timeout' } | { kind: 'request'; message: string } | null;
  /** Heading; "Loading your file" by default. */
  title?: ReactNode;
}

type StageName = FileUploadStage['name'];
type StageState = FileUploadStage['state'];

function StageLabel({ name }: { name: StageName }) {
  switch (name) {
    case 'received':
      return <Trans id="ui.file-loading.stage.received" message="File received" />;
    case 'scanned':
      return <Trans id="ui.file-loading.stage.scanned" message="Checked for problems and viruses" />;
    case 'parsed':
      return <Trans id="ui.file-loading.stage.parsed" message="Rows read and checked" />;
    default:
      return <Trans id="ui.file-loading.stage.applied" message="Saved" />;
  }
}

function StateLabel({ state }: { state: StageState }) {
  switch (state) {
    case 'done':
      return <Trans id="ui.file-loading.state.done" message="Done" />;
    case 'running':
      return <Trans id="ui.file-loading.state.running" message="In progress" />;
    case 'failed':
      return <Trans id="ui.file-loading.state.failed" message="Failed" />;
    default:
      return <Trans id="ui.file-loading.state.pending" message="Waiting" />;
  }
}

const GLYPH: Record<StageState, string> = { done: '✓', running: '…', failed: '✕', pending: '○' };

/** Percentage of the way: each done stage counts whole, a running one half. */
export function stageProgress(stages: readonly FileUploadStage[]): number {
  if (stages.length === 0) return 0;
  const points = stages.reduce((sum, s) => sum + (s.state === 'done' ? 1 : s.state === 'running' ? 0.5 : 0), 0);
  return Math.min(100, Math.round((points / stages.length) * 100));
}

function createdCount(upload: FileUpload): number | null {
  const created = (upload.result as { created?: unknown } | null)?.created;
  return Array.isArray(created) ? created.length : null;
}

/**
 * The file-loading modal (spec platform §2.4 "File loading (progress with stages)"): each stage of
 * an upload with its state, a progress bar, the outcome announced politely, and on failure the
 * per-row problems in a table. Closing returns focus to where it was (Modal).
 */
export function FileLoadingModal({ open, onClose, upload, filename, problem = null, title }: FileLoadingModalProps) {
  const { i18n } = useLingui();
  const stages = upload?.stages ?? [];
  const failed = upload ? isFileFailure(upload) : false;
  const succeeded = upload ? isFileSuccess(upload) : false;
  const name = upload?.filename ?? filename ?? '';
  const failedStage = stages.find((s) => s.state === 'failed');
  const created = upload && succeeded ? createdCount(upload) : null;

  const columns: DataTableColumn<FileRowError & { key: number }>[] = [
    { key: 'row', header: i18n._({ id: 'ui.file-loading.errors.row', message: 'Row' }), isRowHeader: true, align: 'end', sortable: true },
    { key: 'field', header: i18n._({ id: 'ui.file-loading.errors.field', message: 'Column' }), value: (e) => e.field ?? e.column ?? '', sortable: true },
    { key: 'message', header: i18n._({ id: 'ui.file-loading.errors.message', message: 'Problem' }) },
  ];

  let outcome: ReactNode;
  if (failed) {
    outcome = <Trans id="ui.file-loading.outcome.failed" message="Your file could not be loaded. Nothing from it was saved." />;
  } else if (succeeded) {
    outcome =
      created === null ? (
        <Trans id="ui.file-loading.outcome.done" message="Your file was loaded." />
      ) : (
        <Trans id="ui.file-loading.outcome.done-count" message="Your file was loaded: {count, plural, one {# row} other {# rows}} saved." values={{ count: created }} />
      );
  } else if (problem?.kind === 'timeout') {
    outcome = <Trans id="ui.file-loading.outcome.timeout" message="Your file is taking too long to load. Check its status again later." />;
  } else if (problem?.kind === 'request') {
    outcome = <Trans id="ui.file-loading.outcome.request" message="The status of your file could not be read: {message}" values={{ message: problem.message }} />;
  } else {
    outcome = <Trans id="ui.file-loading.outcome.working" message="Your file is being processed. You may close this window; processing carries on." />;
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="large"
      title={title ?? <Trans id="ui.file-loading.title" message="Loading your file" />}
      footer={
        <button type="button" className="fx-button fx-button--primary" onClick={onClose}>
          {failed || succeeded || problem ? <Trans id="ui.file-loading.done" message="Done" /> : <Trans id="ui.file-loading.hide" message="Hide progress" />}
        </button>
      }
    >
      <div className="fx-file-loading">
        <ProgressBar
          value={succeeded ? 100 : stageProgress(stages)}
          label={name ? <Trans id="ui.file-loading.progress.named" message="Progress of {name}" values={{ name }} /> : <Trans id="ui.file-loading.progress" message="Progress" />}
        />
        <ol className="fx-file-loading__stages" aria-label={i18n._({ id: 'ui.file-loading.stages', message: 'Stages' })}>
          {stages.map((stage) => (
            <li key={stage.name} className={`fx-file-loading__stage fx-file-loading__stage--${stage.state}`}>
              <span className="fx-file-loading__glyph" aria-hidden="true">
                {GLYPH[stage.state]}
              </span>
              <span className="fx-file-loading__name">
                <StageLabel name={stage.name} />
              </span>
              <span className="fx-file-loading__state">
                <StateLabel state={stage.state} />
              </span>
              {stage.message ? <span className="fx-file-loading__message">{stage.message}</span> : null}
            </li>
          ))}
        </ol>
        <p role={failed || problem ? 'alert' : 'status'} className={`fx-file-loading__outcome${failed || problem ? ' fx-file-loading__outcome--error' : ''}`}>
          {outcome}
          {failed && failedStage?.message ? <> {failedStage.message}</> : null}
        </p>
        {failed && upload && upload.errors.length > 0 ? (
          <DataTable
            caption={<Trans id="ui.file-loading.errors.caption" message="Problems in the file (row 1 is the header row)" />}
            columns={columns}
            rows={upload.errors.map((e, i) => ({ ...e, key: i }))}
            getRowKey={(row) => row.key}
            pageSize={10}
          />
        ) : null}
      </div>
    </Modal>
  );
}
