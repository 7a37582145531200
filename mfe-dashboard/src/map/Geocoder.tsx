import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react';
import type { PostcodeResult } from '../data/views';

export const GEOCODER_DEBOUNCE_MS = 250;

/** A place to show: its label in the user's language, and a note when it stands in for what was searched. */
export type GeocoderResult = PostcodeResult & { note?: string | null };

type SearchState = 'idle' | 'loading' | 'empty' | 'error';

/** The listbox of places found; option ids are `${id}-opt-${index}` (the input's active descendant). */
function ResultList({ id, results, active, hidden, onChoose }: { id: string; results: GeocoderResult[]; active: number; hidden: boolean; onChoose: (r: GeocoderResult) => void }) {
  const { i18n } = useLingui();
  return (
    <ul
      id={`${id}-list`}
      role="listbox"
      aria-label={i18n._({ id: 'dashboard.geocoder.results', message: 'Address results' })}
      hidden={hidden}
      className="dash-geocoder__list"
    >
      {results.map((r, i) => (
        <li
          key={`${r.label}-${i}`}
          id={`${id}-opt-${i}`}
          role="option"
          aria-selected={i === active}
          className={i === active ? 'is-active' : undefined}
          onMouseDown={(e) => {
            e.preventDefault();
            onChoose(r);
          }}
        >
          {r.label}
          {r.note && <span className="dash-geocoder__note">{r.note}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The live status line: searching, nothing found, unavailable, or where the map moved to. */
function SearchStatus({ status, shown }: { status: SearchState; shown: GeocoderResult | null }) {
  const { i18n } = useLingui();
  return (
    <div role="status" className="dash-geocoder__status">
      {status === 'loading' && i18n._({ id: 'dashboard.geocoder.loading', message: 'Searching…' })}
      {status === 'empty' && i18n._({ id: 'dashboard.geocoder.empty', message: 'No places found' })}
      {status === 'error' && i18n._({ id: 'dashboard.geocoder.error', message: 'Address search is unavailable' })}
      {status === 'idle' &&
        shown &&
        (shown.note ?? i18n._({ id: 'dashboard.geocoder.shown', message: 'Map moved to {place}', values: { place: shown.label } }))}
    </div>
  );
}

/**
 * Address search (spec §2.3 geocoder): asks the API's postcode / place lookup, lists the
 * answers in a listbox (arrow keys, Enter, Escape) and hands the choice back.
 */
export function Geocoder({
  search,
  onChoose,
}: {
  search: (query: string, signal: AbortSignal) => Promise<GeocoderResult[]>;
  onChoose: (result: GeocoderResult) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<GeocoderResult[]>([]);
  const [shown, setShown] = useState<GeocoderResult | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<SearchState>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  // The label of the place just chosen: showing it in the box must not search again.
  const chosen = useRef<string | null>(null);

  useEffect(() => {
    const q = query.trim();
    if (chosen.current !== null && query === chosen.current) return;
    setShown(null);
    if (q.length < 2) {
      setResults([]);
      setStatus('idle');
      return;
    }
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      setStatus('loading');
      search(q, ctrl.signal)
        .then((r) => {
          if (ctrl.signal.aborted) return;
          setResults(r);
          setActive(r.length ? 0 : -1);
          setStatus(r.length ? 'idle' : 'empty');
          setOpen(true);
        })
        .catch((e: unknown) => {
          if (ctrl.signal.aborted) return;
          console.error('[dashboard] address search failed', e);
          setStatus('error');
        });
    }, GEOCODER_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [query, search]);

  function choose(r: GeocoderResult) {
    chosen.current = r.label;
    setQuery(r.label);
    setOpen(false);
    setShown(r);
    onChoose(r);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' && results.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % results.length);
    } else if (e.key === 'ArrowUp' && results.length) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? results.length - 1 : a - 1));
    } else if (e.key === 'Enter' && open && active >= 0 && results[active]) {
      e.preventDefault();
      choose(results[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  }

  const showList = open && results.length > 0;
  return (
    <div className="dash-geocoder">
      <label htmlFor={`${id}-input`} className="dash-visually-hidden">
        {i18n._({ id: 'dashboard.geocoder.label', message: 'Search for an address or postcode' })}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
        placeholder={i18n._({ id: 'dashboard.geocoder.placeholder', message: 'Search postcode or place' })}
        value={query}
        onChange={(e) => {
          chosen.current = null;
          setQuery(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        autoComplete="off"
      />
      <ResultList id={id} results={results} active={active} hidden={!showList} onChoose={choose} />
      <SearchStatus status={status} shown={shown} />
    </div>
  );
}
