import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react';
import type { DashboardCompetition } from '../data/views';
import { statusLabel } from '../domain/labels';

export interface CompetitionListProps {
  competitions: readonly DashboardCompetition[];
  counts: ReadonlyMap<number, number> | null;
  operatorName: (c: DashboardCompetition) => string | null;
  activeId: number | null;
  onOpen: (id: number) => void;
  loading: boolean;
  total: number;
  /** The competition whose detail was just closed: its button takes the focus back, once. */
  returnFocusTo?: number | null;
  onFocusReturned?: () => void;
}

/** Page 1 of the side panel: the competitions, each a button named by the competition. */
export function CompetitionList({ competitions, counts, operatorName, activeId, onOpen, loading, total, returnFocusTo, onFocusReturned }: CompetitionListProps) {
  const { i18n } = useLingui();
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (returnFocusTo == null || loading) return;
    const button = listRef.current?.querySelector<HTMLButtonElement>(`button[data-competition="${returnFocusTo}"]`);
    button?.focus();
    onFocusReturned?.();
  }, [returnFocusTo, loading, onFocusReturned]);
  if (loading) {
    return (
      <p role="status" className="dash-list__status">
        {i18n._({ id: 'dashboard.list.loading', message: 'Loading competitions…' })}
      </p>
    );
  }
  if (competitions.length === 0) {
    return (
      <div className="dash-empty" role="status">
        <p className="dash-empty__title">
          {total > 0
            ? i18n._({ id: 'dashboard.list.noneMatching', message: 'No competitions match your search and filters' })
            : i18n._({ id: 'dashboard.list.none', message: 'No competitions to show' })}
        </p>
        {total > 0 && (
          <p>{i18n._({ id: 'dashboard.list.noneMatchingHint', message: 'Change or clear the search and the filters to see more.' })}</p>
        )}
      </div>
    );
  }
  return (
    <ul ref={listRef} className="dash-list" aria-label={i18n._({ id: 'dashboard.list.label', message: 'Competitions' })}>
      {competitions.map((c) => {
        const n = counts?.get(c.id) ?? null;
        const op = operatorName(c);
        return (
          <li key={c.id} className={`dash-list__item${c.id === activeId ? ' is-active' : ''}`}>
            <button
              type="button"
              className="dash-list__button"
              data-competition={c.id}
              onClick={() => onOpen(c.id)}
              aria-current={c.id === activeId ? 'true' : undefined}
            >
              <span className="dash-list__name">{c.name ?? `#${c.id}`}</span>
            </button>
            <span className={`dash-status dash-status--${c.status}`}>{statusLabel(i18n, c.status)}</span>
            {op && <span className="dash-list__operator">{op}</span>}
            {n !== null && (
              <span className="dash-list__count">
                {i18n._({ id: 'dashboard.list.qualifyingCount', message: '{n, plural, one {# qualifying asset} other {# qualifying assets}}', values: { n } })}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
