import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { downloadTemplate, isFileFailure, isFileSuccess, type FileRowError, type FileUpload as FileUploadStatus } from 'shared-session';
import { DataTable, FileUpload, useSession, type DataTableColumn } from 'shared-ui';
import { UploadedModal } from './UploadedModal';
import '../required/data.css';

/** The row problems of a refused file, in the shared table (row 1 is the header row). */
function Problems({ upload, exportFilename }: { upload: FileUploadStatus; exportFilename: string }) {
  const { i18n } = useLingui();
  if (!isFileFailure(upload) || upload.errors.length === 0) return null;
  const columns: DataTableColumn<FileRowError>[] = [
    { key: 'row', header: i18n._({ id: 'settlement.upload.col.row', message: 'Row' }), isRowHeader: true, align: 'end', sortable: true },
    { key: 'field', header: i18n._({ id: 'settlement.upload.col.column', message: 'Column' }), sortable: true, value: (e) => e.field ?? e.column ?? '' },
    { key: 'message', header: i18n._({ id: 'settlement.upload.col.problem', message: 'Problem and how to fix it' }) },
  ];
  return (
    <DataTable
      caption={i18n._({ id: 'settlement.upload.problems', message: 'Problems in {file}: nothing was saved. Correct these rows and upload the whole file again.', values: { file: upload.filename } })}
      columns={columns}
      rows={upload.errors}
      getRowKey={(e, i) => `${e.row}-${e.field ?? ''}-${i}`}
      pageSize={50}
      searchable
      exportFilename={exportFilename}
    />
  );
}

/**
 * /settlement/flexprovider/upload: meter readings (the template prefilled for the required
 * events, the file through the pipeline with its stages, the "meter readings uploaded" dialog)
 * and nominated baselines (reached from the bid-submitted dialog's baseline nudge, `?baseline=1`).
 */
export function UploadPage() {
  const orgId = useSession()?.claims?.role?.id ?? null;
  const [params] = useSearchParams();
  const [saved, setSaved] = useState<FileUploadStatus | null>(null);
  const [readingsOutcome, setReadingsOutcome] = useState<FileUploadStatus | null>(null);
  const [baselineOutcome, setBaselineOutcome] = useState<FileUploadStatus | null>(null);
  const baselineRef = useRef<HTMLHeadingElement>(null);
  const toBaseline = params.get('baseline') === '1';
  useEffect(() => {
    if (toBaseline) baselineRef.current?.focus();
  }, [toBaseline]);
  if (orgId === null) return null;
  return (
    <section className="settlement-data" aria-labelledby="upload-title">
      <h1 id="upload-title" tabIndex={-1}>
        <Trans id="settlement.upload" message="Upload settlement data" />
      </h1>
      <section className="settlement-data" aria-labelledby="readings-title">
        <h2 id="readings-title">
          <Trans id="settlement.upload.readings.title" message="Meter readings" />
        </h2>
        <p>
          <Trans
            id="settlement.upload.readings.intro"
            message="One row per meter and period: the meter id, the period start in UTC or on the competition's clock (with its offset on clock-change days: 46 half-hours when the clocks go forward, 50 when they go back), the value in kW (average) or kWh, and the interval (30 or 15 minutes). The template lists the periods still missing for your required events. Every row is checked first; if any row has a problem, nothing is saved."
          />
        </p>
        <FileUpload
          kind="meterreadings"
          orgId={orgId}
          label={<Trans id="settlement.upload.readings.label" message="Meter readings CSV file" />}
          templateLabel={<Trans id="settlement.upload.readings.template" message="Download the template for your required events" />}
          modalTitle={<Trans id="settlement.upload.readings.progress" message="Loading your meter readings" />}
          services={{ downloadTemplate: (kind) => downloadTemplate(kind, { events: 'required' }) }}
          closeWhenSaved
          onDone={(upload) => {
            setReadingsOutcome(upload);
            if (isFileSuccess(upload)) setSaved(upload);
          }}
        />
        {readingsOutcome ? <Problems upload={readingsOutcome} exportFilename="meter-reading-problems" /> : null}
      </section>
      <section className="settlement-data" aria-labelledby="baseline-title">
        <h2 id="baseline-title" ref={baselineRef} tabIndex={-1}>
          <Trans id="settlement.upload.baseline.title" message="Nominated baselines" />
        </h2>
        <p>
          <Trans
            id="settlement.upload.baseline.intro"
            message="For competitions settled against a nominated baseline: one row per asset and settlement period with the MW you would have imported without the instruction (negative for export). Each period can be changed until its lock, 12:00 the day before delivery unless the competition says otherwise."
          />
        </p>
        <FileUpload
          kind="nominations"
          orgId={orgId}
          label={<Trans id="settlement.upload.baseline.label" message="Nominated baselines CSV file" />}
          modalTitle={<Trans id="settlement.upload.baseline.progress" message="Loading your baselines" />}
          onDone={setBaselineOutcome}
        />
        {baselineOutcome ? <Problems upload={baselineOutcome} exportFilename="baseline-problems" /> : null}
      </section>
      {saved ? <UploadedModal upload={saved} onClose={() => setSaved(null)} /> : null}
    </section>
  );
}
