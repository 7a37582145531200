import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { hasPermissions, PERMISSIONS, type QualificationSummary } from 'shared-session';
import { DataTable, useSession, type DataTableColumn, LoadState, useLoad } from 'shared-ui';
import { statusLabel } from '../common/competitions';
import { ENTRY_OPEN, qualificationSummaries } from './api';
import { EntrySelectionPanel, NoCompetitionOpen, SelectAllCompetitions } from './ConfirmEntryParts';
import { canEnter, entryText } from './OverviewPage';
import { QualificationScreen, screenLoad } from './QualificationScreen';
import { providerCompetitionPath, QUALIFICATION_PATHS } from './paths';
import { useEntryActions } from './useEntryActions';

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
  const canManage = hasPermissions(useSession()?.claims, [PERMISSIONS.manageBids]);
  const [selection, setSelection] = useState<Set<number>>(new Set());
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
  const { busy, confirm, withdraw } = useEntryActions({ toConfirm, toWithdraw, setSelection, reload });

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
        <LoadState result={result} {...screenLoad(reload)} />
      </QualificationScreen>
    );
  }
  if (rows.length === 0) {
    return (
      <QualificationScreen path={QUALIFICATION_PATHS.confirm} title={title} intro={intro}>
        <NoCompetitionOpen />
      </QualificationScreen>
    );
  }
  return (
    <QualificationScreen path={QUALIFICATION_PATHS.confirm} title={title} intro={intro}>
      <SelectAllCompetitions allIds={rows.map((s) => s.competition)} selection={selection} onChange={setSelection} />
      <DataTable
        caption={<Trans id="manage.qualification.confirm.caption" message="Competitions open for entry" />}
        columns={cols}
        rows={rows}
        getRowKey={(s) => s.competition}
        pageSize={100}
        exportFilename="competition-entries"
      />
      <EntrySelectionPanel
        selected={selection.size}
        canManage={canManage}
        busy={busy}
        canWithdraw={toWithdraw.length > 0}
        canConfirm={toConfirm.length > 0}
        onWithdraw={() => void withdraw()}
        onConfirm={() => void confirm()}
      />
    </QualificationScreen>
  );
}
