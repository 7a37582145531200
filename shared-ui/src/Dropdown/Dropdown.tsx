import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Trans, useLingui } from '@lingui/react';
import { useDomId } from '../internal/useId';
import { FieldMessages } from '../Form/FieldFrame';
import { normaliseItems, type DropdownItem, type DropdownOption, type DropdownValue } from './items';

/** Menu limits from spec platform §9. */
export const DROPDOWN_MENU_MAX_HEIGHT = '15rem';
export const DROPDOWN_MENU_MIN_WIDTH = '200px';
const MENU_STYLE: CSSProperties = { maxHeight: DROPDOWN_MENU_MAX_HEIGHT, minWidth: DROPDOWN_MENU_MIN_WIDTH };

interface DropdownBaseProps {
  /** Visible label; also names the button and the list. */
  label: ReactNode;
  items: readonly DropdownItem[];
  /** Text on the button while nothing is selected. */
  placeholder?: string;
  disabled?: boolean;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  /** Marks the label with an asterisk. */
  required?: boolean;
  /** Help text under the button. */
  hint?: ReactNode;
  /** Error text under the button. */
  error?: ReactNode;
  /** Called when focus leaves the dropdown (button and menu). */
  onBlur?: () => void;
  onFocus?: () => void;
  id?: string;
  className?: string;
}

export interface SingleDropdownProps extends DropdownBaseProps {
  multiple?: false;
  value: DropdownValue | null | undefined;
  onChange: (value: DropdownValue) => void;
}

export interface MultiDropdownProps extends DropdownBaseProps {
  multiple: true;
  value: readonly DropdownValue[];
  onChange: (values: DropdownValue[]) => void;
}

export type DropdownProps = SingleDropdownProps | MultiDropdownProps;

/** A select-only dropdown: a button opening a listbox (single or multi select). */
export function Dropdown(props: DropdownProps) {
  const { label, items, placeholder, disabled = false, hideLabel = false, required, hint, error, className } = props;
  const { i18n } = useLingui();
  const baseId = useDomId('fx-dropdown', props.id);
  const labelId = `${baseId}-label`;
  const listId = `${baseId}-list`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const options = useMemo(() => normaliseItems(items), [items]);
  const selected: readonly DropdownValue[] = props.multiple
    ? props.value
    : props.value === null || props.value === undefined
      ? []
      : [props.value];

  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const optionId = (index: number) => `${listId}-option-${index}`;
  const isSelected = (option: DropdownOption) => selected.includes(option.value);

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
    if (props.multiple) {
      const next = props.value.includes(option.value)
        ? props.value.filter((v) => v !== option.value)
        : [...props.value, option.value];
      props.onChange(next);
      setActive(index);
    } else {
      props.onChange(option.value);
      closeMenu(true);
    }
  }

  // Focus moves to the list when it opens, so arrow keys drive the focused option index.
  useEffect(() => {
    if (open) listRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    document.getElementById(`${listId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, listId]);

  const onBlurRef = useRef(props.onBlur);
  useEffect(() => {
    onBlurRef.current = props.onBlur;
  });

  // A press outside closes the menu without pulling focus back; it counts as leaving the
  // dropdown (the focused menu disappears, so no blur event can be relied on).
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) {
        setOpen(false);
        onBlurRef.current?.();
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

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
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((i) => Math.min(i + 1, last));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => Math.max(i - 1, 0));
        break;
      case 'Home':
        event.preventDefault();
        setActive(0);
        break;
      case 'End':
        event.preventDefault();
        setActive(last);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(active);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        closeMenu(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          const char = event.key.toLowerCase();
          const from = active + 1;
          const order = [...options.slice(from), ...options.slice(0, from)];
          const hit = order.find((o) => o.label.toLowerCase().startsWith(char));
          if (hit) setActive(options.indexOf(hit));
        }
    }
  }

  const selectedLabels = options.filter(isSelected).map((o) => o.label);
  const display =
    selectedLabels.length > 0
      ? selectedLabels.join(', ')
      : (placeholder ?? i18n._({ id: 'ui.dropdown.placeholder', message: 'Select…' }));

  return (
    <div
      ref={rootRef}
      className={['fx-dropdown', error ? 'has-error' : null, className].filter(Boolean).join(' ')}
      onFocus={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) props.onFocus?.();
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) props.onBlur?.();
      }}
    >
      <span id={labelId} className={hideLabel ? 'fx-visually-hidden' : 'fx-field__label'}>
        {label}
        {required ? (
          <span className="fx-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </span>
      <button
        ref={buttonRef}
        id={baseId}
        type="button"
        className="fx-dropdown__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${labelId} ${baseId}`}
        aria-describedby={describedBy}
        disabled={disabled}
        onClick={() => (open ? closeMenu(true) : openMenu())}
        onKeyDown={onButtonKeyDown}
      >
        <span className={selectedLabels.length > 0 ? 'fx-dropdown__value' : 'fx-dropdown__value is-placeholder'}>
          {display}
        </span>
        <span className="fx-dropdown__chevron" aria-hidden="true" />
      </button>
      {open && options.length === 0 ? (
        <div className="fx-dropdown__menu" style={MENU_STYLE}>
          <p className="fx-dropdown__empty" role="status">
            <Trans id="ui.dropdown.noOptions" message="no options provided" />
          </p>
        </div>
      ) : null}
      {open && options.length > 0 ? (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          tabIndex={-1}
          className="fx-dropdown__menu"
          style={MENU_STYLE}
          aria-labelledby={labelId}
          aria-multiselectable={props.multiple ? true : undefined}
          aria-required={required || undefined}
          aria-activedescendant={optionId(active)}
          onKeyDown={onListKeyDown}
          onBlur={(event) => {
            if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
          }}
        >
          {options.map((option, index) => (
            <li
              key={`${index}:${option.value}`}
              id={optionId(index)}
              role="option"
              aria-selected={isSelected(option)}
              className={index === active ? 'fx-dropdown__option is-active' : 'fx-dropdown__option'}
              onClick={() => choose(index)}
              onMouseMove={() => setActive(index)}
            >
              {props.multiple ? <span className="fx-dropdown__check" aria-hidden="true" /> : null}
              {option.label}
            </li>
          ))}
        </ul>
      ) : null}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
