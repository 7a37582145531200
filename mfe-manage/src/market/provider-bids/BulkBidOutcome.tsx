import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import { isFileFailure, isFileSuccess, type FileRowError, type FileUpload } from 'shared-session';
import { DataTable, Notification, type DataTableColumn } from 'shared-ui';
import { bulkBidResultOf } from './api';
import { BIDS_PATHS } from './paths';

/**
 * What a processed bids CSV came to, kept on the page: the counts (Ready), or every row's problem
 * and the assurance that nothing was saved (Error, User Permission Error: the server writes all
 * rows or none).
 */
export function BulkBidOutcome({ status }: { status: FileUpload }) {
  const { i18n } = useLingui();
  if (isFileSuccess(status)) {
    const r = bulkBidResultOf(status);
    return (
      <div className="provider-bids__outcome">
        <Notification
          kind="success"
          title={i18n._({
            id: 'manage.bids.bulk.ready',
            message: '{file} was saved: {created, plural, one {# new bid} other {# new bids}}, {amended} amended, {unchanged} unchanged, {ballots, plural, one {# new ballot} other {# new ballots}}.',
            values: { file: status.filename, created: r.bids_created, amended: r.bids_amended, unchanged: r.bids_unchanged, ballots: r.ballots_created },
          })}
        />
        <p>
          <Link to={BIDS_PATHS.list}>{i18n._({ id: 'manage.bids.bulk.toList', message: 'See all your bids' })}</Link>
        </p>
      </div>
    );
  }
  if (!isFileFailure(status)) return null;
  const failedStage = status.stages.find((s) => s.state === 'failed');
  const columns: DataTableColumn<FileRowError>[] = [
    { key: 'row', header: i18n._({ id: 'manage.bids.bulk.col.row', message: 'Row' }), isRowHeader: true, align: 'end', sortable: true },
    { key: 'column', header: i18n._({ id: 'manage.bids.bulk.col.column', message: 'Column' }), sortable: true, value: (e) => e.column ?? e.field ?? '' },
    { key: 'message', header: i18n._({ id: 'manage.bids.bulk.col.message', message: 'Problem' }) },
  ];
  const permission = status.status === 'User Permission Error' || status.code === 'f';
  return (
    <div className="provider-bids__outcome">
      <Notification
        kind="error"
        title={
          permission
            ? i18n._({ id: 'manage.bids.bulk.permission', message: 'You may not submit bids from this file. Nothing was saved.' })
            : i18n._({ id: 'manage.bids.bulk.error', message: 'The file has errors. Nothing was saved: no bid was created or changed. Correct the rows below and upload the whole file again.' })
        }
        text={failedStage?.message}
      />
      {status.errors.length > 0 ? (
        <DataTable
          caption={i18n._({ id: 'manage.bids.bulk.errorsCaption', message: 'Problems in {file} (row 1 is the header row)', values: { file: status.filename } })}
          columns={columns}
          rows={status.errors}
          getRowKey={(e, i) => `${e.row}-${e.column ?? e.field ?? ''}-${i}`}
          pageSize={50}
          exportFilename="bids-file-problems"
        />
      ) : null}
    </div>
  );
}
