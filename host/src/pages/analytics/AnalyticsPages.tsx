import { Link, useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { NotFoundPage } from 'shared-ui';
import { PageIntro } from '../PageIntro';

interface ReportType {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

/** The reports an operator can open under /analytics/reports/:reportType. */
export const REPORT_TYPES: Record<string, ReportType> = {
  'competition-summary': {
    title: /*i18n*/ { id: 'analytics.report.competitions', message: 'Competition summary' },
    description: /*i18n*/ { id: 'analytics.report.competitions.text', message: 'Competitions by status, qualifying assets and offered capacity per operating area.' },
  },
  'bid-summary': {
    title: /*i18n*/ { id: 'analytics.report.bids', message: 'Bid summary' },
    description: /*i18n*/ { id: 'analytics.report.bids.text', message: 'Bids received, accepted and rejected per competition, with prices per MWh.' },
  },
  'dispatch-performance': {
    title: /*i18n*/ { id: 'analytics.report.dispatch', message: 'Dispatch performance' },
    description: /*i18n*/ { id: 'analytics.report.dispatch.text', message: 'Instructed against delivered flexibility (MW) per provider and service window.' },
  },
  'settlement-summary': {
    title: /*i18n*/ { id: 'analytics.report.settlement', message: 'Settlement summary' },
    description: /*i18n*/ { id: 'analytics.report.settlement.text', message: 'Settled amounts, outstanding meter data and invoices per period.' },
  },
};

/** /analytics/reports: the report list. */
export function AnalyticsReportsPage() {
  const { i18n } = useLingui();
  return (
    <PageIntro
      title={<Trans id="analytics.title" message="Analytics reports" />}
      lead={<Trans id="analytics.lead" message="Reports on your operating area's competitions, bids, dispatch and settlement." />}
    >
      <ul className="card-grid">
        {Object.entries(REPORT_TYPES).map(([key, report]) => (
          <li key={key} className="card">
            <h2>
              <Link to={`/analytics/reports/${key}`}>{i18n._(report.title)}</Link>
            </h2>
            <p>{i18n._(report.description)}</p>
          </li>
        ))}
      </ul>
    </PageIntro>
  );
}

/** /analytics/reports/:reportType: one report (unknown types → 404). */
export function AnalyticsReportPage() {
  const { i18n } = useLingui();
  const { reportType = '' } = useParams();
  const report = Object.prototype.hasOwnProperty.call(REPORT_TYPES, reportType) ? REPORT_TYPES[reportType] : undefined;
  if (!report) return <NotFoundPage />;
  return (
    <PageIntro landing title={i18n._(report.title)} lead={i18n._(report.description)}>
      <p>
        <Trans
          id="analytics.report.landing"
          message="The report's charts and tables will be shown here, with filters for period and operating area and a CSV download."
        />
      </p>
      <p>
        <Link to="/analytics/reports"><Trans id="analytics.backToReports" message="All reports" /></Link>
      </p>
    </PageIntro>
  );
}
