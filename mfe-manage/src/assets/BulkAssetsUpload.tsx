/**
 * Many assets at once (`?view=upload`): the flexassets CSV through the file pipeline (template,
 * upload, stages in the file-loading modal). The server writes every row or none: a file with
 * problems leaves each row's problem on the page and nothing saved; a good file says what it
 * created and updated (each asset's qualification is worked out again).
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { isFileFailure, isFileSuccess, type FileRowError, type FileUpload as FileUploadStatus } from 'shared-session';
import { DataTable, FileUpload, Notification, type DataTableColumn, type FileUploadServices } from 'shared-ui';
import { assetsPath } from './paths';

export const FLEXASSETS_KIND = 'flexassets';

/** What a processed flexassets file did (its `result`, Ready only). */
export function bulkResultOf(upload: Pick<FileUploadStatus, 'result'>): { created: number; updated: number } {
  const result = (upload.result ?? {}) as Record<string, unknown>;
  const n = (key: string) => (Array.isArray(result[key]) ? (result[key] as unknown[]).length : 0);
  return { created: n('created'), updated: n('updated') };
}

function Outcome({ status, orgId }: { status: FileUploadStatus; orgId: number }) {
  const { i18n } = useLingui();
  if (isFileSuccess(status)) {
    const r = bulkResultOf(status);
    return (
      <div className="assets-upload__outcome">
        <Notification
          kind="success"
          title={i18n._({
            id: 'manage.assets.upload.ready',
            message: '{file} was saved: {created, plural, one {# new asset} other {# new assets}}, {updated} updated. Their qualification for competitions was worked out again.',
            values: { file: status.filename, created: r.created, updated: r.updated },
          })}
        />
        <p>
          <Link to={assetsPath(orgId)}>{i18n._({ id: 'manage.assets.upload.toList', message: 'See your assets' })}</Link>
        </p>
      </div>
    );
  }
  if (!isFileFailure(status)) return null;
  const failedStage = status.stages.find((s) => s.state === 'failed');
  const columns: DataTableColumn<FileRowError>[] = [
    { key: 'row', header: i18n._({ id: 'manage.assets.upload.col.row', message: 'Row' }), isRowHeader: true, align: 'end', sortable: true },
    { key: 'column', header: i18n._({ id: 'manage.assets.upload.col.column', message: 'Column' }), sortable: true, value: (e) => e.field ?? e.column ?? '' },
    { key: 'message', header: i18n._({ id: 'manage.assets.upload.col.message', message: 'Problem' }) },
  ];
  const permission = status.status === 'User Permission Error' || status.code === 'f';
  return (
    <div className="assets-upload__outcome">
      <Notification
        kind="error"
        title={
          permission
            ? i18n._({ id: 'manage.assets.upload.permission', message: 'You may not add assets from this file. Nothing was saved.' })
            : i18n._({
                id: 'manage.assets.upload.error',
                message: 'The file has errors. Nothing was saved: no asset was created or changed. Correct the rows below and upload the whole file again.',
              })
        }
        text={failedStage?.message}
      />
      {status.errors.length > 0 ? (
        <DataTable
          caption={i18n._({ id: 'manage.assets.upload.errorsCaption', message: 'Problems in {file} (row 1 is the header row)', values: { file: status.filename } })}
          columns={columns}
          rows={status.errors}
          getRowKey={(e, i) => `${e.row}-${e.field ?? e.column ?? ''}-${i}`}
          pageSize={50}
          exportFilename="asset-file-problems"
        />
      ) : null}
    </div>
  );
}

export function BulkAssetsUpload({ orgId, services }: { orgId: number; services?: Partial<FileUploadServices> }) {
  const { i18n } = useLingui();
  const [outcome, setOutcome] = useState<FileUploadStatus | null>(null);
  return (
    <section className="assets-upload" aria-labelledby="assets-upload-title">
      <h2 id="assets-upload-title">
        <Trans id="manage.assets.upload.title" message="Upload assets from a CSV file" />
      </h2>
      <p>
        <Trans
          id="manage.assets.upload.intro"
          message="One row per asset. A row with a reference you already use replaces that asset's details; any other row adds an asset. Every row is checked first: if any row has a problem, nothing is saved."
        />
      </p>
      <dl className="assets-upload__columns" aria-label={i18n._({ id: 'manage.assets.upload.columns', message: 'Columns of the assets file' })}>
        <dt><code>ref, name, asset_type, asset_category</code></dt>
        <dd>
          {/* The values are the file's own words: shown as code, never translated. */}
          <Trans
            id="manage.assets.upload.col.typesHelp"
            message="Required. Types and categories: {values}."
            values={{ values: <code>demand_side_response, energy_efficiency, interconnectors, low_carbon, renewable, storage, thermal</code> }}
          />
        </dd>
        <dt><code>status</code></dt>
        <dd>
          <Trans
            id="manage.assets.upload.col.statusValuesHelp"
            message="<0>operational</0> (the default), <1>commissioning</1>, <2>maintenance</2> or <3>decommissioned</3>."
            components={{ 0: <code />, 1: <code />, 2: <code />, 3: <code /> }}
          />
        </dd>
        <dt><code>postcode, latitude, longitude</code></dt>
        <dd>
          <Trans id="manage.assets.upload.col.locationHelp" message="The postcode places the asset at its district; a latitude and longitude (degrees) place it exactly and win over the postcode." />
        </dd>
        <dt><code>voltage_level</code></dt>
        <dd>
          <Trans id="manage.assets.upload.col.voltageHelp" message="Required: the connection voltage in kV, one of the listed voltages." />
        </dd>
        <dt><code>active_export_capacity, active_import_capacity, reactive_export_capacity, reactive_import_capacity</code></dt>
        <dd>
          <Trans id="manage.assets.upload.col.capacityHelp" message="MW (active) and MVAr (reactive), 0 or more; empty counts as 0." />
        </dd>
        <dt><code>export_meter_id, import_meter_id</code></dt>
        <dd>
          <Trans id="manage.assets.upload.col.meterHelp" message="Optional." />
        </dd>
      </dl>
      <FileUpload
        kind={FLEXASSETS_KIND}
        orgId={orgId}
        label={i18n._({ id: 'manage.assets.upload.label', message: 'Assets CSV file' })}
        hint={i18n._({ id: 'manage.assets.upload.hint', message: 'CSV, comma or semicolon separated, at most 5 MB and 10,000 rows. Start from the template.' })}
        modalTitle={i18n._({ id: 'manage.assets.upload.modalTitle', message: 'Adding assets from your file' })}
        services={services}
        onDone={setOutcome}
        onError={() => setOutcome(null)}
      />
      {outcome ? <Outcome status={outcome} orgId={orgId} /> : null}
    </section>
  );
}
