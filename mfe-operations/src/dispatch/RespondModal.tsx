import { Trans, useLingui } from '@lingui/react';
import { Modal } from 'shared-ui';
import { respondTo } from './api';
import { InstructionSummary } from './InstructionSummary';
import type { DispatchInstruction, DispatchResponseValue } from './types';
import { useAction } from './useAction';

export interface RespondModalProps {
  instruction: DispatchInstruction;
  response: DispatchResponseValue;
  onClose: () => void;
  onDone: (instruction: DispatchInstruction) => void;
}

/**
 * Confirm dispatch instruction response (platform §2.4): the provider accepts or rejects an
 * instruction; the answer cannot be changed afterwards (workflows §4).
 */
export function RespondModal({ instruction, response, onClose, onDone }: RespondModalProps) {
  const { i18n } = useLingui();
  const { busy, error, run } = useAction();
  const accept = response === 'accepted';
  const close = () => {
    if (!busy) onClose();
  };
  const confirm = () =>
    run(() => respondTo(instruction.id, response), i18n._({ id: 'operations.respond.failed', message: 'Your response could not be sent. Please try again.' }), onDone);
  return (
    <Modal
      open
      onClose={close}
      title={
        accept ? (
          <Trans id="operations.respond.acceptTitle" message="Accept dispatch instruction {id}?" values={{ id: instruction.id }} />
        ) : (
          <Trans id="operations.respond.rejectTitle" message="Reject dispatch instruction {id}?" values={{ id: instruction.id }} />
        )
      }
      footer={
        <>
          <button type="button" className="fx-button" onClick={close} disabled={busy}>
            <Trans id="operations.respond.cancel" message="Cancel" />
          </button>
          <button type="button" className="fx-button fx-button--primary" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
            {accept ? <Trans id="operations.respond.accept" message="Accept instruction" /> : <Trans id="operations.respond.reject" message="Reject instruction" />}
          </button>
        </>
      }
    >
      <p className="dispatch-warning">
        <strong>
          <Trans id="operations.respond.final" message="Your response cannot be changed afterwards." />
        </strong>{' '}
        {accept ? (
          <Trans id="operations.respond.acceptText" message="By accepting you commit to deliver this dispatch with these assets." />
        ) : (
          <Trans id="operations.respond.rejectText" message="By rejecting you tell the grid operator you will not deliver this dispatch." />
        )}
      </p>
      <InstructionSummary instruction={instruction} />
      {error ? (
        <p role="alert" className="dispatch-error">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
