import { useEffect, useRef, useState } from 'react';
import { Trans } from '@lingui/react';
import { bus, type ModalRequest } from 'shared-session';
import { Modal } from 'shared-ui';

type OpenRequest = Extract<ModalRequest, { type: 'open' }>;

function isConfirmation(r: OpenRequest): boolean {
  return r.cancelLabel !== undefined || r.onCancel !== undefined || r.onResult !== undefined;
}

/**
 * The global modal host (spec platform §2.4): remotes and host pages emit on `bus.modal$`; the
 * host shows one modal at a time (the latest), others wait underneath. When the last one closes,
 * focus returns to the element that had it when the first opened.
 */
export function ModalHost() {
  const [stack, setStack] = useState<OpenRequest[]>([]);
  const stackRef = useRef<OpenRequest[]>([]);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const update = (next: OpenRequest[]) => {
      stackRef.current = next;
      setStack(next);
    };
    const sub = bus.modal$.subscribe((request) => {
      const current = stackRef.current;
      if (request.type === 'open') {
        if (current.length === 0 && document.activeElement instanceof HTMLElement) {
          returnFocusTo.current = document.activeElement;
        }
        update([...current.filter((r) => r.id !== request.id), request]);
        return;
      }
      const closing = current.filter((r) => request.id === undefined || r.id === request.id);
      update(current.filter((r) => !closing.includes(r)));
      // A modal closed from outside counts as not confirmed.
      closing.forEach((r) => r.onResult?.(false));
    });
    return () => sub.unsubscribe();
  }, []);

  const top = stack[stack.length - 1];

  useEffect(() => {
    if (stack.length > 0) return;
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target && target.isConnected) target.focus();
  }, [stack.length]);

  if (!top) return null;

  const finish = (confirmed: boolean) => {
    stackRef.current = stackRef.current.filter((r) => r !== top);
    setStack(stackRef.current);
    if (confirmed) top.onConfirm?.();
    else top.onCancel?.();
    top.onResult?.(confirmed);
  };

  const confirmation = isConfirmation(top);
  return (
    <Modal
      key={top.id}
      open
      id={`modal-${top.id}`}
      title={top.title}
      onClose={() => finish(false)}
      footer={
        <>
          {confirmation ? (
            <button type="button" className="fx-button fx-button--secondary" onClick={() => finish(false)}>
              {top.cancelLabel ?? <Trans id="modal.cancel" message="Cancel" />}
            </button>
          ) : null}
          <button
            type="button"
            className={top.tone === 'danger' ? 'fx-button host-button--danger' : 'fx-button fx-button--primary'}
            onClick={() => finish(true)}
          >
            {top.confirmLabel ?? (confirmation ? <Trans id="modal.confirm" message="Confirm" /> : <Trans id="modal.ok" message="OK" />)}
          </button>
        </>
      }
    >
      {top.body.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </Modal>
  );
}
