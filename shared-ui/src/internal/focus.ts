import { useEffect, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** Elements inside `container` reachable with Tab, in document order. */
export function getTabbable(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden],[inert]') && !el.hasAttribute('disabled'),
  );
}

export interface DialogFocusOptions {
  /** Element to focus first; defaults to the first tabbable element, else the container. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * While `open`: remembers the element focused before, moves focus into `container`, and gives
 * focus back to the remembered element when closed or unmounted.
 */
export function useDialogFocus(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  { initialFocus }: DialogFocusOptions = {},
): void {
  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = container.current;
    if (root) {
      const target = initialFocus?.current ?? getTabbable(root)[0] ?? root;
      target.focus();
    }
    return () => {
      if (previous && previous.isConnected) previous.focus();
    };
  }, [open, container, initialFocus]);
}

/**
 * Keydown handler keeping Tab and Shift+Tab inside `container`. The innermost dialog owns Tab,
 * so the event stops here and an outer dialog (a modal opened from a side panel) does not act.
 */
export function trapTab(event: ReactKeyboardEvent, container: HTMLElement | null): void {
  if (event.key !== 'Tab' || !container) return;
  event.stopPropagation();
  const tabbable = getTabbable(container);
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active) || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The keydown handler of a dialog surface (modal or side panel): Escape closes the innermost
 * dialog only, Tab stays inside it.
 */
export function dialogKeyDown(event: ReactKeyboardEvent, container: HTMLElement | null, onClose: () => void): void {
  if (event.key === 'Escape') {
    event.stopPropagation();
    onClose();
    return;
  }
  trapTab(event, container);
}
