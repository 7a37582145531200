import { useCallback, useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { bus, orgTypeOf } from 'shared-session';
import { DataTable, EmptyState, LoadFailure, NotFoundPage, useBusValue, useLoad, useSession } from 'shared-ui';
import { allReports, openDisputes, type Dispute, type Report, type Run } from './api';
import { DecideModal } from './DisputeModals';
import { monthLabel, reasonLabel } from './labels';
import { ReportsTable } from './ReportsTable';
import { ReportView, type Audience } from './ReportView';
import { RunPanel } from './RunPanel';
import './reports.css';

/** The latest version of each competition and month. */
const latestOnly = (rows: readonly Report[]) => rows.filter((r) => r.latest);

/** The operator's open disputes, each decided in a dialog. */
function OpenDisputes({ disputes, onDecide }: { disputes: readonly Dispute[]; onDecide: (d: Dispute) => void }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  return (
    <DataTable<Dispute>
      caption={i18n._({ id: 'settlement.reports.toDecide', message: 'Disputes to decide' })}
      columns={[
        { key: 'provider_name', header: i18n._({ id: 'settlement.reports.col.provider', message: 'Flex provider' }), isRowHeader: true, sortable: true },
        { key: 'competition_name', header: i18n._({ id: 'settlement.reports.col.competition', message: 'Competition' }), sortable: true },
        { key: 'month', header: i18n._({ id: 'settlement.reports.col.month', message: 'Month' }), value: (d) => d.month, render: (d) => monthLabel(d.month, region.locale) },
        { key: 'version', header: i18n._({ id: 'settlement.reports.col.version', message: 'Version' }), align: 'end' },
        { key: 'event', header: i18n._({ id: 'settlement.reports.col.event', message: 'Event' }), value: (d) => d.event ?? i18n._({ id: 'settlement.reports.dispute.whole', message: 'The whole report' }) },
        { key: 'reason', header: i18n._({ id: 'settlement.reports.col.reason', message: 'Reason' }), value: (d) => reasonLabel(i18n, d.reason) },
        { key: 'note', header: i18n._({ id: 'settlement.reports.col.note', message: 'Note' }) },
        {
          key: 'decide',
          header: i18n._({ id: 'settlement.reports.col.actions', message: 'Actions' }),
          exportable: false,
          value: () => '',
          render: (d) => (
            <button type="button" className="fx-button" onClick={() => onDecide(d)} aria-label={i18n._({ id: 'settlement.reports.decideOf', message: 'Decide the dispute of {provider} on {competition}', values: { provider: d.provider_name, competition: d.competition_name } })}>
              <Trans id="settlement.reports.decide" message="Decide" />
            </button>
          ),
        },
      ]}
      rows={disputes}
      getRowKey={(d) => d.id}
      empty={i18n._({ id: 'settlement.reports.toDecide.none', message: 'No dispute is waiting for you.' })}
    />
  );
}

/**
 * Settlement reports (/settlement/{org}/settlementreports, and the operator's /settlement/systemoperator):
 * the latest version of each competition and month, one opened below with its versions,
 * difference, events and disputes. The operator runs settlement (with progress), publishes and
 * decides disputes; a provider disputes. Pushed settlement events reload the lists.
 */
export function ReportsPage({ audience }: { audience: Audience }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const reports = useLoad(allReports, i18n._({ id: 'settlement.reports.loadFailed', message: 'The settlement reports could not be loaded.' }), []);
  const disputes = useLoad(openDisputes, i18n._({ id: 'settlement.reports.disputesFailed', message: 'The disputes could not be loaded.' }), [], { enabled: audience === 'operator' });
  const [open, setOpen] = useState<number | null>(null);
  const [deciding, setDeciding] = useState<Dispute | null>(null);
  const [decided, setDecided] = useState<string | null>(null);
  const reloadReports = reports.reload;
  const reloadDisputes = disputes.reload;
  const changed = useCallback(() => {
    reloadReports();
    if (audience === 'operator') reloadDisputes();
  }, [reloadReports, reloadDisputes, audience]);
  useEffect(() => {
    const sub = bus.events$.subscribe((event) => {
      if (event.type === 'settlement.report.published' || event.type === 'settlement.dispute.updated') changed();
    });
    return () => sub.unsubscribe();
  }, [changed]);
  const runDone = useCallback(
    (run: Run) => {
      changed();
      if (run.report !== null) setOpen(run.report);
    },
    [changed],
  );
  const result = reports.result;
  return (
    <section className="reports" aria-labelledby="reports-title">
      <h1 id="reports-title" tabIndex={-1}>
        <Trans id="settlement.reports" message="Settlement reports" />
      </h1>
      <p className="reports__intro">
        {audience === 'operator' ? (
          <Trans id="settlement.reports.operatorIntro" message="Run settlement for a competition and month, check the draft and publish it: providers then see it, invoices are issued and a dispute window of five working days starts. A rerun makes a new version; earlier versions stay readable." />
        ) : (
          <Trans id="settlement.reports.providerIntro" message="Your settlement reports as the operators publish them: every dispatch event with its baseline, metered and delivered figures and money. Within the dispute window you can dispute the report or one event." />
        )}
      </p>
      {audience === 'operator' ? <RunPanel onDone={runDone} /> : null}
      {audience === 'operator' && disputes.result.state === 'ready' ? <OpenDisputes disputes={disputes.result.value} onDecide={setDeciding} /> : null}
      {decided ? <p role="status">{decided}</p> : null}
      {result.state === 'failed' ? (
        <LoadFailure message={result.message} retry={{ label: <Trans id="settlement.reports.retry" message="Try again" />, onRetry: reports.reload }} className="reports-error" />
      ) : (
        <ReportsTable
          rows={result.state === 'ready' ? latestOnly(result.value) : []}
          loading={result.state === 'loading'}
          region={region}
          actions={(r) => (
            <button type="button" className="fx-button" onClick={() => setOpen(r.id)} aria-label={i18n._({ id: 'settlement.reports.openOf', message: 'Open {competition}, {month}', values: { competition: r.competition_name, month: monthLabel(r.month, region.locale) } })}>
              <Trans id="settlement.reports.open" message="Open" />
            </button>
          )}
          empty={<EmptyState headingLevel={3} title={<Trans id="settlement.reports.empty.title" message="No settlement reports yet" />} description={<Trans id="settlement.reports.empty.text" message="Reports appear here once a month is settled." />} />}
        />
      )}
      {open !== null ? <ReportView id={open} audience={audience} onOpen={setOpen} onChanged={changed} /> : null}
      {deciding ? (
        <DecideModal
          dispute={deciding}
          onClose={() => setDeciding(null)}
          onDone={(d) => {
            setDeciding(null);
            setDecided(
              d.status === 'upheld'
                ? i18n._({ id: 'settlement.reports.decided.upheld', message: 'Upheld: the month is being settled again as a new version.' })
                : i18n._({ id: 'settlement.reports.decided.rejected', message: 'Rejected: the report stands.' }),
            );
            changed();
          }}
        />
      ) : null}
    </section>
  );
}

/** The reports screen of one organisation type; another type's URL is not found. */
export function ReportsScreen({ org }: { org: 'flexprovider' | 'systemoperator' }) {
  const session = useSession();
  if (orgTypeOf(session?.claims) !== org) return <NotFoundPage />;
  return <ReportsPage audience={org === 'systemoperator' ? 'operator' : 'provider'} />;
}
