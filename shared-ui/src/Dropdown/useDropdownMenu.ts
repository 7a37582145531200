import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { DropdownOption } from './items';

interface MenuSettings {
  options: readonly DropdownOption[];
  isSelected: (option: DropdownOption) => boolean;
  disabled: boolean;
  /** A multi-select menu stays open when an option is chosen. */
  multiple: boolean;
  listId: string;
  /** Called with the chosen option (click, Enter or Space). */
  onPick: (option: DropdownOption) => void;
  /** Called when a press outside closes the menu (leaving the dropdown). */
  onLeave?: () => void;
}

/**
 * The dropdown's menu: whether it is open, its active (keyboard-highlighted) option, and what the
 * button's and the list's keys do (arrows, Home, End, Enter, Space, Escape, Tab, type-ahead).
 */
export function useDropdownMenu({ options, isSelected, disabled, multiple, listId, onPick, onLeave }: MenuSettings) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  function openMenu(at?: 'first' | 'last') {
    if (disabled || open) return;
    const firstSelected = options.findIndex(isSelected);
    const start = at === 'last' ? options.length - 1 : firstSelected >= 0 ? firstSelected : 0;
    setActive(Math.max(0, start));
    setOpen(true);
  }

  function closeMenu(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function choose(index: number) {
    const option = options[index];
    if (!option) return;
    onPick(option);
    if (multiple) setActive(index);
    else closeMenu(true);
  }

  useMenuFocus(open, active, listRef, listId);
  useOutsidePress(rootRef, open, () => {
    setOpen(false);
    onLeave?.();
  });

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    // Enter and Space reach onClick as native button activation.
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    } else if (event.key === 'Escape' && open) {
      // Close only the menu, not a modal or side panel around it.
      event.preventDefault();
      event.stopPropagation();
      closeMenu(true);
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const last = options.length - 1;
    const moves: Partial<Record<string, (index: number) => number>> = {
      ArrowDown: (i) => Math.min(i + 1, last),
      ArrowUp: (i) => Math.max(i - 1, 0),
      Home: () => 0,
      End: () => last,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setActive(move);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closeMenu(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const hit = typeAhead(options, active, event.key);
      if (hit >= 0) setActive(hit);
    }
  }

  return { open, setOpen, active, setActive, rootRef, buttonRef, listRef, openMenu, closeMenu, choose, onButtonKeyDown, onListKeyDown };
}

/** The next option after `active` (wrapping round) whose label starts with the typed character; -1 when none. */
function typeAhead(options: readonly DropdownOption[], active: number, key: string): number {
  const char = key.toLowerCase();
  const from = active + 1;
  const order = [...options.slice(from), ...options.slice(0, from)];
  const hit = order.find((o) => o.label.toLowerCase().startsWith(char));
  return hit ? options.indexOf(hit) : -1;
}

/** Focus moves to the list when it opens, so arrow keys drive the active option, which is kept in view. */
function useMenuFocus(open: boolean, active: number, listRef: RefObject<HTMLUListElement | null>, listId: string) {
  useEffect(() => {
    if (open) listRef.current?.focus();
  }, [open, listRef]);

  useEffect(() => {
    if (!open) return;
    document.getElementById(`${listId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, listId]);
}

/**
 * A press outside the dropdown while the menu is open: `onOutside` runs (the latest one given).
 * It counts as leaving the dropdown, since the focused menu disappears and no blur event can be relied on.
 */
function useOutsidePress(rootRef: RefObject<HTMLDivElement | null>, open: boolean, onOutside: () => void) {
  const onOutsideRef = useRef(onOutside);
  useEffect(() => {
    onOutsideRef.current = onOutside;
  });

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) onOutsideRef.current();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, rootRef]);
}
