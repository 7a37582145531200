import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { useDomId } from '../internal/useId';

export type ChecklistId = string | number;

export interface ChecklistItem {
  id: ChecklistId;
  label: ReactNode;
  description?: ReactNode;
  /** False marks the item as unavailable: it is shown but cannot be ticked. Defaults to true. */
  available?: boolean;
  /** Why the item is unavailable; "Unavailable" when not given. */
  unavailableReason?: ReactNode;
}

export interface SelectionChecklistProps {
  items: readonly ChecklistItem[];
  /** The selection in force; the checklist starts from it and Cancel goes back to it. */
  selected: readonly ChecklistId[];
  onConfirm: (ids: ChecklistId[]) => void;
  onCancel: () => void;
  /** Names the group of checkboxes. */
  legend: ReactNode;
  hideLegend?: boolean;
}

function startingDraft(items: readonly ChecklistItem[], selected: readonly ChecklistId[]): ChecklistId[] {
  const available = new Set(items.filter((i) => i.available !== false).map((i) => i.id));
  return selected.filter((id) => available.has(id));
}

/**
 * The select-assets modal body (spec platform §2.4): a checklist with a select-all toggle;
 * unavailable items cannot be ticked; "Confirm (n)" is enabled only with at least one ticked;
 * Cancel restores the prior selection.
 */
export function SelectionChecklist({
  items,
  selected,
  onConfirm,
  onCancel,
  legend,
  hideLegend = false,
}: SelectionChecklistProps) {
  const { i18n } = useLingui();
  const baseId = useDomId('fx-checklist');
  const [draft, setDraft] = useState<ChecklistId[]>(() => startingDraft(items, selected));
  // A new prior selection from outside starts a new draft.
  const basisKey = JSON.stringify(selected);
  const [basis, setBasis] = useState(basisKey);
  if (basis !== basisKey) {
    setBasis(basisKey);
    setDraft(startingDraft(items, selected));
  }

  const availableIds = items.filter((i) => i.available !== false).map((i) => i.id);
  const tickedAvailable = availableIds.filter((id) => draft.includes(id)).length;
  const allTicked = availableIds.length > 0 && tickedAvailable === availableIds.length;
  const someTicked = tickedAvailable > 0 && !allTicked;

  const selectAllRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = someTicked;
  }, [someTicked]);

  function toggle(id: ChecklistId) {
    setDraft((d) => (d.includes(id) ? d.filter((x) => x !== id) : [...d, id]));
  }

  function toggleAll() {
    setDraft(allTicked ? [] : [...availableIds]);
  }

  function cancel() {
    setDraft(startingDraft(items, selected));
    onCancel();
  }

  const count = draft.length;

  return (
    <div className="fx-checklist">
      <fieldset className="fx-checklist__group">
        <legend className={hideLegend ? 'fx-visually-hidden' : 'fx-checklist__legend'}>{legend}</legend>
        <label className="fx-checklist__all">
          <input
            ref={selectAllRef}
            type="checkbox"
            checked={allTicked}
            disabled={availableIds.length === 0}
            onChange={toggleAll}
          />
          <Trans id="ui.checklist.selectAll" message="Select all" />
        </label>
        <ul className="fx-checklist__list">
          {items.map((item, index) => {
            const available = item.available !== false;
            const inputId = `${baseId}-${index}`;
            const reasonId = `${inputId}-reason`;
            return (
              <li key={String(item.id)} className={available ? 'fx-checklist__item' : 'fx-checklist__item is-unavailable'}>
                <input
                  id={inputId}
                  type="checkbox"
                  checked={available && draft.includes(item.id)}
                  disabled={!available}
                  aria-describedby={available ? undefined : reasonId}
                  onChange={() => toggle(item.id)}
                />
                <label htmlFor={inputId}>
                  <span className="fx-checklist__label">{item.label}</span>
                  {item.description ? <span className="fx-checklist__description">{item.description}</span> : null}
                </label>
                {available ? null : (
                  <span id={reasonId} className="fx-checklist__reason">
                    {item.unavailableReason ?? <Trans id="ui.checklist.unavailable" message="Unavailable" />}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="fx-button-row">
        <button type="button" className="fx-button fx-button--secondary" onClick={cancel}>
          <Trans id="ui.checklist.cancel" message="Cancel" />
        </button>
        <button
          type="button"
          className="fx-button fx-button--primary"
          disabled={count === 0}
          onClick={() => onConfirm([...draft])}
        >
          {i18n._({ id: 'ui.checklist.confirm', message: 'Confirm ({count})', values: { count } })}
        </button>
      </div>
    </div>
  );
}
