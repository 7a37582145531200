import { useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react';
import { dialogKeyDown, useDialogFocus } from '../internal/focus';
import { useDomId } from '../internal/useId';

export const SIDE_PANEL_DEFAULT_WIDTH = 400;

export interface SidePanelProps {
  open: boolean;
  /** Called on Escape, a backdrop press and the close button. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Width in px (number) or any CSS length; 400px by default. */
  width?: number | string;
  side?: 'left' | 'right';
  initialFocus?: RefObject<HTMLElement | null>;
  id?: string;
  container?: HTMLElement;
}

/**
 * A sliding side panel (spec platform §2.4): dialog role, closes on backdrop press or Escape,
 * traps Tab focus, 400px wide by default, gives focus back when closed.
 */
export function SidePanel({
  open,
  onClose,
  title,
  children,
  footer,
  width = SIDE_PANEL_DEFAULT_WIDTH,
  side = 'right',
  initialFocus,
  id,
  container,
}: SidePanelProps) {
  const { i18n } = useLingui();
  const panelRef = useRef<HTMLDivElement>(null);
  const baseId = useDomId('fx-side-panel', id);
  const titleId = `${baseId}-title`;
  useDialogFocus(open, panelRef, { initialFocus });

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => dialogKeyDown(event, panelRef.current, onClose);

  return createPortal(
    <div className="fx-side-panel-layer">
      <div className="fx-side-panel__backdrop" data-testid="side-panel-backdrop" onClick={onClose} />
      <div
        ref={panelRef}
        id={baseId}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`fx-side-panel fx-side-panel--${side}`}
        style={{ width: typeof width === 'number' ? `${width}px` : width }}
        onKeyDown={onKeyDown}
      >
        <header className="fx-side-panel__header">
          <h2 id={titleId} className="fx-side-panel__title">
            {title}
          </h2>
          <button
            type="button"
            className="fx-icon-button"
            aria-label={i18n._({ id: 'ui.sidePanel.close', message: 'Close panel' })}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="fx-side-panel__body">{children}</div>
        {footer ? <footer className="fx-side-panel__footer">{footer}</footer> : null}
      </div>
    </div>,
    container ?? document.body,
  );
}
