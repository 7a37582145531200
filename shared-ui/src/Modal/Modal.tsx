import { useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react';
import { dialogKeyDown, useDialogFocus } from '../internal/focus';
import { useDomId } from '../internal/useId';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button and (when enabled) a backdrop press. */
  onClose: () => void;
  /** Heading that names the dialog. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** A press on the backdrop closes the modal too (off by default: modals may hold unsaved input). */
  closeOnBackdrop?: boolean;
  /** Element to focus on open; defaults to the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  size?: 'small' | 'medium' | 'large';
  id?: string;
  /** Where the modal is rendered; document.body by default. */
  container?: HTMLElement;
}

/**
 * A modal dialog. When shown it remembers the focused element, moves focus inside and keeps
 * Tab within it; when hidden it gives focus back (spec platform §2.4). Escape closes.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  closeOnBackdrop = false,
  initialFocus,
  size = 'medium',
  id,
  container,
}: ModalProps) {
  const { i18n } = useLingui();
  const dialogRef = useRef<HTMLDivElement>(null);
  const baseId = useDomId('fx-modal', id);
  const titleId = `${baseId}-title`;
  useDialogFocus(open, dialogRef, { initialFocus });

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => dialogKeyDown(event, dialogRef.current, onClose);

  return createPortal(
    <div
      className="fx-overlay"
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // A press on the backdrop must not move focus out of the dialog.
        event.preventDefault();
        if (closeOnBackdrop) onClose();
      }}
    >
      <div
        ref={dialogRef}
        id={baseId}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`fx-modal fx-modal--${size}`}
        onKeyDown={onKeyDown}
      >
        <header className="fx-modal__header">
          <h2 id={titleId} className="fx-modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="fx-icon-button"
            aria-label={i18n._({ id: 'ui.modal.close', message: 'Close' })}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="fx-modal__body">{children}</div>
        {footer ? <footer className="fx-modal__footer">{footer}</footer> : null}
      </div>
    </div>,
    container ?? document.body,
  );
}
