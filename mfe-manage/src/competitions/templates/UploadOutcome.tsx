/**
 * What a processed competitions CSV came to: the competitions created (Ready), or the per-row
 * errors and the assurance that nothing was created (Error, User Permission Error).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import { api, isFileFailure, isFileSuccess, paths, type Competition, type FileUpload } from 'shared-session';
import { DataTable, Notification, type DataTableColumn } from 'shared-ui';

/** The polled status resource (`GET files/uploads/{id}/`). */
export type UploadStatus = FileUpload;
type RowError = UploadStatus['errors'][number];

/** A created competition as the list shows it (`fields=id,name,reference`). */
type Created = Pick<Competition, 'id' | 'name' | 'reference'>;

/** The ids in `result.created`, when the answer has them. */
export function createdIds(status: Pick<UploadStatus, 'result'>): number[] {
  const created = status.result?.created;
  return Array.isArray(created) ? created.filter((id): id is number => typeof id === 'number') : [];
}

function CreatedList({ ids }: { ids: number[] }) {
  const { i18n } = useLingui();
  const [rows, setRows] = useState<Created[] | null>(null);
  useEffect(() => {
    let live = true;
    api.byIds('/flex/competitions/', ids, { fields: ['id', 'name', 'reference'] }).then(
      (list) => live && setRows(list),
      (e: unknown) => {
        console.error('[bulk upload] created competitions', e);
        if (live) setRows(ids.map((id) => ({ id, name: i18n._({ id: 'manage.bulk.competitionId', message: 'Competition {id}', values: { id } }), reference: '' })));
      },
    );
    return () => {
      live = false;
    };
  }, [ids, i18n]);
  if (rows === null) return <p role="status">{i18n._({ id: 'manage.bulk.loadingCreated', message: 'Loading the created competitions…' })}</p>;
  const columns: DataTableColumn<Created>[] = [
    {
      key: 'name',
      header: i18n._({ id: 'manage.bulk.created.col.name', message: 'Competition' }),
      isRowHeader: true,
      sortable: true,
      render: (c) => <Link to={paths.operatorCompetition(c.id)}>{c.name}</Link>,
    },
    { key: 'reference', header: i18n._({ id: 'manage.bulk.created.col.reference', message: 'Reference' }), sortable: true, value: (c) => c.reference ?? '' },
  ];
  return (
    <DataTable
      className="tp-created"
      caption={i18n._({ id: 'manage.bulk.created.caption', message: 'Competitions created from the file' })}
      columns={columns}
      rows={rows}
      getRowKey={(c) => c.id}
      searchable
      exportFilename="created-competitions"
    />
  );
}

export function UploadOutcome({ status }: { status: UploadStatus }) {
  const { i18n } = useLingui();
  if (isFileSuccess(status)) {
    const ids = createdIds(status);
    return (
      <div className="tp-outcome">
        <Notification
          kind="success"
          title={i18n._({
            id: 'manage.bulk.ready',
            message: '{count, plural, one {# competition was created from {file}.} other {# competitions were created from {file}.}}',
            values: { count: ids.length, file: status.filename },
          })}
        />
        {ids.length > 0 ? <CreatedList ids={ids} /> : null}
      </div>
    );
  }
  if (!isFileFailure(status)) return null;
  const failedStage = status.stages.find((s) => s.state === 'failed');
  const columns: DataTableColumn<RowError>[] = [
    { key: 'row', header: i18n._({ id: 'manage.bulk.col.row', message: 'Row' }), isRowHeader: true, align: 'end' },
    { key: 'column', header: i18n._({ id: 'manage.bulk.col.column', message: 'Column' }), value: (e) => e.column ?? '' },
    { key: 'field', header: i18n._({ id: 'manage.bulk.col.field', message: 'Field' }), value: (e) => e.field ?? '' },
    { key: 'message', header: i18n._({ id: 'manage.bulk.col.message', message: 'Problem' }) },
  ];
  return (
    <div className="tp-outcome">
      <Notification
        kind="error"
        title={
          status.status === 'User Permission Error' || status.code === 'f'
            ? i18n._({ id: 'manage.bulk.permission', message: 'You may not create competitions from this file. Nothing was created.' })
            : i18n._({ id: 'manage.bulk.error', message: 'The file has errors. Nothing was created: correct the file and upload it again.' })
        }
        text={failedStage?.message}
      />
      {status.errors.length > 0 ? (
        <DataTable
          caption={i18n._({ id: 'manage.bulk.errorsCaption', message: 'Problems in {file}', values: { file: status.filename } })}
          columns={columns}
          rows={status.errors}
          getRowKey={(e, i) => `${e.row}-${e.column ?? ''}-${i}`}
          pageSize={50}
        />
      ) : null}
    </div>
  );
}
