import { useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { CompetitionList, type CompetitionListProps } from '../panel/CompetitionList';

export interface CompetitionsPanelProps {
  /** The search box's text (the URL's search parameter) and what typing does with it. */
  search: string;
  onSearch: (text: string) => void;
  /** How many filters are set (shown on the Filters button) and what the button does. */
  activeFilters: number;
  onOpenFilters: () => void;
  /** Shown between the search and the list (the operator's results to confirm), or nothing. */
  results: ReactNode;
  list: CompetitionListProps;
}

/** The panel when no competition is open: title, Filters button, search, how many are shown, the list. */
export function CompetitionsPanel({ search, onSearch, activeFilters, onOpenFilters, results, list }: CompetitionsPanelProps) {
  const { i18n } = useLingui();
  const filterButtonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <div className="dash-panel__head">
        <h1 className="dash-panel__title">{i18n._({ id: 'dashboard.competitions', message: 'Competitions' })}</h1>
        <button ref={filterButtonRef} type="button" className="fx-button fx-button--secondary" onClick={onOpenFilters}>
          {i18n._({ id: 'dashboard.filters.button', message: 'Filters' })}
          {activeFilters > 0 && <span className="dash-badge">{` (${activeFilters})`}</span>}
        </button>
      </div>
      <div className="dash-search">
        <label htmlFor="dash-search-input" className="dash-search__label">
          {i18n._({ id: 'dashboard.search.label', message: 'Search by name or reference' })}
        </label>
        <input
          id="dash-search-input"
          type="search"
          className="fx-input dash-search__input"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          autoComplete="off"
        />
      </div>
      {results}
      {!list.loading && (
        <p className="dash-panel__summary" role="status">
          {i18n._({
            id: 'dashboard.list.showing',
            message: 'Showing {shown} of {total}',
            values: { shown: list.competitions.length, total: list.total },
          })}
        </p>
      )}
      <CompetitionList {...list} />
    </>
  );
}
