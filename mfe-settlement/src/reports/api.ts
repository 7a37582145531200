/**
 * The settlement reports screens' calls on the typed client: runs (operator), report versions with
 * their statements, events, differences and CSV, publication, and disputes (providers open them,
 * operators decide them). The server scopes everything to the caller's organisation.
 */
import { api, downloadFile, saveBlob, type ItemOf, type RequestBodyOf, type ResponseOf } from 'shared-session';

export type Report = ItemOf<'/performance/settlementreports/'>;
export type ReportStatus = Report['status'];
export type ReportDetail = ResponseOf<'/performance/settlementreports/{id}/'>;
export type ReportEvent = ItemOf<'/performance/settlementreports/{id}/events/'>;
export type ReportDiff = ResponseOf<'/performance/settlementreports/{id}/diff/'>;
export type Dispute = ItemOf<'/performance/settlementdisputes/'>;
export type DisputeReason = Dispute['reason'];
export type DisputeCreate = RequestBodyOf<'/performance/settlementreports/{id}/disputes/', 'post'>;
export type DisputeDecision = RequestBodyOf<'/performance/settlementdisputes/{id}/decide/', 'post'>;
export type Run = ResponseOf<'/dfssettlement/runsettlement/{id}/'>;
export type Competition = ItemOf<'/flex/competitions/'>;

export function allReports(): Promise<Report[]> {
  return api.all('/performance/settlementreports/', {});
}

export function reportDetail(id: number): Promise<ReportDetail> {
  return api.get('/performance/settlementreports/{id}/', { path: { id } });
}

export function reportVersions(id: number): Promise<Report[]> {
  return api.get('/performance/settlementreports/{id}/versions/', { path: { id } });
}

export function reportEvents(id: number): Promise<ReportEvent[]> {
  return api.all('/performance/settlementreports/{id}/events/', { path: { id } });
}

export function reportDiff(id: number, against?: number): Promise<ReportDiff> {
  return api.get('/performance/settlementreports/{id}/diff/', { path: { id }, query: against === undefined ? {} : { against } });
}

/** Saves the report as CSV under a name of its competition, month and version. */
export async function downloadReportCsv(report: Pick<Report, 'id' | 'competition_reference' | 'month' | 'version'>): Promise<void> {
  const { blob, filename } = await downloadFile(`performance/settlementreports/${report.id}/csv/`, `flexmarket-settlement-${report.competition_reference}-${report.month}-v${report.version}.csv`);
  saveBlob(blob, filename);
}

export function publishReport(id: number): Promise<Report> {
  return api.post('/performance/settlementreports/{id}/publish/', { path: { id } });
}

export function openDispute(id: number, body: DisputeCreate): Promise<Dispute> {
  return api.post('/performance/settlementreports/{id}/disputes/', { path: { id }, body });
}

export function decideDispute(id: number, body: DisputeDecision): Promise<Dispute> {
  return api.post('/performance/settlementdisputes/{id}/decide/', { path: { id }, body });
}

export function openDisputes(): Promise<Dispute[]> {
  return api.all('/performance/settlementdisputes/', { query: { status: 'open' } });
}

export function startRun(competition: number, month: string): Promise<Run> {
  return api.post('/dfssettlement/runsettlement/', { body: { competition, month } });
}

export function runStatus(id: number): Promise<Run> {
  return api.get('/dfssettlement/runsettlement/{id}/', { path: { id } });
}

/** The operator's own competitions (the server answers its own and, in some regions, overlapping ones). */
export function ownCompetitions(): Promise<Competition[]> {
  return api.all('/flex/competitions/', { query: { include_archived: true } });
}
