import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { errorMessage, hasPermissions, PERMISSIONS, requestConfirmation, toast, type QualificationSummary } from 'shared-session';
import { DataTable, EmptyState, useFlags, useSession, type DataTableColumn, useLoad } from 'shared-ui';
import { statusLabel } from '../common/competitions';
import { confirmEntries, ENTRY_OPEN, qualificationSummaries, withdrawEntry } from './api';
import { canEnter, entryText } from './OverviewPage';
import { LoadFailed, Loading, QualificationScreen } from './QualificationScreen';
import { providerCompetitionPath, QUALIFICATION_PATHS } from './paths';

/** Confirmation in batches of 50 (workflows §7, §9) is one of the additional interfaces. */
export const BULK_CONFIRM_FLAG = 'additional_interfaces';

const entered = (s: QualificationSummary) => s.entry_status === 'confirmed';

function columns(i18n: I18n, selection: ReadonlySet<number>, toggle: (id: number, on: boolean) => void): DataTableColumn<QualificationSummary>[] {
  return [
    {
      key: 'select',
      header: <span className="fx-visually-hidden">{i18n._({ id: 'manage.qualification.confirm.selectHeader', message: 'Select' })}</span>,
      exportable: false,
      width: '3rem',
      render: (s) => (
        <input
          type="checkbox"
          className="qualification__check"
          aria-label={i18n._({ id: 'manage.qualification.confirm.selectOne', message: 'Select {name}', values: { name: s.name } })}
          checked={selection.has(s.competition)}
          onChange={(e) => toggle(s.competition, e.target.checked)}
        />
      ),
    },
    {
      key: 'name',
      header: i18n._({ id: 'manage.qualification.col.competition', message: 'Competition' }),
      isRowHeader: true,
      sortable: true,
      render: (s) => <Link to={providerCompetitionPath(s.competition)}>{s.name}</Link>,
    },
    { key: 'reference', header: i18n._({ id: 'manage.qualification.col.reference', message: 'Reference' }), sortable: true },
    { key: 'status', header: i18n._({ id: 'manage.qualification.col.status', message: 'Status' }), sortable: true, value: (s) => statusLabel(i18n, s.status) },
    { key: 'operator_name', header: i18n._({ id: 'manage.qualification.col.operator', message: 'System operator' }), sortable: true },
    { key: 'qualifying_assets', header: i18n._({ id: 'manage.qualification.col.qualifying', message: 'Qualifying assets' }), sortable: true, align: 'end' },
    { key: 'entry', header: i18n._({ id: 'manage.qualification.col.entry', message: 'Entry' }), sortable: true, value: (s) => entryText(i18n, s) },
  ];
}

/**
 * Confirm entry status (/manage/flexprovider/qualification/confirm): the competitions open for
 * entry in which the provider has qualifying assets, and the confirm-entry panel (workflows §2):
 * Withdraw and Confirm entry with an "n selected" count. Confirming enters every qualifying asset;
 * under additional_interfaces it goes to the server in batches of 50, otherwise one competition at
 * a time; failures are the toasts of workflows §8, and the list is read again after either.
 */
export function ConfirmEntryPage() {
  const { i18n } = useLingui();
  const flags = useFlags();
  const canManage = hasPermissions(useSession()?.claims, [PERMISSIONS.manageBids]);
  const [selection, setSelection] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const { result, reload } = useLoad(
    async () => (await qualificationSummaries(ENTRY_OPEN)).filter((s) => canEnter(s) || entered(s)),
    i18n._({ id: 'manage.qualification.confirm.failed', message: 'The competitions open for entry could not be loaded.' }),
    [],
  );
  const rows = useMemo(() => (result.state === 'ready' ? result.value : []), [result]);
  const toggle = (id: number, on: boolean) =>
    setSelection((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const cols = useMemo(() => columns(i18n, selection, toggle), [i18n, selection]);

  const chosen = rows.filter((s) => selection.has(s.competition));
  const toConfirm = chosen.filter(canEnter).map((s) => s.competition);
  const toWithdraw = chosen.filter(entered).map((s) => s.competition);

  async function confirm() {
    setBusy(true);
    try {
      const outcome = await confirmEntries(toConfirm, flags.has(BULK_CONFIRM_FLAG));
      if (outcome.confirmed.length) {
        toast({
          kind: 'success',
          title: i18n._({ id: 'manage.qualification.confirm.done', message: '{n, plural, one {Entry confirmed in # competition} other {Entry confirmed in # competitions}}', values: { n: outcome.confirmed.length } }),
        });
      }
      if (outcome.batchFailure) {
        toast({
          kind: 'error',
          title: i18n._({ id: 'manage.qualification.confirm.bulkFailed', message: 'Entry confirmation failed' }),
          text: i18n._({
            id: 'manage.qualification.confirm.bulkFailedText',
            message: 'Some competitions could not be confirmed: {reason} The list shows where each entry now stands.',
            values: { reason: errorMessage(outcome.batchFailure.error, i18n._({ id: 'manage.qualification.confirm.tryAgain', message: 'Please try again.' })) },
          }),
        });
      }
      // One toast per competition that failed on its own (workflows §8, single confirmation).
      outcome.failures.forEach(() =>
        toast({
          kind: 'error',
          title: i18n._({ id: 'manage.qualification.confirm.oneFailed', message: 'Competition confirmation failed' }),
          text: i18n._({ id: 'manage.qualification.confirm.oneFailedText', message: 'Sorry, there was a problem confirming this competition. Please try again.' }),
        }),
      );
      setSelection(new Set(outcome.batchFailure ? outcome.batchFailure.ids : outcome.failures.map((f) => f.id)));
    } finally {
      setBusy(false);
      reload();
    }
  }

  async function withdraw() {
    const ok = await requestConfirmation({
      id: 'withdraw-entries',
      title: i18n._({ id: 'manage.qualification.withdraw.title', message: 'Withdraw your entry?' }),
      body: i18n._({
        id: 'manage.qualification.withdraw.body',
        message: '{n, plural, one {Your assets will no longer be entered in # competition.} other {Your assets will no longer be entered in # competitions.}} You can confirm entry again while they are open.',
        values: { n: toWithdraw.length },
      }),
      confirmLabel: i18n._({ id: 'manage.qualification.withdraw.confirm', message: 'Withdraw entry' }),
      cancelLabel: i18n._({ id: 'manage.qualification.withdraw.cancel', message: 'Keep entry' }),
      tone: 'danger',
    });
    if (!ok) return;
    setBusy(true);
    const failed: number[] = [];
    let lastError: unknown = null;
    for (const id of toWithdraw) {
      try {
        await withdrawEntry(id);
      } catch (error) {
        failed.push(id);
        lastError = error;
      }
    }
    if (failed.length < toWithdraw.length) {
      toast({
        kind: 'success',
        title: i18n._({ id: 'manage.qualification.withdraw.done', message: '{n, plural, one {Entry withdrawn from # competition} other {Entry withdrawn from # competitions}}', values: { n: toWithdraw.length - failed.length } }),
      });
    }
    if (failed.length) {
      toast({
        kind: 'error',
        title: i18n._({ id: 'manage.qualification.withdraw.failed', message: 'Withdrawal failed' }),
        text: errorMessage(lastError, i18n._({ id: 'manage.qualification.confirm.tryAgain', message: 'Please try again.' })),
      });
    }
    setSelection(new Set(failed));
    setBusy(false);
    reload();
  }

  const title = <Trans id="manage.qualification.confirm.title" message="Confirm entry status" />;
  const intro = (
    <Trans
      id="manage.qualification.confirm.intro"
      message="Competitions open for qualification or bidding in which you have qualifying assets. Confirming entry enters all your qualifying assets; you can withdraw while the competition is open. To enter only some assets, confirm entry from the competition on the map."
    />
  );
  if (result.state !== 'ready') {
    return (
      <QualificationScreen path={QUALIFICATION_PATHS.confirm} title={title} intro={intro}>
        {result.state === 'loading' ? <Loading /> : <LoadFailed message={result.message} onRetry={reload} />}
      </QualificationScreen>
    );
  }
  if (rows.length === 0) {
    return (
      <QualificationScreen path={QUALIFICATION_PATHS.confirm} title={title} intro={intro}>
        <EmptyState
          title={<Trans id="manage.qualification.confirm.empty.title" message="No competition is open for your entry" />}
          description={
            <Trans
              id="manage.qualification.confirm.empty.text"
              message="You can confirm entry once a competition your assets qualify for opens for qualification. See why your assets do not qualify, or complete their data."
            />
          }
          action={
            <Link className="fx-button fx-button--primary" to={QUALIFICATION_PATHS.assets}>
              <Trans id="manage.qualification.confirm.empty.action" message="See asset eligibility" />
            </Link>
          }
        />
      </QualificationScreen>
    );
  }
  const allIds = rows.map((s) => s.competition);
  const allChosen = allIds.every((id) => selection.has(id));
  return (
    <QualificationScreen path={QUALIFICATION_PATHS.confirm} title={title} intro={intro}>
      <label className="qualification__select-all">
        <input
          type="checkbox"
          className="qualification__check"
          checked={allChosen}
          ref={(el) => {
            if (el) el.indeterminate = !allChosen && selection.size > 0;
          }}
          onChange={(e) => setSelection(e.target.checked ? new Set(allIds) : new Set())}
        />
        <Trans id="manage.qualification.confirm.selectAll" message="Select all competitions" />
      </label>
      <DataTable
        caption={<Trans id="manage.qualification.confirm.caption" message="Competitions open for entry" />}
        columns={cols}
        rows={rows}
        getRowKey={(s) => s.competition}
        pageSize={100}
        exportFilename="competition-entries"
      />
      <section className="qualification__panel" aria-labelledby="confirm-entry-panel">
        <h2 id="confirm-entry-panel">
          <Trans id="manage.qualification.confirm.selection" message="Your selection" />
        </h2>
        <span className="qualification__count" aria-live="polite">
          <Trans id="manage.qualification.confirm.selected" message="{n} selected" values={{ n: selection.size }} />
        </span>
        <span className="qualification__gap" />
        {!canManage ? (
          <span className="qualification__hint">
            <Trans id="manage.qualification.confirm.noPermission" message="Confirming entry needs permission to manage bids." />
          </span>
        ) : null}
        <button type="button" className="fx-button fx-button--secondary" disabled={busy || !canManage || toWithdraw.length === 0} onClick={() => void withdraw()}>
          <Trans id="manage.qualification.confirm.withdraw" message="Withdraw" />
        </button>
        <button type="button" className="fx-button fx-button--primary" disabled={busy || !canManage || toConfirm.length === 0} onClick={() => void confirm()}>
          <Trans id="manage.qualification.confirm.confirm" message="Confirm entry" />
        </button>
      </section>
    </QualificationScreen>
  );
}
