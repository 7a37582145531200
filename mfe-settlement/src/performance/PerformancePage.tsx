import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { bus, orgTypeOf } from 'shared-session';
import { DataTable, EmptyState, LoadFailure, NotFoundPage, formatDateTime, formatMoney, formatNumber, useBusValue, useLoad, useSession } from 'shared-ui';
import { lastMonth, monthLabel } from '../reports/labels';
import { dispatchesOf, summaryOf, type DispatchPerformance, type PerformanceSummary } from './api';
import { DeliveryChart } from './DeliveryChart';
import '../reports/reports.css';

type Period = DispatchPerformance['periods'][number];
type CompetitionSummary = PerformanceSummary['competitions'][number];

async function loadMonth(month: string) {
  const [summary, dispatches] = await Promise.all([summaryOf(month), dispatchesOf(month)]);
  return { summary, dispatches };
}

function SummaryTable({ rows }: { rows: readonly CompetitionSummary[] }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const num = (v: string | null) => (v === null ? '—' : (formatNumber(v, { maxDecimals: 3 }, region) ?? '—'));
  return (
    <DataTable<CompetitionSummary>
      caption={i18n._({ id: 'settlement.performance.summary', message: 'The month per competition' })}
      columns={[
        { key: 'competition_name', header: i18n._({ id: 'settlement.reports.col.competition', message: 'Competition' }), isRowHeader: true, sortable: true },
        { key: 'version', header: i18n._({ id: 'settlement.reports.col.version', message: 'Version' }), align: 'end' },
        { key: 'dispatches', header: i18n._({ id: 'settlement.performance.dispatches', message: 'Dispatches' }), align: 'end', sortable: true },
        { key: 'delivered_mwh', header: i18n._({ id: 'settlement.reports.col.delivered', message: 'Delivered (MWh)' }), align: 'end', value: (r) => Number(r.delivered_mwh), render: (r) => num(r.delivered_mwh) },
        { key: 'instructed_mwh', header: i18n._({ id: 'settlement.performance.instructedMwh', message: 'Instructed (MWh)' }), align: 'end', value: (r) => Number(r.instructed_mwh), render: (r) => num(r.instructed_mwh) },
        { key: 'performance_ratio', header: i18n._({ id: 'settlement.reports.col.ratio', message: 'Performance ratio' }), align: 'end', value: (r) => Number(r.performance_ratio ?? 0), render: (r) => num(r.performance_ratio) },
        { key: 'net', header: i18n._({ id: 'settlement.reports.col.net', message: 'Net' }), align: 'end', sortable: true, value: (r) => Number(r.net), render: (r) => formatMoney(r.net, r.currency, region) ?? '—' },
        { key: 'gross', header: i18n._({ id: 'settlement.reports.col.gross', message: 'Gross' }), align: 'end', value: (r) => Number(r.gross), render: (r) => formatMoney(r.gross, r.currency, region) ?? '—' },
      ]}
      rows={rows}
      getRowKey={(r) => r.report}
      empty={i18n._({ id: 'settlement.performance.summary.none', message: 'No published settlement for this month yet.' })}
      exportFilename="delivery-performance-summary"
    />
  );
}

/** One dispatch: its chart, ratio and money, and its periods as a table (the chart's text alternative). */
function DispatchDetail({ dispatch }: { dispatch: DispatchPerformance }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const num = (v: string) => formatNumber(v, { maxDecimals: 3 }, region) ?? '—';
  return (
    <section className="performance-dispatch" aria-labelledby="performance-dispatch-title">
      <h2 id="performance-dispatch-title">
        <Trans id="settlement.performance.dispatch" message="Dispatch {event}, {competition}" values={{ event: dispatch.event, competition: dispatch.competition_name }} />
      </h2>
      <p>
        <Trans
          id="settlement.performance.dispatch.figures"
          message="Performance ratio {ratio}; utilisation {utilisation}{paid, select, true {} other { (below the minimum ratio: not paid)}}; penalty {penalty}."
          values={{
            ratio: dispatch.performance_ratio === null ? '—' : num(dispatch.performance_ratio),
            utilisation: formatMoney(dispatch.utilisation, dispatch.currency, region) ?? '—',
            paid: String(dispatch.utilisation_paid),
            penalty: formatMoney(dispatch.penalty, dispatch.currency, region) ?? '—',
          }}
        />
      </p>
      <DeliveryChart dispatch={dispatch} zone={region.timezone} />
      <DataTable<Period>
        caption={i18n._({ id: 'settlement.performance.periods', message: 'Per period (MW)' })}
        columns={[
          { key: 'start', header: i18n._({ id: 'settlement.performance.chart.time', message: 'Period start' }), isRowHeader: true, value: (p) => p.start, render: (p) => formatDateTime(p.start, region) ?? '—' },
          { key: 'baseline', header: i18n._({ id: 'settlement.performance.baseline', message: 'Baseline' }), align: 'end', render: (p) => num(p.baseline) },
          { key: 'metered', header: i18n._({ id: 'settlement.performance.metered', message: 'Metered' }), align: 'end', render: (p) => num(p.metered) },
          { key: 'instructed', header: i18n._({ id: 'settlement.performance.instructed', message: 'Instructed' }), align: 'end', render: (p) => num(p.instructed) },
          { key: 'delivered', header: i18n._({ id: 'settlement.performance.delivered', message: 'Delivered' }), align: 'end', render: (p) => num(p.delivered) },
        ]}
        rows={dispatch.periods}
        getRowKey={(p) => p.start}
        empty={i18n._({ id: 'settlement.performance.periods.none', message: 'No figures: baseline or metered data is missing for this dispatch.' })}
        exportFilename={`dispatch-${dispatch.event}`}
      />
    </section>
  );
}

/**
 * The provider's delivery performance (/settlement/flexprovider/delivery-performance): a month's
 * summary per competition and its dispatches; one chosen dispatch shows its chart of baseline,
 * metered, instructed and delivered MW per period, its ratio and money.
 */
export function PerformancePage() {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const [month, setMonth] = useState(lastMonth());
  const [chosen, setChosen] = useState<string | null>(null);
  const load = useLoad(() => loadMonth(month), i18n._({ id: 'settlement.performance.failed', message: 'The delivery performance could not be loaded.' }), [month]);
  const result = load.result;
  const dispatches = result.state === 'ready' ? result.value.dispatches : [];
  const shown = dispatches.find((d) => d.event === chosen) ?? null;
  const num = (v: string | null) => (v === null ? '—' : (formatNumber(v, { maxDecimals: 3 }, region) ?? '—'));
  return (
    <section className="reports performance" aria-labelledby="performance-title">
      <h1 id="performance-title" tabIndex={-1}>
        <Trans id="settlement.performance" message="Delivery performance" />
      </h1>
      <label className="performance-month">
        <Trans id="settlement.reports.run.month" message="Month" />
        <input type="month" value={month} onChange={(e) => e.target.value && setMonth(e.target.value)} />
      </label>
      <p>
        <Trans id="settlement.performance.intro" message="Figures of {month} from the latest published settlement report of each competition." values={{ month: monthLabel(month, region.locale) }} />
      </p>
      {result.state === 'failed' ? (
        <LoadFailure message={result.message} retry={{ label: <Trans id="settlement.reports.retry" message="Try again" />, onRetry: load.reload }} className="reports-error" />
      ) : (
        <>
          <SummaryTable rows={result.state === 'ready' ? result.value.summary.competitions : []} />
          <DataTable<DispatchPerformance>
            caption={i18n._({ id: 'settlement.performance.list', message: 'Dispatches' })}
            columns={[
              { key: 'event', header: i18n._({ id: 'settlement.reports.col.event', message: 'Event' }), isRowHeader: true, sortable: true },
              { key: 'competition_name', header: i18n._({ id: 'settlement.reports.col.competition', message: 'Competition' }), sortable: true },
              { key: 'asset_ref', header: i18n._({ id: 'settlement.reports.col.asset', message: 'Asset' }), sortable: true, value: (d) => d.asset_ref ?? String(d.asset) },
              { key: 'start', header: i18n._({ id: 'settlement.reports.col.start', message: 'Start' }), sortable: true, value: (d) => d.start, render: (d) => formatDateTime(d.start, region) ?? '—' },
              { key: 'performance_ratio', header: i18n._({ id: 'settlement.reports.col.ratio', message: 'Performance ratio' }), sortable: true, align: 'end', value: (d) => Number(d.performance_ratio ?? 0), render: (d) => num(d.performance_ratio) },
              { key: 'utilisation', header: i18n._({ id: 'settlement.reports.col.utilisation', message: 'Utilisation' }), sortable: true, align: 'end', value: (d) => Number(d.utilisation), render: (d) => formatMoney(d.utilisation, d.currency, region) ?? '—' },
              {
                key: 'show',
                header: i18n._({ id: 'settlement.reports.col.actions', message: 'Actions' }),
                exportable: false,
                value: () => '',
                render: (d) => (
                  <button type="button" className="fx-button" aria-pressed={d.event === chosen} onClick={() => setChosen(d.event)} aria-label={i18n._({ id: 'settlement.performance.showOf', message: 'Show the chart of dispatch {event}', values: { event: d.event } })}>
                    <Trans id="settlement.performance.show" message="Chart" />
                  </button>
                ),
              },
            ]}
            rows={dispatches}
            getRowKey={(d) => d.event}
            loading={result.state === 'loading'}
            searchable
            pageSize={25}
            exportFilename="delivery-performance"
            empty={<EmptyState headingLevel={3} title={<Trans id="settlement.performance.empty.title" message="No settled dispatches" />} description={<Trans id="settlement.performance.empty.text" message="Dispatches appear here once the operator publishes the month’s settlement report." />} />}
          />
          {shown ? <DispatchDetail dispatch={shown} /> : null}
        </>
      )}
    </section>
  );
}

export function PerformanceScreen() {
  const session = useSession();
  if (orgTypeOf(session?.claims) !== 'flexprovider') return <NotFoundPage />;
  return <PerformancePage />;
}
