import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { errorMessage } from 'shared-session';
import { Modal } from 'shared-ui';
import { decideDispute, openDispute, type Dispute, type DisputeReason, type ReportEvent } from './api';
import { DISPUTE_REASONS, reasonLabel } from './labels';

function useAction<T>() {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<T>, done: (value: T) => void) => {
    setBusy(true);
    setError(null);
    try {
      done(await work());
    } catch (failure) {
      setError(errorMessage(failure, i18n._({ id: 'settlement.reports.actionFailed', message: 'That did not work. Please try again.' })));
      setBusy(false);
    }
  };
  return { busy, error, run };
}

const Alert = ({ error }: { error: string | null }) =>
  error ? (
    <p role="alert" className="reports-error">
      {error}
    </p>
  ) : null;

/** A provider disputes the whole report or one of its events, with a reason and a note. */
export function DisputeModal({ reportId, events, onClose, onDone }: { reportId: number; events: readonly ReportEvent[]; onClose: () => void; onDone: (d: Dispute) => void }) {
  const { i18n } = useLingui();
  const [event, setEvent] = useState('');
  const [reason, setReason] = useState<DisputeReason>('meter_data');
  const [note, setNote] = useState('');
  const action = useAction<Dispute>();
  const submit = () => void action.run(() => openDispute(reportId, { event: event === '' ? null : event, reason, note }), onDone);
  return (
    <Modal
      open
      onClose={onClose}
      title={<Trans id="settlement.reports.dispute.title" message="Dispute this report" />}
      footer={
        <>
          <button type="button" className="fx-button" onClick={onClose} disabled={action.busy}>
            <Trans id="settlement.reports.cancel" message="Cancel" />
          </button>
          <button type="button" className="fx-button fx-button--primary" onClick={submit} disabled={action.busy || note.trim() === ''} aria-busy={action.busy}>
            <Trans id="settlement.reports.dispute.send" message="Send dispute" />
          </button>
        </>
      }
    >
      <div className="reports-form">
        <label>
          <Trans id="settlement.reports.dispute.what" message="What you dispute" />
          <select value={event} onChange={(e) => setEvent(e.target.value)}>
            <option value="">{i18n._({ id: 'settlement.reports.dispute.whole', message: 'The whole report' })}</option>
            {events.map((e) => (
              <option key={e.id} value={e.id}>
                {i18n._({ id: 'settlement.reports.dispute.event', message: 'Event {id} ({asset})', values: { id: e.id, asset: e.asset_ref ?? e.asset } })}
              </option>
            ))}
          </select>
        </label>
        <label>
          <Trans id="settlement.reports.dispute.reason" message="Reason" />
          <select value={reason} onChange={(e) => setReason(DISPUTE_REASONS.find((r) => r === e.target.value) ?? 'meter_data')}>
            {DISPUTE_REASONS.map((r) => (
              <option key={r} value={r}>
                {reasonLabel(i18n, r)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <Trans id="settlement.reports.dispute.note" message="Note (what is wrong and what you expect)" />
          <textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} rows={4} required />
        </label>
      </div>
      <Alert error={action.error} />
    </Modal>
  );
}

/** The operator upholds (the month is run again) or rejects a dispute, with a note. */
export function DecideModal({ dispute, onClose, onDone }: { dispute: Dispute; onClose: () => void; onDone: (d: Dispute) => void }) {
  const { i18n } = useLingui();
  const [note, setNote] = useState('');
  const action = useAction<Dispute>();
  const decide = (decision: 'upheld' | 'rejected') => void action.run(() => decideDispute(dispute.id, { decision, note }), onDone);
  return (
    <Modal
      open
      onClose={onClose}
      title={<Trans id="settlement.reports.decide.title" message="Decide the dispute of {provider}" values={{ provider: dispute.provider_name }} />}
      footer={
        <>
          <button type="button" className="fx-button" onClick={onClose} disabled={action.busy}>
            <Trans id="settlement.reports.cancel" message="Cancel" />
          </button>
          <button type="button" className="fx-button" onClick={() => decide('rejected')} disabled={action.busy || note.trim() === ''}>
            <Trans id="settlement.reports.decide.reject" message="Reject" />
          </button>
          <button type="button" className="fx-button fx-button--primary" onClick={() => decide('upheld')} disabled={action.busy || note.trim() === ''}>
            <Trans id="settlement.reports.decide.uphold" message="Uphold and rerun" />
          </button>
        </>
      }
    >
      <p>
        {dispute.event === null ? (
          <Trans id="settlement.reports.decide.whole" message="{reason}: the whole report." values={{ reason: reasonLabel(i18n, dispute.reason) }} />
        ) : (
          <Trans id="settlement.reports.decide.event" message="{reason}: event {event}." values={{ reason: reasonLabel(i18n, dispute.reason), event: dispute.event }} />
        )}
      </p>
      <blockquote className="reports-note">{dispute.note}</blockquote>
      <div className="reports-form">
        <label>
          <Trans id="settlement.reports.decide.note" message="Your note to the provider" />
          <textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} rows={3} required />
        </label>
      </div>
      <Alert error={action.error} />
    </Modal>
  );
}
