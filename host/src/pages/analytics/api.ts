/**
 * The analytics screens' calls on the typed client (GET analytics/reports/, analytics/filters/,
 * analytics/reports/{report}/ and its CSV). The server scopes every answer to the caller's
 * organisation and its own competitions.
 */
import { api, downloadFile, saveBlob, type ItemOf, type QueryOf, type ResponseOf } from 'shared-session';

export type ReportListItem = ItemOf<'/analytics/reports/'>;
export type ReportType = ReportListItem['report'];
export type EmptyReason = NonNullable<ReportListItem['empty']>;
export type FilterOptions = ResponseOf<'/analytics/filters/'>;
export type FilterOption = FilterOptions['competitions'][number];
export type Report = ResponseOf<'/analytics/reports/{report}/'>;
export type ReportTable = Report['tables'][number];
export type ReportColumn = ReportTable['columns'][number];
export type ReportRow = ReportTable['rows'][number];
export type ReportFigure = Report['figures'][number];
export type ReportChart = Report['chart'];
export type CellKind = ReportColumn['kind'];
export type CellValue = ReportRow[string];
/** The report's filters as the query sends them (all optional; the server fills in the defaults). */
export type ReportQuery = Omit<QueryOf<'/analytics/reports/{report}/'>, 'format'>;

export function reportList(): Promise<ReportListItem[]> {
  return api.get('/analytics/reports/');
}

export function filterOptions(): Promise<FilterOptions> {
  return api.get('/analytics/filters/');
}

export function loadReport(report: ReportType, query: ReportQuery): Promise<Report> {
  return api.get('/analytics/reports/{report}/', { path: { report }, query });
}

/** The path of a report's CSV for these filters (relative to the API base). */
export function reportCsvPath(report: ReportType, query: ReportQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  search.set('format', 'csv');
  return `analytics/reports/${report}/?${search.toString()}`;
}

/** Fetches the report's main table as CSV with the session's credentials and saves it. */
export async function downloadReportCsv(report: ReportType, query: ReportQuery): Promise<void> {
  const { blob, filename } = await downloadFile(reportCsvPath(report, query), `flexmarket-analytics-${report}.csv`);
  saveBlob(blob, filename);
}
