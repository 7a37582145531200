import { useCallback, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { errorMessage, toast } from 'shared-session';
import { EmptyState, LoadState, NotFoundPage, useFormat, useLoad } from 'shared-ui';
import { PageIntro } from '../PageIntro';
import { downloadReportCsv, filterOptions, loadReport, reportList, type EmptyReason, type Report, type ReportType } from './api';
import { FiltersForm } from './FiltersForm';
import { filtersFromSearch, queryOf, searchWithFilters, type FilterValues } from './filters';
import type { ValueContext } from './format';
import { columnLabel, figureLabel } from './labels';
import { ReportBody } from './ReportBody';
import { EMPTY_TEXTS, REPORT_KEYS, REPORTS, isReportType } from './reports';
import { Schedules } from './Schedules';
import './analytics.css';

export { analyticsCatalogs } from './i18n';
export { AnalyticsUnsubscribePage } from './UnsubscribePage';

/** /analytics/reports: the seven reports, each saying when it has nothing to show yet. */
export function AnalyticsReportsPage() {
  const { i18n } = useLingui();
  const { result } = useLoad(reportList, i18n._({ id: 'analytics.list.failed', message: 'Which reports have data could not be loaded.' }), []);
  const empty = new Map(result.state === 'ready' ? result.value.map((r) => [r.report, r.empty]) : []);
  return (
    <PageIntro
      title={<Trans id="analytics.title" message="Analytics reports" />}
      lead={<Trans id="analytics.lead" message="Reports on your own flexibility markets: what you sought and got, at what price, how it was delivered and what it cost." />}
    >
      <LoadState result={result} loading={<Trans id="analytics.list.loading" message="Checking which reports have data…" />} />
      <ul className="card-grid analytics-cards">
        {REPORT_KEYS.map((key) => {
          const reason = empty.get(key);
          return (
            <li key={key} className="card">
              <h2>
                <Link to={`/analytics/reports/${key}`}>{i18n._(REPORTS[key].title)}</Link>
              </h2>
              <p>{i18n._(REPORTS[key].description)}</p>
              {reason ? (
                <p className="analytics-cards__empty">
                  <Trans id="analytics.list.noData" message="No data yet: {reason}" values={{ reason: i18n._(EMPTY_TEXTS[reason].title) }} />
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </PageIntro>
  );
}

/** A report with nothing to show: why, and where to go next. */
function EmptyReport({ reason, onClear }: { reason: EmptyReason; onClear: (() => void) | null }) {
  const { i18n } = useLingui();
  const texts = EMPTY_TEXTS[reason];
  const action = texts.action ? (
    <Link className="fx-button" to={texts.action.to}>
      {i18n._(texts.action.label)}
    </Link>
  ) : reason === 'no_data' && onClear ? (
    <button type="button" className="fx-button" onClick={onClear}>
      <Trans id="analytics.filters.clear" message="Clear filters" />
    </button>
  ) : undefined;
  return <EmptyState title={i18n._(texts.title)} description={i18n._(texts.text)} action={action} />;
}

/** The definitions of the report's figures, for reading the numbers right. */
function Definitions({ report }: { report: ReportType }) {
  const { i18n } = useLingui();
  return (
    <section className="analytics-section" aria-labelledby="analytics-definitions-title">
      <h2 id="analytics-definitions-title">
        <Trans id="analytics.definitions.title" message="How the figures are worked out" />
      </h2>
      <dl className="analytics-definitions">
        {REPORTS[report].definitions.map((d) => {
          const term = 'column' in d.term ? columnLabel(i18n, d.term.column) : figureLabel(i18n, d.term.figure);
          return (
            <div key={d.text.id}>
              <dt>{term}</dt>
              <dd>{i18n._(d.text)}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/** /analytics/reports/:reportType: one report (unknown types → 404). */
export function AnalyticsReportPage() {
  const { reportType = '' } = useParams();
  if (!isReportType(reportType)) return <NotFoundPage />;
  return <ReportPage report={reportType} />;
}

function ReportPage({ report }: { report: ReportType }) {
  const { i18n } = useLingui();
  const f = useFormat();
  const [search, setSearch] = useSearchParams();
  const values = useMemo(() => filtersFromSearch(search), [search]);
  const query = useMemo(() => queryOf(values), [values]);
  const queryKey = JSON.stringify(query);
  const title = i18n._(REPORTS[report].title);
  const [downloading, setDownloading] = useState(false);

  const options = useLoad(filterOptions, i18n._({ id: 'analytics.filters.failed', message: 'The filters’ choices could not be loaded.' }), []);
  const { result, reload } = useLoad(() => loadReport(report, query), i18n._({ id: 'analytics.report.failed', message: 'The report could not be loaded.' }), [report, queryKey]);
  const answer: Report | null = result.state === 'ready' ? result.value : null;
  const context = useMemo<ValueContext | null>(() => (answer ? { region: f.region, i18n, currency: answer.currency } : null), [answer, f.region, i18n]);

  const change = useCallback((next: FilterValues) => setSearch((current) => searchWithFilters(next, current)), [setSearch]);
  const clear = Object.values(values).some(Boolean) ? () => change({ from: '', to: '', competition: '', area: '', product: '', provider: '' }) : null;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadReportCsv(report, query);
    } catch (error) {
      toast({ kind: 'error', title: i18n._({ id: 'analytics.csv.failed', message: 'The CSV could not be downloaded' }), text: errorMessage(error, '') });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <PageIntro title={title} lead={i18n._(REPORTS[report].description)}>
      <p>
        <Link to="/analytics/reports">
          <Trans id="analytics.backToReports" message="All reports" />
        </Link>
      </p>
      <FiltersForm
        values={values}
        applied={answer ? { from: answer.filters.from, to: answer.filters.to } : null}
        options={options.result.state === 'ready' ? options.result.value : null}
        onChange={change}
      />
      <LoadState
        result={result}
        loading={<Trans id="analytics.report.loading" message="Loading the report…" />}
        retry={{ label: <Trans id="analytics.report.retry" message="Try again" />, onRetry: reload }}
      />
      {answer && context ? (
        <div className="analytics-report">
          {answer.empty ? (
            <EmptyReport reason={answer.empty} onClear={clear} />
          ) : (
            <>
              <p>
                <button type="button" className="fx-button" disabled={downloading} onClick={() => void download()}>
                  {downloading ? <Trans id="analytics.csv.downloading" message="Downloading…" /> : <Trans id="analytics.csv.download" message="Download CSV" />}
                </button>
              </p>
              <ReportBody report={answer} title={title} context={context} />
            </>
          )}
        </div>
      ) : null}
      <Definitions report={report} />
      <Schedules report={report} filters={query} />
    </PageIntro>
  );
}
