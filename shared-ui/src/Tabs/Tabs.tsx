import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useDomId } from '../internal/useId';

export interface TabItem {
  id: string;
  label: ReactNode;
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Selection from outside (controlled); must be the id of an existing tab. */
  selected?: string;
  /** Initial tab when not controlled; the first enabled tab otherwise. */
  defaultSelected?: string;
  onSelect?: (id: string) => void;
  id?: string;
  className?: string;
}

export const INVALID_EXTERNAL_SELECTION = 'Invalid external selection prop';

/**
 * Tabs with automatic activation: arrows, Home and End move and select. A selection given from
 * outside that names no tab throws "Invalid external selection prop" (spec platform §5).
 */
export function Tabs({ tabs, label, selected, defaultSelected, onSelect, id, className }: TabsProps) {
  if (selected !== undefined && !tabs.some((t) => t.id === selected)) {
    throw new Error(INVALID_EXTERNAL_SELECTION);
  }
  const baseId = useDomId('fx-tabs', id);
  const firstEnabled = tabs.find((t) => !t.disabled)?.id;
  const [internal, setInternal] = useState<string | undefined>(defaultSelected);
  const current =
    selected ?? (tabs.some((t) => t.id === internal && !t.disabled) ? internal : firstEnabled);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const tabId = (tab: string) => `${baseId}-tab-${tab}`;
  const panelId = (tab: string) => `${baseId}-panel-${tab}`;

  function select(tab: string) {
    if (selected === undefined) setInternal(tab);
    if (tab !== current) onSelect?.(tab);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const enabled = tabs.filter((t) => !t.disabled);
    const at = enabled.findIndex((t) => t.id === current);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(at + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(at - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    buttons.current.get(next.id)?.focus();
    select(next.id);
  }

  const active = tabs.find((t) => t.id === current);

  return (
    <div className={['fx-tabs', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className="fx-tabs__list">
        {tabs.map((tab) => {
          const isSelected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) buttons.current.set(tab.id, el);
                else buttons.current.delete(tab.id);
              }}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(tab.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              className={isSelected ? 'fx-tabs__tab is-selected' : 'fx-tabs__tab'}
              onClick={() => select(tab.id)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {active && active.content !== undefined ? (
        <div
          id={panelId(active.id)}
          role="tabpanel"
          aria-labelledby={tabId(active.id)}
          tabIndex={0}
          className="fx-tabs__panel"
        >
          {active.content}
        </div>
      ) : null}
    </div>
  );
}
