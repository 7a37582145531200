import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { browserLocation, errorMessage, orgTypeOf } from 'shared-session';
import { DataTable, EmptyState, LoadFailure, NotFoundPage, useFormat, useLoad, useSession, type DataTableColumn, useReloadOn } from 'shared-ui';
import { allMilestones, evidenceLink, type Milestone } from './api';
import { AcceptDialog, RejectDialog, SubmitPanel } from './dialogs';
import { canSubmit, kindLabel, statusLabel } from './labels';
import './milestones.css';

type Audience = 'operator' | 'provider';
type Dialog = { kind: 'accept' | 'reject'; milestone: Milestone } | null;

/**
 * The milestones of the caller's contracts with planned assets (/manage/{org}/milestones): one
 * table (sort, search, CSV) with each milestone's due date and status; the provider submits
 * evidence (`?milestone=ID` opens its panel), the operator accepts or rejects submitted evidence;
 * either side downloads the evidence. A pushed `milestone.updated` event reloads the table.
 */
export function MilestonesPage({ audience, orgId }: { audience: Audience; orgId: number }) {
  const { i18n } = useLingui();
  const f = useFormat();
  const load = useLoad(allMilestones, i18n._({ id: 'manage.milestones.loadFailed', message: 'The milestones could not be loaded.' }), []);
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const rows = load.result.state === 'ready' ? load.result.value : [];
  const selected = audience === 'provider' ? (rows.find((r) => r.id === Number(params.get('milestone'))) ?? null) : null;
  const submitting = selected && canSubmit(selected) ? selected : null;

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  useReloadOn(['milestone.updated'], load.reload);
  useEffect(() => {
    if (submitting) panelRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [submitting?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const open = (m: Milestone | null) => {
    setDone(null);
    setParams(m ? { milestone: String(m.id) } : {});
  };
  const download = async (m: Milestone) => {
    setDownloadError(null);
    try {
      browserLocation.assign((await evidenceLink(m.id)).url);
    } catch (failure) {
      setDownloadError(errorMessage(failure, i18n._({ id: 'manage.milestones.downloadFailed', message: 'The file could not be downloaded. Please try again.' })));
    }
  };
  const finished = (m: Milestone) => {
    load.update((all) => all.map((r) => (r.id === m.id ? m : r)));
    setDialog(null);
    setParams({});
    const values = { milestone: kindLabel(i18n, m), asset: m.planned_asset_name, operator: m.system_operator_name, provider: m.flex_provider_name };
    if (m.status === 'submitted') setDone(i18n._({ id: 'manage.milestones.submit.done', message: 'Evidence for {milestone} of {asset} is submitted; {operator} is told.', values }));
    else if (m.status === 'rejected' || m.status === 'overdue')
      setDone(i18n._({ id: 'manage.milestones.reject.done', message: 'The evidence for {milestone} of {asset} is rejected; {provider} is told.', values }));
    else
      setDone(
        m.kind === 'commissioning'
          ? i18n._({ id: 'manage.milestones.accept.doneCommissioning', message: '{milestone} of {asset} is accepted; it is now one of {provider}’s flex assets.', values })
          : i18n._({ id: 'manage.milestones.accept.done', message: '{milestone} of {asset} is accepted; {provider} is told.', values }),
      );
  };

  const columns: DataTableColumn<Milestone>[] = [
    { key: 'planned_asset_name', header: i18n._({ id: 'manage.milestones.col.asset', message: 'Planned asset' }), sortable: true, isRowHeader: true, value: (r) => `${r.planned_asset_name} (${r.planned_asset_ref})` },
    { key: 'kind', header: i18n._({ id: 'manage.milestones.col.milestone', message: 'Milestone' }), sortable: true, value: (r) => kindLabel(i18n, r) },
    {
      key: 'due_on',
      header: i18n._({ id: 'manage.milestones.col.due', message: 'Due' }),
      sortable: true,
      value: (r) => r.due_on,
      render: (r) => f.formatCalendarDate(r.due_on) ?? r.due_on,
    },
    {
      key: 'status',
      header: i18n._({ id: 'manage.milestones.col.status', message: 'Status' }),
      sortable: true,
      value: (r) => statusLabel(i18n, r.status),
      render: (r) => <span className={`milestones-status milestones-status--${r.status}`}>{statusLabel(i18n, r.status)}</span>,
    },
    { key: 'contract_reference', header: i18n._({ id: 'manage.milestones.col.contract', message: 'Contract' }), sortable: true, value: (r) => `${r.contract_reference} (${r.competition_name})` },
    audience === 'operator'
      ? { key: 'flex_provider_name', header: i18n._({ id: 'manage.milestones.col.provider', message: 'Flex provider' }), sortable: true }
      : { key: 'system_operator_name', header: i18n._({ id: 'manage.milestones.col.operator', message: 'System operator' }), sortable: true },
    {
      key: 'note',
      header: i18n._({ id: 'manage.milestones.col.note', message: 'Evidence and decision' }),
      value: (r) => [r.note, r.rejection_reason].filter(Boolean).join(' / '),
      render: (r) => (
        <>
          {r.note ? <span className="milestones-cell-text">{r.note}</span> : null}
          {r.rejection_reason && r.status !== 'accepted' && r.status !== 'submitted' ? (
            <span className="milestones-cell-text">
              <Trans id="manage.milestones.rejectedBecause" message="Rejected: {reason}" values={{ reason: r.rejection_reason }} />
            </span>
          ) : null}
          {r.evidence_filename ? (
            <button type="button" className="fx-link-button" onClick={() => void download(r)} aria-label={i18n._({ id: 'manage.milestones.downloadOf', message: 'Download {file}', values: { file: r.evidence_filename } })}>
              {r.evidence_filename}
            </button>
          ) : null}
        </>
      ),
    },
    {
      key: 'actions',
      header: i18n._({ id: 'manage.milestones.col.actions', message: 'Actions' }),
      exportable: false,
      render: (r) => {
        const values = { milestone: kindLabel(i18n, r), asset: r.planned_asset_name };
        if (audience === 'provider' && canSubmit(r))
          return (
            <button type="button" className="fx-button" onClick={() => open(r)} aria-label={i18n._({ id: 'manage.milestones.submitOf', message: 'Submit evidence for {milestone} of {asset}', values })}>
              <Trans id="manage.milestones.submit" message="Submit evidence" />
            </button>
          );
        if (audience === 'operator' && r.status === 'submitted')
          return (
            <span className="milestones-actions">
              <button type="button" className="fx-button" onClick={() => setDialog({ kind: 'accept', milestone: r })} aria-label={i18n._({ id: 'manage.milestones.acceptOf', message: 'Accept {milestone} of {asset}', values })}>
                <Trans id="manage.milestones.accept" message="Accept" />
              </button>
              <button type="button" className="fx-button" onClick={() => setDialog({ kind: 'reject', milestone: r })} aria-label={i18n._({ id: 'manage.milestones.rejectOf', message: 'Reject {milestone} of {asset}', values })}>
                <Trans id="manage.milestones.reject" message="Reject" />
              </button>
            </span>
          );
        return null;
      },
    },
  ];

  const result = load.result;
  const overdue = rows.filter((r) => r.overdue).length;
  return (
    <section className="milestones" aria-labelledby="milestones-title">
      <h1 id="milestones-title" tabIndex={-1}>
        <Trans id="manage.screen.milestones" message="Milestones" />
      </h1>
      <p className="milestones__intro">
        {audience === 'operator' ? (
          <Trans id="manage.milestones.operatorIntro" message="The milestones of planned assets in your contracts: financial commitment, connection, progress reports twice a year and commissioning (at least 90% of the contracted capacity operational). Accept the evidence providers submit, or reject it with a reason." />
        ) : (
          <Trans id="manage.milestones.providerIntro" message="The milestones of your planned assets in contracts: financial commitment, connection, progress reports twice a year and commissioning (at least 90% of the contracted capacity operational). Submit evidence for each by its due date; when commissioning is accepted, the planned asset becomes one of your assets." />
        )}
      </p>
      {overdue > 0 ? (
        <p className="milestones-error">
          <Trans id="manage.milestones.overdueCount" message="{count, plural, one {# milestone is overdue.} other {# milestones are overdue.}}" values={{ count: overdue }} />
        </p>
      ) : null}
      {done ? (
        <p role="status" className="milestones-done" tabIndex={-1} ref={doneRef}>
          {done}
        </p>
      ) : null}
      {downloadError ? (
        <p role="alert" className="milestones-error">
          {downloadError}
        </p>
      ) : null}
      {submitting ? (
        <div ref={panelRef}>
          <SubmitPanel milestone={submitting} orgId={orgId} onClose={() => open(null)} onDone={finished} />
        </div>
      ) : null}
      {result.state === 'failed' ? (
        <LoadFailure message={result.message} retry={{ label: <Trans id="manage.milestones.retry" message="Try again" />, onRetry: load.reload }} className="milestones-error" />
      ) : (
        <DataTable
          caption={<Trans id="manage.milestones.caption" message="Contract milestones" />}
          columns={columns}
          rows={rows}
          getRowKey={(r) => r.id}
          loading={result.state === 'loading'}
          empty={
            <EmptyState
              headingLevel={2}
              title={<Trans id="manage.milestones.empty.title" message="No milestones yet" />}
              description={<Trans id="manage.milestones.empty.text" message="A contract carries milestones when a planned asset qualified for its competition: they appear here when the results are confirmed." />}
            />
          }
          searchable
          exportFilename="milestones"
        />
      )}
      {dialog?.kind === 'accept' ? <AcceptDialog milestone={dialog.milestone} onClose={() => setDialog(null)} onDone={finished} /> : null}
      {dialog?.kind === 'reject' ? <RejectDialog milestone={dialog.milestone} onClose={() => setDialog(null)} onDone={finished} /> : null}
    </section>
  );
}

/** The milestones screen of one organisation type; another type's URL is not found. */
export function MilestonesScreen({ org }: { org: 'flexprovider' | 'systemoperator' }) {
  const session = useSession();
  const orgId = session?.claims.role.id ?? null;
  if (orgTypeOf(session?.claims) !== org || orgId === null) return <NotFoundPage />;
  return <MilestonesPage audience={org === 'systemoperator' ? 'operator' : 'provider'} orgId={orgId} />;
}

export default MilestonesScreen;
