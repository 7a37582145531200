import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { bus, hasPermissions, isFileFailure, isFileSuccess, PERMISSIONS, type FileRowError, type FileUpload as FileUploadStatus, type GridTopologySite } from 'shared-session';
import { DataTable, EmptyState, FileUpload, formatNumber, Notification, useBusValue, useSession, type DataTableColumn, type FileUploadServices, type FormatRegion, LoadState, useLoad } from 'shared-ui';
import { screenLoad } from '../qualification/QualificationScreen';
import { topologySites, TOPOLOGY_FILE_KIND } from './api';
import { OperatorAssetsScreen } from './OperatorAssetsScreen';
import { OPERATOR_ASSETS_PATHS } from './paths';

export function siteTypeText(i18n: I18n, type: GridTopologySite['site_type']): string {
  switch (type) {
    case 'gsp':
      return i18n._({ id: 'manage.topology.type.gsp', message: 'GSP' });
    case 'bsp':
      return i18n._({ id: 'manage.topology.type.bsp', message: 'BSP' });
    default:
      return i18n._({ id: 'manage.topology.type.primary', message: 'Primary substation' });
  }
}

function siteColumns(i18n: I18n, region: FormatRegion): DataTableColumn<GridTopologySite>[] {
  const deg = (v: number) => formatNumber(v, { maxDecimals: 5 }, region);
  return [
    { key: 'name', header: i18n._({ id: 'manage.topology.col.name', message: 'Name' }), isRowHeader: true, sortable: true },
    { key: 'site_type', header: i18n._({ id: 'manage.topology.col.type', message: 'Type' }), sortable: true, value: (s) => siteTypeText(i18n, s.site_type) },
    { key: 'parent', header: i18n._({ id: 'manage.topology.col.parent', message: 'Fed from' }), sortable: true },
    { key: 'gsp_region', header: i18n._({ id: 'manage.topology.col.region', message: 'GSP region' }), sortable: true },
    { key: 'latitude', header: i18n._({ id: 'manage.topology.col.latitude', message: 'Latitude' }), align: 'end', render: (s) => deg(s.latitude) },
    { key: 'longitude', header: i18n._({ id: 'manage.topology.col.longitude', message: 'Longitude' }), align: 'end', render: (s) => deg(s.longitude) },
  ];
}

interface TopologyResult {
  gsp: number;
  bsp: number;
  primary: number;
  bids_updated: number;
}

function resultOf(upload: FileUploadStatus): TopologyResult {
  const r = (upload.result ?? {}) as Record<string, unknown>;
  const n = (k: keyof TopologyResult) => (typeof r[k] === 'number' ? (r[k] as number) : 0);
  return { gsp: n('gsp'), bsp: n('bsp'), primary: n('primary'), bids_updated: n('bids_updated') };
}

/** What a processed topology file came to: the counts, or every row's problem and that nothing was saved. */
export function TopologyOutcome({ status }: { status: FileUploadStatus }) {
  const { i18n } = useLingui();
  if (isFileSuccess(status)) {
    const r = resultOf(status);
    return (
      <Notification
        kind="success"
        title={i18n._({
          id: 'manage.topology.ready',
          message: '{file} is your grid topology now: {gsp, plural, one {# GSP} other {# GSPs}}, {bsp, plural, one {# BSP} other {# BSPs}}, {primary, plural, one {# primary substation} other {# primary substations}}.',
          values: { file: status.filename, gsp: r.gsp, bsp: r.bsp, primary: r.primary },
        })}
        text={i18n._({
          id: 'manage.topology.readyBids',
          message: '{n, plural, =0 {No open bid changed its GSP.} one {# open bid now names its GSP from it.} other {# open bids now name their GSPs from it.}}',
          values: { n: r.bids_updated },
        })}
      />
    );
  }
  if (!isFileFailure(status)) return null;
  const columns: DataTableColumn<FileRowError>[] = [
    { key: 'row', header: i18n._({ id: 'manage.topology.err.row', message: 'Row' }), isRowHeader: true, align: 'end', sortable: true },
    { key: 'column', header: i18n._({ id: 'manage.topology.err.column', message: 'Column' }), sortable: true, value: (e) => e.field ?? e.column ?? '' },
    { key: 'message', header: i18n._({ id: 'manage.topology.err.message', message: 'Problem' }) },
  ];
  const permission = status.status === 'User Permission Error' || status.code === 'f';
  return (
    <div className="qualification__form">
      <Notification
        kind="error"
        title={
          permission
            ? i18n._({ id: 'manage.topology.permission', message: 'You may not upload your grid topology. Nothing was saved.' })
            : i18n._({ id: 'manage.topology.error', message: 'The file has errors. Nothing was saved: your grid topology is as it was. Correct the rows below and upload the whole file again.' })
        }
        text={status.stages.find((s) => s.state === 'failed')?.message}
      />
      {status.errors.length > 0 ? (
        <DataTable
          caption={i18n._({ id: 'manage.topology.errorsCaption', message: 'Problems in {file} (row 1 is the header row)', values: { file: status.filename } })}
          columns={columns}
          rows={status.errors}
          getRowKey={(e, i) => `${e.row}-${e.field ?? ''}-${i}`}
          pageSize={50}
          exportFilename="grid-topology-problems"
        />
      ) : null}
    </div>
  );
}

/**
 * Grid topology upload (/manage/systemoperator/grid-topology-upload): the operator's GSP, BSP and
 * primary substation sites as a CSV through the file pipeline (template, stages, per-row problems;
 * a file replaces the whole topology, or nothing if any row is wrong), and the sites it holds now.
 * Uploaded GSPs name the GSPs of bids in the operator's competitions (market clearing's list).
 */
export function GridTopologyPage({ services }: { services?: Partial<FileUploadServices> }) {
  const { i18n } = useLingui();
  const claims = useSession()?.claims;
  const orgId = claims?.role.id ?? null;
  const canUpload = hasPermissions(claims, [PERMISSIONS.manageCompetitions]);
  const [outcome, setOutcome] = useState<FileUploadStatus | null>(null);
  const { result, reload } = useLoad(topologySites, i18n._({ id: 'manage.topology.failed', message: 'Your grid topology could not be loaded.' }), []);
  const region = useBusValue(bus.region$);
  const cols = useMemo(() => siteColumns(i18n, region), [i18n, region]);
  return (
    <OperatorAssetsScreen
      path={OPERATOR_ASSETS_PATHS.topology}
      title={<Trans id="manage.topology.title" message="Grid topology upload" />}
      intro={
        <Trans
          id="manage.topology.intro"
          message="Upload your grid supply points (GSPs), bulk supply points (BSPs) and primary substations with their locations. A file replaces your whole topology; if any row has a problem, nothing changes. In your competitions, a bid's GSP is then your nearest GSP in its assets' GSP region — the names market clearing lets you exclude."
        />
      }
    >
      <dl className="qualification__columns" aria-label={i18n._({ id: 'manage.topology.columns', message: 'Columns of the grid topology file' })}>
        <dt><code>type</code></dt>
        <dd>
          <Trans id="manage.topology.col.typeHelp" message="GSP, BSP or Primary. At least one row must be a GSP." />
        </dd>
        <dt><code>name</code></dt>
        <dd>
          <Trans id="manage.topology.col.nameHelp" message="The site's name as your network records it; unique per type." />
        </dd>
        <dt><code>parent</code></dt>
        <dd>
          <Trans id="manage.topology.col.parentHelp" message="Optional: the site it is fed from, by name (a BSP's GSP, a primary's BSP), which must be in the same file." />
        </dd>
        <dt><code>latitude, longitude</code></dt>
        <dd>
          <Trans id="manage.topology.col.locationHelp" message="Decimal degrees (WGS84), west negative, inside your operating area." />
        </dd>
      </dl>
      {orgId !== null && canUpload ? (
        <FileUpload
          kind={TOPOLOGY_FILE_KIND}
          orgId={orgId}
          label={i18n._({ id: 'manage.topology.label', message: 'Grid topology CSV file' })}
          hint={i18n._({ id: 'manage.topology.hint', message: 'CSV, comma or semicolon separated, at most 5 MB and 5,000 rows. Start from the template.' })}
          modalTitle={i18n._({ id: 'manage.topology.modalTitle', message: 'Reading your grid topology' })}
          services={services}
          onDone={(status) => {
            setOutcome(status);
            if (isFileSuccess(status)) reload();
          }}
          onError={() => setOutcome(null)}
        />
      ) : (
        <Notification
          kind="info"
          title={i18n._({ id: 'manage.topology.noPermission', message: 'Uploading the grid topology needs permission to manage competitions. Ask your team admin.' })}
        />
      )}
      {outcome ? <TopologyOutcome status={outcome} /> : null}
      <h2>
        <Trans id="manage.topology.current" message="Your grid topology" />
      </h2>
      {result.state !== 'ready' ? (
        <LoadState result={result} {...screenLoad(reload)} />
      ) : result.value.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={<Trans id="manage.topology.empty.title" message="No grid topology uploaded yet" />}
          description={<Trans id="manage.topology.empty.text" message="Until you upload one, bids in your competitions name the NESO GSP region their assets lie in." />}
        />
      ) : (
        <>
          <DataTable
            caption={<Trans id="manage.topology.caption" message="Sites of your grid topology" />}
            columns={cols}
            rows={result.value}
            getRowKey={(s) => s.id}
            searchable
            pageSize={100}
            exportFilename="grid-topology"
          />
          <p>
            <Link to={OPERATOR_ASSETS_PATHS.areas}>
              <Trans id="manage.topology.toMap" message="See your sites on the map of your operating area" />
            </Link>
          </p>
        </>
      )}
    </OperatorAssetsScreen>
  );
}
