import { useCallback, useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { bus, errorMessage } from 'shared-session';
import { DataTable, LoadFailure, formatDateTime, formatMoney, formatNumber, useBusValue, useLoad } from 'shared-ui';
import { downloadReportCsv, publishReport, reportDetail, reportDiff, reportEvents, reportVersions, type Dispute, type Report, type ReportEvent } from './api';
import { DiffTable } from './DiffTable';
import { DisputeModal } from './DisputeModals';
import { disputeStatusLabel, monthLabel, reasonLabel, reportStatusLabel } from './labels';

export type Audience = 'operator' | 'provider';

async function loadView(id: number) {
  const [detail, versions, events] = await Promise.all([reportDetail(id), reportVersions(id), reportEvents(id)]);
  const diff = versions.some((v) => v.version < detail.version) ? await reportDiff(id) : null;
  // Whether disputes are still taken is judged at load time (pushed events reload the view).
  return { detail, versions, events, diff, loadedAt: Date.now() };
}

/**
 * One report version: its totals, statements' lines, every event with its ratio and money, the
 * versions of the month and what changed from the one before, its disputes; the operator
 * publishes a draft, the provider disputes a published report within its window, both download it as CSV.
 */
export function ReportView({ id, audience, onOpen, onChanged }: { id: number; audience: Audience; onOpen: (id: number) => void; onChanged: () => void }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const load = useLoad(() => loadView(id), i18n._({ id: 'settlement.reports.view.failed', message: 'The report could not be loaded.' }), [id]);
  const [disputing, setDisputing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { reload } = load;
  const act = useCallback(
    async (work: () => Promise<unknown>, done: string) => {
      setError(null);
      try {
        await work();
        setMessage(done);
        reload();
        onChanged();
      } catch (failure) {
        setError(errorMessage(failure, i18n._({ id: 'settlement.reports.actionFailed', message: 'That did not work. Please try again.' })));
      }
    },
    [i18n, reload, onChanged],
  );
  if (load.result.state === 'failed') return <LoadFailure message={load.result.message} retry={{ label: <Trans id="settlement.reports.retry" message="Try again" />, onRetry: reload }} className="reports-error" />;
  if (load.result.state !== 'ready') return <p aria-live="polite">{i18n._({ id: 'settlement.reports.loading', message: 'Loading the report…' })}</p>;
  const { detail, versions, events, diff, loadedAt } = load.result.value;
  const money = (v: string) => formatMoney(v, detail.currency, region) ?? '—';
  const windowOpen = detail.status === 'published' && detail.dispute_window_ends !== null && Date.parse(detail.dispute_window_ends) > loadedAt;
  return (
    <section className="reports-view" aria-labelledby="report-title">
      <h2 id="report-title" tabIndex={-1}>
        <Trans
          id="settlement.reports.view.title"
          message="{competition}, {month}: version {version} ({status})"
          values={{ competition: detail.competition_name, month: monthLabel(detail.month, region.locale), version: detail.version, status: reportStatusLabel(i18n, detail.status) }}
        />
      </h2>
      <dl className="reports-figures">
        <dt>{i18n._({ id: 'settlement.reports.col.events', message: 'Events' })}</dt>
        <dd>{detail.events_count}</dd>
        <dt>{i18n._({ id: 'settlement.reports.col.net', message: 'Net' })}</dt>
        <dd>{money(detail.net)}</dd>
        <dt>{i18n._({ id: 'settlement.reports.line.vat', message: 'VAT' })}</dt>
        <dd>{money(detail.vat)}</dd>
        <dt>{i18n._({ id: 'settlement.reports.col.gross', message: 'Gross' })}</dt>
        <dd>{money(detail.gross)}</dd>
        <dt>{i18n._({ id: 'settlement.reports.col.window', message: 'Disputes until' })}</dt>
        <dd>{formatDateTime(detail.dispute_window_ends, region) ?? '—'}</dd>
      </dl>
      <div className="reports-actions">
        <button type="button" className="fx-button" onClick={() => void act(() => downloadReportCsv(detail), i18n._({ id: 'settlement.reports.csv.done', message: 'The CSV is downloaded.' }))}>
          <Trans id="settlement.reports.csv" message="Download CSV" />
        </button>
        {audience === 'operator' && detail.status === 'draft' && detail.latest ? (
          <button type="button" className="fx-button fx-button--primary" onClick={() => void act(() => publishReport(detail.id), i18n._({ id: 'settlement.reports.published', message: 'Published: providers can see it and their invoices are issued.' }))}>
            <Trans id="settlement.reports.publish" message="Publish" />
          </button>
        ) : null}
        {audience === 'provider' && windowOpen ? (
          <button type="button" className="fx-button" onClick={() => setDisputing(true)}>
            <Trans id="settlement.reports.dispute" message="Dispute" />
          </button>
        ) : null}
      </div>
      {message ? <p role="status">{message}</p> : null}
      {error ? (
        <p role="alert" className="reports-error">
          {error}
        </p>
      ) : null}
      <VersionsTable versions={versions} current={detail.id} onOpen={onOpen} />
      {diff ? <DiffTable diff={diff} currency={detail.currency} region={region} showProvider={audience === 'operator'} /> : null}
      <EventsTable events={events} currency={detail.currency} audience={audience} />
      <DisputesTable disputes={detail.disputes} />
      {disputing ? (
        <DisputeModal
          reportId={detail.id}
          events={events}
          onClose={() => setDisputing(false)}
          onDone={() => {
            setDisputing(false);
            setMessage(i18n._({ id: 'settlement.reports.dispute.sent', message: 'Your dispute is sent; the operator is told.' }));
            reload();
            onChanged();
          }}
        />
      ) : null}
    </section>
  );
}

function VersionsTable({ versions, current, onOpen }: { versions: readonly Report[]; current: number; onOpen: (id: number) => void }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  return (
    <DataTable<Report>
      caption={i18n._({ id: 'settlement.reports.versions', message: 'Versions of this month' })}
      columns={[
        { key: 'version', header: i18n._({ id: 'settlement.reports.col.version', message: 'Version' }), sortable: true, isRowHeader: true, align: 'end' },
        { key: 'status', header: i18n._({ id: 'settlement.reports.col.status', message: 'Status' }), value: (v) => reportStatusLabel(i18n, v.status) },
        { key: 'net', header: i18n._({ id: 'settlement.reports.col.net', message: 'Net' }), align: 'end', value: (v) => Number(v.net), render: (v) => formatMoney(v.net, v.currency, region) ?? '—' },
        {
          key: 'open',
          header: i18n._({ id: 'settlement.reports.col.actions', message: 'Actions' }),
          exportable: false,
          value: () => '',
          render: (v) =>
            v.id === current ? (
              <Trans id="settlement.reports.shown" message="Shown" />
            ) : (
              <button type="button" className="fx-button" onClick={() => onOpen(v.id)} aria-label={i18n._({ id: 'settlement.reports.openVersion', message: 'Open version {version}', values: { version: v.version } })}>
                <Trans id="settlement.reports.open" message="Open" />
              </button>
            ),
        },
      ]}
      rows={versions}
      getRowKey={(v) => v.id}
    />
  );
}

function EventsTable({ events, currency, audience }: { events: readonly ReportEvent[]; currency: string; audience: Audience }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const num = (v: string | null) => (v === null ? '—' : (formatNumber(v, { maxDecimals: 3 }, region) ?? '—'));
  return (
    <DataTable<ReportEvent>
      caption={i18n._({ id: 'settlement.reports.events', message: 'Events' })}
      columns={[
        { key: 'id', header: i18n._({ id: 'settlement.reports.col.event', message: 'Event' }), sortable: true, isRowHeader: true },
        ...(audience === 'operator' ? [{ key: 'provider_name', header: i18n._({ id: 'settlement.reports.col.provider', message: 'Flex provider' }), sortable: true }] : []),
        { key: 'asset_ref', header: i18n._({ id: 'settlement.reports.col.asset', message: 'Asset' }), sortable: true, value: (e) => e.asset_ref ?? String(e.asset) },
        { key: 'start', header: i18n._({ id: 'settlement.reports.col.start', message: 'Start' }), sortable: true, value: (e) => e.start, render: (e) => formatDateTime(e.start, region) ?? '—' },
        { key: 'baseline_days', header: i18n._({ id: 'settlement.reports.col.baselineDays', message: 'Baseline days' }), align: 'end', value: (e) => e.inputs.baseline.days_used.length },
        { key: 'delivered_mwh', header: i18n._({ id: 'settlement.reports.col.delivered', message: 'Delivered (MWh)' }), sortable: true, align: 'end', value: (e) => Number(e.delivered_mwh ?? 0), render: (e) => num(e.delivered_mwh) },
        { key: 'performance_ratio', header: i18n._({ id: 'settlement.reports.col.ratio', message: 'Performance ratio' }), sortable: true, align: 'end', value: (e) => Number(e.performance_ratio ?? 0), render: (e) => num(e.performance_ratio) },
        { key: 'utilisation', header: i18n._({ id: 'settlement.reports.col.utilisation', message: 'Utilisation' }), sortable: true, align: 'end', value: (e) => Number(e.utilisation), render: (e) => formatMoney(e.utilisation, currency, region) ?? '—' },
        { key: 'penalty', header: i18n._({ id: 'settlement.reports.col.penalty', message: 'Penalty' }), align: 'end', value: (e) => Number(e.penalty), render: (e) => formatMoney(e.penalty, currency, region) ?? '—' },
      ]}
      rows={events}
      getRowKey={(e) => e.id}
      searchable
      pageSize={50}
      exportFilename="settlement-events"
    />
  );
}

function DisputesTable({ disputes }: { disputes: readonly Dispute[] }) {
  const { i18n } = useLingui();
  return (
    <DataTable<Dispute>
      caption={i18n._({ id: 'settlement.reports.disputes', message: 'Disputes' })}
      columns={[
        { key: 'provider_name', header: i18n._({ id: 'settlement.reports.col.provider', message: 'Flex provider' }), isRowHeader: true },
        { key: 'event', header: i18n._({ id: 'settlement.reports.col.event', message: 'Event' }), value: (d) => d.event ?? i18n._({ id: 'settlement.reports.dispute.whole', message: 'The whole report' }) },
        { key: 'reason', header: i18n._({ id: 'settlement.reports.col.reason', message: 'Reason' }), value: (d) => reasonLabel(i18n, d.reason) },
        { key: 'note', header: i18n._({ id: 'settlement.reports.col.note', message: 'Note' }) },
        { key: 'status', header: i18n._({ id: 'settlement.reports.col.status', message: 'Status' }), value: (d) => disputeStatusLabel(i18n, d.status) },
        { key: 'decision_note', header: i18n._({ id: 'settlement.reports.col.decision', message: 'Decision note' }), value: (d) => d.decision_note ?? '' },
      ]}
      rows={disputes}
      getRowKey={(d) => d.id}
      empty={i18n._({ id: 'settlement.reports.disputes.none', message: 'No disputes.' })}
    />
  );
}
