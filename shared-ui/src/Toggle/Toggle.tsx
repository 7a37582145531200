import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Trans } from '@lingui/react';
import { useDomId } from '../internal/useId';

/** true is the left side, false the right side, null is unset. */
export type ToggleValue = boolean | null;

export interface ToggleProps {
  label: ReactNode;
  value: ToggleValue;
  onChange: (value: ToggleValue) => void;
  /** Left side label; "Yes" by default. */
  trueLabel?: ReactNode;
  /** Right side label; "No" by default. */
  falseLabel?: ReactNode;
  /** The redesign feature: clicking the selected side resets the toggle to unset. */
  redesign?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  id?: string;
}

/**
 * A tri-state toggle (spec platform §4.4) with radio-group semantics: arrow keys move and
 * select, Space or Enter presses the focused side.
 */
export function Toggle({
  label,
  value,
  onChange,
  trueLabel,
  falseLabel,
  redesign = false,
  disabled = false,
  hideLabel = false,
  id,
}: ToggleProps) {
  const baseId = useDomId('fx-toggle', id);
  const labelId = `${baseId}-label`;
  const sides = useRef<Array<HTMLButtonElement | null>>([null, null]);

  function press(side: boolean) {
    if (disabled) return;
    if (value === side) {
      if (redesign) onChange(null);
      return;
    }
    onChange(side);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, side: boolean) {
    if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) return;
    event.preventDefault();
    // Two sides: any arrow goes to the other one and selects it, as in a radio group.
    const other = !side;
    sides.current[other ? 0 : 1]?.focus();
    if (value !== other) onChange(other);
  }

  const options: Array<{ side: boolean; text: ReactNode }> = [
    { side: true, text: trueLabel ?? <Trans id="ui.toggle.yes" message="Yes" /> },
    { side: false, text: falseLabel ?? <Trans id="ui.toggle.no" message="No" /> },
  ];

  return (
    <div className="fx-toggle">
      <span id={labelId} className={hideLabel ? 'fx-visually-hidden' : 'fx-field__label'}>
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-disabled={disabled || undefined}
        className="fx-toggle__group"
        data-state={value === null ? 'unset' : String(value)}
      >
        {options.map(({ side, text }, index) => {
          const checked = value === side;
          // Roving tab stop: the selected side, or the left side while unset.
          const tabStop = value === null ? side : checked;
          return (
            <button
              key={String(side)}
              ref={(el) => {
                sides.current[index] = el;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={tabStop ? 0 : -1}
              disabled={disabled}
              className={checked ? 'fx-toggle__side is-checked' : 'fx-toggle__side'}
              onClick={() => press(side)}
              onKeyDown={(event) => onKeyDown(event, side)}
            >
              {text}
            </button>
          );
        })}
      </div>
    </div>
  );
}
