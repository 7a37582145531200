/**
 * The organisation's recent competitions files and how each ended: status, rows created or
 * problems found, and the file itself (signed download link, no login needed for 15 minutes).
 */
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { api, bus, errorMessage, type FileUpload } from 'shared-session';
import { DataTable, formatDateTime, useBusValue, type DataTableColumn } from 'shared-ui';

export const RECENT_UPLOADS = 20;

/** An upload's status in words, by its code (u Uploaded, r Ready, e Error, f User Permission Error). */
const STATUS_LABELS: Record<string, MessageDescriptor> = {
  u: /*i18n*/ { id: 'manage.uploads.status.uploaded', message: 'Uploaded' },
  r: /*i18n*/ { id: 'manage.uploads.status.ready', message: 'Ready' },
  e: /*i18n*/ { id: 'manage.uploads.status.error', message: 'Error' },
  f: /*i18n*/ { id: 'manage.uploads.status.permission', message: 'Not permitted' },
};

export function uploadStatusLabel(i18n: I18n, upload: Pick<FileUpload, 'status' | 'code'>): string {
  const label = STATUS_LABELS[upload.code];
  return label ? i18n._(label) : upload.status;
}

type Load = { state: 'loading' } | { state: 'ready'; rows: FileUpload[] } | { state: 'failed'; message: string };

export function RecentUploads({ kind, refresh }: { kind: string; refresh: number }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    api.get('/files/uploads/', { query: { kind, ordering: '-created', limit: RECENT_UPLOADS } }).then(
      (rows) => current && setLoad({ state: 'ready', rows }),
      (error: unknown) =>
        current && setLoad({ state: 'failed', message: errorMessage(error, i18n._({ id: 'manage.uploads.loadFailed', message: 'Your recent files could not be loaded.' })) }),
    );
    return () => {
      current = false;
    };
  }, [kind, refresh, i18n]);

  if (load.state === 'failed') {
    return (
      <p className="fx-field__error" role="alert">
        {load.message}
      </p>
    );
  }
  const outcome = (u: FileUpload): string => {
    const created = u.result?.created;
    if (u.status === 'Ready' && Array.isArray(created)) {
      return i18n._({ id: 'manage.uploads.created', message: '{count, plural, one {# competition created} other {# competitions created}}', values: { count: created.length } });
    }
    if (u.status === 'Error' || u.status === 'User Permission Error') {
      return u.errors.length
        ? i18n._({ id: 'manage.uploads.problems', message: '{count, plural, one {# problem, nothing created} other {# problems, nothing created}}', values: { count: u.errors.length } })
        : i18n._({ id: 'manage.uploads.failed', message: 'Nothing created' });
    }
    return i18n._({ id: 'manage.uploads.working', message: 'Being processed' });
  };
  const columns: DataTableColumn<FileUpload>[] = [
    {
      key: 'filename',
      header: i18n._({ id: 'manage.uploads.file', message: 'File' }),
      isRowHeader: true,
      value: (u) => u.filename,
      render: (u) => (u.download_url ? <a href={u.download_url}>{u.filename}</a> : u.filename),
    },
    { key: 'created', header: i18n._({ id: 'manage.uploads.uploaded', message: 'Uploaded' }), value: (u) => formatDateTime(u.created, region) ?? '' },
    { key: 'status', header: i18n._({ id: 'manage.uploads.status', message: 'Status' }), value: (u) => uploadStatusLabel(i18n, u) },
    { key: 'outcome', header: i18n._({ id: 'manage.uploads.outcome', message: 'Outcome' }), value: outcome },
  ];
  return (
    <DataTable
      caption={i18n._({ id: 'manage.uploads.caption', message: 'Your recent competitions files' })}
      columns={columns}
      rows={load.state === 'ready' ? load.rows : []}
      loading={load.state === 'loading'}
      getRowKey={(u) => u.id}
      empty={i18n._({ id: 'manage.uploads.empty', message: 'No files uploaded yet. Download the CSV template, fill it in and upload it above.' })}
    />
  );
}
