import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react';
import type { ConfirmResultsResult } from 'shared-session';
import { Modal } from 'shared-ui';
import { confirmResults } from './api';
import { useAction } from './useAction';

export interface ConfirmResultsModalProps {
  open: boolean;
  competition: { id: number; name: string };
  accepted: number;
  rejected: number;
  onClose: () => void;
  onConfirmed: (result: ConfirmResultsResult) => void;
  /** A conflict (409): the modal closes and the page shows the server's message and reloads. */
  onConflict: (message: string) => void;
}

/**
 * Confirm competition results (workflows §2 modals, §4; platform §2.4): the acknowledgement that
 * results are final must be ticked before Confirm is enabled.
 */
export function ConfirmResultsModal({ open, competition, accepted, rejected, onClose, onConfirmed, onConflict }: ConfirmResultsModalProps) {
  const { i18n } = useLingui();
  const [final, setFinal] = useState(false);
  const { busy: sending, error, run, clearError } = useAction((message) => {
    setFinal(false);
    onConflict(message);
  });

  const close = () => {
    if (sending) return;
    setFinal(false);
    clearError();
    onClose();
  };

  function confirm() {
    if (!final) return;
    void run(
      () => confirmResults(competition.id),
      i18n._({ id: 'manage.review.confirm.failed', message: 'Sorry, there was a problem confirming this competition. Please try again.' }),
      (result) => {
        setFinal(false);
        onConfirmed(result);
      },
    );
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={<Trans id="manage.review.confirm.modalTitle" message="Confirm competition results" />}
      footer={
        <>
          <button type="button" className="fx-button" onClick={close} disabled={sending}>
            <Trans id="manage.review.confirm.cancel" message="Cancel" />
          </button>
          <button type="button" className="fx-button fx-button--primary" onClick={confirm} disabled={!final || sending} aria-busy={sending}>
            {sending ? <Trans id="manage.review.confirm.sending" message="Confirming…" /> : <Trans id="manage.review.confirm.submit" message="Confirm" />}
          </button>
        </>
      }
    >
      <p>
        <Trans
          id="manage.review.confirm.body"
          message="You are confirming the results of {name}: {accepted, plural, one {# bid} other {# bids}} accepted and {rejected, plural, one {# bid} other {# bids}} rejected."
          values={{ name: competition.name, accepted, rejected }}
        />
      </p>
      <p>
        <Trans
          id="manage.review.confirm.consequence"
          message="Once confirmed, no bid or decision of this competition can change, and every flex provider that bid is e-mailed its accepted and rejected bids with the reasons."
        />
      </p>
      <label className="review-ack">
        <input type="checkbox" className="review-check" checked={final} disabled={sending} onChange={(e) => setFinal(e.target.checked)} />
        <span>
          <Trans id="manage.review.confirm.ack" message="I understand that these results are final" />
        </span>
      </label>
      {error ? (
        <p className="review-page__error" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
