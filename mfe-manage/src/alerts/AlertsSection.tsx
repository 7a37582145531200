/**
 * The provider's alerts, shown on the subscriptions page beside the plan: the list in the shared
 * table (sort, search, CSV), a dialog to create or change one, pause/resume and delete (confirmed).
 */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { errorMessage } from 'shared-session';
import { DataTable, LoadState, Modal, useFormat, useLoad } from 'shared-ui';
import { alertsApi, type Alert, type AlertsApi } from './api';
import { AlertDialog } from './AlertDialog';
import { alertColumns } from './columns';
import './alerts.css';

type Editing = { alert: Alert | null } | null;

/** Asks before deleting (pausing keeps an alert for later). */
function DeleteAlertDialog({ alert, busy, onKeep, onDelete }: { alert: Alert | null; busy: boolean; onKeep: () => void; onDelete: (alert: Alert) => void }) {
  return (
    <Modal
      open={alert !== null}
      onClose={onKeep}
      size="small"
      title={<Trans id="manage.alerts.deleteTitle" message="Delete this alert?" />}
      footer={
        <div className="fx-button-row">
          <button type="button" className="fx-button" onClick={onKeep}>
            <Trans id="manage.alerts.keep" message="Keep it" />
          </button>
          <button type="button" className="fx-button fx-button--primary" disabled={busy} onClick={() => alert && onDelete(alert)}>
            <Trans id="manage.alerts.confirmDelete" message="Delete alert" />
          </button>
        </div>
      }
    >
      <p>
        <Trans id="manage.alerts.deleteText" message="“{name}” will tell you nothing more. To stop it for a while, pause it instead." values={{ name: alert?.name ?? '' }} />
      </p>
    </Modal>
  );
}

export function AlertsSection({ api = alertsApi }: { api?: AlertsApi }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const alerts = useLoad(api.list, i18n._({ id: 'manage.alerts.loadFailed', message: 'Your alerts could not be loaded.' }), [api]);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Alert | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const saved = (alert: Alert) => {
    alerts.update((rows) => (rows.some((r) => r.id === alert.id) ? rows.map((r) => (r.id === alert.id ? alert : r)) : [alert, ...rows]));
    setStatus(i18n._({ id: 'manage.alerts.saved', message: 'Alert “{name}” saved.', values: { name: alert.name } }));
    setEditing(null);
  };

  const togglePause = async (alert: Alert) => {
    setBusy(alert.id);
    setProblem(null);
    try {
      const changed = await api.update(alert.id, { is_paused: !alert.is_paused });
      alerts.update((rows) => rows.map((r) => (r.id === changed.id ? changed : r)));
      setStatus(
        changed.is_paused
          ? i18n._({ id: 'manage.alerts.paused', message: 'Alert “{name}” paused.', values: { name: changed.name } })
          : i18n._({ id: 'manage.alerts.resumed', message: 'Alert “{name}” resumed.', values: { name: changed.name } }),
      );
    } catch (error) {
      setProblem(errorMessage(error, i18n._({ id: 'manage.alerts.changeFailed', message: 'The alert could not be changed. Please try again.' })));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (alert: Alert) => {
    setBusy(alert.id);
    setProblem(null);
    try {
      await api.remove(alert.id);
      alerts.update((rows) => rows.filter((r) => r.id !== alert.id));
      setStatus(i18n._({ id: 'manage.alerts.deleted', message: 'Alert “{name}” deleted.', values: { name: alert.name } }));
      setDeleting(null);
    } catch (error) {
      setProblem(errorMessage(error, i18n._({ id: 'manage.alerts.deleteFailed', message: 'The alert could not be deleted. Please try again.' })));
      setDeleting(null);
    } finally {
      setBusy(null);
    }
  };

  const actions = (a: Alert) => (
    <div className="alerts-actions">
      <button type="button" className="fx-button" onClick={() => setEditing({ alert: a })}>
        <Trans id="manage.alerts.edit" message="Edit" />
        <span className="fx-visually-hidden"> {a.name}</span>
      </button>
      <button type="button" className="fx-button" disabled={busy === a.id} onClick={() => void togglePause(a)}>
        {a.is_paused ? <Trans id="manage.alerts.resume" message="Resume" /> : <Trans id="manage.alerts.pause" message="Pause" />}
        <span className="fx-visually-hidden"> {a.name}</span>
      </button>
      <button type="button" className="fx-button" disabled={busy === a.id} onClick={() => setDeleting(a)}>
        <Trans id="manage.alerts.delete" message="Delete" />
        <span className="fx-visually-hidden"> {a.name}</span>
      </button>
    </div>
  );
  const columns = alertColumns(i18n, format, actions);

  return (
    <section className="alerts-section" aria-labelledby="alerts-section-title">
      <div className="alerts-section__head">
        <h2 id="alerts-section-title">
          <Trans id="manage.alerts.title" message="Alerts" />
        </h2>
        <button type="button" className="fx-button fx-button--primary" onClick={() => setEditing({ alert: null })}>
          <Trans id="manage.alerts.new" message="New alert" />
        </button>
      </div>
      <p className="alerts-section__intro">
        <Trans
          id="manage.alerts.intro"
          message="Be told when a competition in a market and area you follow opens for qualification or bidding, when results are published, or when a milestone is due."
        />
      </p>
      <p role="status" className="fx-visually-hidden">
        {status}
      </p>
      {problem ? (
        <p className="fx-field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <LoadState result={alerts.result} loading={<Trans id="manage.alerts.loading" message="Loading your alerts…" />} retry={{ label: <Trans id="manage.alerts.retry" message="Try again" />, onRetry: alerts.reload }} />
      {alerts.result.state === 'ready' ? (
        <div className="alerts-table">
          <DataTable
            caption={<Trans id="manage.alerts.caption" message="Your alerts" />}
            columns={columns}
            rows={alerts.result.value}
            getRowKey={(a) => a.id}
            searchable
            searchLabel={i18n._({ id: 'manage.alerts.search', message: 'Search alerts' })}
            exportFilename="alerts.csv"
            defaultSort={{ key: 'name', direction: 'ascending' }}
            empty={<Trans id="manage.alerts.empty" message="No alerts yet. Create one to hear about new competitions near your assets." />}
          />
        </div>
      ) : null}
      {editing ? <AlertDialog api={api} alert={editing.alert} onClose={() => setEditing(null)} onSaved={saved} /> : null}
      <DeleteAlertDialog alert={deleting} busy={deleting !== null && busy === deleting.id} onKeep={() => setDeleting(null)} onDelete={(a) => void remove(a)} />
    </section>
  );
}
