import { useMemo, type CSSProperties, type FocusEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { useDomId } from '../internal/useId';
import { FieldMessages } from '../Form/FieldFrame';
import { normaliseItems, type DropdownItem, type DropdownOption, type DropdownValue } from './items';
import { useDropdownMenu } from './useDropdownMenu';

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

/** Whether focus moved to somewhere outside `root` (or nowhere). */
const leaves = (root: RefObject<HTMLDivElement | null>, event: FocusEvent) => !root.current?.contains(event.relatedTarget as Node | null);

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
  const isSelected = (option: DropdownOption) => selected.includes(option.value);

  const pick = (option: DropdownOption) => {
    if (props.multiple) {
      props.onChange(props.value.includes(option.value) ? props.value.filter((v) => v !== option.value) : [...props.value, option.value]);
    } else {
      props.onChange(option.value);
    }
  };
  const { open, setOpen, active, setActive, rootRef, buttonRef, listRef, openMenu, closeMenu, choose, onButtonKeyDown, onListKeyDown } = useDropdownMenu({
    options,
    isSelected,
    disabled,
    multiple: props.multiple === true,
    listId,
    onPick: pick,
    onLeave: props.onBlur,
  });

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
        if (leaves(rootRef, event)) props.onFocus?.();
      }}
      onBlur={(event) => {
        if (leaves(rootRef, event)) props.onBlur?.();
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
        <OptionList
          listRef={listRef}
          listId={listId}
          labelId={labelId}
          options={options}
          active={active}
          multiple={props.multiple === true}
          required={required}
          isSelected={isSelected}
          onKeyDown={onListKeyDown}
          onBlur={(event) => {
            if (leaves(rootRef, event)) setOpen(false);
          }}
          onChoose={choose}
          onHover={setActive}
        />
      ) : null}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

interface OptionListProps {
  listRef: RefObject<HTMLUListElement | null>;
  listId: string;
  labelId: string;
  options: readonly DropdownOption[];
  /** The index of the keyboard-highlighted option. */
  active: number;
  multiple: boolean;
  required: boolean | undefined;
  isSelected: (option: DropdownOption) => boolean;
  onKeyDown: (event: KeyboardEvent<HTMLUListElement>) => void;
  onBlur: (event: FocusEvent<HTMLUListElement>) => void;
  onChoose: (index: number) => void;
  onHover: (index: number) => void;
}

/** The open menu's listbox: one option per item, the active one marked, checks in a multi select. */
function OptionList({ listRef, listId, labelId, options, active, multiple, required, isSelected, onKeyDown, onBlur, onChoose, onHover }: OptionListProps) {
  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <ul
      ref={listRef}
      id={listId}
      role="listbox"
      tabIndex={-1}
      className="fx-dropdown__menu"
      style={MENU_STYLE}
      aria-labelledby={labelId}
      aria-multiselectable={multiple ? true : undefined}
      aria-required={required || undefined}
      aria-activedescendant={optionId(active)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {options.map((option, index) => (
        <li
          key={`${index}:${option.value}`}
          id={optionId(index)}
          role="option"
          aria-selected={isSelected(option)}
          className={index === active ? 'fx-dropdown__option is-active' : 'fx-dropdown__option'}
          onClick={() => onChoose(index)}
          onMouseMove={() => onHover(index)}
        >
          {multiple ? <span className="fx-dropdown__check" aria-hidden="true" /> : null}
          {option.label}
        </li>
      ))}
    </ul>
  );
}
