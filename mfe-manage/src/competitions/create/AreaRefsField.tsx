/**
 * GSP regions of the competition area (area_refs): a search box over the operator's operating
 * area (`GET flex/gspregions/?search=&within_operating_area=true`) and a checkbox list, with the
 * chosen regions listed above it and removable.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useLingui } from '@lingui/react';
import { visibleError } from 'shared-ui';
import type { CompetitionFormApi } from './api';
import type { GspRegion } from './types';

const SEARCH_DELAY_MS = 250;

export function AreaRefsField({
  name,
  api,
  known,
  onRegions,
  hint,
}: {
  name: string;
  api: Pick<CompetitionFormApi, 'gspRegions'>;
  /** Regions already known by id (names of chosen regions). */
  known: ReadonlyMap<number, GspRegion>;
  onRegions: (regions: GspRegion[]) => void;
  /** The words under the legend (default: the competition form's). */
  hint?: ReactNode;
}) {
  const { i18n } = useLingui();
  const base = `cf-gsp-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { input, meta } = useField<number[]>(name);
  const chosen = Array.isArray(input.value) ? input.value : [];
  const error = visibleError(meta);
  const [search, setSearch] = useState('');
  const [results, setResults] = useState<GspRegion[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        api
          .gspRegions(search.trim(), controller.signal)
          .then((regions) => {
            setResults(regions);
            setFailed(false);
            onRegions(regions);
          })
          .catch((e: unknown) => {
            if (controller.signal.aborted) return;
            console.error('[competition form] GSP regions', e);
            setFailed(true);
          });
      },
      search ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, search, onRegions]);

  const set = (next: number[]) => {
    input.onChange([...new Set(next)]);
    input.onBlur();
  };
  const toggle = (id: number) => set(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
  const label = (id: number) => {
    const region = known.get(id);
    return region ? `${region.name} (${region.gsp_group})` : i18n._({ id: 'manage.competitionForm.gsp.unknown', message: 'GSP region {id}', values: { id } });
  };

  return (
    <fieldset className={['fx-field', 'cf-gsp', error ? 'has-error' : null].filter(Boolean).join(' ')} aria-describedby={error ? `${base}-error` : `${base}-hint`}>
      <legend className="fx-field__label">{i18n._({ id: 'manage.competitionForm.gsp.legend', message: 'GSP regions' })}</legend>
      <p id={`${base}-hint`} className="fx-field__hint">
        {hint ??
          i18n._({
            id: 'manage.competitionForm.gsp.hint',
            message: 'Grid supply point regions inside your operating area. The area may also, or instead, come from postcode districts.',
          })}
      </p>
      {chosen.length > 0 ? (
        <ul className="cf-chips" aria-label={i18n._({ id: 'manage.competitionForm.gsp.chosen', message: 'Chosen GSP regions' })}>
          {chosen.map((id) => (
            <li key={id} className="cf-chip">
              {label(id)}{' '}
              <button
                type="button"
                className="fx-icon-button"
                aria-label={i18n._({ id: 'manage.competitionForm.gsp.remove', message: 'Remove {region}', values: { region: label(id) } })}
                onClick={() => toggle(id)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={`${base}-search`} className="fx-field__label">
        {i18n._({ id: 'manage.competitionForm.gsp.search', message: 'Search GSP regions' })}
      </label>
      <input
        id={`${base}-search`}
        type="search"
        className="fx-input"
        value={search}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
      />
      {failed ? (
        <p className="fx-field__error" role="alert">
          {i18n._({ id: 'manage.competitionForm.gsp.failed', message: 'The GSP regions could not be loaded.' })}
        </p>
      ) : null}
      <div className="cf-gsp__results" role="group" aria-label={i18n._({ id: 'manage.competitionForm.gsp.results', message: 'Matching GSP regions' })} aria-busy={results === null}>
        {results !== null && results.length === 0 ? (
          <p className="fx-field__hint">{i18n._({ id: 'manage.competitionForm.gsp.none', message: 'No GSP region matches.' })}</p>
        ) : null}
        {(results ?? []).map((region) => (
          <label key={region.id} className="cf-gsp__option">
            <input type="checkbox" checked={chosen.includes(region.id)} onChange={() => toggle(region.id)} /> {region.name} ({region.gsp_group})
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${base}-error`} className="fx-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
