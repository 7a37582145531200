import { Trans, useLingui } from '@lingui/react';
import { Modal } from 'shared-ui';
import { stopInstruction } from './api';
import { InstructionSummary } from './InstructionSummary';
import type { DispatchInstruction } from './types';
import { useAction } from './useAction';

export interface StopModalProps {
  instruction: DispatchInstruction;
  onClose: () => void;
  onDone: (instruction: DispatchInstruction) => void;
}

/** Stop dispatch instructions (platform §2.4): final, cannot be recovered; the provider is notified at once. */
export function StopModal({ instruction, onClose, onDone }: StopModalProps) {
  const { i18n } = useLingui();
  const { busy, error, run } = useAction();
  const close = () => {
    if (!busy) onClose();
  };
  const confirm = () =>
    run(() => stopInstruction(instruction.id), i18n._({ id: 'operations.stop.failed', message: 'The instruction could not be stopped. Please try again.' }), onDone);
  return (
    <Modal
      open
      onClose={close}
      title={<Trans id="operations.stop.title" message="Stop dispatch instruction {id}?" values={{ id: instruction.id }} />}
      footer={
        <>
          <button type="button" className="fx-button" onClick={close} disabled={busy}>
            <Trans id="operations.stop.cancel" message="Keep the instruction" />
          </button>
          <button type="button" className="fx-button fx-button--primary dispatch-danger" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
            <Trans id="operations.stop.confirm" message="Stop instruction" />
          </button>
        </>
      }
    >
      <p className="dispatch-warning">
        <strong>
          <Trans id="operations.stop.final" message="A stop cannot be recovered." />
        </strong>{' '}
        <Trans id="operations.stop.text" message="{provider} is notified at once and must not deliver this dispatch." values={{ provider: instruction.flex_provider_name }} />
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
